/**
 * A content row the store cannot read (security review 2, M-1) must not stop the site: over real
 * HTTP against `node server.js` (run `npm run build` first), on SQLite and PostgreSQL. An unknown
 * insurer id is refused before anything is written; a bad row planted straight in
 * content_versions (an insurer that does not exist, broken JSON over a good product page) is
 * logged once and skipped, while pages, admin saves and a restart carry on.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/.server/platform";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { insurers } from "~/content/insurer-defaults";
import { products } from "~/content/product-defaults";
import { productPath } from "~/content/product-types";
import { contentFormFields, liveSiteDetails } from "../support/content-form";
import { projectDatabase } from "../support/database-project";
import { escapeHtml, unique, waitFor } from "../support/http-assertions";
import { jsonLogLines } from "../support/logs";
import {
  createStaff,
  makeDatabase,
  type StaffFixture,
  startServer,
  type TestDatabase,
  type TestServer,
} from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const GHOST = "nao-existe-x";
const travel = products.find((p) => p.slug === "travel");
if (!travel) throw new Error("travel");
const porto = insurers.find((i) => i.id === "porto");
if (!porto) throw new Error("porto");

/** A version written past the store, as a bad release or a hand edit would, and the revision moved. */
async function plant(db: Kysely<Database>, kind: "insurer" | "product", key: string, data: string) {
  const newest = await db
    .selectFrom("content_versions")
    .select((s) => s.fn.max("version").as("version"))
    .where("kind", "=", kind)
    .where("doc_key", "=", key)
    .executeTakeFirst();
  const { revision } = await db
    .updateTable("content_revision")
    .set((eb) => ({ revision: eb("revision", "+", 1) }))
    .where("id", "=", 1)
    .returning("revision")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("content_versions")
    .values({
      id: randomUUID(),
      kind,
      doc_key: key,
      version: Number(newest?.version ?? 0) + 1,
      revision,
      data,
      changed_fields: "[]",
      author_id: null,
      restored_from: null,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** The error lines a server logged about one document. */
const linesAbout = (server: TestServer, doc: string) =>
  jsonLogLines(server.output()).filter((line) => line.level !== "info" && line.msg.includes(doc));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`content the store cannot read, on ${kind}`, () => {
  let database: TestDatabase;
  let server: TestServer;
  let h: DatabaseHandle;
  let admin: StaffFixture;
  const start = () => startServer({ databaseUrl: database.url, env: { LOG_FORMAT: "json" } });

  beforeAll(async () => {
    database = await makeDatabase(kind);
    server = await start();
    h = openDatabase(database.url);
    admin = await createStaff(h.db, "admin", "approved");
  });

  afterAll(async () => {
    await h?.db.destroy();
    await server?.stop();
    await database?.drop();
  });

  it("hide or show of an insurer that does not exist answers 404 and stores nothing", async () => {
    for (const intent of ["hide", "show"]) {
      const res = await server.post("/admin-portal/insurers", { intent, id: "nao-existe-y" }, admin.cookie);
      expect(res.status, intent).toBe(404);
      expect(await res.text(), intent).toContain(escapeHtml("Seguradora não encontrada."));
    }
    const rows = await h.db
      .selectFrom("content_versions")
      .select("id")
      .where("doc_key", "=", "nao-existe-y")
      .execute();
    expect(rows).toEqual([]);
    const audit = await h.db
      .selectFrom("audit_log")
      .select("id")
      .where("target_id", "=", "insurer:nao-existe-y")
      .execute();
    expect(audit).toEqual([]);
  });

  it("a bad row is logged once and skipped: pages serve, an admin save shows, a restart succeeds", async () => {
    const lead = (await (await server.get(productPath(travel))).text()).includes(escapeHtml(travel.lead));
    expect(lead).toBe(true);
    await plant(h.db, "insurer", GHOST, JSON.stringify({ hidden: true }));
    await plant(h.db, "product", "travel", '{"lead": "quebrado');
    // The next poll (every 500 ms) sees the new revision and logs each bad row: wait for that,
    // not for a fixed time, which a busy machine can overrun.
    await waitFor(
      () =>
        linesAbout(server, `insurer:${GHOST}`).length > 0 && linesAbout(server, "product:travel").length > 0,
    );

    for (const path of ["/", "/insurers", productPath(travel)]) {
      expect((await server.get(path)).status, path).toBe(200);
    }
    const directory = await (await server.get("/insurers")).text();
    expect(directory).toContain(escapeHtml(porto.name));
    expect(directory).not.toContain(GHOST);
    // The broken version is skipped: the page keeps the last readable one.
    expect(await (await server.get(productPath(travel))).text()).toContain(escapeHtml(travel.lead));

    const tagline = `Seguros que não param ${unique()}`;
    const save = await server.post(
      "/admin-portal/site",
      { intent: "save", ...contentFormFields({ ...(await liveSiteDetails(h.db)), tagline }) },
      admin.cookie,
    );
    expect(save.status).toBe(302);
    expect(await (await server.get("/")).text()).toContain(escapeHtml(tagline));
    // Its history still opens; restoring the damaged version is refused with a message.
    const history = "/admin-portal/history/product/travel";
    expect((await server.get(`${history}?versao=2`, admin.cookie)).status).toBe(200);
    const restore = await server.post(history, { intent: "restore", version: "2" }, admin.cookie);
    expect(restore.status).toBe(409);
    expect(await restore.text()).toContain(
      escapeHtml("Esta versão está danificada no banco e não pode ser lida."),
    );
    // A save over the broken version starts from the readable one.
    const hide = await server.post(
      "/admin-portal/products",
      { intent: "hide", slug: "travel" },
      admin.cookie,
    );
    expect(hide.status).toBe(302);
    expect((await server.get(productPath(travel))).status).toBe(404);

    await sleep(1_500);
    expect(linesAbout(server, `insurer:${GHOST}`)).toHaveLength(1);
    expect(linesAbout(server, "product:travel")).toHaveLength(1);

    await server.stop();
    server = await start();
    expect((await server.get("/insurers")).status).toBe(200);
    expect(await (await server.get("/")).text()).toContain(escapeHtml(tagline));
    await sleep(1_500);
    expect(linesAbout(server, `insurer:${GHOST}`)).toHaveLength(1);
  }, 90_000);
});
