/** The contact form's choices and messages: what the page renders, without the schema (./contact-schema). */

export const contactSubjects = [
  "Dúvida(s)",
  "Elogio",
  "Sugestão",
  "Seguros",
  "Reclamação",
  "Outros",
] as const;
export const contactMethods = ["Email", "Telefone", "Whatsapp"] as const;

export const contactMessages = {
  incomplete: "Preencha todos os campos!",
  success: "Mensagem enviada com sucesso!",
  failure: "Ocorreu um erro ao enviar a mensagem. Tente novamente mais tarde.",
} as const;

/** Letters (accents included) and spaces only: anything else is stripped as the visitor types. */
export function filterName(value: string): string {
  return value.replace(/[^\p{L}\s]/gu, "").replace(/\s{2,}/g, " ");
}

/** The fields the form cannot be sent without (consent has a message of its own). */
const REQUIRED_FIELDS = ["from_name", "email", "subject", "contact_method", "message"] as const;

/**
 * Whether a required field is still empty: the browser says "Preencha todos os campos!" at once
 * (spec §5), before it waits for the schema or the anti-robot check to load (decision 064).
 */
export function hasEmptyRequiredField(
  values: Partial<Record<(typeof REQUIRED_FIELDS)[number], string>>,
): boolean {
  return REQUIRED_FIELDS.some((field) => !values[field]?.trim());
}
