import { type Kysely, type Migration, PostgresAdapter, sql } from "kysely";

/**
 * A renewal names its client (issue 42, decision 069), as a claim does: who sees a renewal is who
 * sees its client, and the collaborator's desk counted its 5,500 open renewals through their
 * policies, a pass over all 100,000 (104.8 ms median against the 100 ms budget in `npm run bench
 * -- --only book`). A policy never changes client, so the copy cannot drift; the renewal job writes
 * it. Backfilled from each renewal's policy; NOT NULL where ALTER can say so (PostgreSQL; SQLite
 * adds a column with a default only, and every writer gives it).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("renewals")
    .addColumn("client_id", "text", (c) => c.references("clients.id").onDelete("cascade"))
    .execute();
  await sql`update renewals set client_id = (select p.client_id from policies p where p.id = renewals.policy_id)`.execute(
    db,
  );
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await db.schema
      .alterTable("renewals")
      .alterColumn("client_id", (c) => c.setNotNull())
      .execute();
  }
  // A client's renewals (its erasure, its page); and the open ones with their client and owner, so
  // a collaborator's count of the open desk reads this index alone.
  await db.schema.createIndex("renewals_client_idx").on("renewals").column("client_id").execute();
  await db.schema
    .createIndex("renewals_open_client_idx")
    .on("renewals")
    .columns(["client_id", "owner_id"])
    .where(sql.ref("closed_at"), "is", null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("renewals_open_client_idx").execute();
  await db.schema.dropIndex("renewals_client_idx").execute();
  await db.schema.alterTable("renewals").dropColumn("client_id").execute();
}

export const renewalClientMigration: Migration = { up, down };
