import type { Kysely } from "kysely";
import { currentContent } from "~/.server/content";
import type { Database } from "~/.server/platform";
import { AUDIT_ACTION_LABELS, type AuditAction } from "~/lib/audit-actions";
import { type AuditActor, type AuditTarget, auditSentence } from "~/lib/audit-sentence";
import { type Paged, pageOf } from "~/lib/pagination";

/** An action's label; a name this code no longer writes (an old row) reads as itself. */
export const actionLabel = (action: string): string =>
  Object.hasOwn(AUDIT_ACTION_LABELS, action) ? AUDIT_ACTION_LABELS[action as AuditAction] : action;

export interface AuditEntry {
  id: string;
  at: string;
  /** The whole entry in words, names as they are now ("Maria revelou a senha do portal da Porto Seguro."). */
  sentence: string;
  /** The raw fields, kept for the screen's "Detalhes": who, the action's label and code, the target. */
  who: string;
  action: string;
  label: string;
  /** What it was done to: an insurer's or product's name, a page, or an account. */
  target: string;
}

/** Audit rows per page of the audit screen (decision 051). */
export const AUDIT_PER_PAGE = 25;

/** A page of the audit screen (`action`: only that kind, e.g. the password reveals), newest first. */
export function auditPage(db: Kysely<Database>, page: number, action?: string): Promise<Paged<AuditEntry>> {
  return pageOf(
    page,
    AUDIT_PER_PAGE,
    async () => {
      let count = db.selectFrom("audit_log").select((eb) => eb.fn.countAll().as("n"));
      if (action) count = count.where("action", "=", action);
      return Number((await count.executeTakeFirstOrThrow()).n);
    },
    (limit, offset) => recentAudit(db, action, limit, offset),
  );
}

/** The people, messages, leads, portal sections, stages and lost reasons among `ids`, by id. */
async function namesOf(db: Kysely<Database>, ids: string[]) {
  const unique = [...new Set(ids)];
  // `in ()` is not SQL: a page without ids asks nothing.
  const some = <T>(query: () => Promise<T[]>): Promise<T[]> =>
    unique.length ? query() : Promise.resolve([]);
  const [
    people,
    messages,
    leads,
    sections,
    stages,
    reasons,
    clients,
    policies,
    renewals,
    documents,
    imports,
  ] = await Promise.all([
    some(() => db.selectFrom("users").select(["id", "name", "email"]).where("id", "in", unique).execute()),
    some(() => db.selectFrom("contact_messages").select(["id", "name"]).where("id", "in", unique).execute()),
    some(() => db.selectFrom("leads").select(["id", "name"]).where("id", "in", unique).execute()),
    some(() =>
      db.selectFrom("portal_sections").select(["key", "title"]).where("key", "in", unique).execute(),
    ),
    some(() => db.selectFrom("lead_stages").select(["id", "label"]).where("id", "in", unique).execute()),
    some(() =>
      db.selectFrom("lead_lost_reasons").select(["id", "label"]).where("id", "in", unique).execute(),
    ),
    // The book (issue 42): a client by name, a policy and a renewal by the policy's number and
    // client, a document and an import by their file's name.
    some(() => db.selectFrom("clients").select(["id", "name"]).where("id", "in", unique).execute()),
    some(() =>
      db
        .selectFrom("policies as p")
        .innerJoin("clients as c", "c.id", "p.client_id")
        .select(["p.id", "p.policy_number", "c.name"])
        .where("p.id", "in", unique)
        .execute(),
    ),
    some(() =>
      db
        .selectFrom("renewals as r")
        .innerJoin("policies as p", "p.id", "r.policy_id")
        .innerJoin("clients as c", "c.id", "p.client_id")
        .select(["r.id", "p.policy_number", "c.name"])
        .where("r.id", "in", unique)
        .execute(),
    ),
    some(() =>
      db.selectFrom("policy_documents").select(["id", "file_name"]).where("id", "in", unique).execute(),
    ),
    some(() =>
      Promise.all([
        db.selectFrom("import_runs").select(["id", "file_name"]).where("id", "in", unique).execute(),
        db.selectFrom("import_uploads").select(["id", "file_name"]).where("id", "in", unique).execute(),
      ]).then(([runs, uploads]) => [...runs, ...uploads]),
    ),
  ]);
  const policyName = (p: { policy_number: string | null; name: string }) =>
    `${p.policy_number ?? "sem número"} de ${p.name}`;
  return {
    people: new Map(people.map((p) => [p.id, { name: p.name, email: p.email }])),
    messages: new Map(messages.map((m) => [m.id, m.name])),
    leads: new Map(leads.map((l) => [l.id, l.name])),
    sections: new Map(sections.map((p) => [p.key, p.title])),
    stages: new Map(stages.map((p) => [p.id, p.label])),
    reasons: new Map(reasons.map((p) => [p.id, p.label])),
    clients: new Map(clients.map((c) => [c.id, c.name])),
    policies: new Map(policies.map((p) => [p.id, policyName(p)])),
    renewals: new Map(renewals.map((r) => [r.id, policyName(r)])),
    documents: new Map(documents.map((d) => [d.id, d.file_name])),
    imports: new Map(imports.map((i) => [i.id, i.file_name])),
  };
}

const contentKindOf = (id: string) => id.slice(0, id.indexOf(":"));

/**
 * The newest audit rows for admins (only after requireAdmin), with names resolved now: the log
 * itself keeps ids only (decision 015), so a person or message deleted since reads as such.
 * `action` filters to one kind, e.g. the password reveals.
 */
export async function recentAudit(
  db: Kysely<Database>,
  action?: string,
  limit = 200,
  offset = 0,
): Promise<AuditEntry[]> {
  let query = db
    .selectFrom("audit_log as a")
    .select(["a.id", "a.created_at", "a.action", "a.target_id", "a.actor_id", "a.details"])
    .orderBy("a.created_at", "desc")
    .orderBy("a.id", "desc")
    .limit(limit)
    .offset(offset);
  if (action) query = query.where("a.action", "=", action);
  const page = await query.execute();
  // The names by id, one small query per table, rather than seven joins in the page's query:
  // PostgreSQL spent about 24 ms planning that join for a 1 ms execution (issue 27).
  const names = await namesOf(
    db,
    page.flatMap((r) => [r.actor_id, r.target_id]).filter((id): id is string => Boolean(id)),
  );
  const rows = page.map((r) => {
    const actor = r.actor_id ? names.people.get(r.actor_id) : undefined;
    const target = r.target_id ? names.people.get(r.target_id) : undefined;
    const of = <T>(map: Map<string, T>) => (r.target_id ? map.get(r.target_id) : undefined) ?? null;
    return {
      ...r,
      actor_name: actor?.name ?? null,
      actor_email: actor?.email ?? null,
      target_name: target?.name ?? null,
      target_email: target?.email ?? null,
      message_name: of(names.messages),
      lead_name: of(names.leads),
      section_title: of(names.sections),
      stage_label: of(names.stages),
      reason_label: of(names.reasons),
      client_name: of(names.clients),
      policy_name: of(names.policies),
      renewal_name: of(names.renewals),
      document_name: of(names.documents),
      import_name: of(names.imports),
    };
  });
  const content = currentContent();
  type Row = (typeof rows)[number];

  const targetOf = (row: Row): AuditTarget => {
    const id = row.target_id ?? "";
    const [prefix] = row.action.split(".");
    if (prefix === "insurer" || (prefix === "content" && contentKindOf(id) === "insurer")) {
      const key = prefix === "insurer" ? id : id.slice("insurer:".length);
      return { kind: "insurer", name: content.insurers.find((i) => i.id === key)?.name ?? null };
    }
    if (prefix === "content" && contentKindOf(id) === "product")
      return {
        kind: "product",
        name: content.products.find((p) => `product:${p.slug}` === id)?.title ?? null,
      };
    // A product's fixed owner (decision 040): the target is the product, named as it is now.
    if (prefix === "lead_owners" && contentKindOf(id) === "product")
      return {
        kind: "product",
        name: content.products.find((p) => `product:${p.slug}` === id)?.title ?? null,
      };
    if (prefix === "content" && contentKindOf(id) === "site") return { kind: "site", name: null };
    if (prefix === "contact") return { kind: "message", name: row.message_name };
    if (prefix === "lead") return { kind: "lead", name: row.lead_name };
    if (prefix === "portal") return { kind: "section", name: row.section_title };
    if (prefix === "lead_stage") return { kind: "stage", name: row.stage_label };
    if (prefix === "lead_reason") return { kind: "reason", name: row.reason_label };
    // The book's actions: "book.client.*" and "book.claim.*" target the client, "book.policy.*" and
    // "policy.*" the policy, "book.import.*" the upload or the run.
    const [, object] = row.action.split(".");
    if (prefix === "book" && (object === "client" || object === "claim"))
      return { kind: "client", name: row.client_name };
    if ((prefix === "book" && object === "policy") || prefix === "policy")
      return { kind: "policy", name: row.policy_name };
    if (prefix === "book" && object === "import") return { kind: "import", name: row.import_name };
    if (prefix === "renewal") return { kind: "renewal", name: row.renewal_name };
    if (prefix === "policy_document") return { kind: "document", name: row.document_name };
    if (prefix === "book_settings") return { kind: "none", name: null };
    if (!id || prefix === "mail") return { kind: "none", name: null };
    return { kind: "user", name: row.target_name || row.target_email, self: id === row.actor_id };
  };
  const actorOf = (row: Row): AuditActor => {
    const name = row.actor_name || row.actor_email;
    if (name) return { name };
    return row.actor_id ? "deleted" : "system";
  };

  return rows.map((r) => {
    const target = targetOf(r);
    const actor = actorOf(r);
    return {
      id: r.id,
      at: r.created_at,
      sentence: auditSentence({ action: r.action, actor, target, details: parseDetails(r.details) }),
      who: typeof actor === "string" ? (actor === "deleted" ? "Conta removida" : "Sistema") : actor.name,
      action: r.action,
      label: actionLabel(r.action),
      target: target.kind === "site" ? "Dados da corretora" : (target.name ?? (r.target_id ? "—" : "")),
    };
  });
}

function parseDetails(details: string | null): Record<string, unknown> | null {
  if (!details) return null;
  try {
    const value: unknown = JSON.parse(details);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
