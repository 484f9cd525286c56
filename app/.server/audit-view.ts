import type { Kysely } from "kysely";
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
  "auth.sign_in": "Entrou com a senha",
  "auth.sign_in_failed": "Errou a senha ao entrar",
  "auth.lockout": "Entrada bloqueada por excesso de tentativas",
  "auth.second_step": "Passou a verificação em duas etapas",
  "auth.second_step_failed": "Errou o código da verificação em duas etapas",
  "two_step.enable": "Ativou a verificação em duas etapas",
  "two_step.disable": "Desativou a verificação em duas etapas",
  "two_step.recovery_renew": "Gerou novos códigos de recuperação",
  "two_step.requirement": "Mudou a exigência da verificação em duas etapas",
};

export const actionLabel = (action: string) =>
  Object.hasOwn(AUDIT_ACTION_LABELS, action) ? (AUDIT_ACTION_LABELS[action] ?? action) : action;

export interface AuditEntry {
  at: string;
  who: string;
  action: string;
  label: string;
  /** What it was done to: an insurer's or product's name, a page, or an account. */
  target: string;
}

/**
 * The newest audit rows for admins (only after requireAdmin), with names resolved now: the log
 * itself keeps ids only (decision 015). `action` filters to one kind, e.g. the password reveals.
 */
export async function recentAudit(db: Kysely<Database>, action?: string, limit = 200): Promise<AuditEntry[]> {
  let query = db
    .selectFrom("audit_log as a")
    .leftJoin("users as actor", "actor.id", "a.actor_id")
    .leftJoin("users as target", "target.id", "a.target_id")
    .select([
      "a.created_at",
      "a.action",
      "a.target_id",
      "a.actor_id",
      "actor.name as actor_name",
      "actor.email as actor_email",
      "target.email as target_email",
    ])
    .orderBy("a.created_at", "desc")
    .limit(limit);
  if (action) query = query.where("a.action", "=", action);
  const rows = await query.execute();
  const content = currentContent();
  const targetName = (row: (typeof rows)[number]): string => {
    const id = row.target_id ?? "";
    const insurer = content.insurers.find((i) => i.id === id || `insurer:${i.id}` === id);
    if (insurer) return insurer.name;
    const product = content.products.find((p) => `product:${p.slug}` === id);
    if (product) return product.title;
    if (id === "site:site") return "Dados da corretora";
    return row.target_email ?? (id ? "—" : "");
  };
  return rows.map((r) => ({
    at: r.created_at,
    who: r.actor_name || r.actor_email || (r.actor_id ? "Conta removida" : "Sistema"),
    action: r.action,
    label: actionLabel(r.action),
    target: targetName(r),
  }));
}
