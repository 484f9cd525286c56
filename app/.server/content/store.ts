import type { Kysely, Transaction } from "kysely";
import { audit } from "~/.server/audit";
import type { Database } from "~/.server/platform";
import { Refusal, transaction } from "~/.server/platform";
import { readVersion } from "./history";
import { type ContentDocument, defaultDocuments, documentSchema, isContentKind, kindOf } from "./kinds";
import { refreshAfterCommit } from "./snapshot";
import {
  changedFields,
  insertVersion,
  type LatestVersion,
  latestVersion,
  latestVersions,
  nextRevision,
} from "./versions";

/**
 * Writing content (decision 018): every save, restore and visibility change is a new version of
 * its document, with its audit row (ids and field names, no content), in a transaction opened by
 * `contentTransaction`, which reloads this instance's snapshot once it commits.
 */

/**
 * The one way to write content, whoever writes (a save, a restore, hide/show, an insurer's save,
 * move or creation, the seed): `work` runs in a transaction opened by `transaction()` (or in the
 * caller's, itself opened by `transaction()`), and once it commits the snapshot is refreshed.
 */
export function contentTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return transaction(db, async (trx) => {
    await refreshAfterCommit(trx, db.isTransaction ? undefined : db);
    return work(trx);
  });
}

/**
 * A fact the public pages show that is kept outside the content documents changed (who answers
 * new leads: the rotation and the brokers in it, decision 060). Called in the caller's
 * transaction: the revision moves with it, so every instance reloads its snapshot and empties its
 * page cache within a poll (decision 020), as after a content save.
 */
export async function publicFactsChanged(trx: Kysely<Database>): Promise<void> {
  await contentTransaction(trx, async (inner) => {
    await nextRevision(inner);
  });
}

/**
 * At start: every document without a version gets its default as version 1; a document nobody has
 * edited yet (its newest version is a default) follows a changed default (a release's corrected
 * copy, a new QUOTE_PORTAL_URL). What an admin saved is never overwritten.
 */
export async function seedContent(db: Kysely<Database>, quotePortalUrl: string): Promise<number> {
  const pending = async (trx: Kysely<Database>) => {
    const out: Array<{ doc: ContentDocument; data: unknown; previous?: LatestVersion }> = [];
    const latest = await latestVersions(trx);
    for (const { data: fallback, ...doc } of defaultDocuments(quotePortalUrl)) {
      const data = documentSchema(doc)?.parse(fallback);
      const previous = latest.get(`${doc.kind}:${doc.key}`);
      if (!previous) out.push({ doc, data });
      else if (previous.authorId === null && changedFields(previous.data, data).length > 0) {
        out.push({ doc, data, previous });
      }
    }
    return out;
  };
  if ((await pending(db)).length === 0) return 0;
  // Checked again under the revision lock: two instances starting together write each default once.
  return contentTransaction(db, async (trx) => {
    await nextRevision(trx);
    const todo = await pending(trx);
    for (const { doc, data, previous } of todo) await insertVersion(trx, doc, data, previous, null);
    return todo.length;
  });
}

/** The document for an admin screen's (kind, key), or a 404 Refusal. */
export function contentDocument(kind: string, key: string) {
  const doc = findContentDocument(kind, key);
  if (!doc) throw new Refusal("Conteúdo não encontrado.", 404);
  return doc;
}

/** The document for an admin screen's (kind, key), if it can exist. */
export function findContentDocument(
  kind: string,
  key: string,
): (ContentDocument & { schema: NonNullable<ReturnType<typeof documentSchema>> }) | undefined {
  const schema = isContentKind(kind) ? kindOf(kind).schema(key) : undefined;
  return isContentKind(kind) && schema ? { kind, key, schema } : undefined;
}

/**
 * Nothing invalid is committed, whoever writes: a version today's schema cannot read would be
 * skipped by every reader (security review 2, M-1). Callers hand parsed input, so this is a bug,
 * not a person's mistake: a 500, its issues in the logged error.
 */
function assertValid(doc: ContentDocument, data: unknown): void {
  const checked = documentSchema(doc)?.safeParse(data);
  if (checked?.success) return;
  const issues = checked?.error.issues.map((i) => `${i.path.join(".") || "(documento)"}: ${i.message}`);
  throw new Error(
    `conteúdo ${doc.kind}:${doc.key} inválido, versão não salva: ${issues?.join("; ") ?? "documento que não existe"}`,
  );
}

export type SaveOutcome = { saved: true; version: number; fields: string[] } | { saved: false };

/**
 * Saves a new version of a document: `data` already parsed by its schema (checked again before
 * the insert). Nothing changed, nothing written. One transaction with its audit row (ids and field names, no content); inside a caller's
 * (an insurer's public and internal sides together), or its own.
 */
export async function saveDocument(
  db: Kysely<Database> | Transaction<Database>,
  actorId: string,
  doc: ContentDocument,
  change: (previous: unknown) => unknown,
  action: "content.save" | "content.restore" | "content.visibility" = "content.save",
  restoredFrom: number | null = null,
): Promise<SaveOutcome> {
  return contentTransaction(db, async (trx): Promise<SaveOutcome> => {
    const previous = await latestVersion(trx, doc);
    const data = change(previous?.data);
    if (previous && changedFields(previous.data, data).length === 0) return { saved: false } as const;
    assertValid(doc, data);
    const { version, fields } = await insertVersion(trx, doc, data, previous, actorId, restoredFrom);
    await audit(trx, {
      actorId,
      action,
      targetId: `${doc.kind}:${doc.key}`,
      details: {
        version,
        fields,
        ...(restoredFrom !== null && { restoredFrom }),
        // Which way it went, so the audit can say "ocultou" or "voltou a mostrar".
        ...(action === "content.visibility" && { hidden: (data as { hidden?: unknown }).hidden === true }),
      },
    });
    return { saved: true, version, fields } as const;
  });
}

/**
 * Brings an earlier version's content back as a new version, by its kind's restore rule: what is
 * not text stays as it is now (a product's or insurer's visibility, an insurer's place in the list).
 */
export async function restoreVersion(
  db: Kysely<Database>,
  actorId: string,
  doc: ContentDocument,
  version: number,
): Promise<SaveOutcome> {
  const old = (await readVersion(db, doc, version)) as Record<string, unknown>;
  return saveDocument(
    db,
    actorId,
    doc,
    (previous) => kindOf(doc.kind).restore(old, previous as Record<string, unknown> | undefined),
    "content.restore",
    version,
  );
}
