import type { InsuranceDefault } from "../product-types";
import { specialistSteps } from "./steps";

/**
 * First-start copy of /insurances/guarantee (style: docs/content-style.md; the live copy is edited in the admin portal).
 *
 * Issue 25, copy review 2 M18: the 30% of CPC art. 835, § 2º is said of civil executions only; in
 * fiscal executions courts have not required it (REsp 1.887.012/RJ, secondary, as the review read it).
 */
export const guarantee: InsuranceDefault = {
  slug: "guarantee",
  category: "insurances",
  menuLabel: "Seguro Garantia",
  title: "Seguro Garantia",
  lead: "A garantia exigida em licitações, contratos e processos judiciais, sem imobilizar o caixa da empresa.",
  metaDescription:
    "Seguro garantia para licitações, contratos públicos e privados e processos judiciais: alternativa ao depósito e à fiança bancária, sem imobilizar capital.",
  about: [
    "O seguro garantia assegura o cumprimento de uma obrigação do tomador — a empresa que a assume — perante o segurado, que é o credor dessa obrigação: o órgão público ou a empresa que contrata ou, na garantia judicial, a parte contrária no processo ou a Fazenda Pública.",
    "Se a seguradora indenizar o segurado, ela pode cobrar do tomador o que pagou. Por isso, antes de emitir a apólice, analisa o crédito da empresa e pede um contrato de contragarantia.",
    "É uma alternativa ao depósito em dinheiro e à fiança bancária, que preserva o caixa e o limite de crédito. Na execução civil, o seguro garantia judicial substitui a penhora quando cobre o valor do débito acrescido de 30% (Código de Processo Civil, art. 835, § 2º); na execução fiscal, confira a exigência do juízo ou da Fazenda.",
  ],
  highlights: ["Aceito em licitações", "Alternativa ao depósito judicial", "Preserva o capital de giro"],
  audience: [
    "Empresas que participam de licitações públicas.",
    "Construtoras, fornecedores e prestadores de serviço com contratos de grande valor.",
    "Empresas com processos cíveis, trabalhistas ou fiscais que exigem garantia.",
  ],
  variants: [
    {
      title: "Licitante",
      description: "Garante que o vencedor assinará o contrato nas condições da proposta.",
    },
    {
      title: "Executante (garantia de execução)",
      description: "Garante a execução do contrato de obra, fornecimento ou serviço.",
    },
    {
      title: "Judicial",
      description:
        "Alternativa ao depósito em dinheiro e à fiança bancária em processos cíveis, trabalhistas e fiscais. O segurado é o credor: a parte contrária ou a Fazenda Pública.",
    },
    {
      title: "Adiantamento de pagamento",
      description: "Garante a devolução de valores pagos antecipadamente ao tomador.",
    },
  ],
  coverages: [
    {
      title: "Inadimplemento contratual",
      description: "Prejuízos do segurado quando o tomador descumpre a obrigação garantida.",
    },
    {
      title: "Multas contratuais",
      description: "Multas previstas no contrato, quando cobertas pela apólice.",
    },
    {
      title: "Obrigações trabalhistas e previdenciárias",
      description: "Cobertura adicional exigida em muitos contratos públicos de serviços.",
    },
    {
      title: "Garantia judicial",
      description:
        "O valor em discussão no processo; para substituir a penhora na execução civil, o débito acrescido de 30%.",
    },
  ],
  assistances: [],
  exclusions: [
    "Obrigações que não constam do contrato, do edital ou da decisão garantida.",
    "Descumprimento causado por atos ou omissões do próprio segurado.",
    "Multas e prejuízos que a apólice não cobre expressamente.",
    "Alterações do contrato feitas sem conhecimento da seguradora, conforme as condições.",
  ],
  quoteNeeds: [
    "O edital ou o contrato a garantir; na garantia judicial, o processo, a decisão e o valor do débito.",
    "Contrato social, procuração e documentos dos sócios.",
    "Demonstrações financeiras dos dois últimos exercícios (balanço e DRE) e balancete recente.",
    "Relação de contratos em andamento e, para obras, os atestados de capacidade técnica.",
  ],
  howItWorks: specialistSteps("análise de crédito da empresa tomadora e do contrato a garantir"),
  claimSteps: [
    "Se você é o tomador e recebeu uma notificação de descumprimento, avise o seu corretor no mesmo dia.",
    "O segurado comunica à seguradora a expectativa de sinistro, com o contrato e as notificações enviadas ao tomador.",
    "A seguradora regula o sinistro: analisa a obrigação, o descumprimento e o prejuízo.",
    "Reconhecida a cobertura, a seguradora indeniza o segurado e cobra do tomador o que pagou, com base na contragarantia.",
  ],
  faqs: [
    {
      question: "Qual é a diferença para a fiança bancária?",
      answer:
        "Ambas garantem a mesma obrigação. O seguro garantia não consome o limite de crédito da empresa no banco e costuma ter custo menor; confira no edital ou no processo quais garantias são aceitas.",
    },
    {
      question: "Quanto tempo leva a emissão?",
      answer:
        "Depende do cadastro da empresa na seguradora. Com o limite de crédito aprovado, a emissão costuma ser rápida; sem ele, a seguradora analisa antes os balanços. Procure o corretor assim que o edital for publicado.",
    },
    {
      question: "Quem é o segurado na garantia judicial?",
      answer:
        "O credor: a parte contrária no processo ou a Fazenda Pública, em execuções fiscais. O juízo apenas aceita a garantia; ele não é o segurado.",
    },
    {
      question: "A seguradora pode cobrar da minha empresa?",
      answer:
        "Sim. Se indenizar o segurado, a seguradora cobra do tomador o que pagou, nos termos do contrato de contragarantia assinado antes da emissão.",
    },
    {
      question: "Quem paga o prêmio?",
      answer:
        "O tomador, a empresa que assume a obrigação. Quem recebe a indenização, se houver sinistro, é o segurado.",
    },
  ],
  quotes: [{ label: "Enviar dados pelo portal de cotação", quotePath: "several" }],
  specialist: {
    reason:
      "O preço depende da análise de crédito da sua empresa e do contrato ou processo garantido: um corretor leva o pedido às seguradoras.",
  },
};
