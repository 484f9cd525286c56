import type { Kysely } from "kysely";
import { audit } from "~/.server/audit";
import type { Database, LeadSource } from "~/.server/platform";
import {
  businessMsBetween,
  DAY_MS,
  formatDateTime,
  localDate,
  now,
  startOfLocalDay,
  transaction,
} from "~/.server/platform";
import type { BusinessHours } from "~/content/business-hours";
import type { LeadPeriodKey } from "~/lib/lead-indicator-labels";
import { sourceLabel } from "~/lib/lead-schemas";
import { demandCounts, type ProductDemand } from "./demand";
import { loadStalledRule, whereStalled } from "./stalled";
import { leadsWithStage } from "./with-stage";

/**
 * The lead desk's indicators for admins (issue 29, decision 043): for a week or a month, leads by
 * product and by source, the median wait for a first contact in business hours, conversion to
 * won, lost reasons, the leads stalled now and the site's demand per product; and the leads of the
 * period as a CSV file. Counted in SQL (GROUP BY on indexed ranges, migration 015) so 50,000 leads
 * stay fast; only the business-hours median is computed here, over the period's first contacts.
 */

export interface LeadPeriod {
  key: LeadPeriodKey;
  /** The first instant in it and the first after it (ISO, UTC), as leads' times are stored. */
  from: string;
  to: string;
  /** Its first and last local days (YYYY-MM-DD), as the screen, the file name and the audit show it. */
  firstDay: string;
  lastDay: string;
}

// Calendar days as the UTC midnight of their date: arithmetic on dates, free of any zone.
const DAY = DAY_MS;
const isoDay = (day: number) => new Date(day).toISOString().slice(0, 10);

/**
 * The period in the brokerage's time zone: weeks run Monday to Sunday, months from the 1st; "this"
 * week or month runs to its end, not to now (the counts are the same, the days read naturally).
 */
export function leadPeriod(key: LeadPeriodKey, timeZone: string, at: number = now().getTime()): LeadPeriod {
  const today = Date.parse(`${localDate(at, timeZone)}T00:00:00Z`);
  let first: number;
  let after: number;
  if (key === "esta-semana" || key === "semana-passada") {
    const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
    first = key === "esta-semana" ? monday : monday - 7 * DAY;
    after = first + 7 * DAY;
  } else {
    const date = new Date(today);
    const month = date.getUTCMonth() - (key === "mes-passado" ? 1 : 0);
    first = Date.UTC(date.getUTCFullYear(), month, 1);
    after = Date.UTC(date.getUTCFullYear(), month + 1, 1);
  }
  return {
    key,
    from: startOfLocalDay(isoDay(first), timeZone).toISOString(),
    to: startOfLocalDay(isoDay(after), timeZone).toISOString(),
    firstDay: isoDay(first),
    lastDay: isoDay(after - DAY),
  };
}

/** The activities that count as contacting the person (decision 043). */
export const FIRST_CONTACT_KINDS = ["call", "whatsapp", "email"] as const;

export interface LeadIndicators {
  /** Leads created in the period. */
  created: number;
  /** Per product of interest (null: none chosen), most leads first. */
  byProduct: Array<{ product: string | null; leads: number }>;
  /** Per source, most leads first. */
  bySource: Array<{ source: LeadSource; leads: number }>;
  /** Leads closed in the period, won and lost; conversion = won ÷ (won + lost), null when none closed. */
  won: number;
  lost: number;
  conversion: number | null;
  /** Of the leads created in the period, how many are won by now. */
  createdNowWon: number;
  /** Lost reasons of the leads lost in the period, most first (null: none recorded). */
  lostReasons: Array<{ reasonId: string | null; label: string; leads: number }>;
  /** Site leads created in the period: the median wait for the first contact, in business hours. */
  firstContact: { medianMs: number | null; contacted: number; waiting: number };
  /** Open leads parado now (decision 042), per stage in the stages' order, and their total. */
  stalled: { total: number; byStage: Array<{ stageId: string; label: string; leads: number }> };
  /** The site's quote and WhatsApp clicks per product in the period's days (decision 044). */
  demand: ProductDemand[];
}

const count = (value: string | number | bigint | null | undefined) => Number(value ?? 0);

/** Every indicator of the period, and the leads parado at `at`. */
export async function leadIndicators(
  db: Kysely<Database>,
  period: LeadPeriod,
  hours: BusinessHours,
  at = now(),
): Promise<LeadIndicators> {
  const rule = await loadStalledRule(db, at, hours.timeZone);
  const createdIn = db
    .selectFrom("leads")
    .where("created_at", ">=", period.from)
    .where("created_at", "<", period.to);
  // Leads with their stage, and those of them closed in the period (won, lost, and why).
  const staged = db.selectFrom("leads").innerJoin("lead_stages", "lead_stages.id", "leads.stage_id");
  const closedIn = staged
    .where("leads.closed_at", ">=", period.from)
    .where("leads.closed_at", "<", period.to);

  const [byProduct, bySource, closed, createdNowWon, lostReasons, firstContacts, stalled, demand] =
    await Promise.all([
      createdIn
        .select(["product", (eb) => eb.fn.countAll<string | number>().as("leads")])
        .groupBy("product")
        .execute(),
      createdIn
        .select(["source", (eb) => eb.fn.countAll<string | number>().as("leads")])
        .groupBy("source")
        .execute(),
      closedIn
        .where("lead_stages.outcome", "in", ["won", "lost"])
        .select(["lead_stages.outcome", (eb) => eb.fn.countAll<string | number>().as("leads")])
        .groupBy("lead_stages.outcome")
        .execute(),
      staged
        .where("leads.created_at", ">=", period.from)
        .where("leads.created_at", "<", period.to)
        .where("lead_stages.outcome", "=", "won")
        .select((eb) => eb.fn.countAll<string | number>().as("leads"))
        .executeTakeFirst(),
      closedIn
        .leftJoin("lead_lost_reasons", "lead_lost_reasons.id", "leads.lost_reason_id")
        .where("lead_stages.outcome", "=", "lost")
        .select([
          "leads.lost_reason_id as reasonId",
          "lead_lost_reasons.label",
          (eb) => eb.fn.countAll<string | number>().as("leads"),
        ])
        .groupBy(["leads.lost_reason_id", "lead_lost_reasons.label"])
        .execute(),
      // The visitor who wrote through the site and waits: the first staff call, WhatsApp or e-mail
      // after the lead was created (a lead staff entered began with a conversation).
      db
        .selectFrom("leads as l")
        .where("l.source", "=", "site")
        .where("l.created_at", ">=", period.from)
        .where("l.created_at", "<", period.to)
        .select([
          "l.created_at",
          (eb) =>
            eb
              .selectFrom("lead_activities as a")
              .whereRef("a.lead_id", "=", "l.id")
              .where("a.kind", "in", [...FIRST_CONTACT_KINDS])
              .where("a.actor_id", "is not", null)
              .whereRef("a.created_at", ">=", "l.created_at")
              .select((inner) => inner.fn.min("a.created_at").as("first"))
              .as("first_contact_at"),
        ])
        .execute(),
      leadsWithStage(db)
        .where(whereStalled(rule, "l"))
        .select([
          "l.stage_id",
          "s.label",
          "s.position",
          (eb) => eb.fn.countAll<string | number>().as("leads"),
        ])
        .groupBy(["l.stage_id", "s.label", "s.position"])
        .orderBy("s.position")
        .execute(),
      demandCounts(db, { from: period.firstDay, to: period.lastDay }),
    ]);

  const won = count(closed.find((row) => row.outcome === "won")?.leads);
  const lost = count(closed.find((row) => row.outcome === "lost")?.leads);
  const waits = firstContacts
    .filter(
      (row): row is typeof row & { first_contact_at: string } => typeof row.first_contact_at === "string",
    )
    .map((row) => businessMsBetween(hours, Date.parse(row.created_at), Date.parse(row.first_contact_at)));

  const byCount = <T extends { leads: number }>(rows: T[]) => rows.sort((a, b) => b.leads - a.leads);
  return {
    created: byProduct.reduce((sum, row) => sum + count(row.leads), 0),
    byProduct: byCount(byProduct.map((row) => ({ product: row.product, leads: count(row.leads) }))),
    bySource: byCount(bySource.map((row) => ({ source: row.source, leads: count(row.leads) }))),
    won,
    lost,
    conversion: won + lost > 0 ? won / (won + lost) : null,
    createdNowWon: count(createdNowWon?.leads),
    lostReasons: byCount(
      lostReasons.map((row) => ({
        reasonId: row.reasonId,
        label: row.label ?? "Sem motivo registrado",
        leads: count(row.leads),
      })),
    ),
    firstContact: {
      medianMs: median(waits),
      contacted: waits.length,
      waiting: firstContacts.length - waits.length,
    },
    stalled: {
      total: stalled.reduce((sum, row) => sum + count(row.leads), 0),
      byStage: stalled.map((row) => ({ stageId: row.stage_id, label: row.label, leads: count(row.leads) })),
    },
    demand,
  };
}

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/* ------------------------------------------------------------------------------------------------
 * The CSV export.
 * --------------------------------------------------------------------------------------------- */

/**
 * Brazilian Excel (decision 043): `;` between fields (its list separator, since the decimal comma
 * takes `,`), CRLF between rows, UTF-8 with a byte-order mark so accents open right.
 */
export const CSV_SEPARATOR = ";";
const BOM = "\uFEFF";

/**
 * One field: a value a spreadsheet would run as a formula (starting with =, +, -, @, a tab or a
 * carriage return) gets a leading apostrophe (OWASP's CSV injection advice); a field with the
 * separator, a quote or a line break is quoted, its quotes doubled.
 */
export function csvField(value: string | null | undefined): string {
  let text = value ?? "";
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const CSV_HEADERS = [
  "Criada em",
  "Nome",
  "E-mail",
  "Telefone",
  "Canal preferido",
  "Produto",
  "Origem",
  "Etapa",
  "Responsável",
  "Próxima ação",
  "Data da próxima ação",
  "Última atividade",
  "Fechada em",
  "Motivo da perda",
  "Observação da perda",
  "Política de privacidade vigente na autorização",
  "Autorizou o uso dos dados em",
  "Código da oportunidade",
] as const;

/** "26/11/2026, 14:05" in the brokerage's time zone; "" for none. */
function localDateTime(timeZone: string): (iso: string | null) => string {
  return (iso) => (iso ? formatDateTime(iso, timeZone) : "");
}

/** The leads created in the period, oldest first, as the CSV file's text (with its BOM), and how many. */
export async function leadsCsv(
  db: Kysely<Database>,
  period: LeadPeriod,
  timeZone: string,
  productTitle: (slug: string) => string,
): Promise<{ csv: string; count: number }> {
  const rows = await db
    .selectFrom("leads")
    .innerJoin("lead_stages", "lead_stages.id", "leads.stage_id")
    .leftJoin("users as owner", "owner.id", "leads.owner_id")
    .leftJoin("lead_lost_reasons", "lead_lost_reasons.id", "leads.lost_reason_id")
    .where("leads.created_at", ">=", period.from)
    .where("leads.created_at", "<", period.to)
    .select([
      "leads.id",
      "leads.created_at",
      "leads.name",
      "leads.email",
      "leads.phone",
      "leads.contact_method",
      "leads.product",
      "leads.source",
      "lead_stages.label as stage",
      "owner.name as owner_name",
      "owner.email as owner_email",
      "leads.next_action",
      "leads.next_action_at",
      "leads.last_activity_at",
      "leads.closed_at",
      "lead_lost_reasons.label as lost_reason",
      "leads.lost_note",
      "leads.consent_policy_version",
      "leads.consent_at",
    ])
    .orderBy("leads.created_at")
    .orderBy("leads.id")
    .execute();
  const at = localDateTime(timeZone);
  const lines = [
    CSV_HEADERS.join(CSV_SEPARATOR),
    ...rows.map((row) =>
      [
        at(row.created_at),
        row.name,
        row.email,
        row.phone,
        row.contact_method,
        row.product ? productTitle(row.product) : "",
        sourceLabel(row.source),
        row.stage,
        // The owner's name, else (an account from before names were asked, decision 064) the e-mail.
        row.owner_name?.trim() || row.owner_email,
        row.next_action,
        at(row.next_action_at),
        at(row.last_activity_at),
        at(row.closed_at),
        row.lost_reason,
        row.lost_note,
        row.consent_policy_version,
        at(row.consent_at),
        row.id,
      ]
        .map(csvField)
        .join(CSV_SEPARATOR),
    ),
  ];
  return { csv: `${BOM}${lines.join("\r\n")}\r\n`, count: rows.length };
}

/**
 * The export an admin downloads, written to the audit log in the same transaction: the period and
 * how many leads, never who they are (decision 015).
 */
export function exportLeadsCsv(
  db: Kysely<Database>,
  actorId: string,
  period: LeadPeriod,
  timeZone: string,
  productTitle: (slug: string) => string,
): Promise<{ csv: string; count: number }> {
  return transaction(db, async (trx) => {
    const file = await leadsCsv(trx, period, timeZone, productTitle);
    await audit(trx, {
      actorId,
      action: "lead.export_csv",
      details: { period: period.key, from: period.firstDay, to: period.lastDay, count: file.count },
    });
    return file;
  });
}
