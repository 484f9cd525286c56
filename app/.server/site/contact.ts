import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { audit } from "~/.server/audit";
import { dropLeadsLeftEmpty, leadFromMessage, leadsOfMessages, ownerIsBroker } from "~/.server/leads";
import { queueMail, requeueFailed } from "~/.server/mail";
import type { ContactMessagesTable, Database, OutboxStatus } from "~/.server/platform";
import { isUniqueViolation, nowIso, nowMs, Refusal, transaction } from "~/.server/platform";
import { privacyPolicyUpdatedAt } from "~/content/privacy-policy";
import type { ContactInput } from "~/lib/contact-schema";
import { CAPTCHA_REFUSED } from "./captcha";

export type ContactMessage = Selectable<ContactMessagesTable>;

/**
 * Stores the message, the lead it becomes or joins (leads.ts), its two outbox mails (to the
 * brokerage and the visitor's confirmation) and the used captcha, all in one transaction: either the visitor's message is safe and will
 * be delivered, or nothing was written. A captcha used before is refused (CAPTCHA_REFUSED).
 */
export async function storeContactMessage(
  db: Kysely<Database>,
  input: ContactInput,
  captcha: { signature: string; expiresAt: string },
  contactTo: string,
): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  try {
    await transaction(db, async (trx) => {
      await trx
        .insertInto("captcha_uses")
        .values({ signature: captcha.signature, expires_at: captcha.expiresAt })
        .execute();
      await trx
        .insertInto("contact_messages")
        .values({
          id,
          name: input.from_name,
          email: input.email,
          phone: input.phone || null,
          subject: input.subject,
          contact_method: input.contact_method,
          message: input.message,
          product: input.product || null,
          handled_at: null,
          created_at: now,
        })
        .execute();
      const { leadId } = await leadFromMessage(
        trx,
        {
          id,
          name: input.from_name,
          email: input.email,
          phone: input.phone || null,
          contactMethod: input.contact_method,
          product: input.product || null,
          createdAt: now,
        },
        { policyVersion: privacyPolicyUpdatedAt, at: now },
      );
      const mail = {
        name: input.from_name,
        phone: input.phone || null,
        subject: input.subject,
        contactMethod: input.contact_method,
        product: input.product || null,
        receivedAt: now,
      };
      await queueMail(trx, {
        kind: "brokerage",
        to: contactTo,
        refId: id,
        data: { ...mail, email: input.email, message: input.message, leadId },
      });
      // The visitor's confirmation does not repeat the message (decision 16): its row does not hold it.
      // It says "um corretor" only when the lead's owner is a registered broker (decision 060).
      const answeredBy = (await ownerIsBroker(trx, leadId)) ? "brokers" : "team";
      await queueMail(trx, {
        kind: "confirmation",
        to: input.email,
        refId: id,
        data: { ...mail, answeredBy },
      });
    });
  } catch (error) {
    // The captcha solution was already used for another message.
    if (isUniqueViolation(error)) throw new Refusal(CAPTCHA_REFUSED);
    throw error;
  }
  return id;
}

export interface InboxEntry extends ContactMessage {
  /** Delivery to the brokerage inbox, the one that matters for "was it received". */
  delivery: OutboxStatus;
  attempts: number;
  lastError: string | null;
}

/** Newest first, with the delivery state of the brokerage mail. */
export async function listMessages(db: Kysely<Database>, limit = 200, offset = 0): Promise<InboxEntry[]> {
  const rows = await db
    .selectFrom("contact_messages as m")
    .leftJoin("outbox as o", (join) => join.onRef("o.ref_id", "=", "m.id").on("o.kind", "=", "brokerage"))
    .selectAll("m")
    .select(["o.status as delivery", "o.attempts as attempts", "o.last_error as lastError"])
    .orderBy("m.created_at", "desc")
    .orderBy("m.id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => ({
    ...r,
    delivery: (r.delivery ?? "sent") as OutboxStatus,
    attempts: Number(r.attempts ?? 0),
    lastError: r.lastError ?? null,
  }));
}

/** How many contact messages are kept (the inbox's page count). */
export async function countMessages(db: Kysely<Database>): Promise<number> {
  const { n } = await db
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export async function getMessage(db: Kysely<Database>, id: string): Promise<InboxEntry | undefined> {
  const all = await db
    .selectFrom("contact_messages as m")
    .leftJoin("outbox as o", (join) => join.onRef("o.ref_id", "=", "m.id").on("o.kind", "=", "brokerage"))
    .selectAll("m")
    .select(["o.status as delivery", "o.attempts as attempts", "o.last_error as lastError"])
    .where("m.id", "=", id)
    .executeTakeFirst();
  if (!all) return undefined;
  return {
    ...all,
    delivery: (all.delivery ?? "sent") as OutboxStatus,
    attempts: Number(all.attempts ?? 0),
    lastError: all.lastError ?? null,
  };
}

export async function setHandled(
  db: Kysely<Database>,
  actorId: string,
  id: string,
  handled: boolean,
): Promise<boolean> {
  return transaction(db, async (trx) => {
    const r = await trx
      .updateTable("contact_messages")
      .set({ handled_at: handled ? nowIso() : null })
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) return false;
    await audit(trx, { actorId, action: handled ? "contact.handled" : "contact.reopened", targetId: id });
    return true;
  });
}

/** Puts the message's failed mails back in the queue, due now, with a fresh try count. */
export async function retryDelivery(db: Kysely<Database>, actorId: string, id: string): Promise<number> {
  return transaction(db, async (trx) => {
    const n = await requeueFailed(trx, { refId: id, kinds: ["brokerage", "confirmation"] });
    if (n > 0) await audit(trx, { actorId, action: "contact.retry", targetId: id });
    return n;
  });
}

/** LGPD: removes the message and its mails for good (the audit keeps only who and when). */
export async function deleteMessage(db: Kysely<Database>, actorId: string, id: string): Promise<boolean> {
  return transaction(db, async (trx) => {
    await trx.deleteFrom("outbox").where("ref_id", "=", id).execute();
    const leads = await leadsOfMessages(trx, { id });
    const r = await trx.deleteFrom("contact_messages").where("id", "=", id).executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) return false;
    await dropLeadsLeftEmpty(trx, leads);
    await audit(trx, { actorId, action: "contact.delete", targetId: id });
    return true;
  });
}

/**
 * Retention (CONTACT_RETENTION_DAYS): old messages go, with their mails (and a lead that was only
 * those messages), and so do old delivered mails of other kinds; expired captcha uses too.
 */
export async function purgeOldMessages(db: Kysely<Database>, retentionDays: number): Promise<number> {
  const cutoff = new Date(nowMs() - retentionDays * 86_400_000).toISOString();
  const removed = await transaction(db, async (trx) => {
    const old = trx.selectFrom("contact_messages").select("id").where("created_at", "<", cutoff);
    await trx.deleteFrom("outbox").where("ref_id", "in", old).execute();
    // Delivered mail of every kind keeps only who, what kind and when; that goes after the same time.
    await trx.deleteFrom("outbox").where("status", "=", "sent").where("created_at", "<", cutoff).execute();
    const leads = await leadsOfMessages(trx, { createdBefore: cutoff });
    const r = await trx.deleteFrom("contact_messages").where("created_at", "<", cutoff).executeTakeFirst();
    await dropLeadsLeftEmpty(trx, leads);
    return Number(r.numDeletedRows);
  });
  await db.deleteFrom("captcha_uses").where("expires_at", "<", nowIso()).execute();
  return removed;
}
