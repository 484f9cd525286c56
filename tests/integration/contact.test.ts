/**
 * Contact messages over real HTTP against the production build, with a real SMTP sink:
 * stored first, delivered by the outbox (also after SMTP outages and a SIGKILL), never twice,
 * and nothing a visitor sends can produce a 500 or a half-written message.
 *
 * Slightly over 400 lines: the outage and SIGKILL journeys need servers of their own.
 * Long on purpose: one server per database serves all of them, and the outage cases share its SMTP sink.
 */
import nodemailer, { type SendMailOptions } from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverDue } from "~/.server/mail";
import { migrateToLatest } from "~/.server/platform";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { deleteMessage, purgeOldMessages, retryDelivery } from "~/.server/site/contact";
import { signedCaptcha, solveCaptcha } from "../support/captcha";
import { contactFields, visitorsSoFar } from "../support/contact-form";
import { describeOn, projectDatabase } from "../support/database-project";
import { waitFor } from "../support/http-assertions";
import {
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

const CONTACT_TO = "caixa@corretora.test";
const FAST_OUTBOX = { OUTBOX_POLL_MS: "200", OUTBOX_RETRY_BASE_MS: "300", CONTACT_TO, TRUST_PROXY: "1" };

const fields = contactFields;

/** A POST from a distinct visitor address (behind TRUST_PROXY), so the per-address limit is per test. */
async function submit(
  server: TestServer,
  body: Record<string, string>,
  address = `10.0.${visitorsSoFar() % 250}.${(visitorsSoFar() * 7) % 250}`,
) {
  const res = await fetch(`${server.url}/contact/contact-us`, {
    method: "POST",
    headers: {
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": address,
    },
    body: new URLSearchParams(body).toString(),
  });
  return { status: res.status, html: await res.text() };
}

const count = async (handle: DatabaseHandle, table: "contact_messages" | "outbox") =>
  Number(
    (
      await handle.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`contact messages on ${kind}`, () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let sink: MailSink;
  let server: TestServer;

  beforeAll(async () => {
    database = await makeDatabase(kind);
    sink = await startMailSink();
    server = await startServer({ databaseUrl: database.url, env: { ...FAST_OUTBOX, SMTP_URL: sink.url } });
    handle = openDatabase(database.url);
  });

  afterAll(async () => {
    await server?.stop();
    await handle?.db.destroy();
    await sink?.stop();
    await database?.drop();
  });

  it("stores a valid message and delivers both mails with every field, escaped", async () => {
    // The one real solve: a challenge from the server, solved as the widget does. Every other
    // message in the suite signs its own cheap challenge (tests/support/captcha.ts).
    const altcha = await solveCaptcha(server.url);
    const body = fields({ message: "Olá <script>alert('x')</script> & até logo", altcha });
    const res = await submit(server, body);
    expect(res.status).toBe(200);
    expect(res.html).toContain("Mensagem enviada com sucesso!");

    const stored = await handle.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("email", "=", body.email)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.product).toBe("automobile");

    const toBrokerage = await waitFor(() => sink.messages.find((m) => m.replyTo?.text === body.email));
    expect(toBrokerage.subject).toBe("Contato pelo site: Seguros - Seguro Auto");
    expect(toBrokerage.to && "text" in toBrokerage.to ? toBrokerage.to.text : "").toBe(CONTACT_TO);
    for (const value of [
      "Conceição Araújo",
      body.email,
      "(41) 9 8765-4321",
      "Seguros",
      "WhatsApp", // the brand's spelling, not the form's value "Whatsapp"
      "Seguro Auto",
    ]) {
      expect(toBrokerage.text).toContain(value);
    }
    expect(toBrokerage.html).toContain("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; até logo");
    expect(toBrokerage.html).not.toContain("<script>");

    const confirmation = await waitFor(() =>
      sink.messages.find(
        (m) =>
          m.subject?.startsWith("Recebemos a sua mensagem") &&
          m.to &&
          "text" in m.to &&
          m.to.text === body.email,
      ),
    );
    expect(confirmation.text).toContain("Olá, Conceição!");
    expect(confirmation.html).not.toContain("<script>");
    // What was received, when and how we answer; never the visitor's message (decision 16).
    expect(confirmation.text).toContain("Olá, Conceição! Recebemos a sua mensagem");
    expect(confirmation.text).toContain("com o assunto “Seguros”, sobre Seguro Auto.");
    expect(confirmation.text).toContain("pelo WhatsApp, no número (41) 9 8765-4321");
    expect(confirmation.text).toMatch(/em \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
    for (const part of ["alert", "até logo", "Olá &lt;script"]) {
      expect(confirmation.text).not.toContain(part);
      expect(confirmation.html).not.toContain(part);
    }

    await waitFor(async () => {
      const rows = await handle.db
        .selectFrom("outbox")
        .select("status")
        .where("ref_id", "=", stored[0]!.id)
        .execute();
      return rows.length === 2 && rows.every((r) => r.status === "sent");
    });
  });

  it("refuses a replayed captcha, a missing one, a honeypot and bad input with a clear message, storing nothing", async () => {
    const altcha = await signedCaptcha();
    const first = fields({ altcha });
    expect((await submit(server, first)).status).toBe(200);
    const before = await count(handle, "contact_messages");

    const replay = await submit(server, fields({ altcha }));
    expect(replay.status).toBe(400);
    expect(replay.html).toContain("Não conseguimos confirmar que você não é um robô");

    const missing = await submit(server, fields());
    expect(missing.status).toBe(400);
    expect(missing.html).toContain("Não conseguimos confirmar que você não é um robô");

    const forged = await submit(
      server,
      fields({ altcha: Buffer.from('{"challenge":{}}').toString("base64") }),
    );
    expect(forged.status).toBe(400);
    const garbage = await submit(server, fields({ altcha: "%%%não-é-base64<>" }));
    expect(garbage.status).toBe(400);

    const bot = await submit(
      server,
      fields({ website: "http://spam.example", altcha: await signedCaptcha() }),
    );
    expect(bot.status).toBe(400);
    expect(bot.html).toContain("Ocorreu um erro ao enviar a mensagem. Tente novamente mais tarde.");

    const empty = await submit(server, fields({ message: "  ", altcha: await signedCaptcha() }));
    expect(empty.status).toBe(400);
    expect(empty.html).toContain("Preencha todos os campos!");

    const badSubject = await submit(
      server,
      fields({ subject: "<img src=x onerror=alert(1)>", altcha: await signedCaptcha() }),
    );
    expect(badSubject.status).toBe(400);
    expect(badSubject.html).not.toContain("<img src=x");

    const digitsInName = await submit(
      server,
      fields({ from_name: "R0b0 <b>", altcha: await signedCaptcha() }),
    );
    expect(digitsInName.status).toBe(400);
    expect(digitsInName.html).toContain("Use apenas letras e espaços no nome.");

    const oversized = await submit(server, fields({ message: "x".repeat(70_000) }));
    expect(oversized.status).toBe(413);

    const malformed = await fetch(`${server.url}/contact/contact-us`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/json", "X-Forwarded-For": "10.9.9.9" },
      body: "{not json",
    });
    expect(malformed.status).toBe(415);

    // A chunked body has no length to check before reading it: refused up front.
    const chunked = await fetch(`${server.url}/contact/contact-us`, {
      method: "POST",
      headers: {
        Origin: server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": "10.9.9.8",
      },
      body: new Blob([new URLSearchParams(fields()).toString()]).stream(),
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(411);

    expect(await count(handle, "contact_messages")).toBe(before);
    // Every outbox row belongs to a stored message (its two mails) or to a stored lead (its
    // owner's mail; every new lead has one, issue 41): nothing half-written.
    const mails = await handle.db.selectFrom("outbox").select(["kind", "ref_id"]).execute();
    const ownerMails = mails.filter((m) => m.kind === "lead-assigned");
    expect(mails.length - ownerMails.length).toBe(2 * (await count(handle, "contact_messages")));
    const leads = await handle.db.selectFrom("leads").select("id").execute();
    expect(ownerMails.map((m) => m.ref_id).sort()).toEqual(leads.map((l) => l.id).sort());
  });

  it("refuses control characters (a NUL byte) with a 400 and a clear message, not a 500; a message keeps its line breaks", async () => {
    const before = await count(handle, "contact_messages");
    const inputs: Array<Record<string, string>> = [{ message: "oi\u0000nul" }, { product: "x\u0000" }];
    for (const input of inputs) {
      const res = await submit(server, fields({ ...input, altcha: await signedCaptcha() }));
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.html).toContain(
        "O texto tem caracteres invisíveis (de controle): apague-os e escreva de novo.",
      );
    }
    expect(await count(handle, "contact_messages")).toBe(before);
    const message = "Linha um\r\n\tLinha dois";
    const res = await submit(server, fields({ message, altcha: await signedCaptcha() }));
    expect(res.status).toBe(200);
    const stored = await handle.db
      .selectFrom("contact_messages")
      .select("id")
      .where("message", "=", message)
      .execute();
    expect(stored).toHaveLength(1);
  });

  it("limits messages per address with a Portuguese message", async () => {
    const address = "10.200.200.200";
    const statuses: number[] = [];
    let last = "";
    for (let i = 0; i < 11; i++) {
      const res = await submit(server, fields({ altcha: await signedCaptcha() }), address);
      statuses.push(res.status);
      last = res.html;
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(last).toContain("Muitas tentativas. Aguarde alguns minutos e tente novamente.");
  });

  it("50 concurrent messages: 50 stored, each mail delivered exactly once", async () => {
    const startCount = await count(handle, "contact_messages");
    const bodies = await Promise.all(
      Array.from({ length: 50 }, async (_, i) =>
        fields({ email: `concorrente${i}-${kind}@exemplo.com`, altcha: await signedCaptcha() }),
      ),
    );
    const results = await Promise.all(bodies.map((b, i) => submit(server, b, `10.50.${i}.1`)));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(await count(handle, "contact_messages")).toBe(startCount + 50);

    await waitFor(async () => {
      const pending = await handle.db
        .selectFrom("outbox")
        .select("id")
        .where("status", "!=", "sent")
        .execute();
      return pending.length === 0;
    }, 60_000);
    await new Promise((r) => setTimeout(r, 1_000)); // a duplicate would arrive now
    for (const b of bodies) {
      const received = sink.messages.filter(
        (m) => m.replyTo?.text === b.email || (m.to && "text" in m.to && m.to.text === b.email),
      );
      expect(received, b.email).toHaveLength(2);
    }
    // The delivery wait above allows 60 s: the test may take that long on a busy machine.
  }, 90_000);
});

describeOn("sqlite", "delivery survives SMTP outages and a killed server (SQLite file)", () => {
  it("keeps the message while SMTP is down, and delivers it after SIGKILL + restart once SMTP is back", async () => {
    const database = await makeDatabase("sqlite");
    const smtpPort = await freePort(); // nothing listens here yet: SMTP is down
    // A SIGKILL that lands while the worker holds the mail (claimed, between "sending" and
    // "failed") leaves it locked for OUTBOX_LOCK_MS, 2 minutes by default, before the restarted
    // server may take it: likelier on a busy machine, where each try lasts longer. 10 s here.
    const env = { ...FAST_OUTBOX, OUTBOX_LOCK_MS: "10000", SMTP_URL: `smtp://127.0.0.1:${smtpPort}` };
    const handle = openDatabase(database.url);
    let server = await startServer({ databaseUrl: database.url, env });
    let sink: MailSink | undefined;
    try {
      const body = fields({ altcha: await signedCaptcha() });
      const res = await submit(server, body);
      expect(res.status).toBe(200);
      expect(res.html).toContain("Mensagem enviada com sucesso!");

      // The worker tries and fails while SMTP is down; the message and its mails (the visitor's,
      // the brokerage's and the new lead's owner's) stay queued.
      await waitFor(async () => {
        const rows = await handle.db.selectFrom("outbox").select(["attempts", "status"]).execute();
        return rows.length === 3 && rows.every((r) => r.attempts >= 1 && r.status === "pending");
      });
      expect(await count(handle, "contact_messages")).toBe(1);

      await server.kill();
      sink = await startMailSink(smtpPort);
      server = await startServer({ databaseUrl: database.url, env });

      // The sink holds a mail as soon as SMTP accepts it; the worker marks its row sent only
      // after that reply reaches it, so wait for the rows, not for the sink.
      await waitFor(async () => {
        const rows = await handle.db.selectFrom("outbox").select("status").execute();
        return rows.length === 3 && rows.every((r) => r.status === "sent");
      }, 30_000);
      await new Promise((r) => setTimeout(r, 1_000));
      expect(sink.messages).toHaveLength(3);
      expect(sink.messages.some((m) => m.replyTo?.text === body.email)).toBe(true);
    } finally {
      await server.stop();
      await sink?.stop();
      await handle.db.destroy();
      await database.drop();
    }
  }, 90_000);
});

describeOn("sqlite", "outbox rules (module level, SQLite file)", () => {
  it("marks a mail failed after the last try, lets an admin retry it, and purges old messages", async () => {
    const database = await makeDatabase("sqlite");
    const handle = openDatabase(database.url);
    try {
      await migrateToLatest(handle.db);
      const now = new Date().toISOString();
      const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
      for (const [id, created] of [
        ["00000000-0000-4000-8000-000000000001", now],
        ["00000000-0000-4000-8000-000000000002", old],
      ] as const) {
        await handle.db
          .insertInto("contact_messages")
          .values({
            id,
            name: "Ana",
            email: "ana@exemplo.com",
            phone: null,
            subject: "Outros",
            contact_method: "Email",
            message: "Oi",
            product: null,
            handled_at: null,
            created_at: created,
          })
          .execute();
        await handle.db
          .insertInto("outbox")
          .values({
            id: `1${id.slice(1)}`, // its own id, derived from the message's
            kind: "brokerage",
            to_address: CONTACT_TO,
            payload: JSON.stringify({
              name: "Ana",
              email: "ana@exemplo.com",
              phone: null,
              subject: "Outros",
              contactMethod: "Email",
              message: "Oi",
              product: null,
              receivedAt: created,
            }),
            ref_id: id,
            status: "pending",
            attempts: 0,
            next_attempt_at: now,
            locked_until: null,
            last_error: null,
            sent_at: null,
            created_at: created,
          })
          .execute();
      }
      // A real SMTP transport pointed at a port where nothing listens.
      const deadPort = await freePort();
      const dead = nodemailer.createTransport({
        host: "127.0.0.1",
        port: deadPort,
        connectionTimeout: 2_000,
      });
      const send = async (mail: SendMailOptions) => {
        await dead.sendMail({ from: "site@corretora.test", ...mail });
      };
      const options = {
        retryBaseMs: 1,
        maxAttempts: 3,
        siteUrl: "http://corretora.test",
        sessionSecret: "segredo-de-teste-com-mais-de-32-caracteres",
      };
      for (let i = 0; i < 3; i++) {
        await new Promise((r) => setTimeout(r, 20));
        expect(await deliverDue(handle.db, send, options)).toBe(0);
      }
      const failed = await handle.db
        .selectFrom("outbox")
        .select(["status", "attempts", "last_error"])
        .execute();
      expect(
        failed.every(
          (r) => r.status === "failed" && r.attempts === 3 && /ECONNREFUSED/.test(r.last_error ?? ""),
        ),
      ).toBe(true);
      // Failed rows are not retried on their own.
      expect(await deliverDue(handle.db, send, options)).toBe(0);
      expect(
        (await handle.db.selectFrom("outbox").select("attempts").execute()).every((r) => r.attempts === 3),
      ).toBe(true);

      const admin = "admin-id";
      expect(await retryDelivery(handle.db, admin, "00000000-0000-4000-8000-000000000001")).toBe(1);
      const retried = await handle.db
        .selectFrom("outbox")
        .select(["status", "attempts"])
        .where("ref_id", "=", "00000000-0000-4000-8000-000000000001")
        .executeTakeFirstOrThrow();
      expect(retried).toEqual({ status: "pending", attempts: 0 });

      expect(await purgeOldMessages(handle.db, 365)).toBe(1);
      const left = await handle.db.selectFrom("contact_messages").select("id").execute();
      expect(left.map((r) => r.id)).toEqual(["00000000-0000-4000-8000-000000000001"]);
      expect(await count(handle, "outbox")).toBe(1);

      expect(await deleteMessage(handle.db, admin, "00000000-0000-4000-8000-000000000001")).toBe(true);
      expect(await count(handle, "contact_messages")).toBe(0);
      expect(await count(handle, "outbox")).toBe(0);
      const audit = await handle.db.selectFrom("audit_log").select("action").execute();
      expect(audit.map((a) => a.action).sort()).toEqual(["contact.delete", "contact.retry"]);
    } finally {
      await handle.db.destroy();
      await database.drop();
    }
  });
});
