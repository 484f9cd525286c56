import { type Kysely, type Migration, sql } from "kysely";

/**
 * Contact messages are stored before anything is mailed; each mail to send is an outbox row
 * that the worker delivers until it succeeds or gives up. Used captcha solutions are kept
 * until they expire so one solution is accepted once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("contact_method", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("product", "text")
    .addColumn("handled_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contact_messages_created_at_idx")
    .on("contact_messages")
    .column("created_at")
    .execute();
  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("message_id", "text", (c) => c.notNull().references("contact_messages.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('brokerage','confirmation')`))
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending','sent','failed')`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_message_idx").on("outbox").column("message_id").execute();
  await db.schema
    .createTable("captcha_uses")
    .addColumn("signature", "text", (c) => c.primaryKey())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("captcha_uses").execute();
  await db.schema.dropTable("outbox").execute();
  await db.schema.dropTable("contact_messages").execute();
}

export const contactMigration: Migration = { up, down };
