import { displayPhone } from "../lib/phone-links";
import type { SiteDetails } from "./site-config";

/**
 * What a broker's site tells the customer about the brokerage itself (issue 25, review 2 §4
 * R2–R4; decision 031): who it is and how to check its registration, how it is paid, for which
 * insurers it works, holdings, and where to complain. Built from "Dados da corretora" and the
 * insurers an admin marks as partners; the footer shows the compact form, /transparencia all.
 *
 * Checked on 2026-11-26:
 * - Res. CNSP nº 382/2020, art. 4º, § 1º, I–IV: before a purchase the intermediary formally gives
 *   the client ≥ 10% holdings either way, any exclusivity (naming the insurers) or the names of
 *   the insurers it works for, and "o montante de sua remuneração pela intermediação do
 *   contrato", with the commercial premium; § 2º: through its marketing materials or official
 *   channels. Text reproduced at https://jns.com.br/resolucao-cnsp-382-20-comissao-deve-ou-nao-ser-declarada-na-proposta/amp
 *   and https://sincor-es.com.br/materias,21540,instrucao-aos-corretores-seguros-resolucao-cnsp-no-382-2020.html
 *   (secondary copies; whether a later resolution changed item IV was not found either way).
 * - A brokerage registers at SUSEP through a registered "corretor responsável técnico" (Circular
 *   SUSEP nº 602/2020, summary at http://portalmulticalculo.com.br/BR_ADESAO/mostra_noticia.php?id_noticia=10728).
 * - SUSEP's public broker lookup (by registration, name, CNPJ or CPF): SUSEP_BROKER_LOOKUP_URL,
 *   the address sites and tools use for "consulta de corretores" (several public repositories);
 *   SUSEP's own page could not be opened from here.
 * - Circular SUSEP nº 643/2021, arts. 1º and 2º, II: SUSEP handles consumer complaints about
 *   insurers and "denúncias", which include intermediation
 *   (https://jusdecisum.com.br/susep-disciplina-atendimento-as-reclamacoes-de-consumidores/);
 *   consumer complaints moved to consumidor.gov.br (Circular SUSEP nº 613/2020, revoked and
 *   replaced by 643: https://aida.org.br/a-circular-susep-no-613-2020-e-o-atendimento-aos-consumidores-uma-pequena-revolucao-da-susep).
 * Not stated (not verified): that a brokerage must keep its own ouvidoria; any norm listing what
 * a broker's website must show.
 */

/** SUSEP's public "consulta de corretores" (not its home page). */
export const SUSEP_BROKER_LOOKUP_URL = "https://www2.susep.gov.br/safe/Corretores/pesquisa";
export const CONSUMIDOR_GOV_URL = "https://www.consumidor.gov.br";
export const SUSEP_URL = "https://www.gov.br/susep";

/** A paragraph made of text and links, so the page and the footer render the same words. */
export type Piece = string | { text: string; href: string } | { text: string; to: "contact" | "insurers" };

export interface TransparencySection {
  title: string;
  paragraphs: Piece[][];
}

/**
 * `text` closing a sentence: a value that already ends with a full stop ("… Ltda.", "… S.A.") gets
 * no second one (copy review 3, N-L1).
 */
export function endSentence(text: string): string {
  return /[.!?]$/.test(text.trimEnd()) ? text.trimEnd() : `${text.trimEnd()}.`;
}

/** "A, B e C". */
export function listText(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
}

const registration = (site: SiteDetails) =>
  `${site.legalName}, CNPJ ${site.cnpj}, corretora de seguros registrada na SUSEP sob o nº ${site.susepRegistration}.`;
const responsible = (site: SiteDetails) =>
  `Responsável técnico: ${site.responsibleBroker.name}, corretor de seguros registrado na SUSEP sob o nº ${site.responsibleBroker.registration}.`;
const lookup: Piece = { text: "Consultar corretores na SUSEP", href: SUSEP_BROKER_LOOKUP_URL };
const amountBeforeContracting =
  "Antes de você contratar, informamos formalmente o valor da nossa remuneração por aquele contrato, junto com o prêmio comercial (Resolução CNSP nº 382/2020, art. 4º).";

/** Whom the brokerage works for: its exclusivity, or the insurers marked as partners. */
function insurersParagraph(site: SiteDetails, partners: string[]): Piece[] {
  if (site.exclusivity) return [endSentence(`Atuamos com exclusividade para: ${site.exclusivity}`)];
  if (partners.length > 0)
    return [endSentence(`Seguradoras para as quais atuamos como intermediária: ${listText(partners)}`)];
  return ["Antes de você contratar, informamos as seguradoras para as quais atuamos como intermediária."];
}

/** The complaint route, in order: us, the insurer's SAC and ouvidoria, then the public channels. */
function complaintSteps(site: SiteDetails): Piece[][] {
  const phone = site.phones[0];
  return [
    [
      `1. Fale primeiro com a gente: ${site.email}${phone ? `, ${displayPhone(phone.number)}` : ""} ou a página `,
      { text: "Fale Conosco", to: "contact" },
      ".",
    ],
    [
      "2. Sobre a seguradora: procure o SAC dela e, sem solução, a Ouvidoria. Os números estão na apólice e, quando confirmados, na página ",
      { text: "Seguradoras Parceiras", to: "insurers" },
      ".",
    ],
    [
      "3. Sem solução: registre a reclamação no ",
      { text: "consumidor.gov.br", href: CONSUMIDOR_GOV_URL },
      " ou procure o Procon da sua cidade ou do seu estado. Denúncias sobre seguradoras e corretores vão à ",
      { text: "SUSEP", href: SUSEP_URL },
      " (Circular SUSEP nº 643/2021).",
    ],
  ];
}

/** The full transparency page. `partners`: names of the visible insurers marked as partners. */
export function transparencySections(site: SiteDetails, partners: string[]): TransparencySection[] {
  return [
    {
      title: "Quem somos",
      paragraphs: [
        [registration(site)],
        [responsible(site)],
        [
          "Você pode conferir a situação do registro de qualquer corretor no site da SUSEP, pelo número do registro, pelo nome, pelo CNPJ ou pelo CPF: ",
          lookup,
          ".",
        ],
      ],
    },
    { title: "Como somos remunerados", paragraphs: [[site.compensation], [amountBeforeContracting]] },
    {
      title: "Seguradoras com que trabalhamos",
      paragraphs: [
        insurersParagraph(site, partners),
        ...(site.holdings
          ? [[endSentence(`Participações societárias de 10% ou mais: ${site.holdings}`)]]
          : []),
      ],
    },
    { title: "Reclamações", paragraphs: complaintSteps(site) },
  ];
}

/** The footer's compact version, on every page. */
export function footerTransparency(site: SiteDetails): Piece[][] {
  return [
    [`${registration(site)} ${responsible(site)} `, lookup, "."],
    [`${site.compensation} ${amountBeforeContracting}`],
    [
      "Reclamações: fale primeiro com a gente; sobre a seguradora, o SAC e a Ouvidoria dela; sem solução, ",
      { text: "consumidor.gov.br", href: CONSUMIDOR_GOV_URL },
      ", ",
      { text: "SUSEP", href: SUSEP_URL },
      " ou o Procon.",
    ],
  ];
}
