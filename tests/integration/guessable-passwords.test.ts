/**
 * Guessable passwords are refused wherever a password is chosen over HTTP (registration, the
 * portal's change, a reset link), with one clear message and nothing stored, on SQLite and
 * PostgreSQL; signing in with an older weak password still works. `npm run admin:create` and
 * ADMIN_PASSWORD are in first-admin.test.ts; the rule itself in tests/unit/password-policy.test.ts.
 */
import { describe, expect, it } from "vitest";
import { createResetToken } from "~/.server/accounts/password-reset";
import { projectDatabase } from "../support/database-project";
import { escapeHtml, LOGIN, TEXT, unique, useServerSuite } from "../support/http-assertions";
import { passwordHashOf } from "../support/staff-fixtures";
import { createStaff } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const GUESSABLE = ["123456", "senha123", "Vertice2026"];
const MESSAGE = "Esta senha é muito comum e fácil de adivinhar. Escolha outra.";

describe(`guessable passwords on ${kind}`, () => {
  const s = useServerSuite(kind);

  const expectRefused = async (res: Response) => {
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(escapeHtml(MESSAGE));
    expect(html).not.toContain(escapeHtml(TEXT.passwordChanged));
  };

  it.each(GUESSABLE)("registration refuses %s and stores no account", async (password) => {
    const email = `fraca-${unique()}@exemplo.com`;
    await expectRefused(await s.server.post("/access/employees/register", { email, password }));
    expect(await s.handle.db.selectFrom("users").select("id").where("email", "=", email).execute()).toEqual(
      [],
    );
  });

  it("registration still takes a password that is not on the list", async () => {
    const email = `forte-${unique()}@exemplo.com`;
    const res = await s.server.post("/access/employees/register", {
      email,
      password: "cafe-com-pao-de-queijo",
    });
    expect(res.status).toBe(200);
    await res.text();
    expect(
      await s.handle.db.selectFrom("users").select("status").where("email", "=", email).execute(),
    ).toEqual([{ status: "pending" }]);
  });

  it.each(GUESSABLE)("the portal's change refuses %s and keeps the old password", async (password) => {
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    const before = await passwordHashOf(s.handle.db, person.user.id);
    await expectRefused(
      await s.server.post(
        "/employee-portal",
        { intent: "change-password", currentPassword: person.password, password, confirmed: "1" },
        person.cookie,
      ),
    );
    expect(await passwordHashOf(s.handle.db, person.user.id)).toBe(before);
    expect(
      await s.handle.db.selectFrom("outbox").select("id").where("ref_id", "=", person.user.id).execute(),
    ).toEqual([]);
  });

  it.each(GUESSABLE)("a reset link refuses %s, keeps the old password and stays usable", async (password) => {
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    const before = await passwordHashOf(s.handle.db, person.user.id);
    const { token } = await createResetToken(s.handle.db, person.email);
    await expectRefused(await s.server.post("/access/employees/reset-password", { token, password }));
    expect(await passwordHashOf(s.handle.db, person.user.id)).toBe(before);
    // The link was not spent on the refused password: the owner picks another with it.
    const retry = await s.server.post("/access/employees/reset-password", {
      token,
      password: "outra-bem-melhor-9",
    });
    expect(retry.status).toBe(200);
    expect(await retry.text()).toContain(escapeHtml(TEXT.passwordChanged));
    await s.expectRedirect(await s.login(person.email, "outra-bem-melhor-9"), "/access/main-menu");
  });

  it("signing in is unchanged: an account whose password is on the list still gets in", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "approved", { password: "123456" });
    await s.expectRedirect(
      await s.server.post(LOGIN, { email: person.email, password: "123456" }),
      "/access/main-menu",
    );
  });
});
