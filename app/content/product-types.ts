import type { QuotePathKey } from "~/lib/quote-links";

export type ProductCategory = "insurances" | "financial";

export interface ProductQuote {
  /** Button text, e.g. "Simular Acidentes Pessoais Individual". */
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

/** One insurance or financial product page. Rendered by app/routes/product.tsx. */
export interface Product {
  /** URL segment, exactly as in the spec's route table. */
  slug: string;
  category: ProductCategory;
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
  /** "Sobre" section: 2 or 3 paragraphs — what it is. */
  about: string[];
  /** Key facts shown as highlight chips (e.g. "Resposta em até 72 horas"). 2 to 4. */
  highlights: string[];
  /** Who it is for: 3 to 5 bullets. */
  audience: string[];
  /** Product lines/modalities where the spec names them (e.g. individual, intern, collective). */
  variants?: ProductItem[];
  /** Main coverages: 4 to 8. */
  coverages: ProductItem[];
  /** Assistances and services included or optional: 0 to 6 bullets. */
  assistances: string[];
  /** How contracting works: 3 to 5 steps. */
  howItWorks: string[];
  /** 3 to 5 frequent questions. */
  faqs: ProductFaq[];
  /** The quote card's button(s): the first is the main one. */
  quotes: ProductQuote[];
}

export function productPath(product: Pick<Product, "category" | "slug">): string {
  return `/${product.category}/${product.slug}`;
}
