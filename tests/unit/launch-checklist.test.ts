import { describe, expect, it } from "vitest";
import { launchWarning, pendingLaunchItems } from "~/.server/content";
import { insurers as defaultInsurers } from "~/content/insurer-defaults";
import type { Insurer } from "~/content/insurer-schemas";
import { products as productDefaults } from "~/content/product-defaults";
import type { Product } from "~/content/product-types";
import type { SiteDetails } from "~/content/site-config";
import { defaultSiteDetails } from "~/content/site-defaults";
import { footerTransparency, SUSEP_BROKER_LOOKUP_URL, transparencySections } from "~/content/transparency";
import { filledSiteDetails, namedInstitution } from "../support/launch-content";

const insurers: Insurer[] = defaultInsurers.map((i) => ({ ...i }));
/** The product pages as the snapshot holds them (the checks read them too). */
const products = productDefaults.map((p) => ({ hidden: false, variants: [], ...p })) as unknown as Product[];
/** The same pages once an admin has named each financial page's institution. */
const withInstitutions = products.map((p) =>
  p.category === "financial"
    ? {
        ...p,
        partnerInstitution: namedInstitution,
      }
    : p,
);
const ids = (site: SiteDetails, list: Insurer[] = insurers) =>
  pendingLaunchItems({ site, products, insurers: list }).map((p) => p.id);

const filled = filledSiteDetails;

describe("launch checklist (Pronto para publicar)", () => {
  it("lists every placeholder of the first-start details, each pointing to Dados da corretora", () => {
    const pending = pendingLaunchItems({ site: defaultSiteDetails, products, insurers });
    expect(pending.map((p) => p.id)).toEqual(
      expect.arrayContaining([
        "legal-name",
        "cnpj",
        "susep-registration",
        "address",
        "phones",
        "email",
        "social",
        "data-protection-officer",
        "quote-portal",
        "quote-portal-operator",
        "quote-portal-role",
        "data-providers",
        "records-retention",
        "responsible-broker",
      ]),
    );
    const notSite = [
      "insurers-without-24h",
      "no-partner",
      "financial-without-institution",
      "partner-insurer-unnamed",
    ];
    for (const item of pending.filter((p) => !notSite.includes(p.id))) {
      expect(item.fixAt, item.id).toBe("/admin-portal/site");
    }
  });

  it("lists nothing of the site once the details are real; each line goes when its field is fixed", () => {
    expect(
      ids(filled).filter(
        (id) =>
          ![
            "insurers-without-24h",
            "no-partner",
            "financial-without-institution",
            "partner-insurer-unnamed",
          ].includes(id),
      ),
    ).toEqual([]);
    expect(ids({ ...filled, cnpj: "00.000.000/0000-00" })).toContain("cnpj");
    expect(ids({ ...filled, susepRegistration: "0000000000" })).toContain("susep-registration");
    expect(ids({ ...filled, email: "a@example.com" })).toContain("email");
  });

  it("asks for the quote portal's role and each foreign provider's safeguard until chosen (copy review 3, N-M7)", () => {
    const unconfirmed = { ...filled.quotePortalOperator, role: "unconfirmed" as const };
    expect(ids({ ...filled, quotePortalOperator: unconfirmed })).toContain("quote-portal-role");
    const abroad = { service: "Envio de e-mails", name: "Mail Inc.", country: "Estados Unidos" };
    expect(ids({ ...filled, dataProviders: [{ ...abroad, transfer: "unconfirmed" }] })).toContain(
      "data-provider-transfer",
    );
    expect(ids({ ...filled, dataProviders: [{ ...abroad, transfer: "standard-clauses" }] })).not.toContain(
      "data-provider-transfer",
    );
    // In Brazil there is no transfer to confirm.
    expect(
      ids({ ...filled, dataProviders: [{ ...abroad, country: "brasil", transfer: "unconfirmed" }] }),
    ).not.toContain("data-provider-transfer");
  });

  it("insurers: none marked as partner, and each visible one without a 24 h line, linked to its editor", () => {
    // The first-start records are unmarked until the brokerage says so (decision 029).
    expect(ids(filled, insurers)).toContain("no-partner");
    const marked = insurers.map((i, n) => ({ ...i, partner: n === 0 }));
    expect(ids(filled, marked)).not.toContain("no-partner");
    const line = pendingLaunchItems({ site: filled, products, insurers }).find(
      (p) => p.id === "insurers-without-24h",
    );
    const without = insurers.filter((i) => !i.phones.some((p) => p.kind === "assistance"));
    expect(line?.items).toHaveLength(without.length);
    expect(line?.items?.[0]?.to).toBe(`/admin-portal/insurers/${without[0]?.id}`);
    // The first one also named as the rent guarantee's partner (partner-insurer-unnamed).
    const allWith = marked.map((i, n) => ({
      ...i,
      phones: [{ kind: "assistance" as const, number: "08007222492" }],
      productSlugs: n === 0 ? ["rent-guarantee"] : i.productSlugs,
    }));
    expect(pendingLaunchItems({ site: filled, products: withInstitutions, insurers: allWith })).toEqual([]);
    expect(launchWarning({ site: filled, products: withInstitutions, insurers: allWith })).toBeNull();
  });

  it("financial pages without an institution, each linked to its editor; gone once it is named", () => {
    const line = pendingLaunchItems({ site: filled, products, insurers }).find(
      (p) => p.id === "financial-without-institution",
    );
    const financial = products.filter((p) => p.category === "financial");
    expect(financial.length).toBeGreaterThan(0);
    expect(line?.items?.map((i) => i.to)).toEqual(financial.map((p) => `/admin-portal/products/${p.slug}`));
    const ids2 = pendingLaunchItems({ site: filled, products: withInstitutions, insurers }).map((p) => p.id);
    expect(ids2).not.toContain("financial-without-institution");
  });

  it("the start warning is one line naming how many are pending", () => {
    const warning = launchWarning({ site: defaultSiteDetails, products, insurers });
    expect(warning?.message).toMatch(/^Pronto para publicar: \d+ pendência\(s\)/);
    expect(warning?.details.pending).toContain("legal-name");
  });
});

describe("transparency block", () => {
  it("states registration, responsible broker, SUSEP lookup, pay, insurers and the complaint route", () => {
    const text = JSON.stringify(transparencySections(filled, ["Allianz Seguros", "Porto Seguro"]));
    for (const fact of [
      filled.legalName,
      filled.cnpj,
      filled.susepRegistration,
      "João Silva",
      "100200300",
      SUSEP_BROKER_LOOKUP_URL,
      filled.compensation,
      "Resolução CNSP nº 382/2020, art. 4º",
      "Allianz Seguros e Porto Seguro",
      "SAC",
      "Ouvidoria",
      "consumidor.gov.br",
      "SUSEP",
      "Procon",
    ]) {
      expect(text, fact).toContain(fact);
    }
    // No holdings line unless there are holdings; the exclusivity replaces the partner list.
    expect(text).not.toContain("Participações");
    const exclusive = JSON.stringify(
      transparencySections({ ...filled, exclusivity: "Seguradora X" }, ["Allianz"]),
    );
    expect(exclusive).toContain("Atuamos com exclusividade para: Seguradora X.");
    expect(exclusive).not.toContain("Allianz");
    // Holdings of 10% or more, once the brokerage states them (Res. CNSP nº 382/2020, art. 4º).
    const held = JSON.stringify(
      transparencySections({ ...filled, holdings: "Seguradora Y S.A. detém 15% da corretora" }, ["Allianz"]),
    );
    expect(held).toContain(
      "Participações societárias de 10% ou mais: Seguradora Y S.A. detém 15% da corretora",
    );
  });

  it("the footer's compact form carries the registration, the SUSEP lookup and the complaint channels", () => {
    const text = JSON.stringify(footerTransparency(defaultSiteDetails));
    for (const fact of [
      defaultSiteDetails.legalName,
      defaultSiteDetails.susepRegistration,
      SUSEP_BROKER_LOOKUP_URL,
      "consumidor.gov.br",
      "Procon",
    ]) {
      expect(text, fact).toContain(fact);
    }
  });
});
