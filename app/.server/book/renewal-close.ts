import type { Db } from "./access";
import { bookActivityRow } from "./activity";

/**
 * A policy renewed by a new one (decision 069): the old policy marked "renovada" and its open
 * renewal, if its window had opened, closed with the new policy's id, with the timeline row. One
 * place for the renewal desk's "Renovada" and for an imported row that names its previous policy
 * ("Apólice anterior", decision 068); run in the caller's transaction.
 */
export interface RenewedPolicy {
  oldPolicyId: string;
  oldPolicyStatus: string;
  /** The old policy's open renewal, if its window had opened. */
  renewalId: string | null;
  renewalStatus: string | null;
  newPolicyId: string;
  clientId: string;
}

export async function closeRenewed(
  trx: Db,
  renewed: readonly RenewedPolicy[],
  actorId: string | null,
  now: string,
) {
  if (renewed.length === 0) return;
  await trx
    .updateTable("policies")
    .set({ status: "renovada", updated_at: now })
    .where(
      "id",
      "in",
      renewed.map((entry) => entry.oldPolicyId),
    )
    .execute();
  for (const entry of renewed) {
    if (!entry.renewalId) continue;
    await trx
      .updateTable("renewals")
      .set({ status: "renovada", new_policy_id: entry.newPolicyId, closed_at: now, updated_at: now })
      .where("id", "=", entry.renewalId)
      .execute();
  }
  await trx
    .insertInto("book_activities")
    .values(
      renewed.map((entry) =>
        entry.renewalId
          ? bookActivityRow({
              clientId: entry.clientId,
              policyId: entry.oldPolicyId,
              renewalId: entry.renewalId,
              kind: "renewal-status",
              actorId,
              details: { from: entry.renewalStatus, to: "renovada", newPolicy: entry.newPolicyId },
            })
          : bookActivityRow({
              clientId: entry.clientId,
              policyId: entry.oldPolicyId,
              kind: "policy-status",
              actorId,
              details: { from: entry.oldPolicyStatus, to: "renovada", newPolicy: entry.newPolicyId },
            }),
      ),
    )
    .execute();
}
