import { currentContent } from "~/.server/content";
import { type Block, draft, type MailDraft, note, paragraph } from "./layout";

/**
 * The book's mails (issue 42, decision 069), in the style of mail-templates.ts (which spreads these
 * renderers into its table): the renewal reminder, and the digest's extra sections (the morning
 * digest of parado leads carries the renewals due soon as one more section).
 */

/** A renewal's reminder at D-n, to its owner or an admin: what and when, never the client's contacts. */
export interface RenewalReminderMailData {
  renewalId: string;
  /** The recipient's name (a greeting), and whether they own the renewal. */
  recipientName: string | null;
  mine: boolean;
  ownerName: string | null;
  client: string;
  insurer: string;
  product: string;
  policyNumber: string | null;
  /** The policy's end, "YYYY-MM-DD". */
  endsOn: string;
  /** Days left when the reminder was queued (negative: past the end). */
  daysLeft: number;
  status: string;
}

/**
 * A section another domain adds to the morning digest (decision 069): its lines are written by
 * that domain, in the brokerage's zone, when the digest is queued; paths are the portal's.
 */
export interface DigestSection {
  title: string;
  /** How many the section holds (the list may show fewer). */
  total: number;
  items: Array<{ text: string; path: string }>;
  listLabel: string;
  listPath: string;
}

const brandName = () => currentContent().site.name;
const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? "";
const dayText = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** "faltam 15 dias", "termina hoje", "terminou há 3 dias": the desk's words for the days left. */
export function daysLeftText(days: number): string {
  if (days === 0) return "termina hoje";
  if (days === 1) return "falta 1 dia";
  if (days > 1) return `faltam ${days} dias`;
  return days === -1 ? "terminou há 1 dia" : `terminou há ${-days} dias`;
}

export function renewalReminderMail(data: RenewalReminderMailData, siteUrl: string): MailDraft {
  const when = daysLeftText(data.daysLeft);
  const hello = firstName(data.recipientName) ? `Olá, ${firstName(data.recipientName)}!` : "Olá!";
  const whose = data.mine
    ? "Esta renovação é sua."
    : `Responsável: ${data.ownerName ?? "ninguém ainda (defina na renovação)"}.`;
  // The subject names the product and the days, not the client (a subject shows in every inbox list).
  return draft(`Renovação de ${data.product}: ${when} - ${brandName()}`, [
    paragraph(hello),
    paragraph(
      `A apólice abaixo termina em ${dayText(data.endsOn)} (${when}) e a renovação ainda está aberta. ${whose}`,
    ),
    {
      type: "fields",
      rows: [
        ["Cliente", data.client],
        ["Seguradora", data.insurer],
        ["Produto", data.product],
        ["Apólice", data.policyNumber ?? "—"],
        ["Fim da vigência", dayText(data.endsOn)],
        ["Situação", data.status],
      ],
    },
    {
      type: "link",
      label: "Abrir a renovação",
      href: `${siteUrl}/employee-portal/renewals/${encodeURIComponent(data.renewalId)}`,
      caption: "Ou copie e cole este endereço no navegador (é preciso entrar na área dos colaboradores):",
    },
    note(
      "Você recebe um aviso em cada prazo da janela de renovação enquanto ela estiver aberta; a renovação nunca é feita automaticamente.",
    ),
  ]);
}

/** The blocks of the digest's extra sections: a heading paragraph, the lines, and the list's link. */
export function digestSectionBlocks(sections: DigestSection[] | undefined, siteUrl: string): Block[] {
  return (sections ?? []).flatMap((section) => [
    paragraph(`${section.title}:`),
    {
      type: "links" as const,
      items: section.items.map((item) => ({ text: item.text, href: `${siteUrl}${item.path}` })),
    },
    ...(section.items.length < section.total
      ? [note(`E mais ${section.total - section.items.length}. A lista completa está no portal.`)]
      : []),
    {
      type: "link" as const,
      label: section.listLabel,
      href: `${siteUrl}${section.listPath}`,
      caption: "Ou copie e cole este endereço no navegador:",
    },
  ]);
}
