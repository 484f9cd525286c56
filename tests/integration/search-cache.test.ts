/**
 * Searches and product contact pages from the page cache (issue 27, decision 050), over real HTTP
 * against `node server.js` (run `npm run build` first): every spelling of a search is one cached
 * page, the searches kept are bounded, new searches beyond the few waiting their turn get the
 * whole list, and a content save renders the cached pages again before anyone asks.
 */
import { describe, expect, it } from "vitest";
import { contentFormFields, liveSiteDetails } from "../support/content-form";
import { escapeHtml, unique, useServerSuite } from "../support/http-assertions";
import { jsonLogLines } from "../support/logs";
import { type Raw, raw, rawBurst } from "../support/raw-http";

const RENDERED = "página renderizada para o cache";
const IN_BACKGROUND = "página renderizada em segundo plano";

const cardNames = (res: Raw) =>
  [...res.body.toString("utf8").matchAll(/data-testid="insurer-card"[\s\S]*?<h3[^>]*>([^<]*)<\/h3>/g)].map(
    ([, name]) => name,
  );

describe("searches and product contact pages from memory", () => {
  // Two searches kept at most, to see the third push the least recently used one out.
  const s = useServerSuite("sqlite", { LOG_FORMAT: "json", LOG_LEVEL: "debug", PAGE_CACHE_SEARCHES: "2" });

  /** How many times `key` was rendered for the cache (in the background or for a visitor) so far. */
  const renders = (key: string, msg = RENDERED) =>
    jsonLogLines(s.server.output()).filter((line) => line.msg === msg && line.path === key).length;

  /** Waits until the server's output says `key` was rendered `times` times (its lines arrive a moment later). */
  const expectRenders = (key: string, times: number, msg = RENDERED) =>
    expect.poll(() => renders(key, msg)).toBe(times);

  /** Waits for the request's own log line: any render it caused was logged before it. */
  const logged = (res: Raw) =>
    expect
      .poll(() => jsonLogLines(s.server.output()).some((line) => line.reqId === res.headers["x-request-id"]))
      .toBe(true);

  /** A new search as a visitor asks for it: one at a time, it waits its turn and is rendered. */
  async function search(q: string): Promise<Raw> {
    const list = await raw(s.server.url, "/insurers");
    const res = await raw(s.server.url, `/insurers?q=${q}`);
    expect(res.headers.etag).not.toBe(list.headers.etag);
    return res;
  }

  it("every spelling of a search (case, accents, spaces) is one page, rendered once, listing only what matches", async () => {
    const key = "/insurers?q=sulamerica";
    const first = await search("SULAM%C3%89RICA");
    const spaced = await raw(s.server.url, "/insurers?q=%20%20sulamerica%20&utm_source=jornal");
    const plus = await raw(s.server.url, "/insurers?q=+Sulamerica+");
    for (const res of [spaced, plus]) {
      expect(res.headers.etag).toBe(first.headers.etag);
      expect(res.body.equals(first.body)).toBe(true);
    }
    await expectRenders(key, 1);
    expect(cardNames(first)).toEqual(["SulAmérica"]);
    // The box shows the search as it was applied.
    expect(first.body.toString("utf8")).toMatch(/<input[^>]*name="q"[^>]*value="sulamerica"/);

    const porto = await search("Porto");
    const again = await raw(s.server.url, "/insurers?q=%20%20porto%20");
    expect(again.headers.etag).toBe(porto.headers.etag);
    expect(cardNames(porto)).toEqual(["Porto Seguro"]);
    // An empty search is the plain page.
    const empty = await raw(s.server.url, "/insurers?q=%20%20");
    expect(empty.headers.etag).toBe((await raw(s.server.url, "/insurers")).headers.etag);
    expect(cardNames(empty).length).toBeGreaterThan(3);
  });

  it("the searches kept are bounded: a third pushes out the one used least recently", async () => {
    const [a, b, c] = [`alfa-${unique()}`, `allianz-${unique()}`, `akad-${unique()}`] as const;
    for (const q of [a, b]) await search(q);
    await raw(s.server.url, `/insurers?q=${a}`); // a is now the most recently used
    await search(c);
    await raw(s.server.url, `/insurers?q=${a}`);
    await expectRenders(`/insurers?q=${a}`, 1);
    const evicted = await search(b);
    await expectRenders(`/insurers?q=${b}`, 2);
    expect(evicted.body.toString("utf8")).toContain(escapeHtml(`Nenhuma seguradora com “${b}” no nome.`));
  });

  it("a burst of new searches: one is rendered, a few wait their turn, the others get the whole list (the page's script filters it)", async () => {
    const list = await raw(s.server.url, "/insurers");
    const queries = Array.from({ length: 10 }, () => `busca-${unique()}`);
    const answers = await rawBurst(
      s.server.url,
      queries.map((q) => `/insurers?q=${q}`),
      s.server.pid,
    );
    for (const res of answers) expect(res.status).toBe(200);
    const wholeList = answers.filter((res) => res.headers.etag === list.headers.etag);
    // One rendering and four waiting at most (MAX_SEARCHES_WAITING in server/page-cache.ts).
    expect(wholeList.length).toBeGreaterThanOrEqual(10 - 5);
    answers.forEach((res, i) => {
      if (res.headers.etag === list.headers.etag) return;
      expect(res.body.toString("utf8")).toContain(
        escapeHtml(`Nenhuma seguradora com “${queries[i]}” no nome.`),
      );
    });
  });

  it("another spelling of a page's address is sent to the page's own, its query kept, without a render (decision 052)", async () => {
    const moved = [
      ["/Insurers?q=Porto&utm_source=jornal", "/insurers?q=Porto&utm_source=jornal"],
      ["/insurers/", "/insurers"],
      ["/INSURANCES/AUTOMOBILE", "/insurances/automobile"],
      ["/Contact/Contact-Us?produto=automobile", "/contact/contact-us?produto=automobile"],
      ["/Robots.txt", "/robots.txt"],
    ] as const;
    for (const [from, to] of moved) {
      const res = await raw(s.server.url, from);
      expect(res.status, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
      expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
      await logged(res);
      expect(renders(from.split("?")[0] as string)).toBe(0);
    }
    // Only GET and HEAD: a form sent to another spelling is not turned into a GET.
    const posted = await raw(s.server.url, "/Contact/Contact-Us", {}, "POST");
    expect(posted.status).not.toBe(301);
    // Not a public page: left to the routes as before.
    const staff = await raw(s.server.url, "/Access/Employees");
    expect(staff.status).not.toBe(301);
    const nowhere = await raw(s.server.url, "/Nada/");
    expect(nowhere.status).toBe(404);
  });

  it("?produto= is a page per known product; an unknown one is the plain contact page", async () => {
    const key = "/contact/contact-us?produto=automobile";
    const first = await raw(s.server.url, "/contact/contact-us?produto=automobile");
    await expect.poll(() => renders(key)).toBeGreaterThan(0);
    const second = await raw(s.server.url, "/contact/contact-us?produto=automobile&utm_campaign=chuva");
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.body.toString("utf8")).toMatch(/Contato - [^<]*Auto/);
    const rendered = renders(key);
    await logged(await raw(s.server.url, "/contact/contact-us?produto=automobile"));
    expect(renders(key)).toBe(rendered);

    const plain = await raw(s.server.url, "/contact/contact-us");
    const unknown = await raw(s.server.url, `/contact/contact-us?produto=nao-existe-${unique()}`);
    expect(unknown.headers.etag).toBe(plain.headers.etag);
    expect(unknown.body.equals(plain.body)).toBe(true);
    expect(plain.body.toString("utf8")).toContain("Fale Conosco</h1>");
  });

  it("a content save renders the cached pages again in the background: the next visitor's page is ready", async () => {
    for (const path of ["/", "/insurances/automobile", "/contact/contact-us?produto=automobile"]) {
      await raw(s.server.url, path);
    }
    const before = await raw(s.server.url, "/");
    const homeBefore = renders("/", IN_BACKGROUND);
    const productBefore = renders("/contact/contact-us?produto=automobile", IN_BACKGROUND);
    const tagline = `Seguros para a garoa ${unique()}`;
    const save = await s.server.post(
      "/admin-portal/site",
      { intent: "save", ...contentFormFields({ ...(await liveSiteDetails(s.handle.db)), tagline }) },
      s.admin.cookie,
    );
    expect(save.status).toBe(302);
    // Nobody asks for a public page meanwhile: the server renders them on its own.
    await expectRenders("/", homeBefore + 1, IN_BACKGROUND);
    await expectRenders("/contact/contact-us?produto=automobile", productBefore + 1, IN_BACKGROUND);
    const rendered = renders("/");
    const after = await raw(s.server.url, "/");
    await logged(after);
    expect(after.body.toString("utf8")).toContain(escapeHtml(tagline));
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Served as it was rendered in the background, not rendered again for this visitor.
    expect(renders("/")).toBe(rendered);
  });
});
