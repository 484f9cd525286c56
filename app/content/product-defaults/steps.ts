import { SPECIALIST_QUOTE_LABEL } from "../product-types";

/** The "Como contratar" steps several product pages share. */

/** “A” or “A” ou “B”: the quote buttons a step tells the visitor to click, named as on the page. */
function buttonNames(labels: string[]): string {
  return labels.map((label) => `“${label}”`).join(" ou ");
}

/**
 * The path from simulation to policy through the quote portal; `analysis` names what the insurer
 * checks, `compare` what the quotes differ in (a life cover has carências, not franquias: copy
 * review 3, N-L8).
 */
export function portalSteps(
  labels: string[],
  analysis: string,
  compare = "preço, coberturas e franquias",
): string[] {
  return [
    `Clique em ${buttonNames(labels)} e preencha os dados no portal de cotação, que abre em nova aba: uma única simulação consulta várias seguradoras.`,
    // "Com a gente": whoever answers for the brokerage (the site promises "um corretor" only when true).
    `Receba as cotações por e-mail ou WhatsApp e compare ${compare} com a gente.`,
    `Escolhida a cotação, você envia a proposta e a seguradora faz a ${analysis}; o pagamento pode ser parcelado em até 12 vezes, conforme a seguradora.`,
    "Aceita a proposta pela seguradora, ela emite a apólice e a envia a você por e-mail.",
  ];
}

/** The path for lines the quote portal cannot price: a broker takes the risk to the insurers. */
export function specialistSteps(analysis: string): string[] {
  return [
    `Clique em “${SPECIALIST_QUOTE_LABEL}”: o formulário de contato abre com este seguro já escolhido.`,
    "Respondemos pelo meio que você preferir e pedimos os documentos e dados listados em “O que a cotação pede”.",
    `O corretor apresenta o risco às seguradoras, que fazem a ${analysis} e enviam as propostas.`,
    "Você compara as propostas com o corretor; aceita uma delas, a seguradora emite a apólice.",
  ];
}
