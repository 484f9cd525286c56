import { describe, expect, it } from "vitest";
import { privacyPolicy } from "~/content/privacy-policy";
import { defaultSiteDetails as siteConfig } from "~/content/site-defaults";

const sections = privacyPolicy(siteConfig, {
  contactDays: 365,
  auditDays: 730,
  sessionHours: 8,
  sessionIdleMinutes: 30,
  resetLinkMinutes: 60,
  confirmLinkDays: 7,
});
const text = JSON.stringify(sections);

describe("privacy policy (LGPD)", () => {
  it("names the controller and the encarregado from the site configuration", () => {
    expect(text).toContain(siteConfig.legalName);
    expect(text).toContain(siteConfig.cnpj);
    expect(text).toContain(siteConfig.dataProtectionOfficer.name);
    expect(text).toContain(siteConfig.dataProtectionOfficer.email);
  });

  it("lists every right of art. 18 and the review of automated decisions (art. 20)", () => {
    for (const right of [
      "confirmação",
      "acesso",
      "correção",
      "anonimização, o bloqueio ou a eliminação",
      "portabilidade",
      "eliminação dos dados tratados com o seu consentimento",
      "entidades públicas e privadas",
      "possibilidade de não dar o consentimento",
      "revogação do consentimento",
      "oposição",
    ]) {
      expect(text, right).toContain(right);
    }
    expect(text).toContain("art. 20");
  });

  it("gives each purpose one legal basis, health data under art. 11", () => {
    const purposes = sections.find((s) => s.title.includes("base legal"))?.table?.rows ?? [];
    expect(purposes.length).toBeGreaterThanOrEqual(6);
    for (const [purpose, basis] of purposes) {
      expect(basis, purpose).toMatch(/art\. (7º|11)/);
      expect(basis.match(/art\./g)?.length, `one legal basis: ${purpose}`).toBe(1);
    }
    expect(purposes.some(([purpose, basis]) => /saúde/.test(purpose) && /art\. 11/.test(basis))).toBe(true);
  });

  it("says how long each one-time link lasts", () => {
    const periods = sections.flatMap((s) => s.table?.rows ?? []);
    expect(periods).toContainEqual(["Link de redefinição de senha", "60 minutos, e vale uma única vez"]);
    expect(periods).toContainEqual([
      "Link de confirmação do e-mail do cadastro",
      "7 dias, e vale uma única vez",
    ]);
  });

  it("covers international transfer, incidents and the brokerage's processing beyond the site", () => {
    expect(text).toContain("art. 33");
    expect(text).toContain("art. 48");
    expect(text).toContain("Lei nº 9.613/1998");
    expect(text).toMatch(/sinistro/);
  });

  it("cites only the LGPD articles checked against the law's text", () => {
    const checked = new Set(["7º", "11", "18", "20", "33", "41", "48"]);
    for (const [, article] of text.matchAll(/art\. (\d+º?)/g))
      expect(checked, `art. ${article}`).toContain(article);
    // No article number for the AML retention: it was not read in the primary text.
    expect(text).not.toMatch(/9\.613\/1998,? art\./);
  });

  it("names no button the site does not show", () => {
    expect(text).not.toContain("Fazer simulação");
  });
});
