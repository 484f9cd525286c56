import type { Kysely, Migration } from "kysely";

/**
 * Admin-managed content with history (issue 14, decision 017): one row per saved version of a
 * document, and one revision counter that every instance polls. The first versions (the typed
 * defaults) are written at start by content/store.ts, not here, so a later release's corrected defaults
 * can still reach documents no admin has edited.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("content_versions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("doc_key", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("changed_fields", "text", (c) => c.notNull())
    .addColumn("author_id", "text")
    .addColumn("restored_from", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("content_versions_doc_version", ["kind", "doc_key", "version"])
    .execute();
  await db.schema
    .createTable("content_revision")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("revision", "integer", (c) => c.notNull())
    .execute();
  await db.insertInto("content_revision").values({ id: 1, revision: 0 }).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("content_revision").execute();
  await db.schema.dropTable("content_versions").execute();
}

export const contentMigration: Migration = { up, down };
