import { closeSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type DatabaseKind = "sqlite" | "postgres";

/** The Kysely instance plus the raw driver, for libraries that need it (rate limiting). */
export type DatabaseHandle =
  | { kind: "sqlite"; db: Kysely<Database>; sqlite: SQLite.Database }
  | { kind: "postgres"; db: Kysely<Database>; pool: pg.Pool; schema?: string };

/**
 * `postgres://` or `postgresql://` → PostgreSQL; `file:` URL or a plain path → SQLite.
 * A `?schema=name` on a PostgreSQL URL sets the search_path (tests use one schema per run).
 */
export function openDatabase(url: string): DatabaseHandle {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const parsed = new URL(url);
    const schema = parsed.searchParams.get("schema");
    parsed.searchParams.delete("schema");
    const pool = new pg.Pool({
      connectionString: parsed.toString(),
      max: 10,
      ...(schema ? { options: `-c search_path=${schema}` } : {}),
    });
    // The pool listens for errors on idle clients only (its "error" event, logged in services.ts).
    // A client checked out between two queries whose connection the server ends (a restart,
    // pg_terminate_backend) emitted an unhandled "error" and ended the process; its query fails
    // on its own and the pool replaces it, so the extra event is only ignored here.
    pool.on("connect", (client) => client.on("error", () => {}));
    return {
      kind: "postgres",
      pool,
      ...(schema ? { schema } : {}),
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    };
  }
  const file = url.startsWith("file:") ? url.slice("file:".length) : url;
  if (file !== ":memory:") {
    privateDir(path.dirname(path.resolve(file)));
    privateFile(file);
  }
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  // Several processes (CLI, tests, a second server) may share the file: wait instead of failing.
  sqlite.pragma("busy_timeout = 5000");
  return {
    kind: "sqlite",
    sqlite,
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }),
  };
}

/**
 * The database and its copies hold password hashes, sessions, contact messages and sealed mail:
 * readable by the service user only (folders 0700, files 0600), whatever the umask. Existing
 * folders and files keep their mode (docs/operations.md says how to tighten old ones). SQLite
 * gives the WAL and SHM files the database file's mode.
 */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/** Creates the file empty with mode 0600 if it does not exist (SQLite then opens it as it is). */
export function privateFile(file: string): void {
  closeSync(openSync(file, "a", 0o600));
}
