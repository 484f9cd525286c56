/**
 * What the indicators screen and the server share (decision 043): the periods as the query string
 * names them, and the Portuguese names of periods and sources. Apart from the server module so the
 * screen's component can use them.
 */

export const LEAD_PERIODS = ["esta-semana", "semana-passada", "este-mes", "mes-passado"] as const;
export type LeadPeriodKey = (typeof LEAD_PERIODS)[number];

export const LEAD_PERIOD_LABELS: Record<LeadPeriodKey, string> = {
  "esta-semana": "Esta semana",
  "semana-passada": "Semana passada",
  "este-mes": "Este mês",
  "mes-passado": "Mês passado",
};

/** Each lead source's name (the sources themselves: `LeadSource`, app/.server/db/lead-tables.ts). */
export const LEAD_SOURCE_LABELS: Record<string, string> = {
  site: "Formulário do site",
  phone: "Telefone",
  "walk-in": "Presencial",
  referral: "Indicação",
  whatsapp: "WhatsApp",
};

/** The period's key from a query string; anything else is this week. */
export function periodKeyOf(value: string | null | undefined): LeadPeriodKey {
  return (LEAD_PERIODS as readonly string[]).includes(value ?? "") ? (value as LeadPeriodKey) : "esta-semana";
}
