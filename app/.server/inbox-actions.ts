import { z } from "~/lib/zod";
import type { App } from "./app-context";
import { deleteMessage, retryDelivery, setHandled } from "./contact";
import { retryMail } from "./outbox";
import { parseInput as parse, Refusal } from "./refusal";

export const INBOX_DONE = {
  handled: "Mensagem marcada como atendida.",
  reopen: "Mensagem reaberta.",
  retry: "Envio reagendado: o e-mail será tentado de novo agora.",
  delete: "Mensagem excluída definitivamente.",
  "retry-mail": "Envio reagendado: o e-mail será tentado de novo agora.",
} as const;

export type InboxIntent = keyof typeof INBOX_DONE;

const intentSchema = z.enum(Object.keys(INBOX_DONE) as [InboxIntent, ...InboxIntent[]], {
  error: "Ação desconhecida.",
});
// The message intents act on a contact message; "retry-mail" on one outbox row of any kind.
const messageSchema = z.object({ messageId: z.uuid({ error: "Mensagem inválida." }) });
const mailSchema = z.object({ mailId: z.uuid({ error: "Envio inválido." }) });

/** One inbox action (after requireAdmin); each is a transaction with its audit row. */
export async function runInboxAction(
  { db }: App,
  actorId: string,
  form: Record<string, string>,
): Promise<InboxIntent> {
  const intent = parse(intentSchema, form.intent);
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
