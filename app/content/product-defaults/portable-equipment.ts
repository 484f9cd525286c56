import type { InsuranceDefault } from "../product-types";
import { specialistSteps } from "./steps";

/** First-start copy of /insurances/portable-equipment (style: docs/content-style.md; the live copy is edited in the admin portal). */
export const portableEquipment: InsuranceDefault = {
  slug: "portable-equipment",
  category: "insurances",
  menuLabel: "Equipamentos Portáteis",
  title: "Seguro de Equipamentos Portáteis",
  lead: "Celular, notebook, tablet, câmera e instrumentos protegidos contra roubo, furto qualificado e danos, dentro e fora de casa.",
  metaDescription:
    "Seguro de equipamentos portáteis para celular, notebook, tablet e câmera: roubo, furto qualificado e danos acidentais e, quando contratada, cobertura no exterior.",
  about: [
    "O seguro de equipamentos portáteis protege aparelhos que você leva consigo — celulares, notebooks, tablets, câmeras, drones e instrumentos musicais — contra roubo, furto qualificado e danos acidentais.",
    "É útil para uso pessoal e para profissionais e empresas que dependem dos equipamentos para trabalhar, como fotógrafos, técnicos e equipes de campo. Perder ou esquecer o aparelho não é roubo nem furto, e não é coberto.",
  ],
  highlights: ["Cobertura fora de casa", "Danos acidentais", "Uso pessoal ou profissional"],
  audience: [
    "Quem usa celular e notebook no dia a dia, no trabalho ou nos estudos.",
    "Fotógrafos, músicos, técnicos e profissionais de campo.",
    "Empresas que fornecem equipamentos aos funcionários.",
  ],
  coverages: [
    {
      title: "Roubo e furto qualificado",
      description:
        "Equipamento levado com violência ou grave ameaça (roubo) ou com arrombamento ou rompimento de obstáculo (furto qualificado).",
    },
    {
      title: "Danos acidentais",
      description: "Quedas, impactos e derramamento de líquidos, conforme o plano.",
    },
    {
      title: "Danos elétricos",
      description: "Danos causados por variação de tensão durante o carregamento.",
    },
    {
      title: "Cobertura internacional",
      description: "Proteção em viagens ao exterior, quando contratada.",
    },
  ],
  assistances: [],
  exclusions: [
    "Perda, esquecimento e desaparecimento sem vestígios.",
    "Furto simples, sem arrombamento nem violência, na maioria dos planos.",
    "Desgaste, defeitos de fabricação e falhas cobertas pela garantia do fabricante.",
    "Riscos e arranhões que não afetam o funcionamento.",
  ],
  quoteNeeds: [
    "Nota fiscal de cada equipamento: marca, modelo, número de série e valor.",
    "Uso pessoal ou profissional, e onde os equipamentos costumam ser usados.",
    "Para empresas: a relação dos equipamentos e de quem os usa.",
    "Se precisa de cobertura no exterior.",
  ],
  howItWorks: specialistSteps("análise da relação de equipamentos, do uso e das notas fiscais"),
  claimSteps: [
    "Em roubo ou furto qualificado, registre o boletim de ocorrência e bloqueie o aparelho (no celular, peça também o bloqueio do IMEI à operadora).",
    "Avise a seguradora ou o seu corretor assim que possível.",
    "Envie o boletim de ocorrência, a nota fiscal e, em dano, o laudo ou orçamento da assistência técnica.",
    "A seguradora analisa e repara ou indeniza o equipamento, descontada a franquia, quando houver.",
  ],
  faqs: [
    {
      question: "Preciso da nota fiscal?",
      answer:
        "Sim. A nota fiscal comprova a propriedade e o valor do equipamento e é pedida na contratação e no sinistro.",
    },
    {
      question: "Furto simples está coberto?",
      answer:
        "Em geral, não. Furto simples é a subtração sem violência e sem arrombamento, como o aparelho levado de uma mesa. Alguns planos o cobrem como adicional; confira as condições.",
    },
    {
      question: "E se eu perder ou esquecer o aparelho?",
      answer:
        "Não é coberto. Perda e esquecimento não são roubo nem furto, e o seguro exige a comprovação do evento coberto.",
    },
    {
      question: "Equipamentos usados podem ser segurados?",
      answer: "Sim, dentro da idade máxima aceita pela seguradora e com a nota fiscal original.",
    },
  ],
  quotes: [{ label: "Enviar dados pelo portal de cotação", quotePath: "several" }],
  specialist: {
    reason:
      "O preço depende da relação de equipamentos, do uso e da cobertura fora do Brasil, que a seguradora analisa caso a caso: um corretor conduz a cotação.",
  },
};
