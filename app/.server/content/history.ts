import type { Kysely } from "kysely";
import type { Database } from "~/.server/platform";
import { Refusal } from "~/.server/platform";
import { booleanValueLabel } from "~/content/content-labels";
import { type ContentDocument, defaultOf, kindOf } from "./kinds";
import { documentTitle } from "./snapshot";
import { changedFields, readDocument } from "./versions";

/**
 * "Histórico de versões" (decision 018): a document's versions, one version read with today's
 * schema, and what the history screen shows of them, each kind by its registry entry (title, the
 * editor it links back to, its fields' Portuguese names).
 */

export interface VersionSummary {
  version: number;
  createdAt: string;
  author: string;
  fields: string[];
  restoredFrom: number | null;
}

/** Who wrote a version, for admins: the account's name or e-mail, or what happened to it. */
function authorLabel(row: { author_id: string | null; name: string | null; email: string | null }): string {
  if (row.author_id === null) return "Padrão do sistema";
  return row.name || row.email || "Conta removida";
}

/** A document's versions, newest first. */
export async function listVersions(db: Kysely<Database>, doc: ContentDocument): Promise<VersionSummary[]> {
  const rows = await db
    .selectFrom("content_versions as v")
    .leftJoin("users as u", "u.id", "v.author_id")
    .select([
      "v.version",
      "v.created_at",
      "v.changed_fields",
      "v.restored_from",
      "v.author_id",
      "u.name",
      "u.email",
    ])
    .where("v.kind", "=", doc.kind)
    .where("v.doc_key", "=", doc.key)
    .orderBy("v.version", "desc")
    .execute();
  return rows.map((r) => ({
    version: r.version,
    createdAt: r.created_at,
    author: authorLabel(r),
    fields: JSON.parse(r.changed_fields) as string[],
    restoredFrom: r.restored_from,
  }));
}

/** One version's content, read with today's schema. */
export async function readVersion(
  db: Kysely<Database>,
  doc: ContentDocument,
  version: number,
): Promise<unknown> {
  const row = await db
    .selectFrom("content_versions")
    .select("data")
    .where("kind", "=", doc.kind)
    .where("doc_key", "=", doc.key)
    .where("version", "=", version)
    .executeTakeFirst();
  if (!row) throw new Refusal("Versão não encontrada.", 404);
  const unreadable = new Refusal("Esta versão está danificada no banco e não pode ser lida.", 409);
  let stored: unknown;
  try {
    stored = JSON.parse(row.data);
  } catch {
    throw unreadable;
  }
  // The default only fills fields an old version lacks (its quote portal URL is never one of them).
  const reading = readDocument(doc, stored, defaultOf(doc));
  if (!reading.ok) throw unreadable;
  return reading.data;
}

/** A field's value as plain lines: lists item by item, objects field by field; `path` names a yes/no. */
function valueLines(value: unknown, path: string): string[] {
  if (value === undefined || value === null || value === "") return ["(vazio)"];
  if (Array.isArray(value))
    return value.flatMap((item, i) => valueLines(item, path).map((l) => `${i + 1}. ${l}`));
  if (typeof value === "object")
    return Object.entries(value).flatMap(([key, inner]) => valueLines(inner, `${path}.${key}`));
  if (typeof value === "boolean") return [booleanValueLabel(path, value)];
  return [String(value)];
}

/** A stored value at a field path (`address.city`). */
function at(data: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
}

export interface VersionDetail {
  version: number;
  fields: Array<{ label: string; before: string[]; after: string[] }>;
}

/**
 * The history screen's data: the document's title, the editor it came from, its versions with
 * their changed fields named, and (`selected`) one version's changes, before and after.
 */
export async function documentHistory(db: Kysely<Database>, doc: ContentDocument, selected?: number) {
  const entry = kindOf(doc.kind);
  const versions = await listVersions(db, doc);
  let detail: VersionDetail | null = null;
  // A version the store cannot read (a damaged row) shows no changes rather than failing the screen.
  const readable = (version: number) =>
    readVersion(db, doc, version).catch((error: unknown) => {
      if (error instanceof Refusal && error.status === 409) return undefined;
      throw error;
    });
  const data =
    selected && versions.some((v) => v.version === selected) ? await readable(selected) : undefined;
  if (selected && data !== undefined) {
    const previous = selected > 1 ? await readable(selected - 1) : undefined;
    const fields = previous ? changedFields(previous, data) : Object.keys(data as object);
    detail = {
      version: selected,
      fields: fields.map((path) => ({
        label: entry.fieldLabel(path),
        before: previous ? valueLines(at(previous, path), path) : [],
        after: valueLines(at(data, path), path),
      })),
    };
  }
  return {
    title: documentTitle(doc),
    editorPath: entry.editorPath(doc.key),
    versions: versions.map((v) => ({ ...v, fields: v.fields.map(entry.fieldLabel) })),
    detail,
  };
}
