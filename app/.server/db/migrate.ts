import { type Kysely, type MigrationProvider, Migrator, PostgresIntrospector, sql } from "kysely";
import { migrations } from "./migrations";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * On PostgreSQL, the schema the connection works in (search_path, e.g. ?schema= in tests). Kysely's
 * Migrator, given no schema, looks for its bookkeeping tables in every schema of the database: a
 * kysely_migration_lock of another schema (another app, a test running beside) makes it skip
 * creating ours and then fail. Naming our schema scopes that lookup to it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
async function migrationSchema(db: Kysely<any>): Promise<string | undefined> {
  if (!(db.introspection instanceof PostgresIntrospector)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/** Applies every pending migration; idempotent, safe to run at every start by every instance. */
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const schema = await migrationSchema(db);
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Falha ao aplicar a migração ${failed?.migrationName ?? ""}: ${String(error)}`);
  }
}
