import { href } from "react-router";
import { currentContent, pendingLaunchItems, productTitle } from "~/.server/content";
import { countStalled, leadsWithStage, loadStalledRule, stalledLeads } from "~/.server/leads";
import type { App } from "~/.server/platform";
import { formatDateTime, now } from "~/.server/platform";

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
const LEAD_LIST = {
  stalledMine: "/employee-portal/leads?parados=1&dono=meus",
  stalledAll: "/employee-portal/leads?parados=1",
  unassigned: "/employee-portal/leads?dono=sem",
} as const;

const countOf = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/**
 * What needs an admin now (issue 26), one query per count so each stays a cheap index-or-scan
 * read: registrations awaiting approval, contact messages not yet marked handled ("Nova"), mail
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

/** How many parado leads the start screen lists; the rest are behind "ver todas". */
const STALLED_ON_START = 5;

/** The parado leads at the top of a start screen (issue 29): a person's own, or (admins) all. */
export interface StalledStart {
  scope: "own" | "all";
  total: number;
  leads: Array<{ id: string; name: string; about: string; why: string; to: string }>;
  /** The desk's list filtered to these leads. */
  listTo: string;
}

/**
 * The parado leads first on the start screen (decision 042): a collaborator's own, longest parado
 * first; an admin's, every parado lead. Texts are made here so the page shows the server's clock
 * and the brokerage's time zone, not the browser's.
 */
export async function stalledStart(
  app: App,
  user: { id: string; role: string },
  at = now(),
): Promise<StalledStart> {
  const scope = user.role === "admin" ? "all" : { ownerId: user.id };
  const rule = await loadStalledRule(app.db, at);
  const since = (iso: string) => formatDateTime(iso, rule.timeZone);
  const [total, leads] = await Promise.all([
    countStalled(app.db, rule, scope),
    stalledLeads(app.db, rule, scope, STALLED_ON_START),
  ]);
  // An admin sees everyone's: whose each one is (the name, else the e-mail, as the shell shows people).
  const ownerIds = [...new Set(leads.flatMap((l) => (l.ownerId ? [l.ownerId] : [])))];
  const owners = new Map(
    scope === "all" && ownerIds.length > 0
      ? (
          await app.db
            .selectFrom("users")
            .select(["id", "name", "email"])
            .where("id", "in", ownerIds)
            .execute()
        ).map((u) => [u.id, u.id === user.id ? "você" : u.name || u.email])
      : [],
  );
  const whose = (ownerId: string | null) =>
    scope !== "all" ? "" : ` · ${ownerId ? `Com ${owners.get(ownerId) ?? "—"}` : "Sem responsável"}`;
  return {
    scope: scope === "all" ? "all" : "own",
    total,
    leads: leads.map((lead) => ({
      id: lead.id,
      name: lead.name,
      about: `${productTitle(lead.product) ?? "Sem produto"} · ${lead.stageLabel}${whose(lead.ownerId)}`,
      why:
        lead.reason === "next-action"
          ? `Próxima ação venceu em ${since(lead.since)}`
          : `Sem atividade; parada desde ${since(lead.since)}`,
      to: `/employee-portal/leads/${encodeURIComponent(lead.id)}`,
    })),
    listTo: scope === "all" ? LEAD_LIST.stalledAll : LEAD_LIST.stalledMine,
  };
}
