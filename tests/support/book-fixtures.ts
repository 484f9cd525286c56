import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/.server/platform";

/**
 * The book's rows made straight in the database (issue 42): a client, a policy and, if asked, its
 * open renewal, for the guard matrix and the e2e journeys. Nothing goes through the use cases, so
 * a test sets exactly the state it needs (a policy ending in 20 days, a renewal of nobody's client…).
 */

/** A valid CPF (its check digits computed) for `n`. */
export function testCpf(n: number): string {
  const base = String(100_000_000 + (n % 899_999_999)).slice(0, 9);
  const digit = (digits: string) => {
    const sum = [...digits].reduce((total, d, i) => total + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return String(rest === 10 ? 0 : rest);
  };
  const first = digit(base);
  return `${base}${first}${digit(base + first)}`;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A client and one vigente policy ending in `endsInDays`; returns their ids. */
export async function insertPolicyRow(
  db: Kysely<Database>,
  options: {
    endsInDays?: number;
    clientName?: string;
    clientOwnerId?: string | null;
    producerId?: string | null;
    policyNumber?: string;
  } = {},
): Promise<{ clientId: string; policyId: string }> {
  const at = new Date().toISOString();
  const clientId = randomUUID();
  const policyId = randomUUID();
  const endsOn = day(options.endsInDays ?? 20);
  await db
    .insertInto("clients")
    .values({
      id: clientId,
      kind: "person",
      name: options.clientName ?? `Cliente ${clientId.slice(0, 6)}`,
      document: testCpf(Number.parseInt(clientId.slice(0, 8), 16)),
      contact_name: null,
      email: null,
      email_key: null,
      phone: null,
      phone_key: null,
      phone2: null,
      phone2_key: null,
      cep: null,
      address: null,
      city: null,
      state: null,
      birth_date: null,
      notes: null,
      legal_basis: "contract",
      owner_id: options.clientOwnerId ?? null,
      origin: "manual",
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await db
    .insertInto("policies")
    .values({
      id: policyId,
      client_id: clientId,
      insurer_id: "porto",
      product: "automobile",
      susep_branch: null,
      policy_number: options.policyNumber ?? `T-${policyId.slice(0, 8)}`,
      proposal_number: null,
      starts_on: day((options.endsInDays ?? 20) - 365),
      ends_on: endsOn,
      net_premium_cents: 200000,
      iof_cents: 14760,
      total_premium_cents: 214760,
      payment_method: "boleto",
      instalments: 4,
      commission_bp: 1500,
      commission_cents: 30000,
      insured_kind: "vehicle",
      vehicle_plate: "ABC1D23",
      vehicle_model: "Onix 1.0",
      vehicle_year: 2022,
      fipe_code: null,
      bonus_class: 3,
      property_address: null,
      lives: null,
      insured_description: null,
      status: "vigente",
      status_reason: null,
      renews_policy_id: null,
      producer_id: options.producerId ?? null,
      origin: "manual",
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  return { clientId, policyId };
}

/** A policy and its open renewal ("Não trabalhada"), of a client nobody looks after unless told. */
export async function insertRenewal(
  db: Kysely<Database>,
  options: Parameters<typeof insertPolicyRow>[1] & { ownerId?: string | null } = {},
): Promise<{ clientId: string; policyId: string; renewalId: string }> {
  const { clientId, policyId } = await insertPolicyRow(db, options);
  const renewalId = randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto("renewals")
    .values({
      id: renewalId,
      policy_id: policyId,
      status: "nao-trabalhada",
      owner_id: options.ownerId ?? null,
      due_on: day(options.endsInDays ?? 20),
      next_action: null,
      next_action_at: null,
      lost_reason: null,
      lost_to: null,
      new_policy_id: null,
      opened_at: at,
      closed_at: null,
      updated_at: at,
    })
    .execute();
  return { clientId, policyId, renewalId };
}
