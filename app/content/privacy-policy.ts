import type { SiteDetails } from "./site-config";

export interface PolicySection {
  title: string;
  paragraphs?: string[];
  items?: string[];
  /** A two-column table: what, and for how long / on which basis. */
  table?: { head: [string, string]; rows: Array<[string, string]> };
}

export const privacyPolicyUpdatedAt = "23 de novembro de 2026";

/**
 * How long data is kept, from the running server: CONTACT_RETENTION_DAYS and
 * AUDIT_RETENTION_DAYS from the environment, the session and one-time link lifetimes from the code,
 * so the page says what the purge really does.
 */
export interface RetentionPeriods {
  contactDays: number;
  auditDays: number;
  sessionHours: number;
  sessionIdleMinutes: number;
  resetLinkMinutes: number;
  confirmLinkDays: number;
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
 * 20; 33, II, "b"; 41; 48). The AML retention period is not stated with an article: Lei nº
 * 9.613/1998 art. 10 and Circular SUSEP nº 612/2020 (which SUSEP says applies to brokers) were
 * not read in full here, so the page names them without a period or article.
 * Review it with the brokerage's legal counsel before going live.
 */
export const privacyPolicy = (site: SiteDetails, retention: RetentionPeriods): PolicySection[] => [
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
          "Consentimento, dado na caixa de seleção do formulário (art. 7º, I). Você pode revogá-lo a qualquer momento.",
        ],
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
    title: "3. Simulações no site de cotação",
    paragraphs: [
      "Os botões de simulação da página inicial e das páginas de produto abrem, em nova aba, o site de cotação parceiro. Os dados informados lá são tratados conforme a política de privacidade daquele site e das seguradoras que recebem a cotação.",
    ],
  },
  {
    title: "4. Com quem compartilhamos",
    paragraphs: [
      "Não vendemos dados pessoais. Compartilhamos somente o necessário com: as seguradoras e instituições parceiras a que você pede cotação ou contratação; os provedores de hospedagem e de envio de e-mail que nos prestam serviço sob contrato; e autoridades, quando a lei exigir. Você pode pedir a lista das entidades com que compartilhamos os seus dados.",
      "Se um desses provedores guardar dados fora do Brasil, a transferência internacional segue o art. 33 da LGPD, com uma das garantias ali previstas, como as cláusulas-padrão contratuais (art. 33, II, “b”).",
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
          `${periodText(retention.contactDays)}; antes, se você pedir a exclusão`,
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
          "Registro de auditoria das ações administrativas (quem fez o quê e quando; sem e-mail, nome ou telefone de quem foi alterado ou excluído)",
          periodText(retention.auditDays),
        ],
      ],
    },
  },
  {
    title: "6. Dados da corretagem fora do site",
    paragraphs: [
      "Propostas, apólices, sinistros e o cadastro exigido pela prevenção à lavagem de dinheiro (Lei nº 9.613/1998 e Circular SUSEP nº 612/2020) são guardados pelos prazos que a lei e a regulação de seguros fixam para cada documento. Depois disso, são eliminados ou anonimizados.",
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
    ],
  },
  {
    title: "12. Alterações",
    paragraphs: [
      "Podemos atualizar esta política para refletir mudanças no site, na nossa atividade ou na lei. A data da última atualização aparece no topo desta página.",
    ],
  },
];
