import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, LeadActivityKind } from "~/.server/platform";

/**
 * One row of a lead's timeline, and the lead's "last activity" moved to it: the one way the desk,
 * the owners' rotation and the messages from the site write the timeline. A WhatsApp only opened
 * is not worked on yet (decision 062): it leaves the last activity, so the lead still goes parado.
 */
export async function logActivity(
  trx: Kysely<Database>,
  leadId: string,
  activity: {
    kind: LeadActivityKind;
    /** null: the site or the system (a message, the rotation). */
    actorId: string | null;
    messageId?: string;
    body?: string | null;
    details?: unknown;
    at: string;
  },
) {
  await trx
    .insertInto("lead_activities")
    .values({
      id: randomUUID(),
      lead_id: leadId,
      kind: activity.kind,
      actor_id: activity.actorId,
      message_id: activity.messageId ?? null,
      body: activity.body ?? null,
      details: activity.details === undefined ? null : JSON.stringify(activity.details),
      created_at: activity.at,
    })
    .execute();
  await trx
    .updateTable("leads")
    .set(
      activity.kind === "whatsapp-opened"
        ? { updated_at: activity.at }
        : { last_activity_at: activity.at, updated_at: activity.at },
    )
    .where("id", "=", leadId)
    .execute();
}
