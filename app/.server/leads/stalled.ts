import { type Expression, type ExpressionBuilder, type Kysely, type SqlBool, sql } from "kysely";
import { brokerageTimeZone } from "~/.server/content";
import type { Database } from "~/.server/platform";
import { addBusinessDays, now, subtractBusinessDays } from "~/.server/platform";
import { leadsWithStage } from "./with-stage";

/**
 * "Parado" (issue 29, decision 042): an open lead whose next action date has passed, or with no
 * activity for its stage's N business days. Business days are Monday to Friday in the brokerage's
 * time zone (its clock, decision 056); national holidays count as business days (decision 042).
 *
 * How to use it in a query (B's list, D's indicators, the start screen, the digest):
 *
 *   const rule = await loadStalledRule(db, at);
 *   db.selectFrom("leads as l").where(whereStalled(rule, "l"))…
 *
 * The business-day arithmetic is done here, in TypeScript, once per query: for each open stage
 * the cutoff instant (now minus the stage's N business days), so the SQL is plain comparisons of
 * ISO text, the same on SQLite and PostgreSQL, and needs no join with `lead_stages`.
 */

/** Why a lead is parado: its next action date passed, or nothing happened for its stage's N days. */
export type StalledReason = "next-action" | "no-activity";

/**
 * When a lead became (or becomes) parado: the earlier of its next action date and the end of its
 * stage's N business days after its last activity. Null when neither applies (a closed stage).
 */
export function stalledSince(
  lead: { next_action_at: string | null; last_activity_at: string },
  stalledAfterDays: number | null,
  timeZone: string,
): { at: string; reason: StalledReason } | null {
  const byActivity =
    stalledAfterDays === null
      ? null
      : addBusinessDays(new Date(lead.last_activity_at), stalledAfterDays, timeZone).toISOString();
  if (lead.next_action_at && (!byActivity || lead.next_action_at <= byActivity)) {
    return { at: lead.next_action_at, reason: "next-action" };
  }
  return byActivity ? { at: byActivity, reason: "no-activity" } : null;
}

/** What `whereStalled` needs, computed once per query: now, and each open stage's cutoff. */
export interface StalledRule {
  now: string;
  /** The zone the cutoffs were counted in, for the "since" of each lead listed. */
  timeZone: string;
  /** Every open stage; `cutoff` null when the stage has no "parado depois de N dias". */
  stages: Array<{ id: string; stalledAfterDays: number | null; cutoff: string | null }>;
}

/** The rule at `at` from the admins' list of stages (open ones only), in the brokerage's zone. */
export async function loadStalledRule(
  db: Kysely<Database>,
  at = now(),
  timeZone: string = brokerageTimeZone(),
): Promise<StalledRule> {
  const stages = await db
    .selectFrom("lead_stages")
    .select(["id", "stalled_after_days"])
    .where("outcome", "=", "open")
    .orderBy("position")
    .execute();
  return stalledRuleFor(stages, at, timeZone);
}

/** The same, from stages already read. */
export function stalledRuleFor(
  stages: ReadonlyArray<{ id: string; stalled_after_days: number | null }>,
  now: Date,
  timeZone: string,
): StalledRule {
  return {
    now: now.toISOString(),
    timeZone,
    stages: stages.map((s) => ({
      id: s.id,
      stalledAfterDays: s.stalled_after_days,
      cutoff:
        s.stalled_after_days === null
          ? null
          : subtractBusinessDays(now, s.stalled_after_days, timeZone).toISOString(),
    })),
  };
}

/**
 * The "parado" condition on `leads` (aliased `alias` in the query, "leads" by default), for
 * `.where(...)`: in an open stage AND (next action date before now OR last activity before the
 * stage's cutoff). Timestamps are ISO text (UTC, same length), so text comparison is time order on
 * both databases.
 */
export function whereStalled(rule: StalledRule, alias = "leads"): Expression<SqlBool> {
  if (rule.stages.length === 0) return sql<SqlBool>`1 = 0`;
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  const ids = sql.join(rule.stages.map((s) => s.id));
  const byActivity = rule.stages
    .filter((s) => s.cutoff !== null)
    .map((s) => sql`(${col("stage_id")} = ${s.id} and ${col("last_activity_at")} < ${s.cutoff})`);
  const either = sql.join([sql`${col("next_action_at")} < ${rule.now}`, ...byActivity], sql` or `);
  return sql<SqlBool>`(${col("stage_id")} in (${ids}) and (${either}))`;
}

/** A parado lead as the start screen and the digest show it. */
export interface StalledLead {
  id: string;
  name: string;
  product: string | null;
  stageId: string;
  stageLabel: string;
  ownerId: string | null;
  nextActionAt: string | null;
  lastActivityAt: string;
  /** When it became parado, and why. */
  since: string;
  reason: StalledReason;
}

/** Whose parado leads: one person's, nobody's (unassigned), or everyone's. */
export type StalledScope = { ownerId: string } | { unassigned: true } | "all";

/** The scope's filter, shared by the count and the list (over `leads as l`). */
const inScope = (scope: StalledScope) => (eb: ExpressionBuilder<Database & { l: Database["leads"] }, "l">) =>
  scope === "all"
    ? eb.val(true)
    : "ownerId" in scope
      ? eb("l.owner_id", "=", scope.ownerId)
      : eb("l.owner_id", "is", null);

/** How many parado leads the scope holds. */
export async function countStalled(
  db: Kysely<Database>,
  rule: StalledRule,
  scope: StalledScope,
): Promise<number> {
  const row = await db
    .selectFrom("leads as l")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where(whereStalled(rule, "l"))
    .$if(scope !== "all", (q) => q.where(inScope(scope)))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The scope's parado leads, longest parado first (at most `limit`). Ordered in TypeScript: "since"
 * depends on each stage's business days; the query takes the oldest activity first so the few it
 * returns are the ones waiting longest.
 */
export async function stalledLeads(
  db: Kysely<Database>,
  rule: StalledRule,
  scope: StalledScope,
  limit = 50,
): Promise<StalledLead[]> {
  const rows = await leadsWithStage(db)
    .select([
      "l.id",
      "l.name",
      "l.product",
      "l.stage_id",
      "s.label as stage_label",
      "s.stalled_after_days",
      "l.owner_id",
      "l.next_action_at",
      "l.last_activity_at",
    ])
    .where(whereStalled(rule, "l"))
    .$if(scope !== "all", (q) => q.where(inScope(scope)))
    .orderBy("l.last_activity_at")
    .orderBy("l.id")
    .limit(limit)
    .execute();
  return rows
    .map((r) => {
      // Parado by the rule, so one of the two applies; the activity's end is the fallback.
      const since = stalledSince(r, r.stalled_after_days, rule.timeZone) ?? {
        at: r.last_activity_at,
        reason: "no-activity",
      };
      return {
        id: r.id,
        name: r.name,
        product: r.product,
        stageId: r.stage_id,
        stageLabel: r.stage_label,
        ownerId: r.owner_id,
        nextActionAt: r.next_action_at,
        lastActivityAt: r.last_activity_at,
        since: since.at,
        reason: since.reason,
      } satisfies StalledLead;
    })
    .sort((a, b) => a.since.localeCompare(b.since) || a.id.localeCompare(b.id));
}
