import { type Kysely, type Migration, sql } from "kysely";

/**
 * The e-mail confirmation of a self-registration (security review 2, L-8): `email_confirmed_at`
 * on users and the one-time links, stored hashed like the reset links. Accounts from before it:
 * an approved one counts as confirmed (an admin let it in; its owner has been using it), dated its
 * last update; a pending one is not confirmed, and the admin's list says so.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_confirmed_at", "text").execute();
  await db
    .updateTable("users")
    .set({ email_confirmed_at: sql`updated_at` })
    .where("status", "=", "approved")
    .execute();
  await db.schema
    .createTable("email_confirmation_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("email_confirmation_tokens_user_id_idx")
    .on("email_confirmation_tokens")
    .column("user_id")
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("email_confirmation_tokens").execute();
  await db.schema.alterTable("users").dropColumn("email_confirmed_at").execute();
}

export const emailConfirmationMigration: Migration = { up, down };
