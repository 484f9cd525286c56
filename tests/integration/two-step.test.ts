/**
 * Two-step verification (issue 24, decision 025) and the audit of sign-ins (review L-5), over
 * real HTTP against `node server.js` (run `npm run build` first), on SQLite and PostgreSQL. Codes
 * are computed here from the key the setup screen shows, as an authenticator app would.
 */
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import { describe, expect, it } from "vitest";
import { createSession } from "~/.server/accounts/sessions";
import { credentialsKey, decrypt, rotateCredentials, twoFactorAad } from "~/.server/platform";
import { withRedirectTo } from "~/lib/safe-redirect";
import { TWO_STEP_MESSAGES } from "~/lib/two-step-schemas";
import { liveSiteDetails } from "../support/content-form";
import { projectDatabase } from "../support/database-project";
import { cookieAfter, escapeHtml, LOGIN, TEXT, useServerSuite } from "../support/http-assertions";
import { storeInsurerPortalPassword } from "../support/insurer-form";
import {
  cookieFor,
  createStaff,
  type StaffFixture,
  storedRateLimitKey,
  TEST_CREDENTIALS_KEY,
} from "../support/test-server";
import {
  totpCode as codeFor,
  recoveryCodesIn,
  TWO_STEP_SETUP as SETUP,
  startTwoStep,
  turnOnTwoStep,
  SECOND_STEP as VERIFY,
} from "../support/two-step";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const REVEALED = "porto";

describe(`two-step verification on ${kind}`, () => {
  const s = useServerSuite(kind, { TRUST_PROXY: "1" });

  const auditRows = (userId: string, action: string) =>
    s.handle.db
      .selectFrom("audit_log")
      .selectAll()
      .where("actor_id", "=", userId)
      .where("action", "=", action)
      .execute();

  /** A password login; the cookie of the session it made and where it led. */
  async function passwordStep(person: StaffFixture) {
    const res = await s.login(person.email, person.password);
    await res.text();
    expect(res.status).toBe(302);
    return { cookie: cookieAfter(res, undefined), to: s.where(res) };
  }

  async function withTwoStep(role: "collaborator" | "admin" = "collaborator") {
    const person = await createStaff(s.handle.db, role, "approved");
    return { person, ...(await turnOnTwoStep(s.server, person.cookie, person.password)) };
  }

  it("turned on in the portal, sign-in then asks the code and lands on the menu; the code cannot be replayed", async () => {
    const { person, secret } = await withTwoStep();
    const portal = await (await s.server.get("/employee-portal", person.cookie)).text();
    expect(portal).toContain("Códigos de recuperação restantes: 10");
    expect(await auditRows(person.user.id, "two_step.enable")).toHaveLength(1);

    const first = await passwordStep(person);
    expect(first.to).toBe(VERIFY);
    const code = codeFor(secret, 1);
    await s.expectRedirect(await s.server.post(VERIFY, { code }, first.cookie), "/access/main-menu");
    const menu = await s.server.get("/access/main-menu", first.cookie);
    expect(menu.status).toBe(200);
    expect(await menu.text()).toContain("Área do colaborador");

    // The same code again, in another login within its window: refused.
    const second = await passwordStep(person);
    const replay = await s.server.post(VERIFY, { code }, second.cookie);
    expect(replay.status).toBe(401);
    expect(await replay.text()).toContain(escapeHtml(TWO_STEP_MESSAGES.codeWrong));
    await s.expectRedirect(
      await s.server.get("/access/main-menu", second.cookie),
      withRedirectTo(VERIFY, "/access/main-menu"),
    );
  }, 60_000);

  it("the setup shows a QR code drawn on our server for the key it also shows as text; the recovery codes are shown once and stored hashed", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    const key = await startTwoStep(s.server, person.cookie);
    const page = await (await s.server.get(SETUP, person.cookie)).text();
    // Inline SVG in the page: no image fetched from anywhere, ours or an outside service.
    const svg = page.match(
      /aria-label="Código QR da verificação em duas etapas"[^>]*>(<svg[\s\S]*?<\/svg>)/,
    )?.[1];
    expect(svg).toBeTruthy();
    expect(page).not.toMatch(/<img[^>]+src="https?:/);
    // It encodes what an authenticator app needs: this key, the brokerage as issuer, the person as label.
    const site = await liveSiteDetails(s.handle.db);
    const uri = new OTPAuth.TOTP({
      issuer: String(site.name),
      label: person.email,
      algorithm: "SHA1",
      digits: 6,
      period: 30,
      secret: OTPAuth.Secret.fromBase32(key),
    }).toString();
    const drawn = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    expect(svg).toBe(drawn.trim());

    const confirmed = await s.server.post(
      SETUP,
      { intent: "confirm", code: codeFor(key), password: person.password },
      person.cookie,
    );
    expect(confirmed.status).toBe(200);
    const codes = recoveryCodesIn(await confirmed.text());
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const rows = await s.handle.db
      .selectFrom("recovery_codes")
      .select("code_hash")
      .where("user_id", "=", person.user.id)
      .execute();
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace("-", ""));
    }
    for (const row of rows) expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    // Shown once: no later page of the person's repeats them.
    for (const path of [SETUP, "/employee-portal"]) {
      const later = await (await s.server.get(path, person.cookie)).text();
      expect(recoveryCodesIn(later)).toEqual([]);
      for (const code of codes) expect(later).not.toContain(code);
    }
  }, 60_000);

  it("a pending session reaches no staff screen and no reveal; a wrong code is refused, counted and audited", async () => {
    const { person } = await withTwoStep();
    const { cookie } = await passwordStep(person);
    for (const path of ["/access/main-menu", "/access/admin-menu", "/employee-portal", "/admin-portal"]) {
      // The page asked for comes along, to open once the code is given (issue 26).
      await s.expectRedirect(await s.server.get(path, cookie), withRedirectTo(VERIFY, path));
    }
    await s.expectRedirect(await s.server.get(LOGIN, cookie), VERIFY);
    const reveal = await s.server.post(
      `/employee-portal/insurers/${REVEALED}/password`,
      { intent: "reveal" },
      cookie,
    );
    await s.expectRedirect(reveal, VERIFY);
    expect(await auditRows(person.user.id, "insurer.password_reveal")).toHaveLength(0);

    const wrong = await s.server.post(VERIFY, { code: "000000" }, cookie);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain(escapeHtml(TWO_STEP_MESSAGES.codeWrong));
    expect(await auditRows(person.user.id, "auth.second_step_failed")).toHaveLength(1);
    const failures = await s.handle.db
      .selectFrom("rate_limits")
      .select("points")
      .where("key", "=", `loginFailures:${storedRateLimitKey(person.email)}`)
      .executeTakeFirst();
    expect(Number(failures?.points)).toBe(1);
    // Ten attempts per account and address, like passwords; the right password that opened this
    // session was one of them (it clears nothing while a code is owed: security review 3, L-3).
    // Eight more wrong codes, then the limit: 429 and a lockout row.
    for (let i = 0; i < 8; i++) {
      const res = await s.server.post(VERIFY, { code: "000000" }, cookie);
      await res.text();
      expect(res.status).toBe(401);
    }
    const blocked = await s.server.post(VERIFY, { code: "000000" }, cookie);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain(TEXT.throttled.slice(0, 20));
    expect(await auditRows(person.user.id, "auth.lockout")).toHaveLength(1);
    // Admins see the failed codes in "Auditoria" (review L-5).
    const admin = await createStaff(s.handle.db, "admin", "approved");
    const screen = await (await s.server.get("/admin-portal/audit", admin.cookie)).text();
    expect(screen).toContain("errou o código da verificação em duas etapas");
  }, 60_000);

  it("a recovery code works once", async () => {
    const { person, recoveryCodes } = await withTwoStep();
    const recovery = recoveryCodes[3] ?? "";
    const first = await passwordStep(person);
    await s.expectRedirect(
      await s.server.post(VERIFY, { code: recovery.toUpperCase() }, first.cookie),
      "/access/main-menu",
    );
    const second = await passwordStep(person);
    const again = await s.server.post(VERIFY, { code: recovery }, second.cookie);
    expect(again.status).toBe(401);
    await again.text();
    const portal = await (await s.server.get("/employee-portal", first.cookie)).text();
    expect(portal).toContain("Códigos de recuperação restantes: 9");
  }, 60_000);

  it("turning it off asks the password or a code; new recovery codes replace the old ones", async () => {
    const { person, recoveryCodes } = await withTwoStep();
    const wrong = await s.server.post(
      "/employee-portal",
      { intent: "two-step-off", proof: "chute-errado" },
      person.cookie,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(escapeHtml(TWO_STEP_MESSAGES.proofWrong));
    const renewed = await s.server.post(
      "/employee-portal",
      { intent: "two-step-recovery", proof: person.password },
      person.cookie,
    );
    expect(renewed.status).toBe(200);
    const fresh = recoveryCodesIn(await renewed.text());
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    expect(await auditRows(person.user.id, "two_step.recovery_renew")).toHaveLength(1);
    // An old recovery code no longer proves anything; a new one does.
    const old = await s.server.post(
      "/employee-portal",
      { intent: "two-step-off", proof: recoveryCodes[0] ?? "" },
      person.cookie,
    );
    expect(old.status).toBe(400);
    await old.text();
    const off = await s.server.post(
      "/employee-portal",
      { intent: "two-step-off", proof: fresh[0] ?? "" },
      person.cookie,
    );
    expect(off.status).toBe(200);
    await off.text();
    expect(await auditRows(person.user.id, "two_step.disable")).toHaveLength(1);
    expect((await passwordStep(person)).to).toBe("/access/main-menu");
  }, 60_000);

  it("an admin's requirement sends the next login to the setup, and a session without the second step cannot reveal", async () => {
    const admin = await createStaff(s.handle.db, "admin", "approved");
    const { person: withIt } = await withTwoStep();
    const oldSession = await cookieFor((await createSession(s.handle.db, withIt.user.id)).token);
    const password = "senha-do-portal-porto";
    await storeInsurerPortalPassword(s.handle.db, admin.user.id, REVEALED, password);
    const reveal = () =>
      s.server.post(`/employee-portal/insurers/${REVEALED}/password`, { intent: "reveal" }, oldSession);
    // Not required yet: that session may reveal.
    const before = await reveal();
    expect(before.status).toBe(200);
    expect(await before.text()).toContain(password);

    const newcomer = await createStaff(s.handle.db, "collaborator", "approved");
    try {
      await s.expectRedirect(
        await s.server.post("/admin-portal", { intent: "two-step-requirement", required: "1" }, admin.cookie),
        "/admin-portal",
      );
      expect(await auditRows(admin.user.id, "two_step.requirement")).toHaveLength(1);

      await s.expectRedirect(await reveal(), VERIFY);
      const login = await passwordStep(newcomer);
      expect(login.to).toBe(SETUP);
      for (const path of ["/access/main-menu", "/employee-portal"]) {
        await s.expectRedirect(await s.server.get(path, login.cookie), withRedirectTo(SETUP, path));
      }
      const setupPage = await s.server.get(SETUP, login.cookie);
      expect(await setupPage.text()).toContain("A corretora exige a verificação em duas etapas");
      await turnOnTwoStep(s.server, login.cookie, newcomer.password);
      const menu = await s.server.get("/access/main-menu", login.cookie);
      expect(menu.status).toBe(200);
      await menu.text();
      // Their session passed the setup, so it counts as the second step: the reveal works.
      const after = await s.server.post(
        `/employee-portal/insurers/${REVEALED}/password`,
        { intent: "reveal" },
        login.cookie,
      );
      expect(after.status).toBe(200);
      expect(await after.text()).toContain(password);
      // Turned off while required: even this session must set it up again, at once.
      const off = await s.server.post(
        "/employee-portal",
        { intent: "two-step-off", proof: newcomer.password },
        login.cookie,
      );
      // The portal's loader, run after the action, sends the session to the setup and back.
      await s.expectRedirect(off, withRedirectTo(SETUP, "/employee-portal"));
      expect(await auditRows(newcomer.user.id, "two_step.disable")).toHaveLength(1);
      await s.expectRedirect(
        await s.server.get("/employee-portal", login.cookie),
        withRedirectTo(SETUP, "/employee-portal"),
      );
    } finally {
      // Straight in the database: the admin, without the second step, is now sent to the setup too.
      await s.handle.db.deleteFrom("staff_settings").execute();
    }
  }, 90_000);

  it("the key is stored sealed, and a rotation of CREDENTIALS_KEY re-seals it", async () => {
    const { person, secret } = await withTwoStep();
    const sealedOf = async () =>
      (
        await s.handle.db
          .selectFrom("two_factor")
          .select("secret_sealed")
          .where("user_id", "=", person.user.id)
          .executeTakeFirstOrThrow()
      ).secret_sealed ?? "";
    expect(await sealedOf()).not.toContain(secret);
    const current = credentialsKey(TEST_CREDENTIALS_KEY);
    const next = credentialsKey("1e".repeat(32));
    await rotateCredentials(s.handle.db, current, next);
    try {
      expect(decrypt(await sealedOf(), next, twoFactorAad(person.user.id, "secret"))).toBe(secret);
    } finally {
      // Back to the key the running server holds.
      await rotateCredentials(s.handle.db, next, current);
    }
  });

  it("sign-ins, failures and lockouts are audited by account id, without the e-mail or the address", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    const admin = await createStaff(s.handle.db, "admin", "approved");
    expect((await passwordStep(person)).to).toBe("/access/main-menu");
    expect(await auditRows(person.user.id, "auth.sign_in")).toHaveLength(1);
    for (let i = 0; i < 10; i++) {
      const res = await s.login(person.email, "senha-errada");
      await res.text();
      expect(res.status).toBe(401);
    }
    const locked = await s.login(person.email, "senha-errada");
    await locked.text();
    expect(locked.status).toBe(429);
    expect(await auditRows(person.user.id, "auth.sign_in_failed")).toHaveLength(10);
    expect(await auditRows(person.user.id, "auth.lockout")).toHaveLength(1);
    // An unknown e-mail has no account to record.
    const before = await s.handle.db.selectFrom("audit_log").select("id").execute();
    const unknown = await s.server.post(LOGIN, { email: "ninguem@exemplo.com", password: "x12345" });
    await unknown.text();
    expect(await s.handle.db.selectFrom("audit_log").select("id").execute()).toHaveLength(before.length);

    const rows = await s.handle.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "like", "auth.%")
      .execute();
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toMatch(/@|127\.0\.0\.1/);
    }
    const screen = await (await s.server.get("/admin-portal/audit", admin.cookie)).text();
    expect(screen).toContain("Errou a senha ao entrar");
    expect(screen).toContain("Entrada bloqueada por excesso de tentativas");
  }, 60_000);
});
