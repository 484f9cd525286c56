/**
 * The Receita Federal's modulo-11 check digit of CPF and CNPJ: each character's value times its
 * weight, summed; a remainder under 2 gives 0, else 11 minus the remainder. A character's value is
 * its code less 48 ("0"–"9" → 0–9, "A"–"Z" → 17–42), the alphanumeric CNPJ's rule, which leaves
 * every numeric CNPJ and CPF as it was.
 */
export function mod11CheckDigit(base: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) sum += (base.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Punctuation people type in documents and codes (dots, hyphens, slashes, spaces): dropped. */
export const SEPARATORS = /[\s./-]/g;
