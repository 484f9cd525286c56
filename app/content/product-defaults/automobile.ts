import type { InsuranceDefault } from "../product-types";
import { portalSteps } from "./steps";

/**
 * First-start copy of /insurances/automobile (style: docs/content-style.md; the live copy is edited in the admin portal).
 *
 * Issue 25, copy review 2 M1: the total-loss payout is the value contracted in the policy —
 * usually a percentage of the FIPE table (valor de mercado referenciado) or a fixed value (valor
 * determinado); secondary sources the review read: cobraseguros.com.br (tabela FIPE) and
 * lotusprime-kb.karoo.com.br (seguro auto, tabela FIPE).
 */
export const automobile: InsuranceDefault = {
  slug: "automobile",
  category: "insurances",
  menuLabel: "Automóvel",
  title: "Seguro Auto",
  lead: "Proteção para o seu carro contra colisão, roubo, furto e danos a terceiros, com assistência 24 horas.",
  metaDescription:
    "Seguro auto com cobertura para colisão, roubo, furto e terceiros, guincho 24 horas e carro reserva conforme o plano. Compare seguradoras em uma simulação.",
  illustration: "car",
  about: [
    "O seguro auto protege o seu veículo e o seu patrimônio. A cobertura compreensiva inclui colisão, incêndio, roubo e furto; a responsabilidade civil facultativa de veículos (RCF-V) paga os danos que você causar a outras pessoas e a outros veículos.",
    "O preço depende do perfil do condutor principal, do CEP de pernoite, do modelo e do uso do veículo. Por isso, comparar seguradoras faz diferença: com uma simulação, você recebe cotações de várias seguradoras.",
  ],
  highlights: [
    "Assistência 24 horas",
    "Carro reserva conforme o plano",
    "Parcelamento conforme a seguradora",
  ],
  audience: [
    "Proprietários de carros novos, seminovos ou usados.",
    "Quem usa o carro para trabalhar, inclusive motoristas de aplicativo, com plano que aceite esse uso.",
    "Empresas com frotas de veículos.",
  ],
  coverages: [
    {
      title: "Colisão e incêndio",
      description: "Reparo ou indenização integral do veículo em caso de acidente ou incêndio.",
    },
    {
      title: "Roubo e furto",
      description:
        "Indenização integral pelo valor contratado na apólice quando o veículo não é recuperado: em geral, um percentual da tabela FIPE do mês do pagamento (valor de mercado referenciado) ou um valor fixo (valor determinado).",
    },
    {
      title: "Danos a terceiros (RCF-V)",
      description: "Danos materiais e corporais causados a outras pessoas, até o limite escolhido.",
    },
    {
      title: "Vidros, faróis e retrovisores",
      description: "Troca ou reparo com franquia própria, conforme o plano.",
    },
    { title: "Fenômenos naturais", description: "Alagamento, granizo e queda de árvore sobre o veículo." },
  ],
  assistances: [
    "Guincho 24 horas",
    "Carro reserva, conforme o plano",
    "Chaveiro e troca de pneu",
    "Pane seca e auxílio elétrico",
  ],
  exclusions: [
    "Desgaste, falta de manutenção e defeitos mecânicos ou elétricos.",
    "Condutor sem habilitação válida para a categoria do veículo.",
    "Uso diferente do declarado, como transporte por aplicativo sem plano que o aceite.",
    "Participação em competições, rachas e testes de velocidade.",
    "Objetos deixados dentro do veículo, salvo cobertura contratada.",
  ],
  quoteNeeds: [
    "CPF e perfil do condutor principal: idade, estado civil e tempo de habilitação.",
    "Placa ou chassi, modelo, ano e versão do veículo.",
    "CEP de pernoite e onde o carro fica guardado em casa, no trabalho e na escola.",
    "Uso do veículo: particular, trabalho ou aplicativo.",
    "Apólice atual, se houver, para aproveitar a classe de bônus.",
  ],
  howItWorks: portalSteps(
    ["Simular seguro auto"],
    "análise da proposta e, se necessário, a vistoria do veículo",
  ),
  claimSteps: [
    "Em um acidente, cuide primeiro das pessoas: havendo feridos, chame o SAMU (192) ou os Bombeiros (193).",
    "Em roubo ou furto, registre o boletim de ocorrência assim que possível.",
    "Avise a seguradora pela central 24 horas dela ou peça ajuda ao seu corretor.",
    "Envie os documentos pedidos (CNH, documento do veículo, boletim de ocorrência) e leve o carro à vistoria.",
    "Pague a franquia, quando houver, e acompanhe o reparo ou a indenização.",
  ],
  faqs: [
    {
      question: "O que é a franquia?",
      answer:
        "É a parte do prejuízo paga pelo segurado em caso de dano parcial. Franquias maiores reduzem o preço do seguro; na indenização integral, não há franquia.",
    },
    {
      question: "O seguro cobre outro motorista dirigindo o meu carro?",
      answer:
        "Em geral, sim, desde que o perfil declarado esteja correto. Informe todos os condutores de 18 a 25 anos que usam o veículo, pois isso influencia o preço.",
    },
    {
      question: "Posso transferir o seguro se trocar de carro?",
      answer: "Sim. A apólice pode ser alterada por endosso para o novo veículo, com ajuste do prêmio.",
    },
    {
      question: "O que é a classe de bônus?",
      answer:
        "É o desconto conquistado a cada ano sem sinistro. Ele acompanha você na renovação, mesmo se trocar de seguradora, desde que não haja interrupção entre as apólices.",
    },
    {
      question: "Carro usado em aplicativo de transporte pode ter seguro?",
      answer:
        "Pode, com plano que aceite esse uso; nem toda seguradora oferece. Declare o uso na cotação: omiti-lo de propósito pode levar à perda da indenização; sem má-fé, ela pode ser reduzida (Lei nº 15.040/2024, art. 44).",
    },
  ],
  quotes: [{ label: "Simular seguro auto", quotePath: "auto" }],
};
