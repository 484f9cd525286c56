import type { FinancialDefault } from "../product-types";

/** First-start copy of /financial/financing (style: docs/content-style.md; the live copy is edited in the admin portal). */
export const financing: FinancialDefault = {
  slug: "financing",
  category: "financial",
  menuLabel: "Financiamento",
  title: "Financiamento",
  lead: "Crédito para o veículo ou o imóvel, com o custo efetivo total comparado antes de assinar.",
  metaDescription:
    "Financiamento de veículos e imóveis com instituições parceiras: compare o custo efetivo total (CET), os prazos e os seguros antes de contratar.",
  illustration: "financing",
  about: [
    "Apresentamos propostas de instituições financeiras parceiras para financiar um veículo novo ou usado, um imóvel ou para tomar crédito com um bem em garantia.",
    "Antes de assinar, compare o custo efetivo total (CET), que soma juros, tarifas, tributos e seguros e é a melhor medida do custo real do crédito.",
  ],
  role: "Não concedemos empréstimos nem financiamentos: apresentamos propostas de instituições financeiras parceiras, recebemos a sua e a encaminhamos. A análise de crédito, as taxas e o contrato são da instituição.",
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
        "O seguro prestamista pode ser oferecido, mas nunca imposto, nem com a seguradora indicada pela instituição: isso é venda casada (Código de Defesa do Consumidor, art. 39, I; STJ, Tema 972). No financiamento habitacional do SFH, o seguro de morte e invalidez permanente (MIP) e de danos físicos ao imóvel (DFI) é exigido, mas você escolhe a seguradora.",
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
    "Clique em “Simular financiamento” e informe o valor do bem, a entrada e o prazo no portal parceiro, que abre em nova aba.",
    "A instituição financeira faz a análise de crédito e apresenta a proposta com o CET.",
    "Aprovada a proposta, envie os documentos do bem e assine o contrato com a instituição.",
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
        "Não. Ele pode oferecer o seguro, mas condicionar o crédito à contratação, ou exigir a seguradora que indicar, é venda casada (Código de Defesa do Consumidor, art. 39, I; STJ, Tema 972).",
    },
    {
      question: "No financiamento imobiliário, preciso do seguro do banco?",
      answer:
        "No SFH, o seguro habitacional (MIP e DFI) é obrigatório, mas você pode escolher a seguradora, desde que a apólice tenha as coberturas exigidas.",
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
  quotes: [{ label: "Simular financiamento", quotePath: "several" }],
};
