import type { Kysely, Migration } from "kysely";

/**
 * Two facts the desk's words depend on (decision 060):
 * - `users.susep_registration`: the person's own registration at SUSEP as an insurance broker
 *   (digits), entered by an admin in Usuários → Editar; null for staff who are not brokers. The
 *   site promises "um corretor responde" only while everyone who receives new leads has one.
 * - `leads.referred_by`: who referred the person, for a lead staff entered as an "Indicação": the
 *   first message names them (where the brokerage got the contact), as the privacy policy says.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("susep_registration", "text").execute();
  await db.schema.alterTable("leads").addColumn("referred_by", "text").execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("leads").dropColumn("referred_by").execute();
  await db.schema.alterTable("users").dropColumn("susep_registration").execute();
}

export const brokersAndReferralsMigration: Migration = { up, down };
