import { describe, expect, it } from "vitest";
import { privacyPolicy } from "~/content/privacy-policy";
import type { SiteDetails } from "~/content/site-config";
import { defaultSiteDetails as siteConfig } from "~/content/site-defaults";

const retention = {
  contactDays: 365,
  leadDays: 180,
  openLeadDays: 90,
  auditDays: 730,
  sessionHours: 8,
  sessionIdleMinutes: 30,
  resetLinkMinutes: 60,
  confirmLinkDays: 7,
  bookYears: 5,
};
const sections = privacyPolicy(siteConfig, retention);
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
    // art. 33 only where a provider keeps data abroad (see "states where the providers keep the data").
    expect(text).toContain("art. 48");
    expect(text).toContain("Lei nº 9.613/1998");
    expect(text).toMatch(/sinistro/);
  });

  it("cites only the LGPD articles checked against the law's text", () => {
    const checked = new Set(["5º", "7º", "11", "16", "18", "20", "33", "41", "48"]);
    // Lei nº 9.613/1998's articles are cited in one place, checked in its text (decision 071).
    const aml = "art. 9º, parágrafo único, II, e art. 10, § 2º, da Lei nº 9.613/1998";
    expect(text).toContain(aml);
    const lgpd = text.replaceAll(aml, "");
    expect(lgpd).not.toMatch(/9\.613\/1998,? art\.|art\.[^;()]*9\.613/);
    for (const [, article] of lgpd.matchAll(/art\. (\d+º?)/g))
      expect(checked, `art. ${article}`).toContain(article);
  });

  it("says what the book holds, on which legal basis and for how long (decision 071)", () => {
    const book = JSON.stringify(sections.find((s) => s.title.startsWith("6.1 ")));
    for (const held of ["CPF ou CNPJ", "apólices", "documentos da apólice", "sinistros", "renovações"])
      expect(book, held).toContain(held);
    expect(book).toContain("executar o contrato de seguro de que você é parte (art. 7º, V, da LGPD)");
    expect(book).toContain("cumprir obrigação legal e regulatória (art. 7º, II)");
    expect(book).toContain("Circular SUSEP nº 605/2020");
    expect(book).toContain("Guardamos tudo isso por 5 anos depois do seu último dia na carteira");
    expect(book).toContain("nada é excluído");
    expect(book).toContain("art. 16, I, da LGPD");
    const periods = sections.flatMap((s) => s.table?.rows ?? []);
    const row = periods.find(([what]) => what.startsWith("Cadastro de cliente da corretora"));
    expect(row?.[1]).toMatch(/^5 anos depois do último dia do cliente na carteira/);
    // A longer period read from the environment reaches the text.
    expect(JSON.stringify(privacyPolicy(siteConfig, { ...retention, bookYears: 6 }))).toContain("por 6 anos");
  });

  it("names the quote portal's operator and the brokerage's role in it, as filled in Dados da corretora", () => {
    const portalOf = (role: SiteDetails["quotePortalOperator"]["role"]) =>
      JSON.stringify(
        privacyPolicy(
          { ...siteConfig, quotePortalOperator: { ...siteConfig.quotePortalOperator, role } },
          retention,
        ).find((s) => s.title.includes("cotação")),
      );
    const controller = portalOf("controller");
    expect(controller).toContain(siteConfig.quotePortalOperator.name);
    expect(controller).toContain(siteConfig.quotePortalOperator.cnpj);
    expect(controller).toContain("Somos a controladora");
    expect(controller).not.toContain("conforme a política de privacidade daquele site");
    expect(portalOf("separate")).toContain("é controladora dos dados que você digita no portal");
  });

  it("states no role for the quote portal until the admin confirms one (copy review 3, N-M7)", () => {
    expect(siteConfig.quotePortalOperator.role).toBe("unconfirmed");
    const portal = JSON.stringify(sections.find((s) => s.title.includes("cotação")));
    expect(portal).toContain(siteConfig.quotePortalOperator.name);
    expect(portal).not.toMatch(/operadora|Somos a controladora|é controladora dos dados que você digita/);
  });

  it("states where the providers keep the data, as facts, and each transfer's safeguard as chosen", () => {
    const sharingOf = (site: SiteDetails) =>
      JSON.stringify(privacyPolicy(site, retention).find((s) => s.title.includes("compartilhamos")));
    const sharing = sharingOf(siteConfig);
    for (const p of siteConfig.dataProviders)
      expect(sharing).toContain(`${p.name} (${p.service}; país: ${p.country})`);
    expect(sharing).toContain("Nenhum deles guarda os dados fora do Brasil.");
    const mail = { service: "Envio de e-mails", name: "Mail Inc.", country: "Estados Unidos" };
    // Abroad, but nobody chose the safeguard: the policy says so, and claims no clauses.
    const unconfirmed = sharingOf({ ...siteConfig, dataProviders: [{ ...mail, transfer: "unconfirmed" }] });
    expect(unconfirmed).toContain("Mail Inc. são transferidos para fora do Brasil");
    expect(unconfirmed).toContain("em confirmação");
    expect(unconfirmed).not.toContain("cláusulas");
    const clauses = sharingOf({ ...siteConfig, dataProviders: [{ ...mail, transfer: "standard-clauses" }] });
    expect(clauses).toContain("Resolução CD/ANPD nº 19/2024");
    expect(clauses).toContain("art. 33, II, “b”");
    expect(clauses).toContain("15 dias");
    const adequacy = sharingOf({ ...siteConfig, dataProviders: [{ ...mail, transfer: "adequacy" }] });
    expect(adequacy).toContain("art. 33, I,");
    expect(adequacy).not.toContain("cláusulas");
  });

  it("states the brokerage's own retention period once filled", () => {
    const filled = JSON.stringify(
      privacyPolicy({ ...siteConfig, recordsRetention: "5 anos após o fim do contrato" }, retention),
    );
    expect(filled).toContain("são guardados por 5 anos após o fim do contrato");
  });

  it("bases the desk as used on what each person gave: staff-entered and referred leads, complaints not on consent (copy review 3, N-F1)", () => {
    const purposes = sections.find((s) => s.title.includes("base legal"))?.table?.rows ?? [];
    const basisOf = (pattern: RegExp) => purposes.find(([purpose]) => pattern.test(purpose))?.[1];
    // The consent covers answering the form, not the whole desk.
    expect(basisOf(/^Responder a quem usa o formulário/)).toContain("art. 7º, I)");
    expect(basisOf(/^Acompanhar cada atendimento/)).toContain("Legítimo interesse");
    expect(basisOf(/por telefone, WhatsApp ou na corretora/)).toContain("art. 7º, V)");
    expect(basisOf(/^Pessoas indicadas/)).toContain("art. 7º, IX)");
    expect(basisOf(/^Reclamações/)).toContain("art. 7º, IX)");
    expect(basisOf(/^Defender os nossos direitos/)).toContain("art. 7º, VI)");
    const referral = purposes.find(([purpose]) => purpose.startsWith("Pessoas indicadas"))?.[0];
    expect(referral).toContain("dizemos quem nos passou o seu contato");
    const consentBased = purposes.filter(([, basis]) => basis.includes("art. 7º, I)"));
    expect(consentBased.map(([purpose]) => purpose)).toEqual([
      expect.stringMatching(/^Responder a quem usa o formulário/),
    ]);
  });

  it("adds the partner institutions' row only when a financial page names one (copy review 3, N-M4)", () => {
    expect(text).not.toContain("instituição parceira indicada na página do produto");
    const named = JSON.stringify(privacyPolicy(siteConfig, retention, ["Banco Exemplo S.A."]));
    expect(named).toContain("instituição parceira indicada na página do produto (Banco Exemplo S.A.)");
  });

  it("bases the contact form on consent, a quote request on art. 7º, V", () => {
    const purposes = sections.find((s) => s.title.includes("base legal"))?.table?.rows ?? [];
    const contact = purposes.find(([purpose]) => purpose.startsWith("Responder a quem usa o formulário"));
    expect(contact?.[1]).toContain("caixa de autorização do formulário");
    expect(
      purposes.some(([purpose, basis]) => /pede uma cotação/.test(purpose) && /art\. 7º, V\b/.test(basis)),
    ).toBe(true);
  });

  it("states how long a lead is kept: open until OPEN_LEAD_RETENTION_DAYS without activity, closed LEAD_RETENTION_DAYS more", () => {
    const periods = sections.flatMap((s) => s.table?.rows ?? []);
    const lead = periods.find(([what]) => what.startsWith("Registro do atendimento"));
    expect(lead?.[1]).toContain(
      "enquanto o atendimento estiver em andamento, e no máximo 90 dias sem nenhuma atividade",
    );
    expect(lead?.[1]).toContain("mais 180 dias");
    const messages = periods.find(([what]) => what.startsWith("Mensagens do formulário"));
    expect(messages?.[1]).toMatch(/^12 meses, ou menos quando o registro do atendimento/);
  });

  it("names no button the site does not show", () => {
    expect(text).not.toContain("Fazer simulação");
  });
});
