import { randomUUID } from "node:crypto";
import { nowIso } from "~/.server/platform";
import type { Db } from "./access";

/** What a client's timeline tells (book_activities.kind). */
export type BookActivityKind =
  | "client-created"
  | "client-updated"
  | "policy-created"
  | "policy-status"
  | "document-added"
  | "document-removed"
  /** Fields of the policy confirmed from what its PDF reads (decision 070). */
  | "document-read"
  | "renewal-opened"
  | "renewal-status"
  | "renewal-owner"
  | "renewal-next-action"
  | "renewal-reminder"
  | "note"
  | "call"
  | "claim-created"
  | "claim-status"
  | "imported";

export interface BookActivityEntry {
  clientId: string;
  kind: BookActivityKind;
  actorId: string | null;
  policyId?: string | null;
  renewalId?: string | null;
  claimId?: string | null;
  body?: string | null;
  details?: unknown;
}

/** One row of a client's timeline, written in the change's own transaction. */
export async function logBookActivity(trx: Db, entry: BookActivityEntry): Promise<void> {
  await trx.insertInto("book_activities").values(bookActivityRow(entry)).execute();
}

/** The timeline row an entry writes (an import's batch writes many at once). */
export function bookActivityRow(entry: BookActivityEntry) {
  return {
    id: randomUUID(),
    client_id: entry.clientId,
    policy_id: entry.policyId ?? null,
    renewal_id: entry.renewalId ?? null,
    claim_id: entry.claimId ?? null,
    kind: entry.kind,
    actor_id: entry.actorId,
    body: entry.body ?? null,
    details: entry.details === undefined ? null : JSON.stringify(entry.details),
    created_at: nowIso(),
  };
}
