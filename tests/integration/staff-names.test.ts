/**
 * Staff introduce themselves by name (issue 41, UX review 2 B6; decision 064), on SQLite and
 * PostgreSQL: an account without a name (the bootstrap admin, one from `npm run admin:create`, a
 * new registration, an existing account) is asked for the name and phone clients see right after
 * the login (and after the second step), before any staff screen; pages send it there, posts and
 * resource routes get 403, logout stays open; the name is saved, audited, changeable later from
 * the portal, and the desk's WhatsApp text and reply e-mail sign with it.
 */
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PROFILE_MESSAGES } from "~/lib/staff-schemas";
import { describeOn, projectDatabase } from "../support/database-project";
import { cookieAfter, escapeHtml, useServerSuite } from "../support/http-assertions";
import { insertLeadWithMessage } from "../support/lead-fixtures";
import {
  createStaff,
  PROJECT_ROOT,
  sessionCookieFrom,
  TEST_ADMIN_EMAIL,
  TEST_ADMIN_PASSWORD,
} from "../support/test-server";
import { SECOND_STEP, totpCode, turnOnTwoStep } from "../support/two-step";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

/** Runs a script with node, its exit status and output once it ends. */
function runScript(args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { cwd: PROJECT_ROOT, env, encoding: "utf8" },
      (error, _stdout, stderr) => {
        resolve({ status: error ? Number(error.code ?? 1) : 0, stderr });
      },
    );
  });
}

const PROFILE = "/access/employees/profile";
const carrying = (page: string) => `${PROFILE}?redirectTo=${encodeURIComponent(page)}`;

describe(`staff names on ${kind}`, () => {
  const s = useServerSuite(kind);

  const userRow = (email: string) =>
    s.handle.db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();

  /** Logs in and checks it lands on the profile screen; returns the new session's cookie. */
  async function loginToProfile(email: string, password: string): Promise<string> {
    const res = await s.login(email, password);
    await s.expectRedirect(res, PROFILE);
    return sessionCookieFrom(res) ?? "";
  }

  it("the bootstrap admin (ADMIN_EMAIL) is asked for a name at the first login; every screen waits for it; then the menu", async () => {
    expect((await userRow(TEST_ADMIN_EMAIL)).name).toBeNull();
    const cookie = await loginToProfile(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);

    const page = await s.server.get(PROFILE, cookie);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Como os clientes veem você");
    expect(html).toContain(escapeHtml(PROFILE_MESSAGES.required));
    // Logout stays within reach; the staff navigation is not shown yet.
    expect(html).toContain("Sair");
    expect(html).not.toContain('href="/employee-portal/leads"');

    // Pages (and their data requests) lead to it, carrying the page; nothing else is done.
    for (const path of ["/access/admin-menu", "/employee-portal/leads", "/admin-portal/messages"]) {
      const res = await s.server.get(path, cookie);
      await s.expectRedirect(res, carrying(path));
    }
    const data = await s.server.get("/employee-portal/leads.data", cookie);
    expect(await data.text()).toContain(carrying("/employee-portal/leads"));
    // The shell's JSON and the CSV answer 403 (a redirect would hand a script an HTML page).
    for (const path of ["/employee-portal/unseen-leads", "/admin-portal/lead-indicators/leads.csv"]) {
      const res = await s.server.get(path, cookie);
      expect(res.status, path).toBe(403);
      expect(await res.text(), path).toContain(PROFILE_MESSAGES.required);
    }
    // A post does nothing: no lead is created on behalf of a person clients cannot name.
    const leadsBefore = await s.handle.db.selectFrom("leads").select("id").execute();
    const post = await s.server.post(
      "/employee-portal/leads/new",
      { intent: "create", name: "Cliente Sem Dono", phone: "(41) 9 8888-7777", contactMethod: "Whatsapp" },
      cookie,
    );
    expect(post.status).toBe(403);
    await post.text();
    expect(await s.handle.db.selectFrom("leads").select("id").execute()).toEqual(leadsBefore);

    // An empty name is refused with the field's message; nothing is saved.
    const empty = await s.server.post(PROFILE, { intent: "save", name: "  ", phone: "" }, cookie);
    expect(empty.status).toBe(400);
    const refused = await empty.text();
    expect(refused).toContain(escapeHtml(PROFILE_MESSAGES.nameMissing));
    expect(refused).toContain(escapeHtml(PROFILE_MESSAGES.phone));
    expect((await userRow(TEST_ADMIN_EMAIL)).name).toBeNull();

    // Filled: on to the page the login was asked for, and the screens open.
    const saved = await s.server.post(
      PROFILE,
      {
        intent: "save",
        name: " Carla Mendes ",
        phone: "(41) 9 8765-4321",
        redirectTo: "/admin-portal/messages",
      },
      cookie,
    );
    await s.expectRedirect(saved, "/admin-portal/messages");
    const row = await userRow(TEST_ADMIN_EMAIL);
    expect(row).toMatchObject({ name: "Carla Mendes", phone: "41987654321" });
    const menu = await s.server.get("/access/admin-menu", cookie);
    expect(menu.status).toBe(200);
    expect(await menu.text()).toContain("Carla Mendes");
    const audit = await s.handle.db
      .selectFrom("audit_log")
      .selectAll()
      .where("target_id", "=", row.id)
      .where("action", "=", "user.edit")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_id).toBe(row.id);
    expect(JSON.parse(audit[0]?.details ?? "{}")).toEqual({ changed: ["name", "phone"] });
    // Once named, the login goes straight to the menu.
    await s.expectRedirect(await s.login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD), "/access/admin-menu");
  });

  it("an admin made with `npm run admin:create` is asked too, and can log out from there", async () => {
    const email = `terminal-${randomUUID().slice(0, 8)}@corretora.test`;
    const password = "uma-senha-do-terminal-1";
    // The operator's command itself, on this suite's database. Run without blocking this worker:
    // a blocked event loop outlives the server's keep-alive, and the next request would go out on
    // a socket the server has closed ("other side closed").
    const made = await runScript(
      ["node_modules/tsx/dist/cli.mjs", "scripts/admin-create.ts", "--email", email],
      { ...process.env, DATABASE_URL: s.database.url, NODE_ENV: "", ADMIN_CREATE_PASSWORD: password },
    );
    expect(made.status, made.stderr).toBe(0);
    const cookie = await loginToProfile(email, password);
    const out = await s.server.post("/access/logout", {}, cookie);
    expect([302, 303]).toContain(out.status);
    await out.text();
    expect(await s.sessionsOf((await userRow(email)).id)).toHaveLength(0);
  });

  it("a new registration, once approved, is asked at its first login", async () => {
    const email = `nova-${randomUUID().slice(0, 8)}@corretora.test`;
    const password = "cadastro-da-nova-7";
    const registered = await s.server.post("/access/employees/register", { email, password });
    expect(registered.status).toBe(200);
    await registered.text();
    await s.handle.db
      .updateTable("users")
      .set({ status: "approved", email_confirmed_at: new Date().toISOString() })
      .where("email", "=", email)
      .execute();
    const cookie = await loginToProfile(email, password);
    await s.expectRedirect(await s.server.get("/access/main-menu", cookie), carrying("/access/main-menu"));
    const saved = await s.server.post(
      PROFILE,
      { intent: "save", name: "Bruna Teixeira", phone: "41 3344-5566" },
      cookie,
    );
    await s.expectRedirect(saved, "/access/main-menu");
    expect(await userRow(email)).toMatchObject({ name: "Bruna Teixeira", phone: "4133445566" });
  });

  it("an existing account without a name is stopped at its next page, and signs the desk's texts with its name once given", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "approved", { name: null });
    const leadId = await insertLeadWithMessage(s.handle.db, await contactMessage(), {
      name: "Roberto Lima",
      phone: "41998765432",
      phone_key: "41998765432",
      email: "roberto@example.com",
      email_key: "roberto@example.com",
      owner_id: person.user.id,
    });
    const lead = `/employee-portal/leads/${leadId}`;
    await s.expectRedirect(await s.server.get(lead, person.cookie), carrying(lead));
    // Nobody speaks to the client for a person without a name: WhatsApp's POST is refused, unlogged.
    const whatsapp = await s.server.post(`${lead}/whatsapp`, { intent: "whatsapp" }, person.cookie);
    expect([whatsapp.status, await whatsapp.text()]).toEqual([403, PROFILE_MESSAGES.required]);
    const logged = await s.handle.db
      .selectFrom("lead_activities")
      .select("kind")
      .where("lead_id", "=", leadId)
      .execute();
    expect(logged.map((row) => row.kind)).toEqual(["message"]);
    const saved = await s.server.post(
      PROFILE,
      { intent: "save", name: "Joana Souza", phone: "(41) 9 9123-4567", redirectTo: lead },
      person.cookie,
    );
    await s.expectRedirect(saved, lead);
    const page = await (await s.server.get(lead, person.cookie)).text();
    expect(page).toContain("Aqui é Joana Souza, da");
    expect(page).toContain("Atenciosamente,\nJoana Souza\nTelefone direto: (41) 9 9123-4567");
    expect(page).not.toContain(escapeHtml(`Aqui é ${person.email}`));
  });

  it("with two-step verification, the name is asked right after the code", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "approved", { name: null });
    // Two-step is turned on from the setup screen, which a nameless session may reach.
    const { secret } = await turnOnTwoStep(s.server, person.cookie, person.password);
    const login = await s.login(person.email, person.password);
    await s.expectRedirect(login, SECOND_STEP);
    const pending = sessionCookieFrom(login) ?? "";
    // The next window's code: the one setup took is never accepted twice.
    const code = await s.server.post(SECOND_STEP, { code: totpCode(secret, 1) }, pending);
    await s.expectRedirect(code, PROFILE);
  });

  it("a named person changes name and phone later from the portal, audited, and stays on the screen", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    const portal = await (await s.server.get("/employee-portal", person.cookie)).text();
    expect(portal).toContain("Alterar nome e telefone");
    expect(portal).toContain(escapeHtml(person.user.name ?? ""));
    const screen = await (await s.server.get(PROFILE, person.cookie)).text();
    expect(screen).not.toContain(escapeHtml(PROFILE_MESSAGES.required));
    const res = await s.server.post(
      PROFILE,
      { intent: "save", name: "Novo Nome", phone: "(11) 9 7000-1234" },
      person.cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(escapeHtml(PROFILE_MESSAGES.saved));
    expect(await userRow(person.email)).toMatchObject({ name: "Novo Nome", phone: "11970001234" });
    const after = await s.server.get("/employee-portal", cookieAfter(res, person.cookie));
    expect(await after.text()).toContain("Novo Nome");
  });

  /** A contact message straight in the database (the lead's timeline shows one). */
  async function contactMessage(): Promise<string> {
    const id = randomUUID();
    await s.handle.db
      .insertInto("contact_messages")
      .values({
        id,
        name: "Roberto Lima",
        email: "roberto@example.com",
        phone: "41998765432",
        subject: "Seguros",
        contact_method: "Whatsapp",
        message: "Quero um seguro residencial.",
        product: null,
        handled_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    return id;
  }
});

// The schema alone: no database.
describeOn("sqlite", "the profile schema", () => {
  it("is the one the browser checks with: a name and a phone with DDD", async () => {
    const { profileSchema } = await import("~/lib/staff-schemas");
    expect(profileSchema.safeParse({ name: "Ana", phone: "(41) 9 8765-4321" }).success).toBe(true);
    expect(profileSchema.safeParse({ name: "", phone: "(41) 9 8765-4321" }).success).toBe(false);
    expect(profileSchema.safeParse({ name: "Ana", phone: "8765-4321" }).success).toBe(false);
    expect(profileSchema.safeParse({ name: "Ana\u0007", phone: "41987654321" }).success).toBe(false);
  });

  it("takes a name of 2 to 120 characters: the last accepted and the first refused, with their messages", async () => {
    const { profileSchema, PROFILE_MESSAGES } = await import("~/lib/staff-schemas");
    const phone = "(41) 9 8765-4321";
    const refusal = (name: string) => {
      const parsed = profileSchema.safeParse({ name, phone });
      return parsed.success ? null : parsed.error.issues[0]?.message;
    };
    expect(refusal("Jo")).toBeNull();
    expect(refusal("J")).toBe(PROFILE_MESSAGES.nameShort);
    expect(refusal("a".repeat(120))).toBeNull();
    expect(refusal("a".repeat(121))).toBe(PROFILE_MESSAGES.nameLong);
    // Spaces around do not count.
    expect(refusal(`  ${"a".repeat(120)}  `)).toBeNull();
  });
});
