/**
 * A person's e-mail address does not outlive their account nor rest in clear in the rate-limit
 * table (security review 2, L-4), over real HTTP against `node server.js` (run `npm run build`
 * first), on SQLite and PostgreSQL.
 */
import { describe, expect, it } from "vitest";
import { projectDatabase } from "../support/database-project";
import { forceFailure } from "../support/force-failure";
import { LOGIN, unique, useServerSuite, waitFor } from "../support/http-assertions";
import { createStaff } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

describe(`personal data on ${kind}`, () => {
  const s = useServerSuite(kind, { OUTBOX_POLL_MS: "200" });

  const outboxOf = (email: string) =>
    s.handle.db.selectFrom("outbox").selectAll().where("to_address", "=", email).execute();

  it("deleting a person removes their address from every outbox row, sent and pending", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "pending", {
      email: `saindo-${unique()}@corretora.test`,
    });
    const approve = await s.server.post(
      "/admin-portal",
      { intent: "approve", userId: person.user.id },
      s.admin.cookie,
    );
    await s.expectRedirect(approve, "/admin-portal");
    // The approval mail is delivered (a sent row), then a reset mail is queued and waits: the
    // database refuses the worker's claim of this person's rows (an UPDATE), so it stays pending
    // however fast the worker is. The deletion is a DELETE, which the rule lets through.
    await waitFor(async () => (await outboxOf(person.email)).find((row) => row.status === "sent"));
    const claimRefused = await forceFailure(s.handle, {
      table: "outbox",
      on: "update",
      where: { column: "to_address", equals: person.email },
    });
    try {
      const forgot = await s.server.post("/access/employees/forgot-password", { email: person.email });
      await forgot.text();
      expect((await outboxOf(person.email)).map((row) => row.status).sort()).toEqual(["pending", "sent"]);

      const res = await s.server.post(
        "/admin-portal",
        { intent: "delete", userId: person.user.id },
        s.admin.cookie,
      );
      await s.expectRedirect(res, "/admin-portal");
    } finally {
      await claimRefused.remove();
    }
    const rows = await s.handle.db.selectFrom("outbox").selectAll().execute();
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(person.email);
  });

  it("no rate-limit key holds an e-mail in clear after a failed login and a reset request", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    const login = await s.server.post(LOGIN, { email: person.email, password: "errada-123" });
    expect(login.status).toBe(401);
    await login.text();
    const forgot = await s.server.post("/access/employees/forgot-password", { email: person.email });
    await forgot.text();
    const keys = (await s.handle.db.selectFrom("rate_limits").select("key").execute()).map((r) => r.key);
    // loginAddress, loginAccountAddress, loginFailures, forgotPassword, forgotPasswordEmail.
    expect(keys).toHaveLength(5);
    for (const key of keys) {
      expect(key).not.toContain("@");
      expect(key).not.toContain(person.email.split("@")[0]);
    }
    // The address-only counters stay readable for an operator.
    expect(keys).toContain("loginAddress:127.0.0.1");
  });
});
