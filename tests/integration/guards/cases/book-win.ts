/**
 * The guard matrix's case for winning a lead (issue 42, decision 067): "win" on the lead's page,
 * the book's use case. Done, the lead is Ganho and linked to its client and policy.
 */
import { expect } from "vitest";
import { WIN_DONE } from "~/.server/book";
import { winFields } from "../../../support/book-fixtures";
import type { GuardContext } from "../fixtures";
import type { CaseTable } from "../tables";

export function bookWinCases({ s, makeLead }: GuardContext): CaseTable {
  return {
    "/employee-portal/leads/:id": {
      win: async (actor) => {
        const owns = actor?.user.status === "approved";
        const leadId = await makeLead({ ownerId: owns ? actor?.user.id : null });
        const fields = winFields();
        return {
          fields,
          read: async () => {
            const lead = await s.handle.db
              .selectFrom("leads")
              .select(["stage_id", "client_id", "policy_id"])
              .where("id", "=", leadId)
              .executeTakeFirstOrThrow();
            const policies = await s.handle.db
              .selectFrom("policies")
              .select("id")
              .where("policy_number", "=", fields.policyNumber ?? "")
              .execute();
            return { ...lead, policies: policies.map((p) => p.id) };
          },
          expectDone: (after) => {
            const done = after as { stage_id: string; client_id: string | null; policy_id: string | null };
            expect(done).toMatchObject({ stage_id: "ganho", client_id: expect.any(String) });
            expect((after as { policies: string[] }).policies).toEqual([done.policy_id]);
          },
          doneText: WIN_DONE.win,
          leadId,
        };
      },
    },
  };
}
