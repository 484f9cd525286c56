import nodemailer, { type Transporter } from "nodemailer";
import { env } from "./env";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

let transporter: Transporter | undefined;

/** SMTP_URL when set; otherwise mail is printed to the console (development). */
function transport(): Transporter {
  transporter ??= env().smtpUrl
    ? nodemailer.createTransport(env().smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return transporter;
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  const info = await transport().sendMail({ from: env().mailFrom, ...mail });
  if (!env().smtpUrl) {
    console.log(
      `[e-mail não enviado: SMTP_URL ausente] Para: ${mail.to} | Assunto: ${mail.subject}\n${mail.text}`,
    );
  }
  void info;
}

/** Escapes text typed by a visitor before it goes into HTML mail. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
