import type { Kysely, Migration } from "kysely";

/**
 * An administrator can switch an approved account off without deleting it (its history and
 * audit rows stay): `disabled_at` set means the login answers "Usuário desativado…" and its
 * sessions no longer count. A nullable column rather than a third `status` value, so SQLite's
 * CHECK on `status` needs no table rebuild.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("disabled_at", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("disabled_at").execute();
}

export const userDisabledMigration: Migration = { up, down };
