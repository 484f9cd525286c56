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

/** An uploaded logo's limits, checked in the browser before sending and again on the server. */
export const LOGO_MAX_BYTES = 100 * 1024;
/** The types the server accepts (recognised there by the file's bytes, logo-type.ts). */
export const LOGO_TYPES = ["image/png", "image/webp"] as const;
export const LOGO_TOO_BIG = "O logo pode ter no máximo 100 KB.";
export const LOGO_WRONG_TYPE = "Envie o logo em PNG ou WebP (SVG e outros formatos não são aceitos).";
