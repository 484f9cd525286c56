import { brokerageTimeZone } from "~/.server/content";
import { formatDateTime, today } from "~/.server/platform";

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

/** A person as the book names them: their name, else their e-mail. */
export const personName = (p: { name: string | null; email: string | null } | undefined) =>
  p ? p.name || p.email || "Conta removida" : null;
