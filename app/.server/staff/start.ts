import { href } from "react-router";
import { currentContent, pendingLaunchItems } from "~/.server/content";
import { answeredThroughLead, leadsWithStage } from "~/.server/leads";
import type { App } from "~/.server/platform";

/** One line of a start screen's "what needs attention": a count and the screen that deals with it. */
export interface AttentionItem {
  id: "registrations" | "unread-messages" | "failed-mail" | "launch" | "unassigned-leads";
  count: number;
  /** The line as read, for one and for several ("1 cadastro…", "3 cadastros…"). */
  one: string;
  many: string;
  to: string;
}

/** The lead desk's list and its filters (decision 041): the query names B's list reads. */
const LEAD_LIST = { unassigned: `${href("/employee-portal/leads")}?dono=sem` } as const;

const countOf = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/**
 * What needs an admin now (issue 26), one query per count so each stays a cheap index-or-scan
 * read: registrations awaiting approval, contact messages not yet handled ("Nova": nor answered through their lead), mail
 * that gave up ("Envios com falha"), open leads nobody owns (issue 29), and the launch checklist's open items (content snapshot).
 */
export async function adminAttention(app: App): Promise<AttentionItem[]> {
  const { db } = app;
  const [registrations, unread, failed, unassigned] = await Promise.all([
    db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("status", "=", "pending")
      .executeTakeFirst(),
    db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("handled_at", "is", null)
      // Its lead answered it (closed, or contacted since): not new any more (decision 064).
      .where((eb) => eb.not(answeredThroughLead()))
      .executeTakeFirst(),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("status", "=", "failed")
      .executeTakeFirst(),
    leadsWithStage(db)
      .select((eb) => eb.fn.countAll().as("n"))
      .where("s.outcome", "=", "open")
      .where("l.owner_id", "is", null)
      .executeTakeFirst(),
  ]);
  return [
    {
      id: "registrations",
      count: countOf(registrations),
      one: "cadastro aguardando aprovação",
      many: "cadastros aguardando aprovação",
      to: href("/admin-portal"),
    },
    {
      id: "unread-messages",
      count: countOf(unread),
      one: "mensagem nova do site",
      many: "mensagens novas do site",
      to: href("/admin-portal/messages"),
    },
    {
      id: "failed-mail",
      count: countOf(failed),
      one: "e-mail que não foi enviado",
      many: "e-mails que não foram enviados",
      to: `${href("/admin-portal/messages")}#failed-mails`,
    },
    {
      id: "unassigned-leads",
      count: countOf(unassigned),
      one: "oportunidade sem responsável",
      many: "oportunidades sem responsável",
      to: LEAD_LIST.unassigned,
    },
    {
      id: "launch",
      count: pendingLaunchItems(currentContent()).length,
      one: "pendência antes de publicar o site",
      many: "pendências antes de publicar o site",
      to: href("/admin-portal/launch"),
    },
  ];
}
