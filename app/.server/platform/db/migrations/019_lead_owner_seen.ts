import type { Kysely, Migration } from "kysely";

/**
 * When the lead's owner first opened it (issue 41, "Hoje"): a lead handed to someone who has not
 * opened it yet is new to them, and the staff shell tells them so while they are signed in. Null
 * until then; a new owner starts at null again. Leads that exist today count as seen: nobody is
 * told of old leads as if they had just arrived.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("owner_seen_at", "text").execute();
  await db.updateTable("leads").set({ owner_seen_at: new Date().toISOString() }).execute();
  await db.schema
    .createIndex("leads_owner_unseen_idx")
    .on("leads")
    .columns(["owner_id", "owner_seen_at"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("leads_owner_unseen_idx").execute();
  await db.schema.alterTable("leads").dropColumn("owner_seen_at").execute();
}

export const leadOwnerSeenMigration: Migration = { up, down };
