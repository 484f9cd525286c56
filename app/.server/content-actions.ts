import type { SiteDetails } from "~/content/site-config";
import {
  type ContentDocument,
  contentDocument,
  restoreVersion,
  type SaveOutcome,
  saveDocument,
} from "./content";
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

/** What to say: the action's message, or that nothing changed (saveDocument wrote no version). */
const said = (outcome: SaveOutcome, done: Done): Done => (outcome.saved ? done : "unchanged");

export function productDocument(slug: string): ContentDocument {
  return contentDocument("product", slug);
}

export async function saveSiteDetails(actorId: string, details: SiteDetails): Promise<Done> {
  const { db } = services().database;
  const outcome = await saveDocument(db, actorId, contentDocument("site", "site"), () => details);
  return said(outcome, "save");
}

/** A product's texts; its visibility stays as it is (hide and show are their own actions). */
export async function saveProductContent(actorId: string, slug: string, content: object): Promise<Done> {
  const { db } = services().database;
  const outcome = await saveDocument(db, actorId, productDocument(slug), (previous) => ({
    ...content,
    hidden: (previous as { hidden?: boolean } | undefined)?.hidden ?? false,
  }));
  return said(outcome, "save");
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
  return said(outcome, hidden ? "hide" : "show");
}

export async function restoreContent(actorId: string, doc: ContentDocument, version: number): Promise<Done> {
  const { db } = services().database;
  const outcome = await restoreVersion(db, actorId, doc, version);
  return said(outcome, "restore");
}
