/**
 * Money and rates as Brazilians write them ("R$ 1.234,56", "15,5 %"), kept as whole centavos and
 * basis points (decision 063): integers, so sums and percentages are never off by a float.
 */

const MONEY = /^(?:R\$)?\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
const PLAIN_DECIMAL = /^(\d+)\.(\d{1,2})$/;

/**
 * "1.234,56", "R$ 1234,5", "1234" → centavos; a spreadsheet's "1234.56" too (a dot followed by one
 * or two digits is a decimal point, never a thousands one). Null for anything else, negatives included.
 */
export function parseMoney(value: string): number | null {
  const text = value.replace(/\u00a0/g, " ").trim();
  const plain = PLAIN_DECIMAL.exec(text);
  if (plain) return Number(plain[1]) * 100 + Number((plain[2] ?? "").padEnd(2, "0"));
  const match = MONEY.exec(text);
  if (!match) return null;
  const reais = Number((match[1] ?? "").replaceAll(".", ""));
  const cents = Number((match[2] ?? "0").padEnd(2, "0"));
  const total = reais * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

const moneyFormat = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** 123456 → "R$ 1.234,56" (with the no-break space Intl writes). */
export function formatMoney(cents: number): string {
  return moneyFormat.format(cents / 100);
}

/** 123456 → "1.234,56": what a money input shows back. */
export function moneyInputValue(cents: number | null | undefined): string {
  if (cents === null || cents === undefined) return "";
  return formatNumber(cents / 100, 2, 2);
}

const RATE = /^(\d{1,3})(?:[,.](\d{1,2}))?\s*%?$/;

/** "15", "15,5", "15.25 %" → basis points (1 500, 1 550, 1 525); null above 100 % or otherwise. */
export function parseRate(value: string): number | null {
  const match = RATE.exec(value.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  return bp <= 10_000 ? bp : null;
}

/** 1550 → "15,5 %". */
export function formatRate(bp: number): string {
  return `${formatNumber(bp / 100, 0, 2)} %`;
}

/** The commission a rate earns on a net premium, rounded to the centavo. */
export function commissionOf(netPremiumCents: number, bp: number): number {
  return Math.round((netPremiumCents * bp) / 10_000);
}

/**
 * A number as Brazilians write it ("10.000", "12,5"), with Intl.NumberFormat: toLocaleString is
 * kept for dates, which only the clock formats (tests/unit/one-clock.test.ts).
 */
export function formatNumber(value: number, minimumFractionDigits = 0, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat("pt-BR", { minimumFractionDigits, maximumFractionDigits }).format(value);
}
