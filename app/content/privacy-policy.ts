import { siteConfig } from "./site-config";

export interface PolicySection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

export const privacyPolicyUpdatedAt = "23 de novembro de 2026";

/** How long data is kept, from the environment (CONTACT_RETENTION_DAYS, AUDIT_RETENTION_DAYS). */
export interface RetentionPeriods {
  contactDays: number;
  auditDays: number;
}

/** A period as people say it: whole years in months ("12 meses", "24 meses"), otherwise in days. */
export function periodText(days: number): string {
  if (days % 365 === 0) return `${(days / 365) * 12} meses`;
  return days === 1 ? "1 dia" : `${days} dias`;
}

/**
 * The privacy policy (LGPD, Lei nº 13.709/2018). Review it with the brokerage's legal counsel.
 * The retention periods are the running server's, so the page says what the purge really does.
 */
export const privacyPolicy = (retention: RetentionPeriods): PolicySection[] => [
  {
    title: "1. Quem somos",
    paragraphs: [
      `Esta política explica como a ${siteConfig.legalName}, inscrita no CNPJ ${siteConfig.cnpj} e registrada na SUSEP sob o nº ${siteConfig.susepRegistration} (“${siteConfig.name}”, “nós”), trata os dados pessoais de quem visita este site, entra em contato conosco ou usa a área de colaboradores. Somos a controladora desses dados, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018).`,
    ],
  },
  {
    title: "2. Quais dados coletamos",
    items: [
      "Formulário de contato: nome, e-mail, telefone (opcional), assunto, forma de contato preferida, a mensagem e, quando houver, o produto de interesse.",
      "Área de colaboradores: e-mail, senha (guardada apenas como hash, um resumo do qual a senha não pode ser recuperada), nome e telefone informados pelo administrador e registros de acesso.",
      "Dados técnicos: endereço IP e data e hora das requisições, usados para segurança, prevenção de abusos e limites de tentativas.",
      "Não usamos cookies de publicidade nem ferramentas de rastreamento de terceiros. O único cookie que usamos é o de sessão da área de colaboradores, estritamente necessário.",
    ],
  },
  {
    title: "3. Para que usamos os dados e com qual base legal",
    items: [
      "Responder ao seu contato e enviar a confirmação do recebimento — com o seu consentimento (art. 7º, I) e para procedimentos preliminares a um contrato que você solicitou (art. 7º, V).",
      "Proteger o site contra fraudes e envios automatizados — legítimo interesse (art. 7º, IX).",
      "Gerir o acesso de colaboradores ao portal interno — execução de contrato e legítimo interesse (art. 7º, V e IX).",
      "Cumprir obrigações legais e regulatórias da atividade de corretagem de seguros — art. 7º, II.",
    ],
  },
  {
    title: "4. Simulações e cotações",
    paragraphs: [
      "Os botões de simulação da página inicial e das páginas de produto abrem, em nova aba, o site de cotação parceiro. Os dados informados lá são tratados conforme a política de privacidade daquele site e das seguradoras que recebem a cotação.",
    ],
  },
  {
    title: "5. Com quem compartilhamos",
    paragraphs: [
      "Não vendemos dados pessoais. Compartilhamos somente o necessário com: seguradoras e instituições parceiras, quando você pede uma cotação ou contratação; provedores de hospedagem e de envio de e-mail que nos prestam serviço sob contrato; e autoridades, quando a lei exigir.",
    ],
  },
  {
    title: "6. Por quanto tempo guardamos",
    items: [
      `Mensagens do formulário de contato: excluídas automaticamente após ${periodText(retention.contactDays)}, ou antes, se você pedir.`,
      "Contas de colaboradores: enquanto durar o vínculo; excluídas quando o administrador remove a conta.",
      `Registro de auditoria das ações administrativas (quem fez o quê, e quando; sem e-mail, nome ou telefone de quem foi alterado ou excluído): excluído automaticamente após ${periodText(retention.auditDays)}.`,
      "Registros de acesso: pelo prazo do Marco Civil da Internet (6 meses), quando aplicável.",
    ],
  },
  {
    title: "7. Como protegemos",
    paragraphs: [
      "Usamos conexão cifrada, senhas guardadas com algoritmo de hash resistente (Argon2id), controle de acesso por perfil, limites de tentativas, registros de auditoria das ações administrativas e cópias de segurança.",
    ],
  },
  {
    title: "8. Seus direitos",
    paragraphs: ["Você pode, a qualquer momento e sem custo (art. 18 da LGPD):"],
    items: [
      "confirmar se tratamos seus dados e acessá-los;",
      "corrigir dados incompletos, inexatos ou desatualizados;",
      "pedir anonimização, bloqueio ou eliminação de dados desnecessários ou tratados em desconformidade;",
      "pedir a portabilidade e a eliminação dos dados tratados com consentimento;",
      "saber com quem compartilhamos seus dados e revogar o consentimento.",
    ],
  },
  {
    title: "9. Encarregado e contato",
    paragraphs: [
      `Para exercer seus direitos ou tirar dúvidas sobre esta política, escreva para ${siteConfig.email} ou use a página Fale Conosco. Responderemos em até 15 dias. Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).`,
    ],
  },
  {
    title: "10. Alterações",
    paragraphs: [
      "Podemos atualizar esta política para refletir mudanças no site ou na lei. A data da última atualização aparece no topo desta página.",
    ],
  },
];
