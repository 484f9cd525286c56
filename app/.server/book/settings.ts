import { DEFAULT_REMINDER_DAYS, DEFAULT_RENEWAL_WINDOW_DAYS } from "~/lib/book-labels";
import type { Db } from "./access";

/** The renewal desk's windows, as admins set them (book_settings, one row "book"). */
export interface BookSettings {
  /** A policy's renewal opens this many days before its end. */
  renewalWindowDays: number;
  /** Owners and admins are reminded this many days before the end, each once, largest first. */
  reminderDays: number[];
}

export async function bookSettings(db: Db): Promise<BookSettings> {
  const row = await db.selectFrom("book_settings").selectAll().where("id", "=", "book").executeTakeFirst();
  if (!row)
    return { renewalWindowDays: DEFAULT_RENEWAL_WINDOW_DAYS, reminderDays: [...DEFAULT_REMINDER_DAYS] };
  const reminderDays = row.reminder_days
    .split(",")
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .sort((a, b) => b - a);
  return { renewalWindowDays: row.renewal_window_days, reminderDays };
}
