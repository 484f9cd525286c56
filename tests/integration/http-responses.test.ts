/**
 * What every response carries, over real HTTP against `node server.js` (run `npm run build`
 * first), on SQLite and PostgreSQL: security headers with a fresh CSP nonce (pages rendered per
 * request; cached public pages are in page-cache.test.ts), who gets a page from memory (a
 * made-up staff cookie does), the paint-first
 * script shape (decision 011) on React Router's real output, and internal portal content that
 * never reaches a public page.
 */

import { describe, expect, it } from "vitest";
import { PORTAL_SECTION_KEYS } from "~/lib/staff-schemas";
import { projectDatabase } from "../support/database-project";
import { escapeHtml, LOGIN, STAFF_COOKIE_OF_NOBODY, useServerSuite } from "../support/http-assertions";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

describe(`responses on ${kind}`, () => {
  const s = useServerSuite(kind);

  describe("security headers", () => {
    it.each([
      // Cached public pages carry their scripts' hashes instead (page-cache.test.ts).
      ["a public page rendered per request (a staff cookie)", "/contact/contact-us", "nobody"],
      ["the login", LOGIN, undefined],
      ["the admin portal", "/admin-portal", "admin"],
    ] as const)(
      "%s: enforced CSP whose nonce is on every script, nosniff, no framing, strict referrer",
      async (_name, pathname, who) => {
        const cookie = who === "nobody" ? STAFF_COOKIE_OF_NOBODY : who ? s.cookieOf(who) : undefined;
        const res = await s.server.get(pathname, cookie);
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
        const again = await s.server.get(pathname, cookie);
        await again.text();
        expect(again.headers.get("content-security-policy")).not.toBe(csp);
      },
    );
  });

  describe("who gets the page from memory (security review 3, L-5)", () => {
    it("a made-up staff cookie gets the cached page; only a cookie this site signed is rendered per request", async () => {
      const path = "/insurers";
      const page = async (cookie?: string) => {
        const res = await s.server.get(path, cookie);
        expect(res.status, cookie).toBe(200);
        return {
          etag: res.headers.get("etag"),
          csp: res.headers.get("content-security-policy") ?? "",
          html: await res.text(),
        };
      };
      await page();
      const cached = await page();
      expect(cached.etag).toBeTruthy();
      // Signed by this site, even for a session that does not exist: rendered for this request.
      const signed = await page(STAFF_COOKIE_OF_NOBODY);
      expect(signed.etag).toBeNull();
      expect(signed.csp).toMatch(/script-src 'self' 'nonce-/);
      const [name, value] = STAFF_COOKIE_OF_NOBODY.split("=");
      const signature = decodeURIComponent(value ?? "").split(".")[1];
      const forged = [
        "staff_session=x",
        "__Host-staff_session=nenhuma",
        "tema=claro; staff_flash=y",
        // This site's signature on other data, and a signature made with another secret.
        `${name}=${encodeURIComponent(`ImFkbWluIg.${signature}`)}`,
        `${name}=${encodeURIComponent(`ImFkbWluIg.${"A".repeat(43)}`)}`,
      ];
      for (const cookie of forged) {
        const res = await page(cookie);
        expect(res.etag, cookie).toBe(cached.etag);
        expect(res.html, cookie).toBe(cached.html);
      }
    });
  });

  describe("paint before hydration (app/.server/paint-first.ts on React Router's real output)", () => {
    it.each(["/", "/insurances/automobile", "/contact/contact-us", LOGIN])(
      "%s: no modulepreload in the HTML; the module script waits for a frame, then imports",
      async (pathname) => {
        const html = await (await s.server.get(pathname)).text();
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

  it.each(["/", "/insurers", "/contact/contact-us", LOGIN])(
    "%s: the stylesheet is written into the page, not linked (decision 053)",
    async (pathname) => {
      const html = await (await s.server.get(pathname)).text();
      expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const styles = [...html.matchAll(/<style id="estilos">([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
      expect(styles).toHaveLength(1);
      expect(styles[0]).toContain("font-family:Plus Jakarta Sans Variable");
      // The font the head preloads is the one the rules use, and it is never swapped in late
      // (font-display: optional), so the first paint's text does not move.
      const font = styles[0]?.match(
        /url\((\/assets\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2)\)/,
      )?.[1];
      expect(font).toBeTruthy();
      const preloads = [...html.matchAll(/<link [^>]*rel="preload" href="([^"]+)" as="font"/g)].map(
        (m) => m[1],
      );
      expect(preloads).toEqual([font]);
      const faces = [...(styles[0] ?? "").matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1] ?? "");
      const brandFaces = faces.filter((face) => face.includes("Plus Jakarta Sans Variable"));
      expect(brandFaces.length).toBeGreaterThan(0);
      for (const face of brandFaces) expect(face).toContain("font-display:optional");
      // The whole site's CSS (Tailwind's utilities included), in the head, before the body paints.
      expect(styles[0]?.length).toBeGreaterThan(20_000);
      expect(html.indexOf('<style id="estilos">')).toBeLessThan(html.indexOf("</head>"));
    },
  );

  describe("portal content stays private", () => {
    it("every section's text is in the portal and in no public page", async () => {
      // The portal shows the brokerage's own section; the insurers are the desk (tests/integration/insurers.test.ts).
      const sections = await s.handle.db
        .selectFrom("portal_sections")
        .select(["key", "body"])
        .where("key", "in", [...PORTAL_SECTION_KEYS])
        .execute();
      expect(sections).toHaveLength(PORTAL_SECTION_KEYS.length);
      const portal = await (await s.server.get("/employee-portal", s.collaborator.cookie)).text();
      const publicPages: Record<string, string> = {};
      for (const p of ["/", LOGIN, "/access/employees/register", "/access/employees/forgot-password"]) {
        const res = await s.server.get(p);
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
