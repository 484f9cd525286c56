/** Paths of the external quoting site, per the spec's quote-link table. */
export const quotePaths = {
  personalAccidentIndividual: "/api",
  several: "/several",
  rent: "/rent",
  auto: "/auto",
  condominium: "/condominium",
  business: "/business",
  residence: "/residence",
  life: "/life",
  bike: "/bike",
  travel: "/travel",
} as const;

export type QuotePathKey = keyof typeof quotePaths;

/** Joins the quote portal base (with or without a trailing slash) and a product's path. */
export function quoteUrl(base: string, key: QuotePathKey): string {
  return base.replace(/\/+$/, "") + quotePaths[key];
}
