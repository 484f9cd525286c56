/**
 * What the indicators screen and the server share (decision 043): the periods as the query string
 * names them, and the Portuguese names of the periods. Apart from the server module so the
 * screen's component can use them. The sources' names are the desk's (`sourceLabel`, lead-schemas.ts).
 */

export const LEAD_PERIODS = ["esta-semana", "semana-passada", "este-mes", "mes-passado"] as const;
export type LeadPeriodKey = (typeof LEAD_PERIODS)[number];

export const LEAD_PERIOD_LABELS: Record<LeadPeriodKey, string> = {
  "esta-semana": "Esta semana",
  "semana-passada": "Semana passada",
  "este-mes": "Este mês",
  "mes-passado": "Mês passado",
};

/** The period's key from a query string; anything else is this week. */
export function periodKeyOf(value: string | null | undefined): LeadPeriodKey {
  return (LEAD_PERIODS as readonly string[]).includes(value ?? "") ? (value as LeadPeriodKey) : "esta-semana";
}
