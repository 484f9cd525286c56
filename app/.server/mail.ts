import nodemailer, { type Transporter } from "nodemailer";
import { env } from "./env";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** A stable Message-ID lets a retried mail be recognised as the same one by mail clients. */
  messageId?: string;
}

let transporter: Transporter | undefined;

/** SMTP_URL when set; otherwise mail is printed to the console (development). */
function transport(): Transporter {
  const { smtpUrl } = env();
  transporter ??= smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // A mail server that is down must fail fast: the outbox retries later.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ jsonTransport: true });
  return transporter;
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  await transport().sendMail({ from: env().mailFrom, ...mail });
  if (!env().smtpUrl) {
    console.log(
      `[e-mail não enviado: SMTP_URL ausente] Para: ${mail.to} | Assunto: ${mail.subject}\n${mail.text}`,
    );
  }
}
