import { productTitle } from "~/.server/content";
import { type MessageLead, messageLeads } from "~/.server/leads";
import { isMailKind, listFailedMails, MAIL_KIND_LABEL, retryMail } from "~/.server/mail";
import type { App } from "~/.server/platform";
import { intentSchema, parseInput as parse, Refusal } from "~/.server/platform";
import { pageOf, pageParam } from "~/lib/pagination";
import { z } from "~/lib/zod";
import {
  countMessages,
  deleteMessage,
  getMessage,
  type InboxEntry,
  listMessages,
  retryDelivery,
  setHandled,
} from "./contact";

export const INBOX_DONE = {
  handled: "Mensagem marcada como atendida.",
  reopen: "Mensagem reaberta.",
  retry: "Envio reagendado: o e-mail será tentado de novo agora.",
  delete: "Mensagem excluída definitivamente.",
  "retry-mail": "Envio reagendado: o e-mail será tentado de novo agora.",
} as const;

export type InboxIntent = keyof typeof INBOX_DONE;

// The message intents act on a contact message; "retry-mail" on one outbox row of any kind.
const messageSchema = z.object({ messageId: z.uuid({ error: "Mensagem inválida." }) });
const mailSchema = z.object({ mailId: z.uuid({ error: "Envio inválido." }) });

/** One inbox action (after requireAdmin); each is a transaction with its audit row. */
export async function runInboxAction(
  { db }: App,
  actorId: string,
  form: Record<string, string>,
): Promise<InboxIntent> {
  const intent = parse(intentSchema(INBOX_DONE), form.intent);
  let found = true;
  switch (intent) {
    case "handled":
    case "reopen":
      found = await setHandled(db, actorId, parse(messageSchema, form).messageId, intent === "handled");
      break;
    case "retry":
      if ((await retryDelivery(db, actorId, parse(messageSchema, form).messageId)) === 0) {
        throw new Refusal("Não há envio com falha para esta mensagem.", 400);
      }
      break;
    case "delete":
      found = await deleteMessage(db, actorId, parse(messageSchema, form).messageId);
      break;
    case "retry-mail":
      if (!(await retryMail(db, actorId, parse(mailSchema, form).mailId))) {
        throw new Refusal("Este envio não está mais com falha.", 400);
      }
      break;
  }
  if (!found) throw new Refusal("Mensagem não encontrada.", 404);
  return intent;
}

/** A product's title for a message sent from its page, hidden products included. */

/** Messages per page of the inbox (decision 051). */
export const MESSAGES_PER_PAGE = 25;

/**
 * One inbox row: what the list shows of a message. It is handled when an admin marked it so or
 * when its lead answered it (closed, or a call, WhatsApp or e-mail since it came; decision 064),
 * and it names its lead's stage.
 */
const inboxRow = (m: InboxEntry, lead: MessageLead | undefined) => ({
  id: m.id,
  name: m.name,
  subject: m.subject,
  product: productTitle(m.product) ?? null,
  createdAt: m.created_at,
  handled: m.handled_at !== null || lead?.answered === true,
  /** Marked by an admin ("Marcar como atendida"), which "Reabrir" undoes; the lead's answer is not. */
  markedHandled: m.handled_at !== null,
  delivery: m.delivery,
  lead: lead ? { id: lead.leadId, stage: lead.stage } : null,
});

/** The rows with their leads, read in one query. */
async function inboxRows(db: App["db"], messages: InboxEntry[]) {
  const leads = await messageLeads(
    db,
    messages.map((m) => m.id),
  );
  return messages.map((m) => inboxRow(m, leads.get(m.id)));
}

/**
 * The inbox screen: a page of the messages (`?pagina=`), newest first; the one the delete
 * question names (`deleting`, on this page or not); every failed mail of any kind.
 */
export async function inboxScreen({ db }: App, params: URLSearchParams, deleting: string | null) {
  const [messages, target, failedMails] = await Promise.all([
    pageOf(
      pageParam(params),
      MESSAGES_PER_PAGE,
      () => countMessages(db),
      (limit, offset) => listMessages(db, limit, offset),
    ),
    deleting ? getMessage(db, deleting) : undefined,
    listFailedMails(db),
  ]);
  return {
    // Recipients of failed mails (contact, reset links, notices) are shown to admins only.
    failedMails: failedMails.map((m) => ({
      ...m,
      // A kind this version does not know (a row from a newer version) is shown as stored.
      kind: isMailKind(m.kind) ? MAIL_KIND_LABEL[m.kind] : m.kind,
    })),
    messages: { ...messages, rows: await inboxRows(db, messages.rows) },
    deleting: target ? ((await inboxRows(db, [target]))[0] ?? null) : null,
  };
}

/** One message as its screen shows it, or undefined when there is none with this id. */
export async function inboxMessage({ db }: App, id: string) {
  const message = await getMessage(db, id);
  if (!message) return undefined;
  const [row] = await inboxRows(db, [message]);
  return {
    ...(row as ReturnType<typeof inboxRow>),
    email: message.email,
    phone: message.phone,
    contactMethod: message.contact_method,
    text: message.message,
    attempts: message.attempts,
    lastError: message.lastError,
  };
}
