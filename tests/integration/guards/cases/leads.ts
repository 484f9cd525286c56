/**
 * The guard matrix's cases for leads: the desk's actions on one lead (decision 041), a new lead at
 * the counter, who owns new leads, and the stages and lost reasons.
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { LEAD_DONE, NEW_LEAD_DONE } from "~/.server/leads";
import { LEAD_OWNERS_DONE } from "~/.server/leads/owners-screen";
import { LEAD_STAGES_DONE } from "~/.server/leads/stages";
import { defaultBusinessHours } from "~/content/business-hours";
import { todayIn } from "~/lib/lead-schemas";
import { fieldName } from "~/lib/lead-stage-fields";
import { unique } from "../../../support/http-assertions";
import { createStaff, type StaffFixture } from "../../../support/test-server";
import { type GuardContext, LEAD_OWNER_PRODUCT } from "../fixtures";
import type { CaseTable, MakeCase } from "../tables";

export function leadCases({ s, makeLead, makeMessage }: GuardContext): CaseTable {
  /** The lead desk's actions (decision 041): each on its own lead, the actor's when they may own one. */
  const leadCase =
    (
      intent: keyof typeof LEAD_DONE,
      fields: (actor: StaffFixture | undefined) => Record<string, string>,
      read: (leadId: string) => Promise<unknown>,
      expectDone: (after: unknown, actor: StaffFixture | undefined) => void,
      extra: { phone?: string; unassigned?: boolean } = {},
    ): MakeCase =>
    async (actor) => {
      const owns = actor?.user.status === "approved" && !extra.unassigned;
      const leadId = await makeLead({ ownerId: owns ? actor?.user.id : null, phone: extra.phone ?? null });
      return {
        fields: fields(actor),
        read: () => read(leadId),
        expectDone: (after) => expectDone(after, actor),
        doneText: LEAD_DONE[intent],
        leadId,
      };
    };
  const leadRow = (id: string) =>
    s.handle.db
      .selectFrom("leads")
      .select(["stage_id", "owner_id", "next_action", "lost_reason_id", "closed_at"])
      .where("id", "=", id)
      .executeTakeFirst();
  const leadActivities = async (id: string) =>
    (
      await s.handle.db
        .selectFrom("lead_activities")
        .select(["kind", "actor_id", "body"])
        .where("lead_id", "=", id)
        .orderBy("created_at")
        .execute()
    ).map((a) => `${a.kind}:${a.actor_id ?? ""}:${a.body ?? ""}`);

  /**
   * "Usar este e-mail" / "Usar este telefone" (security review 3, M-1): a lead holding a later
   * message sent with another e-mail and a phone the lead lacks; done, the lead has that detail.
   */
  const contactCase =
    (intent: "use-email" | "use-phone"): MakeCase =>
    async (actor) => {
      const owns = actor?.user.status === "approved";
      const leadId = await makeLead({ ownerId: owns ? actor?.user.id : null });
      const { id: messageId } = await makeMessage();
      const phone = `4198${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
      const message = await s.handle.db
        .updateTable("contact_messages")
        .set({ phone })
        .where("id", "=", messageId)
        .returning(["email", "phone"])
        .executeTakeFirstOrThrow();
      await s.handle.db
        .insertInto("lead_activities")
        .values({
          id: randomUUID(),
          lead_id: leadId,
          kind: "message",
          actor_id: null,
          message_id: messageId,
          body: null,
          details: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      return {
        fields: { messageId },
        read: () =>
          s.handle.db
            .selectFrom("leads")
            .select(["email", "phone"])
            .where("id", "=", leadId)
            .executeTakeFirst(),
        expectDone: (after) =>
          expect(after).toMatchObject(
            intent === "use-email" ? { email: message.email } : { phone: message.phone },
          ),
        doneText: LEAD_DONE[intent],
        leadId,
      };
    };

  /** A lost reason of its own for one case (archived when asked), at the end of the list. */
  async function makeReason(archived = false): Promise<string> {
    const id = randomUUID();
    await s.handle.db
      .insertInto("lead_lost_reasons")
      .values({
        id,
        label: `Motivo ${unique()}`.slice(0, 40),
        position: 1_000 + Number.parseInt(id.slice(0, 4), 16),
        archived_at: archived ? new Date().toISOString() : null,
      })
      .execute();
    return id;
  }
  const readReason = (id: string) =>
    s.handle.db.selectFrom("lead_lost_reasons").selectAll().where("id", "=", id).executeTakeFirst();

  /** The place of `id` among the open stages (or the active reasons), 0 first. */
  async function placeOf(table: "lead_stages" | "lead_lost_reasons", id: string): Promise<number> {
    const rows =
      table === "lead_stages"
        ? await s.handle.db
            .selectFrom("lead_stages")
            .select("id")
            .where("outcome", "=", "open")
            .orderBy("position")
            .orderBy("id")
            .execute()
        : await s.handle.db
            .selectFrom("lead_lost_reasons")
            .select("id")
            .where("archived_at", "is", null)
            .orderBy("position")
            .orderBy("id")
            .execute();
    return rows.findIndex((r) => r.id === id);
  }

  /** Moves a stage that is mid-list (every case runs on the same list: it picks one that can move). */
  function stageMoveCase(intent: "stage-up" | "stage-down"): MakeCase {
    return async () => {
      const open = await s.handle.db
        .selectFrom("lead_stages")
        .select("id")
        .where("outcome", "=", "open")
        .orderBy("position")
        .orderBy("id")
        .execute();
      const moved = (intent === "stage-up" ? open.at(-1) : open[0])?.id ?? "";
      const before = await placeOf("lead_stages", moved);
      return {
        fields: { id: moved },
        read: () => placeOf("lead_stages", moved),
        expectDone: (after) => expect(after).toBe(before + (intent === "stage-up" ? -1 : 1)),
        doneText: LEAD_STAGES_DONE[intent],
      };
    };
  }

  function reasonMoveCase(intent: "reason-up" | "reason-down"): MakeCase {
    return async () => {
      const moved = await makeReason();
      if (intent === "reason-down") {
        // Its own reason first in the list, so it has somewhere to go down to.
        await s.handle.db
          .updateTable("lead_lost_reasons")
          .set({ position: -1 })
          .where("id", "=", moved)
          .execute();
      }
      const before = await placeOf("lead_lost_reasons", moved);
      return {
        fields: { id: moved },
        read: () => placeOf("lead_lost_reasons", moved),
        expectDone: (after) => expect(after).toBe(before + (intent === "reason-up" ? -1 : 1)),
        doneText: LEAD_STAGES_DONE[intent],
      };
    };
  }

  /**
   * "Sim, enviei" / "Não enviei" (decision 062): about the actor's own opening of WhatsApp on a
   * lead with a mobile (anyone's, for the visitors refused before they reach it).
   */
  const whatsappAnswerCase =
    (intent: "whatsapp-sent" | "whatsapp-not-sent"): MakeCase =>
    async (actor) => {
      const owns = actor?.user.status === "approved";
      const leadId = await makeLead({ ownerId: owns ? actor?.user.id : null, phone: "41999871234" });
      const openingId = randomUUID();
      await s.handle.db
        .insertInto("lead_activities")
        .values({
          id: openingId,
          lead_id: leadId,
          kind: "whatsapp-opened",
          actor_id: owns && actor ? actor.user.id : s.collaborator.user.id,
          message_id: null,
          body: null,
          details: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      const read = async () =>
        (
          await s.handle.db
            .selectFrom("lead_activities")
            .select(["kind", "actor_id", "details"])
            .where("lead_id", "=", leadId)
            .where("kind", "in", ["whatsapp", "whatsapp-opened"])
            .execute()
        )
          .map((a) => `${a.kind}:${a.actor_id ?? ""}:${a.details ?? ""}`)
          .sort();
      return {
        fields: { openingId },
        read,
        expectDone: (after) =>
          expect(after).toEqual(
            intent === "whatsapp-sent"
              ? [
                  `whatsapp:${actor?.user.id}:${JSON.stringify({ opening: openingId })}`,
                  `whatsapp-opened:${actor?.user.id}:${JSON.stringify({ answer: "sent" })}`,
                ].sort()
              : [`whatsapp-opened:${actor?.user.id}:${JSON.stringify({ answer: "not-sent" })}`],
          ),
        doneText: LEAD_DONE[intent],
        leadId,
      };
    };

  return {
    "/employee-portal/leads/:id": {
      note: leadCase(
        "note",
        () => ({ body: "Ligar depois das 18h" }),
        leadActivities,
        (after, actor) => expect(after).toContain(`note:${actor?.user.id}:Ligar depois das 18h`),
      ),
      call: leadCase(
        "call",
        () => ({ body: "Não atendeu" }),
        leadActivities,
        (after, actor) => expect(after).toContain(`call:${actor?.user.id}:Não atendeu`),
      ),
      "next-action": leadCase(
        "next-action",
        () => ({ nextAction: "Enviar a cotação", nextActionAt: todayIn(defaultBusinessHours.timeZone) }),
        leadRow,
        (after) => expect(after).toMatchObject({ next_action: "Enviar a cotação" }),
      ),
      stage: leadCase(
        "stage",
        () => ({ stageId: "perdido", lostReasonId: "sem-interesse" }),
        leadRow,
        (after) =>
          expect(after).toMatchObject({
            stage_id: "perdido",
            lost_reason_id: "sem-interesse",
            closed_at: expect.any(String),
          }),
      ),
      // Taking an unassigned lead (a collaborator who hands one away no longer sees it).
      owner: leadCase(
        "owner",
        (actor) => ({ ownerId: actor?.user.status === "approved" ? actor.user.id : s.collaborator.user.id }),
        leadRow,
        (after, actor) => expect(after).toMatchObject({ owner_id: actor?.user.id }),
        { unassigned: true },
      ),
      email: leadCase(
        "email",
        () => ({ subject: "Sua cotação", body: "Olá!\n\nSegue a cotação." }),
        async (id) =>
          (await s.handle.db.selectFrom("outbox").select("kind").where("ref_id", "=", id).execute()).map(
            (m) => m.kind,
          ),
        (after) => expect(after).toEqual(["lead-reply"]),
      ),
      "use-email": contactCase("use-email"),
      "use-phone": contactCase("use-phone"),
      "whatsapp-sent": whatsappAnswerCase("whatsapp-sent"),
      "whatsapp-not-sent": whatsappAnswerCase("whatsapp-not-sent"),
    },
    "/employee-portal/leads/:id/whatsapp": {
      // The opening logged (not a contact yet), and the answer (in the new tab) moves on to it.
      whatsapp: leadCase(
        "whatsapp",
        () => ({}),
        leadActivities,
        (after, actor) =>
          expect((after as string[]).filter((row) => row.startsWith("whatsapp"))).toEqual([
            `whatsapp-opened:${actor?.user.id}:`,
          ]),
        { phone: "41999871234" },
      ),
    },
    "/employee-portal/leads/new": {
      create: async () => {
        const name = `Cliente Balcão ${unique()}`;
        return {
          fields: {
            name,
            email: "",
            phone: "(41) 9 9876-5432",
            contactMethod: "Telefone",
            product: "",
            source: "walk-in",
            ownerId: "",
            nextAction: "Ligar com a cotação",
            nextActionAt: todayIn(defaultBusinessHours.timeZone),
          },
          read: () =>
            s.handle.db.selectFrom("leads").select(["source", "owner_id"]).where("name", "=", name).execute(),
          expectDone: (after) => expect(after).toEqual([expect.objectContaining({ source: "walk-in" })]),
          doneText: NEW_LEAD_DONE.create,
          lands: /^\/employee-portal\/leads\/[0-9a-f-]{36}$/,
        };
      },
    },
    "/admin-portal/lead-owners": {
      "takes-leads": async () => {
        const target = await createStaff(s.handle.db, "collaborator", "approved");
        return {
          fields: { userId: target.user.id, takesLeads: "1" },
          read: async () => ({
            takesLeads: (
              await s.handle.db
                .selectFrom("users")
                .select("takes_leads")
                .where("id", "=", target.user.id)
                .executeTakeFirstOrThrow()
            ).takes_leads,
          }),
          expectDone: (after) => expect(after).toEqual({ takesLeads: 1 }),
          doneText: LEAD_OWNERS_DONE["takes-leads"],
        };
      },
      "product-owner": async () => {
        const target = await createStaff(s.handle.db, "collaborator", "approved");
        return {
          fields: { product: LEAD_OWNER_PRODUCT, owner: target.email },
          read: async () => ({
            owner:
              (
                await s.handle.db
                  .selectFrom("lead_product_owners")
                  .select("user_id")
                  .where("product", "=", LEAD_OWNER_PRODUCT)
                  .executeTakeFirst()
              )?.user_id ?? null,
          }),
          expectDone: (after) => expect(after).toEqual({ owner: target.user.id }),
          doneText: LEAD_OWNERS_DONE["product-owner"],
        };
      },
    },
    "/admin-portal/lead-stages": {
      // Each case on its own stage or reason, read back from the database.
      "save-stage": async () => {
        const days = String(1 + Math.floor(Math.random() * 60));
        const label = `Negociando ${unique()}`.slice(0, 40);
        return {
          fields: {
            id: "cotando",
            [fieldName.stageLabel("cotando")]: label,
            [fieldName.stageDays("cotando")]: days,
          },
          read: () =>
            s.handle.db.selectFrom("lead_stages").selectAll().where("id", "=", "cotando").executeTakeFirst(),
          expectDone: (after) => expect(after).toMatchObject({ label, stalled_after_days: Number(days) }),
          doneText: LEAD_STAGES_DONE["save-stage"],
        };
      },
      "stage-up": stageMoveCase("stage-up"),
      "stage-down": stageMoveCase("stage-down"),
      "add-reason": async () => {
        const label = `Motivo ${unique()}`.slice(0, 40);
        const find = () =>
          s.handle.db.selectFrom("lead_lost_reasons").select("label").where("label", "=", label).execute();
        return {
          fields: { [fieldName.newReason]: label },
          read: find,
          expectDone: (after) => expect(after).toEqual([{ label }]),
          doneText: LEAD_STAGES_DONE["add-reason"],
        };
      },
      "rename-reason": async () => {
        const id = await makeReason();
        const label = `Renomeado ${unique()}`.slice(0, 40);
        return {
          fields: { id, [fieldName.reasonLabel(id)]: label },
          read: () => readReason(id),
          expectDone: (after) => expect(after).toMatchObject({ label }),
          doneText: LEAD_STAGES_DONE["rename-reason"],
        };
      },
      "reason-up": reasonMoveCase("reason-up"),
      "reason-down": reasonMoveCase("reason-down"),
      "remove-reason": async () => {
        const id = await makeReason();
        return {
          fields: { id },
          read: () => readReason(id),
          expectDone: (after) => expect(after).toBeUndefined(),
          doneText: LEAD_STAGES_DONE["remove-reason"],
        };
      },
      "restore-reason": async () => {
        const id = await makeReason(true);
        return {
          fields: { id },
          read: () => readReason(id),
          expectDone: (after) => expect(after).toMatchObject({ archived_at: null }),
          doneText: LEAD_STAGES_DONE["restore-reason"],
        };
      },
    },
  };
}
