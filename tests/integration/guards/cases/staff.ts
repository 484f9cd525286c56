/** The guard matrix's cases for the staff portal's content: the sections an admin writes for the team. */

import { expect } from "vitest";
import { ADMIN_DONE } from "~/.server/staff/admin-actions";
import { escapeHtml, unique } from "../../../support/http-assertions";
import type { GuardContext } from "../fixtures";
import type { CaseTable } from "../tables";

export function staffPortalCases({ s }: GuardContext): CaseTable {
  const sectionBody = `Central exclusiva da corretora: 0800 ${unique()}`;

  return {
    "/admin-portal": {
      section: async () => {
        const readSection = () =>
          s.handle.db
            .selectFrom("portal_sections")
            .selectAll()
            .where("key", "=", "broker-contacts")
            .executeTakeFirst();
        const title = `Telefones 0800 ${unique()}`;
        return {
          fields: { key: "broker-contacts", title, body: sectionBody },
          read: readSection,
          expectDone: (row) => expect(row).toMatchObject({ title, body: sectionBody }),
          doneText: ADMIN_DONE.section,
          afterDone: async () => {
            const html = await (await s.server.get("/employee-portal", s.collaborator.cookie)).text();
            expect(html).toContain(escapeHtml(sectionBody));
            expect(html).toContain(escapeHtml(title));
          },
        };
      },
    },
  };
}
