import { currentContent, INSURER_ID, uploadedLogo } from "~/.server/content";
import type { App } from "~/.server/platform";
import { credentialsKey, intentSchema, parseInput } from "~/.server/platform";
import { type insurerEditorSchema, newInsurerSchema } from "~/content/insurer-schemas";
import { displayPhone } from "~/lib/phone-links";
import { z } from "~/lib/zod";
import {
  createInsurer,
  findInsurer,
  internalAccess,
  moveInsurer,
  readInternal,
  revealPassword,
  saveInsurer,
  setInsurerHidden,
} from "./insurers";

type InsurerEditorInput = z.output<typeof insurerEditorSchema>;

/**
 * The admin screens' insurer actions and the staff's password reveal (after the route's guard):
 * each parses what was posted, then calls insurers.ts, whose transactions do the work.
 */

/** What the admin screen "Seguradoras" says after each action. */
export const INSURERS_DONE = {
  add: "Seguradora adicionada: complete os dados dela.",
  "move-up": "Ordem da lista atualizada.",
  "move-down": "Ordem da lista atualizada.",
  "move-to": "Ordem da lista atualizada.",
  hide: "Seguradora oculta: ela saiu da página pública.",
  show: "Seguradora visível na página pública de novo.",
} as const;

export type InsurersIntent = keyof typeof INSURERS_DONE;

/** What the list says, in place, after a move made with JavaScript (the screen stays where it is). */
export function insurerMovedMessage(id: string, position: number): string {
  return `${findInsurer(id)?.name ?? "Seguradora"} movida para a posição ${position + 1}.`;
}

/** After the editor's save. */
export const INSURER_SAVED = "Seguradora salva.";

/** An insurer's id as every screen and action checks it: the content store's own rule. */
export const insurerIdSchema = z.string().regex(INSURER_ID, { error: "Seguradora não encontrada." });

const idSchema = z.object({ id: insurerIdSchema });
/** A drop's target place in the list (0 first). */
const positionSchema = z.object({
  position: z.coerce
    .number({ error: "Posição inválida." })
    .int({ error: "Posição inválida." })
    .min(0)
    .max(10_000),
});

const MOVES = { "move-up": "up", "move-down": "down" } as const;

/**
 * One action of the insurer list: add (answers the new insurer's id, whose editor opens next),
 * hide, show, move up, down or to a place (answers the insurer's new place, 0 first).
 */
export async function runInsurersAction(
  { db }: App,
  actorId: string,
  form: Record<string, string>,
): Promise<{ intent: InsurersIntent; added?: string; movedTo?: number }> {
  const intent = parseInput(intentSchema(INSURERS_DONE), form.intent);
  if (intent === "add")
    return { intent, added: await createInsurer(db, actorId, parseInput(newInsurerSchema, form)) };
  const { id } = parseInput(idSchema, form);
  if (intent === "hide" || intent === "show") {
    await setInsurerHidden(db, actorId, id, intent === "hide");
    return { intent };
  }
  const move = intent === "move-to" ? { to: parseInput(positionSchema, form).position } : MOVES[intent];
  return { intent, movedTo: await moveInsurer(db, actorId, id, move) };
}

/**
 * The editor's save: both sides of the insurer, and its logo — removed when asked, replaced by an
 * uploaded file (checked by its bytes in storeLogo), else kept.
 */
export async function saveInsurerEditor(
  { db, env }: App,
  actorId: string,
  id: string,
  value: InsurerEditorInput,
): Promise<void> {
  // An unknown id: the route's 404 before the form is read, and saveInsurer's own.
  const { internal, logoFile, removeLogo, ...record } = value;
  const logo = await uploadedLogo(db, { logoFile, removeLogo });
  await saveInsurer(
    db,
    actorId,
    id,
    { record, internal, logo: logo === null ? null : logo?.file },
    credentialsKey(env.credentialsKey),
  );
}

const revealSchema = z.object({ intent: z.literal("reveal", { error: "Ação desconhecida." }) });

/** "Mostrar senha": the insurer portal password, for approved staff; each reveal is audited. */
export async function revealInsurerPassword(
  { db, env }: App,
  actorId: string,
  id: string,
  form: Record<string, string>,
): Promise<string> {
  parseInput(revealSchema, form);
  return revealPassword(db, actorId, id, credentialsKey(env.credentialsKey));
}

/** What a record of the list still lacks, in the list's words: the 24 h line, the portal, the login. */
export type InsurerGap = "24 h" | "portal" | "login";

/**
 * The admin list's rows, in the directory's order: the logo or badge, visibility, partnership and
 * what the record lacks for a customer in trouble (the 24 h line) and for the staff (portal, login).
 */
export async function insurerListData({ db }: App) {
  const access = await internalAccess(db);
  return currentContent().insurers.map((i) => {
    const internal = access.get(i.id);
    const gaps: InsurerGap[] = [];
    if (!i.phones.some((p) => p.kind === "assistance")) gaps.push("24 h");
    if (!internal?.portal) gaps.push("portal");
    if (!internal?.login) gaps.push("login");
    return {
      id: i.id,
      name: i.name,
      hidden: i.hidden,
      partner: i.partner,
      logo: i.logo,
      monogram: i.monogram,
      color: i.color,
      gaps,
    };
  });
}

/** What the insurer editor starts from (phones as people type them), or undefined for an unknown id. */
export async function insurerEditorData({ db }: App, id: string) {
  const insurer = findInsurer(id);
  if (!insurer) return undefined;
  const { id: _id, hidden: _h, position: _p, ...record } = insurer;
  const internal = await readInternal(db, id);
  return {
    id,
    logo: record.logo,
    hasPassword: internal.hasPassword,
    products: currentContent()
      .products.filter((p) => p.category === "insurances")
      .map((p) => ({ slug: p.slug, label: p.menuLabel })),
    values: {
      ...record,
      phones: record.phones.map((p) => ({ ...p, number: displayPhone(p.number) })),
      internal: {
        ...internal.values,
        managerPhone: internal.values.managerPhone && displayPhone(internal.values.managerPhone),
      },
    },
  };
}
