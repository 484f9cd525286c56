import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { ContentKind, Database } from "~/.server/platform";
import { logger, nowIso } from "~/.server/platform";
import { type ContentDocument, defaultOf, documentSchema } from "./kinds";

/**
 * The two content tables as the store and the snapshot read and write them: `content_versions`
 * (every version of every document) and `content_revision` (the counter every instance polls).
 * The stored JSON is read with today's schema, never migrated.
 */

export type Db = Kysely<Database> | Transaction<Database>;

/** A document read with today's schema, or why it cannot be. */
export type Reading = { ok: true; data: unknown } | { ok: false; problem: unknown };

/**
 * A stored document read with today's schema; a field a newer release added takes its default
 * (`fallback`, which an insurer added at run time does not have).
 */
export function readDocument(doc: ContentDocument, stored: unknown, fallback: unknown): Reading {
  const schema = documentSchema(doc);
  if (!schema) return { ok: false, problem: "documento que não existe" };
  const parsed = schema.safeParse(stored);
  if (parsed.success) return { ok: true, data: parsed.data };
  const isObject = (value: unknown) => typeof value === "object" && value !== null && !Array.isArray(value);
  if (isObject(stored) && isObject(fallback)) {
    const merged = schema.safeParse({ ...(fallback as object), ...(stored as object) });
    if (merged.success) return { ok: true, data: merged.data };
  }
  return { ok: false, problem: parsed.error.issues };
}

/** Versions already logged as unreadable ("kind:key:version"): once per process, not at every reload. */
const reported = new Set<string>();

/**
 * A stored version's JSON, if today's schema reads it (its default filling what it lacks); else
 * undefined, logged once. A bad row (a hand edit, an older bug) must not stop the snapshot, the
 * saves or the start (security review 2, M-1): the store skips it.
 */
function readableData(doc: ContentDocument, row: VersionRow): { data: unknown } | undefined {
  let data: unknown;
  let problem: unknown;
  try {
    data = JSON.parse(row.data);
    const reading = readDocument(doc, data, defaultOf(doc));
    if (reading.ok) return { data };
    problem = reading.problem;
  } catch {
    problem = "JSON inválido";
  }
  const id = `${doc.kind}:${doc.key}:${row.version}`;
  if (!reported.has(id)) {
    reported.add(id);
    logger().error(
      { document: `${doc.kind}:${doc.key}`, version: row.version, problem },
      `conteúdo ${doc.kind}:${doc.key} versão ${row.version} ilegível no banco; ignorada (vale a versão legível anterior ou o padrão)`,
    );
  }
  return undefined;
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

/**
 * A document's newest version as the store writes over it: `version` is the newest row's number
 * (the next one follows it), `data` the newest version today's schema reads (undefined when none
 * does), `authorId` who wrote that one.
 */
export interface LatestVersion {
  version: number;
  data: unknown;
  authorId: string | null;
}

interface VersionRow {
  version: number;
  data: string;
  author_id: string | null;
}

/** The newest version from the newest row; when that row is unreadable, the newest readable row below it. */
async function newestReadable(db: Db, doc: ContentDocument, newest: VersionRow): Promise<LatestVersion> {
  const first = readableData(doc, newest);
  if (first) return { version: newest.version, data: first.data, authorId: newest.author_id };
  const older = await db
    .selectFrom("content_versions")
    .select(["version", "data", "author_id"])
    .where("kind", "=", doc.kind)
    .where("doc_key", "=", doc.key)
    .where("version", "<", newest.version)
    .orderBy("version", "desc")
    .execute();
  for (const row of older) {
    const readable = readableData(doc, row);
    if (readable) return { version: newest.version, data: readable.data, authorId: row.author_id };
  }
  return { version: newest.version, data: undefined, authorId: newest.author_id };
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
  return row && newestReadable(db, doc, row);
}

/**
 * The newest version of every stored document that can exist, by "kind:key", in one query (and
 * one more per document whose newest row is unreadable).
 */
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
  const out = new Map<string, LatestVersion & ContentDocument>();
  for (const row of rows) {
    const doc = { kind: row.kind as ContentKind, key: row.doc_key };
    // A document no release knows any more (a removed product) is left in the table, unread.
    if (!documentSchema(doc)) continue;
    out.set(`${doc.kind}:${doc.key}`, { ...doc, ...(await newestReadable(db, doc, row)) });
  }
  return out;
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
      created_at: nowIso(),
    })
    .execute();
  return { version, fields };
}
