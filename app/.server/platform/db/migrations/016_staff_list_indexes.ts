import type { Kysely, Migration } from "kysely";

/**
 * The staff lists shown a page at a time (issue 27, decision 051), newest first with the id as
 * the tie-break so no row is skipped or shown twice between pages: the inbox and the audit log
 * read their page straight off an index instead of sorting the table, and the audit's
 * "Senhas vistas" (one action) counts and reads its rows without reading the others
 * (`npm run bench -- --only staff`, docs/performance.md). The two new (created_at, id) indexes
 * replace the created_at ones, which they also serve (the retention purges).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("contact_messages_created_at_idx").execute();
  await db.schema
    .createIndex("contact_messages_created_id_idx")
    .on("contact_messages")
    .columns(["created_at", "id"])
    .execute();
  await db.schema.dropIndex("audit_log_created_idx").execute();
  await db.schema
    .createIndex("audit_log_created_id_idx")
    .on("audit_log")
    .columns(["created_at", "id"])
    .execute();
  await db.schema
    .createIndex("audit_log_action_idx")
    .on("audit_log")
    .columns(["action", "created_at", "id"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("audit_log_action_idx").execute();
  await db.schema.dropIndex("audit_log_created_id_idx").execute();
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").column("created_at").execute();
  await db.schema.dropIndex("contact_messages_created_id_idx").execute();
  await db.schema
    .createIndex("contact_messages_created_at_idx")
    .on("contact_messages")
    .column("created_at")
    .execute();
}

export const staffListIndexesMigration: Migration = { up, down };
