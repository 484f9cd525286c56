import type { InsuranceDefault } from "../product-types";
import { portalSteps } from "./steps";

/** First-start copy of /insurances/bike (style: docs/content-style.md; the live copy is edited in the admin portal). */
export const bike: InsuranceDefault = {
  slug: "bike",
  category: "insurances",
  menuLabel: "Bike",
  title: "Seguro Bike",
  lead: "Proteção para a sua bicicleta e para você, no pedal do dia a dia, no treino e na competição amadora.",
  metaDescription:
    "Seguro bike para bicicletas convencionais e elétricas: roubo, furto qualificado, danos por acidente, responsabilidade civil e acidentes pessoais.",
  about: [
    "O seguro bike protege bicicletas convencionais e elétricas contra roubo, furto qualificado e danos por acidente, em casa, na rua e em viagens, conforme o plano.",
    "Também pode incluir responsabilidade civil por danos a terceiros e acidentes pessoais do ciclista — proteções importantes para quem pedala no trânsito.",
  ],
  highlights: ["Bikes convencionais e elétricas", "Treino e competição amadora", "RC e acidentes pessoais"],
  audience: [
    "Quem usa a bicicleta para ir ao trabalho.",
    "Ciclistas esportivos e atletas amadores.",
    "Donos de bicicletas elétricas e de alto valor.",
  ],
  coverages: [
    { title: "Roubo", description: "Bicicleta levada com violência ou grave ameaça." },
    {
      title: "Furto qualificado",
      description:
        "Bicicleta levada com arrombamento do cadeado ou do local onde estava guardada, conforme o plano.",
    },
    { title: "Danos por acidente", description: "Reparo ou indenização após quedas e colisões." },
    { title: "Responsabilidade civil", description: "Danos causados a pedestres e a outros veículos." },
    {
      title: "Acidentes pessoais do ciclista",
      description: "Indenização por morte ou invalidez acidental.",
    },
  ],
  assistances: ["Transporte da bike e do ciclista", "Reparo emergencial, conforme o plano"],
  exclusions: [
    "Furto simples: bicicleta deixada sem cadeado ou levada sem vestígios.",
    "Desgaste de peças, pneus, correntes e baterias.",
    "Competições profissionais, salvo plano específico.",
    "Riscos e arranhões que não afetam o uso.",
  ],
  quoteNeeds: [
    "Nota fiscal da bicicleta e dos acessórios.",
    "Marca, modelo, ano e número de série do quadro.",
    "Uso: urbano, treino ou competição amadora.",
    "CPF e endereço do ciclista.",
  ],
  howItWorks: portalSteps(["Simular seguro bike"], "análise da proposta, com a nota fiscal da bicicleta"),
  claimSteps: [
    "Em roubo ou furto qualificado, registre o boletim de ocorrência com o número de série do quadro.",
    "Avise a seguradora ou o seu corretor; para transporte da bike, ligue para a central 24 horas da seguradora.",
    "Envie a nota fiscal, o boletim de ocorrência e, em dano, o orçamento de uma oficina.",
    "A seguradora analisa e repara ou indeniza, descontada a franquia, quando houver.",
  ],
  faqs: [
    {
      question: "Preciso da nota fiscal da bike?",
      answer: "Sim. A nota fiscal comprova o valor e a propriedade da bicicleta e dos acessórios segurados.",
    },
    {
      question: "Competições estão cobertas?",
      answer:
        "Alguns planos cobrem treinos e provas amadoras; verifique a cobertura escolhida antes de contratar.",
    },
    {
      question: "Acessórios como GPS e ciclocomputador entram?",
      answer:
        "Podem entrar como itens adicionais, declarados na contratação com as respectivas notas fiscais.",
    },
    {
      question: "A bike levada de um bicicletário está coberta?",
      answer:
        "Se estava presa com cadeado e houve arrombamento, pode ser furto qualificado, coberto conforme o plano. Se estava solta, é furto simples, em geral excluído.",
    },
  ],
  quotes: [{ label: "Simular seguro bike", quotePath: "bike" }],
};
