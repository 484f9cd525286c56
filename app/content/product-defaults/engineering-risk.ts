import type { InsuranceDefault } from "../product-types";
import { specialistSteps } from "./steps";

/** First-start copy of /insurances/engineering-risk (style: docs/content-style.md; the live copy is edited in the admin portal). */
export const engineeringRisk: InsuranceDefault = {
  slug: "engineering-risk",
  category: "insurances",
  menuLabel: "Riscos de Engenharia",
  title: "Seguro de Riscos de Engenharia",
  lead: "Proteção para obras civis, instalações e montagens, do início da construção até a entrega.",
  metaDescription:
    "Seguro de riscos de engenharia para obras civis, reformas, instalações e montagens: danos à obra, RC do construtor e equipamentos. Peça a cotação a um especialista.",
  about: [
    "O seguro de riscos de engenharia protege a obra durante a construção, reforma, instalação ou montagem contra danos materiais súbitos e imprevistos: desabamento, incêndio, vendaval, alagamento, roubo de materiais.",
    "Pode incluir a responsabilidade civil do construtor por danos a vizinhos e a terceiros, e muitas vezes é exigido por bancos que financiam a obra e por contratantes públicos e privados.",
  ],
  highlights: ["Do canteiro à entrega", "RC do construtor", "Muitas vezes exigido em financiamentos"],
  audience: [
    "Construtoras e incorporadoras.",
    "Empresas de instalação e montagem industrial.",
    "Proprietários que constroem ou reformam.",
  ],
  coverages: [
    { title: "Obras civis em construção", description: "Danos materiais à obra durante a execução." },
    {
      title: "Instalação e montagem",
      description: "Danos a equipamentos durante a instalação e os testes.",
    },
    {
      title: "Responsabilidade civil do construtor",
      description: "Danos causados a vizinhos e a terceiros pela obra.",
    },
    {
      title: "Roubo de materiais",
      description: "Materiais e equipamentos no canteiro, com arrombamento ou violência.",
    },
    { title: "Erro de projeto", description: "Danos consequentes de erro de projeto, quando contratado." },
  ],
  assistances: [],
  exclusions: [
    "O custo de refazer a parte com erro de projeto ou de execução (o dano consequente, só quando contratado).",
    "Desgaste, falta de manutenção e paralisação da obra.",
    "Multas contratuais e prejuízos por atraso.",
    "Furto simples de materiais, sem vestígios.",
  ],
  quoteNeeds: [
    "Contrato ou projeto da obra, com o memorial descritivo.",
    "Cronograma físico-financeiro e valor total da obra.",
    "Endereço e características do terreno e dos imóveis vizinhos.",
    "Métodos construtivos: fundações, escavações, demolições.",
    "Equipamentos de canteiro que devem entrar no seguro.",
  ],
  howItWorks: specialistSteps("análise do projeto, do cronograma e do valor da obra"),
  claimSteps: [
    "Isole a área, proteja as pessoas e evite que o dano aumente.",
    "Avise a seguradora e o corretor assim que possível; em roubo, registre o boletim de ocorrência.",
    "Fotografe o dano e não remova os escombros antes da vistoria, salvo por segurança.",
    "Envie o diário de obra, orçamentos e notas fiscais; a seguradora apura o prejuízo e indeniza, descontada a franquia.",
  ],
  faqs: [
    {
      question: "Qual é a vigência?",
      answer: "A do cronograma da obra, do início até a entrega; pode ser prorrogada se a obra atrasar.",
    },
    {
      question: "Reformas pequenas podem ser seguradas?",
      answer: "Sim. Há planos simplificados para reformas residenciais e comerciais.",
    },
    {
      question: "Danos a imóveis vizinhos estão cobertos?",
      answer:
        "Sim, pela cobertura de responsabilidade civil do construtor, quando contratada; danos por fundações e vibrações costumam exigir cobertura específica.",
    },
    {
      question: "O banco que financia a obra pode exigir o seguro?",
      answer:
        "Muitas vezes exige, e pode constar como beneficiário. Você pode escolher a seguradora, desde que a apólice atenda às exigências do contrato.",
    },
  ],
  quotes: [{ label: "Enviar dados pelo portal de cotação", quotePath: "several" }],
  specialist: {
    reason:
      "O preço depende do projeto, do cronograma e do método construtivo, que a seguradora analisa obra a obra: um corretor conduz a cotação.",
  },
};
