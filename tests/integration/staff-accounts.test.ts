/**
 * Staff accounts over real HTTP, against `node server.js` (the production build: run
 * `npm run build` first), on SQLite and on PostgreSQL: login, registration, password recovery,
 * sessions and bad input. Asserts what a visitor sees (status, Location, HTML text) and what the
 * database holds. Who may open which screen is guards/matrix.test.ts.
 *
 * Long on purpose: one account journey (register, approve, log in, recover, sessions) shares one
 * server per database; cut by screen it would start the same servers several times.
 * Over 450 lines on purpose: one server per database serves every account journey here.
 * Long on purpose: login, registration, recovery and sessions share one server per database and its mail sink.
 */
import { describe, expect, it } from "vitest";
import { createResetToken } from "~/.server/accounts/password-reset";
import { createSession } from "~/.server/accounts/sessions";
import { describeOn, projectDatabase } from "../support/database-project";
import { escapeHtml, LOGIN, loginCarrying, TEXT, unique, useServerSuite } from "../support/http-assertions";
import {
  cookieFor,
  createStaff,
  makeDatabase,
  sessionCookieFrom,
  startMailSink,
  startServer,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
} from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();
/** The bootstrap admin says its name first (decision 064, staff-names.test.ts). */
const PROFILE = "/access/employees/profile";
const NAMED = { intent: "save", name: "Chefe", phone: "4133334444" };

describe(`staff accounts over HTTP on ${kind}`, () => {
  const s = useServerSuite(kind);

  describe("login", () => {
    it("an admin gets a session cookie and, once it has said its name, goes to the admin menu", async () => {
      const res = await s.login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
      await s.expectRedirect(res, PROFILE);
      const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("staff_session="));
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Path=\//i);
      await s.expectRedirect(
        await s.server.post(PROFILE, NAMED, sessionCookieFrom(res)),
        "/access/admin-menu",
      );
      const menu = await s.server.get("/access/admin-menu", sessionCookieFrom(res));
      expect(menu.status).toBe(200);
      await menu.text();
    });

    it("a collaborator goes to the main menu, with a new session row", async () => {
      const person = await createStaff(s.handle.db, "collaborator", "approved");
      const before = (await s.sessionsOf(person.user.id)).length;
      const res = await s.login(person.email, person.password);
      await s.expectRedirect(res, "/access/main-menu");
      const cookie = sessionCookieFrom(res);
      expect(cookie).toMatch(/^staff_session=.+/);
      expect(cookie).not.toBe(person.cookie);
      expect(await s.sessionsOf(person.user.id)).toHaveLength(before + 1);
      const portal = await s.server.get("/employee-portal", cookie);
      expect(portal.status).toBe(200);
      expect(await portal.text()).toContain(TEXT.collaboratorWelcome);
    });

    it.each([
      ["wrong password", () => ({ email: s.collaborator.email, password: "nao-e-essa" }), TEXT.wrongPassword],
      ["pending account", () => ({ email: s.pending.email, password: s.pending.password }), TEXT.notApproved],
      [
        "unknown user",
        () => ({ email: `ninguem-${unique()}@exemplo.com`, password: "qualquer" }),
        TEXT.userNotFound,
      ],
    ])("%s: 4xx with the message and no session", async (_name, credentials, message) => {
      const { email, password } = credentials();
      const res = await s.login(email, password);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.text()).toContain(message);
      expect(sessionCookieFrom(res)).toBeUndefined();
    });
  });

  describe("register", () => {
    const register = (email: string, password: string) =>
      s.server.post("/access/employees/register", { email, password });

    it("sends the registration for approval: dialog closing to the home page, pending row", async () => {
      const email = `novo-${unique()}@exemplo.com`;
      const res = await register(email, "segredo-forte-1");
      expect(res.status).toBe(200);
      const html = await res.text();
      const dialog = html.match(/<dialog[\s\S]*?<\/dialog>/)?.[0] ?? "";
      expect(dialog).toContain(TEXT.registered);
      expect(dialog).toMatch(/<a [^>]*href="\/"/);
      const row = await s.handle.db
        .selectFrom("users")
        .selectAll()
        .where("email", "=", email)
        .executeTakeFirst();
      expect(row).toMatchObject({ status: "pending", role: "collaborator" });
      expect(row?.password_hash).not.toContain("segredo-forte-1");
    });

    it("refuses an e-mail already registered (any case)", async () => {
      const existing = await createStaff(s.handle.db, "collaborator", "pending");
      const res = await register(existing.email.toUpperCase(), "outra-senha");
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.text()).toContain(TEXT.emailInUse);
      const rows = await s.handle.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", existing.email)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it("a registered account cannot log in before approval", async () => {
      const email = `novo-${unique()}@exemplo.com`;
      await (await register(email, "segredo-forte-1")).text();
      const res = await s.login(email, "segredo-forte-1");
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await res.text()).toContain(TEXT.notApproved);
      expect(sessionCookieFrom(res)).toBeUndefined();
    });
  });

  describe("forgot and reset password", () => {
    it("an approved user gets the e-mail (token row stored) and its link works once", async () => {
      const person = await createStaff(s.handle.db, "collaborator", "approved");
      const res = await s.server.post("/access/employees/forgot-password", { email: person.email });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(TEXT.resetMailSent);
      const tokens = await s.handle.db
        .selectFrom("verifications")
        .where("purpose", "=", "password-reset")
        .selectAll()
        .where("subject_id", "=", person.user.id)
        .execute();
      expect(tokens).toHaveLength(1);
      expect(tokens[0]?.used_at).toBeNull();

      // The outbox sends the mail right after the request (decision 012): wait for it.
      const resetMail = () =>
        s.mail.messages.find(
          (m) => m.text?.includes("reset-password") && m.to && JSON.stringify(m.to).includes(person.email),
        );
      for (let waited = 0; !resetMail() && waited < 15_000; waited += 100) {
        await new Promise((r) => setTimeout(r, 100));
      }
      const sent = resetMail();
      expect(sent, "e-mail de redefinição recebido pelo SMTP").toBeDefined();
      const prefix = `${s.server.url}/access/employees/reset-password?token=`;
      const link = sent?.text?.split(/\s+/).find((word) => word.startsWith(prefix));
      expect(link).toBeDefined();
      const token = new URL(link ?? "").searchParams.get("token") ?? "";
      expect(token).not.toBe("");

      const form = await s.server.get(new URL(link ?? "").pathname + new URL(link ?? "").search);
      expect(form.status).toBe(200);
      expect(await form.text()).toMatch(/name="token"/);
      const done = await s.server.post("/access/employees/reset-password", {
        token,
        password: "pelo-email-1",
      });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain(TEXT.passwordChanged);
      const loggedIn = await s.login(person.email, "pelo-email-1");
      await loggedIn.text();
      expect(loggedIn.status).toBe(302);
    });

    it.each([
      ["an unknown e-mail", async () => `ninguem-${unique()}@exemplo.com`],
      ["a pending account", async () => (await createStaff(s.handle.db, "collaborator", "pending")).email],
    ])("%s gets the not-found message and no token", async (_name, makeEmail) => {
      const email = await makeEmail();
      const before = await s.handle.db
        .selectFrom("verifications")
        .where("purpose", "=", "password-reset")
        .select("token_hash")
        .execute();
      const res = await s.server.post("/access/employees/forgot-password", { email });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const html = await res.text();
      expect(html).toContain(TEXT.forgotNotFound);
      expect(html).not.toContain(TEXT.resetMailSent);
      expect(
        await s.handle.db
          .selectFrom("verifications")
          .where("purpose", "=", "password-reset")
          .select("token_hash")
          .execute(),
      ).toHaveLength(before.length);
    });

    it("a reset token works once, ends the user's sessions, then is refused", async () => {
      const person = await createStaff(s.handle.db, "collaborator", "approved");
      const { token } = await createResetToken(s.handle.db, person.email);
      const path = `/access/employees/reset-password?token=${encodeURIComponent(token)}`;

      const form = await s.server.get(path);
      expect(form.status).toBe(200);
      const formHtml = await form.text();
      expect(formHtml).toMatch(/name="token"/);
      expect(formHtml).toContain(`value="${escapeHtml(token)}"`);
      expect(formHtml).toMatch(/name="password"/);

      const res = await s.server.post("/access/employees/reset-password", {
        token,
        password: "redefinida-1",
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(TEXT.passwordChanged);
      const row = await s.handle.db
        .selectFrom("verifications")
        .where("purpose", "=", "password-reset")
        .select("used_at")
        .where("subject_id", "=", person.user.id)
        .executeTakeFirstOrThrow();
      expect(row.used_at).not.toBeNull();
      const oldSession = await s.server.get("/access/main-menu", person.cookie);
      await s.expectRedirect(oldSession, loginCarrying("/access/main-menu"));

      const again = await s.server.post("/access/employees/reset-password", {
        token,
        password: "outra-vez-2",
      });
      expect(again.status).toBeGreaterThanOrEqual(400);
      expect(again.status).toBeLessThan(500);
      expect(await again.text()).toContain(TEXT.invalidResetToken);
      const reopened = await s.server.get(path);
      expect(await reopened.text()).toContain(TEXT.invalidResetToken);

      const newPassword = await s.login(person.email, "redefinida-1");
      await s.expectRedirect(newPassword, "/access/main-menu");
    });

    it("an unknown token is refused", async () => {
      const res = await s.server.post("/access/employees/reset-password", {
        token: "t".repeat(43),
        password: "qualquer-1",
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.text()).toContain(TEXT.invalidResetToken);
    });
  });

  describe("sessions", () => {
    it("changing the password ends the user's other sessions, keeps this one", async () => {
      const person = await createStaff(s.handle.db, "collaborator", "approved");
      const other = await createSession(s.handle.db, person.user.id);
      const otherCookie = await cookieFor(other.token);

      const res = await s.server.post(
        "/employee-portal",
        {
          intent: "change-password",
          currentPassword: person.password,
          password: "trocada-123",
          confirmed: "1",
        },
        person.cookie,
      );
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(TEXT.passwordChanged);

      const ended = await s.server.get("/employee-portal", otherCookie);
      await s.expectRedirect(ended, loginCarrying("/employee-portal"));
      const kept = await s.server.get("/employee-portal", person.cookie);
      expect(kept.status).toBe(200);
      await kept.text();
      expect((await s.sessionsOf(person.user.id)).map((s) => s.id)).toEqual([person.sessionId]);

      const oldPassword = await s.login(person.email, person.password);
      expect(await oldPassword.text()).toContain(TEXT.wrongPassword);
      const newPassword = await s.login(person.email, "trocada-123");
      await newPassword.text();
      expect(newPassword.status).toBe(302);
    });

    it("the portal lists the person's live sessions by device, marks this one, and ends the others", async () => {
      const person = await createStaff(s.handle.db, "collaborator", "approved");
      const loginFrom = async (userAgent: string) => {
        const res = await fetch(`${s.server.url}${LOGIN}`, {
          method: "POST",
          redirect: "manual",
          headers: {
            Origin: s.server.url,
            "Content-Type": "application/x-www-form-urlencoded",
            "User-Agent": userAgent,
          },
          body: new URLSearchParams({ email: person.email, password: person.password }).toString(),
        });
        await res.text();
        expect(res.status).toBe(302);
        return sessionCookieFrom(res) ?? "";
      };
      const phone = await loginFrom(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36",
      );
      const desktop = await loginFrom(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0",
      );
      // Someone else's session never shows.
      await (await s.login(s.collaborator.email, s.collaborator.password)).text();

      const items = async (cookie: string) => {
        const res = await s.server.get("/employee-portal", cookie);
        expect(res.status).toBe(200);
        const html = await res.text();
        const box = html.slice(
          html.indexOf('id="sessoes-ativas"'),
          html.indexOf("Encerrar as outras sessões"),
        );
        return [...box.matchAll(/<li\b[\s\S]*?<\/li>/g)].map((m) => m[0].replace(/<[^>]+>/g, " "));
      };
      const seen = await items(phone);
      // The fixture's own session (no browser) and the two logins.
      expect(seen).toHaveLength(3);
      expect(seen.filter((i) => i.includes("esta sessão"))).toHaveLength(1);
      expect(seen.find((i) => i.includes("esta sessão"))).toContain("Chrome no Android");
      expect(seen.some((i) => i.includes("Firefox no Windows"))).toBe(true);
      expect(seen.every((i) => /Último acesso: \d{2}\/\d{2}\/\d{4}/.test(i))).toBe(true);

      const ended = await s.server.post("/employee-portal", { intent: "end-other-sessions" }, phone);
      expect(ended.status).toBe(200);
      expect(await ended.text()).toContain("As outras sessões foram encerradas.");
      await s.expectRedirect(
        await s.server.get("/employee-portal", desktop),
        loginCarrying("/employee-portal"),
      );
      await s.expectRedirect(
        await s.server.get("/employee-portal", person.cookie),
        loginCarrying("/employee-portal"),
      );
      const after = await items(phone);
      expect(after).toHaveLength(1);
      expect(after[0]).toContain("esta sessão");
    });

    it("a too-short new password is refused and nothing changes", async () => {
      const person = await createStaff(s.handle.db, "collaborator", "approved");
      const before = await s.handle.db
        .selectFrom("users")
        .select("password_hash")
        .where("id", "=", person.user.id)
        .executeTakeFirstOrThrow();
      const res = await s.server.post(
        "/employee-portal",
        { intent: "change-password", currentPassword: person.password, password: "12345", confirmed: "1" },
        person.cookie,
      );
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(TEXT.passwordTooShort);
      const after = await s.handle.db
        .selectFrom("users")
        .select("password_hash")
        .where("id", "=", person.user.id)
        .executeTakeFirstOrThrow();
      expect(after.password_hash).toBe(before.password_hash);
    });

    it("a password change without confirmed=1 is refused and nothing changes", async () => {
      const person = await createStaff(s.handle.db, "collaborator", "approved");
      await createSession(s.handle.db, person.user.id);
      const res = await s.server.post(
        "/employee-portal",
        { intent: "change-password", currentPassword: person.password, password: "sem-confirmar-1" },
        person.cookie,
      );
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.text()).not.toContain(TEXT.passwordChanged);
      expect(await s.sessionsOf(person.user.id)).toHaveLength(2);
      const stillOld = await s.login(person.email, person.password);
      await stillOld.text();
      expect(stillOld.status).toBe(302);
    });

    it("an anonymous password change goes to the login", async () => {
      const res = await s.server.post("/employee-portal", {
        intent: "change-password",
        password: "trocada-123",
        confirmed: "1",
      });
      await s.expectRedirect(res, LOGIN);
    });

    it("GET /access/logout goes to the login but never ends the session (links and prefetch are GETs)", async () => {
      const person = await createStaff(s.handle.db, "collaborator", "approved");
      const res = await s.server.get("/access/logout", person.cookie);
      await s.expectRedirect(res, LOGIN);
      expect(await s.sessionsOf(person.user.id)).toHaveLength(1);
      const still = await s.server.get("/access/main-menu", person.cookie);
      await still.text();
      expect(still.status).toBe(200);
    });

    it("logout deletes the session row and clears the cookie", async () => {
      const person = await createStaff(s.handle.db, "collaborator", "approved");
      const res = await s.server.post("/access/logout", {}, person.cookie);
      await s.expectRedirect(res, LOGIN);
      const cleared = res.headers.getSetCookie().find((c) => c.startsWith("staff_session="));
      expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
      expect(
        await s.handle.db
          .selectFrom("sessions")
          .select("id")
          .where("id", "=", person.sessionId)
          .executeTakeFirst(),
      ).toBeUndefined();
      const after = await s.server.get("/access/main-menu", person.cookie);
      await s.expectRedirect(after, loginCarrying("/access/main-menu"));
    });
  });

  describe("invalid input", () => {
    it.each([
      ["an invalid e-mail", { email: "nao-e-email", password: "segredo1" }, TEXT.invalidEmail],
      [
        "a short password",
        { email: `curta-${unique()}@exemplo.com`, password: "12345" },
        TEXT.passwordTooShort,
      ],
    ])("register with %s: 400, message, no row", async (_name, fields, message) => {
      const res = await s.server.post("/access/employees/register", fields);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(message);
      expect(html).not.toContain(TEXT.registered);
      const row = await s.handle.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", fields.email.toLowerCase())
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it("login with an invalid e-mail: 400 and the message", async () => {
      const res = await s.login("nao-e-email", "qualquer");
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(TEXT.invalidEmail);
    });

    it("reset with a short password: 400, message, token still usable", async () => {
      const person = await createStaff(s.handle.db, "collaborator", "approved");
      const { token } = await createResetToken(s.handle.db, person.email);
      const res = await s.server.post("/access/employees/reset-password", { token, password: "123" });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(TEXT.passwordTooShort);
      const row = await s.handle.db
        .selectFrom("verifications")
        .where("purpose", "=", "password-reset")
        .select("used_at")
        .where("subject_id", "=", person.user.id)
        .executeTakeFirstOrThrow();
      expect(row.used_at).toBeNull();
    });

    it("a POST without our Origin is refused (403) and writes nothing", async () => {
      const email = `sem-origem-${unique()}@exemplo.com`;
      const res = await fetch(`${s.server.url}/access/employees/register`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password: "segredo1" }).toString(),
      });
      await res.text();
      expect(res.status).toBe(403);
      const evil = await fetch(`${s.server.url}/access/employees/register`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
        body: new URLSearchParams({ email, password: "segredo1" }).toString(),
      });
      await evil.text();
      expect(evil.status).toBe(403);
      expect(
        await s.handle.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst(),
      ).toBeUndefined();
    });
  });
});

/**
 * The cookies follow the address people use (SITE_URL), not NODE_ENV: https gives
 * `__Host-`-prefixed, Secure cookies for the whole site and no Domain; plain http (local runs,
 * where a browser would refuse both) the bare names without Secure. SQLite only: no database in it.
 */
describeOn("sqlite", "staff cookies and SITE_URL", () => {
  it.each([
    ["https, NODE_ENV unset", { SITE_URL: "https://equipe.exemplo.test" }, true],
    ["https, NODE_ENV=production", { SITE_URL: "https://equipe.exemplo.test", NODE_ENV: "production" }, true],
    ["http, NODE_ENV=production", { NODE_ENV: "production" }, false],
  ] as const)(
    "%s",
    async (_name, env, secure) => {
      const database = await makeDatabase("sqlite");
      const mail = await startMailSink();
      const server = await startServer({ databaseUrl: database.url, env: { SMTP_URL: mail.url, ...env } });
      try {
        const prefix = secure ? "__Host-" : "";
        const expectCookie = (line: string | undefined) => {
          expect(line).toBeDefined();
          expect(line).toMatch(/; HttpOnly/i);
          expect(line).toMatch(/; Path=\/(;|$)/i);
          expect(line).not.toMatch(/; Domain=/i);
          if (secure) expect(line).toMatch(/; Secure/i);
          else expect(line).not.toMatch(/; Secure/i);
        };
        const res = await server.post(LOGIN, { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD });
        await res.text();
        expect(res.status).toBe(302);
        const lines = res.headers.getSetCookie();
        expect(lines.map((l) => l.slice(0, l.indexOf("=")))).toEqual([`${prefix}staff_session`]);
        expectCookie(lines[0]);
        const session = sessionCookieFrom(res) ?? "";

        // The server reads its own cookie back: a staff screen opens with it (its name, decision 064).
        const menu = await server.get(PROFILE, session);
        expect(menu.status).toBe(200);
        await menu.text();

        // The admin screens' one-time message travels in a cookie of the same kind (once named).
        const named = await server.post(PROFILE, NAMED, session);
        expect([named.status, await named.text()]).toEqual([302, ""]);
        const action = await server.post(
          "/admin-portal",
          { intent: "section", key: "broker-contacts", title: "0800", body: "Central 0800" },
          session,
        );
        await action.text();
        expect(action.status).toBe(302);
        const flash = action.headers.getSetCookie().find((l) => l.startsWith(`${prefix}staff_flash=`));
        expectCookie(flash);

        // Logging out clears the cookie by the same name.
        const out = await server.post("/access/logout", {}, session);
        await out.text();
        const cleared = out.headers.getSetCookie().find((l) => l.startsWith(`${prefix}staff_session=`));
        expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
      } finally {
        await server.stop();
        await mail.stop();
        await database.drop();
      }
    },
    60_000,
  );
});
