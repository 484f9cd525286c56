/**
 * Running it for real (issue 17): /healthz and /readyz, structured logs without personal data or
 * secrets, the production start's checks and summary, and a new operator's PostgreSQL schema.
 * Real `node server.js` processes (run `npm run build` first).
 *
 * Slightly over 400 lines: each block starts its own server with the environment it tests.
 * Each block names its database: the SQLite ones run in the sqlite project, the PostgreSQL ones
 * in the postgres project (tests/support/database-project.ts).
 */
import { randomBytes } from "node:crypto";
import http from "node:http";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CONSOLE_RESET_LINK_MARK } from "~/.server/mail/mail";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { signedCaptcha } from "../support/captcha";
import { contactFields } from "../support/contact-form";
import { describeOn } from "../support/database-project";
import { FORCED_FAILURE_MESSAGE, forceFailure } from "../support/force-failure";
import { STAFF_COOKIE_OF_NOBODY, useServerSuite } from "../support/http-assertions";
import { jsonLogLines, notJsonLines, prettyRequestLines, requestLines } from "../support/logs";
import {
  createStaff,
  type MailSink,
  makeDatabase,
  PG_BASE,
  sessionCookieFrom,
  startMailSink,
  startServer,
  TEST_ADMIN_EMAIL,
  type TestServer,
} from "../support/test-server";

const JSON_LOGS = { LOG_FORMAT: "json", LOG_LEVEL: "info", OUTBOX_POLL_MS: "200" };

/** /readyz answers 503 naming the failed check, while /healthz still answers. */
async function expectNotReady(server: TestServer, check: string, reason: string) {
  const res = await server.get("/readyz");
  expect(res.status).toBe(503);
  expect(await res.json()).toEqual({ status: "unavailable", check, reason });
  expect((await server.get("/healthz")).status).toBe(200);
}

describeOn("sqlite", "health, logs and errors of one server", () => {
  const suite = useServerSuite("sqlite", { ...JSON_LOGS, READY_MAIL_MAX_AGE_MS: "60000" });
  let server: TestServer;
  let mail: MailSink;
  let h: DatabaseHandle;
  beforeAll(() => {
    ({ server, mail, handle: h } = suite);
  });

  it("/healthz answers, /readyz says ready; neither is logged at info, limited or in the sitemap", async () => {
    for (let i = 0; i < 40; i++) {
      const health = await server.get("/healthz");
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });
    }
    const ready = await server.get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok" });
    const home = await server.get("/");
    await home.text();
    await expect.poll(() => requestLines(server.output(), "/").length).toBeGreaterThan(0);
    expect(requestLines(server.output(), "/healthz")).toEqual([]);
    expect(requestLines(server.output(), "/readyz")).toEqual([]);
    const sitemap = await (await server.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).not.toMatch(/healthz|readyz/);
  });

  it("/readyz: 503 with the reason when a mail waits too long or a migration is missing", async () => {
    const id = `pronto-${randomBytes(4).toString("hex")}`;
    const old = new Date(Date.now() - 5 * 60_000).toISOString();
    const future = new Date(Date.now() + 60 * 60_000).toISOString();
    await h.db
      .insertInto("outbox")
      .values({
        id,
        kind: "confirmation",
        to_address: "fila@exemplo.com",
        payload: "{}",
        ref_id: null,
        status: "pending",
        attempts: 3,
        next_attempt_at: future,
        locked_until: null,
        last_error: "smtp fora do ar",
        sent_at: null,
        created_at: old,
      })
      .execute();
    try {
      await expectNotReady(server, "mail", "o e-mail pendente mais antigo espera há 5 min");
    } finally {
      await h.db.deleteFrom("outbox").where("id", "=", id).execute();
    }
    expect((await server.get("/readyz")).status).toBe(200);

    const last = await h.db
      .selectFrom("kysely_migration" as never)
      .selectAll()
      .orderBy("name" as never, "desc")
      .executeTakeFirstOrThrow();
    const row = last as { name: string; timestamp: string };
    await sql`delete from kysely_migration where name = ${row.name}`.execute(h.db);
    try {
      await expectNotReady(server, "migrations", `migrações pendentes: ${row.name}`);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${row.name}, ${row.timestamp})`.execute(
        h.db,
      );
    }
    expect((await server.get("/readyz")).status).toBe(200);
  });

  it("one JSON line per request with method, path, status, duration and the id the response carries", async () => {
    // A staff cookie has the page rendered through Express and pino-http (fast-path.test.ts: a kept page).
    const res = await fetch(`${server.url}/insurers`, {
      headers: { "X-Request-Id": "forjado-pelo-cliente", Cookie: STAFF_COOKIE_OF_NOBODY },
    });
    await res.text();
    const id = res.headers.get("X-Request-Id");
    // Without TRUST_PROXY the client's id is not believed: the server makes one.
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => requestLines(server.output(), "/insurers").length).toBe(1);
    const [line] = requestLines(server.output(), "/insurers");
    expect(line).toMatchObject({ level: "info", reqId: id, req: { method: "GET", path: "/insurers" } });
    expect(line?.res?.status).toBe(200);
    expect(typeof line?.durationMs).toBe("number");
  });

  it("a sent mail and each job run are one line each; no password, token, cookie, address or message text is logged", async () => {
    const password = `senha-${randomBytes(6).toString("hex")}`;
    const person = await createStaff(h.db, "collaborator", "approved", { password });
    const login = await server.post("/access/employees", { email: person.email, password });
    await login.text();
    const cookie = sessionCookieFrom(login);
    expect(cookie).toBeDefined();
    await (await server.get("/employee-portal", cookie)).text();

    const reset = await server.post("/access/employees/forgot-password", { email: person.email });
    await reset.text();
    const body = `Texto só do visitante ${randomBytes(6).toString("hex")}`;
    const form = contactFields({ message: body, altcha: await signedCaptcha() });
    const contact = await server.post("/contact/contact-us", form);
    await contact.text();
    expect(contact.status).toBe(200);

    // The reset link; the visitor's confirmation and the brokerage's copy; the new lead's owner's notice.
    await expect.poll(() => mail.messages.length, { timeout: 10_000 }).toBe(4);
    const resetMail = mail.messages.find((m) => m.text?.includes("reset-password?token="));
    const token = resetMail?.text?.match(/token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();

    await expect
      .poll(() => jsonLogLines(server.output()).filter((l) => l.msg === "e-mail enviado").length)
      .toBe(4);
    const sent = jsonLogLines(server.output()).filter((l) => l.msg === "e-mail enviado");
    expect(sent.map((l) => l.kind).sort()).toEqual([
      "brokerage",
      "confirmation",
      "lead-assigned",
      "password-reset",
    ]);
    for (const line of sent) expect(line.mailId).toMatch(/^[0-9a-f-]{36}$/);
    // The job's own line follows its last mail's: wait for it as for the others.
    const mailJobLogged = () =>
      jsonLogLines(server.output()).some(
        (l) =>
          l.msg === "tarefa concluída" &&
          l.level === "info" &&
          l.job === "envio de e-mails" &&
          typeof l.durationMs === "number",
      );
    await expect.poll(mailJobLogged).toBe(true);

    const output = server.output();
    for (const secret of [
      password,
      person.email,
      form.email,
      body,
      token as string,
      cookie?.split("=")[1] as string,
    ]) {
      expect(output).not.toContain(secret);
    }
    expect(output).not.toContain("token=");
  });

  it("an error's stack goes to the log with the request id; the response shows none of it", async () => {
    const email = `falha-${randomBytes(4).toString("hex")}@corretora.test`;
    const forced = await forceFailure(h, {
      table: "users",
      on: "insert",
      where: { column: "email", equals: email },
    });
    let res: Response;
    try {
      res = await server.post("/access/employees/register", { email, password: "segredo-forte-1" });
    } finally {
      await forced.remove();
    }
    const html = await res.text();
    expect(res.status).toBe(500);
    expect(html).not.toContain(FORCED_FAILURE_MESSAGE);
    expect(html).not.toMatch(/\bat .+\.js:\d+/);
    const id = res.headers.get("X-Request-Id");
    await expect
      .poll(
        () =>
          jsonLogLines(server.output()).filter((l) => l.err?.message?.includes(FORCED_FAILURE_MESSAGE))
            .length,
      )
      .toBe(1);
    const line = jsonLogLines(server.output()).find((l) => l.err?.message?.includes(FORCED_FAILURE_MESSAGE));
    expect(line).toMatchObject({ level: "error", reqId: id });
    expect(line?.err?.stack).toMatch(/\n\s+at /);
    expect(JSON.stringify(line)).not.toContain(email);
  });
});

describeOn("sqlite", "production start", () => {
  it("refuses to start naming each missing variable", async () => {
    const database = await makeDatabase("sqlite");
    try {
      const start = startServer({
        databaseUrl: database.url,
        env: { NODE_ENV: "production", SESSION_SECRET: "", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
      });
      await expect(start).rejects.toThrow(/SESSION_SECRET: obrigatória com NODE_ENV=production/);
      await expect(start).rejects.toThrow(/SMTP_URL: obrigatória com NODE_ENV=production/);
      // Production logs are JSON, the refusal too (no LOG_FORMAT: the environment is the invalid part).
      const detail = await start.catch((error: Error) => error.message);
      const output = String(detail).split("--- stderr ---\n")[1]?.split("\n--- mensagens")[0] ?? "";
      expect(notJsonLines(output.replace("--- stdout ---", ""))).toEqual([]);
      expect(jsonLogLines(output).filter((l) => l.level === "fatal")).toHaveLength(1);
    } finally {
      await database.drop();
    }
  });
});

describeOn("postgres", "production start", () => {
  it("warns when SITE_URL is not https and prints one summary line without secrets", async () => {
    const database = await makeDatabase("postgres");
    const mail = await startMailSink();
    const smtpPassword = "senha-do-smtp-123";
    const smtpUrl = mail.url.replace("smtp://", `smtp://usuario:${smtpPassword}@`);
    let server: TestServer | undefined;
    try {
      server = await startServer({
        databaseUrl: database.url,
        env: { ...JSON_LOGS, NODE_ENV: "production", SMTP_URL: smtpUrl },
      });
      expect(notJsonLines(server.output())).toEqual([]);
      const lines = jsonLogLines(server.output());
      expect(lines.map((l) => l.msg)).toContain("Administrador criado a partir de ADMIN_EMAIL.");
      // The account id names it; the e-mail is personal data and stays out of the log.
      expect(server.output()).not.toContain(TEST_ADMIN_EMAIL);
      expect(lines.find((l) => l.level === "warn")?.msg).toMatch(/^SITE_URL não é https/);
      const summary = lines.filter((l) => l.msg.startsWith("Servidor pronto"));
      expect(summary).toHaveLength(1);
      // The worker's own database (tests/support/test-server.ts), e.g. test_worker_1.
      const { pathname, searchParams } = new URL(database.url);
      expect(summary[0]).toMatchObject({
        database: `PostgreSQL 127.0.0.1:5432${pathname} (schema ${searchParams.get("schema")})`,
        mail: `SMTP 127.0.0.1:${new URL(mail.url).port}`,
        listen: `http://127.0.0.1:${server.port}`,
      });
      expect(server.output()).not.toContain(smtpPassword);
      expect(server.output()).not.toContain("test-session-secret");
    } finally {
      await server?.stop();
      await mail.stop();
      await database.drop();
    }
  });
});

describeOn("sqlite", "what a newcomer reads in the console", () => {
  it("LOG_FORMAT=json: every line is JSON, the generated admin and a mail printed instead of sent too; the ready line names an address to open", async () => {
    const database = await makeDatabase("sqlite");
    const h = openDatabase(database.url);
    let started: TestServer | undefined;
    try {
      // No SMTP_URL (mail printed), no ADMIN_* (an admin generated), listening on every interface.
      const server = await startServer({
        databaseUrl: database.url,
        env: { ...JSON_LOGS, HOST: "0.0.0.0", ADMIN_EMAIL: "", ADMIN_PASSWORD: "" },
      });
      started = server;
      const person = await createStaff(h.db, "collaborator", "approved");
      await (await server.post("/access/employees/forgot-password", { email: person.email })).text();
      const script = (await (await server.get("/")).text()).match(/\/assets\/[\w.-]+\.js/)?.[0] as string;
      await (await server.get(script)).arrayBuffer();
      const printed = () =>
        jsonLogLines(server.output()).filter((l) => l.msg.startsWith("[e-mail não enviado"));
      await expect.poll(() => printed().length, { timeout: 10_000 }).toBe(1);
      // JSON logs keep every request's line, a file's too (decision 017).
      await expect.poll(() => requestLines(server.output(), script).length).toBe(1);

      expect(notJsonLines(server.output())).toEqual([]);
      const lines = jsonLogLines(server.output());
      expect(lines.filter((l) => /Primeiro administrador criado[\s\S]*Senha: \S+/.test(l.msg))).toHaveLength(
        1,
      );
      const ready = lines.filter((l) => l.msg.startsWith("Servidor pronto"));
      expect(ready).toHaveLength(1);
      expect(ready[0]?.msg).toContain(`Servidor pronto em http://localhost:${server.port} — `);
      expect(ready[0]).toMatchObject({ listen: `http://localhost:${server.port}` });
      // The printed mail is its only line (no "e-mail enviado" after "e-mail não enviado"), and its
      // reset link stands on a line of its own, below the mark.
      expect(lines.filter((l) => l.msg === "e-mail enviado")).toEqual([]);
      const text = printed()[0]?.msg.split("\n") ?? [];
      const link = text.findIndex((line) =>
        /^http:\S+\/access\/employees\/reset-password\?token=\S+$/.test(line),
      );
      expect(link).toBeGreaterThan(0);
      expect(text[link - 1]).toBe(CONSOLE_RESET_LINK_MARK);
    } finally {
      await started?.stop();
      await h.db.destroy();
      await database.drop();
    }
  });

  it("readable logs (plain `npm start`): one line per page view, not one per file it loads; data, posts and errors keep theirs", async () => {
    const database = await makeDatabase("sqlite");
    let started: TestServer | undefined;
    try {
      const server = await startServer({ databaseUrl: database.url });
      started = server;
      // The start's readiness probe (GET /) is logged after its answer reaches the test: wait for
      // its line, so it is not counted with the requests below.
      await expect.poll(() => prettyRequestLines(server.output())).toContain("GET / 200");
      const from = server.output().length;
      const html = await (await server.get("/")).text();
      const files = new Set<string>(
        // Links and sources, and the scripts the paint-first rewrite lists (decision 011); the
        // stylesheet is written into the page (decision 053).
        [...html.matchAll(/(?:href|src)="(\/[^"#?]+\.\w+)#?"|"(\/assets\/[\w.-]+\.js)"/g)].map(
          (m) => (m[1] ?? m[2]) as string,
        ),
      );
      expect([...files].filter((f) => f.startsWith("/assets/")).length).toBeGreaterThan(2);
      expect(files).toContain("/favicon.svg");
      for (const file of files) {
        const res = await server.get(file);
        await res.arrayBuffer();
        expect(res.status, file).toBe(200);
      }
      // The browser's revalidation of a file it has: 304, not logged either. (node:http, because
      // fetch adds Cache-Control: no-cache to a conditional request, and the server then answers 200.)
      const script = [...files].find((f) => f.startsWith("/assets/") && f.endsWith(".js")) as string;
      const getScript = (headers: Record<string, string>) =>
        new Promise<http.IncomingMessage>((resolve, reject) => {
          http
            .get(`${server.url}${script}`, { headers }, (res) => {
              res.resume();
              resolve(res);
            })
            .on("error", reject);
        });
      const encoding = { "Accept-Encoding": "br" };
      const etag = (await getScript(encoding)).headers.etag as string;
      expect(etag).toBeTruthy();
      const revalidated = (await getScript({ ...encoding, "If-None-Match": etag })).statusCode;
      expect(revalidated).toBe(304);
      await (await server.get("/insurers.data")).text();
      const login = await server.post("/access/employees", {
        email: "ninguem@corretora.test",
        password: "x",
      });
      await login.text();
      await (await server.get("/assets/nao-existe.js")).text();
      const expected = [
        "GET / 200",
        "GET /insurers.data 200",
        `POST /access/employees ${login.status}`,
        "GET /assets/nao-existe.js 404",
      ];
      await expect.poll(() => prettyRequestLines(server.output().slice(from)).length).toBe(expected.length);
      expect(prettyRequestLines(server.output().slice(from))).toEqual(expected);
    } finally {
      await started?.stop();
      await database.drop();
    }
  });
});

describeOn("postgres", "PostgreSQL as a new operator meets it", () => {
  const name = `ops_${randomBytes(5).toString("hex")}`;
  const role = `ops_role_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_BASE });
  const urlOf = (schema: string, user?: string) => {
    const url = new URL(PG_BASE);
    url.pathname = `/${name}`;
    if (user) url.username = user;
    url.searchParams.set("schema", schema);
    return url.toString();
  };

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.query(`create role ${role} login`);
    // A role that may connect but not create schemas: what a cautious DBA hands out.
    await admin.query(`revoke create on database ${name} from public`);
  });

  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`drop role if exists ${role}`);
    await admin.end();
  });

  it("creates a ?schema= that does not exist yet, and /readyz says 503 when the database stops answering", async () => {
    const server = await startServer({ databaseUrl: urlOf("vertice"), env: JSON_LOGS });
    try {
      expect((await server.get("/readyz")).status).toBe(200);
      await admin.query(`alter database ${name} with allow_connections false`);
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name]);
      await expectNotReady(server, "database", "o banco de dados não responde");
    } finally {
      await admin.query(`alter database ${name} with allow_connections true`);
      await server.stop();
    }
  });

  it("a schema it may not create, or a failed migration, stops the start naming the migration and the fix", async () => {
    await expect(startServer({ databaseUrl: urlOf("sem_permissao", role), env: JSON_LOGS })).rejects.toThrow(
      /O schema "sem_permissao".*não pôde ser criado[\s\S]*CREATE SCHEMA "sem_permissao" AUTHORIZATION/,
    );
    const db = new pg.Client({ connectionString: urlOf("x").replace(/\?.*/, "") });
    await db.connect();
    await db.query("create schema ocupado; create table ocupado.users (id int)");
    await db.end();
    await expect(startServer({ databaseUrl: urlOf("ocupado"), env: JSON_LOGS })).rejects.toThrow(
      /Falha ao aplicar a migração 001_staff: .*already exists[\s\S]*Provável correção: já existe uma tabela/,
    );
  });
});
