/** Insurer record labels, apart from the schemas so the pages that show them do not ship zod. */

/**
 * What a phone line is for, named as the insurer's own material names it; the public card shows
 * the 24 h line first. "Central de atendimento" is a line the insurer calls only that (Tokio Marine).
 */
export const INSURER_PHONE_KINDS = {
  assistance: "Assistência 24 horas",
  claims: "Aviso de sinistro",
  service: "Central de atendimento",
  sac: "SAC",
  ombudsman: "Ouvidoria",
} as const;
export type InsurerPhoneKind = keyof typeof INSURER_PHONE_KINDS;

/** The fields of the internal side, in the staff desk's order, with their Portuguese names. */
export const INSURER_INTERNAL_LABELS = {
  portalUrl: "Portal do corretor",
  login: "Login da corretora",
  password: "Senha",
  managerName: "Gerente comercial",
  managerPhone: "Telefone do gerente",
  managerEmail: "E-mail do gerente",
  conditions: "Condições comerciais e descontos",
  notes: "Observações internas",
} as const;
