import type { Kysely, Migration } from "kysely";

/**
 * The audit log keeps who did what to which id, and which fields changed, never a person's
 * e-mail, name or phone (those live in `users` only, and go when the account goes). Before this
 * migration, `user.delete` rows kept the removed person's e-mail and `user.edit` rows the name
 * and phone written: those values are removed from every row's details (a row left with no
 * details gets null). Which of the old edits actually changed a field is not known, so old
 * edit rows say nothing about it rather than guess.
 *
 * Also an index on `created_at`, for the purge of rows older than AUDIT_RETENTION_DAYS.
 */
const PERSONAL_KEYS = ["email", "name", "phone"];

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  const rows: { id: string; details: string }[] = await db
    .selectFrom("audit_log")
    .select(["id", "details"])
    .where("details", "is not", null)
    .execute();
  for (const row of rows) {
    let details: unknown;
    try {
      details = JSON.parse(row.details);
    } catch {
      details = undefined; // not JSON: nothing we can tell apart from personal data
    }
    let kept: string | null = null;
    if (details && typeof details === "object" && !Array.isArray(details)) {
      const rest = Object.fromEntries(
        Object.entries(details).filter(([key]) => !PERSONAL_KEYS.includes(key)),
      );
      kept = Object.keys(rest).length > 0 ? JSON.stringify(rest) : null;
      if (kept === row.details) continue;
    }
    await db.updateTable("audit_log").set({ details: kept }).where("id", "=", row.id).execute();
  }
  await db.schema.createIndex("audit_log_created_idx").on("audit_log").column("created_at").execute();
}

/** The removed values cannot come back; only the index goes. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("audit_log_created_idx").execute();
}

export const auditWithoutPersonalDataMigration: Migration = { up, down };
