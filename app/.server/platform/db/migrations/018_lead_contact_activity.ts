import { type Kysely, type Migration, PostgresAdapter, sql } from "kysely";

/**
 * A lead's timeline gets one more kind of row, "contact": staff took the e-mail or phone a message
 * came with as the lead's own (security review 3, M-1; decision 058). A message never changes the
 * lead's contact details by itself any more, so the change is a person's act, and the timeline
 * says who did it and when.
 *
 * `lead_activities.kind` is checked against its list (migration 011). PostgreSQL replaces the
 * named check; SQLite cannot alter a check, so the table is rebuilt with the same columns, rows
 * and indexes, in one transaction.
 */
const BEFORE = ["created", "message", "note", "call", "whatsapp", "email", "stage", "owner", "next-action"];
export const AFTER = [...BEFORE, "contact"];

const kindCheck = (kinds: string[]) => sql`kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))})`;

/** Also migration 021's way to change the list. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
export async function withKinds(db: Kysely<any>, kinds: string[]): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table lead_activities drop constraint lead_activities_kind_check`.execute(db);
    await sql`alter table lead_activities add constraint lead_activities_kind_check check (${kindCheck(kinds)})`.execute(
      db,
    );
    return;
  }
  await db.schema
    .createTable("lead_activities_rebuilt")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("lead_id", "text", (c) => c.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(kindCheck(kinds)))
    .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("message_id", "text", (c) => c.references("contact_messages.id").onDelete("set null"))
    .addColumn("body", "text")
    .addColumn("details", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await sql`insert into lead_activities_rebuilt (id, lead_id, kind, actor_id, message_id, body, details, created_at)
    select id, lead_id, kind, actor_id, message_id, body, details, created_at from lead_activities`.execute(
    db,
  );
  await db.schema.dropTable("lead_activities").execute();
  await db.schema.alterTable("lead_activities_rebuilt").renameTo("lead_activities").execute();
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
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await atomically(db, (trx) => withKinds(trx, AFTER));
}

/** Back to the list of migration 011: the "contact" rows go (the lead keeps the detail staff chose). */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await atomically(db, async (trx) => {
    await trx.deleteFrom("lead_activities").where("kind", "=", "contact").execute();
    await withKinds(trx, BEFORE);
  });
}

/** As in migration 017: SQLite's migrator runs no transaction of its own; PostgreSQL's does. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
export async function atomically(db: Kysely<any>, work: (trx: Kysely<any>) => Promise<void>): Promise<void> {
  if (db.isTransaction) await work(db);
  else await db.transaction().execute(work);
}

export const leadContactActivityMigration: Migration = { up, down };
