/**
 * Which database an integration file runs on. vitest.config.ts runs every file of
 * tests/integration/ twice, once in the `sqlite` project and once in the `postgres` one, and
 * hands each run its database with `provide`; a file takes it once, at the top:
 *
 *     const kind = projectDatabase();
 *     describe(`lead stages on ${kind}`, () => { const s = useServerSuite(kind); … });
 *
 * The two runs are separate files to Vitest, so the two workers run them side by side.
 * A block about one database only (nginx in front of PostgreSQL, a SQLite file's permissions)
 * is declared with `describeOn`; a whole file about one database is listed in vitest.config.ts.
 */
import { describe, inject } from "vitest";

export type DatabaseKind = "sqlite" | "postgres";

declare module "vitest" {
  export interface ProvidedContext {
    database: DatabaseKind;
  }
}

/** The database of the project running this file (`sqlite` or `postgres`). */
export function projectDatabase(): DatabaseKind {
  const kind = inject("database");
  if (kind !== "sqlite" && kind !== "postgres") {
    throw new Error("Este arquivo roda nos projetos sqlite e postgres do Vitest (vitest.config.ts).");
  }
  return kind;
}

/**
 * A describe block that belongs to one database: declared in that database's project only, so
 * the other project neither runs nor counts it (it is not a skipped test).
 */
export function describeOn(kind: DatabaseKind, name: string, body: () => void): void {
  if (projectDatabase() === kind) describe(name, body);
}
