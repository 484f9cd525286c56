/**
 * The Portuguese name of every admin-edited field: the editors' labels and the history's
 * "what changed" column. A path is a field (`title`) or a field inside an object (`address.city`).
 */
export const contentFieldLabels: Record<string, string> = {
  // Dados da corretora
  name: "Nome da corretora",
  legalName: "Razão social",
  tagline: "Slogan",
  foundedYear: "Ano de fundação",
  susepRegistration: "Registro SUSEP",
  cnpj: "CNPJ",
  "address.street": "Endereço (rua, número, sala)",
  "address.district": "Bairro",
  "address.city": "Cidade",
  "address.state": "UF",
  "address.postalCode": "CEP",
  email: "E-mail",
  phones: "Telefones",
  whatsapp: "WhatsApp",
  openingHours: "Horário de atendimento",
  "businessHours.timeZone": "Horário comercial: fuso horário",
  "businessHours.week": "Horário comercial: dias e horas",
  social: "Redes sociais",
  industryLinks: "Links do setor",
  "dataProtectionOfficer.name": "Encarregado (LGPD): nome",
  "dataProtectionOfficer.email": "Encarregado (LGPD): e-mail",
  quotePortalUrl: "Portal de cotação (endereço base)",
  "responsibleBroker.name": "Corretor responsável técnico: nome",
  "responsibleBroker.registration": "Corretor responsável técnico: registro SUSEP",
  compensation: "Como a corretora é remunerada",
  exclusivity: "Exclusividade com seguradoras",
  holdings: "Participações societárias (10% ou mais)",
  "quotePortalOperator.name": "Portal de cotação: empresa que o opera",
  "quotePortalOperator.cnpj": "Portal de cotação: CNPJ da empresa",
  "quotePortalOperator.role": "Portal de cotação: papel da corretora (LGPD)",
  dataProviders: "Provedores de hospedagem e e-mail",
  recordsRetention: "Prazo de guarda dos documentos da corretagem",
  // Páginas de produto
  hidden: "Visibilidade",
  menuLabel: "Nome no menu",
  title: "Título da página",
  lead: "Frase do banner",
  metaDescription: "Descrição para buscadores",
  about: "O que você precisa saber",
  highlights: "Destaques",
  audience: "Para quem é",
  variants: "Modalidades",
  howItWorks: "Como contratar",
  faqs: "Perguntas frequentes",
  quotes: "Botões de cotação",
  coverages: "Principais coberturas",
  assistances: "Assistências e serviços",
  exclusions: "O que não está coberto",
  quoteNeeds: "O que a cotação pede",
  claimSteps: "Em caso de sinistro",
  specialist: "Cotação com especialista",
  role: "O nosso papel",
  regulator: "Quem regula",
  mechanics: "Como funciona",
  checklist: "Antes de assinar, confira",
  partnerInstitution: "Instituição parceira",
  "partnerInstitution.name": "Instituição parceira: razão social",
  "partnerInstitution.cnpj": "Instituição parceira: CNPJ",
  "partnerInstitution.role": "Instituição parceira: nossa relação com ela",
  "partnerInstitution.sac": "Instituição parceira: SAC",
  "partnerInstitution.ouvidoria": "Instituição parceira: ouvidoria",
  "partnerInstitution.destination": "Instituição parceira: para onde o botão leva",
  // Seguradoras (lado público)
  website: "Site",
  partner: "Parceira",
  note: "Nota pública",
  productSlugs: "Produtos",
  monogram: "Sigla do selo",
  color: "Cor do selo",
  logo: "Logo",
  position: "Ordem na lista",
};

/** Where an insurer's field shares a name with the brokerage's, it means the insurer's. */
export const insurerFieldLabels: Record<string, string> = { name: "Nome da seguradora" };

/** A field's Portuguese name; `overrides` (a kind's own names, e.g. `insurerFieldLabels`) first. */
export function fieldLabel(path: string, overrides: Record<string, string> = {}): string {
  if (Object.hasOwn(overrides, path)) return overrides[path] ?? path;
  return Object.hasOwn(contentFieldLabels, path) ? (contentFieldLabels[path] ?? path) : path;
}

/**
 * How the history shows a yes/no field's value: visibility for `hidden`, the partner mark as
 * "Parceira: sim/não" (it is not a visibility switch).
 */
const booleanValues: Record<string, readonly [yes: string, no: string]> = {
  hidden: ["Oculto", "Visível"],
  partner: ["Parceira: sim", "Parceira: não"],
};

/** A yes/no field's value in words (`path` as in `fieldLabel`); "Sim"/"Não" for a field without its own. */
export function booleanValueLabel(path: string, value: boolean): string {
  const [yes, no] = booleanValues[path] ?? ["Sim", "Não"];
  return value ? yes : no;
}
