import { z } from "~/lib/zod";
import { deleteMessage, retryDelivery, setHandled } from "./contact";
import { services } from "./services";
import { StaffError } from "./users";

export const INBOX_DONE = {
  handled: "Mensagem marcada como atendida.",
  reopen: "Mensagem reaberta.",
  retry: "Envio reagendado: o e-mail será tentado de novo agora.",
  delete: "Mensagem excluída definitivamente.",
} as const;

export type InboxIntent = keyof typeof INBOX_DONE;

const inboxActionSchema = z.object({
  intent: z.enum(Object.keys(INBOX_DONE) as [InboxIntent, ...InboxIntent[]], { error: "Ação desconhecida." }),
  messageId: z.uuid({ error: "Mensagem inválida." }),
});

/** One inbox action (after requireAdmin); each is a transaction with its audit row. */
export async function runInboxAction(actorId: string, form: Record<string, string>): Promise<InboxIntent> {
  const parsed = inboxActionSchema.safeParse(form);
  if (!parsed.success) throw new StaffError(parsed.error.issues[0]?.message ?? "Dados inválidos.", 400);
  const { intent, messageId } = parsed.data;
  const { database, kickOutbox } = services();
  const db = database.db;
  let found = true;
  switch (intent) {
    case "handled":
    case "reopen":
      found = await setHandled(db, actorId, messageId, intent === "handled");
      break;
    case "retry":
      if ((await retryDelivery(db, actorId, messageId)) === 0) {
        throw new StaffError("Não há envio com falha para esta mensagem.", 400);
      }
      kickOutbox();
      break;
    case "delete":
      found = await deleteMessage(db, actorId, messageId);
      break;
  }
  if (!found) throw new StaffError("Mensagem não encontrada.", 404);
  return intent;
}
