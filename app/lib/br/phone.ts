/**
 * Brazilian phones: digits only, the area code (DDD, two digits without a 0) and the number.
 * A mobile has 11 digits and its number starts with 9 (the only kind that has WhatsApp); a
 * landline has 10. Zod-free: the contact page's first load formats the phone with it.
 */

/** At most 11 digits: area code + a mobile's 9 digits. */
export const PHONE_MAX_DIGITS = 11;

/** Brazil's country code, which a browser filling `autocomplete="tel"` may put first (+55). */
const COUNTRY_CODE = /^\s*\+\s*55/;

const MOBILE = /^[1-9]{2}9\d{8}$/;
const LANDLINE = /^[1-9]{2}\d{8}$/;
/** A 0800 (free) or 0300 (shared-cost) number: a company's, never a person's, and it has no area code. */
const SERVICE_NUMBER = /^0[38]00\d{7}$/;

/**
 * The digits as they are typed (the input mask): a leading "+55" dropped, at most 11 digits.
 * A form's field keeps them; normalizePhone reads what they mean.
 */
export function phoneDigits(value: string): string {
  return value.replace(COUNTRY_CODE, "").replace(/\D/g, "").slice(0, PHONE_MAX_DIGITS);
}

/**
 * Formats as typed: "(99) 9 9999-9999" for 11-digit mobiles and "(99) 9999-9999" for
 * 10-digit landlines; partial input is formatted as far as it goes.
 */
export function formatPhone(value: string): string {
  const d = phoneDigits(value);
  if (d.length === 0) return "";
  if (d.length <= 2) return `(${d}`;
  const area = `(${d.slice(0, 2)}) `;
  const rest = d.slice(2);
  if (d.length === 11) return `${area}${rest.slice(0, 1)} ${rest.slice(1, 5)}-${rest.slice(5)}`;
  if (rest.length <= 4) return area + rest;
  return `${area}${rest.slice(0, 4)}-${rest.slice(4)}`;
}

/** Whether `digits` is a 0800/0300 number (as normalizePhone keeps it). */
export function isServiceNumber(digits: string): boolean {
  return SERVICE_NUMBER.test(digits);
}

/**
 * The phone as stored and compared: its digits, without the country code ("+55 41 …", "55 41 …":
 * 12 digits or more starting with 55) or a trunk 0 ("041 3000-0000", "0 41 9 8765-4321"). A
 * 0800/0300 number keeps its 0. Not cut to 11 digits: extra digits make the phone invalid.
 */
export function normalizePhone(value: string): string {
  let digits = value.replace(/\D/g, "");
  if (digits.length >= 12 && digits.startsWith("55")) digits = digits.slice(2);
  if ((digits.length === 11 || digits.length === 12) && digits.startsWith("0") && !isServiceNumber(digits)) {
    digits = digits.slice(1);
  }
  return digits;
}

/** "mobile" (11 digits, the number starts with 9), "landline" (10 digits), or null: not a person's phone. */
export function phoneKind(value: string): "mobile" | "landline" | null {
  const digits = normalizePhone(value);
  if (MOBILE.test(digits)) return "mobile";
  if (LANDLINE.test(digits)) return "landline";
  return null;
}

/** A mobile or a landline with its area code, once normalised. */
export function isValidPhone(value: string): boolean {
  return phoneKind(value) !== null;
}

/** A mobile (the only kind that gets WhatsApp), once normalised. */
export function isMobilePhone(value: string): boolean {
  return phoneKind(value) === "mobile";
}

/**
 * How a person is recognised by their phone when they write again (issue 29): the normalised
 * digits, at most 11. Too short to be a phone (under 10 digits) is no key at all: it would match
 * strangers.
 */
export function phoneKey(phone: string | null | undefined): string | null {
  const digits = normalizePhone(phone ?? "");
  // Keys are stored (leads.phone_key, since migration 011) and this rule always read the 0 of a
  // 0800/0300 number as a trunk 0: kept so that a stored key still matches.
  const key = (isServiceNumber(digits) ? digits.slice(1) : digits).slice(0, PHONE_MAX_DIGITS);
  return key.length >= 10 ? key : null;
}
