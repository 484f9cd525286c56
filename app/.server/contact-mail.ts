import type { Selectable } from "kysely";
import { products } from "~/content/products";
import { siteConfig } from "~/content/site-config";
import { formatPhone } from "~/lib/phone";
import type { ContactMessagesTable } from "./db/contact-tables";
import { escapeHtml, type OutgoingMail } from "./mail";

type StoredMessage = Selectable<ContactMessagesTable>;

const productTitle = (slug: string | null) => products.find((p) => p.slug === slug)?.title;

/** Every field, labelled; visitor text is escaped in the HTML version. */
function fieldRows(m: StoredMessage): Array<[string, string]> {
  return [
    ["Nome", m.name],
    ["E-mail", m.email],
    ["Telefone", m.phone ? formatPhone(m.phone) : "não informado"],
    ["Assunto", m.subject],
    ["Forma de contato", m.contact_method],
    ["Produto", productTitle(m.product) ?? "—"],
    ["Mensagem", m.message],
  ];
}

function table(rows: Array<[string, string]>): string {
  return `<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="color:#4a5a70">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`,
    )
    .join("")}</table>`;
}

const wrap = (body: string) =>
  `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#0f1c2e;line-height:1.5">${body}</body></html>`;

/** To the brokerage inbox: the whole message, reply-to the visitor. */
export function brokerageMail(m: StoredMessage, to: string): Omit<OutgoingMail, "messageId"> {
  const product = productTitle(m.product);
  const rows = fieldRows(m);
  const received = new Date(m.created_at).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" });
  return {
    to,
    replyTo: m.email,
    subject: `Contato pelo site: ${m.subject}${product ? ` - ${product}` : ""}`,
    text: `Nova mensagem recebida pelo site em ${received}.\n\n${rows.map(([l, v]) => `${l}: ${v}`).join("\n")}\n`,
    html: wrap(`<p>Nova mensagem recebida pelo site em ${escapeHtml(received)}.</p>${table(rows)}`),
  };
}

/** To the visitor: we received it, and a copy of what they sent. */
export function confirmationMail(m: StoredMessage): Omit<OutgoingMail, "messageId"> {
  const firstName = m.name.trim().split(/\s+/)[0] ?? "";
  const rows = fieldRows(m).filter(([label]) => label !== "E-mail");
  const intro = `Olá, ${firstName}! Recebemos a sua mensagem e um corretor da ${siteConfig.name} vai responder pelo canal que você escolheu (${m.contact_method}).`;
  return {
    to: m.email,
    subject: `Recebemos a sua mensagem - ${siteConfig.name}`,
    text: `${intro}\n\nO que você nos enviou:\n${rows.map(([l, v]) => `${l}: ${v}`).join("\n")}\n\nSe não foi você quem enviou, ignore este e-mail.\n\n${siteConfig.name}\n`,
    html: wrap(
      `<p>${escapeHtml(intro)}</p><p>O que você nos enviou:</p>${table(rows)}<p style="color:#4a5a70">Se não foi você quem enviou, ignore este e-mail.</p><p>${escapeHtml(siteConfig.name)}</p>`,
    ),
  };
}
