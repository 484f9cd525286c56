/**
 * The brokerage's clock (decision 056) in each of Brazil's zones, none with daylight saving since
 * 2019: a day's first and last instants, today, the hour, business days across a weekend and the
 * pt-BR formats, for a brokerage in Manaus as for one in São Paulo (tests/unit/lead-stalled.test.ts
 * and business-hours.test.ts hold São Paulo's cases).
 */
import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  businessMsBetween,
  endOfLocalDay,
  formatDate,
  formatDateTime,
  formatTime,
  isBusinessDay,
  localDate,
  localHour,
  startOfLocalDay,
  subtractBusinessDays,
  today,
  zoneOffset,
} from "~/.server/platform";
import { BUSINESS_TIME_ZONES, defaultBusinessHours } from "~/content/business-hours";

const MANAUS = "America/Manaus";
const HOUR = 3_600_000;
/** A Manaus wall-clock time (UTC−4) as an instant. */
const am = (wall: string) => new Date(`${wall}-04:00`);
const iso = (wall: string) => am(wall).toISOString();

describe("Brazil's four zones", () => {
  it("have their fixed offsets all year (January and July alike)", () => {
    const expected = {
      "America/Sao_Paulo": -3,
      "America/Manaus": -4,
      "America/Rio_Branco": -5,
      "America/Noronha": -2,
    };
    for (const zone of BUSINESS_TIME_ZONES) {
      for (const at of ["2026-01-15T12:00:00Z", "2026-07-15T12:00:00Z"]) {
        expect(zoneOffset(Date.parse(at), zone), `${zone} ${at}`).toBe(expected[zone] * HOUR);
      }
    }
  });

  it("a day runs from local midnight to 23:59:59.999 there, in each zone", () => {
    expect(startOfLocalDay("2026-11-27", "America/Noronha").toISOString()).toBe("2026-11-27T02:00:00.000Z");
    expect(endOfLocalDay("2026-11-27", "America/Sao_Paulo").toISOString()).toBe("2026-11-28T02:59:59.999Z");
    expect(endOfLocalDay("2026-11-27", MANAUS).toISOString()).toBe("2026-11-28T03:59:59.999Z");
    expect(endOfLocalDay("2026-11-27", "America/Rio_Branco").toISOString()).toBe("2026-11-28T04:59:59.999Z");
  });
});

describe("a brokerage in Manaus", () => {
  it("turns the day at midnight in Manaus, an hour after Brasília", () => {
    expect(startOfLocalDay("2026-11-27", MANAUS).toISOString()).toBe(iso("2026-11-27T00:00:00"));
    expect(localDate(am("2026-11-27T23:59:59.999"), MANAUS)).toBe("2026-11-27");
    expect(localDate(am("2026-11-28T00:00:00"), MANAUS)).toBe("2026-11-28");
    // 00:30 in Brasília is still yesterday in Manaus.
    expect(today(MANAUS, new Date("2026-11-28T03:30:00Z"))).toBe("2026-11-27");
    expect(today("America/Sao_Paulo", new Date("2026-11-28T03:30:00Z"))).toBe("2026-11-28");
    // A day's end reads back as that day; a millisecond later is the next.
    const end = endOfLocalDay("2026-12-31", MANAUS);
    expect(localDate(end, MANAUS)).toBe("2026-12-31");
    expect(localDate(end.getTime() + 1, MANAUS)).toBe("2027-01-01");
  });

  it("reads the hour in Manaus: the digest's 08:00 is 09:00 in Brasília", () => {
    expect(localHour(am("2026-11-30T07:59:00"), MANAUS)).toBe(7);
    expect(localHour(am("2026-11-30T08:00:00"), MANAUS)).toBe(8);
    expect(localHour(am("2026-11-30T08:00:00"), "America/Sao_Paulo")).toBe(9);
  });

  it("counts business days Monday to Friday in Manaus, across a weekend", () => {
    // Friday 23:30 in Manaus is Saturday 00:30 in Brasília: still a business day there.
    expect(isBusinessDay(am("2026-11-27T23:30:00"), MANAUS)).toBe(true);
    expect(isBusinessDay(am("2026-11-27T23:30:00"), "America/Sao_Paulo")).toBe(false);
    expect(isBusinessDay(am("2026-11-29T23:59:00"), MANAUS)).toBe(false);
    expect(isBusinessDay(am("2026-11-30T00:00:00"), MANAUS)).toBe(true);
    // Friday 10:00 plus one business day is Monday 10:00; from Saturday, Tuesday 00:00.
    expect(addBusinessDays(am("2026-11-27T10:00:00"), 1, MANAUS).toISOString()).toBe(
      iso("2026-11-30T10:00:00"),
    );
    expect(addBusinessDays(am("2026-11-28T10:00:00"), 1, MANAUS).toISOString()).toBe(
      iso("2026-12-01T00:00:00"),
    );
    // On Sunday, one business day back is Friday 00:00 in Manaus.
    expect(subtractBusinessDays(am("2026-11-29T15:00:00"), 1, MANAUS).toISOString()).toBe(
      iso("2026-11-27T00:00:00"),
    );
    expect(subtractBusinessDays(am("2026-11-30T10:00:00"), 1, MANAUS).toISOString()).toBe(
      iso("2026-11-27T10:00:00"),
    );
  });

  it("counts business hours in Manaus", () => {
    const manaus = { ...defaultBusinessHours, timeZone: MANAUS } as const;
    // Friday 17:00 to Monday 10:00 in Manaus: 1 h on Friday, 1 h on Monday.
    expect(
      businessMsBetween(manaus, am("2026-11-27T17:00:00").getTime(), am("2026-11-30T10:00:00").getTime()),
    ).toBe(2 * HOUR);
  });

  it("writes dates and times as Manaus reads them", () => {
    const at = "2026-11-28T03:30:00.000Z";
    expect(formatDate(at, MANAUS)).toBe("27/11/2026");
    expect(formatDateTime(at, MANAUS)).toBe("27/11/2026, 23:30");
    expect(formatDateTime(at, MANAUS, { seconds: true })).toBe("27/11/2026, 23:30:00");
    expect(formatTime(at, MANAUS)).toBe("23:30");
    expect(formatDateTime(at, "America/Sao_Paulo")).toBe("28/11/2026, 00:30");
  });
});
