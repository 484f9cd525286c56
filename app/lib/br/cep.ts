import { SEPARATORS } from "./check-digits";

/** CEP: a postal code, eight digits, written 00000-000. */

const CEP_DIGITS = /^\d{8}$/;

/** "80.010-000" → "80010000": the punctuation dropped (anything else is left, to be refused). */
export function normalizeCep(value: string): string {
  return value.replace(SEPARATORS, "");
}

export function isValidCep(value: string): boolean {
  return CEP_DIGITS.test(normalizeCep(value));
}

/** "80010000" → "80010-000"; a value that is not 8 digits comes back normalised only. */
export function formatCep(value: string): string {
  const digits = normalizeCep(value);
  return CEP_DIGITS.test(digits) ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
