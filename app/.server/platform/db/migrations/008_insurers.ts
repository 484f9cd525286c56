import type { Kysely, Migration } from "kysely";

/**
 * Insurer records (issue 15): the internal side for staff, uploaded logos, and the credentials
 * key check. The public side is a content document (migration 007). The portal's five old insurer
 * sections stay in portal_sections untouched (an admin's text is not deleted by a release); the
 * portal no longer shows them.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("insurer_internal")
    .addColumn("insurer_id", "text", (c) => c.primaryKey())
    .addColumn("portal_url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("login", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("password_encrypted", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("manager_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("manager_phone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("manager_email", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("conditions", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("field_changes", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("insurer_logos")
    .addColumn("file_name", "text", (c) => c.primaryKey())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("credentials_check")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("sealed", "text", (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("credentials_check").execute();
  await db.schema.dropTable("insurer_logos").execute();
  await db.schema.dropTable("insurer_internal").execute();
}

export const insurersMigration: Migration = { up, down };
