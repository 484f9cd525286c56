/**
 * Demand the site sees (issue 29, decision 044), on SQLite and PostgreSQL: clicks counted per day,
 * product and kind, with nothing about the visitor.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { demandCounts, demandDay, recordDemand } from "~/.server/leads/demand";
import { migrateToLatest } from "~/.server/platform";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { projectDatabase } from "../support/database-project";
import { makeDatabase, type TestDatabase } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

describe(`demand counts on ${kind}`, () => {
  let database: TestDatabase;
  let h: DatabaseHandle;

  beforeEach(async () => {
    database = await makeDatabase(kind);
    h = openDatabase(database.url);
    await migrateToLatest(h.db);
  });
  afterEach(async () => {
    await h?.db.destroy();
    await database?.drop();
  });

  it("counts each click once per day, product and kind, and sums a period by product", async () => {
    const app = { db: h.db };
    // 02:00 UTC on the 11th is still the 10th in São Paulo.
    await recordDemand(app, { product: "automobile", kind: "quote", at: "2026-11-11T02:00:00Z" });
    await recordDemand(app, { product: "automobile", kind: "quote", at: "2026-11-10T12:00:00Z" });
    await recordDemand(app, { product: "automobile", kind: "whatsapp", at: "2026-11-11T12:00:00Z" });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        recordDemand(app, { product: "travel", kind: "whatsapp", at: "2026-11-12T12:00:00Z" }),
      ),
    );
    await recordDemand(app, { product: "travel", kind: "quote", at: "2026-11-20T12:00:00Z" });

    const rows = await h.db.selectFrom("demand_counts").selectAll().orderBy("day").orderBy("kind").execute();
    expect(rows).toEqual([
      { day: "2026-11-10", product: "automobile", kind: "quote", count: 2 },
      { day: "2026-11-11", product: "automobile", kind: "whatsapp", count: 1 },
      { day: "2026-11-12", product: "travel", kind: "whatsapp", count: 5 },
      { day: "2026-11-20", product: "travel", kind: "quote", count: 1 },
    ]);
    expect(await demandCounts(h.db, { from: "2026-11-10", to: "2026-11-12" })).toEqual([
      { product: "automobile", quote: 2, whatsapp: 1 },
      { product: "travel", quote: 0, whatsapp: 5 },
    ]);
    // Both ends included; a day outside is not.
    expect(await demandCounts(h.db, { from: "2026-11-11", to: "2026-11-20" })).toEqual([
      { product: "automobile", quote: 0, whatsapp: 1 },
      { product: "travel", quote: 1, whatsapp: 5 },
    ]);
    expect(await demandCounts(h.db, { from: "2026-11-21", to: "2026-11-30" })).toEqual([]);
  });

  it("a day is the brokerage's, in its zone (São Paulo by default; Manaus an hour behind)", () => {
    expect(demandDay("2026-11-11T02:59:59Z", "America/Sao_Paulo")).toBe("2026-11-10");
    expect(demandDay("2026-11-11T03:00:00Z", "America/Sao_Paulo")).toBe("2026-11-11");
    expect(demandDay("2026-11-11T03:59:59Z", "America/Manaus")).toBe("2026-11-10");
    expect(demandDay("2026-11-11T04:00:00Z", "America/Manaus")).toBe("2026-11-11");
  });
});
