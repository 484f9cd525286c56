import { displayName } from "~/.server/accounts";
import { audit } from "~/.server/audit";
import { brokerageTimeZone } from "~/.server/content";
import type { App } from "~/.server/platform";
import {
  intentSchema,
  now,
  nowIso,
  parseInput,
  startOfLocalDay,
  today,
  transaction,
} from "~/.server/platform";
import { parseDay } from "~/lib/book-schemas";
import { formatMoney } from "~/lib/br";
import { addDays, daysBetween } from "~/lib/dates";
import { type RenewalSettingsInput, renewalSettingsSchema } from "~/lib/renewal-schemas";
import { renewalsWithPolicy } from "./renewal-desk";
import { insurerName, productName } from "./renewal-job";
import { bookSettings } from "./settings";

/**
 * The renewal desk's admin screens (issue 42, decision 069): the windows (how many days before the
 * end a renewal opens, and the reminder days), audited; and the indicators.
 */

export const RENEWAL_SETTINGS_DONE = { save: "Janelas de renovação salvas." } as const;

export async function renewalSettingsScreen({ db }: App) {
  const settings = await bookSettings(db);
  const row = await db
    .selectFrom("book_settings as s")
    .leftJoin("users as u", "u.id", "s.updated_by")
    .select(["s.updated_at", "s.updated_by", "u.name", "u.email"])
    .where("s.id", "=", "book")
    .executeTakeFirst();
  return {
    windowDays: settings.renewalWindowDays,
    reminderDays: settings.reminderDays.join(", "),
    updatedBy: row?.updated_by ? displayName({ name: row.name, email: row.email }) : null,
  };
}

/** The settings form's post: its one intent ("save"), then the windows. */
export async function runRenewalSettingsAction(app: App, actorId: string, form: Record<string, string>) {
  parseInput(intentSchema(RENEWAL_SETTINGS_DONE), form.intent);
  await saveRenewalSettings(app, actorId, parseInput(renewalSettingsSchema, form));
}

/** Saves the windows (one row, "book"), with the audit row of what changed. */
export async function saveRenewalSettings({ db }: App, actorId: string, input: RenewalSettingsInput) {
  await transaction(db, async (trx) => {
    const before = await bookSettings(trx);
    const values = {
      renewal_window_days: input.windowDays,
      reminder_days: input.reminderDays.join(","),
      updated_by: actorId,
      updated_at: nowIso(),
    };
    await trx
      .insertInto("book_settings")
      .values({ id: "book", ...values })
      .onConflict((oc) => oc.column("id").doUpdateSet(values))
      .execute();
    await audit(trx, {
      actorId,
      action: "book_settings.update",
      targetId: "book",
      details: {
        from: { windowDays: before.renewalWindowDays, reminderDays: before.reminderDays },
        to: { windowDays: input.windowDays, reminderDays: input.reminderDays },
      },
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Indicators

export interface RenewalPeriod {
  from: string;
  to: string;
}

/** The period from the address (de, ate: "YYYY-MM-DD"); by default the last 12 months to today. */
export function renewalPeriod(params: URLSearchParams, at = now()): RenewalPeriod {
  const todayDay = today(brokerageTimeZone(), at);
  const to = parseDay(params.get("ate") ?? "") ?? todayDay;
  const from = parseDay(params.get("de") ?? "") ?? addDays(to, -365);
  return from <= to ? { from, to } : { from: to, to: from };
}

export const STAKE_DAYS = [30, 60, 90] as const;

interface RateRow {
  key: string;
  label: string;
  renewed: number;
  closed: number;
  /** Renovadas ÷ closed, as a whole percentage; null when none closed. */
  rate: number | null;
}

const rateOf = (renewed: number, closed: number) =>
  closed === 0 ? null : Math.round((renewed / closed) * 100);

/**
 * The renewal indicators: first, the policies past their end with the renewal still open (the
 * goal is zero), with links; the renewal rate by insurer, product and producer of the renewals
 * closed in the period; and the premium and commission at stake in the open renewals ending in
 * the next 30, 60 and 90 days.
 */
export async function renewalIndicators({ db }: App, period: RenewalPeriod, at = now()) {
  const timeZone = brokerageTimeZone();
  const todayDay = today(timeZone, at);
  const open = () => renewalsWithPolicy(db).where("r.closed_at", "is", null);
  const [overdueCount, overdue, closed, stakes] = await Promise.all([
    open()
      .where("r.due_on", "<", todayDay)
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow(),
    open()
      .where("r.due_on", "<", todayDay)
      .select([
        "r.id",
        "r.due_on",
        "c.name as client",
        "p.insurer_id",
        "p.product",
        "o.name",
        "o.email",
        "r.owner_id",
      ])
      .orderBy("r.due_on")
      .orderBy("r.id")
      .limit(50)
      .execute(),
    renewalsWithPolicy(db)
      .leftJoin("users as pr", "pr.id", "p.producer_id")
      .where("r.closed_at", ">=", startOfLocalDay(period.from, timeZone).toISOString())
      .where("r.closed_at", "<", startOfLocalDay(addDays(period.to, 1), timeZone).toISOString())
      .select([
        "r.status",
        "p.insurer_id",
        "p.product",
        "p.producer_id",
        "pr.name as producer_name",
        "pr.email as producer_email",
      ])
      .execute(),
    Promise.all(
      STAKE_DAYS.map((days) =>
        open()
          .where("r.due_on", ">=", todayDay)
          .where("r.due_on", "<=", addDays(todayDay, days))
          .select((eb) => [
            eb.fn.countAll<string | number>().as("n"),
            eb.fn.sum<string | number | null>("p.total_premium_cents").as("premium"),
            eb.fn.sum<string | number | null>("p.commission_cents").as("commission"),
          ])
          .executeTakeFirstOrThrow(),
      ),
    ),
  ]);

  const group = (
    keyOf: (r: (typeof closed)[number]) => string,
    labelOf: (r: (typeof closed)[number]) => string,
  ) => {
    const rows = new Map<string, RateRow>();
    for (const r of closed) {
      const key = keyOf(r);
      const row = rows.get(key) ?? { key, label: labelOf(r), renewed: 0, closed: 0, rate: null };
      row.closed += 1;
      if (r.status === "renovada") row.renewed += 1;
      rows.set(key, row);
    }
    return [...rows.values()]
      .map((row) => ({ ...row, rate: rateOf(row.renewed, row.closed) }))
      .sort((a, b) => b.closed - a.closed || a.label.localeCompare(b.label, "pt-BR"));
  };
  const renewed = closed.filter((r) => r.status === "renovada").length;
  return {
    period,
    overdue: {
      total: Number(overdueCount.n),
      renewals: overdue.map((r) => ({
        id: r.id,
        client: r.client,
        insurer: insurerName(r.insurer_id),
        product: productName(r.product),
        daysPast: -daysBetween(todayDay, r.due_on),
        owner: r.owner_id ? displayName({ name: r.name, email: r.email }) : null,
      })),
    },
    total: { renewed, closed: closed.length, rate: rateOf(renewed, closed.length) },
    byInsurer: group(
      (r) => r.insurer_id,
      (r) => insurerName(r.insurer_id),
    ),
    byProduct: group(
      (r) => r.product,
      (r) => productName(r.product),
    ),
    byProducer: group(
      (r) => r.producer_id ?? "",
      (r) =>
        r.producer_id ? displayName({ name: r.producer_name, email: r.producer_email }) : "Sem produtor",
    ),
    stakes: STAKE_DAYS.map((days, i) => ({
      days,
      renewals: Number(stakes[i]?.n ?? 0),
      premium: formatMoney(Number(stakes[i]?.premium ?? 0)),
      premiumCents: Number(stakes[i]?.premium ?? 0),
      commission: formatMoney(Number(stakes[i]?.commission ?? 0)),
      commissionCents: Number(stakes[i]?.commission ?? 0),
    })),
  };
}

export type RenewalIndicators = Awaited<ReturnType<typeof renewalIndicators>>;
