/**
 * Migrations on PostgreSQL run in the connection's own schema even when another schema of the
 * same database already has Kysely's bookkeeping tables (another app, or a test run beside this
 * one: the integration suites share one PostgreSQL database, one schema per run). Before the fix
 * the server failed to start with `relation "kysely_migration_lock" does not exist`.
 *
 * The decoy lives in a database of its own, so it cannot disturb anyone else's run meanwhile.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, it } from "vitest";
import { openDatabase } from "~/.server/db/database";
import { migrateToLatest } from "~/.server/db/migrate";
import { PG_BASE } from "../support/staff-server";

async function onServer(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_BASE });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

it("migrates into its schema beside another schema that has Kysely's migration tables", async () => {
  const name = `migrate_${randomBytes(6).toString("hex")}`;
  const base = new URL(PG_BASE);
  base.pathname = `/${name}`;
  await onServer(`create database ${name}`);
  try {
    const decoy = new pg.Client({ connectionString: base.toString() });
    await decoy.connect();
    try {
      await decoy.query(`create schema other_app;
        create table other_app.kysely_migration (name varchar(255) primary key, timestamp varchar(255));
        create table other_app.kysely_migration_lock (id varchar(255) primary key, is_locked integer);
        create schema site`);
    } finally {
      await decoy.end();
    }
    const handle = openDatabase(`${base.toString()}${base.search ? "&" : "?"}schema=site`);
    try {
      if (handle.kind !== "postgres") throw new Error("esperava PostgreSQL");
      await migrateToLatest(handle.db);
      await migrateToLatest(handle.db); // a second start: nothing to do, no error
      const { rows } = await handle.pool.query<{ schema: string; table: string }>(
        `select table_schema as schema, table_name as table from information_schema.tables
          where table_name in ('users', 'kysely_migration') order by 1, 2`,
      );
      expect(rows).toEqual([
        { schema: "other_app", table: "kysely_migration" },
        { schema: "site", table: "kysely_migration" },
        { schema: "site", table: "users" },
      ]);
    } finally {
      await handle.db.destroy();
    }
  } finally {
    await onServer(`drop database if exists ${name}`);
  }
});
