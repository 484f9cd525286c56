/**
 * Every mail through the durable outbox (decision 16, docs/decisions/012-mail-outbox.md), over
 * real HTTP against `node server.js` (run `npm run build` first), on SQLite and PostgreSQL: the
 * reset link survives an SMTP outage and a SIGKILL and never rests in clear, the staff notices
 * are sent exactly once, admins see and retry failed mail of every kind, and contact mail queued
 * before migration 004 is still delivered.
 *
 * Slightly over 400 lines: each mail kind's journey needs its own outage or restart.
 */
import { randomUUID } from "node:crypto";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverDue } from "~/.server/mail";
import type { OutgoingMail } from "~/.server/mail/mail";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { migrateToLatest, migratorFor } from "~/.server/platform/db/migrate";
import { describeOn, projectDatabase } from "../support/database-project";
import { escapeHtml, TEXT, unique, useServerSuite, waitFor } from "../support/http-assertions";
import {
  createStaff,
  freePort,
  type MailSink,
  makeDatabase,
  startMailSink,
  startServer,
  type TestServer,
} from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const FAST_OUTBOX = { OUTBOX_POLL_MS: "200", OUTBOX_RETRY_BASE_MS: "300" };
const SUBJECT = {
  reset: "Redefinição de senha",
  approved: "Seu cadastro foi aprovado",
  changed: "Sua senha foi alterada",
} as const;

const addressedTo = (m: ParsedMail) => (m.to && "text" in m.to ? m.to.text : "");
/** The sink's mails to this address whose subject starts with this text. */
const mailsTo = (sink: MailSink, email: string, subject: string) =>
  sink.messages.filter((m) => addressedTo(m) === email && m.subject?.startsWith(subject));

/** Waits for the first such mail, then long enough for a duplicate to arrive, and returns them all. */
async function settledMailsTo(sink: MailSink, email: string, subject: string): Promise<ParsedMail[]> {
  await waitFor(() => mailsTo(sink, email, subject).length > 0);
  await new Promise((r) => setTimeout(r, 1_500));
  return mailsTo(sink, email, subject);
}

const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

describe(`a reset link through an SMTP outage and a SIGKILL on ${kind}`, () => {
  it("answers success while SMTP is down, delivers after restart, never stores the link in clear, works once", async () => {
    const database = await makeDatabase(kind);
    const smtpPort = await freePort(); // nothing listens here yet: SMTP is down
    // A SIGKILL that lands while the worker holds the mail (claimed, between "sending" and
    // "failed") leaves it locked for OUTBOX_LOCK_MS, 2 minutes by default, before the restarted
    // server may take it: likelier on a busy machine, where each try lasts longer. 10 s here.
    const env = { ...FAST_OUTBOX, OUTBOX_LOCK_MS: "10000", SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
    const h = openDatabase(database.url);
    let server: TestServer = await startServer({ databaseUrl: database.url, env });
    let sink: MailSink | undefined;
    try {
      const person = await createStaff(h.db, "collaborator", "approved");
      const asked = await server.post("/access/employees/forgot-password", { email: person.email });
      const askedHtml = await asked.text();
      expect(asked.status).toBe(200);
      expect(askedHtml).toContain(TEXT.resetMailSent);

      // The worker has tried and failed: the mail waits, with its error.
      const queued = await waitFor(async () => {
        const row = await h.db
          .selectFrom("outbox")
          .selectAll()
          .where("to_address", "=", person.email)
          .executeTakeFirst();
        return row && Number(row.attempts) >= 1 ? row : undefined;
      });
      expect(queued).toMatchObject({ kind: "password-reset", status: "pending" });

      await server.kill();
      sink = await startMailSink(smtpPort);
      server = await startServer({ databaseUrl: database.url, env });

      const [mail, ...more] = await settledMailsTo(sink, person.email, SUBJECT.reset);
      expect(more).toHaveLength(0);
      const link = mail?.text?.match(/https?:\/\/\S+reset-password\?token=\S+/)?.[0] ?? "";
      expect(link).not.toBe("");
      expect(mail?.html).toContain(escapeHtml(link));
      const token = new URL(link).searchParams.get("token") ?? "";
      expect(token.length).toBeGreaterThan(20);

      // Neither the queued row nor the token table ever held the token or the link in clear.
      const queuedText = JSON.stringify(queued);
      expect(queuedText).not.toContain(token);
      expect(queuedText).not.toContain(encodeURIComponent(token));
      expect(queuedText).not.toContain("reset-password");
      expect(queued.payload).toMatch(/^sealed:v1:/);
      expect(
        JSON.stringify(
          await h.db
            .selectFrom("verifications")
            .where("purpose", "=", "password-reset")
            .selectAll()
            .execute(),
        ),
      ).not.toContain(token);
      // Delivered: the row keeps no content.
      expect(
        await h.db
          .selectFrom("outbox")
          .select(["status", "payload"])
          .where("id", "=", queued.id)
          .executeTakeFirst(),
      ).toEqual({ status: "sent", payload: "{}" });

      // The link (on the restarted server's address) works once.
      const page = await server.get(pathOf(link));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("Defina a nova senha");
      const reset = await server.post("/access/employees/reset-password", {
        token,
        password: "nova-pelo-link",
      });
      expect(reset.status).toBe(200);
      expect(await reset.text()).toContain(TEXT.passwordChanged);
      const again = await server.post("/access/employees/reset-password", {
        token,
        password: "outra-vez-123",
      });
      expect(again.status).toBe(400);
      expect(await again.text()).toContain(escapeHtml(TEXT.invalidResetToken));

      // The reset is told to the owner exactly once.
      const notices = await settledMailsTo(sink, person.email, SUBJECT.changed);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.text).toContain("por um link de redefinição enviado por e-mail");
    } finally {
      await server.stop();
      await sink?.stop();
      await h.db.destroy();
      await database.drop();
    }
  }, 90_000);
});

describe(`staff mail through the outbox on ${kind}`, () => {
  const s = useServerSuite(kind, FAST_OUTBOX);

  it("an approval sends exactly one 'cadastro aprovado' mail, with the login link", async () => {
    const applicant = await createStaff(s.handle.db, "collaborator", "pending");
    const first = await s.server.post(
      "/admin-portal",
      { intent: "approve", userId: applicant.user.id },
      s.admin.cookie,
    );
    await first.text();
    expect(first.status).toBe(302);
    const second = await s.server.post(
      "/admin-portal",
      { intent: "approve", userId: applicant.user.id },
      s.admin.cookie,
    );
    await second.text();
    expect(second.status).toBe(404);

    const mails = await settledMailsTo(s.mail, applicant.email, SUBJECT.approved);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${s.server.url}/access/employees`);
    expect(mails[0]?.text).toContain("foi aprovado por um administrador");
  });

  it("a password change in the portal sends exactly one notice to the owner", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    const res = await s.server.post(
      "/employee-portal",
      {
        intent: "change-password",
        currentPassword: person.password,
        password: `trocada-${unique()}`,
        confirmed: "1",
      },
      person.cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(TEXT.passwordChanged);

    const notices = await settledMailsTo(s.mail, person.email, SUBJECT.changed);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain("no Portal do Colaborador");
    expect(notices[0]?.text).toContain(`${s.server.url}/access/employees/forgot-password`);
  });

  it("a failed mail of any kind is listed for admins under 'Envios com falha' and can be sent again", async () => {
    const to = `falhou-${unique()}@exemplo.com`;
    const at = new Date().toISOString();
    const id = randomUUID();
    await s.handle.db
      .insertInto("outbox")
      .values({
        id,
        kind: "account-approved",
        to_address: to,
        payload: JSON.stringify({ name: "Maria Souza" }),
        ref_id: null,
        status: "failed",
        attempts: 8,
        next_attempt_at: at,
        locked_until: null,
        last_error: "552 Caixa cheia",
        sent_at: null,
        created_at: at,
      })
      .execute();

    const list = await s.server.get("/admin-portal/messages", s.admin.cookie);
    const html = await list.text();
    expect(list.status).toBe(200);
    const failedSection = html.slice(html.indexOf("Envios com falha"));
    for (const text of ["Aviso de cadastro aprovado", to, "8 tentativa(s)", "552 Caixa cheia"]) {
      expect(failedSection).toContain(escapeHtml(text));
    }
    expect(failedSection).toContain(`name="mailId" value="${id}"`);

    const retry = await s.server.post(
      "/admin-portal/messages",
      { intent: "retry-mail", mailId: id },
      s.admin.cookie,
    );
    await retry.text();
    expect(retry.status).toBe(302);
    const mails = await settledMailsTo(s.mail, to, SUBJECT.approved);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("Olá, Maria!");
    const after = await (await s.server.get("/admin-portal/messages", s.admin.cookie)).text();
    expect(after).not.toContain(escapeHtml(to));
  });
});

describe(`contact mail queued before migration 004 on ${kind}`, () => {
  let database: Awaited<ReturnType<typeof makeDatabase>>;
  let h: DatabaseHandle;

  beforeAll(async () => {
    database = await makeDatabase(kind);
    h = openDatabase(database.url);
  });
  afterAll(async () => {
    await h?.db.destroy();
    await database?.drop();
  });

  it("is still delivered after the migration, to the same recipients, with the visitor's fields", async () => {
    const migrator = await migratorFor(h.db);
    const to003 = await migrator.migrateTo("003_user_disabled");
    expect(to003.error).toBeUndefined();

    const messageId = randomUUID();
    const at = new Date().toISOString();
    // biome-ignore lint/suspicious/noExplicitAny: the tables as they were before 004
    const old = h.db as any;
    await old
      .insertInto("contact_messages")
      .values({
        id: messageId,
        name: "Conceição Araújo",
        email: "conceicao@exemplo.com",
        phone: "41987654321",
        subject: "Seguros",
        contact_method: "Whatsapp",
        message: "Texto antigo <b>da visitante</b>",
        product: "automobile",
        handled_at: null,
        created_at: at,
      })
      .execute();
    for (const [kindOfMail, to] of [
      ["brokerage", "caixa@corretora.test"],
      ["confirmation", "conceicao@exemplo.com"],
    ] as const) {
      await old
        .insertInto("outbox")
        .values({
          id: randomUUID(),
          message_id: messageId,
          kind: kindOfMail,
          to_address: to,
          status: "pending",
          attempts: 2,
          next_attempt_at: at,
          locked_until: null,
          last_error: "connect ECONNREFUSED",
          sent_at: null,
          created_at: at,
        })
        .execute();
    }

    await migrateToLatest(h.db);

    const sent: OutgoingMail[] = [];
    const delivered = await deliverDue(h.db, async (mail) => void sent.push(mail), {
      retryBaseMs: 1,
      maxAttempts: 8,
      siteUrl: "http://corretora.test",
      sessionSecret: "segredo-de-teste-com-mais-de-32-caracteres",
    });
    expect(delivered).toBe(2);
    const toBrokerage = sent.find((m) => m.to === "caixa@corretora.test");
    expect(toBrokerage?.subject).toBe("Contato pelo site: Seguros - Seguro Auto");
    expect(toBrokerage?.replyTo).toBe("conceicao@exemplo.com");
    expect(toBrokerage?.html).toContain("Texto antigo &lt;b&gt;da visitante&lt;/b&gt;");
    const confirmation = sent.find((m) => m.to === "conceicao@exemplo.com");
    expect(confirmation?.text).toContain("Olá, Conceição!");
    expect(confirmation?.text).not.toContain("Texto antigo");

    // The inbox still links the message to its brokerage mail.
    const rows = await h.db
      .selectFrom("outbox")
      .select(["kind", "status", "ref_id", "attempts"])
      .orderBy("kind")
      .execute();
    expect(rows).toEqual([
      { kind: "brokerage", status: "sent", ref_id: messageId, attempts: 3 },
      { kind: "confirmation", status: "sent", ref_id: messageId, attempts: 3 },
    ]);
  });
});

describe(`several instances' workers on one database (${kind})`, () => {
  it("send each due mail exactly once", async () => {
    const database = await makeDatabase(kind);
    // Three handles, three connection pools: as three servers sharing the database.
    const handles = [1, 2, 3].map(() => openDatabase(database.url));
    try {
      const [first] = handles;
      if (!first) throw new Error("sem conexão");
      await migrateToLatest(first.db);
      const at = new Date().toISOString();
      await first.db
        .insertInto("outbox")
        .values(
          Array.from({ length: 60 }, (_, i) => ({
            id: randomUUID(),
            kind: "account-approved" as const,
            to_address: `pessoa${i}@exemplo.com`,
            payload: JSON.stringify({ name: null }),
            ref_id: null,
            status: "pending" as const,
            attempts: 0,
            next_attempt_at: at,
            locked_until: null,
            last_error: null,
            sent_at: null,
            created_at: at,
          })),
        )
        .execute();
      const sent: string[] = [];
      const send = async (mail: OutgoingMail) => {
        await new Promise((r) => setTimeout(r, 3)); // an SMTP round trip, so the workers overlap
        sent.push(mail.to);
      };
      const options = {
        retryBaseMs: 1,
        maxAttempts: 8,
        siteUrl: "http://corretora.test",
        sessionSecret: "segredo-de-teste-com-mais-de-32-caracteres",
      };
      const counts = await Promise.all(handles.map((h) => deliverDue(h.db, send, options)));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
      expect(sent).toHaveLength(60);
      expect(new Set(sent).size).toBe(60);
      const rows = await first.db.selectFrom("outbox").select(["status", "attempts"]).execute();
      expect(rows.every((r) => r.status === "sent" && Number(r.attempts) === 1)).toBe(true);
    } finally {
      for (const h of handles) await h.db.destroy();
      await database.drop();
    }
  });
});

describeOn("sqlite", "mail without SMTP_URL", () => {
  it("a declared production refuses to start without SMTP_URL, naming it", async () => {
    const database = await makeDatabase("sqlite");
    try {
      // Everything else production needs is there (startServer gives SESSION_SECRET and the admin).
      await expect(
        startServer({ databaseUrl: database.url, env: { NODE_ENV: "production" } }),
      ).rejects.toThrow(
        /terminou antes de ficar pronto \(código 1\)[\s\S]*SMTP_URL: obrigatória com NODE_ENV=production/,
      );
    } finally {
      await database.drop();
    }
  });

  it("a local run (`npm start`, no NODE_ENV) starts without it and prints mail to the console, the reset link marked", async () => {
    const database = await makeDatabase("sqlite");
    const h = openDatabase(database.url);
    const server = await startServer({ databaseUrl: database.url, env: FAST_OUTBOX });
    try {
      const person = await createStaff(h.db, "collaborator", "approved");
      const asked = await server.post("/access/employees/forgot-password", { email: person.email });
      expect(await asked.text()).toContain(TEXT.resetMailSent);
      const printed = await waitFor(() =>
        server.output().match(/\n(.*)\n(.*\/access\/employees\/reset-password\?token=\S+)/),
      );
      expect(printed?.[1]).toBe("[link de redefinição de senha — somente desenvolvimento]");
      expect(server.output()).toContain(
        `[e-mail não enviado: SMTP_URL ausente — somente desenvolvimento] Para: ${person.email}`,
      );
      // Plain text a person reads: the link alone on its line, below the mark.
      expect(printed?.[2]).toMatch(/^http:\/\/\S+\/access\/employees\/reset-password\?token=\S+$/);
      // That mail's one line: the outbox adds no "e-mail enviado" for a mail it only printed.
      await waitFor(() => /tarefa concluída.*"job":"envio de e-mails"/.test(server.output()));
      expect(server.output()).not.toContain("e-mail enviado");
    } finally {
      await server.stop();
      await h.db.destroy();
      await database.drop();
    }
  });
});
