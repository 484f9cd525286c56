import { randomUUID } from "node:crypto";
import { type Kysely, type Migration, sql } from "kysely";
import { emailKey, phoneKey } from "~/lib/br";

/** The default stages (issue 29): Novo is "parado" after 1 business day, the other open ones after 5. */
export const DEFAULT_STAGES = [
  { id: "novo", label: "Novo", outcome: "open", stalled_after_days: 1 },
  { id: "em-contato", label: "Em contato", outcome: "open", stalled_after_days: 5 },
  { id: "cotando", label: "Cotando", outcome: "open", stalled_after_days: 5 },
  { id: "proposta-enviada", label: "Proposta enviada", outcome: "open", stalled_after_days: 5 },
  { id: "ganho", label: "Ganho", outcome: "won", stalled_after_days: null },
  { id: "perdido", label: "Perdido", outcome: "lost", stalled_after_days: null },
] as const;

export const DEFAULT_LOST_REASONS = [
  { id: "preco", label: "Preço" },
  { id: "sem-retorno", label: "Sem retorno" },
  { id: "outro-corretor", label: "Fechou com outro corretor" },
  { id: "sem-interesse", label: "Sem interesse" },
  { id: "duplicado-spam", label: "Duplicado ou spam" },
] as const;

/** A second message from the same person within this many days joins their open lead. */
const SAME_LEAD_DAYS = 30;

/**
 * The lead desk's tables (decision 039), with the default stages and lost reasons, and every
 * contact message stored so far made a lead, nothing lost: messages from one person (same e-mail
 * or phone) within 30 days of the lead's last message join it, as the site does from now on. A
 * message marked as answered puts its lead in "Em contato"; the others start as "Novo", with no
 * owner. The consent of those visitors was not recorded then: it stays empty.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("lead_stages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull().check(sql`outcome in ('open','won','lost')`))
    .addColumn("stalled_after_days", "integer")
    .execute();
  await db.schema
    .createTable("lead_lost_reasons")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("archived_at", "text")
    .execute();
  await db.schema
    .createTable("leads")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("email_key", "text")
    .addColumn("phone", "text")
    .addColumn("phone_key", "text")
    .addColumn("contact_method", "text")
    .addColumn("product", "text")
    .addColumn("source", "text", (c) =>
      c.notNull().check(sql`source in ('site','phone','walk-in','referral','whatsapp')`),
    )
    .addColumn("stage_id", "text", (c) => c.notNull().references("lead_stages.id"))
    .addColumn("owner_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("next_action", "text")
    .addColumn("next_action_at", "text")
    .addColumn("consent_policy_version", "text")
    .addColumn("consent_at", "text")
    .addColumn("lost_reason_id", "text", (c) => c.references("lead_lost_reasons.id"))
    .addColumn("lost_note", "text")
    .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("last_activity_at", "text", (c) => c.notNull())
    .addColumn("closed_at", "text")
    .execute();
  // Finding the person's open lead; the desk's lists (by stage, by owner, newest first).
  await db.schema
    .createIndex("leads_email_key_idx")
    .on("leads")
    .columns(["email_key", "last_activity_at"])
    .execute();
  await db.schema
    .createIndex("leads_phone_key_idx")
    .on("leads")
    .columns(["phone_key", "last_activity_at"])
    .execute();
  await db.schema
    .createIndex("leads_stage_idx")
    .on("leads")
    .columns(["stage_id", "next_action_at"])
    .execute();
  await db.schema.createIndex("leads_owner_idx").on("leads").columns(["owner_id", "stage_id"]).execute();
  await db.schema.createIndex("leads_created_at_idx").on("leads").column("created_at").execute();
  await db.schema
    .createTable("lead_activities")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) =>
      c
        .notNull()
        .check(
          sql`kind in ('created','message','note','call','whatsapp','email','stage','owner','next-action')`,
        ),
    )
    .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("message_id", "text", (c) => c.references("contact_messages.id").onDelete("set null"))
    .addColumn("body", "text")
    .addColumn("details", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("lead_activities_lead_idx")
    .on("lead_activities")
    .columns(["lead_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("lead_activities_message_idx")
    .on("lead_activities")
    .column("message_id")
    .execute();

  await db
    .insertInto("lead_stages")
    .values(DEFAULT_STAGES.map((stage, position) => ({ ...stage, position })))
    .execute();
  await db
    .insertInto("lead_lost_reasons")
    .values(DEFAULT_LOST_REASONS.map((reason, position) => ({ ...reason, position, archived_at: null })))
    .execute();

  const messages: Array<{
    id: string;
    name: string;
    email: string;
    phone: string | null;
    contact_method: string;
    product: string | null;
    handled_at: string | null;
    created_at: string;
  }> = await db
    .selectFrom("contact_messages")
    .select(["id", "name", "email", "phone", "contact_method", "product", "handled_at", "created_at"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const byKey = new Map<string, { id: string; lastAt: string }>();
  const windowMs = SAME_LEAD_DAYS * 86_400_000;
  for (const message of messages) {
    const keys = [emailKey(message.email), phoneKey(message.phone)].filter((k): k is string => k !== null);
    const existing = keys
      .map((key) => byKey.get(key))
      .find((lead) => lead && Date.parse(message.created_at) - Date.parse(lead.lastAt) <= windowMs);
    const lead = existing ?? { id: randomUUID(), lastAt: message.created_at };
    if (!existing) {
      await db
        .insertInto("leads")
        .values({
          id: lead.id,
          name: message.name,
          email: message.email,
          email_key: emailKey(message.email),
          phone: message.phone,
          phone_key: phoneKey(message.phone),
          contact_method: message.contact_method,
          product: message.product,
          source: "site",
          stage_id: "novo",
          created_at: message.created_at,
          updated_at: message.created_at,
          last_activity_at: message.created_at,
        })
        .execute();
    }
    await db
      .insertInto("lead_activities")
      .values({
        id: randomUUID(),
        lead_id: lead.id,
        kind: "message",
        message_id: message.id,
        created_at: message.created_at,
      })
      .execute();
    lead.lastAt = message.created_at;
    const update: Record<string, string> = {
      last_activity_at: message.created_at,
      updated_at: message.created_at,
    };
    // Answered in the old inbox: someone is in contact.
    if (message.handled_at) update.stage_id = "em-contato";
    await db.updateTable("leads").set(update).where("id", "=", lead.id).execute();
    // The lead is found again by any of its keys, all with its newest message's time.
    for (const key of keys) byKey.set(key, lead);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_activities").execute();
  await db.schema.dropTable("leads").execute();
  await db.schema.dropTable("lead_lost_reasons").execute();
  await db.schema.dropTable("lead_stages").execute();
}

export const leadsMigration: Migration = { up, down };
