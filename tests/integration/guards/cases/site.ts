/** The guard matrix's cases for the contact messages' inbox (list and detail): handled, reopened, retried, deleted. */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { INBOX_DONE } from "~/.server/site/inbox";
import { unique } from "../../../support/http-assertions";
import type { GuardContext } from "../fixtures";
import type { CaseTable, MakeCase } from "../tables";

export function siteCases({ s, makeMessage, readMessage }: GuardContext): CaseTable {
  const inboxCases = (page: "list" | "detail"): Record<keyof typeof INBOX_DONE, MakeCase> => {
    const inboxCase =
      (
        intent: keyof typeof INBOX_DONE,
        state: { handled?: boolean; delivery?: "sent" | "failed" },
        expectDone: (after: Awaited<ReturnType<typeof readMessage>>) => void,
      ): MakeCase =>
      async () => {
        const { id } = await makeMessage(state);
        return {
          // The detail page takes the id from its URL; the list posts it in the form.
          fields: page === "list" ? { messageId: id } : ({} as Record<string, string>),
          read: () => readMessage(id),
          expectDone: (after) => expectDone(after as Awaited<ReturnType<typeof readMessage>>),
          doneText: INBOX_DONE[intent],
          messageId: id,
        };
      };
    return {
      handled: inboxCase("handled", {}, (after) =>
        expect(after.message?.handled_at).toEqual(expect.any(String)),
      ),
      reopen: inboxCase("reopen", { handled: true }, (after) => expect(after.message?.handled_at).toBeNull()),
      retry: inboxCase("retry", { delivery: "failed" }, (after) =>
        expect(after.outbox.map((o) => o.status)).not.toContain("failed"),
      ),
      delete: inboxCase("delete", {}, (after) => {
        expect(after.message).toBeUndefined();
        expect(after.outbox).toEqual([]);
      }),
      // One failed mail of any kind (here a staff notice), by its own id; on the detail page the
      // URL names a message, the form the mail.
      "retry-mail": async () => {
        const mailId = randomUUID();
        const at = new Date().toISOString();
        await s.handle.db
          .insertInto("outbox")
          .values({
            id: mailId,
            kind: "password-changed",
            to_address: `colaborador-${unique()}@exemplo.com`,
            payload: JSON.stringify({ changedAt: at, via: "portal" }),
            ref_id: null,
            status: "failed",
            attempts: 8,
            next_attempt_at: at,
            locked_until: null,
            last_error: "550 recusado",
            sent_at: null,
            created_at: at,
          })
          .execute();
        const readMail = () =>
          s.handle.db
            .selectFrom("outbox")
            .select(["status", "attempts"])
            .where("id", "=", mailId)
            .executeTakeFirst();
        return {
          fields: { mailId },
          read: readMail,
          expectDone: (after) => expect((after as { status: string }).status).not.toBe("failed"),
          doneText: INBOX_DONE["retry-mail"],
          messageId: page === "detail" ? (await makeMessage()).id : undefined,
        };
      },
    };
  };

  return {
    "/admin-portal/messages": inboxCases("list"),
    "/admin-portal/messages/:id": inboxCases("detail"),
  };
}
