/**
 * Business hours in "Dados da corretora" (decision 043): the schema's limits (the last value
 * accepted and the first refused) and the arithmetic the first-contact indicator counts with.
 */
import { describe, expect, it } from "vitest";
import { businessMsBetween, zoneOffset } from "~/.server/platform";
import { defaultBusinessHours } from "~/content/business-hours";
import { businessHoursSchema } from "~/content/site-config";

const MIN = 60_000;
const brt = (wall: string) => Date.parse(`${wall.replace(" ", "T")}:00-03:00`);
const week = (monday: { opens: string; closes: string }) => ({
  timeZone: "America/Sao_Paulo",
  week: [monday, ...defaultBusinessHours.week.slice(1)],
});
const errorsOf = (value: unknown) => {
  const parsed = businessHoursSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
};

describe("the business hours' schema", () => {
  it("takes the default: Monday to Friday, 09:00 to 18:00, Brasília", () => {
    expect(errorsOf(defaultBusinessHours)).toEqual([]);
  });

  it("takes 23:59 and refuses 24:00; takes a minute after opening and refuses the opening itself", () => {
    expect(errorsOf(week({ opens: "00:00", closes: "23:59" }))).toEqual([]);
    expect(errorsOf(week({ opens: "00:00", closes: "24:00" }))).toEqual([
      "week.0.closes: Use o formato 00:00, por exemplo 09:00.",
    ]);
    expect(errorsOf(week({ opens: "09:00", closes: "09:01" }))).toEqual([]);
    expect(errorsOf(week({ opens: "09:00", closes: "09:00" }))).toEqual([
      "week.0.closes: O fechamento precisa ser depois da abertura.",
    ]);
    expect(errorsOf(week({ opens: "9h", closes: "18:00" }))).toEqual([
      "week.0.opens: Use o formato 00:00, por exemplo 09:00.",
    ]);
  });

  it("a day is open with both times or closed with neither", () => {
    expect(errorsOf(week({ opens: "", closes: "" }))).toEqual([]);
    expect(errorsOf(week({ opens: "09:00", closes: "" }))).toEqual([
      "week.0.closes: Preencha abertura e fechamento, ou deixe os dois em branco (fechado).",
    ]);
    expect(errorsOf(week({ opens: "", closes: "18:00" }))).toEqual([
      "week.0.opens: Preencha abertura e fechamento, ou deixe os dois em branco (fechado).",
    ]);
  });

  it("refuses a week with no open day, six days, and a time zone outside Brazil", () => {
    const closed = { opens: "", closes: "" };
    expect(errorsOf({ timeZone: "America/Sao_Paulo", week: Array(7).fill(closed) })).toEqual([
      "week: Informe o horário de pelo menos um dia da semana.",
    ]);
    expect(errorsOf({ ...defaultBusinessHours, week: defaultBusinessHours.week.slice(0, 6) })).toEqual([
      "week: Informe os sete dias da semana.",
    ]);
    expect(errorsOf({ ...defaultBusinessHours, timeZone: "Europe/Lisbon" })).toEqual([
      "timeZone: Escolha o fuso horário.",
    ]);
  });
});

describe("time in business hours", () => {
  const hours = defaultBusinessHours;
  it("counts only the open hours of open days, in the brokerage's time zone", () => {
    expect(zoneOffset(brt("2026-11-26 12:00"), "America/Sao_Paulo")).toBe(-3 * 60 * MIN);
    expect(businessMsBetween(hours, brt("2026-11-26 10:00"), brt("2026-11-26 10:45"))).toBe(45 * MIN);
    // Outside hours, both ends: nothing.
    expect(businessMsBetween(hours, brt("2026-11-26 18:00"), brt("2026-11-27 09:00"))).toBe(0);
    expect(businessMsBetween(hours, brt("2026-11-26 06:00"), brt("2026-11-26 08:59"))).toBe(0);
    // Friday 17:00 to Monday 10:00: 1 h on Friday, 1 h on Monday; the weekend is closed.
    expect(businessMsBetween(hours, brt("2026-11-27 17:00"), brt("2026-11-30 10:00"))).toBe(120 * MIN);
    // A whole week: five days of 9 h.
    expect(businessMsBetween(hours, brt("2026-11-23 00:00"), brt("2026-11-30 00:00"))).toBe(45 * 60 * MIN);
    // Backwards or equal: nothing.
    expect(businessMsBetween(hours, brt("2026-11-26 11:00"), brt("2026-11-26 10:00"))).toBe(0);
  });

  it("follows the chosen time zone: 09:00 in Manaus is 10:00 in Brasília", () => {
    const manaus = { ...hours, timeZone: "America/Manaus" as const };
    expect(businessMsBetween(manaus, brt("2026-11-26 09:00"), brt("2026-11-26 10:30"))).toBe(30 * MIN);
  });
});
