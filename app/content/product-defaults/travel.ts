import type { InsuranceDefault } from "../product-types";
import { portalSteps } from "./steps";

/** First-start copy of /insurances/travel (style: docs/content-style.md; the live copy is edited in the admin portal). */
export const travel: InsuranceDefault = {
  slug: "travel",
  category: "insurances",
  menuLabel: "Viagem",
  title: "Seguro Viagem",
  lead: "Despesas médicas, bagagem e imprevistos da viagem cobertos, no Brasil e no exterior, com assistência 24 horas.",
  metaDescription:
    "Seguro viagem nacional e internacional: despesas médicas e hospitalares, bagagem, cancelamento e assistência 24 horas. Simule e compare seguradoras.",
  about: [
    "O seguro viagem paga despesas médicas e hospitalares em caso de doença ou acidente durante a viagem e, conforme o plano, imprevistos como extravio de bagagem, cancelamento e interrupção da viagem. O atendimento começa pela central de assistência 24 horas da seguradora.",
    "Alguns destinos exigem o seguro na entrada: os países do Espaço Schengen, na Europa, pedem cobertura médica mínima de 30 mil euros. Confira a exigência do seu destino no consulado antes de viajar.",
  ],
  highlights: ["Nacional e internacional", "Assistência 24 horas", "Cobertura conforme o destino"],
  audience: [
    "Quem viaja a turismo, no Brasil ou para o exterior.",
    "Quem viaja a trabalho com frequência (há planos anuais).",
    "Estudantes em intercâmbio.",
    "Famílias e pessoas acima de 60 anos, com planos para cada faixa de idade.",
  ],
  coverages: [
    {
      title: "Despesas médicas e hospitalares",
      description:
        "Consultas, exames, internação e cirurgia por doença ou acidente na viagem, até o limite do plano.",
    },
    { title: "Despesas odontológicas", description: "Tratamento de urgência, até o limite do plano." },
    {
      title: "Traslado médico e repatriação",
      description: "Remoção para outro hospital ou de volta ao Brasil, quando indicada pela equipe médica.",
    },
    {
      title: "Bagagem",
      description: "Indenização por extravio da bagagem despachada, complementar à da companhia aérea.",
    },
    {
      title: "Cancelamento e interrupção",
      description:
        "Reembolso de despesas não recuperáveis quando a viagem é cancelada ou interrompida por motivo coberto.",
    },
  ],
  assistances: [
    "Central de assistência 24 horas",
    "Orientação em caso de perda de documentos",
    "Acompanhante em caso de internação, conforme o plano",
    "Retorno antecipado por motivo coberto",
  ],
  exclusions: [
    "Doenças preexistentes, salvo a cobertura para crise aguda prevista em alguns planos.",
    "Esportes de aventura e radicais não contratados.",
    "Tratamentos eletivos, consultas de rotina e exames de controle.",
    "Gravidez após a semana limite do plano e parto.",
    "Dinheiro, joias e eletrônicos na bagagem despachada.",
  ],
  quoteNeeds: [
    "Destino (país ou países) e datas de ida e volta.",
    "Idade de cada viajante.",
    "Motivo da viagem (turismo, trabalho, estudo) e esportes que pretende praticar.",
    "Condições de saúde preexistentes e gravidez.",
    "Cobertura mínima exigida pelo destino, se houver.",
  ],
  howItWorks: portalSteps(
    ["Simular seguro viagem"],
    "análise da proposta",
    "preço, coberturas e o limite de cada cobertura",
  ),
  claimSteps: [
    "Antes de procurar atendimento, ligue para a central 24 horas da seguradora (o número está no voucher): ela indica o hospital ou a clínica.",
    "Se precisar pagar algo, guarde recibos, notas fiscais e relatórios médicos para o reembolso.",
    "Em extravio de bagagem, registre a reclamação no balcão da companhia aérea antes de sair do aeroporto e guarde o comprovante.",
    "De volta, envie os comprovantes à seguradora pelo canal indicado no voucher.",
  ],
  faqs: [
    {
      question: "O seguro viagem é obrigatório?",
      answer:
        "Depende do destino. Os países do Espaço Schengen exigem cobertura médica mínima de 30 mil euros; outros países têm regras próprias. Confira no consulado do destino.",
    },
    {
      question: "O cartão de crédito já não dá seguro viagem?",
      answer:
        "Alguns cartões oferecem, com limites e condições definidos pelo emissor. Compare as coberturas e confirme se atendem à exigência do destino.",
    },
    {
      question: "Quando devo contratar?",
      answer:
        "Antes de sair: o seguro deve começar no dia da partida. Se quiser a cobertura de cancelamento, contrate assim que comprar a viagem, porque ela não vale para motivos que já existiam na contratação.",
    },
    {
      question: "Pessoas acima de 60 anos podem contratar?",
      answer:
        "Sim. Os limites e o preço variam com a idade, e algumas seguradoras têm idade máxima de aceitação.",
    },
    {
      question: "Como comprovo o seguro na imigração?",
      answer:
        "Com o voucher ou a apólice. Para viagens internacionais, peça à seguradora a versão no idioma exigido pelo destino e leve uma cópia impressa e outra no celular.",
    },
  ],
  quotes: [{ label: "Simular seguro viagem", quotePath: "travel" }],
};
