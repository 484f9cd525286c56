/**
 * E-mail addresses: one rule for every form, browser and server alike. Zod-free, so a page can
 * check an address without loading Zod; ./schemas builds the Zod fields on the same pattern.
 */

/** The longest address SMTP carries (RFC 5321's 256-octet path, less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Zod 4's own e-mail rule (`z.regexes.email`, what `z.email()` checked everywhere before), copied
 * so that the zod-free check and the schemas agree; tests/unit/br-email.test.ts keeps it equal
 * to Zod's.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Whether `value`, trimmed, is an address: the pattern, and at most 254 characters. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/**
 * The address as accounts and site details store it and as people are compared: trimmed and in
 * lower case. (An address is shown as stored: it has no other format.)
 */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * How a person is recognised by their e-mail when they write again (issue 29): the normalised
 * address; an empty one is no key.
 */
export function emailKey(email: string | null | undefined): string | null {
  const key = normalizeEmail(email ?? "");
  return key === "" ? null : key;
}
