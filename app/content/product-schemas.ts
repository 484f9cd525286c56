import { BR_MESSAGES, formatCnpj, isValidCnpj } from "../lib/br";
import { plainString } from "../lib/plain-text";
import { type QuotePathKey, quotePaths } from "../lib/quote-links";
import { z } from "../lib/zod";
import { itemList, plainText, REQUIRED, textList, tooLong } from "./content-fields";
import {
  hasPartnerInstitution,
  NO_PARTNER_INSTITUTION,
  type PartnerInstitution,
} from "./partner-institution";

export { hasPartnerInstitution };

/** A product's section of the site and of its URL: /insurances/… or /financial/…. */
export type ProductCategory = "insurances" | "financial";

const quotePathKeys = Object.keys(quotePaths) as [QuotePathKey, ...QuotePathKey[]];

/** A title and its explanation (coverages, variants, how a financial product works). */
export const productItem = z.object({
  title: plainText(100),
  description: plainText(600),
});

export const productFaq = z.object({
  question: plainText(200),
  answer: plainText(1500),
});

export const productQuote = z.object({
  /** Button text, e.g. "Simular acidentes pessoais individual". */
  label: plainText(80),
  /** Which path of the quote portal (the spec's quote-link table) the button opens. */
  quotePath: z.enum(quotePathKeys, { error: "Escolha um caminho do portal de cotação." }),
});

/**
 * What an admin edits on every product page, insurance or financial (issue 14). Text is plain
 * text: React escapes it wherever it is shown. Lists can grow, shrink and be reordered; their
 * bounds keep a page readable. The style rules for the defaults are in docs/content-style.md.
 */
const productBaseFields = {
  /** While true the page answers 404 and leaves the menus, footer, sitemap and home links. */
  hidden: z.boolean().default(false),
  /** Short name for menus and breadcrumbs, e.g. "Fiança Locatícia". */
  menuLabel: plainText(40),
  /** The page's h1, e.g. "Seguro Fiança Locatícia". */
  title: plainText(120),
  /** Under the h1 in the banner: one sentence. */
  lead: plainText(300),
  /** <meta name="description">: ideally 120 to 160 characters. */
  metaDescription: plainText(200),
  /** "O que você precisa saber": paragraphs — what it is. */
  about: textList(1500, { min: 1, max: 6 }),
  /** Key facts shown as highlight chips (e.g. "Resposta em até 72 horas"). */
  highlights: textList(80, { min: 0, max: 6 }),
  /** "Para quem é". */
  audience: textList(400, { min: 1, max: 8 }),
  /** Product lines/modalities where the spec names them (individual, intern, collective). */
  variants: itemList(productItem, { min: 0, max: 8 }),
  /** "Como contratar", step by step; a step that names a button names one on the page. */
  howItWorks: textList(500, { min: 1, max: 8 }),
  /** "Perguntas frequentes" (also the page's FAQPage JSON-LD). */
  faqs: itemList(productFaq, { min: 1, max: 12 }),
  /** The spec's quote-portal button(s): the first is the main one. */
  quotes: itemList(productQuote, { min: 1, max: 4 }),
};

/** An insurance page: what is covered, what is not, what the quote needs, what to do in a claim. */
export const insuranceContentSchema = z.object({
  ...productBaseFields,
  coverages: itemList(productItem, { min: 1, max: 12 }),
  /** Assistances and services included or optional. */
  assistances: textList(400, { min: 0, max: 10 }),
  /** What is usually not covered, specific to this line. */
  exclusions: textList(400, { min: 1, max: 10 }),
  /** Documents and data the quote needs. */
  quoteNeeds: textList(400, { min: 1, max: 10 }),
  /** How to file a claim, step by step. */
  claimSteps: textList(500, { min: 1, max: 8 }),
  /**
   * Lines the quote portal cannot price (B2B risks priced by the insurer's underwriting): the
   * main action leads to the contact form with this product chosen; the spec's portal button
   * stays. An empty reason means the line is priced on the portal.
   */
  specialist: z
    .object({ reason: plainText(300).optional() })
    .optional()
    .transform((value) => (value?.reason ? { reason: value.reason } : undefined)),
});

/** Optional one-line (or multi-line) text: empty means "not filled", stored as "". */
function optionalText(max: number, multiline = false) {
  return plainString(
    z
      .string()
      .trim()
      .max(max, { error: tooLong(max) }),
    { multiline },
  )
    .optional()
    .transform((value) => value ?? "");
}

/** An optional CNPJ: empty, or one with valid check digits (lib/br), stored as 00.000.000/0000-00. */
const optionalCnpj = z
  .string()
  .trim()
  .max(30, { error: BR_MESSAGES.cnpj })
  .optional()
  .transform((value) => value ?? "")
  .refine((value) => value === "" || isValidCnpj(value), { error: BR_MESSAGES.cnpj })
  .transform((value) => (value === "" ? "" : formatCnpj(value)));

/**
 * The institution behind a financial page (copy review 2, B1/B2): the bank, card issuer or
 * consortium administradora for which the brokerage acts (e.g. as its correspondente no País under
 * Res. CMN nº 4.935/2021). All empty = no institution: the page is education only and says so.
 * Once any field is filled, all are required, so the page never names an institution half-way.
 */
export const partnerInstitutionSchema = z
  .object({
    /** Legal name, e.g. "Banco Exemplo S.A.". */
    name: optionalText(160),
    cnpj: optionalCnpj,
    /** What the brokerage is for it, e.g. "Somos correspondente no País do Banco Exemplo…". */
    role: optionalText(600, true),
    /** The institution's SAC (phone or address). */
    sac: optionalText(160),
    /** The institution's ouvidoria (phone or address). */
    ouvidoria: optionalText(160),
    /** Where the page's button leads and what happens to the data there. */
    destination: optionalText(400, true),
  })
  .superRefine((value, ctx) => {
    const fields = Object.entries(value) as [keyof PartnerInstitution, string][];
    if (fields.every(([, text]) => text === "")) return;
    for (const [key, text] of fields) {
      if (text === "")
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `${REQUIRED} Com uma instituição indicada, a página mostra todos os seus dados.`,
        });
    }
  })
  .default({ ...NO_PARTNER_INSTITUTION });

/** A financial page (card, consortium, financing): the brokerage is an intermediary, the institution decides. */
export const financialContentSchema = z.object({
  ...productBaseFields,
  /** What the brokerage does and does not do here (its role): one paragraph. */
  role: plainText(1500),
  /** Who authorises and supervises the institutions, e.g. the Banco Central: one sentence. */
  regulator: plainText(500),
  /** "Como funciona": how the product works (not advantages). */
  mechanics: itemList(productItem, { min: 1, max: 8 }),
  /** "Antes de assinar": what to check in the proposal. */
  checklist: textList(400, { min: 1, max: 8 }),
  /** The named institution, or none (every field ""). */
  partnerInstitution: partnerInstitutionSchema,
});

/** The schema of a product's editable content, by its category. */
export function productContentSchema(category: ProductCategory) {
  return category === "insurances" ? insuranceContentSchema : financialContentSchema;
}
