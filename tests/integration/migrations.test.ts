/**
 * Migrations on PostgreSQL when one database holds several deployments, one per schema
 * (`?schema=`), as staging and production may share a server: each migrates on its own.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/.server/db/database";
import { migrateToLatest } from "~/.server/db/migrate";
import { workerPostgresUrl } from "../support/test-server";

const schemas = [1, 2].map(() => `mig_${randomBytes(6).toString("hex")}`);
const handles: DatabaseHandle[] = [];

/** This worker's database (tests/support/test-server.ts): no other file drops schemas in it meanwhile. */
const base = await workerPostgresUrl();

async function admin(query: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const h of handles) await h.db.destroy();
  for (const schema of schemas) await admin(`drop schema if exists ${schema} cascade`);
});

it("a second schema of the same database migrates although the first already has its tables", async () => {
  for (const schema of schemas) {
    await admin(`create schema ${schema}`);
    const separator = base.includes("?") ? "&" : "?";
    const h = openDatabase(`${base}${separator}schema=${schema}`);
    handles.push(h);
    await migrateToLatest(h.db);
    await migrateToLatest(h.db); // and again, as every start does
  }
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    for (const schema of schemas) {
      const { rows } = await client.query(
        "select table_name from information_schema.tables where table_schema = $1 order by table_name",
        [schema],
      );
      const tables = rows.map((r: { table_name: string }) => r.table_name);
      expect(tables).toEqual(
        expect.arrayContaining(["users", "sessions", "kysely_migration", "kysely_migration_lock"]),
      );
    }
  } finally {
    await client.end();
  }
});
