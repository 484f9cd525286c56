import { z } from "~/lib/zod";
import { BR_MESSAGES, EMAIL_MAX_LENGTH, isValidPhone, normalizePhone, phoneDigits } from "./br";
import { emailFormat } from "./br/schemas";
import { contactMessages, contactMethods, contactSubjects, filterName } from "./contact-fields";
import { plainString } from "./plain-text";

// The form's choices and messages live without Zod in ./contact-fields, so the contact page's
// first load carries no schema library; this module loads when the form is first used (decision 049).
export { contactMessages, contactMethods, contactSubjects, filterName } from "./contact-fields";

const required = (max: number) =>
  z.string().trim().min(1, contactMessages.incomplete).max(max, "Texto longo demais.");

/**
 * An optional Brazilian phone with its area code (the contact form, the lead desk): at most 11
 * digits as the form's mask keeps them (the spec), a mobile or a landline, kept as its digits.
 */
export const optionalPhone = z
  .string()
  .optional()
  .default("")
  .transform(phoneDigits)
  .refine((v) => v === "" || isValidPhone(v), BR_MESSAGES.phone)
  .transform(normalizePhone);

/** The contact form, validated in the browser for instant feedback and on the server as the truth. */
export const contactSchema = z.object({
  from_name: required(120).refine((v) => filterName(v) === v, "Use apenas letras e espaços no nome."),
  phone: optionalPhone,
  // Kept as typed (trimmed): the lead's key compares it in lower case (emailKey).
  email: required(EMAIL_MAX_LENGTH).pipe(emailFormat(BR_MESSAGES.email)),
  subject: z.enum(contactSubjects, contactMessages.incomplete),
  contact_method: z.enum(contactMethods, contactMessages.incomplete),
  message: plainString(required(5000), { multiline: true }),
  /**
   * Consent to use the form's data to answer (LGPD art. 7º, I), apart from the privacy notice,
   * which informs and asks no agreement (review 2, M13).
   */
  consent: z.literal("on", "Para enviar, autorize o uso dos seus dados para responder ao seu contato."),
  product: plainString(z.string().trim().max(80), { multiline: false }).optional(),
});

/**
 * The one message a refused contact form shows, in the browser and on the server: an empty
 * required field beats any other error ("Preencha todos os campos!"); otherwise the first issue.
 */
export function contactProblem(error: z.ZodError): string {
  const anyEmpty = error.issues.some((issue) => issue.message === contactMessages.incomplete);
  return anyEmpty ? contactMessages.incomplete : (error.issues[0]?.message ?? contactMessages.incomplete);
}

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
