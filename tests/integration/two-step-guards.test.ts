/**
 * What security review 3 found in two-step verification, each fixed (decision 058), over real
 * HTTP against `node server.js` (run `npm run build` first), on SQLite and PostgreSQL: turning it
 * on ends the account's other sessions (L-1) and asks for the password (L-2); an admin resets a
 * person's second step, audited and mailed (L-2); wrong codes have an account-wide cap that the
 * right password does not clear (L-3); the portal's proofs count as failed logins (code review 2, T1).
 */
import { describe, expect, it } from "vitest";
import { createSession } from "~/.server/accounts/sessions";
import { LIMITS } from "~/.server/platform";
import { TWO_STEP_MESSAGES } from "~/lib/two-step-schemas";
import { projectDatabase } from "../support/database-project";
import { cookieAfter, escapeHtml, loginCarrying, useServerSuite, waitFor } from "../support/http-assertions";
import { storeInsurerPortalPassword } from "../support/insurer-form";
import { cookieFor, createStaff, type StaffFixture, storedRateLimitKey } from "../support/test-server";
import {
  totpCode as codeFor,
  TWO_STEP_SETUP as SETUP,
  startTwoStep,
  turnOnTwoStep,
  SECOND_STEP as VERIFY,
} from "../support/two-step";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const REVEALED = "porto";
const revealPath = `/employee-portal/insurers/${REVEALED}/password`;

describe(`two-step verification's guards on ${kind}`, () => {
  // Each test its own client address (behind TRUST_PROXY), so no per-address limit is shared.
  const s = useServerSuite(kind, { TRUST_PROXY: "1" });
  let addresses = 0;
  const anAddress = () => `10.58.${Math.floor(++addresses / 250)}.${addresses % 250}`;
  const post = (path: string, fields: Record<string, string>, cookie: string | undefined, address: string) =>
    fetch(`${s.server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: {
        Origin: s.server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": address,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: new URLSearchParams(fields).toString(),
    });
  /** The login form posted with the person's password from `address`. */
  const logIn = (person: StaffFixture, address: string) =>
    post("/access/employees", { email: person.email, password: person.password }, undefined, address);
  /** A password login from `address`; the cookie of the session it made and where it led. */
  async function passwordStep(person: StaffFixture, address: string) {
    const res = await logIn(person, address);
    await res.text();
    expect(res.status).toBe(302);
    return { cookie: cookieAfter(res, undefined), to: s.where(res) };
  }
  /** The admin's "Redefinir verificação em duas etapas" for this person. */
  const resetPost = (admin: StaffFixture, userId: string) =>
    s.server.post("/admin-portal", { intent: "two-step-reset", userId }, admin.cookie);
  const auditRows = (action: string, targetId: string) =>
    s.handle.db
      .selectFrom("audit_log")
      .select(["actor_id", "details"])
      .where("action", "=", action)
      .where("target_id", "=", targetId)
      .execute();
  const loginFailures = async (email: string) =>
    Number(
      (
        await s.handle.db
          .selectFrom("rate_limits")
          .select("points")
          .where("key", "=", `loginFailures:${storedRateLimitKey(email)}`)
          .executeTakeFirst()
      )?.points ?? 0,
    );

  it("L-1: turning it on ends the account's other sessions; an older one can no longer reveal a password", async () => {
    const admin = await createStaff(s.handle.db, "admin", "approved");
    await storeInsurerPortalPassword(s.handle.db, admin.user.id, REVEALED, "senha-canario-porto");
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    // Somebody's session from before (a stolen cookie, a login with a leaked password).
    const older = await cookieFor((await createSession(s.handle.db, person.user.id)).token);
    expect((await s.server.get("/employee-portal", older)).status).toBe(200);

    await turnOnTwoStep(s.server, person.cookie, person.password);

    await s.expectRedirect(await s.server.get("/employee-portal", older), loginCarrying("/employee-portal"));
    await s.expectRedirect(await s.server.post(revealPath, { intent: "reveal" }, older), "/access/employees");
    // The session that turned it on stays, and counts as having passed the second step.
    const kept = await s.server.post(revealPath, { intent: "reveal" }, person.cookie);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toContain("senha-canario-porto");
    expect(await s.sessionsOf(person.user.id)).toHaveLength(1);
    expect(await auditRows("two_step.enable", person.user.id)).toEqual([
      { actor_id: person.user.id, details: JSON.stringify({ ended: 1 }) },
    ]);

    // Turning it off ends the others too.
    const other = await cookieFor((await createSession(s.handle.db, person.user.id)).token);
    const off = await s.server.post(
      "/employee-portal",
      { intent: "two-step-off", proof: person.password },
      person.cookie,
    );
    expect(off.status).toBe(200);
    await off.text();
    await s.expectRedirect(await s.server.get("/employee-portal", other), loginCarrying("/employee-portal"));
  });

  it("L-2: turning it on asks for the current password; a wrong one is refused, nothing is enabled, and it counts as a failed login", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    const address = anAddress();
    const key = await startTwoStep(s.server, person.cookie);
    expect(await (await s.server.get(SETUP, person.cookie)).text()).toContain("Sua senha atual");
    const confirm = (fields: Record<string, string>) =>
      post(SETUP, { intent: "confirm", code: codeFor(key), ...fields }, person.cookie, address);

    const none = await confirm({});
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(escapeHtml(TWO_STEP_MESSAGES.passwordRequired));
    const wrong = await confirm({ password: "nao-e-a-senha" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(escapeHtml(TWO_STEP_MESSAGES.passwordWrong));
    expect(await loginFailures(person.email)).toBe(1);
    const row = await s.handle.db
      .selectFrom("two_factor")
      .select(["secret_sealed", "pending_sealed"])
      .where("user_id", "=", person.user.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_sealed).toBeNull();
    expect(row.pending_sealed).not.toBeNull();

    const right = await confirm({ password: person.password });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("Verificação em duas etapas ativada.");
    const screen = await (await s.server.get(SETUP, person.cookie)).text();
    expect(screen).toContain("já está ativa");
  });

  it("L-2: an admin resets a person's second step: key and sessions gone, audited, the person mailed; the password then signs in", async () => {
    const admin = await createStaff(s.handle.db, "admin", "approved");
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    await turnOnTwoStep(s.server, person.cookie, person.password);

    // The users screen offers it for the person, not for the admin's own account.
    const screen = await (await s.server.get("/admin-portal?pagina=1", admin.cookie)).text();
    expect(screen).toContain("Redefinir verificação em duas etapas");
    const dialog = await (
      await s.server.get(`/admin-portal?redefinir-duas-etapas=${person.user.id}`, admin.cookie)
    ).text();
    expect(dialog).toContain("Sim, redefinir");
    expect(dialog).toContain(escapeHtml(person.email));
    const self = await resetPost(admin, admin.user.id);
    expect(self.status).toBe(400);
    expect(await self.text()).toContain(escapeHtml(TWO_STEP_MESSAGES.resetSelf));

    await s.expectRedirect(await resetPost(admin, person.user.id), "/admin-portal");
    expect(
      await s.handle.db
        .selectFrom("two_factor")
        .select("user_id")
        .where("user_id", "=", person.user.id)
        .execute(),
    ).toEqual([]);
    expect(
      await s.handle.db
        .selectFrom("recovery_codes")
        .select("user_id")
        .where("user_id", "=", person.user.id)
        .execute(),
    ).toEqual([]);
    expect(await s.sessionsOf(person.user.id)).toHaveLength(0);
    expect(await auditRows("two_step.reset", person.user.id)).toEqual([
      { actor_id: admin.user.id, details: JSON.stringify({ ended: 1 }) },
    ]);
    const mail = await waitFor(() =>
      s.mail.messages.find(
        (m) => JSON.stringify(m.to ?? "").includes(person.email) && m.subject?.includes("foi redefinida"),
      ),
    );
    expect(mail.subject).toContain("Sua verificação em duas etapas foi redefinida");
    expect(mail.text).toContain("Um administrador redefiniu a verificação em duas etapas");

    // A second reset has nothing to reset; the password alone now signs in.
    const again = await resetPost(admin, person.user.id);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(escapeHtml(TWO_STEP_MESSAGES.resetNotOn));
    expect((await passwordStep(person, anAddress())).to).toBe("/access/main-menu");
    const audit = await (await s.server.get("/admin-portal/audit", admin.cookie)).text();
    expect(audit).toContain("redefiniu a verificação em duas etapas de");
  });

  it("L-3: the right password does not clear the count of wrong codes at an address; the account has a cap of its own, mailed when reached", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    const { secret } = await turnOnTwoStep(s.server, person.cookie, person.password);
    const address = anAddress();
    // The review's pattern: log in again every 9 wrong codes. The right password counts as one of
    // the 10 attempts of the account at this address and clears nothing while a code is owed.
    let login = await passwordStep(person, address);
    expect(login.to).toBe(VERIFY);
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const res = await post(VERIFY, { code: "000000" }, login.cookie, address);
      await res.text();
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(9).fill(401));
    const again = await logIn(person, address);
    await again.text();
    expect(again.status).toBe(429);

    // From a new address for every code: the account's own cap, wherever the codes come from.
    login = await passwordStep(person, anAddress());
    for (let wrong = 9; wrong < LIMITS.secondStepFailures.points; wrong++) {
      const res = await post(VERIFY, { code: "000000" }, login.cookie, anAddress());
      await res.text();
      expect(res.status).toBe(401);
    }
    // Now even the right code, from yet another address, is refused.
    const locked = await post(VERIFY, { code: codeFor(secret) }, login.cookie, anAddress());
    expect(locked.status).toBe(429);
    expect(await locked.text()).toContain(escapeHtml(TWO_STEP_MESSAGES.secondStepLocked));
    const mail = await waitFor(() =>
      s.mail.messages.find(
        (m) => JSON.stringify(m.to ?? "").includes(person.email) && m.subject?.includes("Códigos errados"),
      ),
    );
    expect(mail.text).toContain("outra pessoa conhece a sua senha");

    // An admin's reset clears it: the password signs in, and the person may turn it on again.
    const admin = await createStaff(s.handle.db, "admin", "approved");
    await s.expectRedirect(await resetPost(admin, person.user.id), "/admin-portal");
    const fresh = await passwordStep(person, anAddress());
    expect(fresh.to).toBe("/access/main-menu");
    const { secret: next } = await turnOnTwoStep(s.server, fresh.cookie, person.password);
    const later = await passwordStep(person, anAddress());
    await s.expectRedirect(
      await post(VERIFY, { code: codeFor(next, 1) }, later.cookie, anAddress()),
      "/access/main-menu",
    );
  }, 180_000);

  it("the portal's proof (turning it off, new recovery codes) counts a wrong one as a failed login of the account", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    await turnOnTwoStep(s.server, person.cookie, person.password);
    const before = await loginFailures(person.email);
    for (const intent of ["two-step-off", "two-step-recovery"]) {
      const res = await post(
        "/employee-portal",
        { intent, proof: "chute-errado" },
        person.cookie,
        anAddress(),
      );
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(escapeHtml(TWO_STEP_MESSAGES.proofWrong));
    }
    expect(await loginFailures(person.email)).toBe(before + 2);
  });
});
