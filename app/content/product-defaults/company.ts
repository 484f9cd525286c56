import type { InsuranceDefault } from "../product-types";
import { portalSteps } from "./steps";

/** First-start copy of /insurances/company (style: docs/content-style.md; the live copy is edited in the admin portal). */
export const company: InsuranceDefault = {
  slug: "company",
  category: "insurances",
  menuLabel: "Empresarial",
  title: "Seguro Empresarial",
  lead: "Proteção para o patrimônio e a continuidade do seu negócio: prédio, estoque, equipamentos e receita.",
  metaDescription:
    "Seguro empresarial para lojas, escritórios, indústrias e serviços: incêndio, roubo, danos elétricos, lucros cessantes e RC. Simule e compare.",
  illustration: "store",
  about: [
    "O seguro empresarial protege o imóvel, as instalações, as máquinas, os móveis e as mercadorias da empresa, e pode garantir a receita que deixa de entrar quando um sinistro interrompe as atividades.",
    "É montado conforme a atividade: comércio, escritórios, consultórios, indústrias e prestadores de serviço têm riscos diferentes, e as coberturas são escolhidas de acordo com eles.",
  ],
  highlights: ["Coberturas sob medida", "Lucros cessantes", "Assistência 24 horas"],
  audience: [
    "Lojas, escritórios, clínicas e consultórios.",
    "Indústrias, depósitos e prestadores de serviço.",
    "Microempreendedores e pequenas empresas.",
  ],
  coverages: [
    { title: "Incêndio, raio e explosão", description: "A cobertura básica do prédio e do conteúdo." },
    {
      title: "Roubo e furto qualificado",
      description:
        "Mercadorias, máquinas e equipamentos levados com violência ou grave ameaça (roubo) ou com arrombamento (furto qualificado).",
    },
    {
      title: "Danos elétricos",
      description: "Equipamentos danificados por variação de tensão ou curto-circuito.",
    },
    {
      title: "Lucros cessantes",
      description: "Despesas fixas e lucro líquido durante a paralisação após um sinistro coberto.",
    },
    {
      title: "Responsabilidade civil",
      description: "Danos causados a clientes e a terceiros no estabelecimento.",
    },
    { title: "Vendaval e quebra de vidros", description: "Danos ao imóvel, às vitrines e aos letreiros." },
  ],
  assistances: [
    "Chaveiro, eletricista e encanador",
    "Vigilância após sinistro",
    "Limpeza e conservação emergencial",
  ],
  exclusions: [
    "Dinheiro, cheques e valores, salvo cobertura específica.",
    "Furto simples (sem arrombamento) e desaparecimento sem explicação.",
    "Danos por falta de manutenção, desgaste ou defeito de fabricação.",
    "Mercadorias em trânsito, que são objeto do seguro de transporte.",
  ],
  quoteNeeds: [
    "CNPJ e atividade principal da empresa.",
    "Endereço, tipo de construção e proteções do local: alarme, extintores, vigilância.",
    "Valores em risco: prédio, máquinas, móveis e estoque.",
    "Faturamento e despesas fixas mensais, se quiser a cobertura de lucros cessantes.",
    "Histórico de sinistros dos últimos anos.",
  ],
  howItWorks: portalSteps(
    ["Simular seguro empresarial"],
    "análise do risco da atividade e, se necessário, a vistoria do local",
  ),
  claimSteps: [
    "Comunique o sinistro à seguradora ou ao corretor assim que possível e tome as medidas para evitar danos maiores.",
    "Em roubo ou furto, registre o boletim de ocorrência; em incêndio, peça o laudo do Corpo de Bombeiros.",
    "Separe notas fiscais, inventário do estoque e fotos; guarde os bens danificados até a vistoria.",
    "A seguradora vistoria, apura o prejuízo e indeniza, descontada a franquia, quando houver.",
  ],
  faqs: [
    {
      question: "Empresa que trabalha em imóvel alugado pode contratar?",
      answer:
        "Sim. O seguro protege o conteúdo e pode incluir a responsabilidade do locatário pelos danos ao imóvel.",
    },
    {
      question: "O que são lucros cessantes?",
      answer:
        "É a cobertura que repõe as despesas fixas e o lucro que deixa de entrar enquanto a empresa fica parada por um sinistro coberto.",
    },
    {
      question: "MEI pode contratar seguro empresarial?",
      answer: "Sim. Há planos simplificados para microempreendedores, com as coberturas essenciais.",
    },
    {
      question: "O estoque precisa ser declarado item por item?",
      answer:
        "Não. Declara-se o valor total em risco; no sinistro, o prejuízo é comprovado com notas fiscais e controle de estoque.",
    },
  ],
  quotes: [{ label: "Simular seguro empresarial", quotePath: "business" }],
};
