/**
 * The book's test fixtures (issue 42): valid CPFs made on demand, and the fields of the win form
 * (the policy and the client a won lead becomes), each with its own policy number.
 */
import { randomInt } from "node:crypto";

/** A valid CPF (its two check digits computed) from nine random digits, unformatted. */
export function makeCpf(): string {
  const digits = Array.from({ length: 9 }, () => randomInt(10));
  // Not all the same digit: 111.111.111-11 passes the sums but is refused as a CPF.
  if (digits.every((d) => d === digits[0])) digits[8] = ((digits[0] ?? 0) + 1) % 10;
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, d, i) => total + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join("");
}

/** The win form's fields: a Porto auto policy of a person, with a number of its own. */
export function winFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    stageId: "ganho",
    insurerId: "porto",
    product: "automobile",
    policyNumber: `0531.${randomInt(1e9)}`,
    startsOn: "2026-12-01",
    endsOn: "2027-12-01",
    netPremium: "2.000,00",
    iof: "147,60",
    totalPremium: "2.147,60",
    commissionRate: "15",
    document: makeCpf(),
    clientName: "Maria Souza",
    ...overrides,
  };
}
