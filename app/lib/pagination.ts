/**
 * The staff lists' pages (decision 051): a page number in the address (`?pagina=2`), and what a
 * screen needs to draw one page of a longer list.
 */

/** One page of a list: its rows, how many there are in all, the page shown and the page count. */
export interface Paged<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
}

/** The page asked for in `params[name]`; 1 when missing or not a positive integer. */
export function pageParam(params: URLSearchParams, name = "pagina"): number {
  const page = Number.parseInt((params.get(name) ?? "").trim().slice(0, 6), 10);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/** How many pages `total` rows fill, at least one (an empty list is one empty page). */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * One page of a list from its count and a query for `limit` rows after `offset`: a page past the
 * end shows the last one (a link kept from a longer list still lands on rows).
 */
export async function pageOf<Row>(
  page: number,
  perPage: number,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<Row[]>,
): Promise<Paged<Row>> {
  const total = await count();
  const pages = pageCount(total, perPage);
  const shown = Math.min(page, pages);
  return { rows: await rows(perPage, (shown - 1) * perPage), total, page: shown, pages };
}

/** The users screen's page of pending registrations (its registered people's is `pagina`). */
export const PENDING_PAGE_QUERY = "pendentes";

/** The queries that name a list's page on the staff screens. */
const PAGE_QUERIES = ["pagina", PENDING_PAGE_QUERY];

/**
 * The query string of the pages `search` shows, plus `extra` (e.g. the dialog to open): opening,
 * closing or answering a dialog stays on the page the admin was on. "" when there is nothing.
 */
export function keepPages(search: string, extra: Record<string, string> = {}): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERIES) {
    const value = from.get(name);
    if (value) kept.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) kept.set(name, value);
  const query = kept.toString();
  return query ? `?${query}` : "";
}

/**
 * The `like` pattern of a staff list's search: `text` anywhere, lowercased, with `%` and `_` typed
 * in the search taken as letters (the query says `escape '\\'`).
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
