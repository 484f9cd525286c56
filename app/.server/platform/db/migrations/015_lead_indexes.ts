import type { Kysely, Migration } from "kysely";

/**
 * The indexes that keep the lead desk and its indicators under 200 ms with 50,000 leads on
 * PostgreSQL (decision 043, `npm run bench -- --only leads`, docs/performance.md): the desk's list
 * is newest activity first, a page at a time, whole or by stage, owner or product; the indicators count
 * the leads closed in a period.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("leads_activity_idx").on("leads").columns(["last_activity_at", "id"]).execute();
  await db.schema
    .createIndex("leads_stage_activity_idx")
    .on("leads")
    .columns(["stage_id", "last_activity_at"])
    .execute();
  await db.schema
    .createIndex("leads_owner_activity_idx")
    .on("leads")
    .columns(["owner_id", "last_activity_at"])
    .execute();
  await db.schema
    .createIndex("leads_product_activity_idx")
    .on("leads")
    .columns(["product", "last_activity_at"])
    .execute();
  await db.schema.createIndex("leads_closed_at_idx").on("leads").column("closed_at").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    "leads_closed_at_idx",
    "leads_product_activity_idx",
    "leads_owner_activity_idx",
    "leads_stage_activity_idx",
    "leads_activity_idx",
  ])
    await db.schema.dropIndex(name).execute();
}

export const leadIndexesMigration: Migration = { up, down };
