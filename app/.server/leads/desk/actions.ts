import { randomUUID } from "node:crypto";
import type { StaffSession } from "~/.server/accounts";
import { activeStaffMember } from "~/.server/accounts";
import { audit } from "~/.server/audit";
import { brokerageTimeZone, findProduct } from "~/.server/content";
import { queueMail } from "~/.server/mail";
import type { App, Database, LeadActivityKind } from "~/.server/platform";
import { intentSchema, nowIso, parseInput, Refusal, transaction } from "~/.server/platform";
import type { AuditAction } from "~/lib/audit-actions";
import { emailKey, isMobilePhone, phoneKey } from "~/lib/br";
import {
  callSchema,
  dueAt,
  LEAD_MESSAGES,
  type NewLeadInput,
  nextActionSchemaIn,
  noteSchema,
  ownerSchema,
  replySchema,
  stageSchema,
  useContactSchema,
  whatsappAnswerSchema,
} from "~/lib/lead-schemas";
import { logActivity } from "../activity";
import { firstStage } from "../intake";
import { assignOwner } from "../owners";
import { type Db, visibleLead } from "./access";
import { templateInput, whatsappText } from "./templates";
import { ALREADY_IN_STAGE, WON_NEEDS_POLICY } from "./won";

/** What each action of the lead page says once done. */
export const LEAD_DONE = {
  note: "Nota adicionada.",
  call: "Ligação registrada.",
  "next-action": "Próxima ação definida.",
  stage: "Etapa alterada.",
  owner: "Responsável alterado.",
  email: "E-mail colocado na fila de envio.",
  // Said in the new tab on its way to wa.me: only opened, so not yet a contact (decision 062).
  whatsapp: "Abrindo o WhatsApp. Depois de enviar a mensagem, confirme na página da oportunidade.",
  "whatsapp-sent": "Conversa no WhatsApp registrada.",
  "whatsapp-not-sent": "Certo: a conversa não foi registrada como contato.",
  "use-email": "E-mail da oportunidade atualizado.",
  "use-phone": "Telefone da oportunidade atualizado.",
} as const;

export type LeadIntent = keyof typeof LEAD_DONE;

/** WhatsApp reaches mobiles only: a landline is called (ux review 2, B8). */
export const WHATSAPP_LANDLINE = "Este telefone é fixo: o WhatsApp só funciona com celular. Use “Ligar”.";

/** A hand over said on the list, where a collaborator lands once the lead is someone else's. */
export const HANDED_AWAY = "Oportunidade passada para outra pessoa.";

/** The staff-entered lead form's one intent. */
export const NEW_LEAD_DONE = { create: "Oportunidade cadastrada." } as const;

/** Staff add a lead by hand (a call, a walk-in): it starts in the first stage with its next action. */
export async function createLead(app: App, { user }: StaffSession, input: NewLeadInput): Promise<string> {
  const { db } = app;
  const ownerId = input.ownerId || user.id;
  if (input.product && !findProduct({ slug: input.product }, { visibleOnly: false })) {
    throw new Refusal("Escolha um produto da lista.", 400, { product: "Escolha um produto da lista." });
  }
  const id = randomUUID();
  await transaction(db, async (trx) => {
    if (ownerId !== user.id && !(await activeStaffMember(trx, ownerId))) {
      throw new Refusal("Escolha um responsável da equipe.", 400, {
        ownerId: "Escolha um responsável da equipe.",
      });
    }
    const now = nowIso();
    await trx
      .insertInto("leads")
      .values({
        id,
        name: input.name,
        email: input.email || null,
        email_key: emailKey(input.email),
        phone: input.phone || null,
        phone_key: phoneKey(input.phone),
        contact_method: input.contactMethod,
        product: input.product || null,
        source: input.source,
        // Only a referral has a referrer: a name typed before the source changed is not kept.
        referred_by: input.source === "referral" ? input.referredBy : null,
        stage_id: await firstStage(trx),
        // Someone else's lead is handed to them below (their activity and mail); one's own is not news.
        owner_id: ownerId === user.id ? user.id : null,
        owner_seen_at: ownerId === user.id ? now : null,
        next_action: input.nextAction,
        next_action_at: dueAt(input.nextActionAt, brokerageTimeZone()),
        consent_policy_version: null,
        consent_at: null,
        lost_reason_id: null,
        lost_note: null,
        created_by: user.id,
        created_at: now,
        updated_at: now,
        last_activity_at: now,
        closed_at: null,
      })
      .execute();
    await logActivity(trx, id, {
      kind: "created",
      actorId: user.id,
      details: { source: input.source, owner: ownerId },
      at: now,
    });
    if (ownerId !== user.id) {
      await assignOwner(trx, { leadId: id, ownerId, actorId: user.id, at: now, via: "staff" });
    }
    await audit(trx, {
      actorId: user.id,
      action: "lead.create",
      targetId: id,
      details: { source: input.source, product: input.product || null, owner: ownerId },
    });
  });
  return id;
}

/**
 * One action on a lead's page (after requireUser), each in one transaction with its timeline row
 * and its audit row (ids and what changed only, decision 015). A lead the person may not see is a
 * 404. WhatsApp answers with the wa.me address to go to once the conversation is logged.
 */
export async function runLeadAction(
  app: App,
  { user }: StaffSession,
  leadId: string,
  form: Record<string, string>,
): Promise<{ intent: LeadIntent; location?: string; handedAway?: boolean }> {
  const { db } = app;
  const intent = parseInput(intentSchema(LEAD_DONE), form.intent);
  return transaction(db, async (trx) => {
    const lead = await visibleLead(trx, user, leadId);
    const now = nowIso();
    const log = (kind: LeadActivityKind, body?: string | null, details?: unknown) =>
      logActivity(trx, lead.id, { kind, actorId: user.id, body, details, at: now });
    const record = (action: AuditAction, details?: unknown) =>
      audit(trx, { actorId: user.id, action, targetId: lead.id, details });

    switch (intent) {
      case "note": {
        const { body } = parseInput(noteSchema, form);
        await log("note", body);
        await record("lead.note");
        break;
      }
      case "call": {
        const { body } = parseInput(callSchema, form);
        await log("call", body || null);
        await record("lead.call");
        break;
      }
      case "next-action": {
        const next = parseInput(nextActionSchemaIn(brokerageTimeZone()), form);
        const at = dueAt(next.nextActionAt, brokerageTimeZone());
        await trx
          .updateTable("leads")
          .set({ next_action: next.nextAction, next_action_at: at })
          .where("id", "=", lead.id)
          .execute();
        await log("next-action", next.nextAction, { at });
        await record("lead.next_action", { at });
        break;
      }
      case "stage":
        await changeStage(trx, lead, form, log, record);
        break;
      case "owner": {
        const { ownerId } = parseInput(ownerSchema, form);
        // A collaborator may take an unassigned lead or hand one of theirs to anyone approved;
        // assignOwner (decision 040) writes the "owner" activity and mails the new owner.
        const from = lead.owner_id;
        const changed = await assignOwner(trx, {
          leadId: lead.id,
          ownerId,
          actorId: user.id,
          at: now,
          via: "staff",
        });
        if (!changed) throw new Refusal("A oportunidade já está com esta pessoa.");
        await record("lead.owner", { from, to: ownerId });
        // A collaborator who passes a lead on no longer sees it: the screen goes back to the list.
        return { intent, handedAway: user.role !== "admin" && ownerId !== user.id };
      }
      case "email": {
        if (!lead.email) throw new Refusal("Esta oportunidade não tem e-mail.");
        const reply = parseInput(replySchema, form);
        await queueMail(trx, {
          kind: "lead-reply",
          to: lead.email,
          refId: lead.id,
          data: { subject: reply.subject, body: reply.body, replyTo: user.email },
        });
        await log("email", reply.body, { subject: reply.subject });
        await record("lead.email");
        break;
      }
      case "use-email":
      case "use-phone": {
        const field = intent === "use-email" ? "email" : "phone";
        const { messageId } = parseInput(useContactSchema, form);
        await takeMessageContact(trx, lead, field, messageId);
        await log("contact", null, { field, messageId });
        // Which field changed, never its value (decision 015).
        await record("lead.contact", { field });
        break;
      }
      case "whatsapp": {
        if (!lead.phone) throw new Refusal("Esta oportunidade não tem telefone.");
        if (!isMobilePhone(lead.phone)) throw new Refusal(WHATSAPP_LANDLINE);
        const wroteThroughSite = await trx
          .selectFrom("lead_activities")
          .select("id")
          .where("lead_id", "=", lead.id)
          .where("kind", "=", "message")
          .executeTakeFirst();
        const { lead: about, context } = templateInput(lead, app.env.siteUrl, Boolean(wroteThroughSite));
        const text = whatsappText(about, user, context);
        // Opening WhatsApp sends nothing: the contact is logged once the person says they sent it.
        await log("whatsapp-opened", null);
        await record("lead.whatsapp");
        return { intent, location: `https://wa.me/55${lead.phone}?text=${encodeURIComponent(text)}` };
      }
      case "whatsapp-sent":
      case "whatsapp-not-sent": {
        const { openingId } = parseInput(whatsappAnswerSchema, form);
        const sent = intent === "whatsapp-sent";
        await answerWhatsAppOpening(trx, { leadId: lead.id, openingId, userId: user.id, sent });
        if (sent) await log("whatsapp", null, { opening: openingId });
        await record(sent ? "lead.whatsapp_sent" : "lead.whatsapp_not_sent");
        break;
      }
    }
    return { intent };
  });
}

/**
 * "Você enviou a mensagem no WhatsApp?" answered (decision 062): the person's own opening of
 * WhatsApp on this lead, answered once. A second answer (another tab, a double tap) is refused, so
 * one opening is never two contacts.
 */
async function answerWhatsAppOpening(
  trx: Db,
  { leadId, openingId, userId, sent }: { leadId: string; openingId: string; userId: string; sent: boolean },
): Promise<void> {
  const opening = await trx
    .selectFrom("lead_activities")
    .select(["id", "details"])
    .where("id", "=", openingId)
    .where("lead_id", "=", leadId)
    .where("kind", "=", "whatsapp-opened")
    .where("actor_id", "=", userId)
    .executeTakeFirst();
  if (!opening) throw new Refusal(WHATSAPP_NOTHING_TO_ANSWER, 404);
  const answered = await trx
    .updateTable("lead_activities")
    .set({ details: JSON.stringify({ answer: sent ? "sent" : "not-sent" }) })
    .where("id", "=", opening.id)
    .where("details", "is", null)
    .executeTakeFirst();
  if (Number(answered.numUpdatedRows) === 0) throw new Refusal(WHATSAPP_ALREADY_ANSWERED);
}

const WHATSAPP_NOTHING_TO_ANSWER = "Não há WhatsApp aberto por você nesta oportunidade.";
const WHATSAPP_ALREADY_ANSWERED = "Esta conversa no WhatsApp já foi respondida.";

/**
 * "Usar este e-mail" / "Usar este telefone" (security review 3, M-1): the lead takes the e-mail or
 * phone of one of the messages in its own timeline, by a person's choice, never by the message
 * itself. A message of another lead, a deleted one, or a detail the lead already has is refused.
 */
async function takeMessageContact(
  trx: Db,
  lead: Awaited<ReturnType<typeof visibleLead>>,
  field: "email" | "phone",
  messageId: string,
): Promise<void> {
  const message = await trx
    .selectFrom("lead_activities as a")
    .innerJoin("contact_messages as m", "m.id", "a.message_id")
    .select(["m.email", "m.phone"])
    .where("a.lead_id", "=", lead.id)
    .where("a.kind", "=", "message")
    .where("a.message_id", "=", messageId)
    .executeTakeFirst();
  if (!message) throw new Refusal("Mensagem não encontrada nesta oportunidade.", 404);
  const email = field === "email";
  const key = email ? emailKey(message.email) : phoneKey(message.phone);
  if (!key) throw new Refusal(email ? "Esta mensagem não tem e-mail." : "Esta mensagem não tem telefone.");
  if (key === (email ? lead.email_key : lead.phone_key)) {
    throw new Refusal(email ? "A oportunidade já tem este e-mail." : "A oportunidade já tem este telefone.");
  }
  await trx
    .updateTable("leads")
    .set(email ? { email: message.email, email_key: key } : { phone: message.phone, phone_key: key })
    .where("id", "=", lead.id)
    .execute();
}

type LogFn = (kind: LeadActivityKind, body?: string | null, details?: unknown) => Promise<void>;
type RecordFn = (action: AuditAction, details?: unknown) => Promise<void>;

/**
 * A stage change: Perdido needs a reason from the admins' list (and may carry a note) and closes
 * the lead (Ganho is the book's win, refused here); going back to an open stage reopens it (closed time and reason cleared).
 * Into an open stage past the first, the lead must have a next action (decision 041).
 */
async function changeStage(
  trx: Db,
  lead: Awaited<ReturnType<typeof visibleLead>>,
  form: Record<string, string>,
  log: LogFn,
  record: RecordFn,
) {
  const input = parseInput(stageSchema, form);
  const stages = await trx.selectFrom("lead_stages").selectAll().orderBy("position").execute();
  const target = stages.find((s) => s.id === input.stageId);
  if (!target)
    throw new Refusal("Escolha uma etapa da lista.", 400, { stageId: "Escolha uma etapa da lista." });
  if (target.id === lead.stage_id) throw new Refusal(ALREADY_IN_STAGE);
  // Ganho is the book's win (a client and a policy in the same transaction, book/win.ts), never a
  // bare stage change: its step is closeLeadAsWon (won.ts).
  if (target.outcome === "won") throw new Refusal(WON_NEEDS_POLICY, 400, { stageId: WON_NEEDS_POLICY });
  const now = nowIso();
  const changes: Partial<Database["leads"]> = { stage_id: target.id };
  const details: Record<string, string | null> = { from: lead.stage_id, to: target.id };

  if (target.outcome === "lost") {
    const reason = input.lostReasonId
      ? await trx
          .selectFrom("lead_lost_reasons")
          .select("id")
          .where("id", "=", input.lostReasonId)
          .where("archived_at", "is", null)
          .executeTakeFirst()
      : undefined;
    if (!reason) throw new Refusal(LEAD_MESSAGES.lostReason, 400, { lostReasonId: LEAD_MESSAGES.lostReason });
    Object.assign(changes, { lost_reason_id: reason.id, lost_note: input.lostNote || null });
    details.lostReason = reason.id;
  } else {
    Object.assign(changes, { lost_reason_id: null, lost_note: null });
  }

  if (target.outcome === "open") {
    const firstOpen = stages.find((s) => s.outcome === "open")?.id;
    const given = input.nextAction !== "" || input.nextActionAt !== "";
    if (given || (target.id !== firstOpen && !lead.next_action_at)) {
      const next = parseInput(nextActionSchemaIn(brokerageTimeZone()), {
        nextAction: input.nextAction,
        nextActionAt: input.nextActionAt,
      });
      Object.assign(changes, {
        next_action: next.nextAction,
        next_action_at: dueAt(next.nextActionAt, brokerageTimeZone()),
      });
    }
    if (lead.closed_at) changes.closed_at = null;
  } else {
    // Closed (lost): nothing left to do, so no next action to miss.
    Object.assign(changes, { closed_at: lead.closed_at ?? now, next_action: null, next_action_at: null });
  }
  await trx.updateTable("leads").set(changes).where("id", "=", lead.id).execute();
  await log("stage", target.outcome === "lost" ? input.lostNote || null : null, details);
  await record("lead.stage", details);
}
