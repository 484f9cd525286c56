import { href } from "react-router";
import { brokerageTimeZone, currentContent, productTitle } from "~/.server/content";
import { formatDate, formatDateTime } from "~/.server/platform";
import { type DigestSection, digestSectionBlocks } from "./book-mails";
import { draft, type MailDraft, note, paragraph } from "./layout";

/**
 * The morning digest (decisions 042 and 069): the parado leads, then the sections other domains
 * add (the renewals due soon), in one mail a day per person.
 */

/**
 * The morning digest of parado leads (decision 042): ids, products, stages and times only, never
 * the person's name, e-mail or phone (the lead page, behind the login, has them).
 */
export interface LeadDigestMailData {
  /** The person's own parado leads, or (an admin) every parado lead. */
  scope: "own" | "all";
  /** How many parado leads the scope holds (the list may show fewer). */
  total: number;
  /** Of those, the recipient's own (an admin's digest says it apart). */
  own: number;
  leads: Array<{
    id: string;
    product: string | null;
    stage: string;
    reason: "next-action" | "no-activity";
    since: string;
  }>;
  /** Other domains' sections (the renewals due soon: decision 069); the leads part may then be empty. */
  sections?: DigestSection[];
}

const brandName = () => currentContent().site.name;
const localTime = (iso: string) => formatDateTime(iso, brokerageTimeZone());

export function leadDigestMail(data: LeadDigestMailData, siteUrl: string): MailDraft {
  const extra = digestSectionBlocks(data.sections, siteUrl);
  if (data.total === 0) {
    // Only other sections today (renewals): no word about leads.
    return draft(`Resumo do dia - ${brandName()}`, [
      paragraph("Olá! O que pede atenção hoje:"),
      ...extra,
      DIGEST_NOTE,
    ]);
  }
  const count = plural(data.total, "oportunidade parada", "oportunidades paradas");
  const intro =
    data.scope === "all"
      ? `Olá! Hoje há ${count} na corretora${data.own > 0 ? `, ${data.own === 1 ? "1 delas" : `${data.own} delas`} com você` : ""}.`
      : `Olá! Você tem ${count}: a próxima ação venceu ou não houve atividade no prazo da etapa.`;
  const shown = data.leads.length;
  return draft(`${count} - ${brandName()}`, [
    paragraph(intro),
    {
      type: "links",
      items: data.leads.map((lead) => ({
        text: stalledLine(lead),
        href: `${siteUrl}${leadPath.lead(lead.id)}`,
      })),
    },
    ...(shown < data.total ? [note(`E mais ${data.total - shown}. A lista completa está no portal.`)] : []),
    {
      type: "link",
      label: "Ver as oportunidades paradas",
      href: `${siteUrl}${data.scope === "all" ? leadPath.stalledAll : leadPath.stalledMine}`,
      caption: "Ou copie e cole este endereço no navegador:",
    },
    ...extra,
    extra.length > 0
      ? DIGEST_NOTE
      : note(
          "Você recebe este resumo uma vez por dia útil, de manhã, enquanto houver oportunidades paradas.",
        ),
  ]);
}

const DIGEST_NOTE = note(
  "Você recebe este resumo uma vez por dia útil, de manhã, enquanto houver oportunidades paradas ou renovações perto do fim.",
);

/** The lead desk's addresses (decision 041): the lead page and the list's filters. */
const leadPath = {
  lead: (id: string) => href("/employee-portal/leads/:id", { id: encodeURIComponent(id) }),
  stalledMine: `${href("/employee-portal/leads")}?parados=1&dono=meus`,
  stalledAll: `${href("/employee-portal/leads")}?parados=1`,
} as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "Auto · Cotando · sem atividade desde 20/11/2026 10:00": what a digest line says of a lead. */
function stalledLine(lead: LeadDigestMailData["leads"][number]): string {
  const product = productTitle(lead.product) ?? "Sem produto";
  const why =
    lead.reason === "next-action"
      ? // Due by the end of its day: the day, as the lead page says it (N-L5).
        `próxima ação era para ${formatDate(lead.since, brokerageTimeZone())}`
      : `parada desde ${localTime(lead.since)}, sem atividade`;
  return `${product} · ${lead.stage} · ${why}`;
}
