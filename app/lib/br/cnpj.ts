import { mod11CheckDigit, SEPARATORS } from "./check-digits";

/**
 * CNPJ: a company's 14-character number, the last two digits checking the first twelve. From July
 * 2026 the Receita also issues alphanumeric ones (IN RFB nº 2.229/2024, Nota Técnica COCAD/SUARA/RFB
 * nº 49/2024): the first twelve may be digits or upper-case letters, the two check digits stay
 * digits, computed by the same rule with a letter worth its code less 48 (A = 17). A numeric CNPJ
 * is the special case, so one rule checks both.
 */

const CNPJ_CHARACTERS = /^[0-9A-Z]{12}\d{2}$/;
const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** "12.abc.345/01de-35" → "12ABC34501DE35": the punctuation dropped, letters in upper case. */
export function normalizeCnpj(value: string): string {
  return value.replace(SEPARATORS, "").toUpperCase();
}

/**
 * 14 characters (twelve digits or letters, two digits) whose check digits match. Fourteen zeros
 * pass, as the rule gives them: they are the site's placeholder (site-defaults.ts), which the launch
 * checklist flags instead.
 */
export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!CNPJ_CHARACTERS.test(cnpj)) return false;
  const first = mod11CheckDigit(cnpj.slice(0, 12), FIRST_WEIGHTS);
  const second = mod11CheckDigit(cnpj.slice(0, 12) + first, SECOND_WEIGHTS);
  return cnpj.endsWith(`${first}${second}`);
}

/** "11222333000181" → "11.222.333/0001-81"; a value that is not 14 characters comes back normalised only. */
export function formatCnpj(value: string): string {
  const cnpj = normalizeCnpj(value);
  return CNPJ_CHARACTERS.test(cnpj)
    ? cnpj.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, "$1.$2.$3/$4-$5")
    : cnpj;
}
