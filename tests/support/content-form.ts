import type { Kysely } from "kysely";
import type { Database } from "~/.server/platform";

/**
 * A content document as the admin editors post it: Conform's field names (`address.city`,
 * `faqs[0].question`), every value a string. Used to post a whole valid form in tests.
 */
export function contentFormFields(value: unknown, prefix = ""): Record<string, string> {
  if (Array.isArray(value)) {
    return Object.assign({}, ...value.map((item, i) => contentFormFields(item, `${prefix}[${i}]`)));
  }
  if (value !== null && typeof value === "object") {
    return Object.assign(
      {},
      ...Object.entries(value).map(([key, inner]) =>
        contentFormFields(inner, prefix ? `${prefix}.${key}` : key),
      ),
    );
  }
  if (value === undefined || value === null) return {};
  return { [prefix]: String(value) };
}

/** The live "Dados da corretora" document, as the admin form starts from it. */
export async function liveSiteDetails(db: Kysely<Database>): Promise<Record<string, unknown>> {
  const row = await db
    .selectFrom("content_versions")
    .select("data")
    .where("kind", "=", "site")
    .where("doc_key", "=", "site")
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.data) as Record<string, unknown>;
}

/**
 * A multipart post of an editor with a logo field (the insurer editor, "Dados da corretora"):
 * `logo` as the file `logoFile`, redirects not followed.
 */
export function postWithLogo(
  url: string,
  cookie: string,
  fields: Record<string, string>,
  logo?: Blob,
): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (logo) body.append("logoFile", logo, "logo");
  return fetch(url, {
    method: "POST",
    redirect: "manual",
    headers: { Cookie: cookie, Origin: new URL(url).origin },
    body,
  });
}
