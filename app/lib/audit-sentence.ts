/**
 * An audit row as one Portuguese sentence ("Maria revelou a senha do portal da Porto Seguro").
 * The log keeps ids only (decision 015): the caller resolves them to today's names first, and
 * whatever no longer exists comes here as `null` and reads as "um usuário excluído" or similar.
 */

import {
  CLAIM_STATUS_LABEL,
  POLICY_DOCUMENT_KIND_LABEL,
  POLICY_STATUS_LABEL,
  type PolicyDocumentKind,
  RENEWAL_STATUS_LABEL,
} from "./book-labels";

/** Who did it: a person's name (or e-mail) now, an account since deleted, or nobody (the system). */
export type AuditActor = { name: string } | "deleted" | "system";

/** What the target id pointed to; `name` is null when it no longer exists. */
export type AuditTarget =
  | { kind: "user"; name: string | null; self: boolean }
  | {
      kind:
        | "insurer"
        | "product"
        | "site"
        | "section"
        | "message"
        | "lead"
        | "stage"
        | "reason"
        // The book (issue 42): a client by name; a policy or a renewal by its policy as
        // "0531.77777.1 de Maria Silva"; a document and an import by their file's name.
        | "client"
        | "policy"
        | "renewal"
        | "document"
        | "import"
        | "none";
      name: string | null;
    };

export interface AuditFacts {
  action: string;
  actor: AuditActor;
  target: AuditTarget;
  /** The row's details as stored (JSON), or null. */
  details: Record<string, unknown> | null;
}

const EDITABLE_USER_FIELDS: Record<string, string> = { name: "o nome", phone: "o telefone" };

/** "a", "a e b", "a, b e c". */
export function joinWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} e ${words.at(-1)}`;
}

/** The sentence's subject; a name or e-mail is kept exactly as written (no capital forced on it). */
function actorName(actor: AuditActor): string {
  if (actor === "deleted") return "Um usuário excluído";
  if (actor === "system") return "O sistema";
  return actor.name;
}

/** "de Maria", "de um usuário excluído", "da própria conta" style phrases for a user target. */
function account(target: AuditTarget): string {
  if (target.kind === "user" && target.self) return "da própria conta";
  return `da conta de ${target.name ?? "um usuário excluído"}`;
}

const person = (target: AuditTarget) => target.name ?? "um usuário excluído";

/** "da Porto Seguro", "de Seguro Auto", "dos dados da corretora". */
function ofContent(target: AuditTarget): string {
  if (target.kind === "site") return "dos dados da corretora";
  if (target.kind === "insurer") return target.name ? `da ${target.name}` : "de uma seguradora excluída";
  return target.name ? `de ${target.name}` : "de um conteúdo removido";
}

/** The page or insurer as the object of a verb: "Seguro Auto", "a Porto Seguro", "os dados da corretora". */
function contentObject(target: AuditTarget): string {
  if (target.kind === "site") return "os dados da corretora";
  if (target.kind === "insurer") return target.name ? `a ${target.name}` : "uma seguradora excluída";
  if (target.kind === "product") return `a página ${target.name ?? "de um produto removido"}`;
  return target.name ?? "um conteúdo removido";
}

const message = (target: AuditTarget) =>
  target.name ? `a mensagem de ${target.name}` : "uma mensagem já excluída";

/** A lead in a sentence: "da oportunidade de Ana", or one erased since (its name is gone with it). */
const lead = (target: AuditTarget, of: "a" | "da" | "na") => {
  if (target.name) return `${of} oportunidade de ${target.name}`;
  return `${{ a: "uma", da: "de uma", na: "em uma" }[of]} oportunidade já excluída`;
};

/** A lead stage or lost reason by today's name (issue 29): "a etapa “Cotando”". */
const stage = (target: AuditTarget) => (target.name ? `a etapa “${target.name}”` : "uma etapa");
const reason = (target: AuditTarget) =>
  target.name ? `o motivo de perda “${target.name}”` : "um motivo de perda";
const ofStage = (target: AuditTarget) => (target.name ? `da etapa “${target.name}”` : "de uma etapa");
const ofReason = (target: AuditTarget) =>
  target.name ? `do motivo de perda “${target.name}”` : "de um motivo de perda";

/** The book's targets in a sentence; what was erased since reads as such. */
const client = (target: AuditTarget, of: "o" | "do" | "ao") =>
  target.name
    ? `${of} cliente ${target.name}`
    : `${{ o: "um", do: "de um", ao: "a um" }[of]} cliente já excluído`;
const policy = (target: AuditTarget, of: "a" | "da" | "na") => {
  if (target.name) return `${of} apólice ${target.name}`;
  return `${{ a: "uma", da: "de uma", na: "em uma" }[of]} apólice já excluída`;
};
const renewal = (target: AuditTarget, of: "a" | "da" | "na") =>
  target.name
    ? `${of} renovação da apólice ${target.name}`
    : `${{ a: "uma", da: "de uma", na: "em uma" }[of]} renovação já excluída`;
/** An import's file by its name: "o arquivo “carteira.csv”". */
const importFile = (target: AuditTarget) => (target.name ? `o arquivo “${target.name}”` : "um arquivo");
/** " (Proposta)": a document's kind as the details keep it. */
const documentKindText = (kind: unknown) =>
  typeof kind === "string" && Object.hasOwn(POLICY_DOCUMENT_KIND_LABEL, kind)
    ? ` (${POLICY_DOCUMENT_KIND_LABEL[kind as PolicyDocumentKind]})`
    : "";
/** A policy's document by its file's name: "o documento “a.pdf” (Proposta)". */
const policyDocument = (target: AuditTarget, kind: unknown) =>
  target.name
    ? `o documento “${target.name}”${documentKindText(kind)}`
    : `um documento${documentKindText(kind)} já excluído`;
/** " para “Cancelada”": the new status, when the details name one this code knows. */
function toLabel<K extends string>(labels: Record<K, string>, to: unknown): string {
  return typeof to === "string" && Object.hasOwn(labels, to) ? ` para “${labels[to as K]}”` : "";
}

const number = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

const nonZero = (value: unknown) => (value === 0 ? undefined : value);

/** How many rows of each kind the product holds about one person (personal-data.ts). */
export interface HoldingCounts {
  leads: number;
  activities: number;
  messages: number;
  mails: number;
  counters: number;
  /** The book's clients found, and their policies, documents and claims (decision 071). */
  clients?: number;
  policies?: number;
  documents?: number;
  claims?: number;
}

/**
 * "2 oportunidades, 1 mensagem, 3 e-mails e 0 contadores": for the screen, its flash and the audit
 * sentence (a kind missing from an old row is left out).
 */
export function countsText(c: Partial<Record<keyof HoldingCounts, unknown>>): string {
  const part = (value: unknown, one: string, many: string) =>
    typeof value === "number" ? [`${value} ${value === 1 ? one : many}`] : [];
  return joinWords([
    ...part(c.leads, "oportunidade", "oportunidades"),
    ...part(c.messages, "mensagem", "mensagens"),
    ...part(c.mails, "e-mail", "e-mails"),
    ...part(c.counters, "contador", "contadores"),
    // The book's counts only when there is some: a person with no client record reads as before.
    ...part(nonZero(c.clients), "cliente da carteira", "clientes da carteira"),
    ...part(nonZero(c.policies), "apólice", "apólices"),
    ...part(nonZero(c.documents), "documento de apólice", "documentos de apólice"),
    ...part(nonZero(c.claims), "sinistro", "sinistros"),
  ]);
}

/** "(2 oportunidades, 1 mensagem, 3 e-mails e 1 contador)" from a personal-data row's counts. */
function holdingCounts(d: Record<string, unknown>): string {
  const text = countsText(d);
  return text === "" ? "" : ` (${text})`;
}

/** What happened, after the actor's name ("revelou a senha…"); undefined for an action it does not know. */
function predicate({ action, target, details }: AuditFacts): string | undefined {
  const d = details ?? {};
  const version = number(d.version);
  const inVersion = version === undefined ? "" : ` (versão ${version})`;
  switch (action) {
    case "insurer.password_reveal":
      return `revelou a senha do portal ${ofContent(target)}`;
    case "insurer.internal_save":
      return `alterou os dados internos ${ofContent(target)}`;
    case "content.save": {
      const fields = strings(d.fields);
      if (fields.length === 1 && fields[0] === "position")
        return `mudou a posição ${ofContent(target)} na lista de seguradoras`;
      return `editou ${contentObject(target)}${inVersion}`;
    }
    case "content.restore": {
      const from = number(d.restoredFrom);
      return from === undefined
        ? `restaurou uma versão anterior ${ofContent(target)}`
        : `restaurou a versão ${from} ${ofContent(target)}`;
    }
    case "content.visibility":
      if (d.hidden === true) return `ocultou ${contentObject(target)} do site`;
      if (d.hidden === false) return `voltou a mostrar ${contentObject(target)} no site`;
      return `ocultou ou mostrou ${contentObject(target)} no site`;
    case "user.create":
      if (!(target.kind === "user" && target.self)) return `criou a conta de ${person(target)}`;
      // Its own actor: a registration (pending), or the first admin made at start from ADMIN_EMAIL.
      if (d.status === "pending") return "se cadastrou pelo formulário de cadastro";
      return d.role === "admin"
        ? "teve a conta de administrador criada na instalação"
        : "teve a conta criada pelo sistema";
    case "user.cli_admin":
      return `criou pelo terminal o administrador ${person(target)}`;
    case "user.approve":
      return d.emailConfirmed === false
        ? `aprovou o cadastro de ${person(target)}, com o e-mail ainda não confirmado`
        : `aprovou o cadastro de ${person(target)}`;
    case "user.deny":
      // Denying removes the registration: the target is always gone.
      return "recusou e removeu um cadastro pendente";
    case "user.delete":
      return d.role === "admin" ? "excluiu a conta de um administrador" : "excluiu a conta de um colaborador";
    case "user.edit": {
      const fields = strings(d.changed).flatMap((f) => EDITABLE_USER_FIELDS[f] ?? []);
      return fields.length > 0
        ? `editou ${joinWords(fields)} ${account(target)}`
        : `editou os dados ${account(target)}`;
    }
    case "user.promote":
      return `tornou ${person(target)} administrador`;
    case "user.demote":
      return `removeu o acesso de administrador de ${person(target)}`;
    case "user.disable":
      return `desativou a conta de ${person(target)}`;
    case "user.enable":
      return `reativou a conta de ${person(target)}`;
    case "user.email_confirm":
      return "confirmou o e-mail pelo link recebido";
    case "user.password_change":
      return "trocou a própria senha";
    case "user.password_reset":
      return "redefiniu a senha pelo link recebido por e-mail";
    case "user.sessions_end_others": {
      const ended = number(d.ended);
      if (ended === undefined) return "encerrou as outras sessões";
      return ended === 1 ? "encerrou 1 outra sessão" : `encerrou ${ended} outras sessões`;
    }
    case "portal.section_update":
      return target.name
        ? `alterou a seção “${target.name}” do Portal do Colaborador`
        : "alterou uma seção do Portal do Colaborador";
    case "contact.handled":
      return `marcou como atendida ${message(target)}`;
    case "contact.reopened":
      return `reabriu ${message(target)}`;
    case "contact.retry":
      return `tentou enviar de novo ${message(target)}`;
    case "contact.delete":
      return "excluiu uma mensagem do formulário de contato";
    case "personal_data.search":
      return `buscou os dados pessoais guardados de uma pessoa${holdingCounts(d)}`;
    case "personal_data.export":
      return `exportou os dados pessoais guardados de uma pessoa${holdingCounts(d)}`;
    case "personal_data.erase":
      return `excluiu os dados pessoais guardados de uma pessoa${holdingCounts(d)}`;
    case "lead.export_csv": {
      // Ids and counts only (decision 015): the period and how many leads, never who.
      const leads = number(d.count);
      const day = (value: unknown) =>
        typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
          ? value.split("-").reverse().join("/")
          : undefined;
      const from = day(d.from);
      const to = day(d.to);
      const what =
        leads === undefined
          ? "as oportunidades criadas"
          : leads === 1
            ? "1 oportunidade criada"
            : `${leads} oportunidades criadas`;
      return from && to ? `exportou em CSV ${what} de ${from} a ${to}` : `exportou em CSV ${what}`;
    }
    // The lead desk (decision 041): the log keeps the lead's id and ids of what changed.
    case "lead.create":
      return `cadastrou à mão ${lead(target, "a")}`;
    case "lead.note":
      return `adicionou uma nota ${lead(target, "na")}`;
    case "lead.call":
      return `registrou uma ligação ${lead(target, "na")}`;
    // Opening WhatsApp, then its answer (decision 062).
    case "lead.whatsapp":
      return `abriu uma conversa no WhatsApp ${lead(target, "na")}`;
    case "lead.whatsapp_sent":
      return `confirmou o envio da mensagem no WhatsApp ${lead(target, "na")}`;
    case "lead.whatsapp_not_sent":
      return `disse que não enviou a mensagem do WhatsApp aberto ${lead(target, "na")}`;
    case "lead.email":
      return `enviou um e-mail ${lead(target, "na")}`;
    case "lead.next_action":
      return `definiu a próxima ação ${lead(target, "da")}`;
    case "lead.stage":
      return `mudou a etapa ${lead(target, "da")}`;
    // The book's win (decision 067): the client's and the policy's ids are in the details.
    case "lead.win":
      return `marcou como ganha ${lead(target, "a")}, com o cliente e a apólice`;
    case "lead.owner":
      return `mudou o responsável ${lead(target, "da")}`;
    case "lead.contact":
      return d.field === "phone"
        ? `passou a usar o telefone de uma mensagem ${lead(target, "na")}`
        : `passou a usar o e-mail de uma mensagem ${lead(target, "na")}`;
    case "lead_stage.update": {
      const changed = strings(d.changed);
      const days = number(d.stalledAfterDays);
      const deadline =
        days === undefined
          ? "mudou o prazo de parada"
          : `mudou para ${days} ${days === 1 ? "dia útil" : "dias úteis"} o prazo de parada`;
      if (changed.includes("label") && changed.includes("stalled_after_days"))
        return `renomeou ${stage(target)} e ${deadline} dela`;
      if (changed.includes("stalled_after_days")) return `${deadline} ${ofStage(target)}`;
      return `renomeou ${stage(target)}`;
    }
    case "lead_stage.move":
      return `mudou a posição ${ofStage(target)} na lista de etapas`;
    case "lead_reason.add":
      return `adicionou ${reason(target)}`;
    case "lead_reason.rename":
      return `renomeou ${reason(target)}`;
    case "lead_reason.move":
      return `mudou a posição ${ofReason(target)} na lista de motivos`;
    case "lead_reason.archive":
      return `arquivou ${reason(target)}, que já era usado em oportunidades`;
    case "lead_reason.restore":
      return `voltou a oferecer ${reason(target)}`;
    case "lead_reason.delete":
      // An unused reason is deleted: the target is always gone.
      return "excluiu um motivo de perda sem uso";
    case "mail.retry":
      return "tentou enviar de novo um e-mail que tinha falhado";
    case "auth.sign_in":
      return "entrou com a senha";
    case "auth.sign_in_failed":
      return "errou a senha ao entrar";
    case "auth.lockout":
      return "teve a entrada bloqueada por excesso de tentativas";
    case "auth.second_step":
      return d.method === "recovery"
        ? "passou a verificação em duas etapas com um código de recuperação"
        : "passou a verificação em duas etapas";
    case "auth.second_step_failed":
      return "errou o código da verificação em duas etapas";
    case "two_step.enable":
      return "ativou a verificação em duas etapas";
    case "two_step.disable":
      return "desativou a verificação em duas etapas";
    case "two_step.recovery_renew":
      return "gerou novos códigos de recuperação";
    case "two_step.reset":
      return `redefiniu a verificação em duas etapas de ${person(target)}`;
    case "lead_owners.takes_leads":
      if (d.takesLeads === true) return `incluiu ${person(target)} no rodízio de oportunidades`;
      if (d.takesLeads === false) return `tirou ${person(target)} do rodízio de oportunidades`;
      return `mudou a participação de ${person(target)} no rodízio de oportunidades`;
    case "lead_owners.product": {
      const product = target.name ?? "um produto removido";
      return typeof d.to === "string"
        ? `definiu um responsável fixo pelas oportunidades de ${product}`
        : `devolveu ao rodízio as oportunidades de ${product}`;
    }
    // The book of policies (issue 42): ids and counts in the details, names resolved now.
    case "book.client.create":
      return d.kind === "company"
        ? `cadastrou na carteira ${client(target, "o")} (pessoa jurídica)`
        : `cadastrou na carteira ${client(target, "o")}`;
    case "book.client.update":
      return `editou o cadastro ${client(target, "do")}`;
    case "book.client.note":
      return `adicionou uma nota ${client(target, "ao")}`;
    case "book.client.call":
      return `registrou uma ligação com ${client(target, "o")}`;
    case "book.claim.create":
      return `registrou um sinistro ${client(target, "do")}`;
    case "book.claim.status":
      return `mudou a situação de um sinistro ${client(target, "do")}${toLabel(CLAIM_STATUS_LABEL, d.to)}`;
    case "book.policy.create":
      return `cadastrou ${policy(target, "a")}`;
    case "book.policy.status":
      return `mudou a situação ${policy(target, "da")}${toLabel(POLICY_STATUS_LABEL, d.to)}`;
    case "policy.fields_from_document": {
      const fields = strings(d.fields).length;
      const what = fields === 1 ? "1 dado lido" : `${fields} dados lidos`;
      return `confirmou ${fields > 0 ? what : "os dados lidos"} do PDF ${policy(target, "da")}`;
    }
    case "policy_document.upload":
      return `anexou ${policyDocument(target, d.kind)} a uma apólice`;
    case "policy_document.download":
      return `baixou ${policyDocument(target, d.kind)} de uma apólice`;
    case "policy_document.delete":
      // The document is gone with the deletion: its kind is in the details.
      return `excluiu um documento${documentKindText(d.kind)} de uma apólice`;
    case "book.import.upload": {
      const rows = number(d.rows);
      const counted = rows === undefined ? "" : ` (${rows} ${rows === 1 ? "linha" : "linhas"})`;
      return `enviou para importar ${importFile(target)}${counted}`;
    }
    case "book.import.mapping":
      return "guardou como ler as colunas de uma origem de importação";
    case "book.import.start":
      return `começou a importar ${importFile(target)}`;
    case "book.import.finish": {
      const parts = [
        [number(d.imported), "linha importada", "linhas importadas"],
        [number(d.existing), "já existente", "já existentes"],
        [number(d.refused), "recusada", "recusadas"],
      ] as const;
      const counts = joinWords(
        parts.flatMap(([n, one, many]) => (n === undefined ? [] : [`${n} ${n === 1 ? one : many}`])),
      );
      return `terminou de importar ${importFile(target)}${counts ? `: ${counts}` : ""}`;
    }
    case "renewal.open":
      return `abriu ${renewal(target, "a")}`;
    case "renewal.note":
      return `adicionou uma nota ${renewal(target, "na")}`;
    case "renewal.call":
      return `registrou uma ligação ${renewal(target, "na")}`;
    case "renewal.next_action":
      return `definiu a próxima ação ${renewal(target, "da")}`;
    case "renewal.owner":
      return `mudou o responsável ${renewal(target, "da")}`;
    case "renewal.status":
      return `mudou a situação ${renewal(target, "da")}${toLabel(RENEWAL_STATUS_LABEL, d.to)}`;
    case "renewal.renew":
      return `fechou como Renovada ${renewal(target, "a")}, com a nova apólice`;
    case "book_settings.update": {
      const to = (d.to ?? {}) as Record<string, unknown>;
      const window = number(to.windowDays);
      const reminders = Array.isArray(to.reminderDays)
        ? to.reminderDays.filter((n) => typeof n === "number")
        : [];
      if (window === undefined) return "alterou os prazos das renovações";
      const reminded = reminders.length
        ? ` e os lembretes para ${joinWords(reminders.map(String))} dias antes do fim`
        : "";
      return `passou a abrir as renovações ${window} dias antes do fim das apólices${reminded}`;
    }
    case "two_step.requirement":
      if (d.required === true) return "passou a exigir a verificação em duas etapas de todos";
      if (d.required === false) return "deixou de exigir a verificação em duas etapas";
      return "mudou a exigência da verificação em duas etapas";
    default:
      return undefined;
  }
}

/** The entry as a sentence; an action this code does not know still reads "Maria: some.action". */
export function auditSentence(facts: AuditFacts): string {
  const who = actorName(facts.actor);
  const what = predicate(facts);
  return what === undefined ? `${who}: ${facts.action}` : `${who} ${what}.`;
}
