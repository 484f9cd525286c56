import type { BusinessHours } from "~/content/business-hours";

/**
 * Time in business hours (decision 043): how much of an interval falls inside the brokerage's
 * opening hours, in its time zone. The lead indicators measure the wait for a first contact with
 * it, so a message sent on Friday night and answered on Monday at 09:30 waited 30 minutes.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

/** One formatter per zone: building one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const HOUR = 3_600_000;
/**
 * Offsets already read, per zone and UTC hour: a zone's offset changes only on a whole hour (all of
 * Brazil's do), and a month of first contacts asks for the same few hundred hours thousands of
 * times (Intl is the cost; docs/performance.md). Emptied when it grows past a year of hours.
 */
const offsets = new Map<string, number>();

/** The zone's offset from UTC at `instant`, in ms (local = UTC + offset): −3 h for Brasília. */
export function zoneOffset(timeZone: string, instant: number): number {
  const key = `${timeZone} ${Math.floor(instant / HOUR)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  if (offsets.size > 10_000) offsets.clear();
  const offset = readOffset(timeZone, instant);
  offsets.set(key, offset);
  return offset;
}

function readOffset(timeZone: string, instant: number): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return local - Math.floor(instant / 1000) * 1000;
}

/** A local calendar day: its date as UTC midnight (for arithmetic on days), nothing else. */
export function localDay(timeZone: string, instant: number): number {
  const local = instant + zoneOffset(timeZone, instant);
  return local - (((local % DAY) + DAY) % DAY);
}

/** The instant of a local wall-clock time: `day` as from localDay, plus `minutes` after midnight. */
export function localInstant(timeZone: string, day: number, minutes: number): number {
  const wall = day + minutes * MINUTE;
  // Twice: the offset at the guess may differ from the offset at the answer across a change.
  let guess = wall - zoneOffset(timeZone, wall);
  guess = wall - zoneOffset(timeZone, guess);
  return guess;
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Monday 0 … Sunday 6, of a day as from localDay. */
const weekdayOf = (day: number) => (new Date(day).getUTCDay() + 6) % 7;

/** How many ms between `from` and `to` fall inside the business hours (0 when `to` is not after `from`). */
export function businessMsBetween(hours: BusinessHours, from: number, to: number): number {
  if (!(to > from)) return 0;
  let total = 0;
  const last = localDay(hours.timeZone, to);
  for (let day = localDay(hours.timeZone, from); day <= last; day += DAY) {
    const open = hours.week[weekdayOf(day)];
    if (!open?.opens || !open.closes) continue;
    const start = localInstant(hours.timeZone, day, minutesOf(open.opens));
    const end = localInstant(hours.timeZone, day, minutesOf(open.closes));
    const overlap = Math.min(end, to) - Math.max(start, from);
    if (overlap > 0) total += overlap;
  }
  return total;
}
