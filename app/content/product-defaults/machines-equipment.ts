import type { InsuranceDefault } from "../product-types";
import { specialistSteps } from "./steps";

/** First-start copy of /insurances/machines-equipment (style: docs/content-style.md; the live copy is edited in the admin portal). */
export const machinesEquipment: InsuranceDefault = {
  slug: "machines-equipment",
  category: "insurances",
  menuLabel: "Máquinas e Equipamentos",
  title: "Seguro de Máquinas e Equipamentos",
  lead: "Proteção para máquinas agrícolas, de construção e industriais, paradas ou em operação.",
  metaDescription:
    "Seguro de máquinas e equipamentos agrícolas, de construção e industriais: danos, roubo, quebra e responsabilidade civil. Cotação com um especialista.",
  about: [
    "O seguro de máquinas e equipamentos protege bens de alto valor usados na produção — tratores, colheitadeiras, retroescavadeiras, guindastes, geradores e máquinas industriais — contra danos acidentais, incêndio, roubo e quebra.",
    "Pode cobrir o equipamento no local de trabalho, em deslocamento entre obras e, conforme o plano, os danos causados a terceiros durante a operação.",
  ],
  highlights: ["Máquinas móveis e estacionárias", "Roubo e danos acidentais", "Cobertura em deslocamento"],
  audience: [
    "Produtores rurais e cooperativas.",
    "Construtoras e locadoras de equipamentos.",
    "Indústrias com máquinas de alto valor na linha de produção.",
  ],
  coverages: [
    { title: "Danos materiais", description: "Colisão, tombamento, queda e acidentes durante a operação." },
    { title: "Incêndio, raio e explosão", description: "Danos ao equipamento por fogo ou explosão." },
    {
      title: "Roubo e furto qualificado",
      description: "Equipamento levado com violência ou grave ameaça, ou com arrombamento.",
    },
    {
      title: "Quebra de máquinas",
      description: "Danos elétricos e mecânicos internos, quando contratada.",
    },
    {
      title: "Responsabilidade civil",
      description: "Danos causados a terceiros durante a operação, quando contratada.",
    },
  ],
  assistances: [],
  exclusions: [
    "Desgaste, corrosão e falta de manutenção.",
    "Defeitos de fabricação cobertos pela garantia do fabricante.",
    "Operação por pessoa não habilitada ou acima da capacidade do equipamento.",
    "Furto simples e desaparecimento sem vestígios.",
  ],
  quoteNeeds: [
    "Relação dos equipamentos: tipo, marca, modelo, ano, número de série e valor (nota fiscal).",
    "Onde trabalham e como se deslocam entre os locais de uso.",
    "Quem opera: equipe própria, terceiros ou locatários.",
    "Rastreamento e local de guarda fora do horário de trabalho.",
    "Histórico de sinistros dos últimos anos.",
  ],
  howItWorks: specialistSteps("análise dos equipamentos e, se necessário, a vistoria"),
  claimSteps: [
    "Pare a operação, proteja o local e evite danos maiores.",
    "Em roubo ou furto, registre o boletim de ocorrência e acione o rastreador, se houver.",
    "Avise a seguradora ou o seu corretor e não desmonte nem conserte o equipamento antes da vistoria.",
    "Envie nota fiscal, boletim de ocorrência e orçamentos; a seguradora apura o prejuízo e indeniza, descontada a franquia.",
  ],
  faqs: [
    {
      question: "Equipamentos financiados podem ser segurados?",
      answer:
        "Sim, e muitas vezes o banco exige. A instituição financeira pode constar como beneficiária da indenização.",
    },
    {
      question: "Máquinas alugadas a terceiros estão cobertas?",
      answer: "Há planos específicos para locadoras, que cobrem o equipamento em poder do locatário.",
    },
    {
      question: "O desgaste natural está coberto?",
      answer: "Não. Desgaste, falta de manutenção e defeitos de fabricação em garantia são exclusões comuns.",
    },
    {
      question: "A cobertura vale no transporte da máquina entre obras?",
      answer:
        "Pode valer, se o deslocamento for declarado e contratado. Transporte em veículo de terceiros pode exigir seguro de transporte.",
    },
  ],
  quotes: [{ label: "Enviar dados pelo portal de cotação", quotePath: "several" }],
  specialist: {
    reason:
      "Cada máquina, uso e local muda o risco, e a seguradora costuma pedir a relação dos equipamentos e, às vezes, uma vistoria: um corretor conduz a cotação.",
  },
};
