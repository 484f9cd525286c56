import type { InsuranceDefault } from "../product-types";
import { portalSteps } from "./steps";

/**
 * First-start copy of /insurances/condominium (style: docs/content-style.md; the live copy is edited in the admin portal).
 *
 * Issue 25, copy review 2 M20: the legal duty is cover against "incêndio ou destruição, total ou
 * parcial" (Código Civil, art. 1.346, quoted at sindicolegal.com/seguro-contra-riscos-de-incendio-e-
 * destruicao/); the basic fire cover is not said to discharge it.
 */
export const condominium: InsuranceDefault = {
  slug: "condominium",
  category: "insurances",
  menuLabel: "Condomínio",
  title: "Seguro Condomínio",
  lead: "A cobertura obrigatória da edificação e as proteções de que síndicos, moradores e funcionários precisam.",
  metaDescription:
    "Seguro condomínio: a cobertura obrigatória contra incêndio e destruição da edificação, responsabilidade civil do síndico e assistência 24 horas.",
  illustration: "condominium",
  about: [
    "Todo condomínio é obrigado a segurar a edificação contra incêndio ou outro sinistro que cause destruição, total ou parcial (Código Civil, art. 1.346). Cabe ao síndico contratar o seguro.",
    "Além da cobertura básica, o seguro pode incluir danos elétricos, vendaval, responsabilidade civil do condomínio e do síndico, roubo de bens das áreas comuns e quebra de vidros.",
  ],
  highlights: ["Seguro da edificação exigido por lei", "RC do síndico", "Assistência 24 horas"],
  audience: [
    "Condomínios residenciais, comerciais e mistos, verticais ou horizontais.",
    "Síndicos e administradoras que precisam cumprir a obrigação legal.",
  ],
  coverages: [
    {
      title: "Incêndio, raio e explosão",
      description:
        "A cobertura básica da edificação. A lei exige o seguro contra incêndio ou destruição, total ou parcial (Código Civil, art. 1.346): confira com o corretor se a cobertura escolhida atende a essa exigência; muitos condomínios contratam a cobertura ampla.",
    },
    {
      title: "Danos elétricos",
      description: "Equipamentos das áreas comuns danificados por variação de tensão.",
    },
    {
      title: "Vendaval e granizo",
      description: "Danos ao telhado, à fachada e às estruturas causados por eventos naturais.",
    },
    {
      title: "Responsabilidade civil do condomínio",
      description: "Danos causados a moradores e visitantes nas áreas comuns.",
    },
    {
      title: "Responsabilidade civil do síndico",
      description: "Protege o síndico por atos de gestão questionados por terceiros.",
    },
    {
      title: "Roubo e quebra de vidros",
      description: "Bens das áreas comuns e vidros de portas, janelas e fachadas.",
    },
  ],
  assistances: ["Encanador, eletricista e chaveiro", "Desentupimento", "Vigilância após sinistro"],
  exclusions: [
    "Bens e benfeitorias das unidades privativas (cobertos pelo seguro residencial de cada morador).",
    "Danos por falta de manutenção ou desgaste da edificação.",
    "Infiltrações e vazamentos graduais, salvo cobertura específica.",
    "Danos causados por vício de construção.",
  ],
  quoteNeeds: [
    "CNPJ do condomínio e dados do síndico ou da administradora.",
    "Endereço, tipo (residencial, comercial ou misto), número de blocos, andares e unidades.",
    "Valor de reconstrução da edificação, por laudo ou estimativa.",
    "Equipamentos das áreas comuns: elevadores, portões, bombas e sistemas de segurança.",
    "Apólice atual e histórico de sinistros.",
  ],
  howItWorks: portalSteps(
    ["Simular seguro condomínio"],
    "análise do risco e, se necessário, a vistoria da edificação",
  ),
  claimSteps: [
    "O síndico ou a administradora comunica o sinistro à seguradora ou ao corretor assim que possível.",
    "Em roubo ou vandalismo, registre o boletim de ocorrência; em incêndio, peça o laudo do Corpo de Bombeiros.",
    "Guarde fotos, orçamentos e as peças danificadas até a vistoria da seguradora.",
    "A seguradora vistoria, apura o prejuízo e indeniza, descontada a franquia, quando houver.",
  ],
  faqs: [
    {
      question: "O seguro condomínio é obrigatório?",
      answer:
        "Sim. O art. 1.346 do Código Civil obriga todo condomínio a segurar a edificação contra incêndio ou destruição, total ou parcial.",
    },
    {
      question: "O seguro do condomínio cobre o meu apartamento?",
      answer:
        "Cobre a estrutura da edificação, não os bens e as melhorias de cada unidade. Para isso, o morador deve contratar um seguro residencial.",
    },
    {
      question: "Como é definido o valor em risco?",
      answer:
        "Pelo custo de reconstrução da edificação, não pelo valor de mercado dos imóveis. Uma avaliação evita seguro insuficiente.",
    },
    {
      question: "A responsabilidade civil do síndico é obrigatória?",
      answer:
        "Não; a obrigação legal é a da edificação. A cobertura do síndico é opcional e protege quem assume a gestão.",
    },
  ],
  quotes: [{ label: "Simular seguro condomínio", quotePath: "condominium" }],
};
