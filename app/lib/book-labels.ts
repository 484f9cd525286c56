/**
 * The book of policies' lists and their Portuguese labels (issue 42, decision 063), zod-free so a
 * screen, the indicators and a CSV read the same words. The forms' schemas are book-schemas.ts.
 */

export const CLIENT_KINDS = ["person", "company"] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];
export const CLIENT_KIND_LABEL: Record<ClientKind, string> = { person: "Pessoa física", company: "Empresa" };

/** Why the brokerage may hold the client's data (LGPD art. 7). */
export const LEGAL_BASES = ["contract", "legal-obligation", "legitimate-interest", "consent"] as const;
export type LegalBasis = (typeof LEGAL_BASES)[number];
export const LEGAL_BASIS_LABEL: Record<LegalBasis, string> = {
  contract: "Execução de contrato (art. 7º, V da LGPD)",
  "legal-obligation": "Obrigação legal ou regulatória (art. 7º, II)",
  "legitimate-interest": "Legítimo interesse (art. 7º, IX)",
  consent: "Consentimento (art. 7º, I)",
};

/** How a client or a policy came into the book. */
export const BOOK_ORIGINS = ["lead", "manual", "import"] as const;
export type BookOrigin = (typeof BOOK_ORIGINS)[number];
export const BOOK_ORIGIN_LABEL: Record<BookOrigin, string> = {
  lead: "Oportunidade ganha",
  manual: "Cadastro manual",
  import: "Importação",
};

export const POLICY_STATUSES = ["vigente", "cancelada", "encerrada", "renovada"] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];
export const POLICY_STATUS_LABEL: Record<PolicyStatus, string> = {
  vigente: "Vigente",
  cancelada: "Cancelada",
  encerrada: "Encerrada",
  renovada: "Renovada",
};

export const INSURED_KINDS = ["vehicle", "property", "lives", "other"] as const;
export type InsuredKind = (typeof INSURED_KINDS)[number];
export const INSURED_KIND_LABEL: Record<InsuredKind, string> = {
  vehicle: "Veículo",
  property: "Imóvel",
  lives: "Vidas",
  other: "Outro bem ou risco",
};

export const PAYMENT_METHODS = ["boleto", "cartao", "debito", "pix", "carne"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  boleto: "Boleto",
  cartao: "Cartão de crédito",
  debito: "Débito em conta",
  pix: "Pix",
  carne: "Carnê",
};

export const POLICY_DOCUMENT_KINDS = ["apolice", "proposta", "endosso", "outro"] as const;
export type PolicyDocumentKind = (typeof POLICY_DOCUMENT_KINDS)[number];
export const POLICY_DOCUMENT_KIND_LABEL: Record<PolicyDocumentKind, string> = {
  apolice: "Apólice",
  proposta: "Proposta",
  endosso: "Endosso",
  outro: "Outro documento",
};

export const RENEWAL_STATUSES = [
  "nao-trabalhada",
  "em-cotacao",
  "aguardando-cliente",
  "renovada",
  "perdida",
  "cancelada",
] as const;
export type RenewalStatus = (typeof RENEWAL_STATUSES)[number];
export const RENEWAL_STATUS_LABEL: Record<RenewalStatus, string> = {
  "nao-trabalhada": "Não trabalhada",
  "em-cotacao": "Em cotação",
  "aguardando-cliente": "Aguardando cliente",
  renovada: "Renovada",
  perdida: "Perdida",
  cancelada: "Cancelada",
};
/** A renewal in one of these is closed: nothing left to work. */
export const CLOSED_RENEWAL_STATUSES: readonly RenewalStatus[] = ["renovada", "perdida", "cancelada"];

export const CLAIM_STATUSES = [
  "aberto",
  "em-analise",
  "documentos-pendentes",
  "indenizado",
  "recusado",
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABEL: Record<ClaimStatus, string> = {
  aberto: "Aberto",
  "em-analise": "Em análise na seguradora",
  "documentos-pendentes": "Documentos pendentes",
  indenizado: "Encerrado — indenizado",
  recusado: "Encerrado — recusado",
};

/** The brokerage's defaults for the renewal desk; admins edit them (book_settings). */
export const DEFAULT_RENEWAL_WINDOW_DAYS = 60;
export const DEFAULT_REMINDER_DAYS = [30, 15, 7, 1] as const;

/** Brazil's 27 federative units, for an address's state. */
export const UF = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;
