import type { InsuranceDefault } from "../product-types";
import { portalSteps } from "./steps";

/**
 * First-start copy of /insurances/motorcycle (style: docs/content-style.md; the live copy is edited in the admin portal).
 *
 * Issue 25, copy review 2 M1: the total-loss payout is the value contracted in the policy —
 * usually a percentage of the FIPE table (valor de mercado referenciado) or a fixed value (valor
 * determinado); secondary sources the review read: cobraseguros.com.br (tabela FIPE) and
 * lotusprime-kb.karoo.com.br (seguro auto, tabela FIPE).
 */
export const motorcycle: InsuranceDefault = {
  slug: "motorcycle",
  category: "insurances",
  menuLabel: "Moto",
  title: "Seguro Moto",
  lead: "Roubo, furto, colisão e assistência na estrada para quem vive sobre duas rodas.",
  metaDescription:
    "Seguro moto de baixa a alta cilindrada, conforme a seguradora: roubo, furto, colisão, danos a terceiros e guincho 24 horas. Receba cotações de várias seguradoras.",
  illustration: "motorcycle",
  about: [
    "O seguro moto protege contra roubo e furto — os riscos mais frequentes para motociclistas — e, na cobertura compreensiva, também contra colisão e incêndio.",
    "Há planos só para roubo e furto, mais econômicos, e planos completos, com danos a terceiros e assistência 24 horas. O preço depende do modelo, do CEP de pernoite e do perfil do condutor.",
  ],
  highlights: ["Planos só roubo e furto", "Guincho 24 horas", "Parcelamento conforme a seguradora"],
  audience: [
    "Motociclistas que usam a moto no dia a dia.",
    "Entregadores e profissionais que trabalham com a moto, quando a seguradora oferece plano para esse uso.",
    "Donos de motos de alta cilindrada.",
  ],
  coverages: [
    {
      title: "Roubo e furto",
      description:
        "Indenização integral pelo valor contratado na apólice quando a moto não é recuperada: em geral, um percentual da tabela FIPE do mês do pagamento (valor de mercado referenciado) ou um valor fixo (valor determinado).",
    },
    {
      title: "Colisão e incêndio",
      description: "Reparo ou indenização integral na cobertura compreensiva.",
    },
    { title: "Danos a terceiros", description: "Danos materiais e corporais causados a outras pessoas." },
    {
      title: "Acidentes pessoais do condutor",
      description: "Indenização por morte ou invalidez do condutor, quando contratada.",
    },
  ],
  assistances: ["Guincho 24 horas", "Pane seca e troca de pneu", "Chaveiro"],
  exclusions: [
    "Uso em entregas ou por aplicativo sem plano que aceite esse uso.",
    "Condutor sem habilitação na categoria A.",
    "Desgaste, falta de manutenção e defeitos mecânicos.",
    "Participação em competições, trilhas e manobras, salvo plano específico.",
  ],
  quoteNeeds: [
    "CPF e perfil do condutor principal: idade e tempo de habilitação.",
    "Placa ou chassi, modelo e ano da moto.",
    "CEP de pernoite e onde a moto fica guardada.",
    "Uso: particular, deslocamento ao trabalho ou entregas.",
    "Apólice atual, se houver, para aproveitar a classe de bônus.",
  ],
  howItWorks: portalSteps(
    ["Simular seguro moto"],
    "análise da proposta e, se necessário, a vistoria da moto",
  ),
  claimSteps: [
    "Em um acidente, cuide primeiro das pessoas: havendo feridos, chame o SAMU (192) ou os Bombeiros (193).",
    "Em roubo ou furto, registre o boletim de ocorrência assim que possível.",
    "Avise a seguradora pela central 24 horas dela ou peça ajuda ao seu corretor.",
    "Envie CNH, documento da moto e boletim de ocorrência; a seguradora vistoria e repara ou indeniza, descontada a franquia, quando houver.",
  ],
  faqs: [
    {
      question: "Vale a pena o plano só roubo e furto?",
      answer:
        "Para muitos motociclistas, sim: é o risco mais comum, e o plano custa menos que a cobertura compreensiva.",
    },
    {
      question: "Posso usar a moto para entregas?",
      answer:
        "Depende da seguradora e de um plano específico: nem todas aceitam esse uso. Declare o uso profissional na cotação: omiti-lo de propósito pode levar à perda da indenização; sem má-fé, ela pode ser reduzida (Lei nº 15.040/2024, art. 44).",
    },
    {
      question: "Equipamentos e acessórios estão cobertos?",
      answer:
        "Baú, capacete e acessórios podem ser incluídos como cobertura adicional, conforme a seguradora.",
    },
    {
      question: "A moto precisa de vistoria?",
      answer:
        "Algumas seguradoras pedem vistoria antes de aceitar o seguro, conforme o modelo e o histórico da moto. O corretor informa se ela é necessária e como agendá-la.",
    },
  ],
  quotes: [{ label: "Simular seguro moto", quotePath: "auto" }],
};
