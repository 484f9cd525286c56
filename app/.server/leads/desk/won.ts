import type { Database } from "~/.server/platform";
import { nowIso, Refusal } from "~/.server/platform";
import { logActivity } from "../activity";
import type { Db, visibleLead } from "./access";

/**
 * Winning a lead (issue 42, decision 067): the desk's own step, which the book calls inside its
 * transaction once it has the client and the policy the lead became. The plain stage change
 * refuses a won stage, so a lead is never Ganho without its policy (actions.ts).
 */

export type DeskLead = Awaited<ReturnType<typeof visibleLead>>;

/** Said when a won stage is chosen without the policy (the stage form for Ganho is the win form). */
export const WON_NEEDS_POLICY = "Para marcar como Ganho, informe a apólice e o cliente.";
export const ALREADY_IN_STAGE = "A oportunidade já está nesta etapa.";

/** Whether this stage id is a won stage (Ganho, whatever admins renamed it to). */
export async function isWonStage(db: Db, stageId: string | undefined): Promise<boolean> {
  if (!stageId) return false;
  const stage = await db
    .selectFrom("lead_stages")
    .select("outcome")
    .where("id", "=", stageId)
    .executeTakeFirst();
  return stage?.outcome === "won";
}

/**
 * The won stage a win moves the lead to: the one named (which must be won), else the first won
 * stage. Refuses a lead already there.
 */
export async function wonStageFor(trx: Db, lead: DeskLead, stageId: string | undefined): Promise<string> {
  const won = await trx
    .selectFrom("lead_stages")
    .select("id")
    .where("outcome", "=", "won")
    .orderBy("position")
    .execute();
  const target = stageId ? won.find((s) => s.id === stageId) : won[0];
  if (!target)
    throw new Refusal("Escolha uma etapa da lista.", 400, { stageId: "Escolha uma etapa da lista." });
  if (target.id === lead.stage_id) throw new Refusal(ALREADY_IN_STAGE);
  return target.id;
}

/**
 * Closes the lead as won, linked to its client and policy: the stage, the close time (kept when it
 * was already closed, as a plain stage change keeps it), no next action or lost reason, and the
 * "stage" row of its timeline naming the client and the policy. Call inside the win's transaction.
 */
export async function closeLeadAsWon(
  trx: Db,
  lead: DeskLead,
  win: { stageId: string; clientId: string; policyId: string; actorId: string },
): Promise<void> {
  const now = nowIso();
  const changes: Partial<Database["leads"]> = {
    stage_id: win.stageId,
    closed_at: lead.closed_at ?? now,
    next_action: null,
    next_action_at: null,
    lost_reason_id: null,
    lost_note: null,
    client_id: win.clientId,
    policy_id: win.policyId,
  };
  await trx.updateTable("leads").set(changes).where("id", "=", lead.id).execute();
  await logActivity(trx, lead.id, {
    kind: "stage",
    actorId: win.actorId,
    details: { from: lead.stage_id, to: win.stageId, client: win.clientId, policy: win.policyId },
    at: now,
  });
}
