import { describe, expect, it } from "vitest";
import { formatCnpj, isValidCnpj, normalizeCnpj } from "~/lib/br";
import { cnpjSchema } from "~/lib/br/schemas";

const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("CNPJ (lib/br)", () => {
  it.each([
    "11.222.333/0001-81",
    "11222333000181",
    "00.000.000/0001-91",
    // The Receita's example of the alphanumeric CNPJ (Nota Técnica COCAD/SUARA/RFB nº 49/2024).
    "12.ABC.345/01DE-35",
    "12ABC34501DE35",
    "12.abc.345/01de-35",
    // The site's placeholder: valid by the rule, flagged by the launch checklist.
    "00.000.000/0000-00",
  ])("accepts %j", (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ["a wrong first check digit", "11.222.333/0001-91"],
    ["a wrong second check digit", "11.222.333/0001-80"],
    ["a wrong alphanumeric check digit", "12.ABC.345/01DE-36"],
    // Letter values are code − 48 (A = 17); A = 10, a common mistake, gives this one 45.
    ["check digits from the wrong letter values", "12.ABC.345/01DE-45"],
    ["a letter among the check digits", "12.ABC.345/01DE-3A"],
    ["13 characters", "11.222.333/0001-8"],
    ["15 characters", "11.222.333/0001-811"],
    ["a symbol", "11.222.333/0001*81"],
    ["words around it", "CNPJ 11.222.333/0001-81"],
    ["nothing", ""],
  ])("refuses %s (%j)", (_, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it("normalises to the 14 characters in upper case and formats as 00.000.000/0000-00", () => {
    expect(normalizeCnpj("12.abc.345/01de-35")).toBe("12ABC34501DE35");
    expect(formatCnpj("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatCnpj("12abc34501de35")).toBe("12.ABC.345/01DE-35");
    expect(formatCnpj("11.222")).toBe("11222");
  });

  it("the schema stores the formatted CNPJ and says its message", () => {
    expect(cnpjSchema().parse("11222333000181")).toBe("11.222.333/0001-81");
    expect(messages(cnpjSchema().safeParse("11222333000180"))).toEqual([
      "CNPJ inválido: confira os números.",
    ]);
    expect(messages(cnpjSchema({ missing: "Preencha este campo." }).safeParse(undefined))).toEqual([
      "Preencha este campo.",
    ]);
  });
});
