import type { Kysely, Migration } from "kysely";
import { searchable } from "~/lib/insurer-filter";
import { atomically } from "./018_lead_contact_activity";

/**
 * The Carteira's one search box (decision 066): a client's name as it is compared, lower case and
 * without accents ("JOSÉ" finds "José", "jose" too), written with the name by `clientColumns`.
 * SQLite's lower() knows no accented letter and PostgreSQL's unaccent is an extension, so the key
 * is computed once in JavaScript, the same on both. A policy number is looked up across insurers
 * (the unique index of 022 starts with the insurer), so it gets its own index.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await atomically(db, async (trx) => {
    await trx.schema.alterTable("clients").addColumn("name_key", "text").execute();
    const rows: { id: string; name: string }[] = await trx
      .selectFrom("clients")
      .select(["id", "name"])
      .execute();
    for (const row of rows) {
      await trx
        .updateTable("clients")
        .set({ name_key: searchable(row.name) })
        .where("id", "=", row.id)
        .execute();
    }
    await trx.schema
      .createIndex("policies_policy_number_idx")
      .on("policies")
      .column("policy_number")
      .execute();
  });
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await atomically(db, async (trx) => {
    await trx.schema.dropIndex("policies_policy_number_idx").execute();
    await trx.schema.alterTable("clients").dropColumn("name_key").execute();
  });
}

export const clientSearchMigration: Migration = { up, down };
