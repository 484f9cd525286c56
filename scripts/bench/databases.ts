/** Throw-away databases for the bench's parts, dropped by cleanup() (processes.ts). */
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { TEST_POSTGRES_URL } from "../../tests/support/postgres-url";
import { onCleanup, tempDir } from "./processes";

export type DatabaseKind = "sqlite" | "postgres";

/**
 * The URL of a new, empty database: a SQLite file in a temp dir, or a new schema (`<prefix>_…`)
 * at BENCH_POSTGRES_URL, else the tests' TEST_POSTGRES_URL.
 */
export async function freshDatabase(kind: DatabaseKind, prefix: string): Promise<string> {
  if (kind === "sqlite") return `file:${path.join(tempDir(`${prefix}-`), "site.sqlite")}`;
  const base = process.env.BENCH_POSTGRES_URL ?? TEST_POSTGRES_URL;
  const schema = `${prefix}_${randomBytes(4).toString("hex")}`;
  const server = new pg.Client({ connectionString: base });
  await server.connect();
  await server.query(`create schema ${schema}`);
  onCleanup(`esquema ${schema}`, async () => {
    await server.query(`drop schema if exists ${schema} cascade`);
    await server.end();
  });
  return `${base}${base.includes("?") ? "&" : "?"}schema=${schema}`;
}
