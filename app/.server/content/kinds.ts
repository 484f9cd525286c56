import { href } from "react-router";
import type { ContentKind } from "~/.server/platform";
import { fieldLabel, insurerFieldLabels } from "~/content/content-labels";
import { insurers as insurerDefaults } from "~/content/insurer-defaults";
import { type Insurer, insurerPublicSchema } from "~/content/insurer-schemas";
import { products as productDefaults } from "~/content/product-defaults";
import { productContentSchema } from "~/content/product-schemas";
import type { Product, ProductDefault } from "~/content/product-types";
import { type SiteDetails, siteDetailsSchema } from "~/content/site-config";
import { defaultSiteDetails } from "~/content/site-defaults";
import type { z } from "~/lib/zod";

/**
 * The content kinds (decision 003, 018): everything the store, the snapshot and the history
 * screen know about a kind of document is its entry here. A fourth kind is one more entry (and
 * its name in `ContentKind`, db/content-tables.ts); nothing else tests `kind`.
 */

/** A document as stored: its kind, its key within the kind (`site`, a product's slug, an insurer's id). */
export interface ContentDocument {
  kind: ContentKind;
  key: string;
}

/** A document's key and its data (a default, or a stored version read with today's schema). */
export interface KeyedData {
  key: string;
  data: unknown;
}

interface KindEntry<Field extends string, Value> {
  /** Where the snapshot keeps this kind (`snapshot.site`, `snapshot.products`…). */
  field: Field;
  /** The schema of document `key`, or undefined for a key that cannot exist. */
  schema(key: string): z.ZodType | undefined;
  /** What each document holds before any admin edits it, in the kind's order. */
  defaults(quotePortalUrl: string): KeyedData[];
  /** Whether admins add documents beyond the defaults (then every stored key belongs in the snapshot). */
  addable: boolean;
  /** The snapshot's value from the kind's documents (defaults' order first, then added ones). */
  collect(documents: KeyedData[]): Value;
  /** A document's live data (what its editor starts from), out of the snapshot's value; undefined for an insurer it lacks. */
  current(value: Value, key: string): unknown;
  /** The document's name on the admin screens and in the history. */
  title(value: Value, key: string): string;
  /** The admin screen that edits the document (the history links back to it). */
  editorPath(key: string): string;
  /** A changed field's Portuguese name in the history (`address.city` → "Cidade"). */
  fieldLabel(path: string): string;
  /**
   * What restoring `old` writes, given the live data `now`: what is not text stays as it is now
   * (bringing back old text should not unhide a page or move an insurer).
   */
  restore(old: Record<string, unknown>, now: Record<string, unknown> | undefined): unknown;
}

/** Each entry typed by its own field and value (the snapshot's type is built from them). */
function kind<const Field extends string, Value>(entry: KindEntry<Field, Value>): KindEntry<Field, Value> {
  return entry;
}

const SITE_KEY = "site";

function productDefault(slug: string): ProductDefault | undefined {
  return productDefaults.find((p) => p.slug === slug);
}

/** What a product's document stores: its default without the identity fixed in code. */
function editableContent(product: ProductDefault): Record<string, unknown> {
  const { slug: _slug, category: _category, illustration: _illustration, ...content } = product;
  return { hidden: false, variants: [], ...content };
}

/** An insurer's id: kebab-case, as the admin form makes it from the name. */
export const INSURER_ID = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;

/** The directory's order: position, then name. */
function byPosition(a: Insurer, b: Insurer): number {
  return a.position - b.position || a.name.localeCompare(b.name, "pt-BR");
}

/** Restoring keeps the live visibility (a product, an insurer). */
const keepHidden = (now: Record<string, unknown> | undefined) => ({
  hidden: (now?.hidden as boolean | undefined) ?? false,
});

export const contentKinds = {
  /** Dados da corretora: one document, `site/site`. */
  site: kind({
    field: "site",
    schema: (key) => (key === SITE_KEY ? siteDetailsSchema : undefined),
    defaults: (quotePortalUrl) => [{ key: SITE_KEY, data: { ...defaultSiteDetails, quotePortalUrl } }],
    addable: false,
    collect: (documents) => (documents[0]?.data ?? defaultSiteDetails) as SiteDetails,
    current: (site) => site,
    title: () => "Dados da corretora",
    editorPath: () => href("/admin-portal/site"),
    fieldLabel: (path) => fieldLabel(path),
    restore: (old) => old,
  }),
  /** A product page, `product/<slug>`: the texts; slug, category and illustration stay in code. */
  product: kind({
    field: "products",
    schema: (key) => {
      const product = productDefault(key);
      return product ? productContentSchema(product.category) : undefined;
    },
    defaults: () => productDefaults.map((p) => ({ key: p.slug, data: editableContent(p) })),
    addable: false,
    collect: (documents) =>
      documents.flatMap(({ key, data }) => {
        const p = productDefault(key);
        if (!p) return [];
        return [
          {
            ...(data as object),
            slug: p.slug,
            category: p.category,
            illustration: p.illustration,
          } as Product,
        ];
      }),
    current: (products, key) => {
      const {
        slug: _s,
        category: _c,
        illustration: _i,
        ...rest
      } = products.find((p) => p.slug === key) ?? {};
      return rest;
    },
    title: (products, key) => products.find((p) => p.slug === key)?.title ?? key,
    editorPath: (key) => href("/admin-portal/products/:slug", { slug: key }),
    fieldLabel: (path) => fieldLabel(path),
    restore: (old, now) => ({ ...old, ...keepHidden(now) }),
  }),
  /** An insurer's public side, `insurer/<id>` (decision 019): the defaults plus every one an admin added. */
  insurer: kind({
    field: "insurers",
    schema: (key) => (INSURER_ID.test(key) ? insurerPublicSchema : undefined),
    defaults: () => insurerDefaults.map(({ id, ...record }) => ({ key: id, data: record })),
    addable: true,
    collect: (documents) =>
      documents.map(({ key, data }) => ({ ...(data as object), id: key }) as Insurer).sort(byPosition),
    current: (insurers, key) => {
      const insurer = insurers.find((i) => i.id === key);
      if (!insurer) return undefined;
      const { id: _id, ...record } = insurer;
      return record;
    },
    title: (insurers, key) => insurers.find((i) => i.id === key)?.name ?? key,
    editorPath: (key) => href("/admin-portal/insurers/:insurer", { insurer: key }),
    fieldLabel: (path) => fieldLabel(path, insurerFieldLabels),
    restore: (old, now) => ({
      ...old,
      ...keepHidden(now),
      ...(now?.position !== undefined && { position: now.position }),
    }),
  }),
} satisfies { [K in ContentKind]: KindEntry<string, unknown> };

type Kinds = typeof contentKinds;

/** The value the snapshot keeps for kind K (SiteDetails, Product[], Insurer[]). */
export type KindValue<K extends ContentKind> = Kinds[K] extends KindEntry<string, infer V> ? V : never;

/** The snapshot's fields, one per kind: `site`, `products`, `insurers`. */
export type KindFields = { [K in ContentKind as Kinds[K]["field"]]: KindValue<K> };

export const CONTENT_KINDS = Object.keys(contentKinds) as ContentKind[];

/** The registry entry of a kind (typed loosely: callers pass values they got from the same entry). */
export function kindOf(kind: ContentKind): KindEntry<string, unknown> {
  return contentKinds[kind] as KindEntry<string, unknown>;
}

export function isContentKind(kind: string): kind is ContentKind {
  return Object.hasOwn(contentKinds, kind);
}

/** The schema of a document, or undefined for a document that cannot exist. */
export function documentSchema(doc: ContentDocument) {
  return isContentKind(doc.kind) ? kindOf(doc.kind).schema(doc.key) : undefined;
}

/** What each document holds before any admin edits it: the typed modules, with the environment's quote portal. */
export function defaultDocuments(quotePortalUrl: string): Array<ContentDocument & { data: unknown }> {
  return CONTENT_KINDS.flatMap((kind) =>
    kindOf(kind)
      .defaults(quotePortalUrl)
      .map(({ key, data }) => ({ kind, key, data })),
  );
}

/** A document's default, if it has one (an added insurer has none). */
export function defaultOf(doc: ContentDocument, quotePortalUrl = defaultSiteDetails.quotePortalUrl): unknown {
  return kindOf(doc.kind)
    .defaults(quotePortalUrl)
    .find((d) => d.key === doc.key)?.data;
}
