import { normaliseQuery } from "~/lib/insurer-filter";

/**
 * Which cached page a public URL is (docs/decisions/020 and 050): the path, plus the one
 * parameter its page reads, normalised, so every spelling of the same page is one entry.
 */

/** Campaign tags that links carry and no loader reads: the page is the same with or without them. */
const TRACKING_PARAM = /^(utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid|mc_cid|mc_eid|_ga)$/i;
/** The insurer directory: ?q= filters it by name (app/routes/insurers.tsx). */
export const SEARCH_PATH = "/insurers";
/** The contact page: ?produto=<slug> names a product (app/routes/contact.tsx). */
const CONTACT_PATH = "/contact/contact-us";

export interface PageKey {
  /** The path, and `?q=` or `?produto=` when the page differs by it: also the URL rendered. */
  key: string;
  /** A search: one of endless possible pages, kept in a bounded cache and rendered one at a time. */
  search: boolean;
}

/**
 * The key of `pathname` asked with `query` (without the "?"), or undefined when the query has a
 * parameter this page does not read (the request then takes the normal route). A search is
 * normalised as the loader does (`normaliseQuery`); an empty one is the plain page. A product slug
 * is a page of its own only when `isProduct` knows it: any other is the plain contact page, as its
 * loader shows it.
 */
export function pageKey(
  pathname: string,
  query: string,
  isProduct: (slug: string) => boolean,
): PageKey | undefined {
  let q: string | undefined;
  let product: string | undefined;
  if (query) {
    // The loaders read the first value (URLSearchParams.get): so does the key.
    for (const [name, value] of new URLSearchParams(query)) {
      if (pathname === SEARCH_PATH && name === "q") q ??= value;
      else if (pathname === CONTACT_PATH && name === "produto") product ??= value;
      else if (!TRACKING_PARAM.test(name)) return undefined;
    }
  }
  const search = normaliseQuery(q);
  if (search) return { key: `${pathname}?q=${encodeURIComponent(search)}`, search: true };
  if (product && isProduct(product)) {
    return { key: `${pathname}?produto=${encodeURIComponent(product)}`, search: false };
  }
  return { key: pathname, search: false };
}
