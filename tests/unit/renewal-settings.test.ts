import { describe, expect, it } from "vitest";
import { RENEWAL_MESSAGES, renewalSettingsSchema } from "~/lib/renewal-schemas";

/** The admin's renewal windows (decision 069) at their edges: what is kept, and the message of what is not. */
const parse = (windowDays: string, reminderDays: string) =>
  renewalSettingsSchema.safeParse({ windowDays, reminderDays });
const messagesOf = (result: ReturnType<typeof parse>) =>
  result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("renewal settings", () => {
  it.each([
    ["7", "7, 1", { windowDays: 7, reminderDays: [7, 1] }],
    ["180", "180, 90, 30, 1", { windowDays: 180, reminderDays: [180, 90, 30, 1] }],
    [" 60 ", "1;7 15,30", { windowDays: 60, reminderDays: [30, 15, 7, 1] }],
  ])("keeps a window of %s days with reminders %s", (windowDays, reminderDays, kept) => {
    expect(parse(windowDays, reminderDays)).toEqual({ success: true, data: kept });
  });

  it.each(["6", "181", "0", "-7", "60.5", "sessenta", "", "1000"])(
    "refuses a window of %j days: it goes from 7 to 180",
    (windowDays) => {
      expect(messagesOf(parse(windowDays, "1"))).toEqual([["windowDays", RENEWAL_MESSAGES.windowDays]]);
    },
  );

  it.each([
    ["61", "a window of 60 days cannot remind 61 days before"],
    ["0", "no reminder on the day after the end"],
    ["30, quinze", "a word is not a day"],
    ["", "at least one reminder"],
  ])("refuses reminders %j (%s)", (reminderDays) => {
    expect(messagesOf(parse("60", reminderDays))).toEqual([["reminderDays", RENEWAL_MESSAGES.reminderDays]]);
  });

  it("refuses a reminder day given twice", () => {
    expect(messagesOf(parse("60", "30, 15, 30"))).toEqual([
      ["reminderDays", RENEWAL_MESSAGES.reminderRepeated],
    ]);
  });
});
