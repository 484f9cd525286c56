import type { Kysely } from "kysely";
import { brokerageMail, confirmationMail } from "./contact-mail";
import type { Database } from "./db/schema";
import type { OutgoingMail } from "./mail";

export interface OutboxOptions {
  /** How long to wait before the first retry; doubles each time, capped at an hour. */
  retryBaseMs: number;
  /** After this many failed tries the mail is marked failed for an admin to see and retry. */
  maxAttempts: number;
  /** How long a claimed row stays locked to one worker (covers a crash mid-send). */
  lockMs?: number;
  batchSize?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 8;
const MAX_DELAY_MS = 60 * 60 * 1000;

export function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Claims one row for this worker: a conditional update that only one of several instances can
 * win, so a mail is never sent by two servers at once.
 */
async function claim(db: Kysely<Database>, id: string, lockMs: number): Promise<boolean> {
  const now = new Date();
  const r = await db
    .updateTable("outbox")
    .set({ locked_until: new Date(now.getTime() + lockMs).toISOString() })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now.toISOString())]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Sends every due mail once. A success is recorded right after the SMTP server accepts it, and
 * a sent row is never picked again. A failure schedules the next try with exponential backoff,
 * or marks the row failed after maxAttempts. Returns how many mails were sent.
 */
export async function deliverDue(
  db: Kysely<Database>,
  send: (mail: OutgoingMail) => Promise<void>,
  options: OutboxOptions,
): Promise<number> {
  const lockMs = options.lockMs ?? 2 * 60 * 1000;
  let sent = 0;
  for (;;) {
    const now = new Date().toISOString();
    const due = await db
      .selectFrom("outbox")
      .select(["id"])
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now)
      .where((eb) => eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]))
      .orderBy("next_attempt_at")
      .limit(options.batchSize ?? 25)
      .execute();
    if (due.length === 0) return sent;
    let progressed = false;
    for (const { id } of due) {
      if (!(await claim(db, id, lockMs))) continue;
      progressed = true;
      const row = await db
        .selectFrom("outbox")
        .innerJoin("contact_messages as m", "m.id", "outbox.message_id")
        .selectAll("m")
        .select(["outbox.kind", "outbox.to_address", "outbox.attempts"])
        .where("outbox.id", "=", id)
        .executeTakeFirst();
      if (!row) continue; // deleted meanwhile (LGPD request)
      const { kind, to_address, attempts, ...message } = row;
      const mail = kind === "brokerage" ? brokerageMail(message, to_address) : confirmationMail(message);
      try {
        await send({ ...mail, messageId: `<${id}@outbox.local>` });
        await db
          .updateTable("outbox")
          .set({
            status: "sent",
            sent_at: new Date().toISOString(),
            locked_until: null,
            last_error: null,
            attempts: attempts + 1,
          })
          .where("id", "=", id)
          .execute();
        sent++;
      } catch (error) {
        const tries = attempts + 1;
        const failed = tries >= options.maxAttempts;
        await db
          .updateTable("outbox")
          .set({
            attempts: tries,
            status: failed ? "failed" : "pending",
            next_attempt_at: new Date(Date.now() + retryDelay(tries, options.retryBaseMs)).toISOString(),
            locked_until: null,
            last_error: String(error instanceof Error ? error.message : error).slice(0, 500),
          })
          .where("id", "=", id)
          .execute();
        if (failed) console.error(`E-mail ${id} marcado como falho após ${tries} tentativas.`);
      }
    }
    if (!progressed) return sent;
  }
}
