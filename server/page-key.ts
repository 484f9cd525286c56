import { normaliseQuery } from "~/lib/insurer-filter";

/**
 * Which cached page a public URL is (docs/decisions/020 and 050): the path, plus the one
 * parameter its page reads, normalised, so every spelling of the same page is one entry.
 */

/** The insurer directory: ?q= filters it by name (app/routes/insurers.tsx). */
export const SEARCH_PATH = "/insurers";
/** The contact page: ?produto=<slug> names a product (app/routes/contact.tsx). */
const CONTACT_PATH = "/contact/contact-us";
/**
 * The one parameter each public page's loader reads; any other is left out of the key. A loader
 * that starts reading a new one must be named here (tests/unit/page-key.test.ts checks the
 * routes' sources), or its pages would be served without it.
 */
export const PARAMETER_READ: Readonly<Record<string, string>> = {
  [SEARCH_PATH]: "q",
  [CONTACT_PATH]: "produto",
};

export interface PageKey {
  /** The path, and `?q=` or `?produto=` when the page differs by it: also the URL rendered. */
  key: string;
  /** A search: one of endless possible pages, kept in a bounded cache and rendered one at a time. */
  search: boolean;
}

/**
 * The key of `pathname` asked with `query` (without the "?"). A parameter the page does not read
 * (a campaign tag, `?x=<random>`) is left out: the page is the same without it, so a stream of
 * made-up parameters is answered from memory, not rendered each time (security review 2, L-7;
 * decision 050). A search is
 * normalised as the loader does (`normaliseQuery`); an empty one is the plain page. A product slug
 * is a page of its own only when `isProduct` knows it: any other is the plain contact page, as its
 * loader shows it.
 */
export function pageKey(pathname: string, query: string, isProduct: (slug: string) => boolean): PageKey {
  let q: string | undefined;
  let product: string | undefined;
  if (query) {
    // The loaders read the first value (URLSearchParams.get): so does the key.
    for (const [name, value] of new URLSearchParams(query)) {
      if (name !== PARAMETER_READ[pathname]) continue;
      if (pathname === SEARCH_PATH) q ??= value;
      else product ??= value;
    }
  }
  const search = normaliseQuery(q);
  if (search) return { key: `${pathname}?q=${encodeURIComponent(search)}`, search: true };
  if (product && isProduct(product)) {
    return { key: `${pathname}?produto=${encodeURIComponent(product)}`, search: false };
  }
  return { key: pathname, search: false };
}

/**
 * The address of the public page `pathname` spells another way (`/Insurers`, `/insurers/`,
 * `/INSURANCES/AUTOMOBILE`), or undefined when it is already one (or no page's). React Router
 * matches such spellings as the page itself, so each would be a render of its own: a redirect
 * costs none and leaves one address per page (decision 052).
 */
export function canonicalPath(pathname: string, isPage: (path: string) => boolean): string | undefined {
  if (isPage(pathname)) return undefined;
  const canonical = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  return canonical !== pathname && isPage(canonical) ? canonical : undefined;
}
