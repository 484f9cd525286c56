import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { activeStaffMember, activeStaffWhere } from "~/.server/accounts";
import { audit } from "~/.server/audit";
import { brokerageTimeZone, productTitle } from "~/.server/content";
import { findInsurer } from "~/.server/insurers";
import { takeTurn } from "~/.server/leads";
import { queueMail } from "~/.server/mail";
import { now, today, transaction } from "~/.server/platform";
import { RENEWAL_STATUS_LABEL } from "~/lib/book-labels";
import { addDays, daysBetween } from "~/lib/dates";
import type { Db } from "./access";
import { logBookActivity } from "./activity";
import { bookSettings } from "./settings";

/**
 * The renewal desk's jobs (issue 42, decision 069), run by every instance every few minutes (boot):
 * each vigente policy's renewal opens `renewal_window_days` before its end, once (renewals'
 * unique policy_id), and its owner and the admins are reminded at each reminder day, once
 * (renewal_reminders' primary key), while it is open. Days are the brokerage's (its clock and zone).
 */

/** How many policies one transaction round looks at; the job goes on until none is left. */
const BATCH = 200;
/** How often each instance looks (cheap when nothing is due). */
export const RENEWAL_CHECK_MS = 5 * 60 * 1000;

export const insurerName = (id: string) => findInsurer(id)?.name ?? id;
export const productName = (slug: string) => productTitle(slug) ?? slug;

/**
 * Opens the renewal of every vigente policy whose end is within the window. The owner is the
 * policy's producer while they are active staff, else the lead rotation's next turn (taken only
 * once the renewal is really inserted, so a second instance never spends a turn). Returns how
 * many renewals this call opened.
 */
export async function openRenewals(db: Db, options: { now?: Date } = {}): Promise<number> {
  const at = options.now ?? now();
  const atIso = at.toISOString();
  const day = today(brokerageTimeZone(), at);
  const { renewalWindowDays } = await bookSettings(db);
  const horizon = addDays(day, renewalWindowDays);
  let opened = 0;
  for (;;) {
    const due = await db
      .selectFrom("policies as p")
      .select(["p.id", "p.client_id", "p.producer_id", "p.ends_on"])
      .where("p.status", "=", "vigente")
      .where("p.ends_on", "<=", horizon)
      .where((eb) =>
        eb.not(eb.exists(eb.selectFrom("renewals as r").select("r.id").whereRef("r.policy_id", "=", "p.id"))),
      )
      .orderBy("p.ends_on")
      .orderBy("p.id")
      .limit(BATCH)
      .execute();
    let round = 0;
    for (const policy of due) {
      const inserted = await transaction(db, async (trx) => {
        const id = randomUUID();
        // On PostgreSQL a second instance waits here for the first to commit, then inserts nothing.
        const claim = await trx
          .insertInto("renewals")
          .values({
            id,
            policy_id: policy.id,
            client_id: policy.client_id,
            status: "nao-trabalhada",
            owner_id: null,
            due_on: policy.ends_on,
            next_action: null,
            next_action_at: null,
            lost_reason: null,
            lost_to: null,
            new_policy_id: null,
            opened_at: atIso,
            closed_at: null,
            updated_at: atIso,
          })
          .onConflict((oc) => oc.column("policy_id").doNothing())
          .executeTakeFirst();
        if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        const producer = policy.producer_id ? await activeStaffMember(trx, policy.producer_id) : undefined;
        const ownerId = producer?.id ?? (await takeTurn(trx, atIso)) ?? null;
        if (ownerId)
          await trx.updateTable("renewals").set({ owner_id: ownerId }).where("id", "=", id).execute();
        const via = producer ? "producer" : ownerId ? "rotation" : "none";
        await logBookActivity(trx, {
          clientId: policy.client_id,
          policyId: policy.id,
          renewalId: id,
          kind: "renewal-opened",
          actorId: null,
          details: { owner: ownerId, via, due: policy.ends_on },
        });
        await audit(trx, { actorId: null, action: "renewal.open", targetId: id, details: { via } });
        return true;
      });
      if (inserted) round += 1;
    }
    opened += round;
    if (due.length < BATCH || round === 0) return opened;
  }
}

/**
 * Reminds the owner and the admins of each open renewal at each reminder day (D-30, D-15…), once
 * each. The most urgent day is looked at first: a renewal opened late, or a server down for a few
 * days, gets one mail for its nearest day, and the earlier days it skipped are marked as passed
 * (never sent afterwards). Returns how many renewals were reminded.
 */
export async function sendRenewalReminders(db: Db, options: { now?: Date } = {}): Promise<number> {
  const at = options.now ?? now();
  const atIso = at.toISOString();
  const day = today(brokerageTimeZone(), at);
  const { reminderDays } = await bookSettings(db);
  const ascending = [...reminderDays].sort((a, b) => a - b);
  let reminded = 0;
  for (const [index, daysBefore] of ascending.entries()) {
    const later = ascending.slice(index + 1);
    const due = await db
      .selectFrom("renewals as r")
      .select("r.id")
      .where("r.closed_at", "is", null)
      .where("r.due_on", "<=", addDays(day, daysBefore))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom("renewal_reminders as m")
              .select("m.renewal_id")
              .whereRef("m.renewal_id", "=", "r.id")
              .where("m.days_before", "=", daysBefore),
          ),
        ),
      )
      .orderBy("r.due_on")
      .execute();
    for (const { id } of due) {
      const sent = await transaction(db, async (trx) => {
        const claim = await trx
          .insertInto("renewal_reminders")
          .values({ renewal_id: id, days_before: daysBefore, sent_at: atIso })
          .onConflict((oc) => oc.columns(["renewal_id", "days_before"]).doNothing())
          .executeTakeFirst();
        if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        if (later.length > 0) {
          await trx
            .insertInto("renewal_reminders")
            .values(later.map((d) => ({ renewal_id: id, days_before: d, sent_at: atIso })))
            .onConflict((oc) => oc.columns(["renewal_id", "days_before"]).doNothing())
            .execute();
        }
        return remind(trx, id, daysBefore, day);
      });
      if (sent) reminded += 1;
    }
  }
  return reminded;
}

/** The reminder's mails (owner and admins, each once) and its timeline row; false if it closed meanwhile. */
async function remind(trx: Db, renewalId: string, daysBefore: number, day: string): Promise<boolean> {
  const row = await trx
    .selectFrom("renewals as r")
    .innerJoin("policies as p", "p.id", "r.policy_id")
    .innerJoin("clients as c", "c.id", "p.client_id")
    .leftJoin("users as o", "o.id", "r.owner_id")
    .select([
      "r.id",
      "r.status",
      "r.due_on",
      "r.owner_id",
      "r.closed_at",
      "p.id as policy_id",
      "p.insurer_id",
      "p.product",
      "p.policy_number",
      "c.id as client_id",
      "c.name as client_name",
      "o.name as owner_name",
      "o.email as owner_email",
    ])
    .where("r.id", "=", renewalId)
    .executeTakeFirst();
  if (!row || row.closed_at) return false;
  const people = await trx
    .selectFrom("users as u")
    .select(["u.id", "u.name", "u.email"])
    .where(activeStaffWhere("u"))
    .where((eb) => eb.or([eb("u.role", "=", "admin"), eb("u.id", "=", row.owner_id ?? "")]))
    .orderBy(sql`case when u.id = ${row.owner_id ?? ""} then 0 else 1 end`)
    .execute();
  const seen = new Set<string>();
  for (const person of people) {
    const key = person.email.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    await queueMail(trx, {
      kind: "renewal-reminder",
      to: person.email,
      refId: row.id,
      data: {
        renewalId: row.id,
        recipientName: person.name,
        mine: person.id === row.owner_id,
        ownerName: row.owner_id ? row.owner_name || row.owner_email : null,
        client: row.client_name,
        insurer: insurerName(row.insurer_id),
        product: productName(row.product),
        policyNumber: row.policy_number,
        endsOn: row.due_on,
        daysLeft: daysBetween(day, row.due_on),
        status: RENEWAL_STATUS_LABEL[row.status],
      },
    });
  }
  await logBookActivity(trx, {
    clientId: row.client_id,
    policyId: row.policy_id,
    renewalId: row.id,
    kind: "renewal-reminder",
    actorId: null,
    details: { daysBefore, to: seen.size },
  });
  return true;
}
