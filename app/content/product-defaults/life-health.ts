import type { InsuranceDefault } from "../product-types";
import { portalSteps } from "./steps";

/**
 * First-start copy of /insurances/life-health (style: docs/content-style.md; the live copy is edited in the admin portal).
 *
 * Issue 25, copy review 2 B3 — the undeclared pre-existing illness is no longer an exclusion. Checked:
 * Lei nº 15.040/2024, art. 44: the proponent answers the insurer's questionnaire; only the *doloso*
 * breach loses the cover (secondary: sindicatoseguradoras.com.br/?p=21494 quoting the text;
 * em.com.br/mundo-corporativo/2025/12/7309273-nova-lei-de-seguros-reforca-transparencia-e-direitos.html;
 * mail.segurogaucho.com.br/materia/view/70/preexistencia-no-seguro-de-vida-de-acordo-com-a-lei-1504024
 * for the article numbers 44 and 119). Art. 118, § 4º: "Convencionada a carência, a seguradora não poderá
 * negar o pagamento do capital sob a alegação de preexistência de estado patológico" (text at
 * jurishand.com/lei-15040-de-09-dezembro-2024/artigo-118/paragrafo-3). Art. 119 (preexistence in life
 * insurance) was not read in full: not cited.
 *
 * Art. 115 (no beneficiary named: half to the cônjuge, the rest to the heirs) names only the cônjuge,
 * not the companheiro (IBDFAM, ibdfam.org.br/artigos/2238, as copy review 2 §6 read it): hence the
 * advice to name a partner in a união estável.
 */
export const lifeHealth: InsuranceDefault = {
  slug: "life-health",
  category: "insurances",
  menuLabel: "Vida e Saúde",
  title: "Vida e Saúde",
  lead: "Planos de saúde e odontológicos, seguros de vida individual e em grupo e previdência privada.",
  metaDescription:
    "Plano de saúde, plano odontológico, seguro de vida individual e em grupo e previdência privada (PGBL e VGBL). Compare as opções com a gente.",
  illustration: "life_and_pension",
  about: [
    "Saúde, vida e previdência são produtos diferentes, para pessoas, famílias e empresas. Reunimos aqui os três, com o que cada um cobre.",
    "Planos de saúde e odontológicos são regulados pela ANS (Agência Nacional de Saúde Suplementar); seguros de vida e previdência, pela SUSEP. Ajudamos você a comparar redes, carências, coberturas e custos.",
  ],
  highlights: ["Pessoas, famílias e empresas", "Saúde, vida e previdência", "Orientação na escolha"],
  audience: [
    "Famílias que buscam plano de saúde ou odontológico.",
    "Profissionais que podem aderir a um plano coletivo por meio da sua entidade de classe.",
    "Quem quer garantir a renda da família com um seguro de vida.",
    "Empresas que oferecem benefícios aos funcionários.",
    "Quem planeja a aposentadoria ou a sucessão patrimonial.",
  ],
  variants: [
    {
      title: "Plano de saúde",
      description:
        "Individual ou familiar, empresarial ou coletivo por adesão — este contratado por meio de uma entidade de classe, sindicato ou associação profissional a que você pertence.",
    },
    {
      title: "Plano odontológico",
      description:
        "Consultas, limpeza, restaurações e urgências, com carências menores que as do plano de saúde.",
    },
    {
      title: "Seguro de vida individual",
      description: "Capital para a família em caso de morte e coberturas em vida, como doenças graves.",
    },
    {
      title: "Seguro de vida em grupo",
      description: "Benefício para funcionários e associados, muitas vezes previsto em convenção coletiva.",
    },
    {
      title: "Previdência privada",
      description: "PGBL ou VGBL, para acumular recursos para a aposentadoria ou a sucessão.",
    },
  ],
  coverages: [
    {
      title: "Morte natural ou acidental",
      description: "Capital pago aos beneficiários do seguro de vida.",
    },
    {
      title: "Invalidez por acidente ou doença",
      description: "Indenização em caso de invalidez permanente, conforme a cobertura contratada.",
    },
    { title: "Doenças graves", description: "Antecipação do capital no diagnóstico de doenças cobertas." },
    {
      title: "Consultas, exames e internações",
      description:
        "No plano de saúde, conforme a segmentação contratada (ambulatorial, hospitalar, com ou sem obstetrícia).",
    },
  ],
  assistances: ["Assistência funeral", "Telemedicina", "Descontos em farmácias, conforme o plano"],
  exclusions: [
    "Seguro de vida: atos intencionais do beneficiário contra o segurado.",
    "Plano de saúde: tratamentos experimentais e procedimentos estéticos.",
    "Plano de saúde: atendimentos durante a carência, salvo urgência e emergência nos termos da regulamentação da ANS.",
  ],
  quoteNeeds: [
    "Saúde e odonto: idade de cada beneficiário, cidade e rede desejada.",
    "Empresarial: CNPJ e relação de vidas; coletivo por adesão: a entidade de classe a que você pertence.",
    "Vida: data de nascimento, profissão, renda e capital desejado; declaração de saúde, quando pedida.",
    "Na declaração de saúde, responda com verdade ao que a seguradora perguntar. Omitir de propósito uma doença perguntada pode levar à perda da cobertura (Lei nº 15.040/2024, art. 44); se o seguro tiver carência, a seguradora não pode recusar o pagamento alegando doença preexistente (art. 118, § 4º). Em dúvida sobre o que declarar, fale com o seu corretor.",
    "Previdência: objetivo, prazo, valor de contribuição e se você faz a declaração completa do imposto de renda.",
  ],
  howItWorks: portalSteps(
    ["Simular seguro de vida", "Simular saúde, odonto e previdência"],
    "análise da proposta e, se necessário, da declaração de saúde",
    "preço, coberturas, carências e rede credenciada",
  ),
  claimSteps: [
    "Seguro de vida: o beneficiário comunica o sinistro à seguradora ou ao corretor.",
    "Envie os documentos pedidos: certidão de óbito, documentos do segurado e dos beneficiários e, em invalidez, relatórios médicos.",
    "A seguradora analisa e paga o capital aos beneficiários.",
    "Plano de saúde: não há sinistro a comunicar — use a carteirinha na rede credenciada ou peça reembolso pelo canal da operadora; negativas de cobertura podem ser levadas à ANS.",
  ],
  faqs: [
    {
      question: "Qual é a diferença entre PGBL e VGBL?",
      answer:
        "O PGBL permite deduzir as contribuições do imposto de renda até 12% da renda bruta tributável, para quem faz a declaração completa; no VGBL, o imposto incide só sobre os rendimentos.",
    },
    {
      question: "O seguro de vida entra em inventário?",
      answer:
        "Não. O capital pago por morte não é considerado herança e vai direto aos beneficiários (Lei nº 15.040/2024, art. 116).",
    },
    {
      question: "Quem recebe se eu não indicar beneficiários?",
      answer:
        "Metade vai ao cônjuge, se houver, e o restante aos demais herdeiros (Lei nº 15.040/2024, art. 115). Indicar os beneficiários evita dúvidas; se vive em união estável, indique o companheiro ou a companheira, que a regra sem indicação não menciona.",
    },
    {
      question: "Plano de saúde tem carência?",
      answer:
        "Sim, dentro dos limites da ANS: até 24 horas para urgências e emergências, 180 dias para os demais casos e 300 dias para parto a termo. Planos empresariais podem ter carências menores.",
    },
    {
      question: "O que é plano coletivo por adesão?",
      answer:
        "É o plano contratado por meio de uma entidade de classe, sindicato ou associação profissional, para os seus membros. Para aderir, é preciso comprovar o vínculo com a entidade.",
    },
  ],
  quotes: [
    { label: "Simular seguro de vida", quotePath: "life" },
    { label: "Simular saúde, odonto e previdência", quotePath: "several" },
  ],
};
