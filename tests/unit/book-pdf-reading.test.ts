/**
 * Reading a policy PDF's text (decision 070) on text samples as insurers print them: labels in
 * several spellings, Brazilian dates, money, CNPJ and plates, and what must not be read.
 */
import { describe, expect, it } from "vitest";
import { matchInsurer, readPolicyText } from "~/.server/book/pdf-reading";

const INSURERS = [
  { id: "porto", name: "Porto Seguro" },
  { id: "azul", name: "Azul Seguros" },
  { id: "tokio", name: "Tokio Marine Seguradora" },
  { id: "bradesco", name: "Bradesco Seguros" },
  { id: "zurich", name: "Zurich Seguros" },
  { id: "zurich-santander", name: "Zurich Santander" },
];

const PORTO = `
  PORTO SEGURO COMPANHIA DE SEGUROS GERAIS   CNPJ 61.198.164/0001-60
  Apólice nº 0531.12345.6   Proposta nº 998877
  Vigência: das 24h de 10/01/2026 às 24h de 10/01/2027
  Segurado: Maria Souza   CPF 529.982.247-25
  Veículo: VW Gol 1.0 2020  Cor: Azul  Placa: ABC1D23
  Prêmio líquido: R$ 2.000,00   IOF: R$ 147,60   Prêmio total: R$ 2.147,60
`;

describe("readPolicyText", () => {
  it("reads every field of a Porto Seguro auto policy", () => {
    expect(readPolicyText(PORTO, INSURERS)).toEqual({
      policyNumber: "0531.12345.6",
      startsOn: "2026-01-10",
      endsOn: "2027-01-10",
      netPremium: 200_000,
      iof: 14_760,
      totalPremium: 214_760,
      insurerId: "porto",
      insurerCnpj: "61198164000160",
      vehiclePlate: "ABC1D23",
    });
  });

  it("reads labelled start and end dates, other labels and the old plate format", () => {
    const text = `Tokio Marine Seguradora S.A.
      Número da apólice: 12-345678/9
      Início de vigência 01/03/2026   Término de vigência 01/03/2027
      Prêmio Total (R$) 1.234,56   I.O.F. 85,10
      Placa do veículo ABC-1234`;
    expect(readPolicyText(text, INSURERS)).toEqual({
      policyNumber: "12-345678/9",
      startsOn: "2026-03-01",
      endsOn: "2027-03-01",
      totalPremium: 123_456,
      iof: 8_510,
      insurerId: "tokio",
      vehiclePlate: "ABC1234",
    });
  });

  it("reads nothing from a text without the labels, and never a date, amount or plate it cannot trust", () => {
    expect(readPolicyText("", INSURERS)).toEqual({});
    expect(readPolicyText("Condições gerais do seguro auto. Leia com atenção.", INSURERS)).toEqual({});
    const wrong = `Apólice de seguro  Vigência 31/02/2026 a 10/01/2027  Placa: AB12345  Prêmio total: R$ abc`;
    expect(readPolicyText(wrong, INSURERS)).toEqual({ endsOn: "2027-01-10" });
    // An end before the start is not a cover: neither date is proposed.
    expect(readPolicyText("Vigência 10/01/2027 a 10/01/2026", INSURERS)).toEqual({});
  });

  it("takes the insurer's CNPJ, not the client's or the brokerage's, and refuses a CNPJ with wrong check digits", () => {
    // The client's CNPJ is printed right before the insurer's name: excluded, it is not taken.
    const text = `Corretora: Vértice CNPJ 45.997.418/0001-53
      Estipulante: Oficina Central Ltda CNPJ 11.222.333/0001-81 Bradesco Auto/RE Companhia de Seguros
      Rua Barão de Itapagipe, 225 - Rio de Janeiro - CNPJ 92.682.038/0001-00`;
    expect(readPolicyText(text, INSURERS, ["11222333000181", "45.997.418/0001-53"])).toEqual({
      insurerId: "bradesco",
      insurerCnpj: "92682038000100",
    });
    expect(readPolicyText(text, INSURERS).insurerCnpj).toBe("11222333000181");
    const bad = readPolicyText("Porto Seguro CNPJ 61.198.164/0001-61", INSURERS);
    expect(bad).toEqual({ insurerId: "porto" });
  });
});

describe("matchInsurer", () => {
  it("finds an insurer by its full name or its distinctive name beside an insurer word", () => {
    expect(matchInsurer("AZUL COMPANHIA DE SEGUROS GERAIS", INSURERS)?.id).toBe("azul");
    expect(matchInsurer("Tokio Marine Seguradora S.A.", INSURERS)?.id).toBe("tokio");
  });

  it("does not take a colour for an insurer, and prefers the longer name that starts alike", () => {
    expect(matchInsurer("Cor: Azul  Placa: ABC1D23", INSURERS)).toBeNull();
    expect(matchInsurer("Zurich Santander Brasil Seguros S.A.", INSURERS)?.id).toBe("zurich-santander");
  });

  it("names none when two insurers are named as often", () => {
    expect(matchInsurer("Porto Seguro e Tokio Marine Seguradora", INSURERS)).toBeNull();
  });
});
