/**
 * The brokerage's own logo (issue 26, decision 037) over real HTTP against `node server.js` (run
 * `npm run build` first), on both databases: uploaded in "Dados da corretora", checked by its bytes,
 * served while the live details use it, shown in the public header (cached pages too), the
 * structured data and the HTML mails; removed, the drawn monogram is back; a restored version
 * brings its logo back, and the clean-up keeps every logo a stored version names.
 */
import type { ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { purgeUnusedLogos } from "~/.server/content";
import { contentFormFields, liveSiteDetails, postWithLogo } from "../support/content-form";
import { projectDatabase } from "../support/database-project";
import { escapeHtml, unique, useServerSuite, waitFor } from "../support/http-assertions";
import { brandPng, POLYGLOTS, png, WEBP } from "../support/logo-files";
import { createStaff } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

/** The drawn monogram's "V" stroke (components/logo-mark.tsx). */
const MONOGRAM = 'd="M11 12l9 17 9-17"';
const SITE = "/admin-portal/site";
const LOGO_SRC = /<img src="\/logo\/([0-9a-f]{64}\.(?:png|webp))"[^>]*>/;

describe(`the brokerage's logo on ${kind}`, () => {
  const s = useServerSuite(kind, { OUTBOX_POLL_MS: "200" });

  /** "Dados da corretora" posted as it stands (with `changes`), and a logo file or the remove box. */
  const saveSite = async (logo?: Blob, changes: Record<string, string> = {}) =>
    postWithLogo(
      `${s.server.url}${SITE}`,
      s.admin.cookie,
      { intent: "save", ...contentFormFields(await liveSiteDetails(s.handle.db)), ...changes },
      logo,
    );
  const home = async () => (await s.server.get("/")).text();
  const agency = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? "{}"))
      .find((data) => data["@type"] === "InsuranceAgency");
  /** The HTML and text of the reset mail sent to a new collaborator. */
  const aMail = async (): Promise<ParsedMail> => {
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    const forgot = await s.server.post("/access/employees/forgot-password", { email: person.email });
    await forgot.text();
    return waitFor(() => s.mail.messages.find((m) => m.to && "text" in m.to && m.to.text === person.email));
  };

  /** Uploads `file` as the logo; answers its file name as the header shows it. */
  const upload = async (file: Buffer) => {
    await s.expectRedirect(await saveSite(new Blob([new Uint8Array(file)])), SITE);
    return (await home()).match(LOGO_SRC)?.[1] as string;
  };

  // Tests run in a random order: each one starts from the state it needs.
  it("an uploaded PNG is in the header of every page (the cached one too), the JSON-LD and the HTML mails; it is served as a PNG for a year", async () => {
    await s.expectRedirect(await saveSite(undefined, { removeLogo: "on" }), SITE);
    const before = await home();
    expect(before).toContain(MONOGRAM);
    expect(before).not.toMatch(LOGO_SRC);
    expect((await aMail()).html).toContain(">Vértice Seguros</p>");

    const file = brandPng();
    await s.expectRedirect(await saveSite(new Blob([file], { type: "image/png" })), SITE);

    const html = await home();
    const tag = html.match(LOGO_SRC);
    const name = tag?.[1] as string;
    expect(name).toMatch(/\.png$/);
    // Header and footer; its size reserves its place; the name written next to it: an empty alt.
    expect(html.match(new RegExp(LOGO_SRC.source, "g"))).toHaveLength(2);
    expect(tag?.[0]).toContain('alt="" width="180" height="48"');
    expect(html).not.toContain(MONOGRAM);
    expect(await (await s.server.get("/insurances/automobile")).text()).toContain(`src="/logo/${name}"`);
    expect(agency(html)?.logo).toBe(`${s.server.url}/logo/${name}`);

    const served = await s.server.get(`/logo/${name}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);

    const mail = await aMail();
    expect(mail.html).toContain(
      `<img src="${s.server.url}/logo/${name}" alt="Vértice Seguros" width="180" height="48"`,
    );
    // The text version is as it was: no image, the name at its end.
    expect(mail.text).not.toContain("/logo/");
    expect(mail.text?.trim().endsWith("Vértice Seguros")).toBe(true);

    // Saving other details keeps the logo.
    const tagline = `Seguros com horizonte ${unique()}`;
    await s.expectRedirect(await saveSite(undefined, { tagline }), SITE);
    const saved = await home();
    expect(saved).toContain(escapeHtml(tagline));
    expect(saved.match(LOGO_SRC)?.[1]).toBe(name);
  });

  it("a file that only starts like a PNG, an SVG and files over 100 KB (a 1.9 MB photo too) are refused with their message on the editor; the logo stays", async () => {
    const shown = await upload(png({ fill: unique() }));
    const refusals: Array<[Uint8Array<ArrayBuffer>, string]> = [
      [
        POLYGLOTS["a PNG signature followed by HTML"],
        "Envie o logo em PNG ou WebP (SVG e outros formatos não são aceitos).",
      ],
      [
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "Envie o logo em PNG ou WebP",
      ],
      [png({ size: 100 * 1024 + 1, fill: unique() }), "O logo pode ter no máximo 100 KB."],
      // A photo picked by mistake, over the 1 MB of the other admin forms: answered on the editor.
      [png({ size: 1900 * 1024, fill: unique() }), "O logo pode ter no máximo 100 KB."],
    ];
    for (const [file, message] of refusals) {
      const res = await saveSite(new Blob([file], { type: "image/png" }));
      expect(res.status).toBe(400);
      expect(await res.text()).toContain(escapeHtml(message));
    }
    expect((await home()).match(LOGO_SRC)?.[1]).toBe(shown);
  });

  it("“Remover logo” brings the monogram back everywhere; the old file is no longer served", async () => {
    const name = await upload(png({ fill: unique() }));
    expect(name).toMatch(/\.png$/);
    await s.expectRedirect(await saveSite(undefined, { removeLogo: "on" }), SITE);
    const html = await home();
    expect(html).not.toMatch(LOGO_SRC);
    expect(html).toContain(MONOGRAM);
    expect(agency(html)?.logo).toBe(`${s.server.url}/favicon.svg`);
    expect((await s.server.get(`/logo/${name}`)).status).toBe(404);
    const mail = await aMail();
    expect(mail.html).not.toContain("/logo/");
    expect(mail.html).toContain(">Vértice Seguros</p>");
  });

  it("restoring an older version brings its logo back; the clean-up deletes only logos no version names", async () => {
    const pngName = await upload(png({ fill: unique() }));
    const webp = await upload(WEBP.lossless);
    expect(webp).toMatch(/\.webp$/);
    expect((await s.server.get(`/logo/${webp}`)).headers.get("content-type")).toBe("image/webp");

    const versions = await s.handle.db
      .selectFrom("content_versions")
      .select(["version", "data"])
      .where("kind", "=", "site")
      .where("doc_key", "=", "site")
      .execute();
    const withPng = versions.find((v) => v.data.includes(`"${pngName}"`));
    const restore = await s.server.post(
      "/admin-portal/history/site/site",
      { intent: "restore", version: String(withPng?.version) },
      s.admin.cookie,
    );
    await s.expectRedirect(restore, /\/admin-portal\/history\/site\/site/);
    expect((await home()).match(LOGO_SRC)?.[1]).toBe(pngName);
    expect((await s.server.get(`/logo/${pngName}`)).status).toBe(200);
    expect((await s.server.get(`/logo/${webp}`)).status).toBe(404);

    // Every logo is old enough to go; an upload no version names (a refused save) is deleted.
    const orphan = `${"c".repeat(64)}.png`;
    await s.handle.db
      .insertInto("insurer_logos")
      .values({ file_name: orphan, mime: "image/png", data: png().toString("base64"), created_at: "x" })
      .execute();
    await s.handle.db.updateTable("insurer_logos").set({ created_at: "2000-01-01T00:00:00.000Z" }).execute();
    await purgeUnusedLogos(s.handle.db);
    const kept = (await s.handle.db.selectFrom("insurer_logos").select("file_name").execute()).map(
      (r) => r.file_name,
    );
    expect(kept).toEqual(expect.arrayContaining([pngName, webp]));
    expect(kept).not.toContain(orphan);
  });
});
