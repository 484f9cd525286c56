import type { InsuranceDefault } from "../product-types";
import { specialistSteps } from "./steps";

/** First-start copy of /insurances/civil-responsability (style: docs/content-style.md; the live copy is edited in the admin portal). */
export const civilResponsability: InsuranceDefault = {
  slug: "civil-responsability",
  category: "insurances",
  menuLabel: "Responsabilidade Civil",
  title: "Seguro de Responsabilidade Civil",
  lead: "Proteção para o seu patrimônio quando a sua atividade causa danos a clientes ou a terceiros.",
  metaDescription:
    "Seguro de responsabilidade civil geral, profissional e de administradores (D&O): indenizações e custos de defesa. Cotação com um especialista.",
  about: [
    "O seguro de responsabilidade civil paga as indenizações que você ou a sua empresa forem obrigados a pagar por danos materiais, corporais ou morais causados involuntariamente a terceiros, e os custos de defesa.",
    "Existem modalidades para estabelecimentos e operações (RC geral), para profissionais liberais (RC profissional), para administradores (D&O), para eventos e para produtos.",
  ],
  highlights: ["Custos de defesa incluídos", "Modalidades por atividade", "Para empresas e profissionais"],
  audience: [
    "Empresas que recebem clientes ou prestam serviços em locais de terceiros.",
    "Médicos, dentistas, advogados, engenheiros e outros profissionais liberais.",
    "Diretores e conselheiros de empresas e associações.",
    "Organizadores de eventos e fabricantes de produtos.",
  ],
  variants: [
    {
      title: "RC geral",
      description: "Danos causados pelos estabelecimentos e pelas operações da empresa.",
    },
    {
      title: "RC profissional (E&O)",
      description: "Erros e omissões na prestação de serviços profissionais.",
    },
    { title: "RC de administradores (D&O)", description: "Atos de gestão de diretores e conselheiros." },
  ],
  coverages: [
    {
      title: "Danos materiais a terceiros",
      description: "Bens de clientes e de terceiros danificados pela atividade.",
    },
    { title: "Danos corporais", description: "Lesões causadas a pessoas, incluindo despesas médicas." },
    { title: "Danos morais", description: "Quando contratados, associados aos danos cobertos." },
    { title: "Custos de defesa", description: "Honorários de advogados e custas judiciais." },
  ],
  assistances: [],
  exclusions: [
    "Atos intencionais (dolosos) do segurado.",
    "Multas e penalidades, em regra; no D&O, algumas apólices cobrem multas administrativas como adicional.",
    "Danos ao próprio segurado, aos seus bens e aos seus sócios.",
    "Reclamações por fatos que o segurado já conhecia antes da contratação.",
    "Obrigações assumidas por contrato além do que a lei impõe.",
  ],
  quoteNeeds: [
    "CNPJ ou CPF, atividade e faturamento ou honorários anuais.",
    "Descrição dos serviços, produtos ou eventos a segurar.",
    "Histórico de reclamações e processos dos últimos anos.",
    "Limite máximo de indenização desejado.",
    "Para D&O: demonstrações financeiras e composição da diretoria e do conselho.",
  ],
  howItWorks: specialistSteps("análise da atividade e do histórico de reclamações"),
  claimSteps: [
    "Ao receber uma reclamação, notificação ou citação, avise a seguradora e o corretor imediatamente, dentro do prazo da apólice.",
    "Não reconheça a responsabilidade nem faça acordo sem a concordância da seguradora.",
    "Envie a reclamação, os documentos do caso e os dados do reclamante.",
    "A seguradora analisa a cobertura, acompanha a defesa e paga a indenização e os custos cobertos, até o limite da apólice.",
  ],
  faqs: [
    {
      question: "Danos intencionais estão cobertos?",
      answer:
        "Não. O seguro cobre danos involuntários; atos dolosos são excluídos e, em regra, multas também.",
    },
    {
      question: "O que significa apólice à base de reclamações?",
      answer:
        "É o formato comum no RC profissional e no D&O: cobre reclamações feitas durante a vigência, inclusive por fatos anteriores dentro do período de retroatividade.",
    },
    {
      question: "Profissional autônomo pode contratar?",
      answer: "Sim. Há planos de RC profissional para pessoas físicas, com limites ajustados à atividade.",
    },
    {
      question: "O D&O protege a empresa ou os administradores?",
      answer:
        "Principalmente os administradores: cobre a defesa e as indenizações por atos de gestão. Algumas apólices incluem a própria empresa em situações específicas.",
    },
  ],
  quotes: [{ label: "Enviar dados pelo portal de cotação", quotePath: "several" }],
  specialist: {
    reason:
      "O preço depende da atividade, do faturamento e do histórico de reclamações, que cada seguradora analisa: um corretor conduz a cotação.",
  },
};
