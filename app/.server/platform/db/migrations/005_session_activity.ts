import type { Kysely, Migration } from "kysely";

/**
 * Sessions remember when they were last used and from which browser: `last_seen_at` ends a
 * session left idle for 30 minutes (sessions.ts), `user_agent` lets its owner recognise it in the
 * portal's list. Both nullable so SQLite adds them in place; rows from before count as last seen
 * when they were created.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  // One column per ALTER: SQLite adds only one at a time.
  await db.schema.alterTable("sessions").addColumn("last_seen_at", "text").execute();
  await db.schema.alterTable("sessions").addColumn("user_agent", "text").execute();
  await db
    .updateTable("sessions")
    .set((eb) => ({ last_seen_at: eb.ref("created_at") }))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("user_agent").execute();
  await db.schema.alterTable("sessions").dropColumn("last_seen_at").execute();
}

export const sessionActivityMigration: Migration = { up, down };
