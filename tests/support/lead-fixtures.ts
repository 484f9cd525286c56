import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, LeadsTable } from "~/.server/platform";
import { insertLead } from "./lead-rows";

/**
 * A lead that holds a contact message in its timeline, as one made from the form does (the
 * desk's page shows the message): the row by lead-rows.ts's `insertLead` (a site lead in Novo
 * unless `fields` says otherwise), then its "message" activity. Returns the lead's id.
 */
export async function insertLeadWithMessage(
  db: Kysely<Database>,
  messageId: string,
  fields: Partial<LeadsTable> & { at?: string } = {},
): Promise<string> {
  const at = fields.at ?? new Date().toISOString();
  const id = await insertLead(db, { source: "site", stage_id: "novo", ...fields, at });
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
  return id;
}
