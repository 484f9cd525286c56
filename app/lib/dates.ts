/**
 * Dates in a time zone, the same in the browser and on the server (decision 056): a zone's offset,
 * the calendar day an instant falls on, the instants a local day starts and ends, and the pt-BR
 * formats staff read. The zone is always passed in: the brokerage's (chosen in "Dados da
 * corretora") reaches components in root data (`useTimeZone` in app/root-data.ts) and server code
 * through `brokerageTimeZone()`. Business days and hours, which only the server counts, are in
 * app/.server/platform/clock.ts, built on this file.
 */

/** An instant as the app holds one: a Date, epoch milliseconds, or stored ISO text. */
export type Moment = Date | number | string;

/**
 * The zone of a brokerage that chose none: the default of "Dados da corretora"
 * (app/content/business-hours.ts) and nothing else. Code that shows or counts a date takes the
 * brokerage's zone instead (tests/unit/one-clock.test.ts keeps it so).
 */
export const DEFAULT_TIME_ZONE = "America/Sao_Paulo";

export const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

const epochOf = (at: Moment): number =>
  typeof at === "number" ? at : typeof at === "string" ? Date.parse(at) : at.getTime();

/** One formatter per zone and style: building one costs far more than formatting with it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Offsets already read, per zone and UTC hour: a zone's offset changes only on a whole hour (all of
 * Brazil's do), and a month of first contacts asks for the same few hundred hours thousands of
 * times (Intl is the cost; docs/performance.md). Emptied when it grows past a year of hours.
 */
const offsets = new Map<string, number>();

/** The zone's offset from UTC at `at`, in ms (local = UTC + offset): −3 h for Brasília. */
export function zoneOffset(at: number, timeZone: string): number {
  const key = `${timeZone} ${Math.floor(at / HOUR_MS)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  if (offsets.size > 10_000) offsets.clear();
  const offset = readOffset(at, timeZone);
  offsets.set(key, offset);
  return offset;
}

function readOffset(at: number, timeZone: string): number {
  const parts = formatterFor(
    `parts ${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      }),
  ).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return local - Math.floor(at / 1000) * 1000;
}

/** The zone's wall-clock time at `at`, as epoch milliseconds read as if they were UTC. */
export function wallClock(at: Moment, timeZone: string): number {
  const instant = epochOf(at);
  return instant + zoneOffset(instant, timeZone);
}

/** The instant at which the zone's wall clock reads `wall` (as from `wallClock`). */
export function fromWallClock(wall: number, timeZone: string): number {
  // Twice: the offset at the guess may differ from the offset at the answer across a change.
  const guess = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(guess, timeZone);
}

/** The calendar day `at` falls on in the zone, "YYYY-MM-DD" (as a date input writes it). */
export function localDate(at: Moment, timeZone: string): string {
  return new Date(wallClock(at, timeZone)).toISOString().slice(0, 10);
}

/** The first instant of a local day ("YYYY-MM-DD") in the zone. */
export function startOfLocalDay(date: string, timeZone: string): Date {
  return new Date(fromWallClock(Date.parse(`${date}T00:00:00Z`), timeZone));
}

/** The last instant (to the millisecond) of a local day in the zone: 23:59:59.999 there. */
export function endOfLocalDay(date: string, timeZone: string): Date {
  return new Date(fromWallClock(Date.parse(`${date}T00:00:00Z`) + DAY_MS, timeZone) - 1);
}

const pattern = (timeZone: string, style: string, options: Intl.DateTimeFormatOptions) =>
  formatterFor(`${style} ${timeZone}`, () => new Intl.DateTimeFormat("pt-BR", { ...options, timeZone }));

/** "26/11/2026" in the zone. */
export function formatDate(at: Moment, timeZone: string): string {
  return pattern(timeZone, "date", { dateStyle: "short" }).format(epochOf(at));
}

/** "26/11/2026, 14:05" in the zone; with `seconds`, "26/11/2026, 14:05:33". */
export function formatDateTime(at: Moment, timeZone: string, options: { seconds?: boolean } = {}): string {
  const timeStyle = options.seconds ? "medium" : "short";
  return pattern(timeZone, `date-${timeStyle}`, { dateStyle: "short", timeStyle }).format(epochOf(at));
}

/** "14:05" in the zone. */
export function formatTime(at: Moment, timeZone: string): string {
  return pattern(timeZone, "time", { timeStyle: "short" }).format(epochOf(at));
}

/** A calendar day ("YYYY-MM-DD") `days` later (earlier when negative): no zone, no clock. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` ("YYYY-MM-DD"): negative when `to` is before `from`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
