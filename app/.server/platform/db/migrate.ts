import { type Kysely, type MigrationProvider, Migrator, PostgresAdapter, sql } from "kysely";
import type { DatabaseHandle } from "./database";
import { migrations } from "./migrations/index";
import type { Database } from "./schema";

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * On PostgreSQL, the schema the connection works in (`?schema=` sets the search_path). Kysely's
 * migrator looks for its own tables in every schema unless told which one: with a second
 * deployment's tables in another schema of the same database, it would skip creating its lock
 * table and then fail to read it.
 */
async function migrationSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}

/** The migrator over our migrations, in the connection's own schema (tests also step it to one version). */
export async function migratorFor(db: Kysely<Database>): Promise<Migrator> {
  return new Migrator({ db, provider, migrationTableSchema: await migrationSchema(db) });
}

/**
 * The `?schema=` of DATABASE_URL, created when missing (a new operator's first start). Looked up
 * first: CREATE SCHEMA IF NOT EXISTS needs the CREATE right on the database even when the schema
 * exists, which an application user given only its own schema lacks.
 */
export async function ensureSchema(db: Kysely<Database>, schema: string): Promise<void> {
  const { rows } = await sql`select 1 from pg_namespace where nspname = ${schema}`.execute(db);
  if (rows.length > 0) return;
  try {
    await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  } catch (error) {
    throw new Error(
      `O schema "${schema}" (?schema= em DATABASE_URL) não existe e não pôde ser criado: ${String(error)}.\n` +
        `Crie-o como administrador do PostgreSQL: CREATE SCHEMA "${schema}" AUTHORIZATION <usuário de DATABASE_URL>;`,
    );
  }
}

/** The likely fix for a failed migration, from the driver's error code or text. */
function likelyFix(error: unknown): string {
  const e = error as { code?: string; message?: string } | undefined;
  const text = `${e?.code ?? ""} ${e?.message ?? String(error)}`;
  if (/3F000|no schema has been selected/i.test(text))
    return "o schema do search_path não existe: indique-o com ?schema=NOME em DATABASE_URL (a partida o cria) ou crie-o com CREATE SCHEMA.";
  if (/42501|permission denied/i.test(text))
    return "o usuário de DATABASE_URL não tem permissão: GRANT CREATE, USAGE ON SCHEMA <schema> TO <usuário>; (ou use um schema do qual ele seja dono).";
  if (/42P07|already exists/i.test(text))
    return "já existe uma tabela com esse nome: use um schema vazio (?schema=NOVO) ou um banco desta aplicação.";
  if (/ECONNREFUSED|ENOTFOUND|ETIMEDOUT|does not exist/i.test(text))
    return "confira DATABASE_URL: o servidor, o banco e o usuário precisam existir e responder.";
  if (/SQLITE_(READONLY|CANTOPEN)|EACCES/i.test(text))
    return "o processo precisa de permissão de escrita em DATA_DIR (ou no arquivo de DATABASE_URL).";
  return "corrija a causa acima e reinicie: as migrações já aplicadas não rodam de novo.";
}

/**
 * Applies every pending migration; idempotent, safe to run at every start by every instance.
 * A failure names the migration (or the migrator's own tables, before the first one) and the
 * likely fix.
 */
export async function migrateToLatest(db: Kysely<Database>, schema?: string): Promise<void> {
  if (schema) await ensureSchema(db, schema);
  const migrator = await migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const name = failed?.migrationName ?? "(antes da primeira: tabelas de controle kysely_migration)";
    throw new Error(
      `Falha ao aplicar a migração ${name}: ${String(error)}\nProvável correção: ${likelyFix(error)}`,
    );
  }
}

/** Migrates an opened database, creating its PostgreSQL schema first when DATABASE_URL names one. */
export function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  return migrateToLatest(handle.db, handle.kind === "postgres" ? handle.schema : undefined);
}
