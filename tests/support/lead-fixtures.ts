import { randomUUID } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { LeadsTable } from "~/.server/db/lead-tables";
import type { Database } from "~/.server/db/schema";

/**
 * A lead straight in the database (issue 29), for the desk's tests: a site lead in Novo, nobody's,
 * active now, unless `lead` says otherwise. With `messageId`, it holds that contact message in its
 * timeline, as a lead made from the form does. Returns its id.
 */
export async function insertLead(
  db: Kysely<Database>,
  lead: Partial<Insertable<LeadsTable>> & { name: string },
  messageId?: string,
): Promise<string> {
  const id = lead.id ?? randomUUID();
  const at = lead.last_activity_at ?? new Date().toISOString();
  await db
    .insertInto("leads")
    .values({
      email: null,
      email_key: lead.email?.toLowerCase() ?? null,
      phone: null,
      phone_key: lead.phone ?? null,
      contact_method: "Whatsapp",
      product: null,
      source: "site",
      stage_id: "novo",
      owner_id: null,
      next_action: null,
      next_action_at: null,
      consent_policy_version: null,
      consent_at: null,
      lost_reason_id: null,
      lost_note: null,
      created_by: null,
      created_at: at,
      updated_at: at,
      closed_at: null,
      ...lead,
      id,
      last_activity_at: at,
    })
    .execute();
  if (messageId) {
    await db
      .insertInto("lead_activities")
      .values({
        id: randomUUID(),
        lead_id: id,
        kind: "message",
        actor_id: null,
        message_id: messageId,
        body: null,
        details: null,
        created_at: at,
      })
      .execute();
  }
  return id;
}
