/** The longest search the insurer directory takes (its box's maxLength; longer text is cut). */
export const MAX_QUERY_LENGTH = 80;

/**
 * Lower case without accents, runs of spaces as one: "Bradesco  Seguros" matches "bradésco
 * seguros". The one normalisation of a search: what the list is filtered by, what a no-JS search
 * shows in its box, and the page cache's key (docs/decisions/050-search-pages-from-a-bounded-cache.md).
 */
export function searchable(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** A visitor's ?q= as the page uses it: normalised, then cut at MAX_QUERY_LENGTH characters. */
export function normaliseQuery(query: string | null | undefined): string {
  // By code points: a cut never leaves half an emoji (which no URL can carry).
  return [...searchable(query ?? "")].slice(0, MAX_QUERY_LENGTH).join("").trimEnd();
}

/** The insurers whose name contains the query (all of them for an empty query). */
export function filterByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const q = searchable(query);
  return q ? items.filter((item) => searchable(item.name).includes(q)) : [...items];
}
