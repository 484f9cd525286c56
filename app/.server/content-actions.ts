import type { Kysely } from "kysely";
import type { SiteDetails } from "~/content/site-config";
import {
  type ContentDocument,
  contentDocument,
  refreshContent,
  restoreVersion,
  type SaveOutcome,
  saveDocument,
} from "./content";
import type { Database } from "./db/schema";
import { Refusal } from "./refusal";
import { services } from "./services";

/** What the admin screens say after each content action (the redirect carries it as a flash). */
export const CONTENT_DONE = {
  save: "Alterações salvas: o site já mostra a nova versão.",
  unchanged: "Nada mudou: nenhuma versão nova foi criada.",
  hide: "Produto oculto: a página saiu do site, dos menus e do mapa do site.",
  show: "Produto visível no site de novo.",
  restore: "Versão restaurada: o site já mostra esse conteúdo.",
} as const;

type Done = keyof typeof CONTENT_DONE;

/** After a save this instance shows the change at once; the others within a second (their poll). */
async function applied(db: Kysely<Database>, outcome: SaveOutcome, done: Done): Promise<Done> {
  await refreshContent(db, services().env.quotePortalUrl);
  return outcome.saved ? done : "unchanged";
}

export function productDocument(slug: string): ContentDocument {
  return contentDocument("product", slug);
}

export async function saveSiteDetails(actorId: string, details: SiteDetails): Promise<Done> {
  const { db } = services().database;
  const outcome = await saveDocument(db, actorId, contentDocument("site", "site"), () => details);
  return applied(db, outcome, "save");
}

/** A product's texts; its visibility stays as it is (hide and show are their own actions). */
export async function saveProductContent(actorId: string, slug: string, content: object): Promise<Done> {
  const { db } = services().database;
  const outcome = await saveDocument(db, actorId, productDocument(slug), (previous) => ({
    ...content,
    hidden: (previous as { hidden?: boolean } | undefined)?.hidden ?? false,
  }));
  return applied(db, outcome, "save");
}

export async function setProductHidden(actorId: string, slug: string, hidden: boolean): Promise<Done> {
  const { db } = services().database;
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
  return applied(db, outcome, hidden ? "hide" : "show");
}

export async function restoreContent(actorId: string, doc: ContentDocument, version: number): Promise<Done> {
  const { db } = services().database;
  const outcome = await restoreVersion(db, actorId, doc, version);
  return applied(db, outcome, "restore");
}
