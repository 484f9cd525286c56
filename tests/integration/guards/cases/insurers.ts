/** The guard matrix's cases for insurers: the list (add, order, visibility), the editor, and the portal password's reveal. */

import { expect } from "vitest";
import { saveDocument } from "~/.server/content";
import { INSURER_SAVED, INSURERS_DONE } from "~/.server/insurers/insurer-actions";
import { contentFormFields } from "../../../support/content-form";
import { unique } from "../../../support/http-assertions";
import { insurerRecord, storeInsurerPortalPassword } from "../../../support/insurer-form";
import { createStaff } from "../../../support/test-server";
import {
  DROPPED_INSURER,
  EDITED_INSURER,
  type GuardContext,
  MOVED_INSURER,
  REVEALED_INSURER,
  VISIBILITY_INSURER,
} from "../fixtures";
import type { CaseTable, MakeCase } from "../tables";

export function insurerCases({ s, latestVersion }: GuardContext): CaseTable {
  const revealCount = () =>
    s.handle.db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "insurer.password_reveal")
      .where("target_id", "=", REVEALED_INSURER)
      .execute()
      .then((rows) => rows.length);

  /** The newest public version of an insurer and its position/visibility. */
  const insurerState = async (id: string) => {
    const row = await latestVersion("insurer", id);
    return row ? (JSON.parse(row.data) as { hidden: boolean; position: number; note: string }) : undefined;
  };

  function insurerVisibilityCase(intent: "hide" | "show"): MakeCase {
    return async () => {
      const admin = await createStaff(s.handle.db, "admin", "approved");
      await saveDocument(
        s.handle.db,
        admin.user.id,
        { kind: "insurer", key: VISIBILITY_INSURER },
        (previous) => ({
          ...(previous as object),
          hidden: intent === "show",
        }),
      );
      return {
        fields: { id: VISIBILITY_INSURER },
        read: () => insurerState(VISIBILITY_INSURER),
        expectDone: (after) => expect((after as { hidden: boolean }).hidden).toBe(intent === "hide"),
        doneText: INSURERS_DONE[intent],
      };
    };
  }

  function insurerMoveCase(intent: "move-up" | "move-down" | "move-to"): MakeCase {
    // A drop takes another insurer to the top, so the one that steps up and down stays mid-list
    // whatever order the cases run in.
    const moved = intent === "move-to" ? DROPPED_INSURER : MOVED_INSURER;
    return async () => {
      let before: number | undefined;
      return {
        // A drop at the top of the list.
        fields: { id: moved, ...(intent === "move-to" && { position: "0" }) },
        read: async () => {
          // Positions are renumbered by each move: compare places in the ordered list.
          const rows = await s.handle.db
            .selectFrom("content_versions")
            .select(["doc_key", "version", "data"])
            .where("kind", "=", "insurer")
            .execute();
          const latest = new Map<string, { version: number; position: number; name: string }>();
          for (const r of rows) {
            const data = JSON.parse(r.data) as { position: number; name: string };
            const seen = latest.get(r.doc_key);
            if (!seen || seen.version < r.version) latest.set(r.doc_key, { version: r.version, ...data });
          }
          const order = [...latest.entries()]
            .sort(([, a], [, b]) => a.position - b.position || a.name.localeCompare(b.name, "pt-BR"))
            .map(([key]) => key);
          const place = order.indexOf(moved);
          before ??= place;
          return place;
        },
        expectDone: (after) =>
          expect(after).toBe(
            intent === "move-to" ? 0 : intent === "move-up" ? (before ?? 0) - 1 : (before ?? 0) + 1,
          ),
        doneText: INSURERS_DONE[intent],
      };
    };
  }

  return {
    "/admin-portal/insurers": {
      add: async () => {
        const name = `Seguradora Nova ${unique()}`;
        const count = () =>
          s.handle.db
            .selectFrom("content_versions")
            .select("doc_key")
            .where("kind", "=", "insurer")
            .distinct()
            .execute()
            .then((rows) => rows.length);
        const before = await count();
        return {
          fields: { name, website: "https://seguradora-nova.example.com" },
          read: count,
          expectDone: (after) => expect(after).toBe(before + 1),
          doneText: INSURERS_DONE.add,
        };
      },
      "move-up": insurerMoveCase("move-up"),
      "move-down": insurerMoveCase("move-down"),
      "move-to": insurerMoveCase("move-to"),
      hide: insurerVisibilityCase("hide"),
      show: insurerVisibilityCase("show"),
    },
    "/admin-portal/insurers/:insurer": {
      save: async () => {
        const record = insurerRecord(EDITED_INSURER);
        const note = `Atende autos e residências ${unique()}`;
        return {
          fields: contentFormFields({
            ...record,
            note,
            partner: "on",
            internal: { login: `login-${unique()}` },
          }),
          read: () => insurerState(EDITED_INSURER),
          expectDone: (after) => expect((after as { note: string }).note).toBe(note),
          doneText: INSURER_SAVED,
        };
      },
    },
    "/employee-portal/insurers/:insurer/password": {
      reveal: async () => {
        const admin = await createStaff(s.handle.db, "admin", "approved");
        const password = `portal${unique()}`;
        await storeInsurerPortalPassword(s.handle.db, admin.user.id, REVEALED_INSURER, password);
        return {
          fields: {},
          // Refused: nobody saw it (no audit row). Done: one more reveal in the log.
          read: revealCount,
          expectDone: () => undefined,
          doneText: password,
        };
      },
    },
  };
}
