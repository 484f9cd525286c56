import { href } from "react-router";
import { currentContent } from "~/.server/content";
import type { SiteDetails } from "~/content/site-config";
import { LEAD_SOURCES, type LeadSource, REPLY_PLACEHOLDER } from "~/lib/lead-schemas";
import { displayPhone } from "~/lib/phone-links";
import { productTitleOrSlug } from "./access";

/**
 * The words the desk proposes to send (copy review 3, N-M2 and N-F4; decision 060): the WhatsApp
 * text and the reply e-mail's start. What a message says first depends on how the lead came, in one
 * typed list (`OPENINGS`, one entry per source): only a person who wrote through the site is told
 * that we received their message; someone who phoned, came in or wrote on WhatsApp is thanked for
 * it; a referred person, who never contacted us, is told who passed on the contact, what we are and
 * how to say no. Both sign with the person's name (never an e-mail address; without a name, the
 * brokerage's team) and the brokerage's razão social, CNPJ and SUSEP registration.
 */

// The placeholder lives with the reply's schema, which refuses a reply that still holds it.
export { REPLY_PLACEHOLDER } from "~/lib/lead-schemas";

/** The lead as the templates read it. */
export interface TemplateLead {
  name: string;
  /** The product's title, if any. */
  product: string | null;
  source: string;
  referred_by: string | null;
}

/** Who writes: their name as clients see it and, for a broker, their own SUSEP registration. */
export interface TemplateWriter {
  name: string | null;
  susep_registration: string | null;
  /** The phone the person gave for clients (decision 064); absent or null: none of their own. */
  phone?: string | null;
}

export interface TemplateContext {
  site: SiteDetails;
  siteUrl: string;
  /**
   * The person wrote through the site's form, whatever the lead's source: a lead staff entered
   * that a later site message joined is answered as a site message.
   */
  wroteThroughSite: boolean;
}

interface Opening {
  /** Who writes, and what the brokerage is when the person may not know it. */
  introducesBrokerage: boolean;
  /** The sentence after "Aqui é …": why we write. */
  reason(lead: TemplateLead): string;
  /** A referred person is told how to refuse further contact. */
  offersWayOut: boolean;
}

const about = (product: string | null, lead = " sobre") => (product ? `${lead} ${product}` : "");

/** One opening per source: the only place that says how each kind of lead is first addressed. */
export const OPENINGS: Record<LeadSource, Opening> = {
  site: {
    introducesBrokerage: false,
    reason: (lead) => `Recebemos a sua mensagem pelo site${about(lead.product)}.`,
    offersWayOut: false,
  },
  phone: {
    introducesBrokerage: false,
    reason: (lead) => `Obrigado pela sua ligação${about(lead.product)}.`,
    offersWayOut: false,
  },
  "walk-in": {
    introducesBrokerage: false,
    reason: (lead) => `Obrigado por ter vindo à corretora${about(lead.product, " falar sobre")}.`,
    offersWayOut: false,
  },
  whatsapp: {
    introducesBrokerage: false,
    reason: (lead) => `Obrigado pela sua mensagem no WhatsApp${about(lead.product)}.`,
    offersWayOut: false,
  },
  referral: {
    introducesBrokerage: true,
    reason: (lead) => {
      const interest = `você talvez tenha interesse em ${lead.product ?? "um seguro"}`;
      const referrer = lead.referred_by?.trim();
      return referrer
        ? `${referrer} nos passou o seu contato e contou que ${interest}.`
        : `O seu contato chegou até nós por indicação, e quem o indicou contou que ${interest}.`;
    },
    offersWayOut: true,
  },
};

/**
 * The templates' input for a stored lead (its product slug read as the product's title) on this
 * site, as the lead page and its WhatsApp action both build it.
 */
export function templateInput(
  lead: Omit<TemplateLead, "product"> & { product: string | null },
  siteUrl: string,
  wroteThroughSite: boolean,
): { lead: TemplateLead; context: TemplateContext } {
  return {
    lead: { ...lead, product: productTitleOrSlug(lead.product) },
    context: { site: currentContent().site, siteUrl, wroteThroughSite },
  };
}

/** The source whose opening applies: the site's once the person wrote through it. */
export function openingSource(lead: Pick<TemplateLead, "source">, wroteThroughSite: boolean): LeadSource {
  if (wroteThroughSite) return "site";
  // A source no list knows (an old row) is read as staff-entered: never "we received your message".
  return (LEAD_SOURCES as readonly string[]).includes(lead.source) ? (lead.source as LeadSource) : "phone";
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

const greeting = (lead: TemplateLead) => (firstName(lead.name) ? `Olá, ${firstName(lead.name)}!` : "Olá!");

const writerName = (writer: TemplateWriter) => writer.name?.trim() || null;

/** "Aqui é Joana Ribeiro, da Vértice Seguros." or, without a name, "Aqui é a equipe da …". */
function introduction(writer: TemplateWriter, site: SiteDetails, opening: Opening): string {
  const name = writerName(writer);
  const what = opening.introducesBrokerage ? ", corretora de seguros" : "";
  return name ? `Aqui é ${name}, da ${site.name}${what}.` : `Aqui é a equipe da ${site.name}${what}.`;
}

const privacyUrl = (siteUrl: string) => `${siteUrl}${href("/privacy-policy")}`;

/** The referred person's way out (an admin erases at "Dados pessoais"), and how their data are used. */
const wayOut = (siteUrl: string) =>
  `Se preferir não receber o nosso contato, responda “não” e apagamos os seus dados. Como tratamos os dados: ${privacyUrl(siteUrl)}`;

/** The person's own registration, when they are a broker ("corretagem": the line fits anyone). */
const brokerRegistration = (writer: TemplateWriter) =>
  writer.susep_registration ? `registro SUSEP nº ${writer.susep_registration}` : null;

/** The brokerage's legal identity: razão social, CNPJ, SUSEP registration. */
const legalIdentity = (site: SiteDetails) => ({
  legalName: site.legalName,
  cnpj: `CNPJ ${site.cnpj}`,
  registration: `corretora de seguros registrada na SUSEP sob o nº ${site.susepRegistration}`,
});

/** The WhatsApp text the desk proposes for this lead. */
export function whatsappText(lead: TemplateLead, writer: TemplateWriter, context: TemplateContext): string {
  const { site, siteUrl } = context;
  const opening = OPENINGS[openingSource(lead, context.wroteThroughSite)];
  const voice = { named: writerName(writer) !== null };
  const close = opening.offersWayOut
    ? `${voice.named ? "Posso" : "Podemos"} ajudar? ${wayOut(siteUrl)}`
    : `${voice.named ? "Estou" : "Estamos"} à disposição para ajudar.`;
  const name = writerName(writer);
  const registration = brokerRegistration(writer);
  const signer = name
    ? `${name}${registration ? ` — corretagem de seguros, ${registration}` : ""}`
    : `Equipe ${site.name}`;
  return [
    `${greeting(lead)} ${introduction(writer, site, opening)} ${opening.reason(lead)} ${close}`,
    `${signer}\n${Object.values(legalIdentity(site)).join(" · ")}`,
  ].join("\n\n");
}

/** The reply e-mail's start: the opening, room to write, and a signature with the legal identity. */
export function replyTemplate(
  lead: TemplateLead,
  writer: TemplateWriter,
  context: TemplateContext,
): { subject: string; body: string } {
  const { site, siteUrl } = context;
  const opening = OPENINGS[openingSource(lead, context.wroteThroughSite)];
  const phone = site.phones[0];
  const registration = brokerRegistration(writer);
  const legal = legalIdentity(site);
  const signature = [
    "Atenciosamente,",
    writerName(writer) ?? `Equipe ${site.name}`,
    registration ? `Corretagem de seguros: ${registration}` : null,
    // The person's own line, under their name (decision 064); the brokerage's numbers follow.
    writerName(writer) && writer.phone ? `Telefone direto: ${displayPhone(writer.phone)}` : null,
    `${site.name} — ${legal.legalName}`,
    `${legal.cnpj} — ${legal.registration}`,
    phone ? `Telefone: ${displayPhone(phone.number)}` : null,
    `WhatsApp: ${displayPhone(site.whatsapp)}`,
    `E-mail: ${site.email}`,
    `${site.address.street}, ${site.address.district} - ${site.address.city}/${site.address.state}`,
    `Atendimento: ${site.openingHours}`,
    `Como tratamos os seus dados: ${privacyUrl(siteUrl)}`,
  ].filter((line): line is string => line !== null);
  return {
    subject: `${lead.product ? `${lead.product} - ` : ""}${site.name}`,
    body: [
      greeting(lead),
      `${introduction(writer, site, opening)} ${opening.reason(lead)}`,
      REPLY_PLACEHOLDER,
      ...(opening.offersWayOut ? [wayOut(siteUrl)] : []),
      signature.join("\n"),
    ].join("\n\n"),
  };
}
