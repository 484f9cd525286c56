/**
 * deploy/nginx.conf in front of two instances on one PostgreSQL, with the SMTP sink (issue 17):
 * assets from disk, sessions and rate limits shared through the proxy, forged X-Forwarded-For
 * useless, and a SIGKILLed instance losing no contact message and sending no mail twice while
 * the other keeps answering. Real processes: nginx, two `node server.js`, the sink.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { DOCUMENT_MAX_BYTES } from "~/lib/book-documents";
import { insertClientWithPolicy } from "../support/book-fixtures";
import { signedCaptcha, solveCaptcha } from "../support/captcha";
import { contactFields } from "../support/contact-form";
import { contentFormFields, liveSiteDetails, postWithLogo } from "../support/content-form";
import { LOGIN, TEXT } from "../support/http-assertions";
import { insurerPublicFields, postInsurerEditor } from "../support/insurer-form";
import { png } from "../support/logo-files";
import { requestLines } from "../support/logs";
import { type Nginx, startNginx } from "../support/nginx";
import {
  createStaff,
  freePort,
  type MailSink,
  makeDatabase,
  startMailSink,
  startServer,
  type TestDatabase,
  type TestServer,
} from "../support/test-server";

interface Cluster {
  a: TestServer;
  b: TestServer;
  proxy: Nginx;
  mail: MailSink;
  handle: DatabaseHandle;
  stop(): Promise<void>;
}

async function startCluster(): Promise<Cluster> {
  const database: TestDatabase = await makeDatabase("postgres");
  const mail = await startMailSink();
  const port = await freePort();
  const env = {
    SMTP_URL: mail.url,
    SITE_URL: `http://127.0.0.1:${port}`,
    TRUST_PROXY: "1",
    LOG_FORMAT: "json",
    OUTBOX_POLL_MS: "200",
    // A killed instance's claimed mail is picked up by the other after this.
    OUTBOX_LOCK_MS: "3000",
  };
  const [a, b] = await Promise.all([
    startServer({ databaseUrl: database.url, env }),
    startServer({ databaseUrl: database.url, env }),
  ]);
  const proxy = await startNginx({ port, upstreams: [a.port, b.port] });
  const h = openDatabase(database.url);
  return {
    a,
    b,
    proxy,
    mail,
    handle: h,
    async stop() {
      await proxy.stop();
      await a.stop();
      await b.stop();
      await mail.stop();
      await h.db.destroy();
      await database.drop();
    },
  };
}

/** A cluster for the describe block it is called in (filled in before its first test). */
function useCluster(): Cluster {
  const cluster = {} as Cluster;
  beforeAll(async () => {
    Object.assign(cluster, await startCluster());
  });
  afterAll(async () => {
    await cluster.stop?.();
  });
  return cluster;
}

/** A form POST through the proxy, from a given loopback address (a distinct visitor), redirects not followed. */
function postFrom(
  cluster: Cluster,
  pathname: string,
  fields: Record<string, string>,
  options: { from?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const body = new URLSearchParams(fields).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${cluster.proxy.url}${pathname}`,
      {
        method: "POST",
        localAddress: options.from ?? "127.0.0.1",
        headers: {
          Origin: cluster.proxy.url,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          ...options.headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A GET through the proxy from a given loopback address (a distinct client). */
function getFrom(cluster: Cluster, pathname: string, from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${cluster.proxy.url}${pathname}`, { localAddress: from }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
  });
}

const servedBy = (server: TestServer, path: string, status: number) =>
  requestLines(server.output(), path).filter((l) => l.res?.status === status).length;

describe("behind nginx: two instances on one PostgreSQL", () => {
  const c = useCluster();

  it("serves /assets/ from build/client with immutable caching and passes pages to both instances", async () => {
    const pages = [];
    for (let i = 0; i < 4; i++) pages.push(await fetch(`${c.proxy.url}/`));
    const html = await pages[0]?.text();
    for (const page of pages.slice(1)) await page.text();
    expect(pages.every((p) => p.status === 200)).toBe(true);
    await expect.poll(() => servedBy(c.a, "/", 200)).toBeGreaterThan(0);
    await expect.poll(() => servedBy(c.b, "/", 200)).toBeGreaterThan(0);

    const asset = html?.match(/\/assets\/[\w.-]+\.js/)?.[0] as string;
    expect(asset).toBeTruthy();
    const res = await fetch(`${c.proxy.url}${asset}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    await res.arrayBuffer();
    expect(requestLines(c.a.output() + c.b.output(), asset)).toEqual([]);
  });

  it("answers /healthz and /readyz to the machine itself only", async () => {
    for (const path of ["/healthz", "/readyz"]) {
      expect(await getFrom(c, path, "127.0.0.1"), path).toBe(200);
      expect(await getFrom(c, path, "127.0.0.2"), path).toBe(403);
    }
  });

  it("names no nginx version, and static files carry nosniff from nginx and from the app", async () => {
    const home = await fetch(`${c.proxy.url}/`);
    const html = await home.text();
    expect(home.headers.get("server")).toBe("nginx");
    const firstScript = html.match(/\/assets\/[\w.-]+\.js/)?.[0] as string;
    // Asked of the app directly: another file than the one the test above expects no instance to log.
    const direct = html.match(/\/assets\/[\w.-]+\.(js|css)/g)?.find((a) => a !== firstScript) as string;
    expect(direct).toBeTruthy();
    const files = [
      `${c.proxy.url}${firstScript}`, // nginx, from disk
      `${c.proxy.url}/favicon.svg`, // the app's express.static through nginx
      `${c.a.url}${direct}`, // the app's /assets
      `${c.a.url}/favicon.svg`,
    ];
    for (const file of files) {
      const res = await fetch(file);
      await res.arrayBuffer();
      expect(res.status, file).toBe(200);
      expect(res.headers.get("x-content-type-options"), file).toBe("nosniff");
    }
  });

  it("drops a client's X-Forwarded-Host: the app sees the Host the browser used", async () => {
    const person = await createStaff(c.handle.db, "collaborator", "approved");
    const res = await postFrom(
      c,
      LOGIN,
      { email: person.email, password: "errada-1" },
      { from: "127.0.0.88", headers: { "X-Forwarded-Host": "evil.example" } },
    );
    expect(res.status).toBe(401);
    expect(res.body).toContain(TEXT.wrongPassword);
  });

  it("sends its own X-Request-Id: the app logs and returns it, nginx's log shows it", async () => {
    const res = await fetch(`${c.proxy.url}/insurers`, { headers: { "X-Request-Id": "forjado" } });
    await res.text();
    const id = res.headers.get("x-request-id") as string;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    // The log line is written when the response ends: it reaches the instance's stdout a moment later.
    await expect
      .poll(() => requestLines(c.a.output() + c.b.output(), "/insurers").map((l) => l.reqId))
      .toContain(id);
    await expect.poll(() => c.proxy.accessLog()).toContain(`rid=${id}`);
  });

  it("refuses bodies over 64 KB at the proxy, like the app", async () => {
    const res = await postFrom(c, "/contact/contact-us", { message: "x".repeat(70 * 1024) });
    expect(res.status).toBe(413);
    // nginx's own page (the app answers "Conteúdo grande demais."): the body never reached an instance.
    expect(res.body).toContain("413 Request Entity Too Large");
  });

  it("lets a 90 KB logo through to the admin insurer editor; 1.5 MB is still refused at the proxy", async () => {
    const admin = await createStaff(c.handle.db, "admin", "approved");
    const fields = insurerPublicFields("porto");
    const logo = new Blob([png({ size: 90 * 1024 })], { type: "image/png" });
    const saved = await postInsurerEditor(c.proxy.url, admin.cookie, "porto", fields, logo);
    await saved.text();
    expect(saved.status).toBe(302);
    // Saved: both instances show it once their content poll has seen the save (within a second).
    const page = () => fetch(`${c.proxy.url}/insurers?q=porto`).then((res) => res.text());
    await expect.poll(page).toMatch(/src="\/insurers\/logos\/[0-9a-f]{64}\.png"/);

    const huge = new Blob([png({ size: 1536 * 1024 })], { type: "image/png" });
    const refused = await postInsurerEditor(c.proxy.url, admin.cookie, "porto", fields, huge);
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain("413 Request Entity Too Large");
  });

  it("lets a 90 KB logo through to “Dados da corretora” too (decision 037)", async () => {
    const admin = await createStaff(c.handle.db, "admin", "approved");
    const fields = { intent: "save", ...contentFormFields(await liveSiteDetails(c.handle.db)) };
    const logo = new Blob([png({ size: 90 * 1024, fill: "site" })], { type: "image/png" });
    const saved = await postWithLogo(`${c.proxy.url}/admin-portal/site`, admin.cookie, fields, logo);
    await saved.text();
    expect(saved.status).toBe(302);
    const page = () => fetch(`${c.proxy.url}/`).then((res) => res.text());
    await expect.poll(page).toMatch(/src="\/logo\/[0-9a-f]{64}\.png"/);
  });

  it("lets a 10 MB policy document through to its screen (decision 070); a bigger body is refused at the proxy", async () => {
    const admin = await createStaff(c.handle.db, "admin", "approved");
    const { policyId } = await insertClientWithPolicy(c.handle.db);
    const send = (size: number) => {
      const bytes = Buffer.alloc(size, 0x20);
      bytes.write("%PDF-1.7\n", 0, "latin1");
      const body = new FormData();
      body.append("intent", "upload");
      body.append("kind", "apolice");
      body.append("file", new Blob([bytes], { type: "application/pdf" }), "apolice.pdf");
      return fetch(`${c.proxy.url}/employee-portal/policies/${policyId}/documents`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: admin.cookie, Origin: c.proxy.url },
        body,
      });
    };
    const saved = await send(DOCUMENT_MAX_BYTES);
    await saved.text();
    expect(saved.status).toBe(302);
    const stored = await c.handle.db
      .selectFrom("policy_documents")
      .select("size")
      .where("policy_id", "=", policyId)
      .execute();
    expect(stored).toEqual([{ size: DOCUMENT_MAX_BYTES }]);
    const refused = await send(DOCUMENT_MAX_BYTES + 128 * 1024);
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain("413 Request Entity Too Large");
  });

  it("a session made on one instance works on the other", async () => {
    const person = await createStaff(c.handle.db, "collaborator", "approved");
    const login = await postFrom(c, LOGIN, { email: person.email, password: person.password });
    expect(login.status).toBe(302);
    const cookie = login.headers["set-cookie"]
      ?.map((line) => line.split(";")[0])
      .find((v) => v?.includes("session"));
    expect(cookie).toBeDefined();
    for (let i = 0; i < 4; i++) {
      const portal = await fetch(`${c.proxy.url}/employee-portal`, { headers: { Cookie: cookie as string } });
      expect(portal.status).toBe(200);
      expect(await portal.text()).toContain(TEXT.collaboratorWelcome);
    }
    await expect.poll(() => servedBy(c.a, "/employee-portal", 200)).toBeGreaterThan(0);
    await expect.poll(() => servedBy(c.b, "/employee-portal", 200)).toBeGreaterThan(0);
  });

  it("counts failed logins across both instances; a forged X-Forwarded-For does not dodge the limit", async () => {
    const person = await createStaff(c.handle.db, "collaborator", "approved");
    const from = "127.0.0.77";
    for (let i = 1; i <= 10; i++) {
      const forged = `203.0.113.${i}, 198.51.100.${i}`;
      const res = await postFrom(
        c,
        LOGIN,
        { email: person.email, password: `errada-${i}` },
        { from, headers: { "X-Forwarded-For": forged } },
      );
      expect(res.status, `tentativa ${i}`).not.toBe(429);
      expect(res.body).toContain(TEXT.wrongPassword);
    }
    const eleventh = await postFrom(
      c,
      LOGIN,
      { email: person.email, password: person.password },
      { from, headers: { "X-Forwarded-For": "192.0.2.99" } },
    );
    expect(eleventh.status).toBe(429);
    expect(eleventh.body).toContain(TEXT.throttled);
    await expect.poll(() => servedBy(c.a, LOGIN, 401) + servedBy(c.a, LOGIN, 400)).toBeGreaterThan(0);
    await expect.poll(() => servedBy(c.b, LOGIN, 401) + servedBy(c.b, LOGIN, 400)).toBeGreaterThan(0);
  });
});

describe("behind nginx: one instance killed halfway through 50 contact messages", () => {
  const c = useCluster();

  it("stores all 50, delivers each mail exactly once, and the survivor answers throughout", async () => {
    // Meanwhile, a visitor keeps loading the home page through the proxy.
    let polling = true;
    const pageStatuses: number[] = [];
    const poller = (async () => {
      while (polling) {
        // A failed request, or a body cut off halfway, is a status 0: the assertion below names
        // it, and the loop never rejects (which would hide the test's own failure in the finally).
        const status = await fetch(`${c.proxy.url}/`)
          .then(async (res) => {
            await res.arrayBuffer();
            return res.status;
          })
          .catch(() => 0);
        pageStatuses.push(status);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();

    const statuses: number[] = [];
    try {
      for (let i = 1; i <= 50; i++) {
        const fields = contactFields({
          // The first challenge is fetched through nginx and solved for real; the rest are signed.
          altcha: i === 1 ? await solveCaptcha(c.proxy.url) : await signedCaptcha(),
          message: `Mensagem ${i} de 50.`,
        });
        // Each from its own loopback address: one visitor each, under the per-address limit.
        const res = await postFrom(c, "/contact/contact-us", fields, { from: `127.0.1.${i}` });
        statuses.push(res.status);
        if (i === 25) await c.b.kill();
      }
    } finally {
      polling = false;
      await poller;
    }

    expect(statuses).toEqual(Array(50).fill(200));
    expect(pageStatuses.length).toBeGreaterThan(10);
    expect(pageStatuses.every((s) => s === 200)).toBe(true);
    const messages = await c.handle.db.selectFrom("contact_messages").select("message").execute();
    expect(messages.map((m) => m.message).sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => `Mensagem ${i + 1} de 50.`).sort(),
    );

    // Two mails a message (the visitor's, the brokerage's), and one to the owner of each new lead
    // (the one person's messages join one lead; every new lead has an owner, decision 061).
    const leads = await c.handle.db.selectFrom("leads").select("id").execute();
    expect(leads).toHaveLength(1);
    const mails = 100 + leads.length;
    const outbox = await c.handle.db.selectFrom("outbox").select("id").execute();
    expect(outbox).toHaveLength(mails);
    await expect
      .poll(
        async () =>
          (await c.handle.db.selectFrom("outbox").select("id").where("status", "=", "sent").execute()).length,
        {
          timeout: 20_000,
        },
      )
      .toBe(mails);
    const delivered = c.mail.messages.map((m) => m.messageId);
    expect(delivered).toHaveLength(mails);
    expect(new Set(delivered)).toEqual(new Set(outbox.map((row) => `<${row.id}@outbox.local>`)));
    // 50 captchas solved and 50 messages sent take about 19 s on 2 cores; a busy CI machine has
    // taken over 30 (the default). This is not a speed check.
  }, 90_000);
});

describe("behind nginx: every instance down", () => {
  let proxy: Nginx;
  beforeAll(async () => {
    // Nothing listens on these ports: every request fails to connect, as during a restart.
    proxy = await startNginx({ upstreams: [await freePort(), await freePort()] });
  });
  afterAll(async () => {
    await proxy?.stop();
  });

  it("keeps reset-link and confirmation-link tokens out of its error and access logs, and still logs other failures", async () => {
    const paths = [
      "/access/employees/reset-password?token=CANARIOpagina0123456789",
      // What React Router fetches after hydration (the form's post and the revalidation).
      "/access/employees/reset-password.data?token=CANARIOdados0123456789",
      // The router matches paths in any letter case.
      "/ACCESS/Employees/Reset-Password?token=CANARIOmaiusculas0123456789",
      // The registration's e-mail confirmation link has the same shape (decision 027).
      "/access/employees/confirm-email?token=CANARIOconfirmacao0123456789",
      "/insurers?q=CANARIOcontrole",
    ];
    for (const path of paths) {
      const res = await fetch(`${proxy.url}${path}`);
      await res.arrayBuffer();
      expect(res.status, path).toBe(502);
    }
    const reset = await fetch(`${proxy.url}/access/employees/reset-password?token=CANARIOpost0123456789`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "token=CANARIOcorpo&password=x",
    });
    await reset.arrayBuffer();
    expect(reset.status).toBe(502);
    // The control request proves upstream errors are logged, with their query string.
    await expect.poll(() => proxy.errorLog()).toContain("CANARIOcontrole");
    expect(proxy.errorLog()).not.toMatch(/CANARIO(pagina|dados|maiusculas|confirmacao|post|corpo)/);
    await expect.poll(() => proxy.accessLog()).toContain("/access/employees/reset-password.data");
    expect(proxy.accessLog()).not.toContain("CANARIO");
  });
});
