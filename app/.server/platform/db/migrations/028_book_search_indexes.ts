import type { Kysely, Migration } from "kysely";

/**
 * The book's lookups that had no index of their own (issue 42, decision 071; `npm run bench --
 * --only book`, 100,000 policies; a policy by its number alone is migration 023's): a client by
 * their second phone ("Dados pessoais" matches either phone), and a producer's policies with their
 * clients (who sees a client: the producer's clients read from the index alone, not 3,000 heap
 * pages for 8,000 policies; it replaces 022's index on the producer alone, which it also serves).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("clients_phone2_key_idx").on("clients").column("phone2_key").execute();
  await db.schema
    .createIndex("policies_producer_client_idx")
    .on("policies")
    .columns(["producer_id", "client_id"])
    .execute();
  await db.schema.dropIndex("policies_producer_idx").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex("policies_producer_idx").on("policies").column("producer_id").execute();
  await db.schema.dropIndex("policies_producer_client_idx").execute();
  await db.schema.dropIndex("clients_phone2_key_idx").execute();
}

export const bookSearchIndexesMigration: Migration = { up, down };
