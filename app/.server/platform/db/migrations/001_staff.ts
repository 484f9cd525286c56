import { type Kysely, type Migration, sql } from "kysely";

/** Neutral starter text for the six portal sections; an administrator edits them in the portal. */
export const PORTAL_SECTION_SEEDS: Array<{ key: string; title: string; body: string }> = [
  {
    key: "insurer-guide",
    title: "Guia de seguradoras",
    body: "Orientações internas sobre cada seguradora parceira. O administrador mantém este conteúdo atualizado.",
  },
  {
    key: "insurer-passwords",
    title: "Senhas de seguradoras",
    body: "Acessos aos portais das seguradoras. Solicite ao administrador o cadastro das credenciais.",
  },
  {
    key: "insurer-0800",
    title: "0800 das seguradoras",
    body: "Telefones de atendimento e assistência 24 horas das seguradoras parceiras.",
  },
  {
    key: "insurer-discounts",
    title: "Descontos das seguradoras",
    body: "Condições comerciais e descontos vigentes negociados com as seguradoras.",
  },
  {
    key: "insurer-contacts",
    title: "Contatos das seguradoras",
    body: "Gerentes comerciais e canais de contato de cada seguradora.",
  },
  {
    key: "broker-contacts",
    title: "Contatos da corretora",
    body: "Telefones e e-mails internos da equipe da corretora.",
  },
];

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) =>
      c.notNull().defaultTo("collaborator").check(sql`role in ('collaborator','admin')`),
    )
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("pending").check(sql`status in ('pending','approved')`),
    )
    .addColumn("name", "text")
    .addColumn("phone", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();
  await db.schema
    .createTable("password_reset_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("portal_sections")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "text")
    .execute();
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("actor_id", "text")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_id", "text")
    .addColumn("details", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // rate-limiter-flexible's own layout (RateLimiterPostgres / RateLimiterSQLite), created here so
  // the limiters start with tableCreated: true on both dialects.
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "varchar(255)", (c) => c.primaryKey())
    .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("expire", "bigint")
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto("portal_sections")
    .values(PORTAL_SECTION_SEEDS.map((s) => ({ ...s, updated_at: now, updated_by: null })))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists
async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    "rate_limits",
    "audit_log",
    "portal_sections",
    "password_reset_tokens",
    "sessions",
    "users",
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}

export const staffMigration: Migration = { up, down };
