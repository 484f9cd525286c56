import { type FinancialDefault, NO_PARTNER_INSTITUTION } from "../product-types";

/**
 * First-start copy of /financial/financing (style: docs/content-style.md; the live copy is edited in the admin portal).
 *
 * Issue 25, copy review 2: B1 — no "recebemos a sua proposta e a encaminhamos": receiving and forwarding
 * credit proposals is a correspondent's activity (Res. CMN nº 4.935/2021, as the review verified at
 * cosif.com.br/publica.asp?arquivo=res-cmn-4935); the page names an institution only through
 * `partnerInstitution`, filled by an admin. M10 — SFH: the statute asks for at least death and permanent
 * disability cover (MIP) with the borrower free to bring another insurer's policy (the review read the
 * amended art. 2º via MP 459/2009 art. 35, meuvademecumonline.com.br); no article is cited on the page.
 * M11 — STJ Tema 972 (REsp 1.639.259/SP) wording, as verified by the review
 * (informativos.trilhante.com.br/julgados/stj-resp-1639259-sp).
 */
export const financing: FinancialDefault = {
  slug: "financing",
  category: "financial",
  menuLabel: "Financiamento",
  title: "Financiamento",
  lead: "Crédito para o veículo ou o imóvel: entenda o custo efetivo total e o que conferir antes de assinar com a instituição.",
  metaDescription:
    "Financiamento de veículos e imóveis: como funciona, o custo efetivo total (CET), os seguros do financiamento e o que conferir antes de contratar.",
  illustration: "financing",
  about: [
    "O financiamento é um crédito de um banco ou de outra instituição financeira para comprar um veículo novo ou usado ou um imóvel; no crédito com garantia, um bem seu garante o empréstimo.",
    "Antes de assinar, compare o custo efetivo total (CET), que soma juros, tarifas, tributos e seguros e é a melhor medida do custo real do crédito.",
  ],
  role: "Não concedemos empréstimos nem financiamentos. A análise de crédito, as taxas e o contrato são da instituição financeira que você escolher, com quem você faz o pedido. Aqui explicamos como o financiamento funciona e o que comparar.",
  regulator:
    "As instituições financeiras que concedem o crédito são autorizadas e supervisionadas pelo Banco Central do Brasil.",
  highlights: ["Veículos e imóveis", "Compare o CET", "Sujeito à análise de crédito"],
  audience: [
    "Quem quer comprar o carro ou a moto agora e pagar em parcelas.",
    "Quem vai comprar a casa própria.",
    "Quem precisa de crédito e pode oferecer um bem em garantia.",
  ],
  variants: [
    {
      title: "Financiamento de veículos",
      description: "Carros, motos e utilitários novos ou usados, com o próprio veículo como garantia.",
    },
    {
      title: "Financiamento imobiliário",
      description: "Compra de imóvel residencial ou comercial, com prazos longos.",
    },
    {
      title: "Crédito com garantia",
      description: "Empréstimo com um imóvel ou um veículo como garantia, em geral com taxas menores.",
    },
  ],
  mechanics: [
    {
      title: "Análise de crédito",
      description:
        "A instituição avalia renda, histórico e garantia e define taxa, prazo e valor de entrada.",
    },
    {
      title: "Garantia do bem",
      description: "O veículo ou o imóvel fica alienado à instituição até a quitação.",
    },
    {
      title: "Seguros do financiamento",
      description:
        "O seguro prestamista pode ser oferecido, mas nunca imposto, nem com a seguradora indicada pela instituição: isso é venda casada (Código de Defesa do Consumidor, art. 39, I; STJ, Tema 972). No financiamento habitacional do SFH, a lei exige ao menos a cobertura de morte e invalidez permanente (MIP); o contrato costuma exigir também a de danos físicos ao imóvel (DFI). Você pode apresentar a apólice de outra seguradora, desde que tenha as coberturas exigidas.",
    },
    {
      title: "Portabilidade e quitação",
      description:
        "Você pode levar o contrato a outra instituição com condições melhores ou quitá-lo antes, com redução proporcional dos juros.",
    },
  ],
  checklist: [
    "O CET anual e mensal, não só a taxa de juros.",
    "O valor total a pagar e o número de parcelas.",
    "Tarifas e seguros incluídos: cada seguro opcional deve poder ser recusado.",
    "As condições para amortizar ou quitar antes do prazo.",
  ],
  howItWorks: [
    "Peça propostas a mais de uma instituição financeira, pelos canais delas, com o valor do bem, a entrada e o prazo.",
    "Cada instituição faz a análise de crédito e apresenta a proposta com o CET: compare-as pelo CET, não só pela taxa de juros.",
    "Escolhida a proposta, envie os documentos do bem e assine o contrato com a instituição.",
  ],
  faqs: [
    {
      question: "O que é o CET?",
      answer:
        "O custo efetivo total reúne juros, tarifas, tributos e seguros do financiamento. A instituição é obrigada a informá-lo, e ele é a melhor forma de comparar propostas.",
    },
    {
      question: "O banco pode exigir o seguro prestamista?",
      answer:
        "Não como condição, nem com a seguradora dele: o banco pode oferecer o seguro, mas não pode obrigar você a contratá-lo com ele ou com a seguradora que indicar (STJ, Tema 972). Condicionar o crédito à compra de outro produto é venda casada (Código de Defesa do Consumidor, art. 39, I).",
    },
    {
      question: "No financiamento imobiliário, preciso do seguro do banco?",
      answer:
        "No SFH, a lei exige ao menos a cobertura de morte e invalidez permanente (MIP); o contrato costuma exigir também a de danos físicos ao imóvel (DFI). Você pode apresentar a apólice de outra seguradora, desde que tenha as coberturas exigidas.",
    },
    {
      question: "Posso quitar antes do prazo?",
      answer: "Sim. A quitação antecipada, total ou parcial, dá direito à redução proporcional dos juros.",
    },
    {
      question: "A aprovação é garantida?",
      answer: "Não. A concessão depende da análise de crédito e das políticas da instituição financeira.",
    },
  ],
  quotes: [{ label: "Abrir o portal de cotação da corretora", quotePath: "several" }],
  partnerInstitution: NO_PARTNER_INSTITUTION,
};
