import { DEFAULT_TIME_ZONE } from "~/lib/dates";

/**
 * The brokerage's business hours (issue 29, decision 043): one opening and closing time per day of
 * the week, Monday first, in the brokerage's time zone. The lead indicators count the time to a
 * lead's first contact in these hours only. Kept apart from the schema (site-config.ts) so the
 * server's arithmetic and the defaults ship no zod.
 */

/**
 * Brazil's time zones (no daylight saving since 2019; the arithmetic does not rely on that). The
 * one chosen is the brokerage's clock (decision 056): every date shown, every day and hour counted.
 */
export const BUSINESS_TIME_ZONES = [
  "America/Sao_Paulo",
  "America/Manaus",
  "America/Rio_Branco",
  "America/Noronha",
] as const;
export type BusinessTimeZone = (typeof BUSINESS_TIME_ZONES)[number];

export const BUSINESS_TIME_ZONE_LABELS: Record<BusinessTimeZone, string> = {
  "America/Sao_Paulo": "Horário de Brasília (UTC−3)",
  "America/Manaus": "Horário do Amazonas, MT e MS (UTC−4)",
  "America/Rio_Branco": "Horário do Acre (UTC−5)",
  "America/Noronha": "Horário de Fernando de Noronha (UTC−2)",
};

/** How a text names the zone after a time: "até 26/11/2026, 14:05 (horário de Brasília)". */
export const BUSINESS_TIME_ZONE_NAMES: Record<BusinessTimeZone, string> = {
  "America/Sao_Paulo": "horário de Brasília",
  "America/Manaus": "horário do Amazonas",
  "America/Rio_Branco": "horário do Acre",
  "America/Noronha": "horário de Fernando de Noronha",
};

/** The days of `week`, in its order (Monday first, as a Brazilian calendar reads). */
export const WEEKDAY_NAMES = [
  "Segunda-feira",
  "Terça-feira",
  "Quarta-feira",
  "Quinta-feira",
  "Sexta-feira",
  "Sábado",
  "Domingo",
] as const;

/** One day: "09:00" to "18:00"; both empty when closed. */
export interface DayHours {
  opens: string;
  closes: string;
}

export interface BusinessHours {
  timeZone: BusinessTimeZone;
  /** Seven days, Monday first. */
  week: DayHours[];
}

const CLOSED: DayHours = { opens: "", closes: "" };
const OFFICE: DayHours = { opens: "09:00", closes: "18:00" };

/** Monday to Friday, 09:00 to 18:00, Brasília time. */
export const defaultBusinessHours: BusinessHours = {
  timeZone: DEFAULT_TIME_ZONE,
  week: [OFFICE, OFFICE, OFFICE, OFFICE, OFFICE, CLOSED, CLOSED],
};
