import type { Insurer } from "./insurer-schemas";

/**
 * A product page names the insurer it speaks for (copy review 3, N-M1): where the copy says
 * `{seguradora}`, the page shows the name of the visible insurer marked as partner for that
 * product in "Seguradoras" (several: "A ou B"); with none marked, "seguradora parceira", and the
 * launch checklist asks which one it is. Zod-free: the product page's loader runs it.
 */
export const PARTNER_TOKEN = "{seguradora}";
export const PARTNER_FALLBACK = "seguradora parceira";

/** The partners an admin marked for this product, by name, in the directory's order. */
export function partnerNames(slug: string, insurers: readonly Insurer[]): string[] {
  return insurers
    .filter((insurer) => insurer.partner && !insurer.hidden && insurer.productSlugs.includes(slug))
    .map((insurer) => insurer.name);
}

/** Whether a product's copy (any of its texts) speaks of its partner insurer. */
export function mentionsPartner(content: unknown): boolean {
  return JSON.stringify(content ?? null).includes(PARTNER_TOKEN);
}

/** Every text of `value` with the token replaced: the names, or the fallback (capitalised to open a text). */
export function namePartner<T>(value: T, names: readonly string[]): T {
  const said =
    names.length === 0
      ? PARTNER_FALLBACK
      : names.length === 1
        ? (names[0] ?? PARTNER_FALLBACK)
        : `${names.slice(0, -1).join(", ")} ou ${names.at(-1)}`;
  const opening = said.charAt(0).toUpperCase() + said.slice(1);
  // At a text's start or a sentence's, the fallback opens with a capital ("Seguradora parceira: …").
  const replace = (text: string) =>
    text.replaceAll(PARTNER_TOKEN, (_, offset: number) =>
      /(^|[.!?]\s+)$/.test(text.slice(0, offset)) ? opening : said,
    );
  const walk = (item: unknown): unknown => {
    if (typeof item === "string") return item.includes(PARTNER_TOKEN) ? replace(item) : item;
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === "object")
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner)]));
    return item;
  };
  return walk(value) as T;
}
