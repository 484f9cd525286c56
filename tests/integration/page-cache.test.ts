/**
 * Public pages served from memory (issue 16, decision 020), over real HTTP against
 * `node server.js` (run `npm run build` first): the same bytes for every anonymous visitor,
 * already compressed, with an ETag and a CSP made of the page's script hashes; today's headers;
 * nothing personal in or out of the cache; a content change seen at once (on every instance:
 * multi-instance.test.ts).
 */
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { contentFormFields, liveSiteDetails } from "../support/content-form";
import { escapeHtml, STAFF_COOKIE_OF_NOBODY, unique, useServerSuite } from "../support/http-assertions";
import { requestLines } from "../support/logs";
import { type Raw, raw } from "../support/raw-http";
import { cpuTimeMs, createStaff } from "../support/test-server";

const scriptSrc = (res: Raw) =>
  /script-src ([^;]*)/.exec(String(res.headers["content-security-policy"]))?.[1];

/** The inline scripts a browser runs (JSON-LD is data), as their CSP hash sources. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\ssrc=|type="application\/ld\+json"/.test(attributes ?? ""))
    .map(
      ([, , text]) =>
        `'sha256-${createHash("sha256")
          .update(text ?? "")
          .digest("base64")}'`,
    );
}

const PAGES = [
  ["home", "/", 200],
  ["a product page", "/insurances/automobile", 200],
  ["the insurers", "/insurers", 200],
  ["the 404 page", "/pagina-inexistente", 404],
  ["the sitemap", "/sitemap.xml", 200],
  ["robots.txt", "/robots.txt", 200],
] as const;

/** Headers that differ on every response, or by how the body is sent. */
const PER_RESPONSE = new Set(["date", "x-request-id", "etag", "content-length", "transfer-encoding"]);

describe("public pages from memory", () => {
  const s = useServerSuite("sqlite", { LOG_FORMAT: "json", LOG_LEVEL: "info" });

  it.each(PAGES)(
    "%s: the same bytes for every visitor, an ETag, brotli or gzip as asked, every inline script allowed by its hash",
    async (_name, path, status) => {
      const first = await raw(s.server.url, path);
      const second = await raw(s.server.url, path);
      expect(first.status).toBe(status);
      expect(second.body.equals(first.body)).toBe(true);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      expect(second.headers.etag).toBe(etag);
      expect(first.headers["content-length"]).toBe(String(first.body.length));
      expect(first.headers.vary).toBe("Accept-Encoding");

      const br = await raw(s.server.url, path, { "Accept-Encoding": "gzip, deflate, br" });
      expect(br.headers["content-encoding"]).toBe("br");
      expect(br.headers.etag).toBe(etag);
      expect(brotliDecompressSync(br.body).equals(first.body)).toBe(true);
      expect(br.body.length).toBeLessThan(first.body.length);
      const gz = await raw(s.server.url, path, { "Accept-Encoding": "gzip, br;q=0" });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.body).equals(first.body)).toBe(true);

      // No nonce can be shared: scripts run because the policy names their hashes.
      const sources = scriptSrc(first) ?? "";
      expect(sources).not.toMatch(/nonce-|unsafe-inline|unsafe-eval/);
      const html = first.body.toString("utf8");
      expect(html).not.toContain("nonce=");
      // Exactly the app's own scripts (the page has no other): nothing more is allowed (review 2, I-1).
      expect(sources.split(" ").slice(1).sort()).toEqual([...new Set(inlineScriptHashes(html))].sort());
      expect(sources.split(" ")[0]).toBe("'self'");
      if (path !== "/sitemap.xml" && path !== "/robots.txt") {
        expect(inlineScriptHashes(html).length).toBeGreaterThan(0);
      }
    },
  );

  it.each(PAGES)(
    "%s: a revisit with If-None-Match gets a 304 with no body (a 404 stays a 404)",
    async (_name, path, status) => {
      const first = await raw(s.server.url, path, { "Accept-Encoding": "br" });
      const etag = String(first.headers.etag);
      const again = await raw(s.server.url, path, { "If-None-Match": etag, "Accept-Encoding": "br" });
      if (status === 404) {
        // A precondition is ignored when the answer is not a success (RFC 9110 §13.2.1).
        expect(again.status).toBe(404);
        expect(again.body.equals(first.body)).toBe(true);
        return;
      }
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
      // Any other validator is a changed page: the whole page again.
      const other = await raw(s.server.url, path, { "If-None-Match": 'W/"outra-versao"' });
      expect(other.status).toBe(first.status);
      expect(other.body.length).toBeGreaterThan(0);
    },
  );

  it.each(PAGES)(
    "%s: the headers of a rendered response, the request id and the log line",
    async (_name, path) => {
      // A staff cookie (here one that signs nobody in) takes the page past the cache.
      const rendered = await raw(s.server.url, path, {
        "Accept-Encoding": "gzip",
        Cookie: STAFF_COOKIE_OF_NOBODY,
      });
      const cached = await raw(s.server.url, path, { "Accept-Encoding": "gzip" });
      expect(scriptSrc(rendered)).toMatch(/^'self' 'nonce-/);
      expect(rendered.headers.etag).toBeUndefined();
      const names = (res: Raw) =>
        Object.keys(res.headers)
          .filter((name) => !PER_RESPONSE.has(name))
          .sort();
      expect(names(cached)).toEqual(names(rendered));
      for (const name of names(cached)) {
        const value = (res: Raw) => String(res.headers[name]).replace(/script-src [^;]*/, "script-src …");
        expect(value(cached), name).toBe(value(rendered));
      }
      expect(cached.status).toBe(rendered.status);
      const reqId = String(cached.headers["x-request-id"]);
      expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
      await expect
        .poll(() => requestLines(s.server.output(), path).some((line) => line.reqId === reqId))
        .toBe(true);
    },
  );

  it("a page from memory costs the server a fraction of a rendering's CPU time", async () => {
    // Measured as the server's CPU time (a busy machine stretches wall time, not this): the same
    // page as it is kept, and with a staff cookie, which has it rendered for each request.
    const N = 10;
    const cpuFor = async (path: string, perRequest = false) => {
      const before = cpuTimeMs(s.server.pid);
      for (let i = 0; i < N; i++) {
        const cookie: Record<string, string> = perRequest ? { Cookie: STAFF_COOKIE_OF_NOBODY } : {};
        const res = await raw(s.server.url, path, { "Accept-Encoding": "br", ...cookie });
        expect(res.status).toBe(200);
      }
      return cpuTimeMs(s.server.pid) - before;
    };
    await cpuFor("/insurers");
    await cpuFor("/insurers", true);
    let fromMemory = 0;
    let rendered = 0;
    for (let half = 0; half < 2; half++) {
      fromMemory += await cpuFor("/insurers");
      rendered += await cpuFor("/insurers", true);
    }
    console.log(`/insurers × ${2 * N}: da memória ${fromMemory} ms de CPU; renderizada ${rendered} ms`);
    expect(fromMemory).toBeLessThan(rendered / 3);
  }, 60_000);

  it("campaign tags and parameters no page reads are served from memory; a query a page reads and every other method are not", async () => {
    const home = await raw(s.server.url, "/");
    const tagged = await raw(s.server.url, "/?utm_source=jornal&utm_campaign=chuva&gclid=abc");
    expect(tagged.headers.etag).toBe(home.headers.etag);
    expect(tagged.body.equals(home.body)).toBe(true);
    // Any parameter no page reads is the page itself, from memory: a stream of made-up ones
    // (?x=<random>) costs no render (security review 2, L-7).
    for (const made of ["/?x=1", `/?z=${unique()}&utm_source=jornal`, "/insurers?pagina=2"]) {
      const answer = await raw(s.server.url, made);
      const plain = await raw(s.server.url, made.split("?")[0] ?? "/");
      expect(answer.headers.etag, made).toBe(plain.headers.etag);
      expect(answer.body.equals(plain.body), made).toBe(true);
    }

    // ?produto= names the product on the contact page; the plain page stays "Fale Conosco".
    const asked = await (await s.server.get("/contact/contact-us?produto=automobile")).text();
    expect(asked).toContain("<h1");
    expect(asked).toMatch(/Contato - [^<]*Auto/);
    const plain = await (await s.server.get("/contact/contact-us")).text();
    expect(plain).toContain("Fale Conosco</h1>");
    expect(plain).not.toMatch(/Contato - [^<]*Auto/);
    expect(await (await s.server.get("/contact/contact-us?produto=automobile")).text()).toMatch(
      /Contato - [^<]*Auto/,
    );

    // ?q= filters the insurers on the server.
    const all = (await (await s.server.get("/insurers")).text()).match(/data-testid="insurer-card"/g) ?? [];
    const filtered = await (await s.server.get("/insurers?q=zzz-nenhuma")).text();
    expect(filtered).toContain(escapeHtml("Nenhuma seguradora com “zzz-nenhuma” no nome."));
    const again = (await (await s.server.get("/insurers")).text()).match(/data-testid="insurer-card"/g) ?? [];
    expect(again.length).toBe(all.length);
    expect(all.length).toBeGreaterThan(3);

    // A HEAD is the cached page's headers; a POST reaches the action.
    const head = await raw(s.server.url, "/insurers", {}, "HEAD");
    const get = await raw(s.server.url, "/insurers");
    expect(head.body.length).toBe(0);
    expect(head.headers.etag).toBe(get.headers.etag);
    const post = await s.server.post("/contact/contact-us", { name: "" });
    expect(post.status).toBe(400);
    expect(post.headers.get("etag")).toBeNull();
    expect(post.headers.get("content-security-policy")).toContain("'nonce-");
  });

  it("a page cached for anonymous visitors never shows anything of a signed-in one, and the reverse", async () => {
    const person = await createStaff(s.handle.db, "admin", "approved", {
      email: `pessoa-${unique()}@corretora.test`,
    });
    const [name] = person.email.split("@");
    await s.handle.db
      .updateTable("users")
      .set({ name: `Fulana ${name}` })
      .where("id", "=", person.user.id)
      .execute();

    // Signed in first: a page nobody asked for yet, rendered for this request alone.
    const signedIn = await raw(s.server.url, "/privacy-policy", { Cookie: person.cookie });
    expect(signedIn.status).toBe(200);
    expect(scriptSrc(signedIn)).toMatch(/^'self' 'nonce-/);
    expect(signedIn.headers.etag).toBeUndefined();
    const anonymous = await raw(s.server.url, "/privacy-policy");
    expect(anonymous.headers.etag).toBeDefined();
    expect(anonymous.body.equals(signedIn.body)).toBe(false);

    // Anonymous first: the signed-in visitor still gets a page of its own, never the cached one.
    await raw(s.server.url, "/insurances/travel");
    const cached = await raw(s.server.url, "/insurances/travel");
    const staff = await raw(s.server.url, "/insurances/travel", { Cookie: person.cookie });
    expect(staff.headers.etag).toBeUndefined();
    expect(scriptSrc(staff)).toMatch(/^'self' 'nonce-/);
    const again = await raw(s.server.url, "/insurances/travel", { Cookie: person.cookie });
    expect(scriptSrc(again)).not.toBe(scriptSrc(staff));

    for (const res of [anonymous, cached]) {
      const html = res.body.toString("utf8");
      expect(res.headers["set-cookie"]).toBeUndefined();
      expect(html).not.toContain(person.email);
      expect(html).not.toContain(`Fulana ${name}`);
      expect(html).not.toContain("staff_session");
    }
  });

  it("an admin's change is on the next request: a new page, a new ETag, the old one gets the whole page", async () => {
    const before = await raw(s.server.url, "/");
    const tagline = `Seguros para a tempestade ${unique()}`;
    const save = await s.server.post(
      "/admin-portal/site",
      { intent: "save", ...contentFormFields({ ...(await liveSiteDetails(s.handle.db)), tagline }) },
      s.admin.cookie,
    );
    expect(save.status).toBe(302);
    const after = await raw(s.server.url, "/", { "If-None-Match": String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.body.toString("utf8")).toContain(escapeHtml(tagline));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const product = await (await s.server.get("/insurances/automobile")).text();
    expect(product).toContain(escapeHtml(tagline));
  });
});

describe("PAGE_CACHE=off", () => {
  const s = useServerSuite("sqlite", { PAGE_CACHE: "off" });

  it("renders every public page per request, with its own nonce", async () => {
    const first = await raw(s.server.url, "/");
    const second = await raw(s.server.url, "/");
    expect(first.headers.etag).toBeUndefined();
    expect(scriptSrc(first)).toMatch(/^'self' 'nonce-/);
    expect(scriptSrc(second)).not.toBe(scriptSrc(first));
  });
});
