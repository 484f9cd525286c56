import type { InsuranceDefault } from "../product-types";
import { specialistSteps } from "./steps";

/**
 * First-start copy of /insurances/transport (style: docs/content-style.md; the live copy is edited
 * in the admin portal).
 *
 * Checked on 2026-11-26 (issue 25 asks each content module to say what was checked where): RCTR-C,
 * RC-DC and RC-V are "de contratação obrigatória dos transportadores" under Lei nº 11.442/2007,
 * art. 13, I–III, as worded by Lei nº 14.599/2023 (text of the article at
 * https://jurishand.com/lei-11442-de-05-janeiro-2007/artigo-13/paragrafo-4/inciso-1; the amendment
 * summarised at www1.gps-pamcary.com.br/publicada-a-lei-que-regulamenta-os-seguros-de-responsabilidade-civil-do-transportador).
 * Copy review 2 (§1) verified the same point.
 */
export const transport: InsuranceDefault = {
  slug: "transport",
  category: "insurances",
  menuLabel: "Transporte",
  title: "Seguro de Transporte",
  lead: "Proteção para as mercadorias que você envia e os seguros obrigatórios de quem as transporta.",
  metaDescription:
    "Seguro de transporte de mercadorias, nacional e internacional, e os seguros obrigatórios do transportador rodoviário: RCTR-C, RC-DC e RC-V.",
  about: [
    "O seguro de transporte protege a carga contra acidentes, roubo e avarias durante o trajeto, por via rodoviária, aérea, marítima ou ferroviária. Ele tem duas frentes, conforme quem contrata.",
    "Quem embarca a mercadoria — indústria, comércio, importador ou exportador — contrata o seguro de transporte para proteger a própria carga. A transportadora rodoviária contrata os três seguros de responsabilidade civil que a Lei nº 11.442/2007 (art. 13, com a redação da Lei nº 14.599/2023) torna obrigatórios: RCTR-C, RC-DC e RC-V.",
  ],
  highlights: ["Mercadorias e transportador", "Nacional e internacional", "Apólices por viagem ou mensais"],
  audience: [
    "Indústrias, distribuidores e comércio eletrônico que enviam mercadorias.",
    "Importadores e exportadores.",
    "Transportadoras e transportadores autônomos de cargas.",
  ],
  variants: [
    {
      title: "Transporte de mercadorias (embarcador)",
      description:
        "Nacional ou internacional: protege a carga do embarcador em qualquer modal, por viagem ou em apólice mensal.",
    },
    {
      title: "Responsabilidade civil do transportador",
      description:
        "RCTR-C (danos à carga em acidentes com o veículo), RC-DC (roubo, furto e outros desaparecimentos da carga) e RC-V (danos a terceiros causados pelo veículo): os três são obrigatórios para o transportador rodoviário de cargas e contratados por ele.",
    },
  ],
  coverages: [
    {
      title: "Acidentes com o veículo",
      description: "Colisão, capotamento, tombamento, incêndio e explosão que danificam a carga (RCTR-C).",
    },
    {
      title: "Roubo e desaparecimento da carga",
      description: "No RC-DC do transportador ou na cobertura ampla do embarcador.",
    },
    {
      title: "Danos a terceiros (RC-V)",
      description: "Danos materiais e corporais causados a terceiros pelo veículo de carga.",
    },
    { title: "Avarias", description: "Quebra, amassamento e molhadura, conforme a cobertura." },
    {
      title: "Carga e descarga",
      description: "Danos durante as operações de carregamento, quando contratados.",
    },
  ],
  assistances: [],
  exclusions: [
    "Embalagem inadequada e vício próprio da mercadoria.",
    "Atraso na entrega e perda de mercado.",
    "Descumprimento do plano de gerenciamento de risco acordado com a seguradora.",
    "Embarques não averbados na apólice.",
  ],
  quoteNeeds: [
    "Perfil da carga: tipo de mercadoria, embalagem e valor médio e máximo por embarque.",
    "Origens, destinos e modais: rodoviário, aéreo, marítimo ou ferroviário.",
    "Volume mensal embarcado.",
    "Para transportadoras: RNTRC, frota e plano de gerenciamento de risco.",
    "Histórico de sinistros dos últimos anos.",
  ],
  howItWorks: specialistSteps("análise do tipo de carga, dos trajetos e do gerenciamento de risco"),
  claimSteps: [
    "Comunique o sinistro à seguradora e ao corretor logo após o fato, pela central da seguradora.",
    "Em roubo, registre o boletim de ocorrência; em acidente, não descarte a carga avariada antes da vistoria.",
    "Reúna nota fiscal, conhecimento de transporte (CT-e), manifesto (MDF-e) e a averbação do embarque.",
    "A seguradora vistoria, apura o prejuízo e indeniza; quando cabe, cobra do responsável pelo dano.",
  ],
  faqs: [
    {
      question: "Quais seguros são obrigatórios para o transportador rodoviário?",
      answer:
        "RCTR-C, RC-DC e RC-V. Desde a Lei nº 14.599/2023, que alterou o art. 13 da Lei nº 11.442/2007, os três são de contratação obrigatória pelo transportador.",
    },
    {
      question: "O RC-DC ainda é opcional?",
      answer:
        "Não. O seguro de desaparecimento de carga (RC-DC), que cobre roubo, furto e outras formas de desaparecimento durante o transporte, passou a ser obrigatório e é contratado pelo transportador.",
    },
    {
      question: "O seguro do transportador protege o embarcador?",
      answer:
        "Só nos casos em que o transportador é responsável. Para proteção ampla, o embarcador deve ter o seu próprio seguro de transporte.",
    },
    {
      question: "O que é gerenciamento de risco?",
      answer:
        "São as exigências de segurança combinadas com a seguradora — rastreamento, escolta, horários —, conforme o valor e o tipo de carga.",
    },
  ],
  quotes: [{ label: "Enviar dados pelo portal de cotação", quotePath: "several" }],
  specialist: {
    reason:
      "O preço depende do perfil da carga, das rotas e do gerenciamento de risco, que a seguradora analisa: um corretor conduz a cotação.",
  },
};
