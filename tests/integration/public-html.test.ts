/**
 * What every public page's server HTML must say before any script runs (what a crawler or a
 * visitor on a slow connection gets), over real HTTP against `node server.js` (run
 * `npm run build` first): its language and heading, the spec's quote buttons, external links that
 * open in a new tab without handing over the page, and the footer's year. Moved from the e2e
 * suite, where each of these took a browser per page and per width. HTML only, so SQLite is enough.
 */
import { describe, expect, it } from "vitest";
import { publicPages } from "~/route-list";
import { useServerSuite } from "../support/http-assertions";
import { expectedHeadings } from "../support/public-headings";

const QUOTE_BASE = "https://cotacao.example.com";

/**
 * Spec section 3, quote link paths: each product page's quote buttons, in order. Written out
 * here from the spec (not read from our content modules), so a changed path turns the suite red.
 */
const QUOTE_PATHS: Record<string, string[]> = {
  "/insurances/personal-accident": ["/api", "/several"],
  "/insurances/rent-guarantee": ["/rent"],
  "/insurances/automobile": ["/auto"],
  "/insurances/condominium": ["/condominium"],
  "/insurances/company": ["/business"],
  "/insurances/portable-equipment": ["/several"],
  "/insurances/guarantee": ["/several"],
  "/insurances/machines-equipment": ["/several"],
  "/insurances/motorcycle": ["/auto"],
  "/insurances/residence": ["/residence"],
  "/insurances/civil-responsability": ["/several"],
  "/insurances/engineering-risk": ["/several"],
  "/insurances/transport": ["/several"],
  "/insurances/life-health": ["/life", "/several"],
  "/insurances/bike": ["/bike"],
  // Not in the spec's route table: the travel page (issue 18) uses the carousel's travel path.
  "/insurances/travel": ["/travel"],
  "/financial/credit-card": ["/several"],
  "/financial/group-buying": ["/several"],
  "/financial/financing": ["/several"],
};

/** Text as a browser reads it from server HTML: tags and comments out, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** An attribute's raw value in one start tag (React always double-quotes them), or null. */
function attribute(tag: string, name: string): string | null {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;
}

describe("public pages' server HTML", () => {
  const s = useServerSuite("sqlite", { QUOTE_PORTAL_URL: QUOTE_BASE });
  const html = async (path: string) => {
    const res = await s.server.get(path);
    expect(res.status, path).toBe(200);
    return res.text();
  };

  it("the heading table covers exactly the router's public pages and the sitemap", async () => {
    const tablePaths = Object.keys(expectedHeadings).sort();
    expect(publicPages.map((p) => p.path).sort()).toEqual(tablePaths);
    const xml = await html("/sitemap.xml");
    const sitemapPaths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
    expect(sitemapPaths.sort()).toEqual(tablePaths);
  });

  for (const [path, heading] of Object.entries(expectedHeadings)) {
    it(`${path} answers 200 in Portuguese with "${heading}" as its one heading, before any script`, async () => {
      const source = await html(path);
      const lang = /<html\b[^>]*\slang="([^"]*)"/.exec(source)?.[1] ?? null;
      const headings = [...source.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1] ?? ""));
      expect({ lang, headings }).toEqual({ lang: "pt-BR", headings: [heading] });
    });

    // The contact page's captcha widget brings links of its own after hydration: e2e/navigation.spec.ts
    // checks that page's links in the browser too.
    it(`every external link on ${path} opens in a new tab without handing over the page`, async () => {
      const origin = new URL(s.server.url).origin;
      const external = [...(await html(path)).matchAll(/<a\b[^>]*>/g)]
        .map(([tag]) => ({ tag, href: attribute(tag, "href") }))
        .filter((a) => a.href !== null)
        .map((a) => ({ ...a, url: new URL((a.href ?? "").replace(/&amp;/g, "&"), `${origin}${path}`) }))
        .filter((a) => /^https?:$/.test(a.url.protocol) && a.url.origin !== origin)
        .map((a) => ({
          href: a.url.href,
          target: attribute(a.tag, "target"),
          rel: (attribute(a.tag, "rel") ?? "").split(/\s+/),
        }));
      // Every page carries the footer's social and industry links: an empty list means the
      // sweep itself is broken, not that the page is clean.
      expect(external.length).toBeGreaterThan(0);
      const wrong = external.filter((link) => link.target !== "_blank" || !link.rel.includes("noopener"));
      expect(wrong).toEqual([]);
    });

    it(`a screen reader hears "(abre em nova aba)" at most once per link on ${path} (copy review 3, N-L2)`, async () => {
      const twice = [...(await html(path)).matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)]
        .map(([, inner]) => textOf(inner ?? ""))
        .filter((name) => name.split("(abre em nova aba)").length > 2);
      expect(twice).toEqual([]);
    });
  }

  for (const [path, quotePaths] of Object.entries(QUOTE_PATHS)) {
    it(`${path}: its quote buttons open ${quotePaths.join(" and ")} on the quote portal in a new tab`, async () => {
      const source = await html(path);
      const links = [...source.matchAll(/<a\b[^>]*href="(https:\/\/cotacao\.example\.com[^"]*)"[^>]*>/g)];
      // Unique in document order: a page may show the same button in its banner and its card.
      const hrefs = [...new Set(links.map((m) => m[1]))];
      expect(hrefs).toEqual(quotePaths.map((p) => `${QUOTE_BASE}${p}`));
      for (const [tag] of links) {
        expect(tag).toContain('target="_blank"');
        expect(tag).toMatch(/rel="[^"]*noopener/);
      }
    });
  }

  // Staff screens have no footer (issue 26, decision 033): the public pages carry it.
  for (const path of ["/", "/insurers"]) {
    it(`the footer on ${path} shows the current year`, async () => {
      const footer = /<footer\b[\s\S]*?<\/footer>/.exec(await html(path))?.[0] ?? "";
      expect(textOf(footer)).toContain(`© ${new Date().getFullYear()} `);
    });
  }
});
