/**
 * The staff area over real HTTP, against `node server.js` (the production build: run
 * `npm run build` first), on SQLite and on PostgreSQL. Asserts what a visitor sees (status,
 * Location, HTML text) and what the database holds. See tests/support/staff-server.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/.server/db/database";
import { migrateToLatest } from "~/.server/db/migrate";
import { createResetToken } from "~/.server/password-reset";
import { createSession } from "~/.server/sessions";
import {
  cookieFor,
  createStaff,
  type MailSink,
  makeDatabase,
  type StaffFixture,
  type StaffServer,
  sessionCookieFrom,
  startMailSink,
  startServer,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
  type TestDatabase,
} from "../support/staff-server";

const LOGIN = "/access/employees";

/** The contract's exact texts. */
const TEXT = {
  wrongPassword: "Senha incorreta. Por favor, tente novamente.",
  notApproved: "Seu cadastro ainda não foi aprovado. Aguarde a aprovação do administrador.",
  userDisabled: "Usuário desativado. Entre em contato com o administrador.",
  userNotFound: "Usuário não encontrado. Por favor, verifique e tente novamente.",
  throttled: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
  registered: "Seu cadastro foi enviado para aprovação do administrador.",
  emailInUse: "Este e-mail já está cadastrado. Tente fazer login ou use um e-mail diferente.",
  resetMailSent: "Enviamos um e-mail com o link para redefinir a sua senha.",
  forgotNotFound: "Usuário não encontrado ou não aprovado.",
  passwordChanged: "Senha alterada com sucesso!",
  invalidResetToken: "Link de redefinição inválido ou expirado. Solicite um novo.",
  invalidEmail: "E-mail inválido. Por favor, verifique e tente novamente.",
  passwordTooShort: "A senha deve conter no mínimo 6 caracteres.",
  adminWelcome: "Bem-vindo, Admin!",
  collaboratorWelcome: "Bem-vindo ao Portal do Colaborador",
} as const;

/** Text as React puts it in HTML. */
function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** Path and query of a redirect's Location (absolute or relative), or null without one. */
function locationOf(res: Response, base: string): string | null {
  const location = res.headers.get("location");
  if (!location) return null;
  const url = new URL(location, base);
  return `${url.pathname}${url.search}`;
}

const unique = () => Math.random().toString(36).slice(2, 10);

type Who = "anonymous" | "pending" | "collaborator" | "admin" | "unknown session";
const PEOPLE: Who[] = ["anonymous", "pending", "collaborator", "admin", "unknown session"];

/** What each staff screen gives each visitor: 200 or the path it redirects to. */
const GET_GUARDS: Record<string, Record<Who, 200 | string>> = {
  "/access/main-menu": {
    anonymous: LOGIN,
    pending: LOGIN,
    "unknown session": LOGIN,
    collaborator: 200,
    admin: 200,
  },
  "/access/admin-menu": {
    anonymous: LOGIN,
    pending: LOGIN,
    "unknown session": LOGIN,
    collaborator: "/access/main-menu",
    admin: 200,
  },
  "/employee-portal": {
    anonymous: LOGIN,
    pending: LOGIN,
    "unknown session": LOGIN,
    collaborator: 200,
    admin: 200,
  },
  "/admin-portal": {
    anonymous: LOGIN,
    pending: LOGIN,
    "unknown session": LOGIN,
    collaborator: "/access/main-menu",
    admin: 200,
  },
};

const INTENTS = [
  "approve",
  "deny",
  "delete",
  "promote",
  "demote",
  "disable",
  "enable",
  "edit",
  "section",
] as const;
type Intent = (typeof INTENTS)[number];
type Row = Record<string, unknown> | undefined;
interface IntentTarget {
  fields: Record<string, string>;
  read: () => Promise<Row>;
  expectDone: (row: Row) => void;
  /** What the target person sees right after the change (their session is checked on every request). */
  afterDone?: () => Promise<void>;
}

describe.each(["sqlite", "postgres"] as const)("staff area over HTTP on %s", (kind) => {
  let database: TestDatabase;
  let mail: MailSink;
  let server: StaffServer;
  let h: DatabaseHandle;
  let admin: StaffFixture;
  let collaborator: StaffFixture;
  let pending: StaffFixture;
  let unknownSession: string;

  const cookieOf = (who: Who): string | undefined =>
    ({
      anonymous: undefined,
      pending: pending.cookie,
      collaborator: collaborator.cookie,
      admin: admin.cookie,
      "unknown session": unknownSession,
    })[who];
  const where = (res: Response) => locationOf(res, server.url);
  /** Drains the body, then: a 302 to this path (or to a path matching the pattern). */
  const expectRedirect = async (res: Response, to: string | RegExp) => {
    await res.text();
    expect(res.status).toBe(302);
    if (typeof to === "string") expect(where(res)).toBe(to);
    else expect(where(res)).toMatch(to);
  };
  const readUser = (id: string) =>
    h.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst() as Promise<Row>;
  const sessionsOf = (userId: string) =>
    h.db.selectFrom("sessions").select("id").where("user_id", "=", userId).execute();
  const login = (email: string, password: string) => server.post(LOGIN, { email, password });

  beforeAll(async () => {
    database = await makeDatabase(kind);
    mail = await startMailSink();
    server = await startServer({ databaseUrl: database.url, env: { SMTP_URL: mail.url } });
    h = openDatabase(database.url);
    await migrateToLatest(h.db); // already done by the server: a no-op
    admin = await createStaff(h.db, "admin", "approved");
    collaborator = await createStaff(h.db, "collaborator", "approved");
    pending = await createStaff(h.db, "collaborator", "pending");
    unknownSession = await cookieFor("x".repeat(43));
  });

  afterAll(async () => {
    await server?.stop();
    await mail?.stop();
    await h?.db.destroy();
    await database?.drop();
  });

  describe("guards on every staff screen", () => {
    for (const [pathname, expected] of Object.entries(GET_GUARDS)) {
      for (const who of PEOPLE) {
        const outcome = expected[who];
        it(`GET ${pathname} as ${who} → ${outcome === 200 ? "200" : `302 ${outcome}`}`, async () => {
          const res = await server.get(pathname, cookieOf(who));
          const html = await res.text();
          if (outcome === 200) {
            expect(res.status).toBe(200);
            expect(res.headers.get("content-type")).toMatch(/text\/html/);
            if (pathname === "/employee-portal") {
              expect(html).toContain(who === "admin" ? TEXT.adminWelcome : TEXT.collaboratorWelcome);
            }
          } else {
            expect(res.status).toBe(302);
            expect(where(res)).toBe(outcome);
            expect(html).not.toContain(TEXT.collaboratorWelcome);
          }
        });
      }
    }

    it("the admin's own portal shows pending registrations to act on", async () => {
      const res = await server.get("/admin-portal", admin.cookie);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(escapeHtml(pending.email));
    });
  });

  describe("admin actions: only an admin can run them", () => {
    const targets = {} as Record<Intent, IntentTarget>;
    const sectionBody = `Central exclusiva da corretora: 0800 ${unique()}`;

    beforeAll(async () => {
      const approveMe = await createStaff(h.db, "collaborator", "pending");
      const denyMe = await createStaff(h.db, "collaborator", "pending");
      const deleteMe = await createStaff(h.db, "collaborator", "approved");
      const promoteMe = await createStaff(h.db, "collaborator", "approved");
      const demoteMe = await createStaff(h.db, "admin", "approved");
      const disableMe = await createStaff(h.db, "collaborator", "approved");
      const enableMe = await createStaff(h.db, "collaborator", "approved");
      await h.db
        .updateTable("users")
        .set({ disabled_at: new Date().toISOString() })
        .where("id", "=", enableMe.user.id)
        .execute();
      const editMe = await createStaff(h.db, "collaborator", "approved");
      const user = (f: StaffFixture) => ({ userId: f.user.id });
      targets.approve = {
        fields: user(approveMe),
        read: () => readUser(approveMe.user.id),
        expectDone: (row) => expect(row).toMatchObject({ status: "approved" }),
        afterDone: async () => {
          const res = await server.get("/employee-portal", approveMe.cookie);
          expect(res.status).toBe(200);
          expect(await res.text()).toContain(TEXT.collaboratorWelcome);
        },
      };
      targets.deny = {
        fields: user(denyMe),
        read: () => readUser(denyMe.user.id),
        expectDone: (row) => expect(row).toBeUndefined(),
      };
      targets.delete = {
        fields: user(deleteMe),
        read: () => readUser(deleteMe.user.id),
        expectDone: (row) => expect(row).toBeUndefined(),
        afterDone: async () => {
          const res = await server.get("/employee-portal", deleteMe.cookie);
          await expectRedirect(res, LOGIN);
        },
      };
      targets.promote = {
        fields: user(promoteMe),
        read: () => readUser(promoteMe.user.id),
        expectDone: (row) => expect(row).toMatchObject({ role: "admin", status: "approved" }),
        afterDone: async () => {
          const res = await server.get("/admin-portal", promoteMe.cookie);
          await res.text();
          expect(res.status).toBe(200);
        },
      };
      targets.demote = {
        fields: user(demoteMe),
        read: () => readUser(demoteMe.user.id),
        expectDone: (row) => expect(row).toMatchObject({ role: "collaborator", status: "approved" }),
        afterDone: async () => {
          const res = await server.get("/admin-portal", demoteMe.cookie);
          await expectRedirect(res, "/access/main-menu");
        },
      };
      targets.disable = {
        fields: user(disableMe),
        read: () => readUser(disableMe.user.id),
        expectDone: (row) => expect(row?.disabled_at).toEqual(expect.any(String)),
        afterDone: async () => {
          expect(await sessionsOf(disableMe.user.id)).toHaveLength(0);
          await expectRedirect(await server.get("/employee-portal", disableMe.cookie), LOGIN);
          const res = await login(disableMe.email, disableMe.password);
          expect(res.status).toBe(403);
          expect(await res.text()).toContain(TEXT.userDisabled);
          expect(sessionCookieFrom(res)).toBeUndefined();
        },
      };
      targets.enable = {
        fields: user(enableMe),
        read: () => readUser(enableMe.user.id),
        expectDone: (row) => expect(row).toMatchObject({ disabled_at: null, status: "approved" }),
        afterDone: async () => {
          await expectRedirect(await login(enableMe.email, enableMe.password), "/access/main-menu");
        },
      };
      targets.edit = {
        fields: { ...user(editMe), name: "Maria Souza", phone: "(11) 98765-4321" },
        read: () => readUser(editMe.user.id),
        expectDone: (row) => expect(row).toMatchObject({ name: "Maria Souza", phone: "11987654321" }),
      };
      targets.section = {
        fields: { key: "insurer-0800", title: "Telefones 0800 (atualizado)", body: sectionBody },
        read: () =>
          h.db
            .selectFrom("portal_sections")
            .selectAll()
            .where("key", "=", "insurer-0800")
            .executeTakeFirst() as Promise<Row>,
        expectDone: (row) =>
          expect(row).toMatchObject({ title: "Telefones 0800 (atualizado)", body: sectionBody }),
      };
    });

    for (const intent of INTENTS) {
      for (const who of ["anonymous", "pending", "collaborator"] as const) {
        it(`${intent} by ${who} is refused and the database is unchanged`, async () => {
          const target = targets[intent];
          const before = await target.read();
          expect(before).toBeDefined();
          const res = await server.post("/admin-portal", { intent, ...target.fields }, cookieOf(who));
          await res.text();
          if (who === "collaborator") {
            expect(res.status).toBe(403);
          } else {
            expect(res.status).toBe(302);
            expect(where(res)).toBe(LOGIN);
          }
          expect(await target.read()).toEqual(before);
        });
      }

      it(`${intent} by an admin is done`, async () => {
        const target = targets[intent];
        const res = await server.post("/admin-portal", { intent, ...target.fields }, admin.cookie);
        await expectRedirect(res, /^\/admin-portal(\?|$)/);
        target.expectDone(await target.read());
        await target.afterDone?.();
        const after = await server.get(where(res) ?? "/admin-portal", admin.cookie);
        expect(after.status).toBe(200);
        await after.text();
      });
    }

    it("the updated section is what collaborators read in the portal", async () => {
      const res = await server.get("/employee-portal", collaborator.cookie);
      const html = await res.text();
      expect(html).toContain(escapeHtml(sectionBody));
      expect(html).toContain(escapeHtml("Telefones 0800 (atualizado)"));
    });

    it("bad input is refused with a Portuguese message and changes nothing", async () => {
      const target = await createStaff(h.db, "collaborator", "approved");
      const before = await readUser(target.user.id);

      const badPhone = await server.post(
        "/admin-portal",
        { intent: "edit", userId: target.user.id, name: "Fulano", phone: "123" },
        admin.cookie,
      );
      expect(badPhone.status).toBe(400);
      expect(await badPhone.text()).toContain("Telefone inválido.");

      const badId = await server.post(
        "/admin-portal",
        { intent: "delete", userId: "nao-e-um-id" },
        admin.cookie,
      );
      expect(badId.status).toBe(400);
      await badId.text();

      for (const [fields, message] of [
        [{ intent: "explodir", userId: target.user.id }, "Ação desconhecida."],
        [
          { intent: "demote", userId: admin.user.id },
          "Você não pode remover o seu próprio acesso de administrador.",
        ],
        [{ intent: "disable", userId: admin.user.id }, "Você não pode desativar a sua própria conta."],
      ] as const) {
        const res = await server.post("/admin-portal", fields, admin.cookie);
        expect(res.status).toBe(400);
        expect(await res.text()).toContain(message);
      }

      expect(await readUser(target.user.id)).toEqual(before);
      expect(await readUser(admin.user.id)).toMatchObject({
        role: "admin",
        status: "approved",
        disabled_at: null,
      });
    });
  });

  describe("login", () => {
    it("an admin gets a session cookie and goes to the admin menu", async () => {
      const res = await login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
      await expectRedirect(res, "/access/admin-menu");
      const setCookie = res.headers.getSetCookie().find((c) => c.startsWith("staff_session="));
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(setCookie).toMatch(/Path=\//i);
      const menu = await server.get("/access/admin-menu", sessionCookieFrom(res));
      expect(menu.status).toBe(200);
      await menu.text();
    });

    it("a collaborator goes to the main menu, with a new session row", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const before = (await sessionsOf(person.user.id)).length;
      const res = await login(person.email, person.password);
      await expectRedirect(res, "/access/main-menu");
      const cookie = sessionCookieFrom(res);
      expect(cookie).toMatch(/^staff_session=.+/);
      expect(cookie).not.toBe(person.cookie);
      expect(await sessionsOf(person.user.id)).toHaveLength(before + 1);
      const portal = await server.get("/employee-portal", cookie);
      expect(portal.status).toBe(200);
      expect(await portal.text()).toContain(TEXT.collaboratorWelcome);
    });

    it.each([
      ["wrong password", () => ({ email: collaborator.email, password: "nao-e-essa" }), TEXT.wrongPassword],
      ["pending account", () => ({ email: pending.email, password: pending.password }), TEXT.notApproved],
      [
        "unknown user",
        () => ({ email: `ninguem-${unique()}@exemplo.com`, password: "qualquer" }),
        TEXT.userNotFound,
      ],
    ])("%s: 4xx with the message and no session", async (_name, credentials, message) => {
      const { email, password } = credentials();
      const res = await login(email, password);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.text()).toContain(message);
      expect(sessionCookieFrom(res)).toBeUndefined();
    });
  });

  describe("register", () => {
    const email = `novo-${unique()}@exemplo.com`;

    it("sends the registration for approval: dialog closing to the home page, pending row", async () => {
      const res = await server.post("/access/employees/register", { email, password: "segredo1" });
      expect(res.status).toBe(200);
      const html = await res.text();
      const dialog = html.match(/<dialog[\s\S]*?<\/dialog>/)?.[0] ?? "";
      expect(dialog).toContain(TEXT.registered);
      expect(dialog).toMatch(/<a [^>]*href="\/"/);
      const row = await h.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
      expect(row).toMatchObject({ status: "pending", role: "collaborator" });
      expect(row?.password_hash).not.toContain("segredo1");
    });

    it("refuses an e-mail already registered (any case)", async () => {
      const res = await server.post("/access/employees/register", {
        email: email.toUpperCase(),
        password: "outra-senha",
      });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.text()).toContain(TEXT.emailInUse);
      const rows = await h.db.selectFrom("users").select("id").where("email", "=", email).execute();
      expect(rows).toHaveLength(1);
    });

    it("the new account cannot log in before approval", async () => {
      const res = await login(email, "segredo1");
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(await res.text()).toContain(TEXT.notApproved);
    });
  });

  describe("forgot and reset password", () => {
    it("an approved user gets the e-mail (token row stored) and its link works once", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const res = await server.post("/access/employees/forgot-password", { email: person.email });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(TEXT.resetMailSent);
      const tokens = await h.db
        .selectFrom("password_reset_tokens")
        .selectAll()
        .where("user_id", "=", person.user.id)
        .execute();
      expect(tokens).toHaveLength(1);
      expect(tokens[0]?.used_at).toBeNull();

      const sent = mail.messages.find(
        (m) => m.text?.includes("reset-password") && m.to && JSON.stringify(m.to).includes(person.email),
      );
      expect(sent, "e-mail de redefinição recebido pelo SMTP").toBeDefined();
      const prefix = `${server.url}/access/employees/reset-password?token=`;
      const link = sent?.text?.split(/\s+/).find((word) => word.startsWith(prefix));
      expect(link).toBeDefined();
      const token = new URL(link ?? "").searchParams.get("token") ?? "";
      expect(token).not.toBe("");

      const form = await server.get(new URL(link ?? "").pathname + new URL(link ?? "").search);
      expect(form.status).toBe(200);
      expect(await form.text()).toMatch(/name="token"/);
      const done = await server.post("/access/employees/reset-password", { token, password: "pelo-email-1" });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain(TEXT.passwordChanged);
      const loggedIn = await login(person.email, "pelo-email-1");
      await loggedIn.text();
      expect(loggedIn.status).toBe(302);
    });

    it.each([
      ["an unknown e-mail", async () => `ninguem-${unique()}@exemplo.com`],
      ["a pending account", async () => (await createStaff(h.db, "collaborator", "pending")).email],
    ])("%s gets the not-found message and no token", async (_name, makeEmail) => {
      const email = await makeEmail();
      const before = await h.db.selectFrom("password_reset_tokens").select("token_hash").execute();
      const res = await server.post("/access/employees/forgot-password", { email });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const html = await res.text();
      expect(html).toContain(TEXT.forgotNotFound);
      expect(html).not.toContain(TEXT.resetMailSent);
      expect(await h.db.selectFrom("password_reset_tokens").select("token_hash").execute()).toHaveLength(
        before.length,
      );
    });

    it("a reset token works once, ends the user's sessions, then is refused", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const { token } = await createResetToken(h.db, person.email);
      const path = `/access/employees/reset-password?token=${encodeURIComponent(token)}`;

      const form = await server.get(path);
      expect(form.status).toBe(200);
      const formHtml = await form.text();
      expect(formHtml).toMatch(/name="token"/);
      expect(formHtml).toContain(`value="${escapeHtml(token)}"`);
      expect(formHtml).toMatch(/name="password"/);

      const res = await server.post("/access/employees/reset-password", { token, password: "redefinida-1" });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(TEXT.passwordChanged);
      const row = await h.db
        .selectFrom("password_reset_tokens")
        .select("used_at")
        .where("user_id", "=", person.user.id)
        .executeTakeFirstOrThrow();
      expect(row.used_at).not.toBeNull();
      const oldSession = await server.get("/access/main-menu", person.cookie);
      await expectRedirect(oldSession, LOGIN);

      const again = await server.post("/access/employees/reset-password", { token, password: "outra-vez-2" });
      expect(again.status).toBeGreaterThanOrEqual(400);
      expect(again.status).toBeLessThan(500);
      expect(await again.text()).toContain(TEXT.invalidResetToken);
      const reopened = await server.get(path);
      expect(await reopened.text()).toContain(TEXT.invalidResetToken);

      const newPassword = await login(person.email, "redefinida-1");
      await expectRedirect(newPassword, "/access/main-menu");
    });

    it("an unknown token is refused", async () => {
      const res = await server.post("/access/employees/reset-password", {
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
      const person = await createStaff(h.db, "collaborator", "approved");
      const other = await createSession(h.db, person.user.id);
      const otherCookie = await cookieFor(other.token);

      const res = await server.post(
        "/employee-portal",
        { intent: "change-password", password: "trocada-123", confirmed: "1" },
        person.cookie,
      );
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(TEXT.passwordChanged);

      const ended = await server.get("/employee-portal", otherCookie);
      await expectRedirect(ended, LOGIN);
      const kept = await server.get("/employee-portal", person.cookie);
      expect(kept.status).toBe(200);
      await kept.text();
      expect((await sessionsOf(person.user.id)).map((s) => s.id)).toEqual([person.sessionId]);

      const oldPassword = await login(person.email, person.password);
      expect(await oldPassword.text()).toContain(TEXT.wrongPassword);
      const newPassword = await login(person.email, "trocada-123");
      await newPassword.text();
      expect(newPassword.status).toBe(302);
    });

    it("a too-short new password is refused and nothing changes", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const before = await h.db
        .selectFrom("users")
        .select("password_hash")
        .where("id", "=", person.user.id)
        .executeTakeFirstOrThrow();
      const res = await server.post(
        "/employee-portal",
        { intent: "change-password", password: "12345", confirmed: "1" },
        person.cookie,
      );
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(TEXT.passwordTooShort);
      const after = await h.db
        .selectFrom("users")
        .select("password_hash")
        .where("id", "=", person.user.id)
        .executeTakeFirstOrThrow();
      expect(after.password_hash).toBe(before.password_hash);
    });

    it("a password change without confirmed=1 is refused and nothing changes", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      await createSession(h.db, person.user.id);
      const res = await server.post(
        "/employee-portal",
        { intent: "change-password", password: "sem-confirmar-1" },
        person.cookie,
      );
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(await res.text()).not.toContain(TEXT.passwordChanged);
      expect(await sessionsOf(person.user.id)).toHaveLength(2);
      const stillOld = await login(person.email, person.password);
      await stillOld.text();
      expect(stillOld.status).toBe(302);
    });

    it("an anonymous password change goes to the login", async () => {
      const res = await server.post("/employee-portal", {
        intent: "change-password",
        password: "trocada-123",
        confirmed: "1",
      });
      await expectRedirect(res, LOGIN);
    });

    it("GET /access/logout goes to the login but never ends the session (links and prefetch are GETs)", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const res = await server.get("/access/logout", person.cookie);
      await expectRedirect(res, LOGIN);
      expect(await sessionsOf(person.user.id)).toHaveLength(1);
      const still = await server.get("/access/main-menu", person.cookie);
      await still.text();
      expect(still.status).toBe(200);
    });

    it("logout deletes the session row and clears the cookie", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const res = await server.post("/access/logout", {}, person.cookie);
      await expectRedirect(res, LOGIN);
      const cleared = res.headers.getSetCookie().find((c) => c.startsWith("staff_session="));
      expect(cleared).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/i);
      expect(
        await h.db.selectFrom("sessions").select("id").where("id", "=", person.sessionId).executeTakeFirst(),
      ).toBeUndefined();
      const after = await server.get("/access/main-menu", person.cookie);
      await expectRedirect(after, LOGIN);
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
      const res = await server.post("/access/employees/register", fields);
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain(message);
      expect(html).not.toContain(TEXT.registered);
      const row = await h.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", fields.email.toLowerCase())
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });

    it("login with an invalid e-mail: 400 and the message", async () => {
      const res = await login("nao-e-email", "qualquer");
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(TEXT.invalidEmail);
    });

    it("reset with a short password: 400, message, token still usable", async () => {
      const person = await createStaff(h.db, "collaborator", "approved");
      const { token } = await createResetToken(h.db, person.email);
      const res = await server.post("/access/employees/reset-password", { token, password: "123" });
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(TEXT.passwordTooShort);
      const row = await h.db
        .selectFrom("password_reset_tokens")
        .select("used_at")
        .where("user_id", "=", person.user.id)
        .executeTakeFirstOrThrow();
      expect(row.used_at).toBeNull();
    });

    it("a POST without our Origin is refused (403) and writes nothing", async () => {
      const email = `sem-origem-${unique()}@exemplo.com`;
      const res = await fetch(`${server.url}/access/employees/register`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ email, password: "segredo1" }).toString(),
      });
      await res.text();
      expect(res.status).toBe(403);
      const evil = await fetch(`${server.url}/access/employees/register`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
        body: new URLSearchParams({ email, password: "segredo1" }).toString(),
      });
      await evil.text();
      expect(evil.status).toBe(403);
      expect(
        await h.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst(),
      ).toBeUndefined();
    });
  });

  describe("security headers", () => {
    it.each([
      ["a public page", "/", undefined],
      ["the login", LOGIN, undefined],
      ["the admin portal", "/admin-portal", "admin"],
    ] as const)(
      "%s: enforced CSP whose nonce is on every script, nosniff, no framing, strict referrer",
      async (_name, pathname, who) => {
        const res = await server.get(pathname, who ? cookieOf(who) : undefined);
        const html = await res.text();
        expect(res.status).toBe(200);
        expect(res.headers.get("content-security-policy-report-only")).toBeNull();
        const csp = res.headers.get("content-security-policy") ?? "";
        const nonce = csp.match(/script-src 'self' 'nonce-([^']+)'/)?.[1];
        expect(nonce, csp).toBeDefined();
        expect(csp).toContain("frame-ancestors 'none'");
        expect(csp).toContain("object-src 'none'");
        // Executable scripts only: JSON-LD blocks are data, which CSP does not govern.
        const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
          .map((m) => m[0])
          .filter((tag) => !tag.includes('type="application/ld+json"'));
        expect(scripts.length).toBeGreaterThan(0);
        for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
        // A second response gets a fresh nonce.
        const again = await server.get(pathname, who ? cookieOf(who) : undefined);
        await again.text();
        expect(again.headers.get("content-security-policy")).not.toBe(csp);
      },
    );
  });

  describe("paint before hydration (app/.server/paint-first.ts on React Router's real output)", () => {
    it.each(["/", "/insurances/automobile", "/contact/contact-us", LOGIN])(
      "%s: no modulepreload in the HTML; the module script waits for a frame, then imports",
      async (pathname) => {
        const html = await (await server.get(pathname)).text();
        expect(html).not.toContain('rel="modulepreload"');
        const script = html.match(/<script [^>]*type="module"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? "";
        expect(script.startsWith("await new Promise((painted) => {")).toBe(true);
        expect(script).toContain('getEntriesByName("first-contentful-paint")');
        expect(script).not.toMatch(/^\s*import /m);
        expect(script).toMatch(/const \[route0, route1[^\]]*\] = await Promise\.all\(\[import\("\/assets\//);
        expect(script).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\);$/);
      },
    );
  });

  describe("portal content stays private", () => {
    it("every section's text is in the portal and in no public page", async () => {
      const sections = await h.db.selectFrom("portal_sections").select(["key", "body"]).execute();
      expect(sections).toHaveLength(6);
      const portal = await (await server.get("/employee-portal", collaborator.cookie)).text();
      const publicPages: Record<string, string> = {};
      for (const p of ["/", LOGIN, "/access/employees/register", "/access/employees/forgot-password"]) {
        const res = await server.get(p);
        expect(res.status, p).toBe(200);
        publicPages[p] = await res.text();
      }
      for (const { key, body } of sections) {
        const text = escapeHtml(body.split("\n")[0]?.trim() ?? "");
        expect(text.length, key).toBeGreaterThan(10);
        expect(portal, `${key} no portal`).toContain(text);
        for (const [p, html] of Object.entries(publicPages)) {
          expect(html, `${key} vazou em ${p}`).not.toContain(text);
        }
      }
    });
  });
});

describe("two servers on one PostgreSQL", () => {
  let database: TestDatabase;
  let a: StaffServer;
  let b: StaffServer;
  let h: DatabaseHandle;
  /** Login attempts made from 127.0.0.1 in this block (the per-address limit counts them all). */
  let attempts = 0;
  const attempt = async (on: StaffServer, email: string, password: string) => {
    attempts += 1;
    const res = await on.post(LOGIN, { email, password });
    return { res, html: await res.text() };
  };

  beforeAll(async () => {
    database = await makeDatabase("postgres");
    // Both start at the same moment on an empty schema: migrations and the first admin must not clash.
    [a, b] = await Promise.all([
      startServer({ databaseUrl: database.url }),
      startServer({ databaseUrl: database.url }),
    ]);
    h = openDatabase(database.url);
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await h?.db.destroy();
    await database?.drop();
  });

  it("starting together created the first admin once", async () => {
    const admins = await h.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", TEST_ADMIN_EMAIL)
      .execute();
    expect(admins).toHaveLength(1);
    const { res } = await attempt(b, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    expect(res.status).toBe(302);
    expect(locationOf(res, b.url)).toBe("/access/admin-menu");
  });

  it("a session made on A is valid on B, and logging out on B ends it on A", async () => {
    const person = await createStaff(h.db, "collaborator", "approved");
    const { res } = await attempt(a, person.email, person.password);
    expect(res.status).toBe(302);
    expect(locationOf(res, a.url)).toBe("/access/main-menu");
    const cookie = sessionCookieFrom(res);
    expect(cookie).toBeDefined();
    const portal = await b.get("/employee-portal", cookie);
    expect(portal.status).toBe(200);
    expect(await portal.text()).toContain(TEXT.collaboratorWelcome);

    const logout = await b.post("/access/logout", {}, cookie);
    await logout.text();
    expect(logout.status).toBe(302);
    const afterLogout = await a.get("/employee-portal", cookie);
    await afterLogout.text();
    expect(afterLogout.status).toBe(302);
    expect(locationOf(afterLogout, a.url)).toBe(LOGIN);
  });

  it("failed logins are counted across servers: the 11th gets 429", async () => {
    const person = await createStaff(h.db, "collaborator", "approved");
    for (let i = 1; i <= 10; i++) {
      const { res, html } = await attempt(i % 2 === 1 ? a : b, person.email, `errada-${i}`);
      expect(res.status, `tentativa ${i}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `tentativa ${i}`).toBeLessThan(429);
      expect(html).toContain(TEXT.wrongPassword);
    }
    const eleventh = await attempt(b, person.email, "errada-11");
    expect(eleventh.res.status).toBe(429);
    expect(eleventh.html).toContain(TEXT.throttled);
    expect(eleventh.html).not.toContain(TEXT.wrongPassword);

    // The account stays locked for a while, even with the right password, on either server.
    const right = await attempt(a, person.email, person.password);
    expect(right.res.status).toBe(429);
    expect(right.html).toContain(TEXT.throttled);
    expect(sessionCookieFrom(right.res)).toBeUndefined();
  });

  it("one address gets 30 attempts per window across servers, then 429 even for other accounts", async () => {
    const other = await createStaff(h.db, "collaborator", "approved");
    while (attempts < 30) {
      const { res, html } = await attempt(attempts % 2 === 0 ? a : b, `ninguem-${unique()}@exemplo.com`, "x");
      expect(res.status, `tentativa ${attempts}`).not.toBe(429);
      expect(html).toContain(TEXT.userNotFound);
    }
    const blocked = await attempt(a, other.email, other.password);
    expect(blocked.res.status).toBe(429);
    expect(blocked.html).toContain(TEXT.throttled);
    expect(sessionCookieFrom(blocked.res)).toBeUndefined();
    const onB = await attempt(b, other.email, other.password);
    expect(onB.res.status).toBe(429);
  });
});
