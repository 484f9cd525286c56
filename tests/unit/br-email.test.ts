import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, emailKey, isValidEmail, normalizeEmail } from "~/lib/br";
import { emailFormat, emailSchema } from "~/lib/br/schemas";
import { z } from "~/lib/zod";

const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("e-mail (lib/br)", () => {
  it("is Zod's own rule, so the forms that used z.email() accept and refuse the same addresses", () => {
    // Zod escapes "-" where it needs no escape; our linter drops such escapes. The same pattern.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll("\\-", "-"));
  });

  it.each([
    "maria@example.com",
    "Maria.Silva+seguro@corretora.com.br",
    "o'neil@example.org",
    "  espaco@example.com  ",
  ])("accepts %j", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    "",
    "sem-arroba",
    "carlos@",
    "@example.com",
    "a@b",
    "dois@@example.com",
    ".ponto@example.com",
    "dois..pontos@example.com",
    "com espaco@example.com",
    "fim@example.c",
    `${"a".repeat(245)}@example.com`,
  ])("refuses %j", (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("normalises to trimmed lower case, and an empty address is no key", () => {
    expect(normalizeEmail("  Maria@Example.COM ")).toBe("maria@example.com");
    expect(emailKey(" Maria@Example.com")).toBe("maria@example.com");
    expect(emailKey("   ")).toBeNull();
    expect(emailKey(null)).toBeNull();
    expect(emailKey(undefined)).toBeNull();
  });

  it("the schema stores the normalised address and says the field's message", () => {
    expect(emailSchema().parse("  Maria@Example.com ")).toBe("maria@example.com");
    expect(messages(emailSchema().safeParse("maria@"))).toEqual(["Informe um e-mail válido."]);
    expect(messages(emailSchema({ message: "E-mail inválido." }).safeParse("x".repeat(300)))).toEqual([
      "E-mail inválido.",
    ]);
    expect(
      messages(emailSchema({ message: "E-mail inválido.", missing: "Preencha." }).safeParse(undefined)),
    ).toEqual(["Preencha."]);
    expect(messages(emailFormat("Outra.").safeParse("a@b"))).toEqual(["Outra."]);
  });
});
