import type { Kysely } from "kysely";
import { activeStaffWhere } from "~/.server/accounts";
import { brokerageTimeZone } from "~/.server/content";
import { queueMail } from "~/.server/mail";
import type { Database } from "~/.server/platform";
import { isBusinessDay, localHour, now, today, transaction } from "~/.server/platform";
import { countStalled, loadStalledRule, stalledLeads, whereStalled } from "./stalled";

/** The default hour (the brokerage's zone) from which the morning digest goes out: LEAD_DIGEST_HOUR. */
export const DEFAULT_DIGEST_HOUR = 8;
/** The digest is morning news: a server down past this many hours after the hour sends none that day. */
const DIGEST_WINDOW_HOURS = 4;
/** At most this many leads are listed in one mail; the rest are one link away. */
const DIGEST_LIST_LIMIT = 20;
/** How often each instance looks whether a digest is due (cheap when all are sent). */
export const DIGEST_CHECK_MS = 5 * 60 * 1000;

/** Thrown inside the transaction to give a claimed day back when there is nothing to send. */
class NothingToSend extends Error {}

/**
 * The morning digest of parado leads (issue 29, decision 042). On a business day in the brokerage's
 * zone (its clock, decision 056), from `hour` there for a few hours, every active approved person
 * who owns a parado lead gets one mail of their own parado leads, and every active admin one of
 * all of them. Run by every instance every few minutes: a person's `lead_digests` row for the day
 * is inserted (on conflict, nothing) in the same transaction as the mail, so however many
 * instances run at once, a person gets one mail a day. `now` is the job's clock (tests set it). Returns how many mails were queued.
 */
export async function sendLeadDigests(
  db: Kysely<Database>,
  options: { hour: number; now?: Date },
): Promise<number> {
  const at = options.now ?? now();
  const timeZone = brokerageTimeZone();
  const hour = localHour(at, timeZone);
  if (!isBusinessDay(at, timeZone) || hour < options.hour || hour >= options.hour + DIGEST_WINDOW_HOURS) {
    return 0;
  }
  const day = today(timeZone, at);
  const rule = await loadStalledRule(db, at, timeZone);
  const total = await countStalled(db, rule, "all");
  if (total === 0) return 0;
  const owners = db
    .selectFrom("leads as l")
    .select("l.owner_id")
    .where(whereStalled(rule, "l"))
    .where("l.owner_id", "is not", null);
  const people = await db
    .selectFrom("users as u")
    .select(["u.id", "u.email", "u.role"])
    .where(activeStaffWhere("u"))
    .where((eb) =>
      eb.or([eb("u.role", "=", "admin"), eb("u.id", "in", owners.$narrowType<{ owner_id: string }>())]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("lead_digests as d")
            .select("d.user_id")
            .whereRef("d.user_id", "=", "u.id")
            .where("d.day", "=", day),
        ),
      ),
    )
    .orderBy("u.id")
    .execute();

  let queued = 0;
  for (const person of people) {
    try {
      await transaction(db, async (trx) => {
        // The claim first: on PostgreSQL a second instance waits here for the first to commit and
        // then inserts nothing; on SQLite the write lock is taken before anything is read.
        const claim = await trx
          .insertInto("lead_digests")
          .values({ user_id: person.id, day, created_at: at.toISOString() })
          .onConflict((oc) => oc.columns(["user_id", "day"]).doNothing())
          .executeTakeFirst();
        if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) throw new NothingToSend();
        const mine = { ownerId: person.id };
        const scope = person.role === "admin" ? "all" : mine;
        const leads = await stalledLeads(trx, rule, scope, DIGEST_LIST_LIMIT);
        if (leads.length === 0) throw new NothingToSend();
        const own = await countStalled(trx, rule, mine);
        await queueMail(trx, {
          kind: "lead-digest",
          to: person.email,
          refId: person.id,
          data: {
            scope: scope === "all" ? "all" : "own",
            total: scope === "all" ? await countStalled(trx, rule, "all") : own,
            own,
            leads: leads.map((l) => ({
              id: l.id,
              product: l.product,
              stage: l.stageLabel,
              reason: l.reason,
              since: l.since,
            })),
          },
        });
      });
      queued += 1;
    } catch (error) {
      if (!(error instanceof NothingToSend)) throw error;
    }
  }
  return queued;
}
