import { PostgresAdapter } from "kysely";
import type { StaffSession } from "~/.server/accounts";
import { activeStaffMember } from "~/.server/accounts";
import { audit } from "~/.server/audit";
import { brokerageTimeZone } from "~/.server/content";
import type { App } from "~/.server/platform";
import { intentSchema, nowIso, parseInput, Refusal, transaction } from "~/.server/platform";
import type { AuditAction } from "~/lib/audit-actions";
import type { PolicyInput } from "~/lib/book-schemas";
import { callSchema, dueAt, nextActionSchemaIn, noteSchema, ownerSchema } from "~/lib/lead-schemas";
import { RENEWAL_MESSAGES, renewalStatusSchema, renewSchema } from "~/lib/renewal-schemas";
import type { Db } from "./access";
import { logBookActivity } from "./activity";
import { insertPolicy } from "./policies";
import { closeRenewed } from "./renewal-close";
import { visibleRenewal } from "./renewal-desk";

/** What each action of a renewal's page says once done. */
export const RENEWAL_DONE = {
  status: "Situação da renovação alterada.",
  renew: "Renovação concluída: a nova apólice foi registrada.",
  owner: "Responsável alterado.",
  "next-action": "Próxima ação definida.",
  note: "Nota adicionada.",
  call: "Ligação registrada.",
} as const;
export type RenewalIntent = keyof typeof RENEWAL_DONE;

/** The renewal row, locked on PostgreSQL until the transaction ends (two "Renovada" at once: one wins). */
async function lockRenewal(trx: Db, id: string) {
  let read = trx.selectFrom("renewals").select(["id", "closed_at"]).where("id", "=", id);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) read = read.forUpdate();
  return read.executeTakeFirstOrThrow();
}

/**
 * One action on a renewal's page (after requireUser), each in one transaction with its timeline row
 * on the client and its audit row. A renewal the person may not see is a 404. "Renovada" is only
 * reached by `renew`, with the new policy (never automatically: decision 063).
 */
export async function runRenewalAction(
  app: App,
  { user }: StaffSession,
  renewalId: string,
  form: Record<string, string>,
): Promise<{ intent: RenewalIntent; newPolicyId?: string }> {
  const intent = parseInput(intentSchema(RENEWAL_DONE), form.intent);
  return transaction(app.db, async (trx) => {
    const renewal = await visibleRenewal(trx, user, renewalId);
    const locked = await lockRenewal(trx, renewal.id);
    const now = nowIso();
    const log = (
      kind: Parameters<typeof logBookActivity>[1]["kind"],
      body?: string | null,
      details?: unknown,
    ) =>
      logBookActivity(trx, {
        clientId: renewal.client_id,
        policyId: renewal.policy_id,
        renewalId: renewal.id,
        kind,
        actorId: user.id,
        body,
        details,
      });
    const record = (action: AuditAction, details?: unknown) =>
      audit(trx, { actorId: user.id, action, targetId: renewal.id, details });
    const mustBeOpen = () => {
      if (locked.closed_at) throw new Refusal(RENEWAL_MESSAGES.closed, 409);
    };

    switch (intent) {
      case "note": {
        const { body } = parseInput(noteSchema, form);
        await log("note", body);
        await record("renewal.note");
        break;
      }
      case "call": {
        const { body } = parseInput(callSchema, form);
        await log("call", body || null);
        await record("renewal.call");
        break;
      }
      case "next-action": {
        mustBeOpen();
        const next = parseInput(nextActionSchemaIn(brokerageTimeZone()), form);
        const at = dueAt(next.nextActionAt, brokerageTimeZone());
        await trx
          .updateTable("renewals")
          .set({ next_action: next.nextAction, next_action_at: at, updated_at: now })
          .where("id", "=", renewal.id)
          .execute();
        await log("renewal-next-action", next.nextAction, { at });
        await record("renewal.next_action", { at });
        break;
      }
      case "owner": {
        mustBeOpen();
        const { ownerId } = parseInput(ownerSchema, form);
        if (!(await activeStaffMember(trx, ownerId))) {
          throw new Refusal("Escolha alguém da equipe.", 400, { ownerId: "Escolha alguém da equipe." });
        }
        if (ownerId === renewal.owner_id) throw new Refusal("A renovação já está com esta pessoa.");
        await trx
          .updateTable("renewals")
          .set({ owner_id: ownerId, updated_at: now })
          .where("id", "=", renewal.id)
          .execute();
        await log("renewal-owner", null, { from: renewal.owner_id, to: ownerId });
        await record("renewal.owner", { from: renewal.owner_id, to: ownerId });
        break;
      }
      case "status": {
        mustBeOpen();
        const input = parseInput(renewalStatusSchema, form);
        const closes = input.status === "perdida" || input.status === "cancelada";
        await trx
          .updateTable("renewals")
          .set({
            status: input.status,
            lost_reason: closes ? input.lostReason || null : null,
            lost_to: input.status === "perdida" ? input.lostTo || null : null,
            closed_at: closes ? now : null,
            updated_at: now,
          })
          .where("id", "=", renewal.id)
          .execute();
        await log("renewal-status", input.lostReason || null, {
          from: renewal.status,
          to: input.status,
          ...(input.lostTo && { lostTo: input.lostTo }),
        });
        await record("renewal.status", { from: renewal.status, to: input.status });
        break;
      }
      case "renew": {
        mustBeOpen();
        const newPolicyId = await renew(trx, renewal, parseInput(renewSchema, form), user.id, now);
        await record("renewal.renew", { oldPolicy: renewal.policy_id, newPolicy: newPolicyId });
        return { intent, newPolicyId };
      }
    }
    return { intent };
  });
}

/**
 * "Renovada": the new policy (what it insures carried over from the old one), the old one marked
 * "renovada", the renewal closed with the new policy's id; in the caller's transaction.
 */
async function renew(
  trx: Db,
  renewal: { id: string; policy_id: string; client_id: string; status: string; owner_id: string | null },
  input: ReturnType<typeof renewSchema.parse>,
  actorId: string,
  now: string,
): Promise<string> {
  const old = await trx
    .selectFrom("policies")
    .selectAll()
    .where("id", "=", renewal.policy_id)
    .executeTakeFirstOrThrow();
  const producer =
    (old.producer_id && (await activeStaffMember(trx, old.producer_id))?.id) || renewal.owner_id || "";
  const policy: PolicyInput = {
    ...input,
    product: old.product,
    susepBranch: old.susep_branch ?? "",
    commission: "",
    insuredKind: old.insured_kind,
    vehiclePlate: old.vehicle_plate ?? "",
    vehicleModel: old.vehicle_model ?? "",
    vehicleYear: old.vehicle_year ?? "",
    fipeCode: old.fipe_code ?? "",
    bonusClass: old.bonus_class ?? "",
    propertyAddress: old.property_address ?? "",
    lives: old.lives ?? "",
    insuredDescription: old.insured_description ?? "",
    producerId: producer,
  };
  const newPolicyId = await insertPolicy(trx, renewal.client_id, policy, {
    origin: "manual",
    actorId,
    renewsPolicyId: old.id,
  });
  await closeRenewed(
    trx,
    [
      {
        oldPolicyId: old.id,
        oldPolicyStatus: old.status,
        renewalId: renewal.id,
        renewalStatus: renewal.status,
        newPolicyId,
        clientId: renewal.client_id,
      },
    ],
    actorId,
    now,
  );
  return newPolicyId;
}
