/** What a counted click was (decision 044): a quote button, or a WhatsApp link. */
export type DemandKind = "quote" | "whatsapp";

/** Clicks per day, product and kind: no visitor, address or identifier (decision 044). */
export interface DemandCountsTable {
  /** The brokerage's calendar day in its time zone (decision 056), YYYY-MM-DD. */
  day: string;
  /** A product's slug, one the site shows. */
  product: string;
  kind: DemandKind;
  count: number;
}

export interface DemandTables {
  demand_counts: DemandCountsTable;
}
