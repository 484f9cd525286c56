/**
 * "Parceira" on the public site (copy review 2, B5) over real HTTP against `node server.js` (run
 * `npx react-router build` first): with the first-start records no insurer is called a partner on
 * /insurers or the home page; an admin marking one makes it, and only it, a partner on /insurers,
 * and the history names the change "Parceira: não → sim".
 */
import { describe, expect, it } from "vitest";
import { insurers } from "~/content/insurer-defaults";
import { insurerDirectory } from "~/content/insurer-directory";
import { projectDatabase } from "../support/database-project";
import { escapeHtml, useServerSuite } from "../support/http-assertions";
import { insurerPublicFields, postInsurerEditor } from "../support/insurer-form";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const PARTNER_WORD = /parceir|parceri/i;

/** What a reader sees: the HTML without scripts (route data), styles and tags. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

/** The cards' names (h3) in the /insurers section headed `title`. */
function namesIn(html: string, title: string): string[] {
  const start = html.indexOf(`<section aria-label="${escapeHtml(title)}"`);
  if (start < 0) return [];
  const section = html.slice(start, html.indexOf("</section>", start));
  return [...section.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1] ?? "");
}

describe(`partner insurers on ${kind}`, () => {
  const suite = useServerSuite(kind);

  it("with the first-start records, /insurers calls no insurer a partner; one the admin marks shows as partner", async () => {
    const html = await (await suite.server.get("/insurers")).text();
    // The spec's page name stays (h1, title, footer link); no other text says "parceira".
    expect(html).toContain(`>${insurerDirectory.title}</h1>`);
    const rest = visibleText(html).replaceAll(insurerDirectory.title, "");
    expect(rest.match(/.{0,60}(?:parceir|parceri).{0,40}/i)?.[0] ?? null).toBeNull();
    expect(html).not.toContain(escapeHtml(insurerDirectory.partnersTitle));
    // Every seeded insurer is listed, under "Seguradoras", with the note that the list is a directory.
    expect(namesIn(html, "Seguradoras")).toHaveLength(insurers.length);
    expect(html).toContain(escapeHtml(insurerDirectory.othersNote));
    // The spec's intro: questions, complaints, emergencies, the customer portal.
    for (const text of insurerDirectory.intro) expect(html).toContain(escapeHtml(text));

    // Tests run in a random order: the marking is in this same test, after the unmarked check.
    await markedPartnerShowsAsOne();
  });

  it("the home page ties no insurer's name to a partnership", async () => {
    const text = visibleText(await (await suite.server.get("/")).text());
    const sentences = text.split(/[.!?]/).filter((s) => PARTNER_WORD.test(s));
    for (const { name } of insurers)
      expect(
        sentences.filter((s) => s.includes(name)),
        name,
      ).toEqual([]);
  });

  /** An insurer the admin marks as partner shows as one on /insurers; the history names the change. */
  async function markedPartnerShowsAsOne() {
    const fields = insurerPublicFields("porto");
    expect(fields.partner).toBe("on");
    const saved = await postInsurerEditor(suite.server.url, suite.admin.cookie, "porto", fields);
    expect(saved.status).toBe(302);

    const html = await (await suite.server.get("/insurers")).text();
    expect(namesIn(html, insurerDirectory.partnersTitle)).toEqual(["Porto Seguro"]);
    const others = namesIn(html, "Outras seguradoras");
    expect(others).toHaveLength(insurers.length - 1);
    expect(others).not.toContain("Porto Seguro");

    const versions = await suite.handle.db
      .selectFrom("content_versions")
      .select("version")
      .where("kind", "=", "insurer")
      .where("doc_key", "=", "porto")
      .orderBy("version", "desc")
      .execute();
    const history = await (
      await suite.server.get(
        `/admin-portal/history/insurer/porto?versao=${versions[0]?.version}`,
        suite.admin.cookie,
      )
    ).text();
    expect(history).toContain(escapeHtml("Parceira: não"));
    expect(history).toContain(escapeHtml("Parceira: sim"));
    expect(history).not.toContain("Visível");
  }
});
