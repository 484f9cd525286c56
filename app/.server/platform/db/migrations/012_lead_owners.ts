import type { Kysely, Migration } from "kysely";

/**
 * Who owns a new lead (decision 040): `users.takes_leads` (1 = in the rotation; an integer as the
 * other flags, so both databases read it alike), an optional fixed owner per product
 * (`lead_product_owners`, gone with the account), and the one rotation row that remembers whose
 * turn it was. `last_user_id` has no foreign key on purpose: the next turn is the first person
 * after that id, so a deleted or disabled person simply hands the turn on.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("takes_leads", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable("lead_product_owners")
    .addColumn("product", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("lead_rotation")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("last_user_id", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("lead_rotation")
    .values({ id: "leads", last_user_id: null, updated_at: new Date().toISOString() })
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_rotation").execute();
  await db.schema.dropTable("lead_product_owners").execute();
  await db.schema.alterTable("users").dropColumn("takes_leads").execute();
}

export const leadOwnersMigration: Migration = { up, down };
