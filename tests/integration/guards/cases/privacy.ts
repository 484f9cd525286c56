/** The guard matrix's cases for "Dados pessoais": a person searched, erased and exported (each audited). */

import { expect } from "vitest";
import { PERSONAL_DATA_DONE } from "~/.server/privacy/personal-data";
import type { GuardContext } from "../fixtures";
import type { CaseTable } from "../tables";

export function privacyCases({ s, makeMessage, readMessage }: GuardContext): CaseTable {
  const auditCount = (action: string) =>
    s.handle.db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", action)
      .execute()
      .then((rows) => rows.length);

  return {
    // A visitor's message (its e-mail is the person searched): the search and the export write one
    // audit row each (refused: none); the erase removes the message and its mail.
    "/admin-portal/personal-data": {
      search: async () => {
        const { id } = await makeMessage();
        const { message } = await readMessage(id);
        return {
          fields: { email: message?.email ?? "" },
          read: () => auditCount("personal_data.search"),
          expectDone: () => undefined,
          doneText: message?.email,
        };
      },
      erase: async () => {
        const { id } = await makeMessage();
        const { message } = await readMessage(id);
        return {
          fields: { email: message?.email ?? "", confirm: "on" },
          read: () => readMessage(id),
          expectDone: (after) => {
            const { message: gone, outbox } = after as Awaited<ReturnType<typeof readMessage>>;
            expect(gone).toBeUndefined();
            expect(outbox).toEqual([]);
          },
          doneText: PERSONAL_DATA_DONE.erase,
        };
      },
    },
    "/admin-portal/personal-data/export": {
      export: async () => {
        const { id, marker } = await makeMessage();
        const { message } = await readMessage(id);
        return {
          fields: { email: message?.email ?? "" },
          read: () => auditCount("personal_data.export"),
          expectDone: () => undefined,
          // The file holds the message's text.
          doneText: marker,
        };
      },
    },
  };
}
