import { describe, expect, it } from "vitest";
import { stalledRuleFor, stalledSince } from "~/.server/leads/stalled";
import {
  addBusinessDays,
  isBusinessDay,
  localDate,
  localHour,
  subtractBusinessDays,
} from "~/.server/platform";

/** A São Paulo brokerage (the default); tests/unit/clock.test.ts has one in Manaus. */
const SP = "America/Sao_Paulo";

/** São Paulo wall-clock time (UTC−3, no daylight saving since 2019) as an instant. */
const sp = (wall: string) => new Date(`${wall}-03:00`);
const iso = (wall: string) => sp(wall).toISOString();

// 2026-11-27 is a Friday; 2026-11-30 a Monday.
describe("business days (Monday to Friday, São Paulo)", () => {
  it("Friday 10:00 is one business day before Monday 10:00, and Thursday 10:00 before Friday 10:00", () => {
    expect(subtractBusinessDays(sp("2026-11-30T10:00:00"), 1, SP).toISOString()).toBe(
      iso("2026-11-27T10:00:00"),
    );
    expect(subtractBusinessDays(sp("2026-11-27T10:00:00"), 1, SP).toISOString()).toBe(
      iso("2026-11-26T10:00:00"),
    );
    expect(subtractBusinessDays(sp("2026-11-30T10:00:00"), 5, SP).toISOString()).toBe(
      iso("2026-11-23T10:00:00"),
    );
    expect(subtractBusinessDays(sp("2026-12-01T10:00:00"), 2, SP).toISOString()).toBe(
      iso("2026-11-27T10:00:00"),
    );
  });

  it("on a weekend the count starts from Friday's end: Saturday and Sunday never add time", () => {
    const fridayStart = iso("2026-11-27T00:00:00");
    expect(subtractBusinessDays(sp("2026-11-28T15:00:00"), 1, SP).toISOString()).toBe(fridayStart);
    expect(subtractBusinessDays(sp("2026-11-29T23:59:00"), 1, SP).toISOString()).toBe(fridayStart);
    expect(subtractBusinessDays(sp("2026-11-30T00:00:00"), 1, SP).toISOString()).toBe(fridayStart);
  });

  it("Friday 10:00 plus one business day is Monday 10:00; a weekend activity counts from Monday 00:00", () => {
    expect(addBusinessDays(sp("2026-11-27T10:00:00"), 1, SP).toISOString()).toBe(iso("2026-11-30T10:00:00"));
    expect(addBusinessDays(sp("2026-11-28T10:00:00"), 1, SP).toISOString()).toBe(iso("2026-12-01T00:00:00"));
    expect(addBusinessDays(sp("2026-11-26T23:00:00"), 5, SP).toISOString()).toBe(iso("2026-12-03T23:00:00"));
  });

  it("adding and subtracting agree on weekdays, across a month and a year's end", () => {
    for (const wall of ["2026-12-31T09:30:00", "2027-01-04T08:00:00", "2026-11-25T17:45:00"]) {
      for (const days of [1, 5, 60]) {
        expect(subtractBusinessDays(addBusinessDays(sp(wall), days, SP), days, SP).toISOString()).toBe(
          iso(wall),
        );
      }
    }
  });

  it("knows the weekday, the day and the hour in São Paulo, not in UTC", () => {
    expect(isBusinessDay(sp("2026-11-27T23:30:00"), SP)).toBe(true); // Saturday 02:30 UTC
    expect(isBusinessDay(sp("2026-11-28T00:30:00"), SP)).toBe(false);
    expect(isBusinessDay(sp("2026-11-30T00:00:00"), SP)).toBe(true);
    expect(localDate(sp("2026-11-27T23:30:00"), SP)).toBe("2026-11-27");
    expect(localHour(sp("2026-11-27T07:59:00"), SP)).toBe(7);
    expect(localHour(sp("2026-11-27T08:00:00"), SP)).toBe(8);
  });
});

describe("stalledSince and the stage cutoffs", () => {
  it("is the earlier of the next action date and the end of the stage's business days", () => {
    const lead = { next_action_at: null, last_activity_at: iso("2026-11-27T10:00:00") };
    expect(stalledSince(lead, 1, SP)).toEqual({ at: iso("2026-11-30T10:00:00"), reason: "no-activity" });
    expect(stalledSince({ ...lead, next_action_at: iso("2026-11-28T09:00:00") }, 1, SP)).toEqual({
      at: iso("2026-11-28T09:00:00"),
      reason: "next-action",
    });
    expect(stalledSince({ ...lead, next_action_at: iso("2026-12-02T09:00:00") }, 1, SP)?.reason).toBe(
      "no-activity",
    );
    expect(stalledSince(lead, null, SP)).toBeNull();
  });

  it("gives each open stage its cutoff, none to a stage without N", () => {
    const rule = stalledRuleFor(
      [
        { id: "novo", stalled_after_days: 1 },
        { id: "cotando", stalled_after_days: 5 },
        { id: "sem-prazo", stalled_after_days: null },
      ],
      sp("2026-11-30T10:00:00"),
      SP,
    );
    expect(rule.now).toBe(iso("2026-11-30T10:00:00"));
    expect(rule.stages.map((s) => s.cutoff)).toEqual([
      iso("2026-11-27T10:00:00"),
      iso("2026-11-23T10:00:00"),
      null,
    ]);
  });
});
