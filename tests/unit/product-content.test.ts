/**
 * The product pages' copy as a broker reads it: no revoked law, every insurance page answers
 * "what is covered, what is not, what do I need, what happens when something goes wrong", the
 * financial pages speak as an intermediary, the B2B lines lead to a specialist, and every
 * "clique em" names a button the page shows. Rendering is covered by e2e/public-pages.spec.ts.
 * Over 450 lines on purpose: one rule per block over all nineteen products, read side by side.
 * Long on purpose: it walks every product page with one reading of the copy, and splitting it would split that reading.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { insuranceGlossary } from "~/content/insurance-glossary";
import { products } from "~/content/product-defaults";
import { financialContentSchema, hasPartnerInstitution } from "~/content/product-schemas";
import {
  contactPathFor,
  type FinancialProduct,
  type InsuranceProduct,
  SPECIALIST_QUOTE_LABEL,
} from "~/content/product-types";
import { faqJsonLd } from "~/seo";

const insurances = products.filter((p): p is InsuranceProduct => p.category === "insurances");
const financial = products.filter((p): p is FinancialProduct => p.category === "financial");

/** The lines the quote portal cannot price (issue 18): their quote goes through a broker. */
const B2B_SLUGS = [
  "guarantee",
  "engineering-risk",
  "transport",
  "civil-responsability",
  "machines-equipment",
  "portable-equipment",
];

/** Every string a product page can show, for text-wide rules. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

/** Article numbers cited next to "Código Civil" in a text (either order, ranges expanded at the ends). */
function civilCodeArticles(text: string): number[] {
  const found: number[] = [];
  const citation =
    /arts?\.\s*([\d.]+)(?:\s*(?:a|e|–|-)\s*([\d.]+))?[^.;()]{0,40}Código Civil|Código Civil[^;()]{0,20}?,?\s*arts?\.\s*([\d.]+)(?:\s*(?:a|e|–|-)\s*([\d.]+))?/g;
  for (const m of text.matchAll(citation)) {
    for (const n of [m[1], m[2], m[3], m[4]]) if (n) found.push(Number(n.replace(/\./g, "")));
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.(ts|tsx)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
}

describe("law citations", () => {
  it("finds a Código Civil citation in either order (the detector itself)", () => {
    expect(civilCodeArticles("conforme o Código Civil, art. 794")).toEqual([794]);
    expect(civilCodeArticles("o art. 1.346 do Código Civil obriga")).toEqual([1346]);
    expect(civilCodeArticles("arts. 757 a 802 do Código Civil")).toEqual([757, 802]);
  });

  it("no user-facing text cites the Código Civil's insurance chapter (arts. 757–802), revoked by Lei nº 15.040/2024", () => {
    const revoked: string[] = [];
    for (const file of [
      ...sourceFiles("app/content"),
      ...sourceFiles("app/routes"),
      ...sourceFiles("app/components"),
    ]) {
      const source = readFileSync(file, "utf8");
      for (const article of civilCodeArticles(source)) {
        if (article >= 757 && article <= 802) revoked.push(`${file}: art. ${article}`);
      }
    }
    expect(revoked).toEqual([]);
  });

  it("beneficiaries and inheritance point to Lei nº 15.040/2024", () => {
    const lifeTexts = textsOf(products.find((p) => p.slug === "life-health")).join(" ");
    expect(lifeTexts).toMatch(/Lei nº 15\.040\/2024, art\. 116/);
    expect(lifeTexts).toMatch(/Lei nº 15\.040\/2024, art\. 115/);
  });

  it("transport calls RCTR-C, RC-DC and RC-V mandatory and never calls any of them optional", () => {
    const transport = textsOf(products.find((p) => p.slug === "transport")).join(" ");
    expect(transport).toMatch(/RCTR-C, RC-DC e RC-V/);
    expect(transport).toMatch(/Lei nº 14\.599\/2023/);
    expect(transport).not.toMatch(/facultativ/i);
  });
});

describe("insurance pages", () => {
  it("include the travel page", () => {
    expect(insurances.map((p) => p.slug)).toContain("travel");
    expect(products.find((p) => p.slug === "travel")?.quotes[0]?.quotePath).toBe("travel");
  });

  for (const product of insurances) {
    it(`${product.slug}: exclusions, what the quote needs, claim steps and 4 to 6 questions`, () => {
      expect(product.exclusions.length).toBeGreaterThanOrEqual(3);
      expect(product.quoteNeeds.length).toBeGreaterThanOrEqual(3);
      expect(product.claimSteps.length).toBeGreaterThanOrEqual(3);
      expect(product.faqs.length).toBeGreaterThanOrEqual(4);
      expect(product.faqs.length).toBeLessThanOrEqual(6);
      for (const text of [...product.exclusions, ...product.quoteNeeds, ...product.claimSteps]) {
        expect(text.trim().length).toBeGreaterThan(10);
      }
    });
  }

  it("each page has its own exclusions, quote needs and claim steps (no shared filler)", () => {
    for (const key of ["exclusions", "quoteNeeds", "claimSteps"] as const) {
      const lists = insurances.map((p) => p[key].join("\n"));
      expect(new Set(lists).size, key).toBe(lists.length);
    }
  });

  it("the glossary defines the terms a visitor meets", () => {
    const terms = insuranceGlossary.map((t) => t.term).join(" ");
    for (const term of ["Prêmio", "Franquia", "LMI", "Endosso", "Bônus", "Sinistro", "Apólice"]) {
      expect(terms).toContain(term);
    }
  });
});

describe("B2B lines", () => {
  it("are exactly the lines with a specialist path", () => {
    expect(
      insurances
        .filter((p) => p.specialist)
        .map((p) => p.slug)
        .sort(),
    ).toEqual([...B2B_SLUGS].sort());
  });

  for (const slug of B2B_SLUGS) {
    it(`${slug}: the quote starts at the contact form with the product chosen, and the spec's portal button stays`, () => {
      const product = insurances.find((p) => p.slug === slug);
      expect(product?.specialist?.reason).toMatch(/corretor/);
      expect(contactPathFor({ slug })).toBe(`/contact/contact-us?produto=${slug}`);
      expect(product?.howItWorks[0]).toContain(`“${SPECIALIST_QUOTE_LABEL}”`);
      expect(product?.quotes[0]?.quotePath).toBe("several");
    });
  }
});

describe("financial pages", () => {
  it("are the card, the consortium and financing", () => {
    expect(financial.map((p) => p.slug).sort()).toEqual(["credit-card", "financing", "group-buying"]);
  });

  for (const product of financial) {
    it(`${product.slug}: no insurance-only blocks, the brokerage's role and the Banco Central, no SUSEP line`, () => {
      for (const key of [
        "coverages",
        "exclusions",
        "quoteNeeds",
        "claimSteps",
        "assistances",
        "specialist",
      ]) {
        expect(product, key).not.toHaveProperty(key);
      }
      expect(product.role).toMatch(/^Não (emitimos|administramos|concedemos)/);
      expect(product.regulator).toMatch(/Banco Central/);
      expect(product.mechanics.length).toBeGreaterThanOrEqual(3);
      expect(product.checklist.length).toBeGreaterThanOrEqual(3);
      const all = textsOf(product).join(" ");
      expect(all).not.toMatch(/SUSEP|várias seguradoras|oferecemos cartões/i);
      expect(product.faqs.length).toBeGreaterThanOrEqual(4);
      expect(product.faqs.length).toBeLessThanOrEqual(6);
    });
  }

  it("financing says credit life insurance is offered, never imposed, and the SFH borrower chooses the insurer", () => {
    const financing = textsOf(products.find((p) => p.slug === "financing")).join(" ");
    expect(financing).toMatch(/nunca imposto/);
    expect(financing).toMatch(/art\. 39, I/);
    expect(financing).toMatch(/Tema 972/);
    // Copy review 2, M10: the statute's minimum is MIP; DFI comes from the contract.
    expect(financing).toMatch(
      /SFH, a lei exige ao menos a cobertura de morte e invalidez permanente \(MIP\)/,
    );
    expect(financing).toMatch(/apólice de outra seguradora/);
  });
});

describe("buttons named in the copy", () => {
  for (const product of products) {
    it(`${product.slug}: every “clique em” names a button this page shows`, () => {
      const buttons = new Set(product.quotes.map((q) => q.label));
      if (product.category === "insurances" && product.specialist) buttons.add(SPECIALIST_QUOTE_LABEL);
      const named = textsOf(product).flatMap((text) =>
        [...text.matchAll(/[Cc]lique em ((?:“[^”]+”(?: ou )?)+)/g)].flatMap((m) =>
          [...(m[1] ?? "").matchAll(/“([^”]+)”/g)].map((b) => b[1]),
        ),
      );
      // Financial pages without an institution send no one anywhere: no "clique em" needed.
      if (product.category === "insurances") expect(named.length).toBeGreaterThan(0);
      for (const name of named) expect([...buttons]).toContain(name);
    });
  }
});

describe("FAQ JSON-LD", () => {
  it("is a schema.org FAQPage with one Question and plain-text Answer per question", () => {
    for (const product of products) {
      const data = JSON.parse(JSON.stringify(faqJsonLd(product.faqs)));
      expect(data["@context"]).toBe("https://schema.org");
      expect(data["@type"]).toBe("FAQPage");
      expect(data.mainEntity).toHaveLength(product.faqs.length);
      for (const [index, entity] of data.mainEntity.entries()) {
        expect(entity).toEqual({
          "@type": "Question",
          name: product.faqs[index]?.question,
          acceptedAnswer: { "@type": "Answer", text: product.faqs[index]?.answer },
        });
        expect(entity.name).toMatch(/\?$/);
        expect(entity.acceptedAnswer.text).not.toMatch(/<[a-z]/i);
      }
    }
  });
});

/** Every user-facing source file (content, routes, components, the mails). */
const userFacingFiles = () => [
  ...sourceFiles("app/content"),
  ...sourceFiles("app/routes"),
  ...sourceFiles("app/components"),
  ...sourceFiles("app/.server/mail"),
];

/** Running-text fields of a product (not the h1, menu label or button labels, which use title case). */
function runningTexts(product: (typeof products)[number]): string[] {
  const { title: _t, menuLabel: _m, quotes: _q, slug: _s, ...rest } = product;
  return textsOf(rest);
}

/** A product or line name capitalised after a lower-case word: "o Seguro Auto", "o seguro Garantia". */
const CAPITALISED_NAME =
  /[a-zà-ú,;:] (?:Seguro|Consórcio|Financiamento|Cartão de Crédito|Previdência|Plano de Saúde)\b|\bseguros? (?:de |para )?(?!RC|RCTR|RCF|SFH|DPVAT|APP|D&O|LMI)[A-ZÀ-Ú][a-zà-ú]/;

describe("one name per action and per page (docs/content-style.md)", () => {
  it("the detector finds a capitalised product name mid-sentence", () => {
    expect("Contrate o Seguro Auto hoje.").toMatch(CAPITALISED_NAME);
    expect("o seguro Garantia substitui o depósito").toMatch(CAPITALISED_NAME);
    expect("Seguro Auto").not.toMatch(CAPITALISED_NAME);
    expect("o seguro garantia e o seguro RCTR-C").not.toMatch(CAPITALISED_NAME);
  });

  it("product names are lower-case in running text", () => {
    const found = products.flatMap((p) =>
      runningTexts(p)
        .filter((text) => CAPITALISED_NAME.test(text))
        .map((text) => `${p.slug}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it("the contact form is opened by its one label (answer-promise.ts), never by a second name", () => {
    const offenders: string[] = [];
    for (const file of userFacingFiles()) {
      const source = readFileSync(file, "utf8");
      for (const other of [
        /Falar com (um|o) corretor/i,
        /Fale com o corretor/i,
        /Fale com um especialista/i,
      ]) {
        if (other.test(source)) offenders.push(`${file}: ${other}`);
      }
      // "Fale Conosco" names the contact page (menu, h1, “a página Fale Conosco”), never a button.
      if (/>\s*Fale Conosco\s*</.test(source) && !file.endsWith("contact.tsx"))
        offenders.push(`${file}: Fale Conosco button`);
    }
    expect(offenders).toEqual([]);
  });

  it("the insurers page is “Seguradoras Parceiras” (the spec's name) wherever a link or heading names it", () => {
    const offenders = userFacingFiles().filter((file) =>
      readFileSync(file, "utf8").includes("Seguradoras parceiras"),
    );
    expect(offenders).toEqual([]);
  });

  it("the insurer is “a sua seguradora” everywhere, the menu too (copy review 2, L10)", () => {
    const offenders = userFacingFiles().filter((file) =>
      /\bcom sua seguradora\b/i.test(readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("mails and pages write WhatsApp and e-mail, never the form's raw values", () => {
    const offenders: string[] = [];
    for (const file of userFacingFiles()) {
      // Strings shown to people: the mail map and the form's own values are the only raw ones.
      const strings = [...readFileSync(file, "utf8").matchAll(/["“`]([^"”`\n]*)["”`]/g)].map((m) =>
        (m[1] ?? "").replace(/\$\{[^}]*\}/g, "…"),
      );
      for (const text of strings) {
        if (/\bWhatsapp\b/.test(text) && text.includes(" ")) offenders.push(`${file}: ${text}`);
        if (/\b(?:Email|email)\b/.test(text) && text.includes(" ") && /[à-ú]/.test(text))
          offenders.push(`${file}: ${text}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("Lei nº 11.788/2008 is cited only as art. 9º, IV (the parágrafo único was not checked in the law's text)", () => {
    const ap = textsOf(products.find((p) => p.slug === "personal-accident")).join(" ");
    expect(ap).toMatch(/Lei nº 11\.788\/2008,? \(?art\. 9º, IV/);
    expect(ap).not.toMatch(/parágrafo único/i);
  });
});

/**
 * Copy review 2 (issue 25): the claims a broker could not sign. The legal sources checked are in
 * the doc comments of app/content/product-defaults/index.ts and the modules named there.
 */
describe("copy review 2: what the product pages may not say", () => {
  /** Describing the brokerage as taking and forwarding credit, card or consortium proposals (B1). */
  const FORWARDING =
    /encaminh\w* (a |as )?(sua |suas )?(proposta|adesão|pedido)|recebemos a sua|portal parceiro|(emissores|instituições financeiras|administradoras) parceir/i;

  it("the forwarding detector finds the old wording", () => {
    for (const old of [
      "Apresentamos cartões de emissores parceiros e encaminhamos a sua proposta",
      "apresentamos propostas de instituições financeiras parceiras, recebemos a sua e a encaminhamos",
      "Apresentamos planos de administradoras parceiras e encaminhamos a sua adesão",
      "informe os seus dados no portal parceiro",
    ])
      expect(old).toMatch(FORWARDING);
  });

  for (const product of financial) {
    it(`${product.slug}: names no institution by default, so it forwards nothing and its button says where it leads (B1, B2)`, () => {
      expect(hasPartnerInstitution(product)).toBe(false);
      const found = textsOf(product).filter((text) => FORWARDING.test(text));
      expect(found).toEqual([]);
      for (const quote of product.quotes) {
        expect(quote.quotePath).toBe("several");
        expect(quote.label).toMatch(/portal de cotação/);
        expect(quote.label).not.toMatch(/Simular|Solicitar/);
      }
    });
  }

  it("consórcio is not sold on fixed instalments and has no CET (M8)", () => {
    const consortium = products.find((p) => p.slug === "group-buying");
    expect(consortium?.lead).toMatch(/taxa de administração/);
    expect(consortium?.lead).toMatch(/reajustadas/);
    expect(textsOf(consortium).join(" ")).not.toMatch(/parcelas definidas no contrato|custo efetivo total/);
  });

  it("life insurance lists no undeclared pre-existing illness as an exclusion and states the law's rule (B3)", () => {
    const life = insurances.find((p) => p.slug === "life-health");
    expect(life?.exclusions.filter((text) => /preexist/i.test(text))).toEqual([]);
    const all = textsOf(life).join(" ");
    expect(all).toMatch(/Omitir de propósito[^.]*perda da cobertura \(Lei nº 15\.040\/2024, art\. 44\)/);
    expect(all).toMatch(/art\. 118, § 4º/);
  });

  it("personal accident lists no sport as an exclusion and says the insurer pays anyway (B4)", () => {
    const ap = insurances.find((p) => p.slug === "personal-accident");
    expect(ap?.exclusions.filter((text) => /esporte|atividades de risco/i.test(text))).toEqual([]);
    expect(textsOf(ap).join(" ")).toMatch(/Lei nº 15\.040\/2024, art\. 121/);
  });

  it("auto and motorcycle promise no payout 'by the FIPE table': a percentage of FIPE or a fixed value (M1)", () => {
    for (const slug of ["automobile", "motorcycle"]) {
      const all = textsOf(insurances.find((p) => p.slug === slug)).join(" ");
      expect(all, slug).not.toMatch(/pela tabela FIPE|valor de referência \(tabela FIPE\)/);
      expect(all, slug).toMatch(/valor de mercado referenciado/);
      expect(all, slug).toMatch(/valor determinado/);
    }
  });

  it("rent guarantee keeps the spec's figures as the partner insurer's conditions (M2)", () => {
    const rent = insurances.find((p) => p.slug === "rent-guarantee");
    const all = textsOf(rent).join(" ");
    for (const figure of ["72 horas", "12 ou 30 meses", "12 parcelas", "10 parcelas"])
      expect(all).toContain(figure);
    // The partner is named on the page, from "Seguradoras" (copy review 3, N-M1).
    expect(all).toMatch(/Na \{seguradora\}, com que a corretora trabalha neste seguro/);
    expect(all).toMatch(/Em outras seguradoras/);
    expect(all).not.toMatch(/Alugue sem fiador/);
    const damage = rent?.coverages.find((c) => c.title === "Danos ao imóvel");
    expect(damage?.description).toMatch(/quando contratada/);
  });

  it("the credit card keeps the spec's figure: up to 40 days to pay", () => {
    const card = financial.find((p) => p.slug === "credit-card");
    expect(card?.lead).toMatch(/^Até 40 dias para pagar/);
  });

  it("lines only a specialist quotes have no “Simular …” button (M4)", () => {
    for (const slug of B2B_SLUGS) {
      const product = insurances.find((p) => p.slug === slug);
      for (const quote of product?.quotes ?? []) expect(quote.label, slug).not.toMatch(/^Simular/);
    }
  });

  it("one word per thing: no “orçamento” for a quote (L1)", () => {
    const found = products.flatMap((p) =>
      // A repair shop's "orçamento" is another thing and stays.
      textsOf(p).filter((text) =>
        /orçamentos (de várias|por e-mail)|os orçamentos|o orçamento,|vários orçamentos/i.test(text),
      ),
    );
    expect(found).toEqual([]);
  });
});

describe("partner institution (B1, B2): all fields or none", () => {
  const base = financial.find((p) => p.slug === "credit-card")!;
  const { slug: _s, category: _c, illustration: _i, ...rest } = base;
  const content = { ...rest, variants: rest.variants ?? [] };
  const filled = {
    name: "Banco Exemplo S.A.",
    cnpj: "11222333000181",
    role: "Atuamos como correspondente no País do Banco Exemplo; a análise e o contrato são dele.",
    sac: "0800 000 0000",
    ouvidoria: "0800 000 0001",
    destination: "O portal de cotação da corretora, que envia os seus dados ao Banco Exemplo.",
  };

  it("a stored page without the field reads as no institution", () => {
    const { partnerInstitution: _p, ...old } = content;
    const parsed = financialContentSchema.parse(old);
    expect(parsed.partnerInstitution).toEqual({
      name: "",
      cnpj: "",
      role: "",
      sac: "",
      ouvidoria: "",
      destination: "",
    });
    expect(hasPartnerInstitution(parsed)).toBe(false);
    expect(hasPartnerInstitution(old)).toBe(false);
  });

  it("filled in full, it is kept and the CNPJ is formatted", () => {
    const parsed = financialContentSchema.parse({ ...content, partnerInstitution: filled });
    expect(parsed.partnerInstitution.cnpj).toBe("11.222.333/0001-81");
    expect(hasPartnerInstitution(parsed)).toBe(true);
  });

  it("half filled or with a wrong CNPJ, it is refused field by field", () => {
    const half = financialContentSchema.safeParse({
      ...content,
      partnerInstitution: { name: "Banco Exemplo S.A.", cnpj: "11.222.333/0001-00" },
    });
    expect(half.success).toBe(false);
    const issues = half.error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];
    expect(issues).toContain("partnerInstitution.cnpj: CNPJ inválido: confira os números.");
    for (const key of ["role", "sac", "ouvidoria", "destination"])
      expect(issues.some((i) => i.startsWith(`partnerInstitution.${key}: Preencha este campo.`))).toBe(true);
  });
});
