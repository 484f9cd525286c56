import type { Kysely } from "kysely";
import { type AuditActor, type AuditTarget, auditSentence } from "~/lib/audit-sentence";
import { type Paged, pageOf } from "~/lib/pagination";
import { currentContent } from "./content";
import type { Database } from "./db/schema";

/** What each audited action is called on the admin's "Auditoria" screen. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  "insurer.password_reveal": "Viu a senha do portal da seguradora",
  "insurer.internal_save": "Alterou o lado interno da seguradora",
  "content.save": "Salvou conteúdo do site",
  "content.restore": "Restaurou uma versão do conteúdo",
  "content.visibility": "Ocultou ou mostrou no site",
  "user.create": "Criou a conta",
  "user.approve": "Aprovou o cadastro",
  "user.email_confirm": "Confirmou o e-mail pelo link",
  "user.deny": "Recusou o cadastro",
  "user.delete": "Excluiu a conta",
  "user.edit": "Editou os dados da conta",
  "user.promote": "Promoveu a administrador",
  "user.demote": "Removeu o acesso de administrador",
  "user.disable": "Desativou a conta",
  "user.enable": "Reativou a conta",
  "user.password_change": "Trocou a própria senha",
  "user.password_reset": "Redefiniu a senha pelo link",
  "user.sessions_end_others": "Encerrou as outras sessões",
  "user.cli_admin": "Administrador criado pelo terminal",
  "portal.section_update": "Alterou uma seção do portal",
  "contact.handled": "Marcou uma mensagem como atendida",
  "contact.reopened": "Reabriu uma mensagem",
  "contact.retry": "Reenviou uma mensagem",
  "contact.delete": "Excluiu uma mensagem",
  "mail.retry": "Reenviou um e-mail",
  "personal_data.search": "Buscou os dados pessoais de uma pessoa",
  "personal_data.export": "Exportou os dados pessoais de uma pessoa",
  "personal_data.erase": "Excluiu os dados pessoais de uma pessoa",
  "lead.export_csv": "Exportou oportunidades em CSV",
  "lead.create": "Cadastrou uma oportunidade",
  "lead.note": "Adicionou uma nota a uma oportunidade",
  "lead.call": "Registrou uma ligação",
  "lead.whatsapp": "Abriu uma conversa no WhatsApp",
  "lead.email": "Enviou um e-mail a uma oportunidade",
  "lead.next_action": "Definiu a próxima ação",
  "lead.stage": "Mudou a etapa de uma oportunidade",
  "lead.owner": "Mudou o responsável de uma oportunidade",
  "lead_stage.update": "Alterou uma etapa das oportunidades",
  "lead_stage.move": "Mudou a ordem das etapas",
  "lead_reason.add": "Adicionou um motivo de perda",
  "lead_reason.rename": "Renomeou um motivo de perda",
  "lead_reason.move": "Mudou a ordem dos motivos de perda",
  "lead_reason.archive": "Arquivou um motivo de perda",
  "lead_reason.restore": "Voltou a oferecer um motivo de perda",
  "lead_reason.delete": "Excluiu um motivo de perda",
  "auth.sign_in": "Entrou com a senha",
  "auth.sign_in_failed": "Errou a senha ao entrar",
  "auth.lockout": "Entrada bloqueada por excesso de tentativas",
  "auth.second_step": "Passou a verificação em duas etapas",
  "auth.second_step_failed": "Errou o código da verificação em duas etapas",
  "two_step.enable": "Ativou a verificação em duas etapas",
  "two_step.disable": "Desativou a verificação em duas etapas",
  "two_step.recovery_renew": "Gerou novos códigos de recuperação",
  "two_step.requirement": "Mudou a exigência da verificação em duas etapas",
  "lead_owners.takes_leads": "Mudou quem recebe oportunidades",
  "lead_owners.product": "Mudou o responsável fixo por um produto",
};

export const actionLabel = (action: string) =>
  Object.hasOwn(AUDIT_ACTION_LABELS, action) ? (AUDIT_ACTION_LABELS[action] ?? action) : action;

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
export const AUDIT_PER_PAGE = 50;

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
    .leftJoin("users as actor", "actor.id", "a.actor_id")
    .leftJoin("users as target", "target.id", "a.target_id")
    .leftJoin("contact_messages as message", "message.id", "a.target_id")
    .leftJoin("leads as lead", "lead.id", "a.target_id")
    .leftJoin("portal_sections as section", "section.key", "a.target_id")
    .leftJoin("lead_stages as stage", "stage.id", "a.target_id")
    .leftJoin("lead_lost_reasons as reason", "reason.id", "a.target_id")
    .select([
      "a.id",
      "a.created_at",
      "a.action",
      "a.target_id",
      "a.actor_id",
      "a.details",
      "actor.name as actor_name",
      "actor.email as actor_email",
      "target.name as target_name",
      "target.email as target_email",
      "message.name as message_name",
      "lead.name as lead_name",
      "section.title as section_title",
      "stage.label as stage_label",
      "reason.label as reason_label",
    ])
    .orderBy("a.created_at", "desc")
    .orderBy("a.id", "desc")
    .limit(limit)
    .offset(offset);
  if (action) query = query.where("a.action", "=", action);
  const rows = await query.execute();
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
