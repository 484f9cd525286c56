/**
 * Fault injection in the database for failure-branch tests: a trigger makes the real server's
 * database refuse one kind of write (insert, update or delete) on one table, but only for rows
 * whose column equals a value the test itself made (its user id, its e-mail). Everyone else's
 * rows pass, so tests running in parallel on one database (the e2e suite shares one SQLite file)
 * are not disturbed. Nothing in the product is mocked: the server's own query fails exactly as a
 * lost connection or a full disk would make it fail.
 */
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { DatabaseHandle } from "~/.server/platform/db/database";

/** The error text the trigger raises: tests look for it in the server's log. */
export const FORCED_FAILURE_MESSAGE = "falha forçada pelo teste";

export interface ForcedFailureRule {
  table: string;
  on: "insert" | "update" | "delete";
  /** The row the write is refused for: NEW.column on insert, OLD.column on update and delete. */
  where: { column: string; equals: string };
}

export interface ForcedFailure {
  /** Drops the trigger (and its function on PostgreSQL). Safe to call more than once. */
  remove(): Promise<void>;
}

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

function identifier(name: string): string {
  // Table and column names are written into DDL as they are: accept only plain identifiers.
  if (!IDENTIFIER.test(name)) throw new Error(`identificador inválido para o gatilho: ${name}`);
  return name;
}

/** A SQL string literal: the value is test-made, but a quote in it must not end the literal. */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Makes the database refuse this write for this row until remove() is called. Always remove it
 * (finally/afterEach): on the shared e2e database a forgotten trigger outlives the test.
 */
export async function forceFailure(handle: DatabaseHandle, rule: ForcedFailureRule): Promise<ForcedFailure> {
  const table = identifier(rule.table);
  const column = identifier(rule.where.column);
  const row = rule.on === "insert" ? "NEW" : "OLD";
  const condition = `${row}.${column} = ${literal(rule.where.equals)}`;
  const event = rule.on.toUpperCase();
  const name = `forced_failure_${randomBytes(6).toString("hex")}`;

  if (handle.kind === "sqlite") {
    // A regular (not TEMP) trigger: it lives in the file, so the server's own connection sees it.
    handle.sqlite.exec(
      `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW WHEN ${condition}
       BEGIN SELECT RAISE(ABORT, ${literal(FORCED_FAILURE_MESSAGE)}); END`,
    );
    let removed = false;
    return {
      async remove() {
        if (removed) return;
        removed = true;
        handle.sqlite.exec(`DROP TRIGGER IF EXISTS ${name}`);
      },
    };
  }

  // PostgreSQL: the handle's pool runs with search_path set to the test's schema (openDatabase
  // reads ?schema=), so unqualified names land beside the server's tables, in that schema only.
  await sql
    .raw(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN RAISE EXCEPTION ${literal(FORCED_FAILURE_MESSAGE)}; END $$`,
    )
    .execute(handle.db);
  await sql
    .raw(
      `CREATE TRIGGER ${name} BEFORE ${event} ON ${table} FOR EACH ROW WHEN (${condition})
       EXECUTE FUNCTION ${name}()`,
    )
    .execute(handle.db);
  let removed = false;
  return {
    async remove() {
      if (removed) return;
      removed = true;
      await sql.raw(`DROP TRIGGER IF EXISTS ${name} ON ${table}`).execute(handle.db);
      await sql.raw(`DROP FUNCTION IF EXISTS ${name}()`).execute(handle.db);
    },
  };
}
