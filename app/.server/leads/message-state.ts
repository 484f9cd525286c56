/**
 * What became of a site message on the desk (issue 41, UX review 2 B11; decision 064): the lead
 * it joined, that lead's stage, and whether the lead answered it. A message is answered once its
 * lead is closed (won or lost) or staff called, sent WhatsApp or e-mailed the person at or after
 * the message came in: Mensagens then stops calling it "Nova", and the admin's start screen stops
 * counting it, whoever did it and from whichever screen.
 */
import { type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { Database, StageOutcome } from "~/.server/platform";
import { FIRST_CONTACT_KINDS } from "./indicators";

/** The timeline entries that reach the person (a call, a WhatsApp sent, an e-mail): the indicators' first contact. */
const CONTACT_KINDS = FIRST_CONTACT_KINDS;

/**
 * The condition "this message was answered through its lead", on the contact_messages row named
 * `table` (the inbox's "m", the count's "contact_messages").
 */
export function answeredThroughLead(table = "contact_messages"): Expression<SqlBool> {
  const kinds = sql.join(CONTACT_KINDS.map((kind) => sql.lit(kind)));
  return sql<SqlBool>`exists (
    select 1 from lead_activities as joined
    inner join leads as l on l.id = joined.lead_id
    inner join lead_stages as st on st.id = l.stage_id
    where joined.message_id = ${sql.ref(`${table}.id`)} and joined.kind = 'message'
      and (st.outcome <> 'open' or exists (
        select 1 from lead_activities as answer
        where answer.lead_id = l.id and answer.kind in (${kinds})
          and answer.created_at >= joined.created_at
      ))
  )`;
}

export interface MessageLead {
  leadId: string;
  stage: string;
  outcome: StageOutcome;
  answered: boolean;
}

/** The lead each of these messages joined (a message joins one), with its stage and the answer rule. */
export async function messageLeads(
  db: Kysely<Database>,
  messageIds: string[],
): Promise<Map<string, MessageLead>> {
  if (messageIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("contact_messages")
    .innerJoin("lead_activities as a", (join) =>
      join.onRef("a.message_id", "=", "contact_messages.id").on("a.kind", "=", "message"),
    )
    .innerJoin("leads as l", "l.id", "a.lead_id")
    .innerJoin("lead_stages as st", "st.id", "l.stage_id")
    .where("contact_messages.id", "in", messageIds)
    .select([
      "contact_messages.id as messageId",
      "l.id as leadId",
      "st.label as stage",
      "st.outcome as outcome",
    ])
    .select(sql<number | boolean>`case when ${answeredThroughLead()} then 1 else 0 end`.as("answered"))
    .execute();
  return new Map(
    rows.map((row) => [
      row.messageId,
      { leadId: row.leadId, stage: row.stage, outcome: row.outcome, answered: Number(row.answered) === 1 },
    ]),
  );
}
