import type { Kysely, Migration } from "kysely";

/**
 * The morning digest of parado leads (decision 042): one row per person and day, written in the
 * transaction that queues the mail. The primary key is what makes it one mail per person per day
 * even when several instances run the job at the same moment: the second insert does nothing.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lead_digests")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("lead_digests_pk", ["user_id", "day"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_digests").execute();
}

export const leadDigestsMigration: Migration = { up, down };
