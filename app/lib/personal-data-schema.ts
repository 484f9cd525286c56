import { BR_MESSAGES, emailKey, isValidEmail, normalizeTaxId, phoneKey, taxIdKind } from "~/lib/br";
import { z } from "~/lib/zod";

/**
 * The "Dados pessoais" search (LGPD art. 18, decisions 045 and 071): an e-mail, a phone with area
 * code and/or a CPF or CNPJ, at least one; each normalised as the records compare it.
 */

/** The person as searched: e-mail and phone as the lead keys compare them, the document's digits. */
export interface PersonKeys {
  email: string | null;
  phone: string | null;
  /** CPF or CNPJ without punctuation, as the book stores it. */
  document: string | null;
}

export const PERSON_MESSAGES = {
  phone: "Informe o telefone com DDD (10 ou 11 dígitos).",
  missing: "Informe o e-mail, o telefone ou o CPF/CNPJ da pessoa.",
} as const;

const optionalText = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : ""),
  z.string().max(254),
);

export const personSchema = z
  .object({
    // The rule every stored address passed, so a looser one would find nobody more.
    email: optionalText.refine((value) => value === "" || isValidEmail(value), { error: BR_MESSAGES.email }),
    phone: optionalText.refine((value) => value === "" || phoneKey(value) !== null, {
      error: PERSON_MESSAGES.phone,
    }),
    // Check digits verified, as every client's document was.
    document: optionalText.refine((value) => value === "" || taxIdKind(value) !== null, {
      error: BR_MESSAGES.taxId,
    }),
  })
  .refine((form) => form.email !== "" || form.phone !== "" || form.document !== "", {
    error: PERSON_MESSAGES.missing,
    path: ["email"],
  })
  .transform(
    (form): PersonKeys => ({
      email: emailKey(form.email),
      phone: phoneKey(form.phone),
      document: form.document === "" ? null : normalizeTaxId(form.document),
    }),
  );
