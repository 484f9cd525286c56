/**
 * Insurer records (issue 15) over real HTTP against `node server.js` (run `npm run build` first):
 * the internal side never reaches a public response, passwords are encrypted at rest, the key is
 * checked at start and can be rotated, logos are checked by their bytes, and the public directory
 * filters by name without JavaScript.
 * Over 450 lines on purpose: the public and internal sides of one record are asserted together.
 * Long on purpose: the record's public and internal sides are checked against one server per database, with one key rotation.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeUnusedLogos } from "~/.server/content";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { insurers as defaultInsurers } from "~/content/insurer-defaults";
import { publicPages } from "~/route-list";
import { describeOn, projectDatabase } from "../support/database-project";
import { escapeHtml, unique } from "../support/http-assertions";
import { insurerPublicFields, postInsurerEditor } from "../support/insurer-form";
import { POLYGLOTS, png as pngFile, WEBP } from "../support/logo-files";
import { shownName } from "../support/staff-fixtures";
import {
  createStaff,
  makeDatabase,
  PROJECT_ROOT,
  type StaffFixture,
  startServer,
  TEST_CREDENTIALS_KEY,
  type TestDatabase,
  type TestServer,
} from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const INSURER = "porto";
const MARKER = `interno-${unique()}`;
const PASSWORD = `Senha-${MARKER}`;

const postEditor = (server: TestServer, cookie: string, fields: Record<string, string>, logo?: Blob) =>
  postInsurerEditor(server.url, cookie, INSURER, fields, logo);
const publicFields = insurerPublicFields(INSURER);
/** The editor posts every field: a post without the internal ones would empty them (the password stays). */
const internalFields = {
  "internal.portalUrl": `https://corretor.example.com/${MARKER}`,
  "internal.login": `login-${MARKER}`,
  "internal.password": PASSWORD,
  "internal.managerName": `Gerente ${MARKER}`,
  "internal.managerPhone": "(11) 9 8888-7777",
  "internal.managerEmail": `${MARKER}@seguradora.example.com`,
  "internal.conditions": `Desconto de 10% ${MARKER}`,
  "internal.notes": `Observação ${MARKER}`,
};

describe(`insurer records on ${kind}`, () => {
  let database: TestDatabase;
  let server: TestServer;
  let h: DatabaseHandle;
  let admin: StaffFixture;
  let collaborator: StaffFixture;

  beforeAll(async () => {
    database = await makeDatabase(kind);
    server = await startServer({ databaseUrl: database.url });
    h = openDatabase(database.url);
    admin = await createStaff(h.db, "admin", "approved");
    collaborator = await createStaff(h.db, "collaborator", "approved");
    const res = await postEditor(server, admin.cookie, { ...publicFields, ...internalFields });
    expect(res.status).toBe(302);
  });

  afterAll(async () => {
    await h?.db.destroy();
    await server?.stop();
    await database?.drop();
  });

  it("no internal field appears in any public page, its data request, the sitemap, robots.txt or any asset", async () => {
    const paths = [
      ...publicPages.map((p) => p.path),
      ...publicPages.map((p) => `${p.path === "/" ? "/_root" : p.path}.data`),
      `/insurers?q=${encodeURIComponent("porto")}`,
      "/sitemap.xml",
      "/robots.txt",
      "/pagina-que-nao-existe",
    ];
    const assetDir = path.join(PROJECT_ROOT, "build/client/assets");
    const assets = readdirSync(assetDir).map((file) => `/assets/${file}`);
    expect(assets.length).toBeGreaterThan(5);
    for (const target of [...paths, ...assets]) {
      const res = await server.get(target);
      const text = await res.text();
      expect(text, target).not.toContain(MARKER);
      expect(res.headers.get("cache-control") ?? "", target).not.toMatch(/private/);
    }
    // The public side did change: the 24 h line is on the directory.
    const directory = await (await server.get("/insurers?q=porto")).text();
    expect(directory).toContain('href="tel:08007270000"');
  }, 180_000); // every public page and asset: it overran 60 s in a loaded run

  it("the staff portal shows the internal side but never the password, which only a reveal returns (audited)", async () => {
    const portal = await (await server.get("/employee-portal", collaborator.cookie)).text();
    expect(portal).toContain(escapeHtml(`login-${MARKER}`));
    expect(portal).toContain(escapeHtml(`Desconto de 10% ${MARKER}`));
    expect(portal).not.toContain(PASSWORD);

    const reveal = await server.post(
      `/employee-portal/insurers/${INSURER}/password`,
      { intent: "reveal" },
      collaborator.cookie,
    );
    expect(reveal.status).toBe(200);
    expect(reveal.headers.get("cache-control")).toBe("no-store");
    expect(await reveal.json()).toEqual({ ok: true, password: PASSWORD });
    const audit = await h.db
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "insurer.password_reveal")
      .execute();
    expect(audit.map((r) => [r.actor_id, r.target_id])).toEqual([[collaborator.user.id, INSURER]]);
    // The admin's audit view names who saw which one.
    const view = await (await server.get("/admin-portal/audit?filtro=senhas", admin.cookie)).text();
    expect(view).toContain(escapeHtml("Viu a senha do portal da seguradora"));
    expect(view).toContain(escapeHtml(shownName(collaborator)));
    expect(view).toContain(escapeHtml(publicFields.name as string));
  });

  it("the database holds no password in clear, anywhere", async () => {
    for (const table of ["insurer_internal", "content_versions", "audit_log", "credentials_check"] as const) {
      const rows = await h.db.selectFrom(table).selectAll().execute();
      expect(JSON.stringify(rows), table).not.toContain(PASSWORD);
    }
    const row = await h.db
      .selectFrom("insurer_internal")
      .selectAll()
      .where("insurer_id", "=", INSURER)
      .executeTakeFirst();
    expect(row?.password_encrypted).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it("a logo is accepted as PNG or WebP by its bytes, at most 100 KB; an SVG or a disguised file is refused", async () => {
    const png = pngFile({ fill: unique() });
    const svg = new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], {
      type: "image/png",
    });
    const refused = await postEditor(
      server,
      admin.cookie,
      { ...publicFields, ...internalFields, "internal.password": "" },
      svg,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(escapeHtml("Envie o logo em PNG ou WebP"));
    const tooBig = await postEditor(
      server,
      admin.cookie,
      { ...publicFields, ...internalFields, "internal.password": "" },
      new Blob([pngFile({ size: 101 * 1024 })], { type: "image/png" }),
    );
    expect(tooBig.status).toBe(400);
    expect(await tooBig.text()).toContain(escapeHtml("O logo pode ter no máximo 100 KB."));

    const ok = await postEditor(
      server,
      admin.cookie,
      { ...publicFields, ...internalFields, "internal.password": "" },
      new Blob([png], { type: "image/png" }),
    );
    expect(ok.status).toBe(302);
    const html = await (await server.get("/insurers?q=porto")).text();
    const src = html.match(/src="(\/insurers\/logos\/[0-9a-f]{64}\.png)"/)?.[1];
    expect(src).toBeDefined();
    const logo = await server.get(src ?? "");
    expect(logo.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await logo.arrayBuffer()).equals(png)).toBe(true);
  });

  it("a logo of exactly 100 KB is accepted; one byte more is refused", async () => {
    const ofSize = (bytes: number) =>
      new Blob([pngFile({ size: bytes, fill: unique() })], { type: "image/png" });
    const fields = { ...publicFields, ...internalFields, "internal.password": "" };
    const over = await postEditor(server, admin.cookie, fields, ofSize(100 * 1024 + 1));
    expect(over.status).toBe(400);
    expect(await over.text()).toContain(escapeHtml("O logo pode ter no máximo 100 KB."));
    const atLimit = await postEditor(server, admin.cookie, fields, ofSize(100 * 1024));
    await atLimit.text();
    expect(atLimit.status).toBe(302);
    const html = await (await server.get("/insurers?q=porto")).text();
    const src = html.match(/src="(\/insurers\/logos\/[0-9a-f]{64}\.png)"/)?.[1];
    const logo = await server.get(src ?? "");
    expect((await logo.arrayBuffer()).byteLength).toBe(100 * 1024);
  });

  it("a 1.9 MB logo is answered on the editor (400) with its message and every typed value kept; nothing is saved", async () => {
    const versions = () =>
      h.db
        .selectFrom("content_versions")
        .select(({ fn }) => fn.countAll<number>().as("n"))
        .where("kind", "=", "insurer")
        .where("doc_key", "=", INSURER)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const logos = () =>
      h.db
        .selectFrom("insurer_logos")
        .select(({ fn }) => fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    const [versionsBefore, logosBefore] = [await versions(), await logos()];
    const typed = {
      ...publicFields,
      ...internalFields,
      name: `Porto Grande ${MARKER}`,
      note: `Nota digitada ${MARKER}`,
      "internal.password": "",
      "internal.conditions": `Condições digitadas ${MARKER}`,
    };
    const res = await postEditor(
      server,
      admin.cookie,
      typed,
      new Blob([pngFile({ size: 1_900_000, fill: unique() })], { type: "image/png" }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    // The editor itself, not an error page: its heading, the message by the field, the typed text.
    expect(html).toContain("Editar seguradora");
    expect(html).toContain("Salvar seguradora");
    expect(html).toContain(escapeHtml("O logo pode ter no máximo 100 KB."));
    for (const value of [typed.name, typed.note, typed["internal.login"], typed["internal.conditions"]]) {
      expect(html).toContain(escapeHtml(value));
    }
    expect(await versions()).toBe(versionsBefore);
    expect(await logos()).toBe(logosBefore);
    const directory = await (await server.get(`/insurers?q=${encodeURIComponent("Porto Grande")}`)).text();
    expect(directory).not.toContain(MARKER);
  });

  it("the list moves an insurer to a place in one step; in place it says where, without JavaScript the page comes back at its row", async () => {
    const order = async () => {
      const html = await (await server.get("/admin-portal/insurers", admin.cookie)).text();
      return [...html.matchAll(/<li[^>]* id="seguradora-([a-z0-9-]+)"/g)].map((m) => m[1]);
    };
    const before = await order();
    expect(before.length).toBeGreaterThan(5);
    const moved = before[4] as string;
    const dropped = await server.post(
      "/admin-portal/insurers",
      { intent: "move-to", id: moved, position: "1" },
      admin.cookie,
    );
    expect(dropped.status).toBe(302);
    expect(dropped.headers.get("location")).toBe(`/admin-portal/insurers#seguradora-${moved}`);
    const after = await order();
    expect(after.indexOf(moved)).toBe(1);
    expect([...after].sort()).toEqual([...before].sort());
    expect(after.filter((id) => id !== moved)).toEqual(before.filter((id) => id !== moved));

    // As the list's fetcher posts it (React Router's data request): answered, not redirected.
    const inPlace = await server.post(
      "/admin-portal/insurers.data",
      { intent: "move-down", id: moved, inPlace: "1" },
      admin.cookie,
    );
    expect(inPlace.status).toBe(200);
    const name = defaultInsurers.find((i) => i.id === moved)?.name;
    expect(await inPlace.text()).toContain(`${name} movida para a posição 3.`);
    expect((await order()).indexOf(moved)).toBe(2);
  });

  it("a file that only starts like a PNG or WebP is refused (review 2, I-2)", async () => {
    const fields = { ...publicFields, ...internalFields, "internal.password": "" };
    for (const [name, file] of Object.entries(POLYGLOTS)) {
      const res = await postEditor(server, admin.cookie, fields, new Blob([file], { type: "image/png" }));
      expect(res.status, name).toBe(400);
      expect(await res.text(), name).toContain(escapeHtml("Envie o logo em PNG ou WebP"));
    }
  });

  it("a replaced logo is no longer served, a restored version's is again; the clean-up deletes only logos no version names", async () => {
    const fields = { ...publicFields, ...internalFields, "internal.password": "" };
    const shownLogo = async () =>
      (await (await server.get("/insurers?q=porto")).text()).match(
        /src="\/insurers\/logos\/([0-9a-f]{64}\.(?:png|webp))"/,
      )?.[1];
    const saved = await postEditor(server, admin.cookie, fields, new Blob([pngFile({ fill: unique() })]));
    expect(saved.status).toBe(302);
    const old = (await shownLogo()) as string;
    expect(old).toMatch(/\.png$/);
    const replaced = await postEditor(server, admin.cookie, fields, new Blob([WEBP.lossless]));
    expect(replaced.status).toBe(302);
    const current = (await shownLogo()) as string;
    expect(current).toMatch(/\.webp$/);
    expect((await server.get(`/insurers/logos/${current}`)).status).toBe(200);
    expect((await server.get(`/insurers/logos/${old}`)).status).toBe(404);

    // The history still has the old logo: restoring that version shows and serves it again.
    const versions = await h.db
      .selectFrom("content_versions")
      .select(["version", "data"])
      .where("kind", "=", "insurer")
      .where("doc_key", "=", INSURER)
      .orderBy("version", "desc")
      .execute();
    const withOld = versions.find((v) => v.data.includes(`"${old}"`));
    const restore = await server.post(
      `/admin-portal/history/insurer/${INSURER}`,
      { intent: "restore", version: String(withOld?.version) },
      admin.cookie,
    );
    expect(restore.status).toBe(302);
    expect(await shownLogo()).toBe(old);
    const served = await server.get(`/insurers/logos/${old}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");

    // An upload no version names (a save refused after it): deleted once it is an hour old.
    const orphan = (c: string, minutesAgo: number) => ({
      file_name: `${c.repeat(64)}.png`,
      mime: "image/png",
      data: pngFile().toString("base64"),
      created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    });
    await h.db
      .insertInto("insurer_logos")
      .values([orphan("a", 61), orphan("b", 5)])
      .execute();
    expect(await purgeUnusedLogos(h.db)).toBe(1);
    const kept = (await h.db.selectFrom("insurer_logos").select("file_name").execute()).map(
      (r) => r.file_name,
    );
    expect(kept).toEqual(expect.arrayContaining([old, current, `${"b".repeat(64)}.png`]));
    expect(kept).not.toContain(`${"a".repeat(64)}.png`);

    // The same file uploaded again gets a fresh date: its hour starts again.
    await h.db
      .updateTable("insurer_logos")
      .set({ created_at: "2000-01-01T00:00:00.000Z" })
      .where("file_name", "=", current)
      .execute();
    const again = await postEditor(server, admin.cookie, fields, new Blob([WEBP.lossless]));
    expect(again.status).toBe(302);
    const row = await h.db
      .selectFrom("insurer_logos")
      .select("created_at")
      .where("file_name", "=", current)
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("the directory filters by name on the server (no JavaScript), ignoring accents and case", async () => {
    const html = await (await server.get(`/insurers?q=${encodeURIComponent("SULAMÉ")}`)).text();
    const names = [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(names).toEqual(["SulAmérica"]);
    const none = await (await server.get("/insurers?q=zzzz")).text();
    expect(none).toContain(escapeHtml("Nenhuma seguradora com “zzzz” no nome."));
  });
});

/** `npm run credentials:rotate` as an operator runs it, with only the variables it reads. */
function runRotate(
  databaseUrl: string,
  currentKey: string,
  options: { args?: string[]; env?: Record<string, string>; input?: string },
) {
  return spawnSync(
    process.execPath,
    ["node_modules/tsx/dist/cli.mjs", "scripts/credentials-rotate.ts", ...(options.args ?? [])],
    {
      cwd: PROJECT_ROOT,
      encoding: "utf8",
      input: options.input ?? "",
      env: {
        PATH: process.env.PATH,
        DATABASE_URL: databaseUrl,
        CREDENTIALS_KEY: currentKey,
        LOG_LEVEL: "silent",
        ...options.env,
      },
    },
  );
}

describeOn("postgres", "CREDENTIALS_KEY", () => {
  it("a wrong key stops the start; rotation keeps every password readable under the new key", async () => {
    const database = await makeDatabase("postgres");
    try {
      const first = await startServer({ databaseUrl: database.url });
      const h = openDatabase(database.url);
      const admin = await createStaff(h.db, "admin", "approved");
      expect((await postEditor(first, admin.cookie, { ...publicFields, ...internalFields })).status).toBe(
        302,
      );
      await first.stop();

      const wrongKey = "1e".repeat(32);
      await expect(
        startServer({ databaseUrl: database.url, env: { CREDENTIALS_KEY: wrongKey } }),
      ).rejects.toThrow(/CREDENTIALS_KEY não é a chave que cifrou as senhas/);

      const rotate = runRotate(database.url, TEST_CREDENTIALS_KEY, { args: ["--new-key", wrongKey] });
      expect(rotate.stderr).toContain("Aviso: uma chave em --new-key fica visível para outros usuários");
      expect(rotate.stdout + rotate.stderr).toContain("1 senha(s) cifrada(s) de novo");
      expect(rotate.status).toBe(0);

      await expect(startServer({ databaseUrl: database.url })).rejects.toThrow(
        /CREDENTIALS_KEY não é a chave/,
      );
      const rotated = await startServer({ databaseUrl: database.url, env: { CREDENTIALS_KEY: wrongKey } });
      const staff = await createStaff(h.db, "collaborator", "approved");
      const reveal = await rotated.post(
        `/employee-portal/insurers/${INSURER}/password`,
        { intent: "reveal" },
        staff.cookie,
      );
      expect(await reveal.json()).toEqual({ ok: true, password: PASSWORD });
      await rotated.stop();
      await h.db.destroy();
    } finally {
      await database.drop();
    }
  }, 90_000);
});

describe(`CREDENTIALS_KEY on ${kind}`, () => {
  it(`rotation reads the new key from standard input or NEW_CREDENTIALS_KEY without echoing it (${kind})`, async () => {
    const database = await makeDatabase(kind);
    try {
      const first = await startServer({ databaseUrl: database.url });
      const h = openDatabase(database.url);
      const admin = await createStaff(h.db, "admin", "approved");
      expect((await postEditor(first, admin.cookie, { ...publicFields, ...internalFields })).status).toBe(
        302,
      );
      await first.stop();

      const piped = "2a".repeat(32);
      const byStdin = runRotate(database.url, TEST_CREDENTIALS_KEY, { input: `${piped}\n` });
      expect(byStdin.stdout + byStdin.stderr).toContain("1 senha(s) cifrada(s) de novo");
      expect(byStdin.stdout + byStdin.stderr).not.toContain(piped);
      expect(byStdin.stderr).not.toContain("Aviso");
      expect(byStdin.status).toBe(0);

      const fromEnv = "3b".repeat(32);
      const byEnv = runRotate(database.url, piped, { env: { NEW_CREDENTIALS_KEY: fromEnv } });
      expect(byEnv.stdout + byEnv.stderr).toContain("1 senha(s) cifrada(s) de novo");
      expect(byEnv.stdout + byEnv.stderr).not.toContain(fromEnv);
      expect(byEnv.status).toBe(0);

      // A bad piped key is refused before anything changes, and not echoed either.
      const bad = runRotate(database.url, fromEnv, { input: "nao-e-hex" });
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain("64 caracteres hexadecimais");
      expect(bad.stdout + bad.stderr).not.toContain("nao-e-hex");

      const rotated = await startServer({ databaseUrl: database.url, env: { CREDENTIALS_KEY: fromEnv } });
      const staff = await createStaff(h.db, "collaborator", "approved");
      const reveal = await rotated.post(
        `/employee-portal/insurers/${INSURER}/password`,
        { intent: "reveal" },
        staff.cookie,
      );
      expect(await reveal.json()).toEqual({ ok: true, password: PASSWORD });
      await rotated.stop();
      await h.db.destroy();
    } finally {
      await database.drop();
    }
  }, 180_000); // several script runs (tsx starts) beside two servers
});

describeOn("sqlite", "CREDENTIALS_KEY", () => {
  it("production refuses to start without it, naming it", async () => {
    const database = await makeDatabase("sqlite");
    try {
      await expect(
        startServer({
          databaseUrl: database.url,
          env: { NODE_ENV: "production", SMTP_URL: "smtp://127.0.0.1:9", CREDENTIALS_KEY: "" },
        }),
      ).rejects.toThrow(/CREDENTIALS_KEY: obrigatória com NODE_ENV=production/);
    } finally {
      await database.drop();
    }
  });
});
