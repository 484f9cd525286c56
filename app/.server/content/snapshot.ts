import type { Kysely } from "kysely";
import type { Database } from "~/.server/platform";
import { afterCommit, databaseOf } from "~/.server/platform";
import type { BusinessTimeZone } from "~/content/business-hours";
import type { Product } from "~/content/product-types";
import { productPath } from "~/content/product-types";
import { defaultSiteDetails } from "~/content/site-defaults";
import { CONTENT_KINDS, type ContentDocument, type KeyedData, type KindFields, kindOf } from "./kinds";
import { type LatestVersion, latestVersions, readDocument, readRevision } from "./versions";

/**
 * What public loaders read (decision 018): an in-memory snapshot of the newest version of every
 * document, built in one place (`buildSnapshot`) from the kinds' registry. Every instance polls the
 * revision counter and reloads when another instance (or this one) wrote content; a write
 * anywhere in this process reloads it right after its commit (`refreshAfterCommit`).
 */

export type ContentSnapshot = {
  /** content_revision.revision when this snapshot was read: changes with every save anywhere. */
  revision: number;
} & KindFields;

/**
 * The snapshot from the stored documents (none: the defaults). Each kind's documents in its
 * defaults' order, then (a kind admins add to) the stored ones without a default; each read with
 * its schema, its default filling what an older version lacks.
 */
function buildSnapshot(
  revision: number,
  quotePortalUrl: string,
  stored: ReadonlyMap<string, LatestVersion & ContentDocument> = new Map(),
): ContentSnapshot {
  const snapshot: Record<string, unknown> = { revision };
  for (const kind of CONTENT_KINDS) {
    const entry = kindOf(kind);
    const defaults = new Map(entry.defaults(quotePortalUrl).map((d) => [d.key, d.data]));
    const added = entry.addable
      ? [...stored.values()].filter((v) => v.kind === kind && !defaults.has(v.key)).map((v) => v.key)
      : [];
    // A stored document nothing readable is left of (versions.ts logged it) takes its default;
    // an added insurer without one is left out.
    const documents: KeyedData[] = [...defaults.keys(), ...added].flatMap((key) => {
      const fallback = defaults.get(key);
      const reading = readDocument({ kind, key }, stored.get(`${kind}:${key}`)?.data ?? fallback, fallback);
      return reading.ok ? [{ key, data: reading.data }] : [];
    });
    snapshot[entry.field] = entry.collect(documents);
  }
  return snapshot as ContentSnapshot;
}

/** Reads the newest version of every document into a snapshot (the revision first: a save in between reloads again). */
export async function loadContent(db: Kysely<Database>, quotePortalUrl: string): Promise<ContentSnapshot> {
  const revision = await readRevision(db);
  return buildSnapshot(revision, quotePortalUrl, await latestVersions(db));
}

/** How often each instance asks whether the content changed: within a second everywhere. */
export const CONTENT_POLL_MS = 500;

let snapshot: ContentSnapshot | undefined;
/** QUOTE_PORTAL_URL as the server started with it: the default a reload fills in. */
let defaultPortal = defaultSiteDetails.quotePortalUrl;
/** The database the snapshot was last read from: where a write's refresh reads it again. */
let source: Kysely<Database> | undefined;

/**
 * The content the public site shows now: loaded at start (services.ts), refreshed by the poll.
 * Code that runs without the server (the outbox driven by a test, a CLI) gets the defaults.
 */
export function currentContent(): ContentSnapshot {
  snapshot ??= buildSnapshot(0, defaultSiteDetails.quotePortalUrl);
  return snapshot;
}

/**
 * The brokerage's time zone, as admins chose it in "Dados da corretora" (decision 043): the zone of
 * its clock (decision 056), for every date shown and every day and hour counted. Read here, where
 * the snapshot is, and passed to the platform's clock, which imports no domain.
 */
export function brokerageTimeZone(): BusinessTimeZone {
  return currentContent().site.businessHours.timeZone;
}

/**
 * Reloads the snapshot when the revision moved (one indexed read when it did not), the quote
 * portal default changed or the snapshot was read from another database (tests open one per
 * case). Answers how many reloads it did (0 or 1), so the periodic job logs only the runs that
 * changed something.
 */
export async function refreshContent(db: Kysely<Database>, quotePortalUrl?: string): Promise<number> {
  const sameSource = db === source;
  source = db;
  const portalMoved = quotePortalUrl !== undefined && quotePortalUrl !== defaultPortal;
  if (quotePortalUrl) defaultPortal = quotePortalUrl;
  const current = sameSource && !portalMoved && snapshot && snapshot.revision > 0;
  if (current && (await readRevision(db)) === snapshot?.revision) return 0;
  snapshot = await loadContent(db, defaultPortal);
  for (const listener of listeners) listener(snapshot);
  return 1;
}

const listeners = new Set<(content: ContentSnapshot) => void>();

/**
 * Calls `listener` with each new snapshot, whether this instance wrote it or the poll found it
 * (the page cache renders its pages again: decision 050). Answers a function that stops it.
 */
export function onContentChange(listener: (content: ContentSnapshot) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Transactions that already refresh the snapshot after their commit. */
const refreshing = new WeakSet<Kysely<Database>>();

/**
 * The one rule for a content write (store.ts `contentTransaction`): once `trx` commits, this
 * instance reloads its snapshot from the database the write went to (`databaseOf`), so the
 * writer's next page shows the change; the other instances follow within a poll. Registered once
 * per transaction however many documents it writes.
 */
export async function refreshAfterCommit(trx: Kysely<Database>, database?: Kysely<Database>): Promise<void> {
  if (refreshing.has(trx)) return;
  refreshing.add(trx);
  const db = database ?? databaseOf(trx);
  await afterCommit(trx, async () => {
    await refreshContent(db);
  });
}

/** Products a visitor may see, in menu order. */
export function visibleProducts(content = currentContent()): Product[] {
  return content.products.filter((p) => !p.hidden);
}

/**
 * A product by its slug (unique across categories: a visitor's ?produto=, a stored message) or
 * its page path. `visibleOnly` (pages, links) leaves hidden products out; labels of stored
 * messages still find them.
 */
export function findProduct(
  key: { slug: string | null | undefined } | { path: string },
  { visibleOnly = true } = {},
): Product | undefined {
  const list = visibleOnly ? visibleProducts() : currentContent().products;
  if ("path" in key) {
    const path = key.path.replace(/\/+$/, "");
    return list.find((p) => productPath(p) === path);
  }
  return key.slug ? list.find((p) => p.slug === key.slug) : undefined;
}

/**
 * A product's title by its slug, hidden products included (a lead, a message or a mail about a
 * product an admin hid since still names it); undefined for a slug no product has.
 */
export function productTitle(slug: string | null | undefined): string | undefined {
  return findProduct({ slug }, { visibleOnly: false })?.title;
}

/** A document's value in the snapshot, as its kind keeps it. */
function snapshotValue(doc: ContentDocument): unknown {
  return (currentContent() as unknown as Record<string, unknown>)[kindOf(doc.kind).field];
}

/** The live value of a document (what the admin form starts from). */
export function currentDocument(doc: ContentDocument): unknown {
  return kindOf(doc.kind).current(snapshotValue(doc), doc.key);
}

/** The document's name on the admin screens and in its history. */
export function documentTitle(doc: ContentDocument): string {
  return kindOf(doc.kind).title(snapshotValue(doc), doc.key);
}
