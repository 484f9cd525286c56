import { phoneDigits } from "~/lib/phone";

/**
 * How a person is recognised when they write again (issue 29): the e-mail trimmed and in lower
 * case; the phone as its digits, without +55 or a leading trunk 0 ("041 3000-0000"). Too short to
 * be a phone (under 10 digits) is no key at all: it would match strangers.
 */
export function emailKey(email: string | null | undefined): string | null {
  const key = (email ?? "").trim().toLowerCase();
  return key === "" ? null : key;
}

export function phoneKey(phone: string | null | undefined): string | null {
  let digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length >= 12 && digits.startsWith("55")) digits = digits.slice(2);
  if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  const key = phoneDigits(digits);
  return key.length >= 10 ? key : null;
}
