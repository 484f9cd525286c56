import { type SiteDetails, TRANSFER_MECHANISMS, type TransferMechanism } from "./site-config";
import { listText } from "./transparency";

export interface PolicySection {
  title: string;
  paragraphs?: string[];
  items?: string[];
  /** A two-column table: what, and for how long / on which basis. */
  table?: { head: [string, string]; rows: Array<[string, string]> };
}

export const privacyPolicyUpdatedAt = "2 de dezembro de 2026";

/**
 * How long data is kept, from the running server: CONTACT_RETENTION_DAYS, LEAD_RETENTION_DAYS and
 * AUDIT_RETENTION_DAYS from the environment, the session and one-time link lifetimes from the code,
 * so the page says what the purge really does.
 */
export interface RetentionPeriods {
  contactDays: number;
  /** Closed leads (won or lost), counted from when they closed (decision 045). */
  leadDays: number;
  /** Open leads with no activity for this long are deleted (OPEN_LEAD_RETENTION_DAYS, decision 060). */
  openLeadDays: number;
  auditDays: number;
  sessionHours: number;
  sessionIdleMinutes: number;
  resetLinkMinutes: number;
  confirmLinkDays: number;
  /** The book's clients, counted from their last day in the book (RETENTION_YEARS, decision 071). */
  bookYears: number;
}

/** A period as people say it: whole years in months ("12 meses", "24 meses"), otherwise in days. */
export function periodText(days: number): string {
  if (days % 365 === 0) return `${(days / 365) * 12} meses`;
  return days === 1 ? "1 dia" : `${days} dias`;
}

/**
 * The privacy policy (LGPD, Lei nº 13.709/2018): one legal basis per purpose (art. 7º; art. 11 for
 * health data), every right of art. 18 and art. 20, the brokerage's processing beyond the site.
 * Articles checked on 2026-11-24 against the law's text (art. 7º I, II, V, IX; 11, II, "d"; 18;
 * 20; 33, II, "b"; 41; 48). Review it with the brokerage's legal counsel before going live.
 *
 * Issue 25 (review 2, B6, R7, R8, M13), checked on 2026-11-26:
 * - Art. 5º VI (controlador: "a quem competem as decisões referentes ao tratamento") and VII
 *   (operador: "realiza o tratamento de dados pessoais em nome do controlador"), quoted at
 *   https://farinaeantunes.com.br/blog/agentes-de-tratamento-na-lgpd and
 *   https://danieldonda.com/quem-e-o-controlador-na-lgpd. The quote portal's company and the
 *   brokerage's role are what the admin states in "Dados da corretora" (`quotePortalOperator`).
 * - Res. CD/ANPD nº 19/2024: transfers on standard clauses use the ANPD's clauses (contracts
 *   adapted within 12 months, by 23/08/2025); the controller gives the full clauses on request
 *   within 15 days and publishes a plain-Portuguese notice on its site
 *   (https://diciero.adv.br/anpd-regula-transferencia-internacional-de-dados;
 *   https://despachantesaduaneiros.com/?p=7231 reproduces art. 2º). The providers and their
 *   countries are facts the admin fills (`dataProviders`); this text names the mechanism only for
 *   a provider outside Brazil.
 * - The brokerage's own retention period is the admin's (`recordsRetention`, set with counsel).
 *   The AML period is not stated with an article: Lei nº 9.613/1998 art. 10 and Circular SUSEP
 *   nº 612/2020 (which SUSEP says applies to brokers) were not read in full here.
 *
 * Issue 41 (copy review 3, N-F1, N-F2, N-M4, N-M7; decision 060), checked on 2026-12-01: art. 7º,
 * I, V, VI ("exercício regular de direitos em processo judicial, administrativo ou arbitral") and
 * IX at https://tre-mg.jus.br/institucional/lei-geral-de-protecao-de-dados-pessoais-2013-lgpd/requisitos-para-tratamento-de-dados-pessoais;
 * art. 10 (legitimate interest, its transparency) at https://compliance.mspa.com.br/regulamentos/lgpd/artigo-10;
 * art. 15–16 (processing ends, data then eliminated) at the ANPD's FAQ
 * https://www.gov.br/anpd/pt-br/acesso-a-informacao/perguntas-frequentes/perguntas-frequentes/5-adequacao-a-lgpd/5-5-por-quanto-tempo;
 * art. 18, § 2º (objection to processing without consent) at https://privacyhub.com.br/lgpd?article=155.
 * The desk's rows give one basis each: consent only for answering the form; the follow-up,
 * referrals and complaints on legitimate interest; quotes asked by phone or at the desk on art. 7º, V.
 *
 * Issue 42 (decision 071), checked on 2026-12-02: Lei nº 9.613/1998 art. 9º, parágrafo único, II
 * (insurance brokers subject to arts. 10 and 11) and art. 10, § 2º (register and records kept at
 * least five years from the end of the relationship or the transaction) in the law's text
 * (Planalto's consolidated version); Circular SUSEP nº 605/2020 (five years from the act, the end
 * of cover or of the contract's obligations, whichever is latest; brokers included) in law firms'
 * summaries; LGPD art. 16, I at the ANPD's FAQ above. The book's section cites only these.
 */
export const privacyPolicy = (
  site: SiteDetails,
  retention: RetentionPeriods,
  /** The partner institutions the financial pages name (decision 030), if any. */
  institutions: readonly string[] = [],
): PolicySection[] => [
  {
    title: "1. Quem trata os seus dados",
    paragraphs: [
      `A controladora dos dados é a ${site.legalName}, CNPJ ${site.cnpj}, corretora registrada na SUSEP sob o nº ${site.susepRegistration} (“${site.name}”, “nós”). Esta política vale para este site, para a área dos colaboradores e para o atendimento de corretagem que prestamos fora dele.`,
      `Encarregado pelo tratamento de dados pessoais (art. 41 da LGPD): ${site.dataProtectionOfficer.name}, pelo e-mail ${site.dataProtectionOfficer.email}.`,
    ],
  },
  {
    title: "2. Para que usamos os dados, e com qual base legal",
    paragraphs: ["Cada finalidade tem uma base legal da LGPD:"],
    table: {
      head: ["Finalidade e dados", "Base legal"],
      rows: [
        [
          "Responder a quem usa o formulário de contato: nome, e-mail, telefone (opcional), assunto, forma de contato preferida, mensagem e produto de interesse.",
          "Consentimento, dado na caixa de autorização do formulário (art. 7º, I). Você pode revogá-lo a qualquer momento.",
        ],
        [
          "Quando a mensagem do formulário pede uma cotação: os dados necessários para obtê-la nas seguradoras.",
          "Procedimentos preliminares a um contrato, a seu pedido (art. 7º, V).",
        ],
        [
          "Acompanhar cada atendimento até o fim, venha ele do formulário, de uma ligação, do WhatsApp, de uma visita ou de uma indicação: etapa, responsável, próxima ação, anotações da equipe e o registro das ligações, conversas e e-mails.",
          "Legítimo interesse em atender quem nos procura e em prestar contas do atendimento (art. 7º, IX).",
        ],
        [
          "Quem nos procura por telefone, WhatsApp ou na corretora para pedir uma cotação: os dados que você nos passa para obtê-la.",
          "Procedimentos preliminares a um contrato, a seu pedido (art. 7º, V).",
        ],
        [
          "Pessoas indicadas por clientes ou conhecidos: nome, e-mail ou telefone, produto de interesse e quem indicou. No primeiro contato dizemos quem nos passou o seu contato e como recusar; se não quiser falar conosco, apagamos os seus dados. Você também pode se opor a esse tratamento (art. 18, § 2º).",
          "Legítimo interesse em oferecer os nossos serviços a quem nos foi indicado (art. 7º, IX).",
        ],
        [
          "Reclamações e a resposta que demos a elas. Não dependem do consentimento: revogá-lo não apaga uma reclamação antes dos prazos da seção 5.",
          "Legítimo interesse em prestar contas do atendimento (art. 7º, IX).",
        ],
        [
          "Defender os nossos direitos numa reclamação ou num processo sobre o atendimento (por exemplo, no Procon, no consumidor.gov.br, na SUSEP ou na Justiça).",
          "Exercício regular de direitos em processo judicial, administrativo ou arbitral (art. 7º, VI).",
        ],
        ...institutionRows(institutions),
        [
          "Proteger o site contra abusos e envios automatizados: endereço IP, data e hora das requisições e o desafio anti-robô.",
          "Legítimo interesse (art. 7º, IX).",
        ],
        [
          "Cotações, propostas e contratação de seguros, e o acompanhamento da apólice (renovações, endossos): dados do segurado e do bem segurado.",
          "Procedimentos preliminares e execução do contrato de que você é parte (art. 7º, V).",
        ],
        [
          "Dados de beneficiários e de terceiros que o segurado nos informa (por exemplo, condutores ou beneficiários de um seguro de vida).",
          "Legítimo interesse na execução do contrato de seguro que os inclui (art. 7º, IX).",
        ],
        [
          "Declarações de saúde em propostas de seguro de vida, saúde ou acidentes pessoais.",
          "Dado sensível: exercício regular de direitos em contrato (art. 11, II, “d”).",
        ],
        [
          "Aviso e acompanhamento de sinistros junto à seguradora.",
          "Execução do contrato de que você é parte (art. 7º, V).",
        ],
        [
          "Cadastro e registros exigidos pela prevenção à lavagem de dinheiro (Lei nº 9.613/1998 e Circular SUSEP nº 612/2020).",
          "Cumprimento de obrigação legal ou regulatória (art. 7º, II).",
        ],
        [
          "Contas da área dos colaboradores: e-mail, senha (guardada apenas como hash, do qual a senha não pode ser recuperada), nome, telefone e sessões ativas.",
          "Execução do contrato com o colaborador (art. 7º, V).",
        ],
        [
          "Registro de auditoria das ações administrativas da área dos colaboradores (quem fez o quê e quando).",
          "Legítimo interesse na segurança da área dos colaboradores (art. 7º, IX).",
        ],
      ],
    },
  },
  {
    title: "3. Simulações no portal de cotação",
    paragraphs: quotePortalParagraphs(site),
  },
  {
    title: "4. Com quem compartilhamos",
    paragraphs: [
      "Não vendemos dados pessoais. Compartilhamos somente o necessário com: as seguradoras e instituições parceiras a que você pede cotação ou contratação; a empresa do portal de cotação (seção 3); os provedores que nos prestam serviço sob contrato; e autoridades, quando a lei exigir. Você pode pedir a lista das entidades com que compartilhamos os seus dados.",
      ...providerParagraphs(site),
    ],
  },
  {
    title: "5. Por quanto tempo guardamos",
    paragraphs: ["Prazos aplicados automaticamente por este site:"],
    table: {
      head: ["Dado", "Prazo"],
      rows: [
        [
          "Mensagens do formulário de contato e os e-mails enviados",
          `${periodText(retention.contactDays)}, ou menos quando o registro do atendimento a que pertencem é excluído (linha seguinte); antes, se você pedir a exclusão`,
        ],
        [
          "Registro do atendimento do seu contato (etapa, responsável, anotações e histórico)",
          `enquanto o atendimento estiver em andamento, e no máximo ${periodText(retention.openLeadDays)} sem nenhuma atividade; depois de encerrado sem contratação, mais ${periodText(retention.leadDays)}. Então é excluído com as mensagens que reúne; antes, se você pedir a exclusão. Quando resulta em contratação, passa a fazer parte do seu cadastro de cliente e é guardado enquanto ele for (seção 6)`,
        ],
        [
          "Sessão de acesso à área dos colaboradores",
          `até ${retention.sessionHours} horas, ou ${retention.sessionIdleMinutes} minutos sem uso`,
        ],
        ["Link de redefinição de senha", `${retention.resetLinkMinutes} minutos, e vale uma única vez`],
        [
          "Link de confirmação do e-mail do cadastro",
          `${periodText(retention.confirmLinkDays)}, e vale uma única vez`,
        ],
        ["Contadores de tentativas (limites contra abusos)", "até 3 horas depois da última tentativa"],
        [
          "Contas de colaboradores",
          "enquanto durar o vínculo; excluídas quando o administrador remove a conta",
        ],
        [
          "Cadastro de cliente da corretora, apólices, documentos, renovações e sinistros",
          `${retention.bookYears} anos depois do último dia do cliente na carteira (o fim da vigência da última apólice, um cancelamento ou o encerramento do último sinistro ou renovação, o que for mais recente); nada é excluído enquanto houver sinistro ou renovação em andamento (seção 6.1)`,
        ],
        [
          "Registro de auditoria das ações administrativas (quem fez o quê e quando; sem e-mail, nome ou telefone de quem foi alterado ou excluído)",
          periodText(retention.auditDays),
        ],
      ],
    },
  },
  {
    title: "6. Dados da corretagem fora do site",
    paragraphs: [
      site.recordsRetention
        ? `Propostas, apólices, sinistros e o cadastro exigido pela prevenção à lavagem de dinheiro (Lei nº 9.613/1998 e Circular SUSEP nº 612/2020) são guardados por ${site.recordsRetention}. Depois disso, são eliminados ou anonimizados.`
        : "Propostas, apólices, sinistros e o cadastro exigido pela prevenção à lavagem de dinheiro (Lei nº 9.613/1998 e Circular SUSEP nº 612/2020) são guardados pelos prazos que a lei e a regulação de seguros fixam para cada documento. Depois disso, são eliminados ou anonimizados.",
    ],
  },
  {
    title: "6.1 Clientes da corretora: cadastro, apólices, documentos e sinistros",
    paragraphs: [
      "Quando você contrata um seguro por nós, guardamos neste sistema o seu cadastro (nome, CPF ou CNPJ, e-mail, telefones, endereço e, para empresas, a pessoa de contato), as apólices (seguradora, produto, números, vigência, prêmio, forma de pagamento, comissão e o que está segurado, como a placa do veículo), os documentos da apólice (apólice, proposta, endossos), as renovações, os sinistros que você nos comunica e o histórico do atendimento.",
      "Fazemos isso para executar o contrato de seguro de que você é parte (art. 7º, V, da LGPD) e para cumprir obrigação legal e regulatória (art. 7º, II): as corretoras de seguros devem identificar os clientes e conservar o cadastro e os registros por no mínimo cinco anos depois do fim da relação (art. 9º, parágrafo único, II, e art. 10, § 2º, da Lei nº 9.613/1998), e a regulação da SUSEP manda guardar os documentos das operações de seguro por cinco anos contados do ato, do fim da vigência do contrato ou do fim das obrigações dele, o que for mais recente (Circular SUSEP nº 605/2020).",
      `Guardamos tudo isso por ${retention.bookYears} anos depois do seu último dia na carteira: o fim da vigência da sua última apólice, um cancelamento ou o encerramento do último sinistro ou renovação, o que for mais recente. Enquanto houver sinistro ou renovação em andamento, nada é excluído, e o prazo começa quando terminam. Depois, o cadastro e toda a carteira são excluídos automaticamente, com os registros do atendimento que levou à contratação.`,
      "Se você pedir a exclusão antes disso, excluímos o que a lei não nos obriga a guardar (as anotações livres do cadastro e o segundo telefone) e dizemos o que ficou guardado, por quê e até quando (art. 16, I, da LGPD). Você pode pedir a qualquer momento uma cópia de tudo, com os arquivos dos documentos.",
    ],
  },
  {
    title: "7. Como protegemos",
    paragraphs: [
      "Usamos conexão cifrada, senhas guardadas com algoritmo de hash resistente (Argon2id), controle de acesso por perfil, limites de tentativas, sessões que expiram, registro de auditoria das ações administrativas e cópias de segurança.",
      "Se ocorrer um incidente de segurança que possa trazer risco ou dano relevante a você, comunicaremos você e a ANPD (art. 48 da LGPD), dizendo o que aconteceu, quais dados foram afetados e o que fizemos para reduzir os efeitos.",
    ],
  },
  {
    title: "8. Seus direitos",
    paragraphs: ["Você pode, a qualquer momento e sem custo, pedir (art. 18 da LGPD):"],
    items: [
      "a confirmação de que tratamos os seus dados e o acesso a eles;",
      "a correção de dados incompletos, inexatos ou desatualizados;",
      "a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;",
      "a portabilidade dos seus dados a outro fornecedor;",
      "a eliminação dos dados tratados com o seu consentimento, salvo quando a lei nos obriga a guardá-los;",
      "a informação sobre as entidades públicas e privadas com que compartilhamos os seus dados;",
      "a informação sobre a possibilidade de não dar o consentimento e as consequências disso;",
      "a revogação do consentimento;",
      "a oposição a um tratamento feito com outra base legal, se ele descumprir a LGPD.",
    ],
  },
  {
    title: "9. Decisões automatizadas",
    paragraphs: [
      "Este site não toma decisões sobre você de forma automatizada. A aceitação de um seguro e o preço são decididos pela seguradora; se uma decisão for tomada só por meios automatizados, você pode pedir a revisão dela e as informações sobre os critérios usados (art. 20 da LGPD).",
    ],
  },
  {
    title: "10. Como exercer os seus direitos",
    paragraphs: [
      `Escreva para o encarregado, em ${site.dataProtectionOfficer.email}, ou use a página Fale Conosco. Responderemos em até 15 dias. Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).`,
    ],
  },
  {
    title: "11. Cookies",
    paragraphs: [
      "Não usamos cookies de publicidade nem ferramentas de rastreamento de terceiros. Os únicos cookies são os da área dos colaboradores (sessão e aviso de ação concluída), estritamente necessários.",
      "Para saber quais produtos interessam mais, o próprio site conta, por dia e por produto, os cliques nos botões de cotação e de WhatsApp. A contagem não usa cookie e não diz quem clicou: não guardamos o seu endereço IP nem outro identificador. Para limitar abusos, o servidor mantém por algumas horas apenas um código calculado a partir do endereço, que não permite recuperá-lo.",
    ],
  },
  {
    title: "12. Alterações",
    paragraphs: [
      "Podemos atualizar esta política para refletir mudanças no site, na nossa atividade ou na lei. A data da última atualização aparece no topo desta página.",
    ],
  },
];

/**
 * Who runs the quote portal and in which role (LGPD art. 5º VI–VII), as the admin states it; the
 * insurers are controllers of what they receive for their own analysis.
 */
function quotePortalParagraphs(site: SiteDetails): string[] {
  const { name, cnpj, role } = site.quotePortalOperator;
  const company = `${name}, CNPJ ${cnpj}`;
  const opens =
    "Os botões de simulação da página inicial e das páginas de produto abrem, em nova aba, o portal de cotação.";
  const insurers =
    "Cada seguradora que recebe a simulação é controladora dos dados que usa para calcular a cotação e analisar a proposta.";
  if (role === "controller") {
    return [
      `${opens} Ele é operado pela ${company}, que trata os dados por nossa conta, como operadora (art. 5º, VII, da LGPD).`,
      `Somos a controladora desses dados (art. 5º, VI): usamos a simulação para obter as cotações e enviá-las a você, e a compartilhamos com as seguradoras escolhidas para a cotação, como procedimento preliminar ao contrato que você pede (art. 7º, V). ${insurers}`,
    ];
  }
  if (role === "separate") {
    return [
      `${opens} Ele é da ${company}, que é controladora dos dados que você digita no portal (art. 5º, VI, da LGPD) e os trata conforme a política de privacidade dela.`,
      `Quando recebemos a simulação para obter as cotações e enviá-las a você, passamos a ser controladora dos dados recebidos (art. 7º, V). ${insurers}`,
    ];
  }
  // Not confirmed in "Dados da corretora": the policy states no role (copy review 3, N-M7).
  return [
    `${opens} Ele é operado pela ${company}.`,
    `Usamos a simulação que recebemos dele para obter as cotações e enviá-las a você, e a compartilhamos com as seguradoras escolhidas para a cotação, como procedimento preliminar ao contrato que você pede (art. 7º, V). ${insurers} O encarregado informa, a quem pedir, como a empresa do portal trata os dados que você digita lá.`,
  ];
}

/** Requests a financial page forwards to the institution it names (decision 030; copy review 3, N-M4). */
function institutionRows(institutions: readonly string[]): Array<[string, string]> {
  if (institutions.length === 0) return [];
  return [
    [
      `Pedidos de cartão de crédito, financiamento ou consórcio que você nos pede para encaminhar à instituição parceira indicada na página do produto (${listText([...institutions])}): os dados do pedido. A instituição é controladora dos dados que recebe para a análise.`,
      "Procedimentos preliminares a um contrato, a seu pedido (art. 7º, V).",
    ],
  ];
}

/** Where the providers keep the data, and the safeguard for those outside Brazil, as the admin chose it. */
function providerParagraphs(site: SiteDetails): string[] {
  const providers = site.dataProviders.map((p) => `${p.name} (${p.service}; país: ${p.country})`);
  const abroad = site.dataProviders.filter((p) => !isBrazil(p.country));
  if (abroad.length === 0) {
    return [
      `Os dados deste site ficam nos seguintes provedores: ${listText(providers)}.`,
      "Nenhum deles guarda os dados fora do Brasil.",
    ];
  }
  const byMechanism = TRANSFER_MECHANISMS.flatMap((mechanism) => {
    const names = abroad.filter((p) => p.transfer === mechanism).map((p) => p.name);
    return names.length > 0 ? [TRANSFER_TEXT[mechanism](listText(names))] : [];
  });
  return [`Os dados deste site ficam nos seguintes provedores: ${listText(providers)}.`, ...byMechanism];
}

/** "Brasil" however typed: a provider elsewhere is a transfer abroad. */
export const isBrazil = (country: string) => /^brasil$/i.test(country.trim());

/**
 * What the policy says of each safeguard (LGPD art. 33, checked on 2026-12-01 at
 * https://compliance.mspa.com.br/regulamentos/lgpd/artigo-33 and
 * https://www.mosello.com.br/noticias/blog/2026/02/09/entre-a-nuvem-e-a-lei-os-limites-da-transferencia-internacional-de-dados-no-brasil.html):
 * I, a country the ANPD recognises as adequate; II "a" specific clauses, "b" the ANPD's standard
 * clauses (Res. CD/ANPD nº 19/2024), "c" global corporate rules. Not yet chosen, it says so.
 */
const TRANSFER_TEXT: Record<TransferMechanism, (names: string) => string> = {
  "standard-clauses": (names) =>
    `A transferência internacional para ${names} usa as cláusulas-padrão contratuais aprovadas pela ANPD (art. 33, II, “b”, da LGPD; Resolução CD/ANPD nº 19/2024). Você pode pedir a íntegra das cláusulas ao encarregado; enviamos em até 15 dias.`,
  adequacy: (names) =>
    `A transferência internacional para ${names} vai a um país que a ANPD reconheceu como de proteção de dados adequada (art. 33, I, da LGPD).`,
  "specific-clauses": (names) =>
    `A transferência internacional para ${names} usa cláusulas contratuais específicas para essa transferência (art. 33, II, “a”, da LGPD).`,
  "corporate-rules": (names) =>
    `A transferência internacional para ${names} segue as normas corporativas globais do grupo do provedor (art. 33, II, “c”, da LGPD).`,
  unconfirmed: (names) =>
    `Os dados guardados por ${names} são transferidos para fora do Brasil. A garantia que a LGPD exige para essa transferência (art. 33) está em confirmação com o provedor; o encarregado informa a situação a quem pedir.`,
};
