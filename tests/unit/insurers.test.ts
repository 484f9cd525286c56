import { describe, expect, it } from "vitest";
import { booleanValueLabel, fieldLabel, insurerFieldLabels } from "~/content/content-labels";
import { insurers } from "~/content/insurer-defaults";
import { insurerDirectory } from "~/content/insurer-directory";
import { INSURER_PHONE_KINDS } from "~/content/insurer-labels";
import { insurerPublicSchema } from "~/content/insurer-schemas";
import { displayPhone, telHref } from "~/lib/phone-links";

describe("insurers directory", () => {
  it("every default record passes the schema admins edit with; every phone has a kind (its label)", () => {
    for (const { id: _id, ...record } of insurers) {
      expect(insurerPublicSchema.parse(record), record.name).toEqual(record);
      for (const phone of record.phones) expect(Object.keys(INSURER_PHONE_KINDS)).toContain(phone.kind);
    }
  });

  it("shows only the phones confirmed on the insurer's own page (docs in insurer-defaults.ts)", () => {
    const withPhone = insurers.filter((i) => i.phones.length > 0).map((i) => i.id);
    expect(withPhone).toEqual(["allianz", "bb-seguros", "caixa", "sabemi", "tokio-marine"]);
  });

  it("stores every phone as digits only: DDD and number (10 or 11 digits), 0800/0300 lines as 11 digits", () => {
    for (const { name, phones } of insurers) {
      for (const { number } of phones) {
        expect(number, name).toMatch(/^\d{10,11}$/);
        if (/^0[38]00/.test(number)) expect(number, name).toHaveLength(11);
      }
    }
  });

  it("labels each confirmed line for what the insurer's page says it is", () => {
    const lines = (id: string) =>
      insurers.find((i) => i.id === id)?.phones.map((p) => `${p.kind} ${displayPhone(p.number)}`);
    expect(lines("sabemi")).toEqual([
      "assistance 0800 880 1900",
      "claims 0800 880 1900",
      "ombudsman 0800 880 1999",
    ]);
    expect(lines("bb-seguros")).toEqual(["assistance 0800 729 7000", "claims 0800 729 7000"]);
    expect(lines("caixa")).toEqual(["assistance 0800 722 2492", "claims 0800 722 2492"]);
    // Allianz Auto's general conditions (07/2021): "Assistência 24 horas", SAC, Ouvidoria.
    expect(lines("allianz")).toEqual([
      "assistance 0800 013 0700",
      "sac 0800 011 5215",
      "ombudsman 0800 771 3313",
    ]);
    expect(insurers.find((i) => i.id === "allianz")?.note).toMatch(/Allianz Auto/);
  });

  it("tells Sompo's and SulAmérica's former customers where their policies went (HDI, Allianz)", () => {
    const note = (id: string) => insurers.find((i) => i.id === id)?.note ?? "";
    expect(note("sompo")).toMatch(/HDI/);
    expect(note("sulamerica")).toMatch(/automóvel.*Allianz/);
    const sompo = insurers.find((i) => i.id === "sompo");
    expect(sompo?.productSlugs).toEqual([]);
    expect(sompo?.phones).toEqual([]);
  });

  it("marks no seeded insurer as a partner: only the brokerage can say so (review 2, B5)", () => {
    expect(insurers.filter((i) => i.partner).map((i) => i.name)).toEqual([]);
  });

  it("no default note calls an insurer a partner", () => {
    for (const { name, note } of insurers) expect(note, name).not.toMatch(/parceir|parceri/i);
  });

  it("gives each insurer its own site (no two cards share a domain)", () => {
    const hosts = insurers.map((i) => new URL(i.website).host.replace(/^www\./, ""));
    expect(new Set(hosts).size).toBe(hosts.length);
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

  it("Tokio Marine shows its current line as its own page labels it (Central de atendimento, life claims)", () => {
    const tokio = insurers.find((i) => i.id === "tokio-marine");
    const phone = tokio?.phones[0];
    expect(phone && displayPhone(phone.number)).toBe("0800 318 6546");
    expect(phone && telHref(phone.number)).toBe("tel:08003186546");
    expect(phone && INSURER_PHONE_KINDS[phone.kind]).toBe("Central de atendimento");
    expect(tokio?.note).toMatch(/seguro de vida/);
  });
});

describe("the insurers page's texts (/insurers)", () => {
  const text = (value: unknown): string =>
    typeof value === "function" ? `${value(true)} ${value(false)}` : JSON.stringify(value);

  it("keeps the spec's title and says the spec's intro: dúvidas, reclamações, emergências, the customer portal", () => {
    expect(insurerDirectory.title).toBe("Seguradoras Parceiras");
    const intro = insurerDirectory.intro.join(" ");
    for (const point of ["dúvidas", "reclamações", "emergências", "apólice", "portal do cliente"])
      expect(intro).toContain(point);
  });

  it("calls only the marked insurers' section partners; no other text on the page uses the word", () => {
    expect(insurerDirectory.partnersTitle).toMatch(/Parceiras/);
    const { title: _spec, partnersTitle: _marked, ...rest } = insurerDirectory;
    for (const [key, value] of Object.entries(rest)) expect(text(value), key).not.toMatch(/parceir|parceri/i);
    expect(insurerDirectory.othersTitle(false)).toBe("Seguradoras");
    expect(insurerDirectory.othersTitle(true)).toBe("Outras seguradoras");
  });

  it("the meta description promises nothing a card lacks: no 24 h line for every insurer, no one-tap call", () => {
    expect(insurerDirectory.description).not.toMatch(/24 horas|um toque/);
    expect(insurerDirectory.description).toMatch(/quando confirmados/);
  });
});

describe("content history labels", () => {
  it("names an insurer's partner flag as such, not as visibility", () => {
    expect(fieldLabel("partner", insurerFieldLabels)).toBe("Parceira");
    expect(booleanValueLabel("partner", true)).toBe("Parceira: sim");
    expect(booleanValueLabel("partner", false)).toBe("Parceira: não");
    expect(booleanValueLabel("hidden", true)).toBe("Oculto");
    expect(booleanValueLabel("hidden", false)).toBe("Visível");
  });
});
