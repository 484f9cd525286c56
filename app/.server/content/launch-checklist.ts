import { href } from "react-router";
import { hasPartnerInstitution } from "~/content/partner-institution";
import { mentionsPartner, partnerNames } from "~/content/partner-insurer-name";
import { isBrazil } from "~/content/privacy-policy";
import type { ContentSnapshot } from "./snapshot";

/**
 * "Pronto para publicar" (issue 25, decision 031): what still shows a placeholder or lacks what a
 * broker's site must say, each with the screen that fixes it. A check is one entry of `CHECKS`;
 * the admin screen lists the failing ones and a production start logs one warning while any fails.
 * The checks read only the content snapshot (admin-edited data), never the environment.
 */

/** What the checks read: the live content (site details, products, insurers). */
export type LaunchFacts = Pick<ContentSnapshot, "site" | "products" | "insurers">;
type Insurer = LaunchFacts["insurers"][number];

/** A line of the checklist: what is missing, where to fix it, and the records concerned. */
export interface PendingItem {
  id: string;
  label: string;
  fixAt: string;
  fixLabel: string;
  /** The records concerned (insurers), each with its own editor. */
  items?: Array<{ label: string; to: string }>;
}

interface LaunchCheck {
  id: string;
  label: string;
  fixAt: string;
  fixLabel: string;
  /** Failing: true, or the records concerned; passing: false or an empty list. */
  failing(facts: LaunchFacts): boolean | Array<{ label: string; to: string }>;
}

const SITE = href("/admin-portal/site");
const INSURERS = href("/admin-portal/insurers");
const atSite = { fixAt: SITE, fixLabel: "Corrigir em Dados da corretora" };

/** The first-start defaults' marks: "(nome fictício)", "(exemplo)"… */
const FICTIONAL = /fict[ií]ci|\(exemplo\)/i;
/** Only zeros and punctuation: 0000000000, 00.000.000/0000-00, 00000-000. */
const ZEROS = (value: string) => /^[0\W]*$/.test(value) && value.includes("0");
/** A phone made of the area code and zeros: (41) 0000-0000, (41) 9 0000-0000. */
const ZERO_PHONE = (digits: string) => /^\d{2}9?0{8}$/.test(digits);
/** Domains reserved for examples (RFC 2606) and the defaults' "/example" profiles. */
const EXAMPLE_HOST = /(^|\.)example\.(com|org|net)$|\.(test|example|invalid|localhost)$/i;
function isExampleUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return EXAMPLE_HOST.test(url.hostname) || /\/example(\/|$)/i.test(url.pathname);
  } catch {
    return false;
  }
}
const isExampleEmail = (value: string) => EXAMPLE_HOST.test(value.split("@")[1] ?? "");

/** The 24 h line of an insurer card (INSURER_PHONE_KINDS.assistance). */
const has24hLine = (insurer: Insurer) => insurer.phones.some((p) => p.kind === "assistance");

/** Every check, in the order the screen shows them. Adding one is one entry. */
const CHECKS: LaunchCheck[] = [
  {
    id: "legal-name",
    label: "Razão social fictícia: informe a razão social exatamente como no registro da SUSEP.",
    ...atSite,
    failing: ({ site }) => FICTIONAL.test(site.legalName),
  },
  {
    id: "cnpj",
    label: "CNPJ de exemplo (só zeros).",
    ...atSite,
    failing: ({ site }) => ZEROS(site.cnpj),
  },
  {
    id: "susep-registration",
    label: "Registro SUSEP da corretora de exemplo (só zeros).",
    ...atSite,
    failing: ({ site }) => ZEROS(site.susepRegistration),
  },
  {
    id: "address",
    label: "Endereço de exemplo (Rua Exemplo, CEP 00000-000).",
    ...atSite,
    failing: ({ site }) => /exemplo/i.test(site.address.street) || ZEROS(site.address.postalCode),
  },
  {
    id: "phones",
    label: "Telefone ou WhatsApp de exemplo (só zeros).",
    ...atSite,
    failing: ({ site }) => site.phones.some((p) => ZERO_PHONE(p.number)) || ZERO_PHONE(site.whatsapp),
  },
  {
    id: "email",
    label: "E-mail de exemplo (example.com).",
    ...atSite,
    failing: ({ site }) => isExampleEmail(site.email),
  },
  {
    id: "social",
    label: "Redes sociais de exemplo: troque os endereços ou remova-os.",
    ...atSite,
    failing: ({ site }) => site.social.some((s) => isExampleUrl(s.url)),
  },
  {
    id: "data-protection-officer",
    label: "Encarregado de dados (LGPD) fictício: informe o nome e o e-mail reais.",
    ...atSite,
    failing: ({ site }) =>
      FICTIONAL.test(site.dataProtectionOfficer.name) || isExampleEmail(site.dataProtectionOfficer.email),
  },
  {
    id: "quote-portal",
    label: "Portal de cotação de exemplo: informe o endereço do portal da corretora.",
    ...atSite,
    failing: ({ site }) => isExampleUrl(site.quotePortalUrl),
  },
  {
    id: "quote-portal-operator",
    label:
      "Empresa do portal de cotação de exemplo: informe quem opera o portal e o CNPJ (política de privacidade).",
    ...atSite,
    failing: ({ site }) =>
      FICTIONAL.test(site.quotePortalOperator.name) || ZEROS(site.quotePortalOperator.cnpj),
  },
  {
    id: "quote-portal-role",
    label:
      "Papel da corretora no portal de cotação não confirmado: escolha-o depois de confirmar com a empresa do portal (política de privacidade).",
    ...atSite,
    failing: ({ site }) => site.quotePortalOperator.role === "unconfirmed",
  },
  {
    id: "data-provider-transfer",
    label:
      "Provedor fora do Brasil sem a garantia da transferência internacional confirmada (política de privacidade).",
    ...atSite,
    failing: ({ site }) =>
      site.dataProviders.some((p) => !isBrazil(p.country) && p.transfer === "unconfirmed"),
  },
  {
    id: "data-providers",
    label: "Provedores de exemplo: informe os provedores de hospedagem e de e-mail e o país de cada um.",
    ...atSite,
    failing: ({ site }) => site.dataProviders.some((p) => FICTIONAL.test(p.name)),
  },
  {
    id: "records-retention",
    label:
      "Prazo de guarda de propostas, apólices, sinistros e cadastro em branco (política de privacidade).",
    ...atSite,
    failing: ({ site }) => site.recordsRetention === "",
  },
  {
    id: "responsible-broker",
    label: "Corretor responsável técnico fictício: informe o nome e o registro SUSEP dele (transparência).",
    ...atSite,
    failing: ({ site }) =>
      FICTIONAL.test(site.responsibleBroker.name) || ZEROS(site.responsibleBroker.registration),
  },
  {
    id: "financial-without-institution",
    label:
      "Páginas de produtos financeiros sem instituição parceira: sem ela a página só explica o produto, o que é o certo se a corretora não tem contrato de correspondente no País (Resolução CMN nº 4.935/2021) nem com uma administradora de consórcio. Só informe a instituição se esse contrato existir; sem ele, esta linha fica como lembrete.",
    fixAt: href("/admin-portal/products"),
    fixLabel: "Corrigir em Páginas de produto",
    failing: ({ products }) =>
      products
        .filter((p) => p.category === "financial" && !p.hidden && !hasPartnerInstitution(p))
        .map((p) => ({ label: p.title, to: href("/admin-portal/products/:slug", { slug: p.slug }) })),
  },
  {
    id: "partner-insurer-unnamed",
    label:
      "Páginas que falam da seguradora parceira sem dizer qual é: em Seguradoras, marque a parceira e inclua o produto na lista dela (a página passa a mostrar o nome).",
    fixAt: INSURERS,
    fixLabel: "Corrigir em Seguradoras",
    failing: ({ products, insurers }) =>
      products
        .filter((p) => !p.hidden && mentionsPartner(p) && partnerNames(p.slug, insurers).length === 0)
        .map((p) => ({ label: p.title, to: href("/admin-portal/products/:slug", { slug: p.slug }) })),
  },
  {
    id: "no-partner",
    label:
      "Nenhuma seguradora marcada como parceira: marque as seguradoras em que a corretora tem código ativo (transparência e página Seguradoras Parceiras).",
    fixAt: INSURERS,
    fixLabel: "Corrigir em Seguradoras",
    failing: ({ insurers }) => !insurers.some((i) => i.partner && !i.hidden),
  },
  {
    id: "insurers-without-24h",
    label: "Seguradoras sem telefone 24 horas: confirme o número na fonte da própria seguradora.",
    fixAt: INSURERS,
    fixLabel: "Corrigir em Seguradoras",
    failing: ({ insurers }) =>
      insurers
        .filter((i) => !i.hidden && !has24hLine(i))
        .map((i) => ({ label: i.name, to: href("/admin-portal/insurers/:insurer", { insurer: i.id }) })),
  },
];

/** The failing checks, in order. */
export function pendingLaunchItems(facts: LaunchFacts): PendingItem[] {
  return CHECKS.flatMap(({ failing, ...check }) => {
    const result = failing(facts);
    if (result === false || (Array.isArray(result) && result.length === 0)) return [];
    return [{ ...check, ...(Array.isArray(result) && { items: result }) }];
  });
}

/** The production start's one line while anything is pending (ids, so the log stays short). */
export function launchWarning(
  facts: LaunchFacts,
): { message: string; details: { pending: string[] } } | null {
  const pending = pendingLaunchItems(facts);
  if (pending.length === 0) return null;
  return {
    details: { pending: pending.map((p) => p.id) },
    message: `Pronto para publicar: ${pending.length} pendência(s) no conteúdo do site (dados de exemplo ou em branco); veja ${href("/admin-portal/launch")} na administração`,
  };
}
