import { type Kysely, sql } from "kysely";
import { brokerageTimeZone, findProduct } from "~/.server/content";
import type { App, Database, DemandKind, Moment } from "~/.server/platform";
import { consume, localDate, now, Refusal } from "~/.server/platform";
import { z } from "~/lib/zod";

export type { DemandKind };

/** The two kinds of click counted (decision 044). */
export const DEMAND_KINDS = ["quote", "whatsapp"] as const satisfies readonly DemandKind[];

/**
 * The day (YYYY-MM-DD) a moment counts on, in the brokerage's zone (decision 056): a click at 22:30
 * there counts on that day. The indicators group by it, with their periods in the same zone.
 */
export function demandDay(at: Moment, timeZone: string): string {
  return localDate(at, timeZone);
}

/**
 * One click more for this product and kind on the day of `at` (decision 044): an upsert, so two
 * instances counting at once both count. The caller has checked the product is one the site
 * shows (the beacon's schema does), so the table stays at products × kinds rows a day.
 */
export async function recordDemand(
  app: Pick<App, "db">,
  click: { product: string; kind: DemandKind; at: Moment },
): Promise<void> {
  await app.db
    .insertInto("demand_counts")
    .values({
      day: demandDay(click.at, brokerageTimeZone()),
      product: click.product,
      kind: click.kind,
      count: 1,
    })
    .onConflict((oc) =>
      oc
        .columns(["day", "product", "kind"])
        .doUpdateSet({ count: sql<number>`${sql.ref("demand_counts.count")} + 1` }),
    )
    .execute();
}

/** One product's clicks over a period. */
export interface ProductDemand {
  product: string;
  quote: number;
  whatsapp: number;
}

/**
 * Clicks per product over the days `from` to `to` (both included, YYYY-MM-DD as `demandDay`
 * gives), the products with any click only, by product slug. For the indicators (decision 043).
 */
export async function demandCounts(
  db: Kysely<Database>,
  period: { from: string; to: string },
): Promise<ProductDemand[]> {
  const rows = await db
    .selectFrom("demand_counts")
    .select(["product", "kind", (eb) => eb.fn.sum<number | string>("count").as("total")])
    .where("day", ">=", period.from)
    .where("day", "<=", period.to)
    .groupBy(["product", "kind"])
    .orderBy("product")
    .execute();
  const byProduct = new Map<string, ProductDemand>();
  for (const row of rows) {
    const entry = byProduct.get(row.product) ?? { product: row.product, quote: 0, whatsapp: 0 };
    // PostgreSQL's sum of integers is a bigint, which the driver hands over as a string.
    entry[row.kind] = Number(row.total);
    byProduct.set(row.product, entry);
  }
  return [...byProduct.values()];
}

/**
 * What the beacon may send (decision 044): a product the site shows and one of the two kinds,
 * nothing else. Anything more (an unknown field, a slug no page has) is refused, so no row can
 * be made for a product or kind that does not exist.
 */
export const demandBeaconSchema = z
  .object({
    product: z
      .string()
      .max(64)
      .refine((slug) => findProduct({ slug }) !== undefined, "Produto desconhecido."),
    kind: z.enum(DEMAND_KINDS, "Tipo de clique desconhecido."),
  })
  .strict();

/**
 * A click on a quote button or a WhatsApp link, from the site's beacon (decision 044): checked,
 * counted against the address's limit (its key stored hashed), then one more in its day's count.
 * Nothing about the visitor is kept.
 */
export async function receiveDemand(
  app: App,
  form: Record<string, string>,
  clientAddress: string,
  at = now(),
): Promise<void> {
  const parsed = demandBeaconSchema.safeParse(form);
  if (!parsed.success) throw new Refusal(parsed.error.issues[0]?.message ?? "Dados inválidos.");
  await consume(app, "demand", clientAddress);
  await recordDemand(app, { ...parsed.data, at });
}
