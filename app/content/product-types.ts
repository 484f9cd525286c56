import type { z } from "../lib/zod";
import type {
  financialContentSchema,
  insuranceContentSchema,
  ProductCategory,
  productFaq,
  productItem,
  productQuote,
} from "./product-schemas";

/**
 * Product types and links: no zod at run time here, every page ships this module. The types come
 * from the schemas (product-schemas.ts) by type-only imports, erased at build: types ← schemas.
 */

export {
  hasPartnerInstitution,
  NO_PARTNER_INSTITUTION,
  type PartnerInstitution,
} from "./partner-institution";
export type { ProductCategory };

export type InsuranceContent = z.output<typeof insuranceContentSchema>;
export type FinancialContent = z.output<typeof financialContentSchema>;
export type ProductItem = z.output<typeof productItem>;
export type ProductFaq = z.output<typeof productFaq>;
export type ProductQuote = z.output<typeof productQuote>;

/** What a product is and where it lives: fixed in code (the route list is built from it). */
interface ProductIdentity {
  /** URL segment, exactly as in the spec's route table. */
  slug: string;
  /** Optional illustration under /images/showcase/ (topic id without extension). */
  illustration?: string;
}

export type InsuranceProduct = ProductIdentity & { category: "insurances" } & InsuranceContent;
export type FinancialProduct = ProductIdentity & { category: "financial" } & FinancialContent;
export type Product = InsuranceProduct | FinancialProduct;

/** A product's typed default, as written in app/content/product-defaults/ (visible, variants optional). */
type AsDefault<T> = Omit<T, "hidden" | "variants" | "specialist"> & {
  hidden?: boolean;
  variants?: ProductItem[];
} & (T extends { specialist?: infer S } ? { specialist?: S } : unknown);
export type InsuranceDefault = AsDefault<InsuranceProduct>;
export type FinancialDefault = AsDefault<FinancialProduct>;
export type ProductDefault = InsuranceDefault | FinancialDefault;

export function productPath(product: Pick<Product, "category" | "slug">): string {
  return `/${product.category}/${product.slug}`;
}

/** Where a product's specialist path leads: the contact form with the product chosen. */
export function contactPathFor(product: Pick<Product, "slug">): string {
  return `/contact/contact-us?produto=${encodeURIComponent(product.slug)}`;
}

/** The action that starts a specialist quote, named the same on every page that has one. */
export const SPECIALIST_QUOTE_LABEL = "Pedir cotação a um especialista";
