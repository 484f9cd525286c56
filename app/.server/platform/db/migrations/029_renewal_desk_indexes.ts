import { type Kysely, type Migration, sql } from "kysely";

/**
 * The renewal desk at scale (issue 42, decision 069; `npm run bench -- --only book`: 100,000
 * policies, 5,500 open renewals among two years of closed ones). The open renewals by due day,
 * with the renewal's policy and owner (partial, so the closed ones cost nothing): the page walks
 * it in the desk's order and stops at 50 (022's (closed_at, due_on) made PostgreSQL sort every
 * open renewal), and the count reads it alone. A collaborator's count asks, for each open renewal,
 * its client's owner (who sees a client, book/access.ts): (id, owner_id) answers that from the
 * index, without a visit to each client's row.
 * Plain b-trees and a partial index, the same on SQLite and PostgreSQL.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("renewals_open_due_idx")
    .on("renewals")
    .columns(["due_on", "id", "policy_id", "owner_id"])
    .where(sql.ref("closed_at"), "is", null)
    .execute();
  await db.schema.createIndex("clients_owner_of_idx").on("clients").columns(["id", "owner_id"]).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("clients_owner_of_idx").execute();
  await db.schema.dropIndex("renewals_open_due_idx").execute();
}

export const renewalDeskIndexesMigration: Migration = { up, down };
