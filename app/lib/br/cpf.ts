import { mod11CheckDigit, SEPARATORS } from "./check-digits";

/** CPF: a person's 11-digit taxpayer number, the last two digits checking the first nine. */

const CPF_DIGITS = /^\d{11}$/;
const FIRST_WEIGHTS = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/** "529.982.247-25" → "52998224725": the punctuation dropped (anything else is left, to be refused). */
export function normalizeCpf(value: string): string {
  return value.replace(SEPARATORS, "");
}

/**
 * 11 digits whose check digits match. Eleven equal digits ("111.111.111-11") pass the check
 * digits but are no one's CPF: the Receita never issues them, and people type them to get past a
 * form.
 */
export function isValidCpf(value: string): boolean {
  const digits = normalizeCpf(value);
  if (!CPF_DIGITS.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const first = mod11CheckDigit(digits.slice(0, 9), FIRST_WEIGHTS);
  const second = mod11CheckDigit(digits.slice(0, 9) + first, SECOND_WEIGHTS);
  return digits.endsWith(`${first}${second}`);
}

/** "52998224725" → "529.982.247-25"; a value that is not 11 digits comes back normalised only. */
export function formatCpf(value: string): string {
  const digits = normalizeCpf(value);
  return CPF_DIGITS.test(digits) ? digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4") : digits;
}
