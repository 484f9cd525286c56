import type { Kysely, Migration } from "kysely";
import { atomically } from "./018_lead_contact_activity";

/**
 * Importing a book (issue 42, decision 068): the sheet a staff member uploaded waits in
 * `import_uploads` between its preview and its import (every instance, and a restart, must find it:
 * nothing shared lives in a process's memory), and a running import beats `heartbeat_at` after each
 * batch, so a run whose process died is told from one still working (marked failed when stale).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await atomically(db, async (trx) => {
    await trx.schema
      .createTable("import_uploads")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("file_name", "text", (c) => c.notNull())
      // JSON: { headers: string[], rows: string[][] }, the sheet as read (cells as text).
      .addColumn("sheet", "text", (c) => c.notNull())
      .addColumn("row_count", "integer", (c) => c.notNull())
      .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("cascade"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await trx.schema.alterTable("import_runs").addColumn("heartbeat_at", "text").execute();
    await trx.schema.createIndex("import_runs_created_idx").on("import_runs").column("created_at").execute();
  });
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await atomically(db, async (trx) => {
    await trx.schema.dropIndex("import_runs_created_idx").execute();
    await trx.schema.alterTable("import_runs").dropColumn("heartbeat_at").execute();
    await trx.schema.dropTable("import_uploads").execute();
  });
}

export const bookImportMigration: Migration = { up, down };
