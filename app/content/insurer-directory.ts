/**
 * The texts of the insurers page (/insurers) around its cards.
 *
 * - The title "Seguradoras Parceiras" is the spec's. The spec's intro ("contact the insurer for
 *   questions, complaints or emergencies, and reach policies through the customer portal") is
 *   said in `intro`, with the first version's words (dúvidas, reclamações, emergências, portal do
 *   cliente).
 * - "Parceira" is a claim about the brokerage's relations: Res. CNSP 382/2020, art. 4º, § 1º, III
 *   has the broker tell the client the names of the insurers it intermediates for (as the review
 *   copy-review-2 §2 B5 read it in copies at jns.com.br and sincor-es.com.br; not re-read here, no
 *   copy of the resolution was found in this pass, so no page cites it). Only insurers an admin marks as partners
 *   are listed under `partnersTitle`; every other card is under `othersTitle`, whose note says the
 *   list is a directory, not a statement of who the brokerage works with. No other text on the page
 *   uses the word.
 * - The meta description promises only what every card has (the insurer's site) and what some
 *   have (phones confirmed on the insurer's own material, insurer-defaults.ts).
 */
export const insurerDirectory = {
  title: "Seguradoras Parceiras",
  eyebrow: "Fale com a sua seguradora",
  description:
    "Sites das seguradoras e, quando confirmados, os seus telefones. Fale com a sua seguradora em caso de dúvidas, reclamações ou emergências; o número dela também está na apólice.",
  intro: [
    "Em caso de dúvidas, reclamações ou emergências, entre em contato diretamente com a sua seguradora. Para consultar a sua apólice, acesse o portal do cliente no site da seguradora.",
    "Em caso de sinistro ou emergência, ligue para a central da sua seguradora: o número também está na sua apólice. Reclamações vão ao SAC e, sem solução, à Ouvidoria da seguradora.",
  ],
  /** Insurers an admin marked as partners (the brokerage's statement). */
  partnersTitle: "Parceiras da corretora",
  /** The other cards, when some insurer is marked; "Seguradoras" when none is. */
  othersTitle: (anyPartner: boolean) => (anyPartner ? "Outras seguradoras" : "Seguradoras"),
  othersNote:
    "Reunimos aqui seguradoras do mercado para você encontrar a sua. Estar nesta lista não quer dizer que a corretora trabalhe com ela.",
  noPhone: "Os telefones de atendimento estão no site da seguradora.",
} as const;
