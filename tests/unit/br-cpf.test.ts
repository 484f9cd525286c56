import { describe, expect, it } from "vitest";
import { formatCpf, isValidCpf, normalizeCpf } from "~/lib/br";
import { cpfSchema } from "~/lib/br/schemas";

const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("CPF (lib/br)", () => {
  it.each(["529.982.247-25", "52998224725", "111.444.777-35", " 111 444 777 35 "])("accepts %j", (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    ["a wrong first check digit", "529.982.247-35"],
    ["a wrong second check digit", "529.982.247-24"],
    ["10 digits", "529.982.247-2"],
    ["12 digits", "529.982.247-255"],
    ["a letter", "529.982.24A-25"],
    ["eleven equal digits, whose check digits match", "111.111.111-11"],
    ["eleven zeros", "000.000.000-00"],
    ["nothing", ""],
  ])("refuses %s (%j)", (_, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it("normalises to the digits and formats as 000.000.000-00", () => {
    expect(normalizeCpf("529.982.247-25")).toBe("52998224725");
    expect(formatCpf("52998224725")).toBe("529.982.247-25");
    expect(formatCpf("529.982")).toBe("529982");
  });

  it("the schema stores the formatted CPF and says its message", () => {
    expect(cpfSchema().parse(" 52998224725 ")).toBe("529.982.247-25");
    expect(messages(cpfSchema().safeParse("111.111.111-11"))).toEqual(["CPF inválido: confira os números."]);
    expect(messages(cpfSchema({ missing: "Preencha este campo." }).safeParse(undefined))).toEqual([
      "Preencha este campo.",
    ]);
  });
});
