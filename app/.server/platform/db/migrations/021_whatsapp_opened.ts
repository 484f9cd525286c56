import type { Kysely, Migration } from "kysely";
import { atomically, AFTER as KINDS_OF_018, withKinds } from "./018_lead_contact_activity";

/**
 * A lead's timeline gets one more kind of row, "whatsapp-opened" (ux review 2, B8 and walk 33;
 * decision 062): staff opened WhatsApp from the desk, which is not yet a contact. The "whatsapp"
 * row, which counts as contacting the person, is written only once they confirm they sent it.
 * Rows written before this migration stay "whatsapp": nobody can tell now which were sent.
 *
 * The kind is checked against its list (migrations 011 and 018); 018's rebuild changes it.
 */
const AFTER = [...KINDS_OF_018, "whatsapp-opened"];

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await atomically(db, (trx) => withKinds(trx, AFTER));
}

/** Back to 018's list: the openings go (the confirmed conversations stay). */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await atomically(db, async (trx) => {
    await trx.deleteFrom("lead_activities").where("kind", "=", "whatsapp-opened").execute();
    await withKinds(trx, KINDS_OF_018);
  });
}

export const whatsappOpenedMigration: Migration = { up, down };
