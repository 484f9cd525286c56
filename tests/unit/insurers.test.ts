import { describe, expect, it } from "vitest";
import { insurers } from "~/content/insurer-defaults";
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
    expect(withPhone).toEqual(["bb-seguros", "caixa", "sabemi", "tokio-marine"]);
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
  });

  it("says nothing about Sompo's products (its consumer status is unconfirmed, see insurer-defaults.ts)", () => {
    const sompo = insurers.find((i) => i.id === "sompo");
    expect(sompo?.name).toBe("Sompo Seguros");
    expect(sompo?.note).toBe("");
    expect(sompo?.productSlugs).toEqual([]);
    expect(sompo?.phones).toEqual([]);
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

  it("Tokio Marine shows its current service line, not the retired 0300 number", () => {
    const tokio = insurers.find((i) => i.id === "tokio-marine");
    const phone = tokio?.phones[0];
    expect(phone && displayPhone(phone.number)).toBe("0800 318 6546");
    expect(phone && telHref(phone.number)).toBe("tel:08003186546");
  });
});
