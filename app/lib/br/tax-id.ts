import { formatCnpj, isValidCnpj, normalizeCnpj } from "./cnpj";
import { formatCpf, isValidCpf, normalizeCpf } from "./cpf";

/**
 * A client's taxpayer number, CPF (a person) or CNPJ (a company), told apart by its length once the
 * punctuation is dropped: the book keys clients on it (one client per document).
 */
export type TaxIdKind = "person" | "company";

/** "529.982.247-25" → "52998224725"; "12.abc.345/01de-35" → "12ABC34501DE35". */
export function normalizeTaxId(value: string): string {
  return normalizeCnpj(normalizeCpf(value.trim()));
}

/** A valid CPF is a person, a valid CNPJ a company; anything else null. */
export function taxIdKind(value: string): TaxIdKind | null {
  const id = normalizeTaxId(value);
  if (id.length === 11 && isValidCpf(id)) return "person";
  if (id.length === 14 && isValidCnpj(id)) return "company";
  return null;
}

/** Shown with its punctuation: 529.982.247-25 or 12.345.678/0001-95. */
export function formatTaxId(value: string): string {
  const id = normalizeTaxId(value);
  return id.length === 11 ? formatCpf(id) : formatCnpj(id);
}

/**
 * A CPF or CNPJ as it is being typed: the punctuation put in as the characters come ("529.982",
 * "529.982.247-25", then "52.998.224/7251-…" past eleven), at most fourteen characters.
 */
export function maskTaxId(value: string): string {
  const id = normalizeTaxId(value)
    .replace(/[^0-9A-Z]/g, "")
    .slice(0, 14);
  const cpf = id.length <= 11 && /^\d*$/.test(id);
  const groups = cpf ? [3, 3, 3, 2] : [2, 3, 3, 4, 2];
  const marks = cpf ? [".", ".", "-"] : [".", ".", "/", "-"];
  let out = "";
  let at = 0;
  for (const [index, size] of groups.entries()) {
    const part = id.slice(at, at + size);
    if (!part) break;
    out += (index > 0 ? marks[index - 1] : "") + part;
    at += size;
  }
  return out;
}
