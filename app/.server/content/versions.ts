import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { ContentKind } from "../db/content-tables";
import type { Database } from "../db/schema";
import { logger } from "../logger";
import { type ContentDocument, documentSchema } from "./kinds";

/**
 * The two content tables as the store and the snapshot read and write them: `content_versions`
 * (every version of every document) and `content_revision` (the counter every instance polls).
 * The stored JSON is read with today's schema, never migrated.
 */

export type Db = Kysely<Database> | Transaction<Database>;

/** A stored document read with today's schema; a field a newer release added takes its default. */
export function readDocument(doc: ContentDocument, stored: unknown, fallback: unknown): unknown {
  const schema = documentSchema(doc);
  if (!schema) return fallback;
  const parsed = schema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const merged = schema.safeParse({ ...(fallback as object), ...(stored as object) });
  if (merged.success) return merged.data;
  logger().error(
    { issues: parsed.error.issues },
    `conteúdo ${doc.kind}:${doc.key} inválido no banco; usando o padrão`,
  );
  return schema.parse(fallback);
}

/** Field paths whose values differ, one level into objects (address.city), whole lists otherwise. */
export function changedFields(before: unknown, after: unknown): string[] {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  const out: string[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[key];
    const y = b[key];
    if (JSON.stringify(x) === JSON.stringify(y)) continue;
    const nested = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
    if (nested(x) && nested(y)) out.push(...changedFields(x, y).map((inner) => `${key}.${inner}`));
    else out.push(key);
  }
  return out;
}

export interface LatestVersion {
  version: number;
  data: unknown;
  authorId: string | null;
}

export async function latestVersion(db: Db, doc: ContentDocument): Promise<LatestVersion | undefined> {
  const row = await db
    .selectFrom("content_versions")
    .select(["version", "data", "author_id"])
    .where("kind", "=", doc.kind)
    .where("doc_key", "=", doc.key)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();
  return row && { version: row.version, data: JSON.parse(row.data), authorId: row.author_id };
}

/** The newest version of every stored document, by "kind:key", in one query. */
export async function latestVersions(db: Db): Promise<Map<string, LatestVersion & ContentDocument>> {
  const rows = await db
    .selectFrom("content_versions as v")
    .innerJoin(
      (eb) =>
        eb
          .selectFrom("content_versions")
          .select(["kind", "doc_key"])
          .select((s) => s.fn.max("version").as("version"))
          .groupBy(["kind", "doc_key"])
          .as("latest"),
      (join) =>
        join
          .onRef("latest.kind", "=", "v.kind")
          .onRef("latest.doc_key", "=", "v.doc_key")
          .onRef("latest.version", "=", "v.version"),
    )
    .select(["v.kind", "v.doc_key", "v.version", "v.data", "v.author_id"])
    .execute();
  return new Map(
    rows.map((r) => [
      `${r.kind}:${r.doc_key}`,
      {
        kind: r.kind as ContentKind,
        key: r.doc_key,
        version: r.version,
        data: JSON.parse(r.data) as unknown,
        authorId: r.author_id,
      },
    ]),
  );
}

export async function readRevision(db: Db): Promise<number> {
  const row = await db
    .selectFrom("content_revision")
    .select("revision")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.revision ?? 0;
}

/** Bumps the revision counter; on PostgreSQL the row lock also serialises content writes. */
export async function nextRevision(trx: Transaction<Database>): Promise<number> {
  const row = await trx
    .updateTable("content_revision")
    .set((eb) => ({ revision: eb("revision", "+", 1) }))
    .where("id", "=", 1)
    .returning("revision")
    .executeTakeFirstOrThrow();
  return row.revision;
}

export async function insertVersion(
  trx: Transaction<Database>,
  doc: ContentDocument,
  data: unknown,
  previous: LatestVersion | undefined,
  authorId: string | null,
  restoredFrom: number | null = null,
): Promise<{ version: number; fields: string[] }> {
  const revision = await nextRevision(trx);
  const version = (previous?.version ?? 0) + 1;
  const fields = previous ? changedFields(previous.data, data) : [];
  await trx
    .insertInto("content_versions")
    .values({
      id: randomUUID(),
      kind: doc.kind,
      doc_key: doc.key,
      version,
      revision,
      data: JSON.stringify(data),
      changed_fields: JSON.stringify(fields),
      author_id: authorId,
      restored_from: restoredFrom,
      created_at: new Date().toISOString(),
    })
    .execute();
  return { version, fields };
}
