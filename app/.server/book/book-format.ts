import { brokerageTimeZone } from "~/.server/content";
import { formatDateTime, today } from "~/.server/platform";
import { DAY_MS } from "~/lib/dates";

/**
 * How the Carteira's screens write days and times (decision 066): a day ("YYYY-MM-DD", already in
 * the brokerage's zone) as "31/12/2026", a moment in the brokerage's zone, and the days left
 * until a day counted from today there.
 */
export function formatDay(day: string | null | undefined): string | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : null;
}

export const bookDateTime = (at: string) => formatDateTime(at, brokerageTimeZone());

/** Today in the brokerage's zone, "YYYY-MM-DD". */
export const bookToday = () => today(brokerageTimeZone());

/** Whole days from `from` to `to` (both "YYYY-MM-DD"): negative once `to` has passed. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS);
}

/** A person as the book names them: their name, else their e-mail. */
export const personName = (p: { name: string | null; email: string | null } | undefined) =>
  p ? p.name || p.email || "Conta removida" : null;
