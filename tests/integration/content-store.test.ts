/**
 * Admin-managed content (issue 14) without HTTP: versions, restore, seeding and the defaults, on
 * real SQLite and PostgreSQL. The HTTP side (editors, guards, visitors) is in the guard matrix
 * (guards/matrix.test.ts) and e2e/admin-content.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  changedFields,
  contentTransaction,
  currentContent,
  listVersions,
  loadContent,
  readVersion,
  refreshContent,
  restoreVersion,
  saveDocument,
  seedContent,
} from "~/.server/content";
import { moveInsurer } from "~/.server/insurers/insurers";
import { migrateToLatest } from "~/.server/platform";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { insurers } from "~/content/insurer-defaults";
import { products } from "~/content/product-defaults";
import { describeOn, projectDatabase } from "../support/database-project";
import { makeDatabase, type TestDatabase } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const PORTAL = "https://cotacao.example.com";
const site = { kind: "site" as const, key: "site" };
const travel = { kind: "product" as const, key: "travel" };

describe(`content store on ${kind}`, () => {
  let database: TestDatabase;
  let h: DatabaseHandle;
  let adminId: string;

  beforeEach(async () => {
    database = await makeDatabase(kind);
    h = openDatabase(database.url);
    await migrateToLatest(h.db);
    adminId = crypto.randomUUID();
  });
  afterEach(async () => {
    await h.db.destroy();
    await database.drop();
  });

  const versions = (doc: { kind: string; key: string }) =>
    h.db
      .selectFrom("content_versions")
      .selectAll()
      .where("kind", "=", doc.kind)
      .where("doc_key", "=", doc.key)
      .orderBy("version")
      .execute();

  it("two instances seeding at once write each default once, as version 1 by nobody", async () => {
    const other = openDatabase(database.url);
    try {
      // At once on PostgreSQL (the revision row lock decides). SQLite's driver is synchronous, so
      // two connections in one process cannot interleave: there it is one seed after the other.
      if (kind === "postgres") await Promise.all([seedContent(h.db, PORTAL), seedContent(other.db, PORTAL)]);
      else for (const db of [h.db, other.db]) await seedContent(db, PORTAL);
    } finally {
      await other.db.destroy();
    }
    const rows = await h.db
      .selectFrom("content_versions")
      .select(["kind", "doc_key", "version", "author_id"])
      .execute();
    expect(rows).toHaveLength(1 + products.length + insurers.length);
    expect(rows.every((r) => r.version === 1 && r.author_id === null)).toBe(true);
    const content = await loadContent(h.db, PORTAL);
    expect(content.products.map((p) => p.slug)).toEqual(products.map((p) => p.slug));
    expect(content.site.quotePortalUrl).toBe(PORTAL);
  });

  it("a save is a new version with its changed fields and an audit row without the text; nothing changed, nothing written", async () => {
    await seedContent(h.db, PORTAL);
    const outcome = await saveDocument(h.db, adminId, site, (previous) => ({
      ...(previous as object),
      whatsapp: "11987654321",
    }));
    expect(outcome).toEqual({ saved: true, version: 2, fields: ["whatsapp"] });
    const audit = await h.db
      .selectFrom("audit_log")
      .selectAll()
      .where("target_id", "=", "site:site")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]?.action).toBe("content.save");
    expect(audit[0]?.details).not.toContain("11987654321");
    expect(JSON.parse(audit[0]?.details ?? "{}")).toEqual({ version: 2, fields: ["whatsapp"] });

    const again = await saveDocument(h.db, adminId, site, (previous) => previous);
    expect(again).toEqual({ saved: false });
    expect(await versions(site)).toHaveLength(2);
    expect((await loadContent(h.db, PORTAL)).site.whatsapp).toBe("11987654321");
  });

  it("restoring version 1 brings its text back as a new version; a product keeps its visibility", async () => {
    await seedContent(h.db, PORTAL);
    const original = (await readVersion(h.db, travel, 1)) as { lead: string };
    await saveDocument(h.db, adminId, travel, (p) => ({ ...(p as object), lead: "Frase nova do banner." }));
    await saveDocument(h.db, adminId, travel, (p) => ({ ...(p as object), hidden: true }));

    const outcome = await restoreVersion(h.db, adminId, travel, 1);
    expect(outcome).toMatchObject({ saved: true, version: 4, fields: ["lead"] });
    const rows = await versions(travel);
    expect(rows.at(-1)?.restored_from).toBe(1);
    const restored = JSON.parse(rows.at(-1)?.data ?? "{}");
    expect(restored.lead).toBe(original.lead);
    expect(restored.hidden).toBe(true);
    const product = (await loadContent(h.db, PORTAL)).products.find((p) => p.slug === "travel");
    expect(product).toMatchObject({ lead: original.lead, hidden: true });

    const history = await listVersions(h.db, travel);
    expect(history.map((v) => [v.version, v.fields, v.restoredFrom])).toEqual([
      [4, ["lead"], 1],
      [3, ["hidden"], null],
      [2, ["lead"], null],
      [1, [], null],
    ]);
    expect(history.at(-1)?.author).toBe("Padrão do sistema");
  });

  it("restoring an insurer brings its text back but keeps its visibility and place in the list", async () => {
    await seedContent(h.db, PORTAL);
    const porto = { kind: "insurer" as const, key: "porto" };
    const original = (await readVersion(h.db, porto, 1)) as { name: string; position: number };
    await saveDocument(h.db, adminId, porto, (p) => ({ ...(p as object), name: "Porto Nova" }));
    await saveDocument(h.db, adminId, porto, (p) => ({ ...(p as object), hidden: true, position: 99 }));
    await restoreVersion(h.db, adminId, porto, 1);
    const insurer = (await loadContent(h.db, PORTAL)).insurers.find((i) => i.id === "porto");
    expect(insurer).toMatchObject({ name: original.name, hidden: true, position: 99 });
  });

  it("a changed default reaches a document nobody edited, never one an admin saved", async () => {
    await seedContent(h.db, PORTAL);
    expect(await seedContent(h.db, "https://novo-portal.example.com")).toBe(1);
    expect((await loadContent(h.db, PORTAL)).site.quotePortalUrl).toBe("https://novo-portal.example.com");

    await saveDocument(h.db, adminId, site, (p) => ({ ...(p as object), tagline: "Seguros sob medida" }));
    expect(await seedContent(h.db, "https://outro-portal.example.com")).toBe(0);
    const content = await loadContent(h.db, PORTAL);
    expect(content.site.tagline).toBe("Seguros sob medida");
    expect(content.site.quotePortalUrl).toBe("https://novo-portal.example.com");
  });

  it("a document that fails its schema is never committed, whoever saves it", async () => {
    await seedContent(h.db, PORTAL);
    const ghost = { kind: "insurer" as const, key: "nao-existe-x" };
    await expect(saveDocument(h.db, adminId, ghost, () => ({ hidden: true }))).rejects.toThrow(
      /insurer:nao-existe-x inválido, versão não salva/,
    );
    await expect(
      saveDocument(h.db, adminId, site, (p) => ({ ...(p as object), email: "não-é-e-mail" })),
    ).rejects.toThrow(/site:site inválido, versão não salva: email/);
    expect(await versions(ghost)).toEqual([]);
    expect(await versions(site)).toHaveLength(1);
    expect(await h.db.selectFrom("audit_log").select("id").execute()).toEqual([]);
  });

  it("each save moves the revision every instance polls", async () => {
    await seedContent(h.db, PORTAL);
    const before = (await loadContent(h.db, PORTAL)).revision;
    await saveDocument(h.db, adminId, travel, (p) => ({ ...(p as object), lead: "Outra frase." }));
    expect((await loadContent(h.db, PORTAL)).revision).toBeGreaterThan(before);
  });

  it("this instance's snapshot follows every content write after its commit, whoever writes; a rolled-back write leaves it", async () => {
    await seedContent(h.db, PORTAL);
    await refreshContent(h.db, PORTAL);
    await saveDocument(h.db, adminId, site, (p) => ({ ...(p as object), whatsapp: "11987654321" }));
    expect(currentContent().site.whatsapp).toBe("11987654321");

    const first = currentContent().insurers[0]?.id as string;
    await moveInsurer(h.db, adminId, first, "down");
    expect(currentContent().insurers[1]?.id).toBe(first);

    const revision = currentContent().revision;
    await expect(
      contentTransaction(h.db, async (trx) => {
        await saveDocument(trx, adminId, site, (p) => ({ ...(p as object), whatsapp: "11912345678" }));
        throw new Error("desfeita");
      }),
    ).rejects.toThrow("desfeita");
    expect(currentContent().revision).toBe(revision);
    expect(currentContent().site.whatsapp).toBe("11987654321");
    expect((await loadContent(h.db, PORTAL)).site.whatsapp).toBe("11987654321");
  });

  it("a content write in a transaction opened outside transaction() is refused before it writes", async () => {
    await seedContent(h.db, PORTAL);
    await expect(
      h.db.transaction().execute((trx) => saveDocument(trx, adminId, site, (p) => p)),
    ).rejects.toThrow(/transaction\(\)/);
  });
});

// No database here: one project is enough.
describeOn("sqlite", "changed fields", () => {
  it("names nested fields by path and lists as a whole", () => {
    expect(
      changedFields(
        { a: 1, address: { city: "X", state: "PR" }, faqs: [{ q: 1 }] },
        { a: 1, address: { city: "Y", state: "PR" }, faqs: [{ q: 2 }] },
      ),
    ).toEqual(["address.city", "faqs"]);
  });
});
