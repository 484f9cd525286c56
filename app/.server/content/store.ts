import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { type Insurer, insurers as insurerDefaults, insurerPublicSchema } from "~/content/insurers";
import { productContentSchema } from "~/content/product-schemas";
import { type Product, type ProductDefault, productPath } from "~/content/product-types";
import { products as productDefaults } from "~/content/products";
import { type SiteDetails, siteDetailsSchema } from "~/content/site-config";
import { defaultSiteDetails } from "~/content/site-defaults";
import { audit } from "./audit";
import type { ContentKind } from "./db/content-tables";
import type { Database } from "./db/schema";
import { logger } from "./logger";
import { Refusal } from "./refusal";

/**
 * The public site's admin-managed content (issue 14, decision 018): the brokerage's details and
 * every product page, each a document with versions in `content_versions`. Public loaders read
 * an in-memory snapshot (`currentContent`), never the database; every instance polls one revision
 * counter and reloads the snapshot when another instance (or this one) saved something.
 */

type Db = Kysely<Database> | Transaction<Database>;

export interface ContentSnapshot {
  /** content_revision.revision when this snapshot was read: changes with every save anywhere. */
  revision: number;
  site: SiteDetails;
  /** Every product in the default order, hidden ones included (see `visibleProducts`). */
  products: Product[];
  /** Every insurer's public record in the directory's order, hidden ones included. */
  insurers: Insurer[];
}

export interface ContentDocument {
  kind: ContentKind;
  key: string;
}

const SITE_KEY = "site";

function productDefault(slug: string): ProductDefault | undefined {
  return productDefaults.find((p) => p.slug === slug);
}

/** The editable part of a product default: what its document stores. */
function editableContent(product: ProductDefault): Record<string, unknown> {
  const { slug: _slug, category: _category, illustration: _illustration, ...content } = product;
  return { hidden: false, variants: [], ...content };
}

/** An insurer's id: kebab-case, as the admin form makes it from the name. */
export const INSURER_ID = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

/** The schema of a document, or undefined for a document that cannot exist. */
export function documentSchema(doc: ContentDocument) {
  if (doc.kind === "site") return doc.key === SITE_KEY ? siteDetailsSchema : undefined;
  if (doc.kind === "insurer") return INSURER_ID.test(doc.key) ? insurerPublicSchema : undefined;
  const product = productDefault(doc.key);
  return product ? productContentSchema(product.category) : undefined;
}

/** What each document holds before any admin edits it: the typed modules, with the environment's quote portal. */
export function defaultDocuments(quotePortalUrl: string): Array<ContentDocument & { data: unknown }> {
  return [
    { kind: "site", key: SITE_KEY, data: { ...defaultSiteDetails, quotePortalUrl } },
    ...productDefaults.map((p) => ({ kind: "product" as const, key: p.slug, data: editableContent(p) })),
    ...insurerDefaults.map(({ id, ...record }) => ({ kind: "insurer" as const, key: id, data: record })),
  ];
}

/** The directory's order: position, then name. */
function byPosition(a: Insurer, b: Insurer): number {
  return a.position - b.position || a.name.localeCompare(b.name, "pt-BR");
}

/** A stored document read with today's schema; a field a newer release added takes its default. */
function readDocument(doc: ContentDocument, stored: unknown, fallback: unknown): unknown {
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

interface LatestVersion {
  version: number;
  data: unknown;
  authorId: string | null;
}

async function latestVersion(db: Db, doc: ContentDocument): Promise<LatestVersion | undefined> {
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
async function latestVersions(db: Db): Promise<Map<string, LatestVersion & ContentDocument>> {
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

/** Bumps the revision counter; on PostgreSQL the row lock also serialises content writes. */
async function nextRevision(trx: Transaction<Database>): Promise<number> {
  const row = await trx
    .updateTable("content_revision")
    .set((eb) => ({ revision: eb("revision", "+", 1) }))
    .where("id", "=", 1)
    .returning("revision")
    .executeTakeFirstOrThrow();
  return row.revision;
}

async function insertVersion(
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

/**
 * At start: every document without a version gets its default as version 1; a document nobody has
 * edited yet (its newest version is a default) follows a changed default (a release's corrected
 * copy, a new QUOTE_PORTAL_URL). What an admin saved is never overwritten.
 */
export async function seedContent(db: Kysely<Database>, quotePortalUrl: string): Promise<number> {
  const pending = async (trx: Db) => {
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
  return db.transaction().execute(async (trx) => {
    await nextRevision(trx);
    const todo = await pending(trx);
    for (const { doc, data, previous } of todo) await insertVersion(trx, doc, data, previous, null);
    return todo.length;
  });
}

async function readRevision(db: Db): Promise<number> {
  const row = await db
    .selectFrom("content_revision")
    .select("revision")
    .where("id", "=", 1)
    .executeTakeFirst();
  return row?.revision ?? 0;
}

/** Reads the newest version of every document into a snapshot (the revision first: a save in between reloads again). */
export async function loadContent(db: Kysely<Database>, quotePortalUrl: string): Promise<ContentSnapshot> {
  const revision = await readRevision(db);
  const latest = await latestVersions(db);
  const stored = new Map([...latest].map(([id, v]) => [id, v.data]));
  const defaults = defaultDocuments(quotePortalUrl);
  const [siteDocument, ...productDocuments] = defaults.filter((d) => d.kind !== "insurer");
  const read = (doc: ContentDocument & { data: unknown }) =>
    readDocument(doc, stored.get(`${doc.kind}:${doc.key}`) ?? doc.data, doc.data);
  const site = (siteDocument ? read(siteDocument) : defaultSiteDetails) as SiteDetails;
  const products = productDefaults.map((p, index) => {
    const doc = productDocuments[index];
    const content = (doc ? read(doc) : {}) as Record<string, unknown>;
    return { ...content, slug: p.slug, category: p.category, illustration: p.illustration } as Product;
  });
  // Insurers: the defaults plus every one an admin added.
  const insurerKeys = new Set([
    ...defaults.filter((d) => d.kind === "insurer").map((d) => d.key),
    ...[...latest.values()].filter((v) => v.kind === "insurer").map((v) => v.key),
  ]);
  const insurerDefault = new Map(defaults.filter((d) => d.kind === "insurer").map((d) => [d.key, d.data]));
  const insurers = [...insurerKeys]
    .filter((key) => INSURER_ID.test(key))
    .map((key) => {
      const doc = {
        kind: "insurer" as const,
        key,
        data: insurerDefault.get(key) ?? stored.get(`insurer:${key}`),
      };
      return { ...(read(doc) as object), id: key } as Insurer;
    })
    .sort(byPosition);
  return { revision, site, products, insurers };
}

/** How often each instance asks whether the content changed: within a second everywhere. */
export const CONTENT_POLL_MS = 500;

let snapshot: ContentSnapshot | undefined;
/** QUOTE_PORTAL_URL as the server started with it: the default a reload fills in. */
let defaultPortal = defaultSiteDetails.quotePortalUrl;

/** The typed defaults as a snapshot (revision 0): what code running outside the server reads. */
function defaultSnapshot(): ContentSnapshot {
  const [siteDocument, ...productDocuments] = defaultDocuments(defaultSiteDetails.quotePortalUrl).filter(
    (d) => d.kind !== "insurer",
  );
  return {
    insurers: insurerDefaults.map((i) => ({ ...insurerPublicSchema.parse(i), id: i.id })).sort(byPosition),
    revision: 0,
    site: siteDetailsSchema.parse(siteDocument?.data),
    products: productDefaults.map((p, index) => ({
      ...(documentSchema({ kind: "product", key: p.slug })?.parse(productDocuments[index]?.data) as object),
      slug: p.slug,
      category: p.category,
      illustration: p.illustration,
    })) as Product[],
  };
}

/**
 * The content the public site shows now: loaded at start (services.ts), refreshed by the poll.
 * Code that runs without the server (the outbox driven by a test, a CLI) gets the defaults.
 */
export function currentContent(): ContentSnapshot {
  snapshot ??= defaultSnapshot();
  return snapshot;
}

/**
 * Reloads the snapshot when the revision moved (one indexed read when it did not). Answers how
 * many reloads it did (0 or 1), so the periodic job logs only the runs that changed something.
 */
export async function refreshContent(db: Kysely<Database>, quotePortalUrl?: string): Promise<number> {
  if (quotePortalUrl) defaultPortal = quotePortalUrl;
  if (snapshot && snapshot.revision > 0 && (await readRevision(db)) === snapshot.revision) return 0;
  snapshot = await loadContent(db, defaultPortal);
  return 1;
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

/** The document for an admin screen's (kind, key), or a 404 Refusal. */
export function contentDocument(
  kind: string,
  key: string,
): ContentDocument & { schema: NonNullable<ReturnType<typeof documentSchema>> } {
  const doc = { kind: kind as ContentKind, key };
  const schema =
    kind === "site" || kind === "product" || kind === "insurer" ? documentSchema(doc) : undefined;
  if (!schema) throw new Refusal("Conteúdo não encontrado.", 404);
  return { ...doc, schema };
}

/** The live value of a document (what the admin form starts from). */
export function currentDocument(doc: ContentDocument): unknown {
  const content = currentContent();
  if (doc.kind === "site") return content.site;
  if (doc.kind === "insurer") {
    const { id: _id, ...record } = content.insurers.find((i) => i.id === doc.key) ?? {};
    return record;
  }
  const {
    slug: _s,
    category: _c,
    illustration: _i,
    ...rest
  } = content.products.find((p) => p.slug === doc.key) ?? {};
  return rest;
}

export type SaveOutcome = { saved: true; version: number; fields: string[] } | { saved: false };

/**
 * Saves a new version of a document: `data` already parsed by its schema. Nothing changed, nothing
 * written. One transaction with its audit row (ids and field names, no content).
 */
export async function saveDocument(
  db: Kysely<Database> | Transaction<Database>,
  actorId: string,
  doc: ContentDocument,
  change: (previous: unknown) => unknown,
  action: "content.save" | "content.restore" | "content.visibility" = "content.save",
  restoredFrom: number | null = null,
): Promise<SaveOutcome> {
  const work = async (trx: Transaction<Database>): Promise<SaveOutcome> => {
    const previous = await latestVersion(trx, doc);
    const data = change(previous?.data);
    if (previous && changedFields(previous.data, data).length === 0) return { saved: false } as const;
    const { version, fields } = await insertVersion(trx, doc, data, previous, actorId, restoredFrom);
    await audit(trx, {
      actorId,
      action,
      targetId: `${doc.kind}:${doc.key}`,
      details: { version, fields, ...(restoredFrom !== null && { restoredFrom }) },
    });
    return { saved: true, version, fields } as const;
  };
  // Inside a caller's transaction (an insurer's public and internal sides together; the caller
  // refreshes after its commit), or its own: then this instance shows the change at once, the
  // others within a poll.
  if (db.isTransaction) return work(db as Transaction<Database>);
  const outcome = await db.transaction().execute(work);
  if (outcome.saved) await refreshContent(db);
  return outcome;
}

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
  // The default only fills fields an old version lacks (its quote portal URL is never one of them).
  const fallback = defaultDocuments(defaultSiteDetails.quotePortalUrl).find(
    (d) => d.kind === doc.kind && d.key === doc.key,
  )?.data;
  return readDocument(doc, JSON.parse(row.data), fallback);
}

/**
 * Brings an earlier version's content back as a new version. What is not text stays as it is now:
 * a product's or insurer's visibility, an insurer's place in the list.
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
    (previous) => {
      if (doc.kind === "site") return old;
      const now = (previous ?? {}) as { hidden?: boolean; position?: number };
      return {
        ...old,
        hidden: now.hidden ?? false,
        ...(doc.kind === "insurer" && now.position !== undefined && { position: now.position }),
      };
    },
    "content.restore",
    version,
  );
}
