import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "./db/schema";

/** Writes one audit row; call inside the same transaction as the change it records. */
export async function audit(
  db: Kysely<Database> | Transaction<Database>,
  entry: { actorId: string | null; action: string; targetId?: string | null; details?: unknown },
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      actor_id: entry.actorId,
      action: entry.action,
      target_id: entry.targetId ?? null,
      details: entry.details === undefined ? null : JSON.stringify(entry.details),
      created_at: new Date().toISOString(),
    })
    .execute();
}
