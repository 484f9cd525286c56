import { products } from "~/content/products";
import type { ContactInput } from "~/lib/contact-schema";
import { formatPhone } from "~/lib/phone";
import { env } from "./env";
import { escapeHtml, sendMail } from "./mail";

/**
 * Sends a contact message to the brokerage inbox (reply-to the visitor).
 * Interim delivery: issue 4 replaces this with storage first and a retrying outbox.
 */
export async function sendContactMessage(input: ContactInput): Promise<void> {
  const product = products.find((p) => p.slug === input.product);
  const rows: Array<[string, string]> = [
    ["Nome", input.from_name],
    ["E-mail", input.email],
    ["Telefone", input.phone ? formatPhone(input.phone) : "não informado"],
    ["Assunto", input.subject],
    ["Forma de contato", input.contact_method],
    ["Produto", product?.title ?? "—"],
    ["Mensagem", input.message],
  ];
  await sendMail({
    to: env().contactTo,
    replyTo: input.email,
    subject: `Contato pelo site: ${input.subject}${product ? ` - ${product.title}` : ""}`,
    text: rows.map(([label, value]) => `${label}: ${value}`).join("\n"),
    html: `<table>${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${label}</th><td>${escapeHtml(value).replace(/\n/g, "<br>")}</td></tr>`,
      )
      .join("")}</table>`,
  });
}
