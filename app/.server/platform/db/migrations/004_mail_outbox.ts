import { type Kysely, type Migration, sql } from "kysely";

/**
 * Every mail goes through the outbox, not only contact mail (decision 012): a row carries its
 * kind and the data its mail needs (`payload`, JSON), instead of a foreign key to
 * contact_messages. `ref_id` names the record that caused the mail (a contact message, an
 * account) so deleting that record can delete its mails; it is deliberately not a foreign key,
 * because an account's mails outlive nothing and a contact's are removed with it in code.
 *
 * SQLite cannot drop a column's foreign key or CHECK in place, so the table is rebuilt the same
 * way on both databases: new table, rows copied (pending and failed contact mails get the
 * message's fields as payload, so they stay deliverable), old table dropped, new one renamed.
 * No CHECK on `kind`: a new kind of mail should not need another rebuild; the code knows its kinds
 * and a row of an unknown kind is marked failed with a clear error.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("outbox_v2")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("ref_id", "text")
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending','sent','failed')`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  const rows = await db
    .selectFrom("outbox as o")
    .innerJoin("contact_messages as m", "m.id", "o.message_id")
    .select([
      "o.id",
      "o.kind",
      "o.to_address",
      "o.message_id",
      "o.status",
      "o.attempts",
      "o.next_attempt_at",
      "o.locked_until",
      "o.last_error",
      "o.sent_at",
      "o.created_at",
      "m.name",
      "m.email",
      "m.phone",
      "m.subject",
      "m.contact_method",
      "m.message",
      "m.product",
      "m.created_at as received_at",
    ])
    .execute();
  for (const r of rows) {
    // The same shapes as ContactMailData / ConfirmationMailData in mail-templates.ts, written
    // out here because a migration must not change when the code's types do. The visitor's
    // confirmation carries no message text (decision 16).
    const payload =
      r.status === "sent"
        ? {}
        : r.kind === "brokerage"
          ? {
              name: r.name,
              email: r.email,
              phone: r.phone,
              subject: r.subject,
              contactMethod: r.contact_method,
              message: r.message,
              product: r.product,
              receivedAt: r.received_at,
            }
          : {
              name: r.name,
              phone: r.phone,
              subject: r.subject,
              contactMethod: r.contact_method,
              product: r.product,
              receivedAt: r.received_at,
            };
    await db
      .insertInto("outbox_v2")
      .values({
        id: r.id,
        kind: r.kind,
        to_address: r.to_address,
        payload: JSON.stringify(payload),
        ref_id: r.message_id,
        status: r.status,
        attempts: r.attempts,
        next_attempt_at: r.next_attempt_at,
        locked_until: r.locked_until,
        last_error: r.last_error,
        sent_at: r.sent_at,
        created_at: r.created_at,
      })
      .execute();
  }

  await db.schema.dropTable("outbox").execute();
  await db.schema.alterTable("outbox_v2").renameTo("outbox").execute();
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_ref_idx").on("outbox").column("ref_id").execute();
}

/** Back to contact-only rows: mails of the other kinds (and contact mails whose message is gone) are dropped. */
// biome-ignore lint/suspicious/noExplicitAny: see up()
async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("outbox_v1")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("message_id", "text", (c) => c.notNull().references("contact_messages.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('brokerage','confirmation')`))
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending','sent','failed')`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("outbox_v1")
    .columns([
      "id",
      "message_id",
      "kind",
      "to_address",
      "status",
      "attempts",
      "next_attempt_at",
      "locked_until",
      "last_error",
      "sent_at",
      "created_at",
    ])
    .expression(
      db
        .selectFrom("outbox as o")
        .innerJoin("contact_messages as m", "m.id", "o.ref_id")
        .where("o.kind", "in", ["brokerage", "confirmation"])
        .select([
          "o.id",
          "o.ref_id",
          "o.kind",
          "o.to_address",
          "o.status",
          "o.attempts",
          "o.next_attempt_at",
          "o.locked_until",
          "o.last_error",
          "o.sent_at",
          "o.created_at",
        ]),
    )
    .execute();
  await db.schema.dropTable("outbox").execute();
  await db.schema.alterTable("outbox_v1").renameTo("outbox").execute();
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_message_idx").on("outbox").column("message_id").execute();
}

export const mailOutboxMigration: Migration = { up, down };
