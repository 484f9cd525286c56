import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { User } from "~/.server/accounts";
import { activeStaffWhere } from "~/.server/accounts";
import { brokerageTimeZone, currentContent, productTitle } from "~/.server/content";
import type { Database } from "~/.server/platform";
import { formatDate, formatDateTime } from "~/.server/platform";
import { LEAD_SOURCES, SOURCE_LABEL } from "~/lib/lead-schemas";
import { z } from "~/lib/zod";
import { leadTakers } from "../owners-screen";
import { leadsWithStage } from "../with-stage";

/**
 * The lead desk (issue 29, decision 041), split by what it does: access.ts (who sees which lead,
 * and the choices the screens offer), list.ts ("Oportunidades"), page.ts (one lead's page) and
 * actions.ts (everything staff do to a lead). Who sees what: an admin every lead; a collaborator
 * their own and the unassigned ones. Any other lead answers 404, exactly like one that does not
 * exist, so its existence does not leak.
 */

export type Db = Kysely<Database>;
export type Staff = Pick<User, "id" | "role">;

export const NOT_FOUND = "Oportunidade não encontrada.";

// ---------------------------------------------------------------------------------------------
// Who sees which lead

/** A collaborator's leads: their own and the unassigned ones; an admin's: all. */
export function visibleTo(staff: Staff) {
  return (eb: ExpressionBuilder<Database & { l: Database["leads"] }, "l">) =>
    staff.role === "admin"
      ? sql<boolean>`1 = 1`
      : eb.or([eb("l.owner_id", "=", staff.id), eb("l.owner_id", "is", null)]);
}

/** The lead if this person may see it; a 404 Response otherwise (the same as a lead that is not there). */
export async function visibleLead(db: Db, staff: Staff, id: string) {
  // Not a UUID: no lead has that id (and PostgreSQL would not compare it anyway).
  if (!z.uuid().safeParse(id).success) throw new Response(NOT_FOUND, { status: 404 });
  const lead = await leadsWithStage(db)
    .selectAll("l")
    .select(["s.label as stage_label", "s.outcome as stage_outcome", "s.position as stage_position"])
    .where("l.id", "=", id)
    .where(visibleTo(staff))
    .executeTakeFirst();
  if (!lead) throw new Response(NOT_FOUND, { status: 404 });
  return lead;
}

/** Dates as the desk shows them, in the brokerage's time zone (decision 056). */
export const shortDate = (at: string) => formatDate(at, brokerageTimeZone());
export const dateTime = (at: string) => formatDateTime(at, brokerageTimeZone());

/** The product's title for the desk: its slug if no product has it any more, null for none. */
export const productTitleOrSlug = (slug: string | null) => (slug ? (productTitle(slug) ?? slug) : null);

/**
 * The choices the filters and forms offer: stages, products, sources, lost reasons. The owner
 * choices are `ownerChoices`, asked for by the screens that offer them.
 */
export async function choices(db: Db) {
  const [stages, reasons] = await Promise.all([
    db.selectFrom("lead_stages").selectAll().orderBy("position").execute(),
    db
      .selectFrom("lead_lost_reasons")
      .select(["id", "label"])
      .where("archived_at", "is", null)
      .orderBy("position")
      .execute(),
  ]);
  return {
    stages: stages.map((s) => ({ id: s.id, label: s.label, outcome: s.outcome })),
    lostReasons: reasons,
    products: currentContent().products.map((p) => ({ slug: p.slug, title: p.title })),
    sources: LEAD_SOURCES.map((id) => ({ id, label: SOURCE_LABEL[id] })),
  };
}

/**
 * The owner choices of the lead's screen and the new-lead form: who takes leads (decision 040),
 * plus the people in `also` (the current owner, the person using the screen) while active, by
 * name. Not every active person: with a large team that list was most of the screen's answer
 * (issue 27); the server still accepts any active person as the owner.
 */
export async function ownerChoices(db: Db, also: readonly (string | null)[]) {
  const takers = await leadTakers(db);
  const ids = also.filter((id): id is string => id !== null && !takers.some((t) => t.id === id));
  const extra = ids.length
    ? await db
        .selectFrom("users")
        .select(["id", "name", "email"])
        .where("id", "in", ids)
        .where(activeStaffWhere())
        .execute()
    : [];
  return [...takers, ...extra.map((p) => ({ id: p.id, name: p.name || p.email }))]
    .map((p) => ({ id: p.id, name: p.name }))
    .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
}

/** An activity's details; a malformed row has none (it still shows its kind and time). */
export function detailsOf(text: string | null): Record<string, unknown> {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The names of the people with these ids (the timeline's "Agora com …"), whatever their state. */
export async function namesByIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("users").select(["id", "name", "email"]).where("id", "in", ids).execute();
  return new Map(rows.map((p) => [p.id, p.name || p.email]));
}
