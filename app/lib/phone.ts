/** Brazilian phone: digits only, at most 11 (area code + number). */
export const PHONE_MAX_DIGITS = 11;

/** Brazil's country code, which a browser filling `autocomplete="tel"` may put first (+55). */
const COUNTRY_CODE = /^\s*\+\s*55/;

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
