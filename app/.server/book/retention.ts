import { brokerageTimeZone } from "~/.server/content";
import { deleteLeads } from "~/.server/leads";
import { type Moment, now, today, transaction } from "~/.server/platform";
import type { ClaimStatus } from "~/lib/book-labels";
import type { Db } from "./access";

/**
 * How long the book keeps a client (decision 071). A broker must keep the records of its
 * operations for at least five years, counted from the latest of the act, the end of the
 * contract's cover or the end of the obligations it gave rise to (Circular SUSEP nº 605/2020),
 * and the client's identification for at least five years after the relationship ends (Lei nº
 * 9.613/1998, art. 9º, parágrafo único, II, and art. 10, I, II and § 2º). LGPD art. 16, I allows
 * keeping them for that obligation; once it lapses, they go.
 *
 * So a client goes, with policies, documents, renewals, claims, timeline and the won leads linked
 * to them, once RETENTION_YEARS have passed since the client's last day in the book, and while no
 * claim and no renewal of theirs is still open (an open claim may still be disputed: the period
 * only starts when it closes).
 */

export const RETENTION_YEARS = 5;

/** A claim in one of these is still being handled: the client is kept, whatever the dates. */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = ["aberto", "em-analise", "documentos-pendentes"];

/** "YYYY-MM-DD" `years` calendar years before `day` (29 February falls on 1 March). */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(Date.UTC((y ?? 0) - years, (m ?? 1) - 1, d ?? 1)).toISOString().slice(0, 10);
}

/** "YYYY-MM-DD" `years` calendar years after `day`. */
export const yearsAfter = (day: string, years: number) => yearsBefore(day, -years);

/**
 * The clients whose records may go: nothing of theirs on or after `cutoff` (a day; times are
 * compared by their text, so a time on the cutoff day counts as on it, which keeps the client a
 * day longer, never shorter), no open claim, no open renewal.
 */
function expiredClients(db: Db, cutoff: string) {
  return db
    .selectFrom("clients as c")
    .select("c.id")
    .where("c.created_at", "<", cutoff)
    .where(({ not, exists, selectFrom, or }) =>
      not(
        or([
          exists(
            selectFrom("policies as p")
              .select("p.id")
              .whereRef("p.client_id", "=", "c.id")
              .where((w) => w.or([w("p.ends_on", ">=", cutoff), w("p.updated_at", ">=", cutoff)])),
          ),
          exists(
            selectFrom("claims as cl")
              .select("cl.id")
              .whereRef("cl.client_id", "=", "c.id")
              .where((w) =>
                w.or([w("cl.status", "in", [...OPEN_CLAIM_STATUSES]), w("cl.updated_at", ">=", cutoff)]),
              ),
          ),
          exists(
            selectFrom("renewals as r")
              .innerJoin("policies as rp", "rp.id", "r.policy_id")
              .select("r.id")
              .whereRef("rp.client_id", "=", "c.id")
              .where((w) => w.or([w("r.closed_at", "is", null), w("r.updated_at", ">=", cutoff)])),
          ),
        ]),
      ),
    );
}

const BATCH = 500;

/**
 * Deletes these clients with everything of theirs: the won leads linked to them (with their
 * timeline, messages and mails, as the leads' own purge does), the mails about the client or one
 * of its policies, renewals or claims, and the client row (policies, documents, renewals,
 * reminders, claims and timeline go by the foreign keys' cascade). Inside a transaction.
 */
export async function deleteClients(trx: Db, clientIds: string[]): Promise<void> {
  for (let i = 0; i < clientIds.length; i += BATCH) {
    const ids = clientIds.slice(i, i + BATCH);
    const leads = await trx.selectFrom("leads").select("id").where("client_id", "in", ids).execute();
    await deleteLeads(
      trx,
      leads.map((lead) => lead.id),
    );
    const policies = await trx.selectFrom("policies").select("id").where("client_id", "in", ids).execute();
    const policyIds = policies.map((p) => p.id);
    const related = [...ids, ...policyIds];
    if (policyIds.length > 0) {
      for (const table of ["renewals", "claims"] as const) {
        for (let j = 0; j < policyIds.length; j += BATCH) {
          const rows = await trx
            .selectFrom(table)
            .select("id")
            .where("policy_id", "in", policyIds.slice(j, j + BATCH))
            .execute();
          related.push(...rows.map((row) => row.id));
        }
      }
    }
    for (let j = 0; j < related.length; j += BATCH) {
      await trx
        .deleteFrom("outbox")
        .where("ref_id", "in", related.slice(j, j + BATCH))
        .execute();
    }
    await trx.deleteFrom("clients").where("id", "in", ids).execute();
  }
}

/** Clients with nothing on or after this day are past the period (RETENTION_YEARS before today). */
export function retentionCutoff(at: Moment = now(), timeZone = brokerageTimeZone()): string {
  return yearsBefore(today(timeZone, at), RETENTION_YEARS);
}

/**
 * The hourly purge of the book (decision 071): deletes the clients whose records the law no
 * longer obliges the brokerage to keep. Returns how many clients went.
 */
export function purgeExpiredClients(db: Db, at: Moment = now()): Promise<number> {
  const cutoff = retentionCutoff(at);
  return transaction(db, async (trx) => {
    const ids = (await expiredClients(trx, cutoff).execute()).map((row) => row.id);
    await deleteClients(trx, ids);
    return ids.length;
  });
}

/** Why and until when a client's records are kept, for the person's rights (privacy). */
export interface ClientRetention {
  clientId: string;
  /** The client's last day in the book: the latest end of cover, change, claim or renewal. */
  lastDay: string;
  /** A claim or a renewal still open: kept until it closes, then RETENTION_YEARS more. */
  open: boolean;
  /** A policy whose cover has not ended yet (the contract is still running). */
  inForce: boolean;
  /** The last day the client is kept, if nothing changes before (the purge deletes it the day after). */
  keptUntil: string;
  /** Already past the period: nothing obliges the brokerage to keep it. */
  expired: boolean;
}

/** The retention of each of these clients, by the same rule as the purge. */
export async function clientRetention(
  db: Db,
  clientIds: string[],
  at: Moment = now(),
): Promise<ClientRetention[]> {
  if (clientIds.length === 0) return [];
  const day = today(brokerageTimeZone(), at);
  const cutoff = yearsBefore(day, RETENTION_YEARS);
  const expired = new Set(
    (await expiredClients(db, cutoff).where("c.id", "in", clientIds).execute()).map((row) => row.id),
  );
  const clients = await db
    .selectFrom("clients")
    .select(["id", "created_at"])
    .where("id", "in", clientIds)
    .execute();
  const policies = await db
    .selectFrom("policies")
    .select(["client_id", "ends_on", "updated_at", "status"])
    .where("client_id", "in", clientIds)
    .execute();
  const claims = await db
    .selectFrom("claims")
    .select(["client_id", "status", "updated_at"])
    .where("client_id", "in", clientIds)
    .execute();
  const renewals = await db
    .selectFrom("renewals as r")
    .innerJoin("policies as p", "p.id", "r.policy_id")
    .select(["p.client_id", "r.closed_at", "r.updated_at"])
    .where("p.client_id", "in", clientIds)
    .execute();
  return clients.map((client) => {
    const days = [client.created_at.slice(0, 10)];
    let open = false;
    let inForce = false;
    for (const p of policies.filter((p) => p.client_id === client.id)) {
      days.push(p.ends_on, p.updated_at.slice(0, 10));
      if (p.ends_on >= day && p.status === "vigente") inForce = true;
    }
    for (const c of claims.filter((c) => c.client_id === client.id)) {
      days.push(c.updated_at.slice(0, 10));
      if (OPEN_CLAIM_STATUSES.includes(c.status)) open = true;
    }
    for (const r of renewals.filter((r) => r.client_id === client.id)) {
      days.push(r.updated_at.slice(0, 10));
      if (r.closed_at === null) open = true;
    }
    const lastDay = days.reduce((a, b) => (a > b ? a : b));
    // The purge deletes once lastDay < today − 5 years, that is from lastDay + 5 years + 1 day.
    const keptUntil = yearsAfter(lastDay, RETENTION_YEARS);
    return { clientId: client.id, lastDay, open, inForce, keptUntil, expired: expired.has(client.id) };
  });
}
