import { type Kysely, type MigrationProvider, Migrator, PostgresAdapter, sql } from "kysely";
import { migrations } from "./migrations";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * On PostgreSQL, the schema the connection works in (`?schema=` sets the search_path). Kysely's
 * migrator looks for its own tables in every schema unless told which one: with a second
 * deployment's tables in another schema of the same database, it would skip creating its lock
 * table and then fail to read it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
async function migrationSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/** The migrator over our migrations, in the connection's own schema (tests also step it to one version). */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function migratorFor(db: Kysely<any>): Promise<Migrator> {
  return new Migrator({ db, provider, migrationTableSchema: await migrationSchema(db) });
}

/** Applies every pending migration; idempotent, safe to run at every start by every instance. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = await migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Falha ao aplicar a migração ${failed?.migrationName ?? ""}: ${String(error)}`);
  }
}
