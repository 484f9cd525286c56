import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, LeadsTable } from "~/.server/platform";

/**
 * A lead written straight into the database (the desk's own screens make them otherwise): an open
 * "Cotando" lead entered by phone, unassigned, with no contact data, whose last activity, creation
 * and update are `at` (now unless given), and which its owner has seen; any column can be set.
 * Returns its id.
 */
export async function insertLead(
  db: Kysely<Database>,
  fields: Partial<LeadsTable> & { at?: string } = {},
): Promise<string> {
  const { at = new Date().toISOString(), ...columns } = fields;
  const id = columns.id ?? randomUUID();
  await db
    .insertInto("leads")
    .values({
      id,
      name: "Cliente",
      email: null,
      email_key: null,
      phone: null,
      phone_key: null,
      contact_method: null,
      product: null,
      source: "phone",
      stage_id: "cotando",
      owner_id: null,
      owner_seen_at: at,
      next_action: null,
      next_action_at: null,
      consent_policy_version: null,
      consent_at: null,
      lost_reason_id: null,
      lost_note: null,
      created_by: null,
      created_at: at,
      updated_at: at,
      last_activity_at: at,
      closed_at: null,
      ...columns,
    })
    .execute();
  return id;
}
