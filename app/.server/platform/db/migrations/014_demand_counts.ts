import { type Kysely, type Migration, sql } from "kysely";

/**
 * Demand the site sees (issue 29, decision 044): clicks on a quote button or a WhatsApp link,
 * counted per day, product and kind. No visitor, address or identifier: one row per (day,
 * product, kind), so the table holds at most products × 2 rows a day.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("demand_counts")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("product", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('quote','whatsapp')`))
    .addColumn("count", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("demand_counts_pk", ["day", "product", "kind"])
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("demand_counts").execute();
}

export const demandCountsMigration: Migration = { up, down };
