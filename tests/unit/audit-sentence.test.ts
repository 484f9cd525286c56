import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_LABELS } from "~/lib/audit-actions";
import { type AuditActor, type AuditFacts, type AuditTarget, auditSentence } from "~/lib/audit-sentence";

const maria = { name: "Maria" };
const joao: AuditTarget = { kind: "user", name: "João", self: false };
const herself: AuditTarget = { kind: "user", name: "Maria", self: true };
const none: AuditTarget = { kind: "none", name: null };
const porto: AuditTarget = { kind: "insurer", name: "Porto Seguro" };
const auto: AuditTarget = { kind: "product", name: "Seguro Auto" };
const cotando: AuditTarget = { kind: "stage", name: "Cotando" };
const preco: AuditTarget = { kind: "reason", name: "Preço" };
const silva: AuditTarget = { kind: "client", name: "Maria Silva" };
const apolice: AuditTarget = { kind: "policy", name: "0531.77777.1 de Maria Silva" };
const renovacao: AuditTarget = { kind: "renewal", name: "0531.77777.1 de Maria Silva" };
const pdf: AuditTarget = { kind: "document", name: "apolice-2026.pdf" };
const planilha: AuditTarget = { kind: "import", name: "carteira.csv" };

const say = (
  action: string,
  target: AuditTarget,
  details: AuditFacts["details"] = null,
  actor: AuditActor = maria,
) => auditSentence({ action, actor, target, details });

/** Every action one of our server modules writes to the log, and its sentence for Maria. */
const SENTENCES: Array<
  [action: string, target: AuditTarget, details: AuditFacts["details"], sentence: string]
> = [
  ["insurer.password_reveal", porto, null, "Maria revelou a senha do portal da Porto Seguro."],
  ["insurer.internal_save", porto, { fields: ["login"] }, "Maria alterou os dados internos da Porto Seguro."],
  ["content.save", auto, { version: 4, fields: ["title"] }, "Maria editou a página Seguro Auto (versão 4)."],
  ["content.restore", auto, { version: 5, restoredFrom: 3 }, "Maria restaurou a versão 3 de Seguro Auto."],
  [
    "content.visibility",
    auto,
    { version: 6, fields: ["hidden"], hidden: true },
    "Maria ocultou a página Seguro Auto do site.",
  ],
  ["user.create", joao, { role: "collaborator", status: "approved" }, "Maria criou a conta de João."],
  ["user.cli_admin", joao, null, "Maria criou pelo terminal o administrador João."],
  ["user.approve", joao, null, "Maria aprovou o cadastro de João."],
  [
    "user.deny",
    { kind: "user", name: null, self: false },
    null,
    "Maria recusou e removeu um cadastro pendente.",
  ],
  [
    "user.delete",
    { kind: "user", name: null, self: false },
    { role: "collaborator" },
    "Maria excluiu a conta de um colaborador.",
  ],
  ["user.edit", joao, { changed: ["name", "phone"] }, "Maria editou o nome e o telefone da conta de João."],
  ["user.promote", joao, null, "Maria tornou João administrador."],
  ["user.demote", joao, null, "Maria removeu o acesso de administrador de João."],
  ["user.disable", joao, null, "Maria desativou a conta de João."],
  ["user.enable", joao, null, "Maria reativou a conta de João."],
  ["user.email_confirm", herself, null, "Maria confirmou o e-mail pelo link recebido."],
  ["user.password_change", herself, null, "Maria trocou a própria senha."],
  ["user.password_reset", herself, null, "Maria redefiniu a senha pelo link recebido por e-mail."],
  ["user.sessions_end_others", herself, { ended: 2 }, "Maria encerrou 2 outras sessões."],
  [
    "portal.section_update",
    { kind: "section", name: "Telefones internos" },
    null,
    "Maria alterou a seção “Telefones internos” do Portal do Colaborador.",
  ],
  [
    "contact.handled",
    { kind: "message", name: "Ana" },
    null,
    "Maria marcou como atendida a mensagem de Ana.",
  ],
  ["contact.reopened", { kind: "message", name: "Ana" }, null, "Maria reabriu a mensagem de Ana."],
  ["contact.retry", { kind: "message", name: "Ana" }, null, "Maria tentou enviar de novo a mensagem de Ana."],
  [
    "contact.delete",
    { kind: "message", name: null },
    null,
    "Maria excluiu uma mensagem do formulário de contato.",
  ],
  ["mail.retry", none, null, "Maria tentou enviar de novo um e-mail que tinha falhado."],
  [
    "personal_data.search",
    none,
    { leads: 2, activities: 3, messages: 1, mails: 3, counters: 0, person: { email: "0a1b2c3d4e5f6a7b" } },
    "Maria buscou os dados pessoais guardados de uma pessoa (2 oportunidades, 1 mensagem, 3 e-mails e 0 contadores).",
  ],
  [
    "personal_data.export",
    none,
    { leads: 1, activities: 1, messages: 0, mails: 0, counters: 1, person: { phone: "0a1b2c3d4e5f6a7b" } },
    "Maria exportou os dados pessoais guardados de uma pessoa (1 oportunidade, 0 mensagens, 0 e-mails e 1 contador).",
  ],
  [
    "personal_data.erase",
    none,
    { leads: 2, activities: 4, messages: 2, mails: 5, counters: 1, person: {} },
    "Maria excluiu os dados pessoais guardados de uma pessoa (2 oportunidades, 2 mensagens, 5 e-mails e 1 contador).",
  ],
  [
    "lead.export_csv",
    none,
    { period: "este-mes", from: "2026-11-01", to: "2026-11-30", count: 12 },
    "Maria exportou em CSV 12 oportunidades criadas de 01/11/2026 a 30/11/2026.",
  ],
  [
    "lead_stage.update",
    cotando,
    { changed: ["stalled_after_days"], stalledAfterDays: 3 },
    "Maria mudou para 3 dias úteis o prazo de parada da etapa “Cotando”.",
  ],
  [
    "lead_stage.move",
    cotando,
    { position: 1 },
    "Maria mudou a posição da etapa “Cotando” na lista de etapas.",
  ],
  ["lead_reason.add", preco, null, "Maria adicionou o motivo de perda “Preço”."],
  ["lead_reason.rename", preco, { changed: ["label"] }, "Maria renomeou o motivo de perda “Preço”."],
  [
    "lead_reason.move",
    preco,
    { position: 0 },
    "Maria mudou a posição do motivo de perda “Preço” na lista de motivos.",
  ],
  [
    "lead_reason.archive",
    preco,
    null,
    "Maria arquivou o motivo de perda “Preço”, que já era usado em oportunidades.",
  ],
  ["lead_reason.restore", preco, null, "Maria voltou a oferecer o motivo de perda “Preço”."],
  ["lead_reason.delete", { kind: "reason", name: null }, null, "Maria excluiu um motivo de perda sem uso."],
  ["auth.sign_in", herself, { secondStep: false }, "Maria entrou com a senha."],
  ["auth.sign_in_failed", herself, {}, "Maria errou a senha ao entrar."],
  ["auth.lockout", herself, {}, "Maria teve a entrada bloqueada por excesso de tentativas."],
  ["auth.second_step", herself, { method: "app" }, "Maria passou a verificação em duas etapas."],
  ["auth.second_step_failed", herself, {}, "Maria errou o código da verificação em duas etapas."],
  ["two_step.enable", herself, null, "Maria ativou a verificação em duas etapas."],
  ["two_step.disable", herself, null, "Maria desativou a verificação em duas etapas."],
  ["two_step.recovery_renew", herself, null, "Maria gerou novos códigos de recuperação."],
  ["two_step.reset", joao, { ended: 2 }, "Maria redefiniu a verificação em duas etapas de João."],
  ["lead.create", { kind: "lead", name: "Ana" }, null, "Maria cadastrou à mão a oportunidade de Ana."],
  ["lead.note", { kind: "lead", name: "Ana" }, null, "Maria adicionou uma nota na oportunidade de Ana."],
  ["lead.call", { kind: "lead", name: "Ana" }, null, "Maria registrou uma ligação na oportunidade de Ana."],
  [
    "lead.whatsapp",
    { kind: "lead", name: "Ana" },
    null,
    "Maria abriu uma conversa no WhatsApp na oportunidade de Ana.",
  ],
  [
    "lead.whatsapp_sent",
    { kind: "lead", name: "Ana" },
    null,
    "Maria confirmou o envio da mensagem no WhatsApp na oportunidade de Ana.",
  ],
  [
    "lead.whatsapp_not_sent",
    { kind: "lead", name: "Ana" },
    null,
    "Maria disse que não enviou a mensagem do WhatsApp aberto na oportunidade de Ana.",
  ],
  [
    "lead.email",
    { kind: "lead", name: null },
    null,
    "Maria enviou um e-mail em uma oportunidade já excluída.",
  ],
  [
    "lead.next_action",
    { kind: "lead", name: "Ana" },
    { at: "2026-11-28T02:59:59.999Z" },
    "Maria definiu a próxima ação da oportunidade de Ana.",
  ],
  [
    "lead.stage",
    { kind: "lead", name: "Ana" },
    { from: "novo", to: "perdido", lostReason: "preco" },
    "Maria mudou a etapa da oportunidade de Ana.",
  ],
  [
    "lead.win",
    { kind: "lead", name: "Ana" },
    { client: "c1", policy: "p1", clientCreated: true },
    "Maria marcou como ganha a oportunidade de Ana, com o cliente e a apólice.",
  ],
  [
    "lead.owner",
    { kind: "lead", name: null },
    { from: null, to: "u1" },
    "Maria mudou o responsável de uma oportunidade já excluída.",
  ],
  [
    "lead.contact",
    { kind: "lead", name: "Ana" },
    { field: "email" },
    "Maria passou a usar o e-mail de uma mensagem na oportunidade de Ana.",
  ],
  [
    "lead.contact",
    { kind: "lead", name: "Ana" },
    { field: "phone" },
    "Maria passou a usar o telefone de uma mensagem na oportunidade de Ana.",
  ],
  [
    "two_step.requirement",
    none,
    { required: true },
    "Maria passou a exigir a verificação em duas etapas de todos.",
  ],
  ["lead_owners.takes_leads", joao, { takesLeads: true }, "Maria incluiu João no rodízio de oportunidades."],
  [
    "lead_owners.product",
    auto,
    { from: null, to: "9b2f0c7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f" },
    "Maria definiu um responsável fixo pelas oportunidades de Seguro Auto.",
  ],
  [
    "book.client.create",
    silva,
    { kind: "person", owner: null },
    "Maria cadastrou na carteira o cliente Maria Silva.",
  ],
  [
    "book.client.create",
    { kind: "client", name: "Padaria Sol Ltda" },
    { kind: "company", owner: null },
    "Maria cadastrou na carteira o cliente Padaria Sol Ltda (pessoa jurídica).",
  ],
  ["book.client.update", silva, { fields: ["phone"] }, "Maria editou o cadastro do cliente Maria Silva."],
  ["book.client.note", silva, null, "Maria adicionou uma nota ao cliente Maria Silva."],
  ["book.client.call", silva, null, "Maria registrou uma ligação com o cliente Maria Silva."],
  [
    "book.claim.create",
    silva,
    { claim: "c1", policy: "p1" },
    "Maria registrou um sinistro do cliente Maria Silva.",
  ],
  [
    "book.claim.status",
    silva,
    { claim: "c1", from: "aberto", to: "indenizado" },
    "Maria mudou a situação de um sinistro do cliente Maria Silva para “Encerrado — indenizado”.",
  ],
  ["book.policy.create", apolice, { client: "c1" }, "Maria cadastrou a apólice 0531.77777.1 de Maria Silva."],
  [
    "book.policy.status",
    apolice,
    { from: "vigente", to: "cancelada" },
    "Maria mudou a situação da apólice 0531.77777.1 de Maria Silva para “Cancelada”.",
  ],
  [
    "policy.fields_from_document",
    apolice,
    { documentId: "d1", fields: ["policyNumber", "startsOn"] },
    "Maria confirmou 2 dados lidos do PDF da apólice 0531.77777.1 de Maria Silva.",
  ],
  [
    "policy_document.upload",
    pdf,
    { policyId: "p1", kind: "apolice", mime: "application/pdf", size: 1000 },
    "Maria anexou o documento “apolice-2026.pdf” (Apólice) a uma apólice.",
  ],
  [
    "policy_document.download",
    pdf,
    { policyId: "p1", kind: "proposta" },
    "Maria baixou o documento “apolice-2026.pdf” (Proposta) de uma apólice.",
  ],
  [
    "policy_document.delete",
    { kind: "document", name: null },
    { policyId: "p1", kind: "endosso" },
    "Maria excluiu um documento (Endosso) de uma apólice.",
  ],
  [
    "book.import.upload",
    planilha,
    { rows: 120, columns: 14 },
    "Maria enviou para importar o arquivo “carteira.csv” (120 linhas).",
  ],
  [
    "book.import.mapping",
    none,
    { fields: 9 },
    "Maria guardou como ler as colunas de uma origem de importação.",
  ],
  ["book.import.start", planilha, { rows: 120 }, "Maria começou a importar o arquivo “carteira.csv”."],
  [
    "book.import.finish",
    planilha,
    { imported: 117, existing: 1, refused: 2 },
    "Maria terminou de importar o arquivo “carteira.csv”: 117 linhas importadas, 1 já existente e 2 recusadas.",
  ],
  [
    "renewal.open",
    renovacao,
    { via: "job" },
    "Maria abriu a renovação da apólice 0531.77777.1 de Maria Silva.",
  ],
  [
    "renewal.note",
    renovacao,
    null,
    "Maria adicionou uma nota na renovação da apólice 0531.77777.1 de Maria Silva.",
  ],
  [
    "renewal.call",
    renovacao,
    null,
    "Maria registrou uma ligação na renovação da apólice 0531.77777.1 de Maria Silva.",
  ],
  [
    "renewal.next_action",
    renovacao,
    { at: "2026-12-03T12:00:00.000Z" },
    "Maria definiu a próxima ação da renovação da apólice 0531.77777.1 de Maria Silva.",
  ],
  [
    "renewal.owner",
    renovacao,
    { from: null, to: "u1" },
    "Maria mudou o responsável da renovação da apólice 0531.77777.1 de Maria Silva.",
  ],
  [
    "renewal.status",
    renovacao,
    { from: "nao-trabalhada", to: "em-cotacao" },
    "Maria mudou a situação da renovação da apólice 0531.77777.1 de Maria Silva para “Em cotação”.",
  ],
  [
    "renewal.renew",
    renovacao,
    { oldPolicy: "p1", newPolicy: "p2" },
    "Maria fechou como Renovada a renovação da apólice 0531.77777.1 de Maria Silva, com a nova apólice.",
  ],
  [
    "book_settings.update",
    none,
    { from: { windowDays: 60, reminderDays: [30, 15, 7, 1] }, to: { windowDays: 90, reminderDays: [30, 7] } },
    "Maria passou a abrir as renovações 90 dias antes do fim das apólices e os lembretes para 30 e 7 dias antes do fim.",
  ],
];

describe("auditSentence", () => {
  it.each(SENTENCES)("%s reads as a sentence", (action, target, details, sentence) => {
    expect(say(action, target, details)).toBe(sentence);
  });

  // audit() takes only an AuditAction (a key of AUDIT_ACTION_LABELS): the type checker refuses any
  // other name, so every action the server writes is named here.
  it("covers every action the log may record, each with the screen's label", () => {
    const covered = [...new Set(SENTENCES.map(([action]) => action))].sort();
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual(covered);
    for (const action of covered) expect(say(action, none)).not.toContain(action);
  });

  it("names what no longer exists, and who is gone", () => {
    const gone: AuditTarget = { kind: "insurer", name: null };
    expect(say("insurer.password_reveal", gone)).toBe(
      "Maria revelou a senha do portal de uma seguradora excluída.",
    );
    expect(say("user.promote", joao, null, "deleted")).toBe("Um usuário excluído tornou João administrador.");
    expect(say("user.cli_admin", joao, null, "system")).toBe(
      "O sistema criou pelo terminal o administrador João.",
    );
    expect(say("user.disable", { kind: "user", name: null, self: false })).toBe(
      "Maria desativou a conta de um usuário excluído.",
    );
    expect(say("lead.export_csv", none, { count: 1, from: "2026-11-23", to: "2026-11-29" })).toBe(
      "Maria exportou em CSV 1 oportunidade criada de 23/11/2026 a 29/11/2026.",
    );
    expect(say("contact.handled", { kind: "message", name: null })).toBe(
      "Maria marcou como atendida uma mensagem já excluída.",
    );
    expect(say("content.restore", { kind: "product", name: null }, { restoredFrom: 2 })).toBe(
      "Maria restaurou a versão 2 de um conteúdo removido.",
    );
  });

  it("says which way a change went, and falls back for rows written before it was kept", () => {
    expect(say("content.visibility", porto, { hidden: false })).toBe(
      "Maria voltou a mostrar a Porto Seguro no site.",
    );
    expect(say("content.visibility", porto, { fields: ["hidden"] })).toBe(
      "Maria ocultou ou mostrou a Porto Seguro no site.",
    );
    expect(say("two_step.requirement", none, { required: false })).toBe(
      "Maria deixou de exigir a verificação em duas etapas.",
    );
    expect(say("content.save", porto, { version: 9, fields: ["position"] })).toBe(
      "Maria mudou a posição da Porto Seguro na lista de seguradoras.",
    );
    expect(say("content.save", { kind: "site", name: null }, { version: 2, fields: ["phone"] })).toBe(
      "Maria editou os dados da corretora (versão 2).",
    );
    expect(say("user.edit", herself, { changed: ["phone"] })).toBe(
      "Maria editou o telefone da própria conta.",
    );
    expect(say("user.edit", joao, null)).toBe("Maria editou os dados da conta de João.");
    expect(say("user.create", herself, { role: "collaborator", status: "pending" })).toBe(
      "Maria se cadastrou pelo formulário de cadastro.",
    );
    expect(say("user.approve", joao, { emailConfirmed: false })).toBe(
      "Maria aprovou o cadastro de João, com o e-mail ainda não confirmado.",
    );
    expect(say("user.create", herself, { role: "admin", status: "approved" })).toBe(
      "Maria teve a conta de administrador criada na instalação.",
    );
    expect(
      say("user.promote", { kind: "user", name: "ana@exemplo.com", self: false }, null, {
        name: "joao@exemplo.com",
      }),
    ).toBe("joao@exemplo.com tornou ana@exemplo.com administrador.");
    expect(say("user.sessions_end_others", herself, { ended: 1 })).toBe("Maria encerrou 1 outra sessão.");
    expect(say("auth.second_step", herself, { method: "recovery" })).toBe(
      "Maria passou a verificação em duas etapas com um código de recuperação.",
    );
    expect(say("user.delete", { kind: "user", name: null, self: false }, { role: "admin" })).toBe(
      "Maria excluiu a conta de um administrador.",
    );
  });

  it("a stage's change says what changed, in today's name; a stage since gone reads as one", () => {
    expect(say("lead_stage.update", cotando, { changed: ["label"] })).toBe(
      "Maria renomeou a etapa “Cotando”.",
    );
    expect(
      say("lead_stage.update", cotando, { changed: ["label", "stalled_after_days"], stalledAfterDays: 1 }),
    ).toBe("Maria renomeou a etapa “Cotando” e mudou para 1 dia útil o prazo de parada dela.");
    expect(say("lead_stage.move", { kind: "stage", name: null })).toBe(
      "Maria mudou a posição de uma etapa na lista de etapas.",
    );
  });

  it("the lead rotation: out of it, and a product back to it (or a product since removed)", () => {
    expect(say("lead_owners.takes_leads", joao, { takesLeads: false })).toBe(
      "Maria tirou João do rodízio de oportunidades.",
    );
    expect(say("lead_owners.product", auto, { from: "9b2f0c7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", to: null })).toBe(
      "Maria devolveu ao rodízio as oportunidades de Seguro Auto.",
    );
    expect(say("lead_owners.product", { kind: "product", name: null }, { to: null })).toBe(
      "Maria devolveu ao rodízio as oportunidades de um produto removido.",
    );
  });

  it("an action it does not know still shows who and the action's code", () => {
    expect(say("backup.run", none)).toBe("Maria: backup.run");
  });
});
