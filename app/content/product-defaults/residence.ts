import type { InsuranceDefault } from "../product-types";
import { portalSteps } from "./steps";

/** First-start copy of /insurances/residence (style: docs/content-style.md; the live copy is edited in the admin portal). */
export const residence: InsuranceDefault = {
  slug: "residence",
  category: "insurances",
  menuLabel: "Residencial",
  title: "Seguro Residencial",
  lead: "Proteção para a sua casa ou o seu apartamento, próprio ou alugado, com assistência 24 horas para o dia a dia.",
  metaDescription:
    "Seguro residencial para casa ou apartamento, próprio ou alugado: incêndio, roubo, danos elétricos e assistência 24 horas. Simule e compare seguradoras.",
  illustration: "house",
  about: [
    "O seguro residencial protege o imóvel e os bens que estão nele contra incêndio, roubo, danos elétricos, vendaval e outros riscos. Vale para casas e apartamentos, de moradia habitual ou de veraneio, próprios ou alugados.",
    "Além das coberturas, inclui serviços de assistência — chaveiro, encanador, eletricista — com limites de uso por ano descritos no plano.",
  ],
  highlights: ["Assistência 24 horas", "Casa ou apartamento", "Próprio ou alugado"],
  audience: [
    "Proprietários e inquilinos de casas e apartamentos.",
    "Quem tem casa de praia ou de campo.",
    "Quem trabalha em casa e quer proteger os equipamentos.",
  ],
  coverages: [
    { title: "Incêndio, raio e explosão", description: "A cobertura básica do imóvel e do conteúdo." },
    {
      title: "Roubo e furto qualificado",
      description:
        "Bens levados com violência ou grave ameaça (roubo) ou com arrombamento (furto qualificado).",
    },
    {
      title: "Danos elétricos",
      description: "Eletrodomésticos e eletrônicos danificados por variação de tensão.",
    },
    { title: "Vendaval e granizo", description: "Danos ao telhado, às janelas e à estrutura." },
    {
      title: "Responsabilidade civil familiar",
      description: "Danos que você ou a sua família causarem a terceiros.",
    },
    {
      title: "Pagamento de aluguel",
      description: "Aluguel de outro imóvel se a casa ficar inabitável após um sinistro coberto.",
    },
  ],
  assistances: [
    "Chaveiro, encanador e eletricista",
    "Desentupimento",
    "Reparo de eletrodomésticos, conforme o plano",
    "Mudança de móveis, conforme o plano",
  ],
  exclusions: [
    "Furto simples, sem vestígios de arrombamento.",
    "Joias, dinheiro e obras de arte acima do limite do plano, salvo declaração específica.",
    "Danos por falta de manutenção, infiltração gradual e cupins.",
    "Desgaste natural de aparelhos e instalações.",
  ],
  quoteNeeds: [
    "CPF do contratante e endereço do imóvel.",
    "Tipo (casa ou apartamento), uso (habitual ou veraneio) e se é próprio ou alugado.",
    "Valor de reconstrução do imóvel e valor aproximado dos bens.",
    "Proteções: alarme, grades, portaria.",
  ],
  howItWorks: portalSteps(["Simular seguro residencial"], "análise da proposta"),
  claimSteps: [
    "Para chaveiro, encanador e outros serviços, ligue para a central 24 horas da seguradora.",
    "Em roubo ou furto qualificado, registre o boletim de ocorrência; em incêndio, peça o laudo do Corpo de Bombeiros.",
    "Comunique o sinistro à seguradora ou ao seu corretor e guarde notas fiscais, fotos e os bens danificados até a vistoria.",
    "A seguradora apura o prejuízo e indeniza, descontada a franquia, quando houver.",
  ],
  faqs: [
    {
      question: "Quem mora de aluguel pode contratar?",
      answer:
        "Sim. O inquilino segura os seus bens e a responsabilidade pelos danos ao imóvel do proprietário.",
    },
    {
      question: "Quem mora em condomínio precisa de seguro residencial?",
      answer:
        "Não é obrigatório, mas é o único que protege os seus bens. O seguro do condomínio cobre a estrutura do prédio; móveis, eletrônicos e melhorias do apartamento precisam de seguro residencial.",
    },
    {
      question: "As assistências têm limite de uso?",
      answer:
        "Sim. Cada serviço tem um número de acionamentos e um valor por ano, descritos nas condições do plano.",
    },
    {
      question: "Trabalho em casa. Os equipamentos estão cobertos?",
      answer:
        "Os bens de uso pessoal, sim. Equipamentos da atividade profissional podem exigir cobertura adicional; informe esse uso na cotação.",
    },
  ],
  quotes: [{ label: "Simular seguro residencial", quotePath: "residence" }],
};
