import { randomUUID } from "node:crypto";
import type { Kysely, Migration } from "kysely";

/**
 * One table for every one-time link (decision 057): `password_reset_tokens` (migration 001) and
 * `email_confirmation_tokens` (migration 010) become rows of `verifications`, told apart by
 * `purpose`. Every row is copied as it is (same hash, same expiry, same used state), so a link
 * mailed before the migration works after it exactly as before, and a used or voided one stays
 * dead; then the old tables are dropped.
 *
 * `subject_id` is not a foreign key (a client's id will fit): deleting an account deletes its
 * rows in the same transaction (accounts/user-admin.ts), where the cascade did it before.
 */
const COPIED = [
  { table: "password_reset_tokens", purpose: "password-reset" },
  { table: "email_confirmation_tokens", purpose: "email-confirmation" },
] as const;

/** Rows copied per INSERT: well under SQLite's 32,766 bound parameters (7 a row). */
const BATCH = 500;

interface OldRow {
  token_hash: string;
  user_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await atomically(db, async (trx) => {
    await trx.schema
      .createTable("verifications")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("subject_id", "text", (c) => c.notNull())
      .addColumn("token_hash", "text", (c) => c.notNull().unique())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("expires_at", "text", (c) => c.notNull())
      .addColumn("used_at", "text")
      .execute();
    // Voiding a person's links of one purpose, and deleting them all with the account.
    await trx.schema
      .createIndex("verifications_subject_idx")
      .on("verifications")
      .columns(["subject_id", "purpose"])
      .execute();
    for (const { table, purpose } of COPIED) {
      const rows: OldRow[] = await trx
        .selectFrom(table)
        .select(["token_hash", "user_id", "expires_at", "used_at", "created_at"])
        .orderBy("created_at")
        .execute();
      for (let i = 0; i < rows.length; i += BATCH) {
        await trx
          .insertInto("verifications")
          .values(
            rows.slice(i, i + BATCH).map((row) => ({
              id: randomUUID(),
              purpose,
              subject_id: row.user_id,
              token_hash: row.token_hash,
              created_at: row.created_at,
              expires_at: row.expires_at,
              used_at: row.used_at,
            })),
          )
          .execute();
      }
      await trx.schema.dropTable(table).execute();
    }
  });
}

/** Back to the two tables, each with its rows (a row whose account is gone has nowhere to go). */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await atomically(db, async (trx) => {
    for (const { table, purpose } of COPIED) {
      await trx.schema
        .createTable(table)
        .addColumn("token_hash", "text", (c) => c.primaryKey())
        .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("expires_at", "text", (c) => c.notNull())
        .addColumn("used_at", "text")
        .addColumn("created_at", "text", (c) => c.notNull())
        .execute();
      const rows: Array<Omit<OldRow, "user_id"> & { subject_id: string }> = await trx
        .selectFrom("verifications")
        .select(["token_hash", "subject_id", "expires_at", "used_at", "created_at"])
        .where("purpose", "=", purpose)
        // biome-ignore lint/suspicious/noExplicitAny: the untyped builder
        .where((eb: any) =>
          eb.exists(
            eb.selectFrom("users").select("id").whereRef("users.id", "=", "verifications.subject_id"),
          ),
        )
        .execute();
      for (let i = 0; i < rows.length; i += BATCH) {
        await trx
          .insertInto(table)
          .values(
            rows.slice(i, i + BATCH).map((row) => ({
              token_hash: row.token_hash,
              user_id: row.subject_id,
              expires_at: row.expires_at,
              used_at: row.used_at,
              created_at: row.created_at,
            })),
          )
          .execute();
      }
    }
    await trx.schema
      .createIndex("email_confirmation_tokens_user_id_idx")
      .on("email_confirmation_tokens")
      .column("user_id")
      .execute();
    await trx.schema.dropTable("verifications").execute();
  });
}

/**
 * The copy and the drops in one transaction on both databases: PostgreSQL's migrator already runs
 * in one (its DDL is transactional); SQLite's does not, and a start killed half-way would leave
 * the new table beside the old ones and the next start failing to create it.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function atomically(db: Kysely<any>, work: (trx: Kysely<any>) => Promise<void>): Promise<void> {
  if (db.isTransaction) await work(db);
  else await db.transaction().execute(work);
}

export const verificationsMigration: Migration = { up, down };
