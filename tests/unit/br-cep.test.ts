import { describe, expect, it } from "vitest";
import { formatCep, isValidCep, normalizeCep } from "~/lib/br";
import { cepSchema } from "~/lib/br/schemas";

const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("CEP (lib/br)", () => {
  it.each(["80010-000", "80010000", "80.010-000", "00000-000"])("accepts %j", (cep) => {
    expect(isValidCep(cep)).toBe(true);
  });

  it.each(["8001-000", "80010-0000", "8001O-000", "CEP 80010-000", ""])("refuses %j", (cep) => {
    expect(isValidCep(cep)).toBe(false);
  });

  it("normalises to 8 digits and formats as 00000-000", () => {
    expect(normalizeCep("80.010-000")).toBe("80010000");
    expect(formatCep("80010000")).toBe("80010-000");
    expect(formatCep("8001")).toBe("8001");
  });

  it("the schema stores the formatted CEP and says its message", () => {
    expect(cepSchema().parse(" 80010000 ")).toBe("80010-000");
    expect(messages(cepSchema().safeParse("800"))).toEqual(["CEP inválido: use 00000-000."]);
  });
});
