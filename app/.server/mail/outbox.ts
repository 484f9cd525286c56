import { randomUUID } from "node:crypto";
import type { ExpressionBuilder, Kysely } from "kysely";
import { audit } from "~/.server/audit";
import type { Database, OutboxKind } from "~/.server/platform";
import { afterCommit, logger, nowIso, nowMs, transaction } from "~/.server/platform";
import type { Delivery, OutgoingMail } from "./mail";
import { isSealed, seal, unseal } from "./mail-seal";
import { isMailKind, type MailData, MailNotRenderable, renderMail } from "./mail-templates";

export interface OutboxOptions {
  /** How long to wait before the first retry; doubles each time, capped at an hour. */
  retryBaseMs: number;
  /** After this many failed tries the mail is marked failed for an admin to see and retry. */
  maxAttempts: number;
  /** Absolute base of the links in mails (SITE_URL). */
  siteUrl: string;
  /** Opens sealed payloads (the reset token); the same secret that sealed them. */
  sessionSecret: string;
  /** How long a claimed row stays locked to one worker (covers a crash mid-send). */
  lockMs?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 8;
const MAX_DELAY_MS = 60 * 60 * 1000;

/** Kinds whose payload holds a secret (a one-time link's token) and is stored sealed (mail-seal.ts). */
const SEALED_KINDS: ReadonlySet<OutboxKind> = new Set(["password-reset", "email-confirmation"]);

function retryDelay(attempts: number, baseMs: number): number {
  return Math.min(MAX_DELAY_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** The outbox worker of this process (services.ts) listens here; other instances poll. */
const wakeListeners = new Set<() => void>();

/** Runs `listener` whenever a mail was queued and committed here; returns the unsubscribe. */
export function onMailQueued(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

function wakeOutbox(): void {
  for (const listener of wakeListeners) listener();
}

/**
 * Queues one mail. Call it with the transaction that writes what the mail is about (the contact
 * message, the approval, the new password): either both are stored or neither. Once that
 * transaction commits, this process's outbox runs at once (no caller has to remember to kick it).
 * `sessionSecret` is required for kinds that are stored sealed.
 */
export async function queueMail<K extends OutboxKind>(
  db: Kysely<Database>,
  mail: { kind: K; to: string; data: MailData[K]; refId?: string | null },
  sessionSecret?: string,
): Promise<string> {
  const id = randomUUID();
  const now = nowIso();
  let payload = JSON.stringify(mail.data);
  if (SEALED_KINDS.has(mail.kind)) {
    if (!sessionSecret) throw new Error(`O e-mail "${mail.kind}" precisa ser cifrado: falta o segredo.`);
    payload = seal(payload, sessionSecret, id);
  }
  await db
    .insertInto("outbox")
    .values({
      id,
      kind: mail.kind,
      to_address: mail.to,
      payload,
      ref_id: mail.refId ?? null,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      sent_at: null,
      created_at: now,
    })
    .execute();
  await afterCommit(db, wakeOutbox);
  return id;
}

type Claimed = { id: string; kind: string; to_address: string; payload: string; attempts: number };

/** The due rows' filter, shared by the claim and its subquery (its unqualified columns are the `outbox as due` there). */
const isDue = (now: string) => (eb: ExpressionBuilder<Database, "outbox">) =>
  eb.and([
    eb("status", "=", "pending"),
    eb("next_attempt_at", "<=", now),
    eb.or([eb("locked_until", "is", null), eb("locked_until", "<", now)]),
  ]);

/**
 * Claims the oldest due row with ONE statement: an UPDATE of the row the subquery picks,
 * guarded again by the same conditions. On PostgreSQL, two instances whose subqueries picked
 * the same row serialise on its row lock; the second then re-checks the guard, finds it locked
 * and updates nothing. On SQLite the write lock serialises them. So a row is never claimed twice.
 */
async function claimNext(db: Kysely<Database>, lockMs: number): Promise<Claimed | undefined> {
  const at = nowIso();
  return db
    .updateTable("outbox")
    .set({ locked_until: new Date(Date.parse(at) + lockMs).toISOString() })
    .where("id", "=", (eb) =>
      eb
        .selectFrom("outbox as due")
        .select("due.id")
        .where(isDue(at))
        .orderBy("due.next_attempt_at")
        .orderBy("due.id")
        .limit(1),
    )
    .where(isDue(at))
    .returning(["id", "kind", "to_address", "payload", "attempts"])
    .executeTakeFirst();
}

async function anyDue(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom("outbox").select("id").where(isDue(nowIso())).limit(1).executeTakeFirst();
  return row !== undefined;
}

function render(row: Claimed, options: OutboxOptions): OutgoingMail {
  if (!isMailKind(row.kind)) throw new MailNotRenderable(`tipo de e-mail desconhecido: ${row.kind}`);
  let json = row.payload;
  if (isSealed(json)) {
    try {
      json = unseal(json, options.sessionSecret, row.id);
    } catch {
      throw new MailNotRenderable("o conteúdo cifrado não abre (SESSION_SECRET mudou?)");
    }
  }
  const mail = renderMail(row.kind, JSON.parse(json), row.to_address, options.siteUrl);
  return { ...mail, to: row.to_address, messageId: `<${row.id}@outbox.local>` };
}

const redactAddresses = (text: string) => text.replace(/[^\s<>"'@]+@[^\s<>"']+/g, "[e-mail]");

const errorText = (error: unknown) => String(error instanceof Error ? error.message : error).slice(0, 500);

/**
 * Sends every due mail once. A success is recorded right after the SMTP server accepts it (and
 * the payload emptied: a delivered mail keeps no copy of its content), and a sent row is never
 * picked again. A failure schedules the next try with exponential backoff, or marks the row
 * failed after maxAttempts; a mail that cannot be rendered (unknown kind, expired link, sealed
 * with another secret) is failed at once. Returns how many mails were sent.
 */
export async function deliverDue(
  db: Kysely<Database>,
  /** sendMail in the server (its Delivery says whether the mail was only printed); tests pass their own. */
  send: (mail: OutgoingMail) => Promise<Delivery | unknown>,
  options: OutboxOptions,
): Promise<number> {
  const lockMs = options.lockMs ?? 2 * 60 * 1000;
  let sent = 0;
  for (;;) {
    const row = await claimNext(db, lockMs);
    if (!row) {
      // Another instance may have won the race for the row this one picked: go on while
      // unclaimed due rows remain, stop when there are none.
      if (await anyDue(db)) continue;
      return sent;
    }
    const tries = row.attempts + 1;
    try {
      const delivery = await send(render(row, options));
      await db
        .updateTable("outbox")
        .set({
          status: "sent",
          payload: "{}",
          sent_at: nowIso(),
          locked_until: null,
          last_error: null,
          attempts: tries,
        })
        .where("id", "=", row.id)
        .execute();
      sent++;
      // A mail only printed (no SMTP_URL) already has its line, "e-mail não enviado": no "enviado" here.
      if (delivery === "printed") {
        logger().debug({ mailId: row.id, kind: row.kind }, "e-mail mostrado no log em vez de enviado");
      } else {
        logger().info({ mailId: row.id, kind: row.kind, attempts: tries }, "e-mail enviado");
      }
    } catch (error) {
      const failed = error instanceof MailNotRenderable || tries >= options.maxAttempts;
      await db
        .updateTable("outbox")
        .set({
          attempts: tries,
          status: failed ? "failed" : "pending",
          next_attempt_at: new Date(nowMs() + retryDelay(tries, options.retryBaseMs)).toISOString(),
          locked_until: null,
          last_error: errorText(error),
        })
        .where("id", "=", row.id)
        .execute();
      // The error text only: an SMTP error may quote the recipient, which stays out of the log.
      logger()[failed ? "error" : "warn"](
        {
          mailId: row.id,
          kind: row.kind,
          attempts: tries,
          final: failed,
          error: redactAddresses(errorText(error)),
        },
        failed ? "e-mail marcado como falho" : "falha no envio de e-mail; nova tentativa depois",
      );
    }
  }
}

export interface FailedMail {
  id: string;
  kind: OutboxKind;
  to: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
}

/** Every failed mail, of every kind, newest first (the admin's "Envios com falha"). */
export async function listFailedMails(db: Kysely<Database>, limit = 200): Promise<FailedMail[]> {
  const rows = await db
    .selectFrom("outbox")
    .select(["id", "kind", "to_address", "attempts", "last_error", "created_at"])
    .where("status", "=", "failed")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    to: r.to_address,
    attempts: Number(r.attempts),
    lastError: r.last_error,
    createdAt: r.created_at,
  }));
}

/** Puts failed mails back in the queue, due now, with a fresh try count; returns how many. */
export async function requeueFailed(
  db: Kysely<Database>,
  which: { id: string } | { refId: string; kinds: OutboxKind[] },
): Promise<number> {
  const query = db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: nowIso(), locked_until: null })
    .where("status", "=", "failed");
  const scoped =
    "id" in which
      ? query.where("id", "=", which.id)
      : query.where("ref_id", "=", which.refId).where("kind", "in", which.kinds);
  const requeued = Number((await scoped.executeTakeFirst()).numUpdatedRows);
  if (requeued > 0) await afterCommit(db, wakeOutbox);
  return requeued;
}

/** Puts one failed mail back in the queue, audited. Returns whether it was failed. */
export async function retryMail(db: Kysely<Database>, actorId: string, mailId: string): Promise<boolean> {
  return transaction(db, async (trx) => {
    if ((await requeueFailed(trx, { id: mailId })) === 0) return false;
    await audit(trx, { actorId, action: "mail.retry", targetId: mailId });
    return true;
  });
}
