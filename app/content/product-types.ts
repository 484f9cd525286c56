import type { QuotePathKey } from "~/lib/quote-links";

export type ProductCategory = "insurances" | "financial";

export interface ProductQuote {
  /** Button text, e.g. "Simular acidentes pessoais individual". */
  label: string;
  quotePath: QuotePathKey;
}

export interface ProductFaq {
  question: string;
  answer: string;
}

export interface ProductItem {
  title: string;
  description: string;
}

/** What every product page has, insurance or financial. Rendered by app/routes/product.tsx. */
interface ProductBase {
  /** URL segment, exactly as in the spec's route table. */
  slug: string;
  /** Short name for menus and breadcrumbs, e.g. "Fiança Locatícia". */
  menuLabel: string;
  /** The page's h1, e.g. "Seguro Fiança Locatícia". */
  title: string;
  /** Under the h1 in the banner: one sentence. */
  lead: string;
  /** <meta name="description">: 120 to 160 characters. */
  metaDescription: string;
  /** Optional illustration under /images/showcase/ (topic id without extension). */
  illustration?: string;
  /** "O que você precisa saber": 2 or 3 paragraphs — what it is. */
  about: string[];
  /** Key facts shown as highlight chips (e.g. "Resposta em até 72 horas"). 2 to 4. */
  highlights: string[];
  /** Who it is for: 3 to 5 bullets. */
  audience: string[];
  /** Product lines/modalities where the spec names them (e.g. individual, intern, collective). */
  variants?: ProductItem[];
  /** How contracting works, step by step: 3 to 5 steps; a step that names a button names one on the page. */
  howItWorks: string[];
  /** 4 to 6 frequent questions (also the page's FAQPage JSON-LD). */
  faqs: ProductFaq[];
  /** The spec's quote-portal button(s): the first is the main one. */
  quotes: ProductQuote[];
}

/** An insurance page: what is covered, what is not, what the quote needs, what to do in a claim. */
export interface InsuranceProduct extends ProductBase {
  category: "insurances";
  /** Main coverages: 4 to 8. */
  coverages: ProductItem[];
  /** Assistances and services included or optional: 0 to 6 bullets. */
  assistances: string[];
  /** What is usually not covered: 3 to 6 bullets, specific to this line. */
  exclusions: string[];
  /** Documents and data the quote needs: 3 to 6 bullets. */
  quoteNeeds: string[];
  /** How to file a claim, step by step: 3 to 5 steps. */
  claimSteps: string[];
  /**
   * Lines the quote portal cannot price (B2B risks priced by the insurer's underwriting): the
   * main action leads to the contact form with this product chosen; the spec's portal button stays.
   */
  specialist?: {
    /** Why a broker prices it, shown in the quote card: one sentence. */
    reason: string;
  };
}

/**
 * A financial page (card, consortium, financing): the brokerage is an intermediary, the
 * institution decides. No coverages, exclusions, claims or insurance glossary here.
 */
export interface FinancialProduct extends ProductBase {
  category: "financial";
  /** What the brokerage does and does not do here (its role): one paragraph. */
  role: string;
  /** Who authorises and supervises the institutions, e.g. the Banco Central: one sentence. */
  regulator: string;
  /** "Como funciona": how the product works (not advantages): 3 to 5 items. */
  mechanics: ProductItem[];
  /** "Antes de assinar": what to check in the proposal: 3 to 5 bullets. */
  checklist: string[];
}

export type Product = InsuranceProduct | FinancialProduct;

export function productPath(product: Pick<Product, "category" | "slug">): string {
  return `/${product.category}/${product.slug}`;
}

/** Where a product's specialist path leads: the contact form with the product chosen. */
export function contactPathFor(product: Pick<Product, "slug">): string {
  return `/contact/contact-us?produto=${encodeURIComponent(product.slug)}`;
}

/** The action that starts a specialist quote, named the same on every page that has one. */
export const SPECIALIST_QUOTE_LABEL = "Pedir cotação a um especialista";
/** The action that opens the contact form, named the same everywhere (docs/content-style.md). */
export const TALK_TO_BROKER_LABEL = "Fale com um corretor";
