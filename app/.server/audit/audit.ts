import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/.server/platform";
import { nowIso, nowMs } from "~/.server/platform";
import type { AuditAction } from "~/lib/audit-actions";

/** Writes one audit row; call inside the same transaction as the change it records. */
export async function audit(
  db: Kysely<Database> | Transaction<Database>,
  entry: { actorId: string | null; action: AuditAction; targetId?: string | null; details?: unknown },
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      actor_id: entry.actorId,
      action: entry.action,
      target_id: entry.targetId ?? null,
      details: entry.details === undefined ? null : JSON.stringify(entry.details),
      created_at: nowIso(),
    })
    .execute();
}

/** Retention (AUDIT_RETENTION_DAYS): audit rows older than this are deleted by the periodic purge. */
export async function purgeOldAudit(db: Kysely<Database>, retentionDays: number): Promise<number> {
  const cutoff = new Date(nowMs() - retentionDays * 86_400_000).toISOString();
  const r = await db.deleteFrom("audit_log").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(r.numDeletedRows);
}
