import { describe, expect, it } from "vitest";
import {
  dueAt,
  dueDay,
  LEAD_MESSAGES,
  NEXT_ACTION_MAX,
  newLeadSchemaIn,
  nextActionSchemaIn,
  todayIn,
} from "~/lib/lead-schemas";

/** A São Paulo brokerage (the default); a Manaus one below. */
const SP = "America/Sao_Paulo";
const nextActionSchema = nextActionSchemaIn(SP);
const newLeadSchema = newLeadSchemaIn(SP);
const todayInBrazil = (now?: Date) => todayIn(SP, now);

const DAY = 86_400_000;

describe("the lead desk's forms (decision 041)", () => {
  it("a next action's day is due at its end in Brasília, and reads back as the same day", () => {
    expect(dueAt("2026-11-27", SP)).toBe("2026-11-28T02:59:59.999Z");
    expect(dueDay(dueAt("2026-11-27", SP), SP)).toBe("2026-11-27");
    expect(dueDay(null, SP)).toBe("");
    // 23:30 in Brasília is already the next day in UTC: still "today" for the desk.
    expect(todayInBrazil(new Date("2026-11-27T02:30:00Z"))).toBe("2026-11-26");
  });

  it("in a Manaus brokerage the day ends an hour later, and today turns an hour later", () => {
    const manaus = "America/Manaus";
    expect(dueAt("2026-11-27", manaus)).toBe("2026-11-28T03:59:59.999Z");
    expect(dueDay("2026-11-28T03:59:59.999Z", manaus)).toBe("2026-11-27");
    expect(todayIn(manaus, new Date("2026-11-28T03:30:00Z"))).toBe("2026-11-27");
    expect(todayIn(SP, new Date("2026-11-28T03:30:00Z"))).toBe("2026-11-28");
  });

  it("the next action: today is the first day accepted, yesterday refused; text up to its limit", () => {
    const today = todayInBrazil();
    const yesterday = todayInBrazil(new Date(Date.now() - DAY));
    expect(nextActionSchema.safeParse({ nextAction: "Ligar", nextActionAt: today }).success).toBe(true);
    const past = nextActionSchema.safeParse({ nextAction: "Ligar", nextActionAt: yesterday });
    expect(past.error?.issues[0]?.message).toBe(LEAD_MESSAGES.nextActionAtPast);
    for (const day of ["2026-02-30", "27/11/2026", ""]) {
      expect(nextActionSchema.safeParse({ nextAction: "Ligar", nextActionAt: day }).success, day).toBe(false);
    }
    const longest = "x".repeat(NEXT_ACTION_MAX);
    expect(nextActionSchema.safeParse({ nextAction: longest, nextActionAt: today }).success).toBe(true);
    expect(nextActionSchema.safeParse({ nextAction: `${longest}x`, nextActionAt: today }).success).toBe(
      false,
    );
  });

  it("a lead added by hand needs the e-mail or the phone (either is enough)", () => {
    const base = {
      name: "Carlos",
      contactMethod: "Telefone",
      source: "phone",
      nextAction: "Ligar",
      nextActionAt: todayInBrazil(),
    };
    const none = newLeadSchema.safeParse(base);
    expect(none.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["phone", LEAD_MESSAGES.contactMissing],
    ]);
    expect(newLeadSchema.safeParse({ ...base, phone: "+55 (41) 9 8765-4321" }).data?.phone).toBe(
      "41987654321",
    );
    expect(newLeadSchema.safeParse({ ...base, email: "carlos@example.com" }).success).toBe(true);
    expect(newLeadSchema.safeParse({ ...base, phone: "4198765" }).success).toBe(false);
    expect(newLeadSchema.safeParse({ ...base, email: "carlos@", phone: "41987654321" }).success).toBe(false);
  });
});
