import nodemailer, { type Transporter } from "nodemailer";
import { href } from "react-router";
import { currentContent } from "~/.server/content";
import { env, noticeLogger } from "~/.server/platform";

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

/** The line printed above a reset link in the console, so nobody mistakes the log for a mailbox. */
export const CONSOLE_RESET_LINK_MARK = "[link de redefinição de senha — somente desenvolvimento]";
const RESET_PATH = href("/access/employees/reset-password");

/** The mail as the console shows it: every line holding a reset link is marked as such. */
function consoleText(text: string): string {
  return text
    .split("\n")
    .map((line) => (line.includes(`${RESET_PATH}?`) ? `${CONSOLE_RESET_LINK_MARK}\n${line}` : line))
    .join("\n");
}

/** What became of a mail: handed to the SMTP server, or only printed in the log (no SMTP_URL). */
export type Delivery = "sent" | "printed";

/**
 * The sender when MAIL_FROM is unset. The brand name is admin-edited free text, so it goes in as
 * a display name only (nodemailer quotes or encodes it): typed into an address string it was
 * parsed as one, and `<x@y>`, `:` or `()` changed the sender or made every mail undeliverable.
 * Line breaks become spaces (a header holds one line).
 */
function defaultSender(): { name: string; address: string } {
  const name = currentContent().site.name.replace(/\s+/g, " ").trim();
  return { name, address: "nao-responda@example.com" };
}

export async function sendMail(mail: OutgoingMail): Promise<Delivery> {
  const from = env().mailFrom ?? defaultSender();
  await transport().sendMail({ from, ...mail });
  if (env().smtpUrl) return "sent";
  // Only outside a declared production (env.ts refuses to start there without SMTP_URL). One log
  // line (JSON with LOG_FORMAT=json); in pretty mode the mail reads as plain text below its header.
  noticeLogger().info(
    `[e-mail não enviado: SMTP_URL ausente — somente desenvolvimento] Para: ${mail.to} | Assunto: ${mail.subject}\n${consoleText(mail.text).trimEnd()}`,
  );
  return "printed";
}
