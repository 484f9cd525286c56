import type { Kysely, Migration } from "kysely";

/**
 * Two-step verification (issue 24, decision 025): each person's TOTP key sealed under
 * CREDENTIALS_KEY (the one being set up too, so it never travels to the browser), the last
 * accepted time step (a code is never accepted twice), their recovery codes (SHA-256 only), the
 * brokerage-wide requirement, and on each session whether it still owes, or has passed, the
 * second step.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("two_factor")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret_sealed", "text")
    .addColumn("pending_sealed", "text")
    .addColumn("last_step", "integer")
    .addColumn("enabled_at", "text")
    .execute();
  await db.schema
    .createTable("recovery_codes")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("recovery_codes_pk", ["user_id", "code_hash"])
    .execute();
  await db.schema
    .createTable("staff_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("sessions").addColumn("second_step_pending", "integer").execute();
  await db.schema.alterTable("sessions").addColumn("second_step_at", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("second_step_at").execute();
  await db.schema.alterTable("sessions").dropColumn("second_step_pending").execute();
  await db.schema.dropTable("staff_settings").execute();
  await db.schema.dropTable("recovery_codes").execute();
  await db.schema.dropTable("two_factor").execute();
}

export const twoFactorMigration: Migration = { up, down };
