import type { InsuranceDefault } from "../product-types";
import { portalSteps } from "./steps";

/**
 * First-start copy of /insurances/personal-accident (style: docs/content-style.md; the live copy is edited in the admin portal).
 *
 * Lei nº 15.040/2024, art. 121 (issue 25, copy review 2 B4): the insurer may not refuse the capital
 * when death or incapacity results from sport, work, military service, acts of humanity or a riskier
 * means of transport — secondary copies only: defesadosbancarios.com.br/nova-lei-de-seguros-protege-
 * trabalhadores-vitimas-de-doencas-e-acidentes-do-trabalho-um-alivio-para-os-consumidores,
 * correiodoestado.com.br/noticias-assinantes/leandro-provenzano-nova-lei-de-contrato-de-seguros-pode-
 * transformar/454904/ and sindicatoseguradoras.com.br/?p=28399 (CNseg). The planalto copy in the store
 * stops at the first articles. So the sports exclusion is gone and an FAQ says what the law allows.
 *
 * Lei nº 15.040/2024, art. 112 (more than one personal insurance; copy review 2 M17), as read by the
 * review at ibdfam.org.br/artigos/2286; the reimbursement sentence is the indemnity principle, not cited.
 *
 * Art. 115 (no beneficiary named: half to the cônjuge, the rest to the heirs) names only the cônjuge,
 * not the companheiro (IBDFAM, ibdfam.org.br/artigos/2238, as copy review 2 §6 read it): hence the
 * advice to name a partner in a união estável.
 */
export const personalAccident: InsuranceDefault = {
  slug: "personal-accident",
  category: "insurances",
  menuLabel: "Acidentes Pessoais",
  title: "Seguro de Acidentes Pessoais",
  lead: "Indenização em caso de morte ou invalidez por acidente, para você, para os estagiários da sua empresa ou para toda a equipe.",
  metaDescription:
    "Seguro de acidentes pessoais individual, para estagiários e coletivo: indenização por morte ou invalidez acidental. Simule e compare seguradoras.",
  about: [
    "O seguro de acidentes pessoais (AP) paga uma indenização quando um acidente causa morte, invalidez permanente total ou parcial ou, conforme o plano, despesas médicas e afastamento. Cobre acidentes — eventos súbitos e externos —, não doenças.",
    "Pode ser contratado por uma pessoa, para si mesma; pela empresa que concede estágio, que deve segurar cada estagiário; ou de forma coletiva, para funcionários, associados e participantes de eventos.",
  ],
  highlights: [
    "Individual, estagiário e coletivo",
    "Cobertura 24 horas",
    "Parcelamento conforme a seguradora",
  ],
  audience: [
    "Quem quer proteger a renda da família contra acidentes no dia a dia.",
    "Empresas, órgãos públicos e profissionais liberais que concedem estágio e precisam segurar cada estagiário.",
    "Instituições de ensino que assumem o seguro dos seus alunos no estágio obrigatório.",
    "Empresas, associações e organizadores de eventos que querem proteger um grupo.",
    "Profissionais autônomos, que não contam com benefícios de um empregador.",
  ],
  variants: [
    {
      title: "Acidentes pessoais individual",
      description: "Contratado por uma pessoa para si mesma, com capital e beneficiários escolhidos por ela.",
    },
    {
      title: "Acidentes pessoais estagiário",
      description:
        "O seguro que a Lei do Estágio (Lei nº 11.788/2008, art. 9º, IV) exige da parte concedente em favor de cada estagiário. No estágio obrigatório, a instituição de ensino pode assumir a contratação.",
    },
    {
      title: "Acidentes pessoais coletivo",
      description:
        "Uma apólice para um grupo: funcionários, associados, alunos ou participantes de um evento.",
    },
  ],
  coverages: [
    {
      title: "Morte acidental",
      description: "Indenização aos beneficiários quando o acidente causa a morte do segurado.",
    },
    {
      title: "Invalidez permanente total ou parcial",
      description:
        "Indenização proporcional à perda funcional causada pelo acidente, conforme a tabela da apólice.",
    },
    {
      title: "Despesas médicas, hospitalares e odontológicas",
      description: "Reembolso dos gastos com o tratamento do acidente, até o limite contratado.",
    },
    {
      title: "Diária por incapacidade temporária",
      description:
        "Valor diário enquanto o segurado fica afastado das atividades por causa do acidente, quando contratada.",
    },
  ],
  assistances: [
    "Assistência funeral",
    "Orientação médica por telefone",
    "Sorteios, quando o plano incluir um título de capitalização",
  ],
  exclusions: [
    "Doenças, mesmo as de início súbito, como infarto e AVC, salvo cobertura específica.",
    "Lesões causadas de propósito pelo próprio segurado ou pelo beneficiário.",
    "Acidentes ocorridos antes do início da vigência.",
  ],
  quoteNeeds: [
    "Individual: nome, CPF, data de nascimento, profissão e as atividades e os esportes que você pratica, se a seguradora perguntar.",
    "Estagiário: relação dos estagiários, com CPF e data de nascimento, e o período de cada estágio.",
    "Coletivo: número de pessoas, atividade do grupo e capital desejado por pessoa.",
    "Beneficiários, se quiser indicá-los já na proposta.",
  ],
  howItWorks: portalSteps(
    ["Simular acidentes pessoais individual", "Simular acidentes pessoais coletivo"],
    "análise da proposta e, no coletivo, da relação de segurados",
  ),
  claimSteps: [
    "Comunique o acidente à seguradora, pela central ou pelo site dela, ou peça ajuda ao seu corretor.",
    "Reúna os documentos pedidos: boletim de ocorrência, quando houver, relatórios médicos e exames; em caso de morte, a certidão de óbito e os documentos dos beneficiários.",
    "Envie os documentos à seguradora, que analisa o caso e pode pedir uma perícia médica.",
    "Reconhecida a cobertura, a indenização é paga ao segurado ou aos beneficiários.",
  ],
  faqs: [
    {
      question: "O seguro de estagiário é obrigatório?",
      answer:
        "Sim. A Lei nº 11.788/2008 (art. 9º, IV) obriga a parte concedente a contratar seguro contra acidentes pessoais em favor de cada estagiário. No estágio obrigatório, a instituição de ensino pode assumir essa contratação.",
    },
    {
      question: "Doenças estão cobertas?",
      answer:
        "Não. O seguro de acidentes pessoais cobre eventos súbitos e externos. Para doenças, o indicado é o seguro de vida ou um plano de saúde.",
    },
    {
      question: "Quem recebe a indenização por morte?",
      answer:
        "Os beneficiários indicados na apólice. Sem indicação, metade vai ao cônjuge, se houver, e o restante aos demais herdeiros (Lei nº 15.040/2024, art. 115). O valor não é considerado herança (art. 116). Se vive em união estável, indique o companheiro ou a companheira como beneficiário.",
    },
    {
      question: "Posso ter mais de um seguro de acidentes pessoais?",
      answer:
        "Sim. Nos seguros de pessoas, o capital é escolhido por você, e cada apólice paga o capital que contratou. Nas coberturas de reembolso de despesas médicas, a mesma despesa não é reembolsada duas vezes.",
    },
    {
      question: "Quem pratica esportes pode contratar?",
      answer:
        "Sim. A seguradora pode perguntar pelos esportes que você pratica e considerar a resposta no preço, mas não pode deixar de pagar a indenização por morte ou incapacidade só porque o acidente aconteceu na prática de um esporte (Lei nº 15.040/2024, art. 121). Responda ao questionário com verdade.",
    },
  ],
  quotes: [
    { label: "Simular acidentes pessoais individual", quotePath: "personalAccidentIndividual" },
    { label: "Simular acidentes pessoais coletivo", quotePath: "several" },
  ],
};
