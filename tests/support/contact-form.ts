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
