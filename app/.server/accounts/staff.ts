import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { Database } from "~/.server/platform";

/**
 * Who counts as active staff: an account an admin approved and nobody disabled. The one rule:
 * guards, owners, the rotation, the digest and the last-admin locks all ask it here.
 */
export function isActiveStaff(user: { status: string; disabled_at: string | null }): boolean {
  return user.status === "approved" && !user.disabled_at;
}

/** The same rule as a condition on the users table, named as the query names it ("users", "u"…). */
export function activeStaffWhere(table = "users"): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${table}.status`)} = 'approved' and ${sql.ref(`${table}.disabled_at`)} is null)`;
}

/** The account with this id, if it is active staff, read in the caller's transaction. */
export async function activeStaffMember(db: Kysely<Database>, id: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "name", "takes_leads"])
    .where("id", "=", id)
    .where(activeStaffWhere())
    .executeTakeFirst();
}

/** How the desk names a person: their name, else their e-mail; an account deleted since, "Conta removida". */
export function displayName(
  person: { name: string | null; email: string | null } | null | undefined,
): string {
  return person ? person.name || person.email || "Conta removida" : "Conta removida";
}
