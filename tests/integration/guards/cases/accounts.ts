/**
 * The guard matrix's cases for accounts: a person's own password, sessions and two-step
 * verification (the portal and the setup), and the admin's decisions on people.
 */

import { expect } from "vitest";
import { createSession } from "~/.server/accounts/sessions";
import { SETUP_DONE } from "~/.server/accounts/two-factor";
import { ADMIN_DONE } from "~/.server/staff/admin-actions";
import { PORTAL_DONE } from "~/.server/staff/portal-actions";
import { PROFILE_MESSAGES } from "~/lib/staff-schemas";
import { loginCarrying, TEXT, unique } from "../../../support/http-assertions";
import { cookieFor, createStaff, type StaffFixture } from "../../../support/test-server";
import { startTwoStep, totpCode, turnOnTwoStep } from "../../../support/two-step";
import type { GuardContext } from "../fixtures";
import type { CaseTable, MakeCase } from "../tables";

export function accountCases({ s }: GuardContext): CaseTable {
  type Row = Record<string, unknown> | undefined;
  const readUser = (id: string) =>
    s.handle.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst() as Promise<Row>;

  const userCase = (
    make: () => Promise<StaffFixture>,
    intent: keyof typeof ADMIN_DONE,
    expectDone: (row: Row) => void,
    afterDone?: (target: StaffFixture) => Promise<void>,
    extra: Record<string, string> = {},
  ): MakeCase => {
    return async () => {
      const target = await make();
      return {
        fields: { userId: target.user.id, ...extra },
        read: () => readUser(target.user.id),
        expectDone: (row) => expectDone(row as Row),
        doneText: ADMIN_DONE[intent],
        afterDone: afterDone && (() => afterDone(target)),
      };
    };
  };
  const person = (role: "admin" | "collaborator", status: "approved" | "pending", disabled = false) => {
    return async () => {
      const fixture = await createStaff(s.handle.db, role, status);
      if (disabled) {
        await s.handle.db
          .updateTable("users")
          .set({ disabled_at: new Date().toISOString() })
          .where("id", "=", fixture.user.id)
          .execute();
      }
      return fixture;
    };
  };

  /** Everyone's two-step rows (a refused post changes none). */
  const twoStepRows = () => s.handle.db.selectFrom("two_factor").selectAll().orderBy("user_id").execute();
  const recoveryRows = () =>
    s.handle.db.selectFrom("recovery_codes").select(["user_id", "code_hash"]).orderBy("code_hash").execute();
  /** Turns two-step verification on for an approved actor (a refused visitor has nothing to turn off). */
  const withTwoStepOn = async (actor: StaffFixture | undefined) => {
    if (actor?.user.status === "approved") await turnOnTwoStep(s.server, actor.cookie, actor.password);
  };

  return {
    // The person's own name and phone (decision 064): nobody else's row, and nothing when refused.
    "/access/employees/profile": {
      save: async (actor) => {
        const name = `Nome Novo ${unique()}`;
        return {
          fields: { name, phone: "(41) 9 8765-4321" },
          read: () => s.handle.db.selectFrom("users").select(["id", "name", "phone"]).orderBy("id").execute(),
          expectDone: (rows) => {
            const mine = (rows as { id: string; name: string | null; phone: string | null }[]).find(
              (row) => row.id === actor?.user.id,
            );
            expect(mine).toMatchObject({ name, phone: "41987654321" });
          },
          doneText: PROFILE_MESSAGES.saved,
        };
      },
    },
    "/employee-portal": {
      "change-password": async (actor) => {
        const hashes = () =>
          s.handle.db.selectFrom("users").select(["id", "password_hash"]).orderBy("id").execute();
        return {
          // The current password is right: only the guard may stop a refused visitor.
          fields: {
            currentPassword: actor?.password ?? "senha-de-ninguem",
            password: `trocada-${unique()}`,
            confirmed: "1",
          },
          // Refused: nobody's password changed. Done: the actor's did.
          read: hashes,
          expectDone: () => undefined,
          doneText: PORTAL_DONE["change-password"],
          afterDone: async () => {
            if (!actor) return;
            const old = await s.login(actor.email, actor.password);
            expect(await old.text()).toContain(TEXT.wrongPassword);
          },
        };
      },
      "end-other-sessions": async (actor) => {
        // The actor is also signed in elsewhere (another device).
        const elsewhere = actor ? await createSession(s.handle.db, actor.user.id) : undefined;
        const sessionIds = async () =>
          (await s.handle.db.selectFrom("sessions").select("id").orderBy("id").execute()).map((r) => r.id);
        return {
          fields: {},
          // Refused: no session of anyone ended. Done: the actor's other one did.
          read: sessionIds,
          expectDone: (after) => {
            expect(after).toContain(actor?.sessionId);
            expect(after).not.toContain(elsewhere?.id);
          },
          doneText: PORTAL_DONE["end-other-sessions"],
          afterDone: async () => {
            if (!actor || !elsewhere) return;
            await s.expectRedirect(
              await s.server.get("/employee-portal", await cookieFor(elsewhere.token)),
              loginCarrying("/employee-portal"),
            );
            const kept = await s.server.get("/employee-portal", actor.cookie);
            expect(kept.status).toBe(200);
            await kept.text();
          },
        };
      },
      "two-step-off": async (actor) => {
        await withTwoStepOn(actor);
        return {
          fields: { proof: actor?.password ?? "senha-de-ninguem" },
          read: twoStepRows,
          expectDone: (after) =>
            expect(after).not.toContainEqual(expect.objectContaining({ user_id: actor?.user.id })),
          doneText: PORTAL_DONE["two-step-off"],
        };
      },
      "two-step-recovery": async (actor) => {
        await withTwoStepOn(actor);
        return {
          fields: { proof: actor?.password ?? "senha-de-ninguem" },
          read: recoveryRows,
          expectDone: (after) =>
            expect((after as { user_id: string }[]).filter((r) => r.user_id === actor?.user.id)).toHaveLength(
              10,
            ),
          doneText: PORTAL_DONE["two-step-recovery"],
        };
      },
    },
    "/access/employees/two-step-setup": {
      start: async (actor) => ({
        fields: {},
        read: twoStepRows,
        expectDone: (after) =>
          expect(after).toContainEqual(
            expect.objectContaining({ user_id: actor?.user.id, pending_sealed: expect.any(String) }),
          ),
        doneText: SETUP_DONE.start,
      }),
      confirm: async (actor) => {
        const secret = actor?.user.status === "approved" ? await startTwoStep(s.server, actor.cookie) : "";
        return {
          fields: {
            code: secret ? totpCode(secret) : "123456",
            password: actor?.password ?? "senha-de-ninguem",
          },
          read: twoStepRows,
          expectDone: (after) =>
            expect(after).toContainEqual(
              expect.objectContaining({ user_id: actor?.user.id, secret_sealed: expect.any(String) }),
            ),
          doneText: SETUP_DONE.confirm,
        };
      },
    },
    "/admin-portal": {
      "two-step-requirement": async () => ({
        // "0" (not required): the setting is written, and the rest of the matrix is not sent to the setup.
        fields: { required: "0" },
        read: () => s.handle.db.selectFrom("staff_settings").selectAll().execute(),
        expectDone: (after) => expect(after).toContainEqual(expect.objectContaining({ value: "0" })),
        doneText: ADMIN_DONE["two-step-requirement"],
      }),
      // An admin resets a person's second step (security review 3, L-2): key gone, sessions ended.
      "two-step-reset": async () => {
        const target = await createStaff(s.handle.db, "collaborator", "approved");
        await turnOnTwoStep(s.server, target.cookie, target.password);
        return {
          fields: { userId: target.user.id },
          read: () =>
            s.handle.db
              .selectFrom("two_factor")
              .select("user_id")
              .where("user_id", "=", target.user.id)
              .execute(),
          expectDone: (after) => expect(after).toEqual([]),
          doneText: ADMIN_DONE["two-step-reset"],
          afterDone: async () => {
            expect(await s.sessionsOf(target.user.id)).toHaveLength(0);
            await s.expectRedirect(
              await s.server.get("/employee-portal", target.cookie),
              loginCarrying("/employee-portal"),
            );
          },
        };
      },
      approve: userCase(
        person("collaborator", "pending"),
        "approve",
        (row) => expect(row).toMatchObject({ status: "approved" }),
        async (target) => {
          const res = await s.server.get("/employee-portal", target.cookie);
          expect(res.status).toBe(200);
          expect(await res.text()).toContain(TEXT.collaboratorWelcome);
        },
      ),
      deny: userCase(person("collaborator", "pending"), "deny", (row) => expect(row).toBeUndefined()),
      delete: userCase(
        person("collaborator", "approved"),
        "delete",
        (row) => expect(row).toBeUndefined(),
        async (target) =>
          s.expectRedirect(
            await s.server.get("/employee-portal", target.cookie),
            loginCarrying("/employee-portal"),
          ),
      ),
      promote: userCase(
        person("collaborator", "approved"),
        "promote",
        (row) => expect(row).toMatchObject({ role: "admin", status: "approved" }),
        async (target) => {
          const res = await s.server.get("/admin-portal", target.cookie);
          await res.text();
          expect(res.status).toBe(200);
        },
      ),
      demote: userCase(
        person("admin", "approved"),
        "demote",
        (row) => expect(row).toMatchObject({ role: "collaborator", status: "approved" }),
        async (target) =>
          s.expectRedirect(await s.server.get("/admin-portal", target.cookie), "/access/main-menu"),
      ),
      disable: userCase(
        person("collaborator", "approved"),
        "disable",
        (row) => expect(row?.disabled_at).toEqual(expect.any(String)),
        async (target) => {
          expect(await s.sessionsOf(target.user.id)).toHaveLength(0);
          await s.expectRedirect(
            await s.server.get("/employee-portal", target.cookie),
            loginCarrying("/employee-portal"),
          );
          const res = await s.login(target.email, target.password);
          expect(res.status).toBe(403);
          expect(await res.text()).toContain(TEXT.userDisabled);
        },
      ),
      enable: userCase(
        person("collaborator", "approved", true),
        "enable",
        (row) => expect(row).toMatchObject({ disabled_at: null, status: "approved" }),
        async (target) => s.expectRedirect(await s.login(target.email, target.password), "/access/main-menu"),
      ),
      edit: userCase(
        person("collaborator", "approved"),
        "edit",
        (row) => expect(row).toMatchObject({ name: "Maria Souza", phone: "11987654321" }),
        undefined,
        { name: "Maria Souza", phone: "(11) 98765-4321" },
      ),
    },
  };
}
