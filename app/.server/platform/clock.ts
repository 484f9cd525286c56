import type { BusinessHours } from "~/content/business-hours";
import { DAY_MS, fromWallClock, localDate, MINUTE_MS, type Moment, wallClock } from "~/lib/dates";

/**
 * The brokerage's clock (decision 056): now, today, the local day and hour, business days (decision
 * 042) and business hours (decision 043), all in one time zone passed in. Which zone is the
 * brokerage's is the content domain's to say (`brokerageTimeZone()`, from "Dados da corretora"):
 * platform imports no domain. The zone arithmetic and the pt-BR formats are app/lib/dates.ts,
 * shared with the browser, re-exported here so server code has one face for dates.
 */

export {
  DAY_MS,
  endOfLocalDay,
  formatDate,
  formatDateTime,
  formatTime,
  localDate,
  type Moment,
  startOfLocalDay,
  zoneOffset,
} from "~/lib/dates";

/**
 * Now. Jobs and rules take their `now` from their caller (tests pass a fixed one); this is what
 * the callers at the top pass.
 */
export function now(): Date {
  return new Date();
}

/** Now as stored in the database's text columns (ISO 8601, UTC). */
export function nowIso(): string {
  return now().toISOString();
}

/** Now in milliseconds since 1970, for durations and the counters' expiry. */
export function nowMs(): number {
  return now().getTime();
}

/** Today in the zone, "YYYY-MM-DD". */
export function today(timeZone: string, at: Moment = now()): string {
  return localDate(at, timeZone);
}

/** The hour of the day (0–23) in the zone. */
export function localHour(at: Moment, timeZone: string): number {
  return new Date(wallClock(at, timeZone)).getUTCHours();
}

// ---------------------------------------------------------------------------------------------
// Business days: Monday to Friday in the zone; national holidays count (decision 042 says why).

const WEEK = 7 * DAY_MS;
const WORK_WEEK = 5 * DAY_MS;
/** 1970-01-05 was a Monday: the business clock's weeks start there. */
const FIRST_MONDAY = 4 * DAY_MS;

/**
 * Business time elapsed since the first Monday of 1970, in milliseconds: it runs Monday 00:00 to
 * Saturday 00:00 (wall clock) and stands still over the weekend.
 */
function businessClock(wall: number): number {
  const x = wall - FIRST_MONDAY;
  const week = Math.floor(x / WEEK);
  return week * WORK_WEEK + Math.min(x - week * WEEK, WORK_WEEK);
}

/** The earliest wall-clock time whose business clock reads `clock` (a Friday's end is Saturday 00:00). */
function wallAtBusinessClock(clock: number): number {
  const week = Math.ceil(clock / WORK_WEEK) - 1;
  return FIRST_MONDAY + week * WEEK + (clock - week * WORK_WEEK);
}

/** Monday to Friday, in the zone. */
export function isBusinessDay(at: Moment, timeZone: string): boolean {
  const weekday = new Date(wallClock(at, timeZone)).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * `days` business days before `at`: the instant from which, counting only Monday–Friday time,
 * `days` × 24 h have gone by. Friday 10:00 is one business day before Monday 10:00; on a weekend
 * the count starts from Friday's end (so Saturday and Sunday never make a lead parado).
 */
export function subtractBusinessDays(at: Moment, days: number, timeZone: string): Date {
  const clock = businessClock(wallClock(at, timeZone)) - days * DAY_MS;
  return new Date(fromWallClock(wallAtBusinessClock(clock), timeZone));
}

/**
 * `days` business days after `from`: when a lead last active at `from` becomes parado (just after
 * this instant). An activity on a weekend counts from Monday 00:00.
 */
export function addBusinessDays(from: Moment, days: number, timeZone: string): Date {
  const clock = businessClock(wallClock(from, timeZone)) + days * DAY_MS;
  return new Date(fromWallClock(wallAtBusinessClock(clock), timeZone));
}

// ---------------------------------------------------------------------------------------------
// Business hours (decision 043): how much of an interval falls inside the brokerage's opening
// hours. The lead indicators measure the wait for a first contact with it, so a message sent on
// Friday night and answered on Monday at 09:30 waited 30 minutes.

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
/** The local midnight (wall clock, as from `wallClock`) of the day `at` falls on. */
const wallMidnight = (at: number, timeZone: string) => {
  const wall = wallClock(at, timeZone);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
};
/** Monday 0 … Sunday 6, of a wall-clock midnight. */
const weekdayOf = (midnight: number) => (new Date(midnight).getUTCDay() + 6) % 7;

/** How many ms between `from` and `to` fall inside the business hours (0 when `to` is not after `from`). */
export function businessMsBetween(hours: BusinessHours, from: number, to: number): number {
  if (!(to > from)) return 0;
  let total = 0;
  const last = wallMidnight(to, hours.timeZone);
  for (let day = wallMidnight(from, hours.timeZone); day <= last; day += DAY_MS) {
    const open = hours.week[weekdayOf(day)];
    if (!open?.opens || !open.closes) continue;
    const start = fromWallClock(day + minutesOf(open.opens) * MINUTE_MS, hours.timeZone);
    const end = fromWallClock(day + minutesOf(open.closes) * MINUTE_MS, hours.timeZone);
    const overlap = Math.min(end, to) - Math.max(start, from);
    if (overlap > 0) total += overlap;
  }
  return total;
}
