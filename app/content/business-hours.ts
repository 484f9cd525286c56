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
 * Each with its `label` in the admin's choice and the `name` a text gives it after a time: "até
 * 26/11/2026, 14:05 (horário de Brasília)".
 */
export const BUSINESS_TIME_ZONE_NAMING = {
  "America/Sao_Paulo": { label: "Horário de Brasília (UTC−3)", name: "horário de Brasília" },
  "America/Manaus": { label: "Horário do Amazonas, MT e MS (UTC−4)", name: "horário do Amazonas" },
  "America/Rio_Branco": { label: "Horário do Acre (UTC−5)", name: "horário do Acre" },
  "America/Noronha": {
    label: "Horário de Fernando de Noronha (UTC−2)",
    name: "horário de Fernando de Noronha",
  },
} as const;
export type BusinessTimeZone = keyof typeof BUSINESS_TIME_ZONE_NAMING;
/** The zones in the admin's order (a tuple, as `z.enum` takes it). */
export const BUSINESS_TIME_ZONES = Object.keys(BUSINESS_TIME_ZONE_NAMING) as [
  BusinessTimeZone,
  ...BusinessTimeZone[],
];

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
