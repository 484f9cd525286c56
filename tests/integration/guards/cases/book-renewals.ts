/**
 * The guard matrix's cases for the renewal desk (issue 42, decision 069): each action of a renewal's
 * page on its own renewal (of a client nobody looks after, so every approved person sees it), and
 * the renewal windows' settings.
 */
import { expect } from "vitest";
import { RENEWAL_DONE, RENEWAL_SETTINGS_DONE } from "~/.server/book";
import { defaultBusinessHours } from "~/content/business-hours";
import { todayIn } from "~/lib/lead-schemas";
import { insertRenewal } from "../../../support/book-fixtures";
import { unique } from "../../../support/http-assertions";
import type { StaffFixture } from "../../../support/test-server";
import type { GuardContext } from "../fixtures";
import type { CaseTable, MakeCase } from "../tables";

export function bookRenewalCases({ s }: GuardContext): CaseTable {
  const renewalRow = (id: string) =>
    s.handle.db
      .selectFrom("renewals")
      .select(["status", "owner_id", "next_action", "lost_reason", "new_policy_id", "closed_at"])
      .where("id", "=", id)
      .executeTakeFirst();
  const activities = async (id: string) =>
    (
      await s.handle.db
        .selectFrom("book_activities")
        .select(["kind", "actor_id", "body"])
        .where("renewal_id", "=", id)
        .orderBy("created_at")
        .execute()
    ).map((a) => `${a.kind}:${a.actor_id ?? ""}:${a.body ?? ""}`);

  const renewalCase =
    (
      intent: keyof typeof RENEWAL_DONE,
      fields: (actor: StaffFixture | undefined) => Record<string, string>,
      read: (id: string) => Promise<unknown>,
      expectDone: (after: unknown, actor: StaffFixture | undefined) => void,
    ): MakeCase =>
    async (actor) => {
      const { renewalId } = await insertRenewal(s.handle.db);
      return {
        fields: fields(actor),
        read: () => read(renewalId),
        expectDone: (after) => expectDone(after, actor),
        doneText: RENEWAL_DONE[intent],
        pathId: renewalId,
      };
    };

  return {
    "/employee-portal/renewals/:id": {
      note: renewalCase(
        "note",
        () => ({ body: "Cliente pediu cotação na Allianz também" }),
        activities,
        (after, actor) =>
          expect(after).toContain(`note:${actor?.user.id}:Cliente pediu cotação na Allianz também`),
      ),
      call: renewalCase(
        "call",
        () => ({ body: "Não atendeu" }),
        activities,
        (after, actor) => expect(after).toContain(`call:${actor?.user.id}:Não atendeu`),
      ),
      "next-action": renewalCase(
        "next-action",
        () => ({ nextAction: "Enviar a cotação", nextActionAt: todayIn(defaultBusinessHours.timeZone) }),
        renewalRow,
        (after) => expect(after).toMatchObject({ next_action: "Enviar a cotação" }),
      ),
      status: renewalCase(
        "status",
        () => ({ status: "perdida", lostReason: "Preço", lostTo: "Outra corretora" }),
        renewalRow,
        (after) =>
          expect(after).toMatchObject({
            status: "perdida",
            lost_reason: "Preço",
            closed_at: expect.any(String),
          }),
      ),
      owner: renewalCase(
        "owner",
        (actor) => ({ ownerId: actor?.user.status === "approved" ? actor.user.id : s.collaborator.user.id }),
        renewalRow,
        (after, actor) => expect(after).toMatchObject({ owner_id: actor?.user.id }),
      ),
      renew: renewalCase(
        "renew",
        () => ({
          insurerId: "porto",
          policyNumber: `R-${unique()}`.slice(0, 40),
          startsOn: "2027-01-10",
          endsOn: "2028-01-10",
          totalPremium: "2.300,00",
        }),
        renewalRow,
        (after) => expect(after).toMatchObject({ status: "renovada", new_policy_id: expect.any(String) }),
      ),
    },
    "/admin-portal/renewal-settings": {
      save: async () => {
        const read = () =>
          s.handle.db
            .selectFrom("book_settings")
            .select(["renewal_window_days", "reminder_days"])
            .where("id", "=", "book")
            .executeTakeFirst();
        // Another window than the one stored, so the change shows.
        const windowDays = (await read())?.renewal_window_days === 90 ? "91" : "90";
        return {
          fields: { windowDays, reminderDays: "30, 15, 7, 1" },
          read,
          expectDone: (after) =>
            expect(after).toEqual({ renewal_window_days: Number(windowDays), reminder_days: "30,15,7,1" }),
          doneText: RENEWAL_SETTINGS_DONE.save,
        };
      },
    },
  };
}
