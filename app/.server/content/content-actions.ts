import type { App } from "~/.server/platform";
import { parseInput, Refusal } from "~/.server/platform";
import { products as productDefaults } from "~/content/product-defaults";
import { productPath } from "~/content/product-types";
import type { SiteDetails, SiteEditorInput } from "~/content/site-config";
import { displayPhone } from "~/lib/phone-links";
import { z } from "~/lib/zod";
import type { ContentDocument } from "./kinds";
import { uploadedLogo } from "./logos";
import { currentContent, currentDocument } from "./snapshot";
import { contentDocument, restoreVersion, type SaveOutcome, saveDocument } from "./store";

/** What the admin screens say after each content action (the redirect carries it as a flash). */
export const CONTENT_DONE = {
  save: "Alterações salvas: o site já mostra a nova versão.",
  unchanged: "Nada mudou: nenhuma versão nova foi criada.",
  hide: "Produto oculto: a página saiu do site, dos menus e do mapa do site.",
  show: "Produto visível no site de novo.",
  restore: "Versão restaurada: o site já mostra esse conteúdo.",
} as const;

type Done = keyof typeof CONTENT_DONE;

/** What to say: the action's message, or that nothing changed (saveDocument wrote no version). */
const said = (outcome: SaveOutcome, done: Done): Done => (outcome.saved ? done : "unchanged");

const slugs = productDefaults.map((p) => p.slug) as [string, ...string[]];

/** The product list's hide and show buttons. */
const visibilitySchema = z.object({
  intent: z.enum(["hide", "show"], { error: "Ação desconhecida." }),
  slug: z.enum(slugs, { error: "Produto não encontrado." }),
});

/** The history screen's restore button. */
const restoreSchema = z.object({
  intent: z.literal("restore", { error: "Ação desconhecida." }),
  version: z.coerce.number({ error: "Versão inválida." }).int().min(1).max(1_000_000),
});

export function productDocument(slug: string): ContentDocument {
  return contentDocument("product", slug);
}

/**
 * "Dados da corretora": the details, and the logo — removed when asked, replaced by an uploaded
 * file (checked by its bytes), else kept. The save is a new content revision, so every page
 * (the public cache's too) shows the new logo at once.
 */
export async function saveSiteDetails(
  { db }: App,
  actorId: string,
  { logoFile, removeLogo, ...details }: SiteEditorInput,
): Promise<Done> {
  const logo = await uploadedLogo(db, { logoFile, removeLogo });
  const outcome = await saveDocument(db, actorId, contentDocument("site", "site"), (previous) => ({
    ...details,
    logo: logo === undefined ? ((previous as Partial<SiteDetails> | undefined)?.logo ?? null) : logo,
  }));
  return said(outcome, "save");
}

/** A product's texts; its visibility stays as it is (hide and show are their own actions). */
export async function saveProductContent(
  { db }: App,
  actorId: string,
  slug: string,
  content: object,
): Promise<Done> {
  const outcome = await saveDocument(db, actorId, productDocument(slug), (previous) => ({
    ...content,
    hidden: (previous as { hidden?: boolean } | undefined)?.hidden ?? false,
  }));
  return said(outcome, "save");
}

async function setProductHidden({ db }: App, actorId: string, slug: string, hidden: boolean): Promise<Done> {
  const doc = productDocument(slug);
  const outcome = await saveDocument(
    db,
    actorId,
    doc,
    (previous) => {
      if (!previous) throw new Refusal("Conteúdo não encontrado.", 404);
      return { ...(previous as object), hidden };
    },
    "content.visibility",
  );
  return said(outcome, hidden ? "hide" : "show");
}

export async function restoreContent(
  { db }: App,
  actorId: string,
  doc: ContentDocument,
  form: Record<string, string>,
): Promise<Done> {
  // An unknown version is refused by readVersion ("Versão não encontrada.", 404).
  const { version } = parseInput(restoreSchema, form);
  const outcome = await restoreVersion(db, actorId, doc, version);
  return said(outcome, "restore");
}

/** Hides or shows one product page (the product list's buttons), after requireAdmin. */
export async function runProductsAction(
  app: App,
  actorId: string,
  form: Record<string, string>,
): Promise<Done> {
  const { intent, slug } = parseInput(visibilitySchema, form);
  return setProductHidden(app, actorId, slug, intent === "hide");
}

/** What the "Dados da corretora" editor starts from: phones as people type them (the schema keeps digits). */
export function siteDetailsEditor() {
  const site = currentContent().site;
  return {
    ...site,
    phones: site.phones.map((p) => ({ ...p, number: displayPhone(p.number) })),
    whatsapp: displayPhone(site.whatsapp),
  };
}

/** What a product page's editor starts from, or undefined for a product that does not exist. */
export function productEditor(slug: string) {
  const product = productDefaults.find((p) => p.slug === slug);
  if (!product) return undefined;
  const content = currentDocument(productDocument(product.slug)) as Record<string, unknown>;
  return {
    slug: product.slug,
    category: product.category,
    path: productPath(product),
    content: { ...content, specialist: content.specialist ?? { reason: "" } },
  };
}
