import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "~/.server/platform";
import { zoneOffset } from "~/.server/platform";

/**
 * "Parado" (issue 29, decision 042): an open lead whose next action date has passed, or with no
 * activity for its stage's N business days. Business days are Monday to Friday in the brokerage's
 * time zone; national holidays count as business days (decision 042 says why).
 *
 * How to use it in a query (B's list, D's indicators, the start screen, the digest):
 *
 *   const rule = await loadStalledRule(db, now);
 *   db.selectFrom("leads as l").where(whereStalled(rule, "l"))…
 *
 * The business-day arithmetic is done here, in TypeScript, once per query: for each open stage
 * the cutoff instant (now minus the stage's N business days), so the SQL is plain comparisons of
 * ISO text, the same on SQLite and PostgreSQL, and needs no join with `lead_stages`.
 */

/** The brokerage's clock: its business days, its mornings. */
export const LEAD_TIME_ZONE = "America/Sao_Paulo";

const DAY = 86_400_000;
const WEEK = 7 * DAY;
const WORK_WEEK = 5 * DAY;
/** 1970-01-05 was a Monday: the business clock's weeks start there. */
const FIRST_MONDAY = 4 * DAY;

/** The wall-clock time in the zone, as milliseconds read as if it were UTC. */
const toWall = (instant: number, timeZone: string) => instant + zoneOffset(timeZone, instant);
/** Back from wall-clock milliseconds to the instant (twice: the offset may change around it). */
function fromWall(wall: number, timeZone: string): number {
  const guess = wall - zoneOffset(timeZone, wall);
  return wall - zoneOffset(timeZone, guess);
}

/**
 * Business time elapsed since the first Monday of 1970, in milliseconds: it runs Monday 00:00 to
 * Saturday 00:00 (wall clock) and stands still over the weekend.
 */
function businessClock(wall: number): number {
  const x = wall - FIRST_MONDAY;
  const week = Math.floor(x / WEEK);
  return week * WORK_WEEK + Math.min(x - week * WEEK, WORK_WEEK);
}

/** The earliest wall-clock time whose business clock reads `clock` (a Friday's end is Saturday 00:00). */
function wallAtBusinessClock(clock: number): number {
  const week = Math.ceil(clock / WORK_WEEK) - 1;
  return FIRST_MONDAY + week * WEEK + (clock - week * WORK_WEEK);
}

/** Monday to Friday, in the zone. */
export function isBusinessDay(at: Date, timeZone = LEAD_TIME_ZONE): boolean {
  const weekday = new Date(toWall(at.getTime(), timeZone)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * `days` business days before `now`: the instant from which, counting only Monday–Friday time,
 * `days` × 24 h have gone by. Friday 10:00 is one business day before Monday 10:00; on a weekend
 * the count starts from Friday's end (so Saturday and Sunday never make a lead parado).
 */
export function subtractBusinessDays(now: Date, days: number, timeZone = LEAD_TIME_ZONE): Date {
  const clock = businessClock(toWall(now.getTime(), timeZone)) - days * DAY;
  return new Date(fromWall(wallAtBusinessClock(clock), timeZone));
}

/**
 * `days` business days after `from`: when a lead last active at `from` becomes parado (just after
 * this instant). An activity on a weekend counts from Monday 00:00.
 */
export function addBusinessDays(from: Date, days: number, timeZone = LEAD_TIME_ZONE): Date {
  const clock = businessClock(toWall(from.getTime(), timeZone)) + days * DAY;
  return new Date(fromWall(wallAtBusinessClock(clock), timeZone));
}

/** The calendar day in the zone, "YYYY-MM-DD" (the digest's day). */
export function localDay(at: Date, timeZone = LEAD_TIME_ZONE): string {
  return new Date(toWall(at.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The hour of the day (0–23) in the zone. */
export function localHour(at: Date, timeZone = LEAD_TIME_ZONE): number {
  return new Date(toWall(at.getTime(), timeZone)).getUTCHours();
}

/** Why a lead is parado: its next action date passed, or nothing happened for its stage's N days. */
export type StalledReason = "next-action" | "no-activity";

/**
 * When a lead became (or becomes) parado: the earlier of its next action date and the end of its
 * stage's N business days after its last activity. Null when neither applies (a closed stage).
 */
export function stalledSince(
  lead: { next_action_at: string | null; last_activity_at: string },
  stalledAfterDays: number | null,
  timeZone = LEAD_TIME_ZONE,
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
  /** Every open stage; `cutoff` null when the stage has no "parado depois de N dias". */
  stages: Array<{ id: string; stalledAfterDays: number | null; cutoff: string | null }>;
}

/** The rule for `now` from the admins' list of stages (open ones only). */
export async function loadStalledRule(
  db: Kysely<Database>,
  now = new Date(),
  timeZone = LEAD_TIME_ZONE,
): Promise<StalledRule> {
  const stages = await db
    .selectFrom("lead_stages")
    .select(["id", "stalled_after_days"])
    .where("outcome", "=", "open")
    .orderBy("position")
    .execute();
  return stalledRuleFor(stages, now, timeZone);
}

/** The same, from stages already read. */
export function stalledRuleFor(
  stages: ReadonlyArray<{ id: string; stalled_after_days: number | null }>,
  now: Date,
  timeZone = LEAD_TIME_ZONE,
): StalledRule {
  return {
    now: now.toISOString(),
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

// biome-ignore lint/suspicious/noExplicitAny: the scope filter is shared by a count and a list
const inScope = (scope: StalledScope) => (eb: any) =>
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
  const rows = await db
    .selectFrom("leads as l")
    .innerJoin("lead_stages as s", "s.id", "l.stage_id")
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
      const since = stalledSince(r, r.stalled_after_days) ?? {
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
