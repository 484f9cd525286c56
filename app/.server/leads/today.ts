import { href } from "react-router";
/**
 * "Hoje" (issue 41): what a staff member starts the day on. The open leads that need them now, in
 * three groups, each lead in the first that applies: new (still in the first stage, and nobody
 * has called, written or sent a WhatsApp yet),
 * due (the next action falls due by the end of today, overdue first) and parado with no activity
 * (decision 042). A collaborator sees their own; an admin every open lead, their own first, plus
 * each person's load. Texts are made here, in the brokerage's clock and zone (decision 056).
 */

import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { brokerageTimeZone, productTitle } from "~/.server/content";
import type { App, Database } from "~/.server/platform";
import { endOfLocalDay, formatDate, formatDateTime, now, today } from "~/.server/platform";
import { isMobilePhone } from "~/lib/br";
import { telHref } from "~/lib/phone-links";
import type {
  TodayGroup,
  TodayLead,
  TodayLoad,
  TodaySection,
  TodayView,
  UnseenLeads,
} from "~/lib/today-view";
import { FIRST_CONTACT_KINDS } from "./indicators";
import { loadStalledRule, whereStalled } from "./stalled";
import { leadsWithStage } from "./with-stage";

/** How many leads each group shows; the rest are behind the list's link. */
export const TODAY_PER_GROUP = 10;

type LeadsEb = ExpressionBuilder<Database & { l: Database["leads"] }, "l">;

/** Nobody has called, written or sent a WhatsApp yet (the indicators' first contact, decision 043). */
const notContacted = (eb: LeadsEb) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom("lead_activities as a")
        .select("a.id")
        .whereRef("a.lead_id", "=", "l.id")
        .where("a.kind", "in", [...FIRST_CONTACT_KINDS]),
    ),
  );

/** The start screen's "Hoje" for this person at `at`. */
export async function todayDesk(
  app: App,
  user: { id: string; role: string },
  at = now(),
): Promise<TodayView> {
  const { db } = app;
  const timeZone = brokerageTimeZone();
  const rule = await loadStalledRule(db, at, timeZone);
  const dayEnd = endOfLocalDay(today(timeZone, at), timeZone).toISOString();
  const all = user.role === "admin";

  const dueBy = (eb: LeadsEb) => eb("l.next_action_at", "<=", dayEnd);
  const stalledNow = whereStalled(rule, "l");
  // The first open stage ("Novo" at first start): a lead moved on from it was contacted somehow.
  const firstStage = rule.stages[0]?.id ?? "";
  const isNew = (eb: LeadsEb) => eb.and([eb("l.stage_id", "=", firstStage), notContacted(eb)]);
  const conditions: Record<TodayGroup, (eb: LeadsEb) => Expression<SqlBool>> = {
    new: isNew,
    due: (eb) => eb.and([eb.not(isNew(eb)), dueBy(eb)]),
    stalled: (eb) =>
      eb.and([
        eb.not(isNew(eb)),
        eb.or([eb("l.next_action_at", "is", null), eb("l.next_action_at", ">", dayEnd)]),
        stalledNow,
      ]),
  };

  const open = () =>
    leadsWithStage(db)
      .where("s.outcome", "=", "open")
      .$if(!all, (q) => q.where("l.owner_id", "=", user.id));

  const groups: TodayGroup[] = ["new", "due", "stalled"];
  const [sections, load] = await Promise.all([
    Promise.all(
      groups.map(async (group) => {
        const matching = open().where(conditions[group]);
        const [count, rows] = await Promise.all([
          matching.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow(),
          matching
            .leftJoin("users as o", "o.id", "l.owner_id")
            .select([
              "l.id",
              "l.name",
              "l.phone",
              "l.product",
              "l.owner_id",
              "l.owner_seen_at",
              "l.next_action",
              "l.next_action_at",
              "l.created_at",
              "l.last_activity_at",
              "s.label as stage_label",
              "o.name as owner_name",
              "o.email as owner_email",
            ])
            // Mine first, then the longest waiting: the oldest arrival, the earliest due, the
            // longest idle.
            .orderBy(sql`case when l.owner_id = ${user.id} then 0 else 1 end`)
            .orderBy(
              group === "new" ? "l.created_at" : group === "due" ? "l.next_action_at" : "l.last_activity_at",
            )
            .orderBy("l.id")
            .limit(TODAY_PER_GROUP)
            .execute(),
        ]);
        return {
          group,
          total: Number(count.n),
          leads: rows.map((r) => {
            const mine = r.owner_id === user.id;
            const late =
              group === "stalled" || (r.next_action_at !== null && r.next_action_at < at.toISOString());
            const whose =
              all && !mine
                ? ` · ${r.owner_id ? `Com ${r.owner_name || r.owner_email || "conta removida"}` : "Sem responsável"}`
                : "";
            return {
              id: r.id,
              name: r.name,
              about: `${productTitle(r.product ?? "") ?? "Sem produto"} · ${r.stage_label}${whose}`,
              why: whyText(group, r, late, timeZone),
              late,
              mine,
              unseen: mine && r.owner_seen_at === null,
              to: href("/employee-portal/leads/:id", { id: encodeURIComponent(r.id) }),
              call: r.phone ? telHref(r.phone) : null,
              whatsapp: r.phone ? isMobilePhone(r.phone) : false,
            } satisfies TodayLead;
          }),
        } satisfies TodaySection;
      }),
    ),
    all ? loadByPerson(app, conditions) : Promise.resolve(null),
  ]);
  return { scope: all ? "all" : "own", sections, load, listTo: all ? LIST.all : LIST.mine };
}

const LIST = {
  mine: `${href("/employee-portal/leads")}?dono=meus`,
  all: href("/employee-portal/leads"),
} as const;

/** Why a lead is on "Hoje", as a person reads it. */
function whyText(
  group: TodayGroup,
  lead: {
    created_at: string;
    next_action: string | null;
    next_action_at: string | null;
    last_activity_at: string;
  },
  late: boolean,
  timeZone: string,
): string {
  const day = (iso: string) => formatDate(iso, timeZone);
  const next = lead.next_action ?? "Próxima ação";
  if (group === "new") {
    const arrived = `Chegou em ${formatDateTime(lead.created_at, timeZone)}`;
    if (!lead.next_action_at) return `${arrived} · ainda sem contato`;
    return `${arrived} · ${late ? "primeiro contato atrasado desde" : "primeiro contato até"} ${day(lead.next_action_at)}`;
  }
  if (group === "due" && lead.next_action_at) {
    return late ? `${next} · atrasada desde ${day(lead.next_action_at)}` : `${next} · vence hoje`;
  }
  // Parado with no activity: since its last activity (its stage's days have passed since then).
  return `Sem atividade desde ${day(lead.last_activity_at)}`;
}

/** Each owner's open leads and how many are new, due and parado (admins' "Hoje"). */
async function loadByPerson(
  { db }: App,
  conditions: Record<TodayGroup, (eb: LeadsEb) => Expression<SqlBool>>,
): Promise<TodayLoad[]> {
  const count = (condition: (eb: LeadsEb) => Expression<SqlBool>) => (eb: LeadsEb) =>
    sql<number>`sum(case when ${condition(eb)} then 1 else 0 end)`;
  const rows = await leadsWithStage(db)
    .leftJoin("users as o", "o.id", "l.owner_id")
    .where("s.outcome", "=", "open")
    .select((eb) => [
      "l.owner_id",
      "o.name as owner_name",
      "o.email as owner_email",
      eb.fn.countAll<string | number>().as("open"),
      count(conditions.new)(eb).as("new"),
      count(conditions.due)(eb).as("due"),
      count(conditions.stalled)(eb).as("stalled"),
    ])
    .groupBy(["l.owner_id", "o.name", "o.email"])
    .execute();
  return rows
    .map((r) => ({
      ownerId: r.owner_id,
      name: r.owner_id ? r.owner_name || r.owner_email || "Conta removida" : "Sem responsável",
      open: Number(r.open),
      new: Number(r.new),
      due: Number(r.due),
      stalled: Number(r.stalled),
    }))
    .sort(
      (a, b) =>
        Number(a.ownerId !== null) - Number(b.ownerId !== null) ||
        b.new + b.due + b.stalled - (a.new + a.due + a.stalled) ||
        a.name.localeCompare(b.name, "pt-BR"),
    );
}

/**
 * What the staff shell tells a signed-in person about leads new to them. `viewing`: the lead whose
 * page is being opened, seen by now (its page marks it, in a loader that runs beside the shell's).
 */
export async function unseenLeads({ db }: App, userId: string, viewing?: string): Promise<UnseenLeads> {
  const unseen = leadsWithStage(db)
    .where("l.owner_id", "=", userId)
    .where("l.owner_seen_at", "is", null)
    .where("s.outcome", "=", "open")
    .$if(viewing !== undefined, (q) => q.where("l.id", "!=", viewing ?? ""));
  const [count, newest] = await Promise.all([
    unseen.select((eb) => eb.fn.countAll<string | number>().as("n")).executeTakeFirstOrThrow(),
    unseen
      .select(["l.id", "l.name", "l.product"])
      .orderBy("l.updated_at", "desc")
      .orderBy("l.id", "desc")
      .executeTakeFirst(),
  ]);
  return {
    count: Number(count.n),
    newest: newest
      ? {
          id: newest.id,
          name: newest.name,
          product: newest.product ? (productTitle(newest.product) ?? null) : null,
          to: href("/employee-portal/leads/:id", { id: encodeURIComponent(newest.id) }),
        }
      : null,
  };
}
