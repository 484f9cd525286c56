/**
 * The spec's error catalogue (section 8) on its failure branches, through the real server
 * (`node server.js`, the production build: run `npm run build` first), on SQLite and PostgreSQL.
 * Each failure is forced where it would really happen: the database refuses one write for this
 * test's own row (tests/support/force-failure.ts), the SMTP server is closed or rejects the mail,
 * a captcha is replayed. Each test asserts the exact text in the screen's alert, the status, and
 * that nothing half-written was left in the database.
 *
 * Long on purpose: one file is the spec's error catalogue, in its order, so a reviewer checks the
 * spec's section 8 against it line by line.
 * Over 450 lines on purpose: it is the spec's error catalogue, one entry per failure, in its order.
 * Long on purpose: it is the spec's section 8 in one place, each failure on one server per database.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createResetToken } from "~/.server/accounts/password-reset";
import { createSession, sha256 } from "~/.server/accounts/sessions";
import { createUser } from "~/.server/accounts/users";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { CAPTCHA_REFUSED } from "~/.server/site/captcha";
import { contactMessages } from "~/lib/contact-schema";
import { MESSAGES } from "~/lib/staff-schemas";
import { signedCaptcha } from "../support/captcha";
import { TEXT } from "../support/contract-texts";
import { projectDatabase } from "../support/database-project";
import { FORCED_FAILURE_MESSAGE, type ForcedFailureRule, forceFailure } from "../support/force-failure";
import { passwordHashOf } from "../support/staff-fixtures";
import {
  cookieFor,
  createStaff,
  freePort,
  type MailSink,
  makeDatabase,
  startMailSink,
  startServer,
  type TestDatabase,
  type TestServer,
} from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const unique = () => randomBytes(4).toString("hex");

/** The texts of the page's alerts (FormMessage and the contact status render role="alert" divs). */
function alerts(html: string): string[] {
  return [...html.matchAll(/<div\b[^>]*\brole="alert"[^>]*>([^<]*)<\/div>/g)].map((m) => m[1] ?? "");
}

let address = 0;
/**
 * A form POST from its own client address (the server trusts one proxy hop here), so the
 * per-address limits of register, forgot-password and contact count per request, not per file.
 */
async function post(server: TestServer, pathname: string, fields: Record<string, string>, cookie?: string) {
  address += 1;
  const res = await fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": `10.9.${Math.floor(address / 250) % 250}.${address % 250}`,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, html: await res.text(), res };
}

/** How often the server has logged the trigger's error so far. */
const forcedFailuresLogged = (server: TestServer) => server.output().split(FORCED_FAILURE_MESSAGE).length - 1;

describe(`failure messages on ${kind}`, () => {
  let database: TestDatabase;
  let mail: MailSink;
  let server: TestServer;
  let h: DatabaseHandle;

  beforeAll(async () => {
    database = await makeDatabase(kind);
    mail = await startMailSink();
    server = await startServer({
      databaseUrl: database.url,
      env: { SMTP_URL: mail.url, TRUST_PROXY: "1", CONTACT_TO: "caixa@corretora.test" },
    });
    h = openDatabase(database.url);
  });

  afterAll(async () => {
    await server?.stop();
    await mail?.stop();
    await h?.db.destroy();
    await database?.drop();
  });

  /**
   * Runs `act` while the database refuses the write, then checks the refusal really came from
   * the trigger (the server logged it), so a 500 from some other bug cannot pass for it.
   */
  async function whileRefused<T>(rule: ForcedFailureRule, act: () => Promise<T>): Promise<T> {
    const before = forcedFailuresLogged(server);
    const forced = await forceFailure(h, rule);
    try {
      return await act();
    } finally {
      await forced.remove();
      await expect.poll(() => forcedFailuresLogged(server)).toBeGreaterThan(before);
    }
  }

  const sessionIdsOf = async (userId: string) =>
    (await h.db.selectFrom("sessions").select("id").where("user_id", "=", userId).execute()).map((s) => s.id);

  describe("login", () => {
    it("the session cannot be stored: 500, 'Falha no login.', no cookie and no session row", async () => {
      const password = `senha-${unique()}`;
      const user = await createUser(h.db, {
        email: `login-${unique()}@exemplo.com`,
        password,
        status: "approved",
      });
      const res = await whileRefused(
        { table: "sessions", on: "insert", where: { column: "user_id", equals: user.id } },
        () => post(server, "/access/employees", { email: user.email, password }),
      );
      expect(res.status).toBe(500);
      expect(alerts(res.html)).toContain(TEXT.loginFailed);
      expect(res.res.headers.get("location")).toBeNull();
      expect(res.res.headers.getSetCookie().some((c) => c.startsWith("staff_session="))).toBe(false);
      expect(await sessionIdsOf(user.id)).toEqual([]);
    });
  });

  describe("register", () => {
    it("the account cannot be stored: 500, the register failure, no dialog and no user row", async () => {
      const email = `registro-${unique()}@exemplo.com`;
      const res = await whileRefused(
        { table: "users", on: "insert", where: { column: "email", equals: email } },
        () => post(server, "/access/employees/register", { email, password: "segredo-forte-1" }),
      );
      expect(res.status).toBe(500);
      expect(alerts(res.html)).toContain(TEXT.registerFailed);
      expect(res.html).not.toContain(TEXT.registered);
      expect(await h.db.selectFrom("users").select("id").where("email", "=", email).execute()).toEqual([]);
    });
  });

  describe("forgot password", () => {
    it("the link cannot be stored: 500, the forgot-password failure, no token row and no mail", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const res = await whileRefused(
        {
          table: "verifications",
          on: "insert",
          where: { column: "subject_id", equals: person.user.id },
        },
        () => post(server, "/access/employees/forgot-password", { email: person.email }),
      );
      expect(res.status).toBe(500);
      expect(alerts(res.html)).toContain(TEXT.forgotFailed);
      expect(res.html).not.toContain(TEXT.resetMailSent);
      expect(
        await h.db
          .selectFrom("verifications")
          .where("purpose", "=", "password-reset")
          .select("token_hash")
          .where("subject_id", "=", person.user.id)
          .execute(),
      ).toEqual([]);
      expect(mail.messages.some((m) => JSON.stringify(m.to ?? "").includes(person.email))).toBe(false);
    });

    it("the mail cannot be queued: 500, the forgot-password failure, and the link is not kept either", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const res = await whileRefused(
        { table: "outbox", on: "insert", where: { column: "to_address", equals: person.email } },
        () => post(server, "/access/employees/forgot-password", { email: person.email }),
      );
      expect(res.status).toBe(500);
      expect(alerts(res.html)).toContain(TEXT.forgotFailed);
      expect(res.html).not.toContain(TEXT.resetMailSent);
      expect(
        await h.db
          .selectFrom("verifications")
          .where("purpose", "=", "password-reset")
          .select("token_hash")
          .where("subject_id", "=", person.user.id)
          .execute(),
      ).toEqual([]);
    });
  });

  describe("password change in the employee portal", () => {
    it("the new password cannot be stored: 500, the change failure, hash and other sessions unchanged", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const other = await createSession(h.db, person.user.id);
      const hashBefore = await passwordHashOf(h.db, person.user.id);
      const res = await whileRefused(
        { table: "users", on: "update", where: { column: "id", equals: person.user.id } },
        () =>
          post(
            server,
            "/employee-portal",
            {
              intent: "change-password",
              currentPassword: person.password,
              password: "nova-escolha-1",
              confirmed: "1",
            },
            person.cookie,
          ),
      );
      expect(res.status).toBe(500);
      expect(alerts(res.html)).toContain(TEXT.passwordChangeFailed);
      expect(res.html).not.toContain(TEXT.passwordChanged);
      expect(await passwordHashOf(h.db, person.user.id)).toBe(hashBefore);
      expect((await sessionIdsOf(person.user.id)).sort()).toEqual([person.sessionId, other.id].sort());
    });

    it("the last write of the change (its audit row) fails: everything before it is rolled back", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const other = await createSession(h.db, person.user.id);
      const { token } = await createResetToken(h.db, person.email);
      const hashBefore = await passwordHashOf(h.db, person.user.id);
      const res = await whileRefused(
        { table: "audit_log", on: "insert", where: { column: "target_id", equals: person.user.id } },
        () =>
          post(
            server,
            "/employee-portal",
            {
              intent: "change-password",
              currentPassword: person.password,
              password: "nova-escolha-2",
              confirmed: "1",
            },
            person.cookie,
          ),
      );
      expect(res.status).toBe(500);
      expect(alerts(res.html)).toContain(TEXT.passwordChangeFailed);
      // The password update, the other session's removal and the voiding of the reset link all
      // ran before the audit insert failed: none of them may remain.
      expect(await passwordHashOf(h.db, person.user.id)).toBe(hashBefore);
      expect((await sessionIdsOf(person.user.id)).sort()).toEqual([person.sessionId, other.id].sort());
      const link = await server.get(`/access/employees/reset-password?token=${encodeURIComponent(token)}`);
      const linkHtml = await link.text();
      expect(alerts(linkHtml)).not.toContain(MESSAGES.invalidResetToken);
      expect(linkHtml).toMatch(/name="password"/);
    });
  });

  describe("admin approval of a registration that is gone", () => {
    it("approving a registration another admin already removed: 404 and the spec's message", async () => {
      const admin = await createStaff(h.db, "admin", "approved");
      const gone = await createUser(h.db, {
        email: `removido-${unique()}@exemplo.com`,
        password: "segredo-1",
      });
      await h.db.deleteFrom("users").where("id", "=", gone.id).execute();
      const res = await post(server, "/admin-portal", { intent: "approve", userId: gone.id }, admin.cookie);
      expect(res.status).toBe(404);
      expect(alerts(res.html)).toContain(TEXT.noPendingRecord);
      expect(await h.db.selectFrom("users").select("id").where("id", "=", gone.id).execute()).toEqual([]);
    });

    it("denying a registration already approved: 404, the spec's message, and the account stays", async () => {
      const admin = await createStaff(h.db, "admin", "approved");
      const approved = await createStaff(h.db, "collaborator", "approved");
      const res = await post(
        server,
        "/admin-portal",
        { intent: "deny", userId: approved.user.id },
        admin.cookie,
      );
      expect(res.status).toBe(404);
      expect(alerts(res.html)).toContain(TEXT.noPendingRecord);
      expect(
        await h.db.selectFrom("users").select("status").where("id", "=", approved.user.id).executeTakeFirst(),
      ).toEqual({ status: "approved" });
    });

    it("approving twice: the second click gets the spec's message", async () => {
      const admin = await createStaff(h.db, "admin", "approved");
      // A registration whose e-mail is confirmed: "Aprovar" approves at once.
      const { user: waiting } = await createStaff(h.db, "collaborator", "pending", {
        email: `duas-vezes-${unique()}@exemplo.com`,
      });
      const first = await post(
        server,
        "/admin-portal",
        { intent: "approve", userId: waiting.id },
        admin.cookie,
      );
      expect(first.status).toBe(302);
      const second = await post(
        server,
        "/admin-portal",
        { intent: "approve", userId: waiting.id },
        admin.cookie,
      );
      expect(second.status).toBe(404);
      expect(alerts(second.html)).toContain(TEXT.noPendingRecord);
    });
  });

  describe("contact", () => {
    const contactFields = (email: string, altcha: string) => ({
      from_name: "Conceição Araújo",
      email,
      phone: "41987654321",
      subject: "Seguros",
      contact_method: "Whatsapp",
      message: "Quero uma cotação de seguro auto.",
      consent: "on",
      altcha,
    });
    const signatureOf = (altcha: string): string =>
      JSON.parse(Buffer.from(altcha, "base64").toString("utf8")).challenge.signature;
    const storedFor = async (email: string) => ({
      messages: await h.db.selectFrom("contact_messages").select("id").where("email", "=", email).execute(),
      mails: await h.db.selectFrom("outbox").select("id").where("to_address", "=", email).execute(),
    });

    it.each([
      ["the message row", "contact_messages", "email"],
      ["the visitor's confirmation mail (the transaction's last write)", "outbox", "to_address"],
    ] as const)(
      "%s cannot be stored: 500, the failure text, nothing stored, captcha not spent",
      async (_name, table, column) => {
        const email = `contato-${unique()}@exemplo.com`;
        const altcha = await signedCaptcha();
        const res = await whileRefused({ table, on: "insert", where: { column, equals: email } }, () =>
          post(server, "/contact/contact-us", contactFields(email, altcha)),
        );
        expect(res.status).toBe(500);
        expect(alerts(res.html)).toContain(TEXT.contactFailure);
        expect(res.html).not.toContain(contactMessages.success);
        expect(await storedFor(email)).toEqual({ messages: [], mails: [] });
        // The captcha's use was in the rolled-back transaction: the visitor can simply send again.
        expect(
          await h.db
            .selectFrom("captcha_uses")
            .select("signature")
            .where("signature", "=", signatureOf(altcha))
            .execute(),
        ).toEqual([]);
        const again = await post(server, "/contact/contact-us", contactFields(email, altcha));
        expect(again.status).toBe(200);
        expect(again.html).toContain(contactMessages.success);
        expect((await storedFor(email)).messages).toHaveLength(1);
      },
    );

    it("a replayed captcha: 400, the captcha message, and the second message is not stored", async () => {
      const altcha = await signedCaptcha();
      const first = await post(
        server,
        "/contact/contact-us",
        contactFields(`primeiro-${unique()}@exemplo.com`, altcha),
      );
      expect(first.status).toBe(200);
      const email = `repetido-${unique()}@exemplo.com`;
      const replay = await post(server, "/contact/contact-us", contactFields(email, altcha));
      expect(replay.status).toBe(400);
      expect(alerts(replay.html)).toContain(CAPTCHA_REFUSED);
      expect(await storedFor(email)).toEqual({ messages: [], mails: [] });
    });
  });

  // On the same server: rows inserted with past times.
  /** Sessions and reset links past their time, used, or whose account changed: rows inserted with past times. */
  describe("expiry", () => {
    const LOGIN = "/access/employees";
    const HOUR = 60 * 60 * 1000;
    const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

    /** A reset token row straight in the database, with the times and state the test wants. */
    async function insertResetToken(userId: string, row: { expiresAt: string; usedAt?: string }) {
      const token = randomBytes(32).toString("base64url");
      await h.db
        .insertInto("verifications")
        .values({
          id: randomUUID(),
          purpose: "password-reset",
          token_hash: sha256(token),
          subject_id: userId,
          expires_at: row.expiresAt,
          used_at: row.usedAt ?? null,
          created_at: iso(-2 * HOUR),
        })
        .execute();
      return token;
    }

    /** The link is dead: its page says so (no form) and a POST with it changes nothing. */
    async function expectLinkRefused(token: string, userId: string | null) {
      const page = await server.get(`/access/employees/reset-password?token=${encodeURIComponent(token)}`);
      expect(page.status).toBe(200);
      const pageHtml = await page.text();
      expect(alerts(pageHtml)).toContain("Link de redefinição inválido ou expirado. Solicite um novo.");
      expect(pageHtml).not.toMatch(/name="password"/);

      const hashBefore = userId ? await passwordHashOf(h.db, userId) : null;
      const res = await post(server, "/access/employees/reset-password", {
        token,
        password: "pelo-link-velho",
      });
      expect(res.status).toBe(400);
      expect(alerts(res.html)).toContain("Link de redefinição inválido ou expirado. Solicite um novo.");
      expect(res.html).not.toContain(TEXT.passwordChanged);
      if (userId) expect(await passwordHashOf(h.db, userId)).toBe(hashBefore);
    }

    it("a session past its lifetime: every staff screen goes to the login and the row is removed", async () => {
      const admin = await createStaff(h.db, "admin", "approved");
      const token = randomBytes(32).toString("base64url");
      const id = sha256(token);
      await h.db
        .insertInto("sessions")
        .values({ id, user_id: admin.user.id, expires_at: iso(-1000), created_at: iso(-9 * HOUR) })
        .execute();
      const cookie = await cookieFor(token);
      for (const screen of ["/access/main-menu", "/access/admin-menu", "/employee-portal", "/admin-portal"]) {
        const res = await server.get(screen, cookie);
        await res.text();
        expect(res.status, screen).toBe(302);
        expect(new URL(res.headers.get("location") ?? "", server.url).pathname, screen).toBe(LOGIN);
      }
      expect(await h.db.selectFrom("sessions").select("id").where("id", "=", id).execute()).toEqual([]);

      // Nor can it act: a password change with it goes to the login and changes nothing.
      const hashBefore = await passwordHashOf(h.db, admin.user.id);
      const change = await post(
        server,
        "/employee-portal",
        {
          intent: "change-password",
          currentPassword: admin.password,
          password: "sessao-vencida",
          confirmed: "1",
        },
        cookie,
      );
      expect(change.status).toBe(302);
      expect(await passwordHashOf(h.db, admin.user.id)).toBe(hashBefore);
      // The person's live session is untouched.
      const live = await server.get("/admin-portal", admin.cookie);
      await live.text();
      expect(live.status).toBe(200);
    });

    /** A session row straight in the database, last used `idleMs` ago, well within its 8 hours. */
    async function sessionIdleFor(userId: string, idleMs: number) {
      const token = randomBytes(32).toString("base64url");
      const id = sha256(token);
      await h.db
        .insertInto("sessions")
        .values({
          id,
          user_id: userId,
          expires_at: iso(6 * HOUR),
          created_at: iso(-2 * HOUR),
          last_seen_at: iso(-idleMs),
          user_agent: null,
        })
        .execute();
      const lastSeen = async () =>
        (await h.db.selectFrom("sessions").select("last_seen_at").where("id", "=", id).executeTakeFirst())
          ?.last_seen_at;
      return { id, cookie: await cookieFor(token), lastSeen };
    }
    const MINUTE = 60 * 1000;

    it("a session idle for 30 minutes ends: the screens go to the login and the row is removed", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const idle = await sessionIdleFor(person.user.id, 30 * MINUTE + 5_000);
      const res = await server.get("/employee-portal", idle.cookie);
      await res.text();
      expect(res.status).toBe(302);
      expect(new URL(res.headers.get("location") ?? "", server.url).pathname).toBe(LOGIN);
      expect(await idle.lastSeen()).toBeUndefined();
      // Nor can it act.
      const hashBefore = await passwordHashOf(h.db, person.user.id);
      const change = await post(
        server,
        "/employee-portal",
        { intent: "change-password", currentPassword: person.password, password: "ociosa-1", confirmed: "1" },
        idle.cookie,
      );
      expect(change.status).toBe(302);
      expect(await passwordHashOf(h.db, person.user.id)).toBe(hashBefore);
    });

    it("each request extends a session (sliding), writing its last use at most once a minute", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      // 29 minutes idle: still alive, and this request moves its last use to now.
      const nearly = await sessionIdleFor(person.user.id, 29 * MINUTE);
      const startedAt = Date.now();
      const res = await server.get("/employee-portal", nearly.cookie);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(TEXT.collaboratorWelcome);
      const touched = await nearly.lastSeen();
      expect(Date.parse(touched ?? "")).toBeGreaterThanOrEqual(startedAt - 1_000);
      // Used 20 seconds ago: the request is served without writing the row again.
      const recent = await sessionIdleFor(person.user.id, 20_000);
      const before = await recent.lastSeen();
      const again = await server.get("/access/main-menu", recent.cookie);
      expect(again.status).toBe(200);
      await again.text();
      expect(await recent.lastSeen()).toBe(before);
    });

    it("a reset link sent before an admin changed the account's role is refused", async () => {
      const admin = await createStaff(h.db, "admin", "approved");
      for (const [intent, role] of [
        ["demote", "admin"],
        ["promote", "collaborator"],
      ] as const) {
        const person = await createStaff(h.db, role, "approved");
        const { token } = await createResetToken(h.db, person.email);
        const changed = await post(server, "/admin-portal", { intent, userId: person.user.id }, admin.cookie);
        expect(changed.status, intent).toBe(302);
        await expectLinkRefused(token, person.user.id);
      }
    });

    it("a reset link is refused once the password was reset with another link of the same account", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      // Two live links at once (as issued before a newer request voided the older ones).
      const first = await insertResetToken(person.user.id, { expiresAt: iso(HOUR / 2) });
      const second = await insertResetToken(person.user.id, { expiresAt: iso(HOUR / 2) });
      const done = await post(server, "/access/employees/reset-password", {
        token: second,
        password: "pelo-segundo",
      });
      expect(done.status).toBe(200);
      expect(done.html).toContain(TEXT.passwordChanged);
      await expectLinkRefused(first, person.user.id);
    });

    it("a reset link past its hour is refused", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const token = await insertResetToken(person.user.id, { expiresAt: iso(-1000) });
      await expectLinkRefused(token, person.user.id);
    });

    it("a reset link already used is refused", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const token = await insertResetToken(person.user.id, {
        expiresAt: iso(HOUR / 2),
        usedAt: iso(-60_000),
      });
      await expectLinkRefused(token, person.user.id);
    });

    it("a reset link of an account an admin disabled afterwards is refused, also after re-enabling", async () => {
      const admin = await createStaff(h.db, "admin", "approved");
      const person = await createStaff(h.db, "collaborator", "approved");
      const { token } = await createResetToken(h.db, person.email);
      const disable = await post(
        server,
        "/admin-portal",
        { intent: "disable", userId: person.user.id },
        admin.cookie,
      );
      expect(disable.status).toBe(302);
      await expectLinkRefused(token, person.user.id);

      const enable = await post(
        server,
        "/admin-portal",
        { intent: "enable", userId: person.user.id },
        admin.cookie,
      );
      expect(enable.status).toBe(302);
      await expectLinkRefused(token, person.user.id);
    });

    it("a reset link of an account that can no longer sign in (disabled outside the portal) is refused", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const { token } = await createResetToken(h.db, person.email);
      // As another server instance or a manual fix would leave it: the flag only, no other clean-up.
      await h.db
        .updateTable("users")
        .set({ disabled_at: iso(0) })
        .where("id", "=", person.user.id)
        .execute();
      await expectLinkRefused(token, person.user.id);
      expect(
        await h.db
          .selectFrom("verifications")
          .where("purpose", "=", "password-reset")
          .select("used_at")
          .where("subject_id", "=", person.user.id)
          .executeTakeFirstOrThrow(),
      ).toEqual({ used_at: null });
    });

    it("a reset link sent before the owner changed the password in the portal is refused", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const { token } = await createResetToken(h.db, person.email);
      const change = await post(
        server,
        "/employee-portal",
        {
          intent: "change-password",
          currentPassword: person.password,
          password: "escolhida-no-portal",
          confirmed: "1",
        },
        person.cookie,
      );
      expect(change.status).toBe(200);
      expect(alerts(change.html)).not.toContain(TEXT.passwordChangeFailed);
      await expectLinkRefused(token, person.user.id);
      const login = await post(server, LOGIN, { email: person.email, password: "escolhida-no-portal" });
      expect(login.status).toBe(302);
    });

    it("a reset link of a deleted account is refused and does not bring the account back", async () => {
      const admin = await createStaff(h.db, "admin", "approved");
      const person = await createStaff(h.db, "collaborator", "approved");
      const { token } = await createResetToken(h.db, person.email);
      const removed = await post(
        server,
        "/admin-portal",
        { intent: "delete", userId: person.user.id },
        admin.cookie,
      );
      expect(removed.status).toBe(302);
      await expectLinkRefused(token, null);
      expect(await h.db.selectFrom("users").select("id").where("email", "=", person.email).execute()).toEqual(
        [],
      );
    });
  });
});

/** An SMTP server that accepts connections but refuses every recipient (a mailbox rejection). */
function listenRejectingSmtp(port: number): Promise<{ close(): Promise<void> }> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error("Caixa postal indisponível"), { responseCode: 550 }));
    },
  });
  return new Promise((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(port, "127.0.0.1", () => {
      smtp.off("error", reject);
      smtp.on("error", () => {});
      resolve({ close: () => new Promise((done) => smtp.close(() => done())) });
    });
  });
}

/**
 * The reset mail goes through the durable outbox (decision 16, docs/decisions/012-mail-outbox.md):
 * an SMTP outage or a rejected recipient no longer fails the request. The form answers success
 * once the link and its mail are stored; the outbox keeps retrying, recording the error.
 */
describe(`forgot password with SMTP refusing on ${kind}`, () => {
  let database: TestDatabase;
  let server: TestServer;
  let h: DatabaseHandle;
  let smtpPort: number;

  beforeAll(async () => {
    database = await makeDatabase(kind);
    smtpPort = await freePort(); // nothing listens here unless a test starts a server on it
    server = await startServer({
      databaseUrl: database.url,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        TRUST_PROXY: "1",
        OUTBOX_POLL_MS: "200",
        OUTBOX_RETRY_BASE_MS: "300",
      },
    });
    h = openDatabase(database.url);
  });

  afterAll(async () => {
    await server?.stop();
    await h?.db.destroy();
    await database?.drop();
  });

  const tokensOf = (userId: string) =>
    h.db
      .selectFrom("verifications")
      .where("purpose", "=", "password-reset")
      .select("token_hash")
      .where("subject_id", "=", userId)
      .execute();

  /** The reset mail's outbox row once the worker has tried it at least once. */
  async function triedMailTo(email: string) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const rows = await h.db
        .selectFrom("outbox")
        .select(["kind", "status", "attempts", "last_error"])
        .where("to_address", "=", email)
        .execute();
      if (rows.length === 1 && Number(rows[0]?.attempts) >= 1) return rows[0];
      if (Date.now() > deadline)
        throw new Error(`e-mail para ${email} não foi tentado: ${JSON.stringify(rows)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it("SMTP closed: the form answers success, the link is kept and its mail waits in the outbox", async () => {
    const person = await createStaff(h.db, "collaborator", "approved");
    const res = await post(server, "/access/employees/forgot-password", { email: person.email });
    expect(res.status).toBe(200);
    expect(res.html).toContain(TEXT.resetMailSent);
    expect(alerts(res.html)).not.toContain(TEXT.forgotFailed);
    expect(await tokensOf(person.user.id)).toHaveLength(1);
    expect(await triedMailTo(person.email)).toMatchObject({
      kind: "password-reset",
      status: "pending",
      last_error: expect.stringMatching(/ECONNREFUSED/),
    });
  });

  it("SMTP rejects the recipient: the form answers success and the rejection is recorded for a retry", async () => {
    const smtp = await listenRejectingSmtp(smtpPort);
    try {
      const person = await createStaff(h.db, "collaborator", "approved");
      const res = await post(server, "/access/employees/forgot-password", { email: person.email });
      expect(res.status).toBe(200);
      expect(res.html).toContain(TEXT.resetMailSent);
      expect(await tokensOf(person.user.id)).toHaveLength(1);
      expect(await triedMailTo(person.email)).toMatchObject({
        kind: "password-reset",
        status: "pending",
        last_error: expect.stringContaining("Caixa postal indisponível"),
      });
    } finally {
      await smtp.close();
    }
  });
});
