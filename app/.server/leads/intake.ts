import { randomUUID } from "node:crypto";
import { type Kysely, PostgresAdapter, sql } from "kysely";
import { brokerageTimeZone } from "~/.server/content";
import type { Database } from "~/.server/platform";
import { addBusinessDays, nowMs, transaction } from "~/.server/platform";
import { emailKey, phoneKey } from "~/lib/br";
import { logActivity } from "./activity";
import { ownNewLead } from "./owners";
import { leadsWithStage } from "./with-stage";

/** A second message from the same person within this many days, while their lead is open, joins it. */
export const SAME_LEAD_DAYS = 30;

/** A stored contact message, as a lead needs it. */
export interface LeadMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  contactMethod: string;
  product: string | null;
  createdAt: string;
}

/** The consent the visitor gave with the message: the privacy policy's version, and when. */
export interface LeadConsent {
  policyVersion: string;
  at: string;
}

/**
 * Several instances on one PostgreSQL (decision 039): two messages from one person at the same
 * moment must not open two leads, so the person's keys are locked for the transaction (advisory
 * locks, taken in one order: no deadlock). SQLite runs one write transaction at a time anyway.
 */
async function lockPerson(trx: Kysely<Database>, keys: string[]): Promise<void> {
  if (!(trx.getExecutor().adapter instanceof PostgresAdapter)) return;
  for (const key of [...keys].sort()) {
    await sql`select pg_advisory_xact_lock(hashtext(${`lead:${key}`}))`.execute(trx);
  }
}

/** The person's open lead that a new message joins: same e-mail or phone, active in the last 30 days. */
async function openLeadOf(
  trx: Kysely<Database>,
  keys: { email: string | null; phone: string | null },
  at: string,
): Promise<{ id: string } | undefined> {
  if (!keys.email && !keys.phone) return undefined;
  const since = new Date(Date.parse(at) - SAME_LEAD_DAYS * 86_400_000).toISOString();
  return leadsWithStage(trx)
    .select("l.id")
    .where("s.outcome", "=", "open")
    .where("l.last_activity_at", ">=", since)
    .where((eb) =>
      eb.or([
        ...(keys.email ? [eb("l.email_key", "=", keys.email)] : []),
        ...(keys.phone ? [eb("l.phone_key", "=", keys.phone)] : []),
      ]),
    )
    .orderBy("l.last_activity_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

/** Where a new lead starts: the first open stage of the admins' list (the desk's hand-entered ones too). */
export async function firstStage(trx: Kysely<Database>): Promise<string> {
  return (await firstStageRow(trx)).id;
}

async function firstStageRow(trx: Kysely<Database>) {
  return trx
    .selectFrom("lead_stages")
    .select(["id", "stalled_after_days"])
    .where("outcome", "=", "open")
    .orderBy("position")
    .limit(1)
    .executeTakeFirstOrThrow();
}

/** The next action every lead from the site starts with (issue 29: an open lead always has one). */
export const FIRST_CONTACT = "Fazer o primeiro contato";

/**
 * A message the site stored becomes a lead, inside the transaction that stores it (issue 29): a new
 * lead in the first stage, with the visitor's consent and an owner (lead-owners.ts, or none); or, when
 * an open lead active in the last 30 days has the message's e-mail or phone (compared normalised),
 * one more message in that lead's timeline. Joining changes nothing of the lead itself: not its
 * e-mail, phone, consent or owner (security review 3, M-1; decision 058). Anyone can type someone
 * else's phone in the form, so the message's own details and consent stay with the message (its row
 * and its timeline entry), and staff may take a new detail as the lead's ("Usar este e-mail").
 * Returns the lead's id.
 */
export async function leadFromMessage(
  trx: Kysely<Database>,
  message: LeadMessage,
  consent: LeadConsent,
): Promise<{ leadId: string; joined: boolean }> {
  const keys = { email: emailKey(message.email), phone: phoneKey(message.phone) };
  await lockPerson(
    trx,
    [keys.email, keys.phone].filter((key): key is string => key !== null),
  );
  const open = await openLeadOf(trx, keys, message.createdAt);
  const leadId = open?.id ?? randomUUID();
  // A joined lead is left as it is: its timeline entry (below) moves its last activity.
  if (!open) {
    // Due when the first stage would call the lead "parado" (decision 042): the desk shows the date
    // from the start, and the lead is late exactly when it would be stalled anyway.
    const stage = await firstStageRow(trx);
    const due = addBusinessDays(message.createdAt, stage.stalled_after_days ?? 1, brokerageTimeZone());
    await trx
      .insertInto("leads")
      .values({
        id: leadId,
        name: message.name,
        email: message.email,
        email_key: keys.email,
        phone: message.phone,
        phone_key: keys.phone,
        contact_method: message.contactMethod,
        product: message.product,
        source: "site",
        stage_id: stage.id,
        owner_id: null,
        owner_seen_at: null,
        next_action: FIRST_CONTACT,
        next_action_at: due.toISOString(),
        consent_policy_version: consent.policyVersion,
        consent_at: consent.at,
        lost_reason_id: null,
        lost_note: null,
        created_by: null,
        created_at: message.createdAt,
        updated_at: message.createdAt,
        last_activity_at: message.createdAt,
        closed_at: null,
      })
      .execute();
  }
  await logActivity(trx, leadId, {
    kind: "message",
    actorId: null,
    messageId: message.id,
    // The consent given with this message, whoever sent it (a new lead also takes it as its own).
    details: { consentPolicyVersion: consent.policyVersion, consentAt: consent.at },
    at: message.createdAt,
  });
  // A new lead gets its owner (decision 040); a joined lead keeps the one it has.
  if (!open) await ownNewLead(trx, { id: leadId, product: message.product, at: message.createdAt });
  return { leadId, joined: Boolean(open) };
}

/**
 * The leads of the contact messages that are about to be deleted: one message (an admin's
 * "Excluir") or every message older than a date (the retention purge).
 */
export async function leadsOfMessages(
  trx: Kysely<Database>,
  which: { id: string } | { createdBefore: string },
): Promise<string[]> {
  const rows = await trx
    .selectFrom("lead_activities as a")
    .innerJoin("contact_messages as m", "m.id", "a.message_id")
    .select("a.lead_id")
    .distinct()
    .where((eb) => ("id" in which ? eb("m.id", "=", which.id) : eb("m.created_at", "<", which.createdBefore)))
    .execute();
  return rows.map((row) => row.lead_id);
}

/**
 * After messages are deleted (by an admin, or by the retention purge): a lead that was only those
 * messages, untouched by staff, goes too, so "excluída definitivamente" leaves no name, e-mail or
 * phone behind. A lead someone worked on (a note, a call, a stage) stays, without the message.
 * What the system did on its own (the rotation giving it an owner: no actor) is no one's work.
 */
export async function dropLeadsLeftEmpty(trx: Kysely<Database>, leadIds: string[]): Promise<void> {
  if (leadIds.length === 0) return;
  await trx
    .deleteFrom("leads")
    .where("id", "in", leadIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("lead_activities as a")
            .select("a.id")
            .whereRef("a.lead_id", "=", "leads.id")
            .where((eb) =>
              eb.or([
                eb.and([eb("a.kind", "!=", "message"), eb("a.actor_id", "is not", null)]),
                eb("a.message_id", "is not", null),
              ]),
            ),
        ),
      ),
    )
    .execute();
}

/** Rows per statement when deleting by a list of ids: well under both databases' parameter limits. */
const BATCH = 500;

function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

/**
 * Retention of closed leads (LEAD_RETENTION_DAYS, decision 045): a lead won or lost more than
 * `retentionDays` ago (counted from `closed_at`) goes with its timeline, the contact messages it
 * holds and every mail about the lead or those messages, so the person's name, e-mail and phone do
 * not outlive the lead in a message left outside it. Open leads have their own period
 * (`purgeIdleLeads`). A message's own period (CONTACT_RETENTION_DAYS) still applies while its lead
 * is open. A lead won into the book (linked to its client, decision 067) is kept as long as the
 * client is: erasing the client unlinks it (on delete set null), and then this period applies.
 * Returns how many leads went.
 */
export function purgeClosedLeads(db: Kysely<Database>, retentionDays: number): Promise<number> {
  return purgeLeadsBefore(db, retentionDays, "closed");
}

/**
 * Deletes the open leads nobody has touched for `retentionDays` (OPEN_LEAD_RETENTION_DAYS, decision
 * 060): no activity of any kind (a message, a note, a call, a stage or owner change) since the
 * cutoff, so nobody is working them; they go like closed ones, with their messages and mails. A
 * lead whose last activity is exactly at the cutoff stays. Returns how many went.
 */
export function purgeIdleLeads(db: Kysely<Database>, retentionDays: number): Promise<number> {
  return purgeLeadsBefore(db, retentionDays, "idle");
}

/** The leads closed (by `closed_at`) or left open and idle (by `last_activity_at`) before the cutoff, deleted. */
async function purgeLeadsBefore(
  db: Kysely<Database>,
  retentionDays: number,
  which: "closed" | "idle",
): Promise<number> {
  const cutoff = new Date(nowMs() - retentionDays * 86_400_000).toISOString();
  return transaction(db, async (trx) => {
    // A won lead linked to a client of the book is the client's history: it stays as long as the
    // client does (decisions 067, 071).
    const base = leadsWithStage(trx).select("l.id").where("l.client_id", "is", null);
    const found = await (which === "closed"
      ? base
          .where("s.outcome", "!=", "open")
          .where("l.closed_at", "is not", null)
          .where("l.closed_at", "<", cutoff)
      : base.where("s.outcome", "=", "open").where("l.last_activity_at", "<", cutoff)
    ).execute();
    const leadIds = found.map((row) => row.id);
    for (const ids of batches(leadIds)) await deleteLeads(trx, ids);
    return leadIds.length;
  });
}

/**
 * Deletes these leads with their activities, the contact messages they hold and the mails about
 * either (outbox rows whose `ref_id` is the lead or one of its messages). Call inside a transaction.
 */
export async function deleteLeads(trx: Kysely<Database>, leadIds: string[]): Promise<void> {
  if (leadIds.length === 0) return;
  const held = await trx
    .selectFrom("lead_activities")
    .select("message_id")
    .where("lead_id", "in", leadIds)
    .where("message_id", "is not", null)
    .execute();
  const messageIds = held.flatMap((row) => (row.message_id ? [row.message_id] : []));
  for (const refs of batches([...leadIds, ...messageIds])) {
    await trx.deleteFrom("outbox").where("ref_id", "in", refs).execute();
  }
  await trx.deleteFrom("lead_activities").where("lead_id", "in", leadIds).execute();
  await trx.deleteFrom("leads").where("id", "in", leadIds).execute();
  for (const ids of batches(messageIds)) {
    // A message another lead also shows (none today: one activity per message) loses it there too.
    await trx.deleteFrom("lead_activities").where("message_id", "in", ids).execute();
    await trx.deleteFrom("contact_messages").where("id", "in", ids).execute();
  }
}
