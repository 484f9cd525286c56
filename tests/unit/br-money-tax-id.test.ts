import { describe, expect, it } from "vitest";
import {
  commissionOf,
  formatMoney,
  formatRate,
  formatTaxId,
  parseMoney,
  parseRate,
  taxIdKind,
} from "~/lib/br";
import { moneySchema, rateSchema, taxIdSchema } from "~/lib/br/schemas";

describe("money (lib/br)", () => {
  it.each([
    ["1.234,56", 123456],
    ["R$ 1.234,56", 123456],
    ["1234,5", 123450],
    ["1234", 123400],
    ["1234.56", 123456],
    ["0,99", 99],
    ["1.234.567,00", 123456700],
  ])("reads %j as %i centavos", (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each(["", "-10,00", "12,345", "1,234.56", "abc", "1.23.4"])("refuses %j", (text) => {
    expect(parseMoney(text)).toBeNull();
  });

  it("formats centavos as reais", () => {
    expect(formatMoney(123456).replace(/\s/g, " ")).toBe("R$ 1.234,56");
  });

  it("reads rates as basis points, at most 100 %", () => {
    expect(parseRate("15")).toBe(1500);
    expect(parseRate("12,5")).toBe(1250);
    expect(parseRate("12.25 %")).toBe(1225);
    expect(parseRate("100")).toBe(10000);
    expect(parseRate("100,01")).toBeNull();
    expect(parseRate("-1")).toBeNull();
    expect(formatRate(1250)).toBe("12,5 %");
  });

  it("computes the commission on the net premium to the centavo", () => {
    expect(commissionOf(100000, 1500)).toBe(15000);
    expect(commissionOf(33333, 1250)).toBe(4167);
  });

  it("the schemas answer in Portuguese", () => {
    expect(moneySchema().parse(" 1.000,00 ")).toBe(100000);
    expect(moneySchema().safeParse("dez").error?.issues[0]?.message).toBe(
      "Informe um valor em reais, por exemplo 1.234,56.",
    );
    expect(rateSchema().safeParse("150").error?.issues[0]?.message).toBe(
      "Informe um percentual de 0 a 100, por exemplo 15 ou 12,5.",
    );
  });
});

describe("CPF or CNPJ (lib/br tax-id)", () => {
  it("tells a person from a company by a valid document", () => {
    expect(taxIdKind("529.982.247-25")).toBe("person");
    expect(taxIdKind("11.222.333/0001-81")).toBe("company");
    expect(taxIdKind("529.982.247-24")).toBeNull();
    expect(taxIdKind("111.111.111-11")).toBeNull();
    expect(taxIdKind("1234")).toBeNull();
  });

  it("stores the document without punctuation and shows it with", () => {
    expect(taxIdSchema().parse(" 529.982.247-25 ")).toBe("52998224725");
    expect(taxIdSchema().parse("11.222.333/0001-81")).toBe("11222333000181");
    expect(formatTaxId("52998224725")).toBe("529.982.247-25");
    expect(formatTaxId("11222333000181")).toBe("11.222.333/0001-81");
    expect(taxIdSchema().safeParse("123").error?.issues[0]?.message).toBe(
      "CPF ou CNPJ inválido: confira os números.",
    );
  });
});
