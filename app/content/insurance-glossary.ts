/**
 * The terms a visitor meets on every insurance page, defined once and shown by one component
 * (app/components/insurance-glossary.tsx). Financial pages do not show it.
 */
export interface GlossaryTerm {
  term: string;
  definition: string;
}

export const insuranceGlossary: GlossaryTerm[] = [
  {
    term: "Apólice",
    definition:
      "O documento do seguro: coberturas, limites, franquias, vigência e as condições gerais que valem para o contrato.",
  },
  {
    term: "Prêmio",
    definition:
      "O valor que você paga pelo seguro, à vista ou parcelado. Não é o valor que você recebe: esse é a indenização.",
  },
  {
    term: "Sinistro",
    definition:
      "O evento coberto que aconteceu — um acidente, um roubo, um incêndio — e dá direito à indenização.",
  },
  {
    term: "Indenização",
    definition:
      "O valor que a seguradora paga, ou o reparo que ela custeia, quando ocorre um sinistro coberto.",
  },
  {
    term: "Franquia",
    definition:
      "A parte do prejuízo que fica por sua conta em danos parciais. Nem toda cobertura tem franquia.",
  },
  {
    term: "LMI (limite máximo de indenização)",
    definition: "O máximo que a seguradora paga em cada cobertura. Acima dele, o prejuízo é seu.",
  },
  {
    term: "Endosso",
    definition:
      "Uma alteração da apólice durante a vigência, como a troca de veículo ou de endereço; pode mudar o prêmio.",
  },
  {
    term: "Bônus",
    definition:
      "O desconto na renovação para quem não teve sinistro no período, comum nos seguros de automóvel e de moto. Acompanha você se trocar de seguradora sem interromper o seguro.",
  },
  {
    term: "Carência",
    definition: "O período, contado do início do contrato, em que algumas coberturas ainda não valem.",
  },
  {
    term: "Segurado, estipulante, tomador e beneficiário",
    definition:
      "O segurado é quem tem o interesse protegido; o estipulante, quem contrata o seguro para um grupo (por exemplo, a empresa no seguro de vida em grupo); o tomador, no seguro garantia, é a empresa cuja obrigação é garantida; o beneficiário, quem recebe a indenização.",
  },
];
