/**
 * The person's rights (issue 29, decision 045), on SQLite and PostgreSQL: closed leads go after
 * LEAD_RETENTION_DAYS, open ones nobody touched after OPEN_LEAD_RETENTION_DAYS (decision 060); an admin finds, exports and erases everything the product
 * holds about a person, over real HTTP against `node server.js` (run `npm run build` first), and
 * afterwards no table names them and the audit log holds counts and keyed hashes only.
 */
import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { purgeClosedLeads } from "~/.server/leads";
import type { Database } from "~/.server/platform";
import { migrateToLatest } from "~/.server/platform";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { storeContactMessage } from "~/.server/site/contact";
import type { ContactInput } from "~/lib/contact-schema";
import { contactInput } from "../support/contact-form";
import { projectDatabase } from "../support/database-project";
import { cookieAfter, escapeHtml, unique, useServerSuite, waitFor } from "../support/http-assertions";
import {
  createStaff,
  makeDatabase,
  startServer,
  storedRateLimitKey,
  type TestDatabase,
} from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const send = (db: Kysely<Database>, input: ContactInput) =>
  storeContactMessage(db, input, { signature: randomUUID(), expiresAt: ago(-DAY) }, "caixa@corretora.test");

/** Every row of every table of the database, as text: found through the catalog, not a list of ours. */
async function everyRowAsText(h: DatabaseHandle): Promise<Map<string, string>> {
  const tables =
    h.kind === "sqlite"
      ? (
          await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(h.db)
        ).rows.map((r) => r.name)
      : (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(h.db)
        ).rows.map((r) => r.name);
  const out = new Map<string, string>();
  for (const table of tables) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(h.db)).rows;
    out.set(table, JSON.stringify(rows).toLowerCase());
  }
  return out;
}

describe(`closed-lead retention on ${kind}`, () => {
  let database: TestDatabase;
  let h: DatabaseHandle;

  beforeEach(async () => {
    database = await makeDatabase(kind);
    h = openDatabase(database.url);
    await migrateToLatest(h.db);
  });
  afterEach(async () => {
    await h?.db.destroy();
    await database?.drop();
  });

  /** A lead from a message, moved to `stage` and closed at `closedAt` (null: still open). */
  async function leadIn(stage: string, closedAt: string | null, createdAt = ago(400 * DAY)) {
    // No phone: each lead stands alone (the fixtures share one phone).
    const input = contactInput({ phone: "" });
    const messageId = await send(h.db, input);
    await h.db
      .updateTable("leads")
      .set({ stage_id: stage, closed_at: closedAt, created_at: createdAt, last_activity_at: createdAt })
      .where("email_key", "=", input.email.toLowerCase())
      .execute();
    const lead = await h.db
      .selectFrom("leads")
      .select("id")
      .where("email_key", "=", input.email.toLowerCase())
      .executeTakeFirstOrThrow();
    return { leadId: lead.id, messageId };
  }
  const exists = async (table: "leads" | "contact_messages", id: string) =>
    (await h.db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
  const mailsAbout = (ids: string[]) =>
    h.db.selectFrom("outbox").select("id").where("ref_id", "in", ids).execute();

  it("a lead closed 29 days 23 hours ago stays; one closed 30 days 1 hour ago goes, with its timeline, messages and mails", async () => {
    const kept = await leadIn("ganho", ago(30 * DAY - HOUR));
    const purged = await leadIn("perdido", ago(30 * DAY + HOUR));
    await h.db
      .insertInto("lead_activities")
      .values({
        id: randomUUID(),
        lead_id: purged.leadId,
        kind: "note",
        actor_id: null,
        message_id: null,
        body: "Fechou com outro corretor",
        details: null,
        created_at: ago(31 * DAY),
      })
      .execute();
    expect(await mailsAbout([purged.messageId])).toHaveLength(2);

    expect(await purgeClosedLeads(h.db, 30)).toBe(1);

    expect(await exists("leads", kept.leadId)).toBe(true);
    expect(await exists("contact_messages", kept.messageId)).toBe(true);
    expect(await mailsAbout([kept.messageId])).toHaveLength(2);
    expect(await exists("leads", purged.leadId)).toBe(false);
    expect(await exists("contact_messages", purged.messageId)).toBe(false);
    expect(await mailsAbout([purged.messageId, purged.leadId])).toEqual([]);
    expect(
      await h.db.selectFrom("lead_activities").select("id").where("lead_id", "=", purged.leadId).execute(),
    ).toEqual([]);
  });

  it("the server's hourly purge runs the open leads' too, with OPEN_LEAD_RETENTION_DAYS (decision 060)", async () => {
    const quiet = await leadIn("cotando", null, ago(DAY + HOUR));
    const lively = await leadIn("novo", null, ago(DAY - HOUR));
    const server = await startServer({ databaseUrl: database.url, env: { OPEN_LEAD_RETENTION_DAYS: "1" } });
    try {
      await waitFor(async () => !(await exists("leads", quiet.leadId)));
      expect(await exists("contact_messages", quiet.messageId)).toBe(false);
      expect(await exists("leads", lively.leadId)).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it("the server's hourly purge runs it with LEAD_RETENTION_DAYS (at start, then every hour)", async () => {
    const old = await leadIn("perdido", ago(DAY + HOUR));
    const recent = await leadIn("ganho", ago(DAY - HOUR));
    const server = await startServer({ databaseUrl: database.url, env: { LEAD_RETENTION_DAYS: "1" } });
    try {
      await waitFor(async () => !(await exists("leads", old.leadId)));
      expect(await exists("contact_messages", old.messageId)).toBe(false);
      expect(await exists("leads", recent.leadId)).toBe(true);
    } finally {
      await server.stop();
    }
  });

  it("the closed leads' purge never takes an open lead, however old and quiet (those go by OPEN_LEAD_RETENTION_DAYS)", async () => {
    const novo = await leadIn("novo", null, ago(1000 * DAY));
    const cotando = await leadIn("cotando", null, ago(1000 * DAY));
    // An open lead with a stale closed_at (reopened) is still open.
    await h.db
      .updateTable("leads")
      .set({ closed_at: ago(900 * DAY) })
      .where("id", "=", cotando.leadId)
      .execute();
    expect(await purgeClosedLeads(h.db, 1)).toBe(0);
    expect(await exists("leads", novo.leadId)).toBe(true);
    expect(await exists("leads", cotando.leadId)).toBe(true);
  });
});

describe(`a person's data on ${kind}`, () => {
  const s = useServerSuite(kind);
  const PAGE = "/admin-portal/personal-data";

  /**
   * One person, two leads: one from the site by e-mail (two messages, their mails), one entered by
   * staff from a phone call with only the phone (and a note naming them); a reset-link counter for
   * the e-mail. A bystander with their own lead must survive the erase.
   */
  async function aPerson() {
    const tag = unique();
    const name = `Fulana Zuleide ${tag}`;
    const email = `Fulana.${tag}@Exemplo.com`;
    const phone = `4199${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
    await send(s.handle.db, contactInput({ from_name: name, email, phone: "" }));
    await send(s.handle.db, contactInput({ from_name: name, email: email.toUpperCase(), phone: "" }));
    const phoneLead = randomUUID();
    const at = new Date().toISOString();
    await s.handle.db
      .insertInto("leads")
      .values({
        id: phoneLead,
        name,
        email: null,
        email_key: null,
        phone,
        phone_key: phone,
        contact_method: "Telefone",
        product: "life",
        source: "phone",
        stage_id: "novo",
        owner_id: null,
        next_action: `Ligar para ${name}`,
        next_action_at: at,
        consent_policy_version: null,
        consent_at: null,
        lost_reason_id: null,
        lost_note: null,
        created_by: s.admin.user.id,
        created_at: at,
        updated_at: at,
        last_activity_at: at,
        closed_at: null,
      })
      .execute();
    await s.handle.db
      .insertInto("lead_activities")
      .values({
        id: randomUUID(),
        lead_id: phoneLead,
        kind: "note",
        actor_id: s.admin.user.id,
        message_id: null,
        body: `${name} pediu retorno no (41) ${phone.slice(2, 7)}-${phone.slice(7)}`,
        details: null,
        created_at: at,
      })
      .execute();
    const forgot = await s.server.post("/access/employees/forgot-password", { email: email.toLowerCase() });
    await forgot.text();
    const bystander = contactInput({ from_name: `Outra Pessoa ${tag}` });
    await send(s.handle.db, bystander);
    return { name, email, phone, phoneLead, bystander };
  }

  it("finds, exports and erases everything about the person, in one go; nothing names them after", async () => {
    // The file's tests run in random order with one admin: this test's audit rows are those after now.
    const since = new Date().toISOString();
    const p = await aPerson();
    const counter = `forgotPasswordEmail:${storedRateLimitKey(p.email.toLowerCase())}`;
    expect(
      await s.handle.db.selectFrom("rate_limits").select("key").where("key", "=", counter).executeTakeFirst(),
    ).toBeDefined();

    // The search is a POST: the page answers with what it found.
    const search = await s.server.post(
      PAGE,
      { intent: "search", email: ` ${p.email} `, phone: `(41) ${p.phone.slice(2)}` },
      s.admin.cookie,
    );
    expect(search.status).toBe(200);
    const html = await search.text();
    // 5 e-mails: the message's two, the reset link and the new lead's owner's mail (issue 41: every
    // new lead has an owner; the suite's admin takes the turn), which names the person.
    expect(html).toContain("Encontrado: 2 oportunidades, 2 mensagens, 5 e-mails e 1 contador");
    expect(html).toContain(escapeHtml(p.name));

    // The export: a JSON download, not kept by anyone.
    const res = await s.server.post(
      `${PAGE}/export`,
      { intent: "export", email: p.email, phone: p.phone },
      s.admin.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="dados-pessoais-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = (await res.json()) as {
      oportunidades: { id: string; name: string; atividades: { body: string | null }[] }[];
      mensagens: { name: string; email: string }[];
      emails: { para: string; tipo: string }[];
      contadores: { tentativas: number }[];
    };
    expect(file.oportunidades.map((l) => l.name)).toEqual([p.name, p.name]);
    expect(file.oportunidades.find((l) => l.id === p.phoneLead)?.atividades[0]?.body).toContain(p.name);
    expect(file.mensagens).toHaveLength(2);
    expect(file.mensagens.every((m) => m.email.toLowerCase() === p.email.toLowerCase())).toBe(true);
    // Each message: the confirmation to the person and the brokerage's copy about them; their
    // lead: its owner's notice, which names them.
    expect(file.emails.map((m) => m.tipo).sort()).toEqual([
      "Aviso de nova oportunidade ao responsável",
      "Confirmação ao visitante",
      "Confirmação ao visitante",
      "Mensagem do site para a corretora",
      "Mensagem do site para a corretora",
    ]);
    expect(file.contadores).toEqual([expect.objectContaining({ tentativas: 1 })]);
    expect(JSON.stringify(file)).not.toContain(p.bystander.email);

    // Without the confirmation nothing goes.
    const unconfirmed = await s.server.post(
      PAGE,
      { intent: "erase", email: p.email, phone: p.phone },
      s.admin.cookie,
    );
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain(
      escapeHtml("Confirme que tudo o que está listado será excluído."),
    );
    expect(JSON.stringify([...(await everyRowAsText(s.handle)).values()])).toContain(p.name.toLowerCase());

    const erase = await s.server.post(
      PAGE,
      { intent: "erase", email: p.email, phone: p.phone, confirm: "on" },
      s.admin.cookie,
    );
    await s.expectRedirect(erase, PAGE);

    // Every table, every column: neither the name, the e-mail nor the phone (bare or masked).
    const masked = `${p.phone.slice(2, 7)}-${p.phone.slice(7)}`;
    for (const [table, text] of await everyRowAsText(s.handle)) {
      for (const secret of [p.name, p.email, p.phone, masked]) {
        expect(text, `${table}: ${secret}`).not.toContain(secret.toLowerCase());
      }
    }
    // The bystander is untouched.
    const everything = [...(await everyRowAsText(s.handle)).values()].join("\n");
    expect(everything).toContain(p.bystander.email.toLowerCase());

    // The audit: one row per step, with counts and keyed hashes only.
    const rows = await s.handle.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "like", "personal_data.%")
      .where("actor_id", "=", s.admin.user.id)
      .where("created_at", ">=", since)
      .orderBy("created_at")
      .execute();
    expect(rows.map((r) => r.action)).toEqual([
      "personal_data.search",
      "personal_data.export",
      "personal_data.erase",
    ]);
    const erased = JSON.parse(rows[2]?.details ?? "{}");
    expect(erased).toMatchObject({ leads: 2, messages: 2, mails: 5, counters: 1 });
    expect(erased.person.email).toMatch(/^[0-9a-f]{16}$/);
    expect(erased.person.phone).toMatch(/^[0-9a-f]{16}$/);
    // The same person gets the same tag each time: the steps can be linked, the person not read.
    expect(JSON.parse(rows[0]?.details ?? "{}").person).toEqual(erased.person);

    // The "Auditoria" screen tells each step as a sentence, naming nobody.
    const log = await (await s.server.get("/admin-portal/audit", s.admin.cookie)).text();
    expect(log).toContain(
      "excluiu os dados pessoais guardados de uma pessoa (2 oportunidades, 2 mensagens, 5 e-mails e 1 contador)",
    );
    for (const secret of [p.name, p.email, p.email.toLowerCase(), p.phone]) expect(log).not.toContain(secret);

    // The screen says what went, and a search now finds nothing.
    const after = await s.server.get(PAGE, cookieAfter(erase, s.admin.cookie));
    expect(await after.text()).toContain("Dados pessoais excluídos. Excluídos: 2 oportunidades, 2 mensagens");
    const again = await s.server.post(PAGE, { intent: "search", email: p.email }, s.admin.cookie);
    expect(await again.text()).toContain("Nada encontrado com este e-mail, telefone ou CPF/CNPJ.");
  });

  it("the privacy policy states the open and closed lead periods the server runs with (the defaults)", async () => {
    const html = await (await s.server.get("/privacy-policy")).text();
    expect(html).toMatch(
      /<td[^>]*>Registro do atendimento do seu contato[^<]*<\/td><td[^>]*>enquanto o atendimento estiver em andamento, e no máximo 12 meses sem nenhuma atividade; depois de encerrado sem contratação, mais 12 meses[^<]*Quando resulta em contratação, passa a fazer parte do seu cadastro de cliente e é guardado enquanto ele for \(seção 6\)/,
    );
  });

  it("a sealed mail is found by its recipient but never exported in clear; a staff account and its own mails stay", async () => {
    const staff = await createStaff(s.handle.db, "collaborator", "approved");
    const at = new Date().toISOString();
    const mail = (id: string, refId: string | null, payload: string) => ({
      id,
      kind: "password-reset" as const,
      to_address: staff.email,
      payload,
      ref_id: refId,
      status: "pending" as const,
      attempts: 0,
      next_attempt_at: ago(-DAY),
      locked_until: null,
      last_error: null,
      sent_at: null,
      created_at: at,
    });
    const sealedPayload = `sealed:v1:${unique()}${unique()}`;
    const loose = randomUUID();
    const accounts = randomUUID();
    await s.handle.db
      .insertInto("outbox")
      .values([mail(loose, null, sealedPayload), mail(accounts, staff.user.id, sealedPayload)])
      .execute();

    const search = await s.server.post(PAGE, { intent: "search", email: staff.email }, s.admin.cookie);
    const html = await search.text();
    expect(html).toContain("Encontrado: 0 oportunidades, 0 mensagens, 1 e-mail e 0 contadores");
    expect(html).toContain("Há uma conta da área dos colaboradores com este e-mail");

    const res = await s.server.post(
      `${PAGE}/export`,
      { intent: "export", email: staff.email },
      s.admin.cookie,
    );
    const text = await res.text();
    expect(text).not.toContain(sealedPayload);
    expect(JSON.parse(text).emails).toEqual([
      expect.objectContaining({
        id: loose,
        conteudo: "(cifrado: contém um link de uso único, não é exportado)",
      }),
    ]);

    await s.expectRedirect(
      await s.server.post(PAGE, { intent: "erase", email: staff.email, confirm: "on" }, s.admin.cookie),
      PAGE,
    );
    const left = await s.handle.db
      .selectFrom("outbox")
      .select("id")
      .where("id", "in", [loose, accounts])
      .execute();
    expect(left).toEqual([{ id: accounts }]);
    expect(
      await s.handle.db.selectFrom("users").select("id").where("id", "=", staff.user.id).execute(),
    ).toHaveLength(1);
  });

  it("refuses a search with neither an e-mail nor a phone, or a phone without area code, and audits nothing", async () => {
    const audited = () =>
      s.handle.db.selectFrom("audit_log").select("id").where("action", "=", "personal_data.search").execute();
    const before = (await audited()).length;
    for (const [fields, message] of [
      [{ email: "", phone: "" }, "Informe o e-mail, o telefone ou o CPF/CNPJ da pessoa."],
      [{ email: "", phone: "98765-4321" }, "Informe o telefone com DDD (10 ou 11 dígitos)."],
      [{ email: "sem-arroba", phone: "" }, "Informe um e-mail válido."],
    ] as const) {
      const res = await s.server.post(PAGE, { intent: "search", ...fields }, s.admin.cookie);
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(escapeHtml(message));
    }
    expect(await audited()).toHaveLength(before);
  });
});
