import type { Kysely, Migration } from "kysely";
import { sql } from "kysely";
import { atomically } from "./018_lead_contact_activity";

/**
 * The book of policies ("Carteira", issue 42, decision 063): clients, their policies and the
 * policies' documents, each policy's renewal and the reminders sent for it, claims, a timeline of
 * what staff did, the renewal windows admins edit, and the imports (a column mapping per source,
 * a run per file with its report). A won lead keeps a link to the client and the policy it became.
 *
 * Money is whole centavos (integer) and rates are basis points (1 500 = 15,00 %), so no sum is
 * ever off by a float; days are "YYYY-MM-DD" in the brokerage's zone, times ISO-8601 UTC.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function up(db: Kysely<any>): Promise<void> {
  await atomically(db, async (trx) => {
    await trx.schema
      .createTable("clients")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('person','company')`))
      .addColumn("name", "text", (c) => c.notNull())
      // CPF (11 digits) or CNPJ (14 digits), digits only: one client per document.
      .addColumn("document", "text", (c) => c.notNull().unique())
      .addColumn("contact_name", "text")
      .addColumn("email", "text")
      .addColumn("email_key", "text")
      .addColumn("phone", "text")
      .addColumn("phone_key", "text")
      .addColumn("phone2", "text")
      .addColumn("phone2_key", "text")
      .addColumn("cep", "text")
      .addColumn("address", "text")
      .addColumn("city", "text")
      .addColumn("state", "text")
      .addColumn("birth_date", "text")
      .addColumn("notes", "text")
      .addColumn("legal_basis", "text", (c) =>
        c
          .notNull()
          .check(sql`legal_basis in ('contract','legal-obligation','legitimate-interest','consent')`),
      )
      .addColumn("owner_id", "text", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("origin", "text", (c) => c.notNull().check(sql`origin in ('lead','manual','import')`))
      .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await trx.schema.createIndex("clients_name_idx").on("clients").column("name").execute();
    await trx.schema.createIndex("clients_email_key_idx").on("clients").column("email_key").execute();
    await trx.schema.createIndex("clients_phone_key_idx").on("clients").column("phone_key").execute();
    await trx.schema.createIndex("clients_owner_idx").on("clients").columns(["owner_id", "name"]).execute();

    await trx.schema
      .createTable("policies")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("client_id", "text", (c) => c.notNull().references("clients.id").onDelete("cascade"))
      // An insurer record's id (a content document): no foreign key, like the leads' products.
      .addColumn("insurer_id", "text", (c) => c.notNull())
      .addColumn("product", "text", (c) => c.notNull())
      .addColumn("susep_branch", "text")
      .addColumn("policy_number", "text")
      .addColumn("proposal_number", "text")
      .addColumn("starts_on", "text", (c) => c.notNull())
      .addColumn("ends_on", "text", (c) => c.notNull())
      .addColumn("net_premium_cents", "integer")
      .addColumn("iof_cents", "integer")
      .addColumn("total_premium_cents", "integer", (c) => c.notNull())
      .addColumn("payment_method", "text")
      .addColumn("instalments", "integer")
      .addColumn("commission_bp", "integer")
      .addColumn("commission_cents", "integer")
      .addColumn("insured_kind", "text", (c) =>
        c.notNull().check(sql`insured_kind in ('vehicle','property','lives','other')`),
      )
      .addColumn("vehicle_plate", "text")
      .addColumn("vehicle_model", "text")
      .addColumn("vehicle_year", "integer")
      .addColumn("fipe_code", "text")
      .addColumn("bonus_class", "integer")
      .addColumn("property_address", "text")
      .addColumn("lives", "integer")
      .addColumn("insured_description", "text")
      .addColumn("status", "text", (c) =>
        c.notNull().check(sql`status in ('vigente','cancelada','encerrada','renovada')`),
      )
      .addColumn("status_reason", "text")
      .addColumn("renews_policy_id", "text", (c) => c.references("policies.id").onDelete("set null"))
      .addColumn("producer_id", "text", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("origin", "text", (c) => c.notNull().check(sql`origin in ('lead','manual','import')`))
      .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    // One policy number per insurer: a second import of the same file finds it.
    await trx.schema
      .createIndex("policies_number_idx")
      .on("policies")
      .columns(["insurer_id", "policy_number"])
      .unique()
      .execute();
    await trx.schema
      .createIndex("policies_client_idx")
      .on("policies")
      .columns(["client_id", "ends_on"])
      .execute();
    await trx.schema.createIndex("policies_ends_idx").on("policies").columns(["status", "ends_on"]).execute();
    await trx.schema.createIndex("policies_plate_idx").on("policies").column("vehicle_plate").execute();
    await trx.schema.createIndex("policies_producer_idx").on("policies").column("producer_id").execute();
    await trx.schema.createIndex("policies_renews_idx").on("policies").column("renews_policy_id").execute();

    await trx.schema
      .createTable("policy_documents")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("policy_id", "text", (c) => c.notNull().references("policies.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) =>
        c.notNull().check(sql`kind in ('apolice','proposta','endosso','outro')`),
      )
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("mime", "text", (c) => c.notNull())
      .addColumn("size", "integer", (c) => c.notNull())
      .addColumn("sha256", "text", (c) => c.notNull())
      // The file's bytes, base64: in the database, so every instance and every backup has them.
      .addColumn("data", "text", (c) => c.notNull())
      .addColumn("uploaded_by", "text", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex("policy_documents_policy_idx")
      .on("policy_documents")
      .column("policy_id")
      .execute();

    await trx.schema
      .createTable("renewals")
      .addColumn("id", "text", (c) => c.primaryKey())
      // One renewal per policy: two instances opening the same window meet this constraint.
      .addColumn("policy_id", "text", (c) =>
        c.notNull().unique().references("policies.id").onDelete("cascade"),
      )
      .addColumn("status", "text", (c) =>
        c
          .notNull()
          .check(
            sql`status in ('nao-trabalhada','em-cotacao','aguardando-cliente','renovada','perdida','cancelada')`,
          ),
      )
      .addColumn("owner_id", "text", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("due_on", "text", (c) => c.notNull())
      .addColumn("next_action", "text")
      .addColumn("next_action_at", "text")
      .addColumn("lost_reason", "text")
      .addColumn("lost_to", "text")
      .addColumn("new_policy_id", "text", (c) => c.references("policies.id").onDelete("set null"))
      .addColumn("opened_at", "text", (c) => c.notNull())
      .addColumn("closed_at", "text")
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex("renewals_open_idx")
      .on("renewals")
      .columns(["closed_at", "due_on"])
      .execute();
    await trx.schema
      .createIndex("renewals_owner_idx")
      .on("renewals")
      .columns(["owner_id", "due_on"])
      .execute();

    // A reminder sent for a renewal at D-n: the primary key makes it once, whatever the instances.
    await trx.schema
      .createTable("renewal_reminders")
      .addColumn("renewal_id", "text", (c) => c.notNull().references("renewals.id").onDelete("cascade"))
      .addColumn("days_before", "integer", (c) => c.notNull())
      .addColumn("sent_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("renewal_reminders_pk", ["renewal_id", "days_before"])
      .execute();

    await trx.schema
      .createTable("claims")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("policy_id", "text", (c) => c.notNull().references("policies.id").onDelete("cascade"))
      .addColumn("client_id", "text", (c) => c.notNull().references("clients.id").onDelete("cascade"))
      // The protocol the client is given; the insurer's own number once it has one.
      .addColumn("protocol", "text", (c) => c.notNull().unique())
      .addColumn("insurer_claim_number", "text")
      .addColumn("status", "text", (c) =>
        c
          .notNull()
          .check(sql`status in ('aberto','em-analise','documentos-pendentes','indenizado','recusado')`),
      )
      .addColumn("occurred_on", "text", (c) => c.notNull())
      .addColumn("place", "text")
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("involved", "text")
      .addColumn("reported_by", "text", (c) => c.notNull().check(sql`reported_by in ('staff','client')`))
      .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex("claims_client_idx")
      .on("claims")
      .columns(["client_id", "created_at"])
      .execute();
    await trx.schema.createIndex("claims_policy_idx").on("claims").column("policy_id").execute();

    // The client's timeline: what staff did on the client, a policy, a renewal or a claim.
    await trx.schema
      .createTable("book_activities")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("client_id", "text", (c) => c.notNull().references("clients.id").onDelete("cascade"))
      .addColumn("policy_id", "text", (c) => c.references("policies.id").onDelete("cascade"))
      .addColumn("renewal_id", "text", (c) => c.references("renewals.id").onDelete("cascade"))
      .addColumn("claim_id", "text", (c) => c.references("claims.id").onDelete("cascade"))
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("body", "text")
      .addColumn("details", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await trx.schema
      .createIndex("book_activities_client_idx")
      .on("book_activities")
      .columns(["client_id", "created_at"])
      .execute();
    await trx.schema
      .createIndex("book_activities_renewal_idx")
      .on("book_activities")
      .columns(["renewal_id", "created_at"])
      .execute();

    // One row ("book"): how many days before its end a renewal opens, and the reminders' days.
    await trx.schema
      .createTable("book_settings")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("renewal_window_days", "integer", (c) => c.notNull())
      // Comma-separated days before the end, e.g. "30,15,7,1".
      .addColumn("reminder_days", "text", (c) => c.notNull())
      .addColumn("updated_by", "text", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await trx
      .insertInto("book_settings")
      .values({
        id: "book",
        renewal_window_days: 60,
        reminder_days: "30,15,7,1",
        updated_by: null,
        updated_at: new Date().toISOString(),
      })
      .execute();

    // An import source's column mapping, kept so the next file from it maps itself.
    await trx.schema
      .createTable("import_mappings")
      .addColumn("source", "text", (c) => c.primaryKey())
      .addColumn("mapping", "text", (c) => c.notNull())
      .addColumn("updated_by", "text", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await trx.schema
      .createTable("import_runs")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("source", "text", (c) => c.notNull())
      .addColumn("file_name", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('running','done','failed')`))
      .addColumn("total_rows", "integer", (c) => c.notNull())
      .addColumn("done_rows", "integer", (c) => c.notNull())
      .addColumn("imported", "integer", (c) => c.notNull())
      .addColumn("existing", "integer", (c) => c.notNull())
      .addColumn("refused", "integer", (c) => c.notNull())
      // JSON: one entry per row (its number, outcome and reason), the downloadable report.
      .addColumn("report", "text")
      .addColumn("created_by", "text", (c) => c.references("users.id").onDelete("set null"))
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("finished_at", "text")
      .execute();

    await trx.schema
      .alterTable("leads")
      .addColumn("client_id", "text", (c) => c.references("clients.id").onDelete("set null"))
      .execute();
    await trx.schema
      .alterTable("leads")
      .addColumn("policy_id", "text", (c) => c.references("policies.id").onDelete("set null"))
      .execute();
    await trx.schema.createIndex("leads_client_idx").on("leads").column("client_id").execute();
  });
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are written against the untyped builder
async function down(db: Kysely<any>): Promise<void> {
  await atomically(db, async (trx) => {
    await trx.schema.dropIndex("leads_client_idx").execute();
    await trx.schema.alterTable("leads").dropColumn("policy_id").execute();
    await trx.schema.alterTable("leads").dropColumn("client_id").execute();
    for (const table of [
      "import_runs",
      "import_mappings",
      "book_settings",
      "book_activities",
      "claims",
      "renewal_reminders",
      "renewals",
      "policy_documents",
      "policies",
      "clients",
    ]) {
      await trx.schema.dropTable(table).execute();
    }
  });
}

export const bookMigration: Migration = { up, down };
