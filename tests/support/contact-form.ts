import type { ContactInput } from "~/lib/contact-schema";

let visitor = 0;

/** A valid contact form from a new visitor each call (own e-mail, own message text). */
export function contactFields(
  overrides: Record<string, string> = {},
): Record<string, string> & { email: string } {
  visitor += 1;
  return {
    from_name: "Conceição Araújo",
    email: `visitante${visitor}@exemplo.com`,
    phone: "41987654321",
    subject: "Seguros",
    contact_method: "Whatsapp",
    message: `Quero uma cotação (${visitor}).`,
    consent: "on",
    product: "automobile",
    ...overrides,
  };
}

/** How many contact forms this test file has made (to vary addresses with it). */
export const visitorsSoFar = () => visitor;

/** A contact form as the schema hands it over (phone as digits, consent given), for the server modules. */
export function contactInput(overrides: Partial<ContactInput> = {}): ContactInput {
  const { email, from_name, phone, subject, contact_method, message, product } = contactFields();
  return {
    from_name,
    email,
    phone,
    subject,
    contact_method,
    message,
    product,
    consent: "on",
    ...overrides,
  } as ContactInput;
}
