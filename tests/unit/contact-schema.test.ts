import { describe, expect, it } from "vitest";
import { contactMessages, contactProblem, contactSchema, filterName } from "~/lib/contact-schema";
import { CONTROL_CHARACTERS } from "~/lib/plain-text";

const valid = {
  from_name: "João da Conceição",
  phone: "(41) 9 8765-4321",
  email: "joao@example.com",
  subject: "Seguros",
  contact_method: "Whatsapp",
  message: "Quero uma cotação.",
  consent: "on",
};

describe("name filter", () => {
  it("keeps letters with accents and spaces, strips digits and symbols", () => {
    expect(filterName("João 2 da Conceição!!")).toBe("João da Conceição");
    expect(filterName("<script>alert(1)</script>")).toBe("scriptalertscript");
  });
});

describe("contact schema", () => {
  it("accepts a complete message and keeps only the phone's digits", () => {
    const parsed = contactSchema.parse(valid);
    expect(parsed.phone).toBe("41987654321");
  });
  it("makes the phone optional", () => {
    expect(contactSchema.safeParse({ ...valid, phone: "" }).success).toBe(true);
  });
  it.each(["from_name", "email", "subject", "contact_method", "message"])(
    "refuses an empty %s with the spec's message",
    (field) => {
      const result = contactSchema.safeParse({ ...valid, [field]: "" });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(contactMessages.incomplete);
    },
  );
  it("refuses control characters (PostgreSQL refuses a NUL byte) with a clear message; a message keeps tabs and line breaks", () => {
    for (const input of [
      { message: "oi\u0000nul" },
      { message: "sino\u0007" },
      { message: "C1\u0085" },
      { product: "x\u0000" },
      { product: "auto\nmobile" },
    ]) {
      const result = contactSchema.safeParse({ ...valid, ...input });
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(result.error && contactProblem(result.error)).toBe(CONTROL_CHARACTERS);
    }
    const multiLine = contactSchema.safeParse({ ...valid, message: "Linha um\r\n\tLinha dois" });
    expect(multiLine.data?.message).toBe("Linha um\r\n\tLinha dois");
  });
  it("refuses a subject or method outside the lists, and a missing consent", () => {
    expect(contactSchema.safeParse({ ...valid, subject: "Spam" }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, contact_method: "Fax" }).success).toBe(false);
    expect(contactSchema.safeParse({ ...valid, consent: undefined }).success).toBe(false);
  });
});

describe("the message a refused contact form shows (browser and server)", () => {
  const problem = (input: Record<string, unknown>) => {
    const result = contactSchema.safeParse(input);
    if (result.success) throw new Error("expected a refusal");
    return contactProblem(result.error);
  };
  it("an empty required field beats any other error, wherever it stands", () => {
    // The bad name and e-mail come before the empty message in the schema's order.
    expect(problem({ ...valid, from_name: "João 2", email: "não-é-email", message: "" })).toBe(
      contactMessages.incomplete,
    );
    expect(problem({ ...valid, phone: "123", consent: undefined, subject: "" })).toBe(
      contactMessages.incomplete,
    );
  });
  it("without an empty field, the first error is shown", () => {
    expect(problem({ ...valid, email: "não-é-email", consent: undefined })).toBe("Informe um e-mail válido.");
    // Consent to the use of the data, not agreement to the policy (a notice is information: review 2, M13).
    expect(problem({ ...valid, consent: undefined })).toBe(
      "Para enviar, autorize o uso dos seus dados para responder ao seu contato.",
    );
  });
});
