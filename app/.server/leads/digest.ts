import type { Kysely } from "kysely";
import { activeStaffWhere } from "~/.server/accounts";
import { brokerageTimeZone } from "~/.server/content";
import { type DigestSection, queueMail } from "~/.server/mail";
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

/**
 * A section another domain adds to the digest (decision 069: the book's renewals due soon), passed
 * in by boot, since leads may not import the domains above it. One mail a day still: the section
 * rides on the same claim row.
 */
export interface DigestExtra {
  /** The active staff it has something for on `day` (the brokerage's "YYYY-MM-DD"). */
  recipients(db: Kysely<Database>, day: string): Promise<string[]>;
  /** Its lines for this person, or null when it has none for them. */
  section(
    trx: Kysely<Database>,
    person: { id: string; role: string },
    day: string,
  ): Promise<DigestSection | null>;
}

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
  options: { hour: number; now?: Date; extras?: DigestExtra[] },
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
  const extras = options.extras ?? [];
  const extraIds = [...new Set((await Promise.all(extras.map((x) => x.recipients(db, day)))).flat())];
  if (total === 0 && extraIds.length === 0) return 0;
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
      eb.or([
        ...(total > 0 ? [eb("u.role", "=", "admin")] : []),
        eb("u.id", "in", owners.$narrowType<{ owner_id: string }>()),
        ...(extraIds.length > 0 ? [eb("u.id", "in", extraIds)] : []),
      ]),
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
        const sections: DigestSection[] = [];
        for (const extra of extras) {
          const section = await extra.section(trx, person, day);
          if (section) sections.push(section);
        }
        if (leads.length === 0 && sections.length === 0) throw new NothingToSend();
        const own = await countStalled(trx, rule, mine);
        await queueMail(trx, {
          kind: "lead-digest",
          to: person.email,
          refId: person.id,
          data: {
            scope: scope === "all" ? "all" : "own",
            total: leads.length === 0 ? 0 : scope === "all" ? await countStalled(trx, rule, "all") : own,
            own,
            leads: leads.map((l) => ({
              id: l.id,
              product: l.product,
              stage: l.stageLabel,
              reason: l.reason,
              since: l.since,
            })),
            ...(sections.length > 0 && { sections }),
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
