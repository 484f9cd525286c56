import { randomUUID } from "node:crypto";
import { type Kysely, PostgresAdapter, sql } from "kysely";
import { audit } from "~/.server/audit";
import type { App, Database } from "~/.server/platform";
import { intentSchema, nowIso, parseInput, Refusal, transaction } from "~/.server/platform";
import { fieldName, LABEL_MAX, STALLED_DAYS_MAX, STALLED_DAYS_MIN } from "~/lib/lead-stage-fields";
import { z } from "~/lib/zod";

/**
 * The admins' lists of the lead desk (issue 29, decision 042): the stages (label, order, "parado
 * depois de N dias" for the open ones; Ganho and Perdido stay, one each, and can be renamed) and
 * the lost reasons (add, rename, reorder, remove: a reason some lead carries is archived, not
 * deleted). Every change is audited with ids and what changed only.
 */

/** What the screen says after each action (the flash). */
export const LEAD_STAGES_DONE = {
  "save-stage": "Etapa salva.",
  "stage-up": "Ordem das etapas atualizada.",
  "stage-down": "Ordem das etapas atualizada.",
  "add-reason": "Motivo de perda adicionado.",
  "rename-reason": "Motivo de perda renomeado.",
  "reason-up": "Ordem dos motivos atualizada.",
  "reason-down": "Ordem dos motivos atualizada.",
  "remove-reason": "Motivo de perda excluído.",
  "restore-reason": "Motivo de perda oferecido de novo.",
} as const;

export type LeadStagesIntent = keyof typeof LEAD_STAGES_DONE;

/** After removing a reason that some lead carries: it is archived instead (the flash says so). */
export const REASON_ARCHIVED =
  "Motivo de perda arquivado: ele não aparece mais ao perder uma oportunidade, e as que já o usam continuam com ele.";

const idSchema = z.object({ id: z.string().min(1, { error: "Item não encontrado." }).max(100) });
const label = z
  .string({ error: "Escreva o nome." })
  .trim()
  .min(1, { error: "Escreva o nome." })
  .max(LABEL_MAX, { error: `Use no máximo ${LABEL_MAX} caracteres.` });
const days = z.coerce
  .number({ error: `Escolha de ${STALLED_DAYS_MIN} a ${STALLED_DAYS_MAX} dias úteis.` })
  .int({ error: `Escolha de ${STALLED_DAYS_MIN} a ${STALLED_DAYS_MAX} dias úteis.` })
  .min(STALLED_DAYS_MIN, { error: `Escolha de ${STALLED_DAYS_MIN} a ${STALLED_DAYS_MAX} dias úteis.` })
  .max(STALLED_DAYS_MAX, { error: `Escolha de ${STALLED_DAYS_MIN} a ${STALLED_DAYS_MAX} dias úteis.` });

/** Parses one field, refusing with the message under `field`. */
function parseField<T extends z.ZodType>(schema: T, value: unknown, field: string): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? "Dados inválidos.";
  throw new Refusal(message, 400, { [field]: message });
}

/**
 * Two admins editing at once on PostgreSQL take turns (an advisory lock for the transaction), so
 * "at least one reason stays" and the positions hold. SQLite has one writer at a time.
 */
async function lockLists(trx: Kysely<Database>): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`select pg_advisory_xact_lock(hashtext('lead-lists'))`.execute(trx);
  }
}

const sameLabel = (a: string, b: string) =>
  a.trim().toLocaleLowerCase("pt-BR") === b.trim().toLocaleLowerCase("pt-BR");

/** The screen's data: stages in order with their open leads, reasons (active, then archived) with their use. */
export async function leadStagesData({ db }: App) {
  const [stages, reasons, perStage, perReason] = await Promise.all([
    db.selectFrom("lead_stages").selectAll().orderBy("position").execute(),
    db.selectFrom("lead_lost_reasons").selectAll().orderBy("position").execute(),
    db
      .selectFrom("leads")
      .select(["stage_id", (eb) => eb.fn.countAll<string | number>().as("n")])
      .groupBy("stage_id")
      .execute(),
    db
      .selectFrom("leads")
      .select(["lost_reason_id", (eb) => eb.fn.countAll<string | number>().as("n")])
      .where("lost_reason_id", "is not", null)
      .groupBy("lost_reason_id")
      .execute(),
  ]);
  const leadsIn = new Map(perStage.map((r) => [r.stage_id, Number(r.n)]));
  const usedBy = new Map(perReason.map((r) => [r.lost_reason_id, Number(r.n)]));
  return {
    stages: stages.map((s) => ({
      id: s.id,
      label: s.label,
      outcome: s.outcome,
      stalledAfterDays: s.stalled_after_days,
      leads: leadsIn.get(s.id) ?? 0,
    })),
    reasons: reasons.map((r) => ({
      id: r.id,
      label: r.label,
      archived: r.archived_at !== null,
      leads: usedBy.get(r.id) ?? 0,
    })),
  };
}

/** One action of the screen, after the route's admin guard. `archived`: a removed reason was in use. */
export async function runLeadStagesAction(
  { db }: App,
  actorId: string,
  form: Record<string, string>,
): Promise<{ intent: LeadStagesIntent; archived?: boolean }> {
  const intent = parseInput(intentSchema(LEAD_STAGES_DONE), form.intent);
  if (intent === "add-reason") {
    const name = parseField(label, form[fieldName.newReason], fieldName.newReason);
    await transaction(db, (trx) => addReason(trx, actorId, name));
    return { intent };
  }
  const { id } = parseInput(idSchema, form);
  switch (intent) {
    case "save-stage":
      await transaction(db, (trx) => saveStage(trx, actorId, id, form));
      return { intent };
    case "stage-up":
    case "stage-down":
      await transaction(db, (trx) => moveStage(trx, actorId, id, intent === "stage-up" ? -1 : 1));
      return { intent };
    case "rename-reason": {
      const name = parseField(label, form[fieldName.reasonLabel(id)], fieldName.reasonLabel(id));
      await transaction(db, (trx) => renameReason(trx, actorId, id, name));
      return { intent };
    }
    case "reason-up":
    case "reason-down":
      await transaction(db, (trx) => moveReason(trx, actorId, id, intent === "reason-up" ? -1 : 1));
      return { intent };
    case "remove-reason":
      return { intent, archived: await transaction(db, (trx) => removeReason(trx, actorId, id)) };
    case "restore-reason":
      await transaction(db, (trx) => restoreReason(trx, actorId, id));
      return { intent };
  }
}

const STAGE_NOT_FOUND = "Etapa não encontrada.";
const REASON_NOT_FOUND = "Motivo de perda não encontrado.";

async function stagesOf(trx: Kysely<Database>) {
  return trx.selectFrom("lead_stages").selectAll().orderBy("position").orderBy("id").execute();
}

/** Label of any stage; "parado depois de N dias" of an open one (a closed one has none). */
async function saveStage(trx: Kysely<Database>, actorId: string, id: string, form: Record<string, string>) {
  await lockLists(trx);
  const stages = await stagesOf(trx);
  const stage = stages.find((s) => s.id === id);
  if (!stage) throw new Refusal(STAGE_NOT_FOUND, 404);
  const name = parseField(label, form[fieldName.stageLabel(id)], fieldName.stageLabel(id));
  const stalledAfterDays =
    stage.outcome === "open"
      ? parseField(days, form[fieldName.stageDays(id)], fieldName.stageDays(id))
      : stage.stalled_after_days;
  if (stages.some((s) => s.id !== id && sameLabel(s.label, name))) {
    const message = "Já existe uma etapa com esse nome.";
    throw new Refusal(message, 400, { [fieldName.stageLabel(id)]: message });
  }
  const changed = [
    ...(name !== stage.label ? ["label"] : []),
    ...(stalledAfterDays !== stage.stalled_after_days ? ["stalled_after_days"] : []),
  ];
  if (changed.length === 0) return;
  await trx
    .updateTable("lead_stages")
    .set({ label: name, stalled_after_days: stalledAfterDays })
    .where("id", "=", id)
    .execute();
  await audit(trx, {
    actorId,
    action: "lead_stage.update",
    targetId: id,
    details: { changed, ...(changed.includes("stalled_after_days") && { stalledAfterDays }) },
  });
}

/**
 * One step up or down among the open stages (the first open one is where new leads start); Ganho
 * and Perdido stay at the end. At either end, nothing moves.
 */
async function moveStage(trx: Kysely<Database>, actorId: string, id: string, step: -1 | 1) {
  await lockLists(trx);
  const stages = await stagesOf(trx);
  const stage = stages.find((s) => s.id === id);
  if (!stage) throw new Refusal(STAGE_NOT_FOUND, 404);
  if (stage.outcome !== "open") throw new Refusal("Ganho e Perdido ficam sempre no fim da lista.", 400);
  const open = stages.filter((s) => s.outcome === "open");
  const from = open.findIndex((s) => s.id === id);
  const to = from + step;
  if (to < 0 || to >= open.length) return;
  const order = [...open];
  [order[from], order[to]] = [order[to] as (typeof order)[number], order[from] as (typeof order)[number]];
  const closed = stages.filter((s) => s.outcome !== "open");
  await renumber(trx, "lead_stages", [...order, ...closed]);
  await audit(trx, { actorId, action: "lead_stage.move", targetId: id, details: { position: to } });
}

async function reasonsOf(trx: Kysely<Database>) {
  return trx.selectFrom("lead_lost_reasons").selectAll().orderBy("position").orderBy("id").execute();
}

/** Positions 0, 1, 2… in the given order (only the rows whose position changes are written). */
async function renumber(
  trx: Kysely<Database>,
  table: "lead_stages" | "lead_lost_reasons",
  rows: Array<{ id: string; position: number }>,
) {
  for (const [position, row] of rows.entries()) {
    if (row.position !== position) {
      await trx.updateTable(table).set({ position }).where("id", "=", row.id).execute();
    }
  }
}

const DUPLICATE_REASON = "Já existe um motivo com esse nome.";

async function addReason(trx: Kysely<Database>, actorId: string, name: string) {
  await lockLists(trx);
  const reasons = await reasonsOf(trx);
  const twin = reasons.find((r) => sameLabel(r.label, name));
  if (twin) {
    const message = twin.archived_at
      ? "Esse motivo está arquivado: ofereça-o de novo na lista abaixo."
      : DUPLICATE_REASON;
    throw new Refusal(message, 400, { [fieldName.newReason]: message });
  }
  const id = randomUUID();
  await trx
    .insertInto("lead_lost_reasons")
    .values({ id, label: name, position: reasons.length, archived_at: null })
    .execute();
  // The new one ends the active reasons; the archived ones stay after it.
  const [active, archived] = [
    activeFirst(reasons).filter((r) => !r.archived_at),
    reasons.filter((r) => r.archived_at),
  ];
  await renumber(trx, "lead_lost_reasons", [...active, { id, position: reasons.length }, ...archived]);
  await audit(trx, { actorId, action: "lead_reason.add", targetId: id });
}

/** The active reasons in their order, then the archived ones. */
const activeFirst = <R extends { archived_at: string | null }>(reasons: R[]) => [
  ...reasons.filter((r) => r.archived_at === null),
  ...reasons.filter((r) => r.archived_at !== null),
];

async function renameReason(trx: Kysely<Database>, actorId: string, id: string, name: string) {
  await lockLists(trx);
  const reasons = await reasonsOf(trx);
  const reason = reasons.find((r) => r.id === id);
  if (!reason) throw new Refusal(REASON_NOT_FOUND, 404);
  if (reasons.some((r) => r.id !== id && sameLabel(r.label, name))) {
    throw new Refusal(DUPLICATE_REASON, 400, { [fieldName.reasonLabel(id)]: DUPLICATE_REASON });
  }
  if (name === reason.label) return;
  await trx.updateTable("lead_lost_reasons").set({ label: name }).where("id", "=", id).execute();
  await audit(trx, { actorId, action: "lead_reason.rename", targetId: id, details: { changed: ["label"] } });
}

async function moveReason(trx: Kysely<Database>, actorId: string, id: string, step: -1 | 1) {
  await lockLists(trx);
  const reasons = activeFirst(await reasonsOf(trx));
  const active = reasons.filter((r) => r.archived_at === null);
  const from = active.findIndex((r) => r.id === id);
  if (from < 0) throw new Refusal(REASON_NOT_FOUND, 404);
  const to = from + step;
  if (to < 0 || to >= active.length) return;
  const order = [...active];
  [order[from], order[to]] = [order[to] as (typeof order)[number], order[from] as (typeof order)[number]];
  await renumber(trx, "lead_lost_reasons", [...order, ...reasons.filter((r) => r.archived_at !== null)]);
  await audit(trx, { actorId, action: "lead_reason.move", targetId: id, details: { position: to } });
}

/**
 * Removes a reason from the list: deleted when no lead carries it, archived otherwise (the leads
 * lost for it keep it, and the indicators still count it). The last active reason stays: losing a
 * lead needs one. Answers whether it was archived.
 */
async function removeReason(trx: Kysely<Database>, actorId: string, id: string): Promise<boolean> {
  await lockLists(trx);
  const reasons = await reasonsOf(trx);
  const reason = reasons.find((r) => r.id === id && r.archived_at === null);
  if (!reason) throw new Refusal(REASON_NOT_FOUND, 404);
  if (reasons.filter((r) => r.archived_at === null).length === 1) {
    throw new Refusal("Deixe pelo menos um motivo: perder uma oportunidade pede um motivo.", 400);
  }
  const used = await trx
    .selectFrom("leads")
    .select("id")
    .where("lost_reason_id", "=", id)
    .limit(1)
    .executeTakeFirst();
  if (used) {
    await trx.updateTable("lead_lost_reasons").set({ archived_at: nowIso() }).where("id", "=", id).execute();
    await audit(trx, { actorId, action: "lead_reason.archive", targetId: id });
  } else {
    await trx.deleteFrom("lead_lost_reasons").where("id", "=", id).execute();
    await audit(trx, { actorId, action: "lead_reason.delete", targetId: id });
  }
  await renumber(trx, "lead_lost_reasons", activeFirst(await reasonsOf(trx)));
  return Boolean(used);
}

/** An archived reason offered again, at the end of the active ones. */
async function restoreReason(trx: Kysely<Database>, actorId: string, id: string) {
  await lockLists(trx);
  const reasons = await reasonsOf(trx);
  const reason = reasons.find((r) => r.id === id && r.archived_at !== null);
  if (!reason) throw new Refusal(REASON_NOT_FOUND, 404);
  await trx.updateTable("lead_lost_reasons").set({ archived_at: null }).where("id", "=", id).execute();
  const active = reasons.filter((r) => r.archived_at === null);
  const archived = reasons.filter((r) => r.archived_at !== null && r.id !== id);
  await renumber(trx, "lead_lost_reasons", [...active, reason, ...archived]);
  await audit(trx, { actorId, action: "lead_reason.restore", targetId: id });
}
