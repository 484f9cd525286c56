import { href } from "react-router";
import { brokerageTimeZone, currentContent, productTitle } from "~/.server/content";
import type { LeadSource, OutboxKind } from "~/.server/platform";
import { formatDateTime } from "~/.server/platform";
import { ANSWER_PROMISE, type AnsweredBy } from "~/content/answer-promise";
import { BUSINESS_TIME_ZONE_NAMING } from "~/content/business-hours";
/**
 * Every mail the product sends, rendered in one place (decision 012): each mail is a list of
 * blocks (paragraphs, labelled fields, a link button, a note), and one layout turns the blocks
 * into the HTML and the plain-text versions. Values reach HTML only through the `html` template
 * tag, which escapes everything that is not already markup it built; no mail concatenates HTML.
 */
import { type RenewalReminderMailData, renewalReminderMail } from "./book-mails";
import { type LeadDigestMailData, leadDigestMail } from "./digest-mail";
import { draft, layout, type MailDraft, note, paragraph, type RenderedMail } from "./layout";

export type { LeadDigestMailData, RenderedMail };

import { nowMs } from "~/.server/platform";
import { formatPhone } from "~/lib/br";
import { sourceLabel } from "~/lib/lead-schemas";

/** The brokerage inbox's copy of a contact message: every field the visitor sent. */
export interface ContactMailData {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  contactMethod: string;
  message: string;
  product: string | null;
  receivedAt: string;
  /** The lead the message joined (brokerage mail only; a mail queued before it has none). */
  leadId?: string;
}

/** The visitor's confirmation: what was received and how we answer, never the message text. */
export type ConfirmationMailData = Omit<ContactMailData, "email" | "message"> & {
  /**
   * Who will answer, decided when the message was stored (its lead's owner: decision 060); a mail
   * queued before the field existed reads "team".
   */
  answeredBy?: AnsweredBy;
};

export interface MailData {
  brokerage: ContactMailData;
  confirmation: ConfirmationMailData;
  /** The raw one-time token (stored sealed in the outbox, see mail-seal.ts). */
  "password-reset": { token: string; expiresAt: string };
  /** The raw one-time token of the registration's confirmation link (stored sealed too). */
  "email-confirmation": { token: string; expiresAt: string };
  "account-approved": { name: string | null };
  "password-changed": { changedAt: string; via: "portal" | "reset" };
  /** The text the staff member wrote (from the desk's template), and their address for the answer. */
  "lead-reply": { subject: string; body: string; replyTo: string };
  /** To the lead's new owner (decision 040): who and what, never the person's e-mail or phone. */
  "lead-assigned": {
    leadId: string;
    ownerName: string | null;
    name: string;
    product: string | null;
    source: LeadSource;
    contactMethod: string | null;
    via: "rotation" | "product" | "staff";
    assignedAt: string;
  };
  "lead-digest": LeadDigestMailData;
  /** A renewal still open at one of its reminder days (decision 069), to its owner and the admins. */
  "renewal-reminder": RenewalReminderMailData;
  /**
   * A change to a staff member's second step they did not make themselves (security review 3):
   * an admin reset it (L-2), or wrong codes after the right password locked it for a day (L-3).
   */
  "two-step-notice": { event: "reset" | "locked"; at: string };
}

/** A mail that cannot be rendered, and never will be: the outbox marks it failed at once. */
export class MailNotRenderable extends Error {}

// ---------------------------------------------------------------------------------------------
// Wording shared by several mails

/** A moment as the mail's reader lives it: in the brokerage's time zone (decision 056). */
const localTime = (iso: string) => formatDateTime(iso, brokerageTimeZone());
/** "horário de Brasília", or the brokerage's own zone's name. */
const zoneName = () => BUSINESS_TIME_ZONE_NAMING[brokerageTimeZone()].name;

/** The brokerage's name as admins set it (the mail is rendered when it is sent). */
const brandName = () => currentContent().site.name;

/** The form's values ("Whatsapp", "Email") as the brand and the language write them (a Map: own keys only). */
const METHOD_LABEL = new Map([
  ["Whatsapp", "WhatsApp"],
  ["Email", "e-mail"],
  ["Telefone", "telefone"],
]);
const methodLabel = (method: string) => METHOD_LABEL.get(method) ?? method;

function howWeAnswer(m: ConfirmationMailData, email: string): string {
  const phone = m.phone ? formatPhone(m.phone) : undefined;
  switch (m.contactMethod) {
    case "Whatsapp":
      return phone ? `pelo WhatsApp, no número ${phone}` : "pelo WhatsApp";
    case "Telefone":
      return phone ? `por telefone, no número ${phone}` : "por telefone";
    default:
      return `por e-mail, no endereço ${email}`;
  }
}

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? "";
const greeting = (name: string | null) => (firstName(name) ? `Olá, ${firstName(name)}!` : "Olá!");

const staffPath = {
  login: href("/access/employees"),
  forgot: href("/access/employees/forgot-password"),
  reset: href("/access/employees/reset-password"),
  confirm: href("/access/employees/confirm-email"),
} as const;

const HOW_ASSIGNED = {
  rotation: "pelo rodízio entre quem recebe oportunidades",
  product: "porque as oportunidades deste produto vão sempre para você",
  staff: "por um colega da equipe",
} as const;

/** A one-time link's mail cannot go out once the link has expired: the outbox marks it failed. */
function stillLive(expiresAt: string, what: string): void {
  if (new Date(expiresAt).getTime() <= nowMs()) {
    throw new MailNotRenderable(`o link de ${what} expirou antes de o e-mail ser entregue`);
  }
}

// ---------------------------------------------------------------------------------------------
// The mails

type Renderer<K extends OutboxKind> = (data: MailData[K], to: string, siteUrl: string) => MailDraft;

const renderers: { [K in OutboxKind]: Renderer<K> } = {
  brokerage(m, _to, siteUrl) {
    const product = productTitle(m.product);
    // Answered from its lead, the reply is on the lead's timeline (decision 064); from here it is not.
    const lead = m.leadId
      ? [
          {
            type: "link" as const,
            label: "Responder pela oportunidade",
            href: `${siteUrl}${href("/employee-portal/leads/:id", { id: m.leadId })}`,
            // Read alone in the plain-text part too (no "Ou" before a button it does not show).
            caption: "Endereço da oportunidade:",
          },
          note(
            "Pela oportunidade, a resposta, a ligação e o WhatsApp ficam no histórico dela. Ao responder a este e-mail, você escreve diretamente ao visitante, sem esse registro.",
          ),
        ]
      : [note("Ao responder a este e-mail, você escreve diretamente ao visitante.")];
    return draft(
      `Contato pelo site: ${m.subject}${product ? ` - ${product}` : ""}`,
      [
        paragraph(`Nova mensagem recebida pelo site em ${localTime(m.receivedAt)}.`),
        {
          type: "fields",
          rows: [
            ["Nome", m.name],
            ["E-mail", m.email],
            ["Telefone", m.phone ? formatPhone(m.phone) : "não informado"],
            ["Assunto", m.subject],
            ["Forma de contato", methodLabel(m.contactMethod)],
            ["Produto", product ?? "—"],
            ["Mensagem", m.message],
          ],
        },
        ...lead,
      ],
      m.email,
    );
  },

  confirmation(m, to, siteUrl) {
    const product = productTitle(m.product);
    // The spec's "Dúvida(s)" keeps its parentheses: the product goes after it, not inside (N-L3).
    const about = `com o assunto “${m.subject}”${product ? `, sobre ${product}` : ""}`;
    const site = currentContent().site;
    return draft(`Recebemos a sua mensagem - ${brandName()}`, [
      paragraph(
        `${greeting(m.name)} Recebemos a sua mensagem, enviada pelo site da ${brandName()} em ${localTime(m.receivedAt)} (${zoneName()}), ${about}.`,
      ),
      paragraph(ANSWER_PROMISE[m.answeredBy ?? "team"].mail(howWeAnswer(m, to))),
      note(
        "Por segurança, não repetimos aqui o texto da sua mensagem. Se não foi você quem a enviou, ignore este e-mail.",
      ),
      // Who holds the data and how to withdraw the authorisation (LGPD arts. 9º and 18, IX).
      note(
        `Seus dados são tratados pela ${site.legalName}, CNPJ ${site.cnpj}, conforme a Política de Privacidade (${siteUrl}${href("/privacy-policy")}). Para retirar a autorização ou pedir a exclusão dos seus dados, escreva para ${site.dataProtectionOfficer.email}.`,
      ),
    ]);
  },

  "password-reset"(data, _to, siteUrl) {
    stillLive(data.expiresAt, "redefinição");
    return draft(`Redefinição de senha - ${brandName()}`, [
      paragraph("Olá!"),
      paragraph(
        `Recebemos um pedido para redefinir a senha do seu acesso à área dos colaboradores da ${brandName()}.`,
      ),
      {
        type: "link",
        label: "Criar nova senha",
        href: `${siteUrl}${staffPath.reset}?token=${encodeURIComponent(data.token)}`,
        caption: `Ou copie e cole este endereço no navegador. Ele vale por um único uso, até ${localTime(data.expiresAt)} (${zoneName()}):`,
      },
      note("Se você não fez este pedido, ignore este e-mail: a sua senha continua a mesma."),
    ]);
  },

  "email-confirmation"(data, _to, siteUrl) {
    stillLive(data.expiresAt, "confirmação");
    return draft(`Confirme o seu e-mail - ${brandName()}`, [
      paragraph("Olá!"),
      paragraph(
        `Recebemos um cadastro na área dos colaboradores da ${brandName()} com este e-mail. Para confirmar que ele é seu, abra o link abaixo, digite a senha que você escolheu no cadastro e toque em “Confirmar meu e-mail”.`,
      ),
      {
        type: "link",
        label: "Confirmar meu e-mail",
        href: `${siteUrl}${staffPath.confirm}?token=${encodeURIComponent(data.token)}`,
        caption: `Ou copie e cole este endereço no navegador. Ele vale por um único uso, até ${localTime(data.expiresAt)} (${zoneName()}):`,
      },
      note(
        "Se não foi você quem se cadastrou, ignore este e-mail: sem a senha do cadastro, ninguém confirma este e-mail, e o administrador verá que ele não foi confirmado.",
      ),
    ]);
  },

  "account-approved"(data, _to, siteUrl) {
    return draft(`Seu cadastro foi aprovado - ${brandName()}`, [
      paragraph(greeting(data.name)),
      paragraph(
        `Seu cadastro na área dos colaboradores da ${brandName()} foi aprovado por um administrador. Você já pode entrar com o e-mail e a senha que cadastrou.`,
      ),
      {
        type: "link",
        label: "Entrar na área dos colaboradores",
        href: `${siteUrl}${staffPath.login}`,
        caption: "Ou copie e cole este endereço no navegador:",
      },
    ]);
  },

  "password-changed"(data, _to, siteUrl) {
    const how =
      data.via === "portal"
        ? "no Portal do Colaborador; as outras sessões abertas com a sua conta foram encerradas"
        : "por um link de redefinição enviado por e-mail; todas as sessões abertas com a sua conta foram encerradas";
    return draft(`Sua senha foi alterada - ${brandName()}`, [
      paragraph("Olá!"),
      paragraph(
        `A senha do seu acesso à área dos colaboradores da ${brandName()} foi alterada em ${localTime(data.changedAt)} (${zoneName()}), ${how}.`,
      ),
      paragraph(
        "Se foi você, não é preciso fazer nada. Se não foi, peça agora um novo link de redefinição e avise o administrador.",
      ),
      {
        type: "link",
        label: "Redefinir a senha",
        href: `${siteUrl}${staffPath.forgot}`,
        caption: "Ou copie e cole este endereço no navegador:",
      },
    ]);
  },

  "two-step-notice"(data, _to, siteUrl) {
    if (data.event === "reset") {
      return draft(`Sua verificação em duas etapas foi redefinida - ${brandName()}`, [
        paragraph("Olá!"),
        paragraph(
          `Um administrador redefiniu a verificação em duas etapas do seu acesso à área dos colaboradores da ${brandName()} em ${localTime(data.at)} (${zoneName()}). A chave do aplicativo autenticador e os códigos de recuperação foram apagados, e todas as sessões abertas com a sua conta foram encerradas.`,
        ),
        paragraph(
          "Entre de novo com a sua senha e ative a verificação outra vez no Portal do Colaborador, com o aplicativo do seu celular.",
        ),
        {
          type: "link",
          label: "Entrar na área dos colaboradores",
          href: `${siteUrl}${staffPath.login}`,
          caption: "Ou copie e cole este endereço no navegador:",
        },
        note("Se você não pediu a redefinição, avise o administrador agora."),
      ]);
    }
    return draft(`Códigos errados na sua verificação em duas etapas - ${brandName()}`, [
      paragraph("Olá!"),
      paragraph(
        `Alguém entrou com a senha da sua conta na área dos colaboradores da ${brandName()} e errou o código da verificação em duas etapas muitas vezes. Por segurança, a verificação da sua conta ficou bloqueada por 24 horas a partir de ${localTime(data.at)} (${zoneName()}).`,
      ),
      paragraph(
        "Se não foi você, outra pessoa conhece a sua senha: troque-a agora pelo link abaixo e avise o administrador, que também pode desbloquear a verificação redefinindo-a.",
      ),
      {
        type: "link",
        label: "Redefinir a senha",
        href: `${siteUrl}${staffPath.forgot}`,
        caption: "Ou copie e cole este endereço no navegador:",
      },
    ]);
  },

  "lead-reply"(data) {
    // The staff member's own words (decision 041), one paragraph per block between blank lines;
    // the layout escapes them and ends with the brokerage's name.
    const blocks = data.body
      .split(/\r?\n\s*\r?\n/)
      .map((block) => block.trim())
      .filter(Boolean)
      .map(paragraph);
    return draft(data.subject, blocks, data.replyTo);
  },

  "lead-assigned"(data, _to, siteUrl) {
    const product = productTitle(data.product);
    // The subject names no one (copy review 3, N-F2): a subject shows in every inbox list and notification.
    return draft(`Nova oportunidade para você: ${product ?? "sem produto"} (${sourceLabel(data.source)})`, [
      paragraph(greeting(data.ownerName)),
      paragraph(
        `Uma oportunidade da ${brandName()} passou a ser sua em ${localTime(data.assignedAt)} (${zoneName()}), ${HOW_ASSIGNED[data.via]}.`,
      ),
      {
        type: "fields",
        rows: [
          ["Nome", data.name],
          ["Produto", product ?? "—"],
          ["Origem", sourceLabel(data.source)],
          ["Prefere contato por", data.contactMethod ? methodLabel(data.contactMethod) : "—"],
        ],
      },
      {
        type: "link",
        label: "Abrir a oportunidade",
        href: `${siteUrl}/employee-portal/leads/${encodeURIComponent(data.leadId)}`,
        caption: "Ou copie e cole este endereço no navegador (é preciso entrar na área dos colaboradores):",
      },
      note("Por segurança, o e-mail e o telefone da pessoa ficam só na oportunidade, não neste e-mail."),
    ]);
  },

  "lead-digest"(data, _to, siteUrl) {
    return leadDigestMail(data, siteUrl);
  },

  "renewal-reminder"(data, _to, siteUrl) {
    return renewalReminderMail(data, siteUrl);
  },
};

/** How each kind is named on the admin's list of failed mails. */
export const MAIL_KIND_LABEL: Record<OutboxKind, string> = {
  brokerage: "Mensagem do site para a corretora",
  confirmation: "Confirmação ao visitante",
  "password-reset": "Link de redefinição de senha",
  "email-confirmation": "Link de confirmação de e-mail",
  "account-approved": "Aviso de cadastro aprovado",
  "password-changed": "Aviso de senha alterada",
  "lead-reply": "Resposta a uma oportunidade",
  "lead-assigned": "Aviso de nova oportunidade ao responsável",
  "lead-digest": "Resumo diário de oportunidades paradas",
  "renewal-reminder": "Aviso de renovação perto do fim",
  "two-step-notice": "Aviso sobre a verificação em duas etapas",
};

export const isMailKind = (kind: string): kind is OutboxKind => Object.hasOwn(renderers, kind);

export function renderMail<K extends OutboxKind>(
  kind: K,
  data: MailData[K],
  to: string,
  siteUrl: string,
): RenderedMail {
  return layout((renderers[kind] as Renderer<K>)(data, to, siteUrl), siteUrl);
}
