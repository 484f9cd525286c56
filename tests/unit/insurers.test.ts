import { describe, expect, it } from "vitest";
import { insurers } from "~/content/insurers";

/** What a line is for, as the insurer names it: the label starts with one of these. */
const PHONE_LABEL = /^(Assistência 24 horas|SAC|Aviso de sinistro|Ouvidoria|Central de atendimento)\b/;

describe("insurers directory", () => {
  it("every phone says what the line is for and dials the number it shows", () => {
    for (const { name, phone } of insurers) {
      if (!phone) continue;
      expect(phone.label, name).toMatch(PHONE_LABEL);
      expect(phone.href, name).toBe(`tel:${phone.display.replace(/\D/g, "")}`);
      expect(phone.display, name).toMatch(/^0[38]00 \d/);
    }
  });

  it("shows only the phones confirmed on the insurer's own page (docs in insurers.ts)", () => {
    const withPhone = insurers.filter((i) => i.phone).map((i) => i.id);
    expect(withPhone).toEqual(["tokio-marine"]);
  });

  it("uses the names the insurers trade under in Brazil", () => {
    const names = insurers.map((i) => i.name);
    expect(names).toContain("AXA Seguros");
    expect(names.some((n) => /AXA no Brasil/i.test(n))).toBe(false);
    expect(names.some((n) => /Liberty/i.test(n))).toBe(false);
  });

  it("every insurer has its own https site, one card each, sorted by name", () => {
    for (const { name, website } of insurers) expect(website, name).toMatch(/^https:\/\//);
    expect(new Set(insurers.map((i) => i.id)).size).toBe(insurers.length);
    const names = insurers.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "pt-BR")));
  });

  it("a sales channel is not presented as an insurer (Youse sells Caixa Seguradora's policies)", () => {
    expect(insurers.map((i) => i.name)).not.toContain("Youse");
    expect(insurers.map((i) => i.name)).toContain("Caixa Seguradora");
  });

  it("Tokio Marine shows its current service line, not the retired 0300 number", () => {
    const tokio = insurers.find((i) => i.id === "tokio-marine");
    expect(tokio?.phone?.display).toBe("0800 31 86546");
  });
});
