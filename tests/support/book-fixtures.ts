/**
 * The Carteira's rows straight in a test's database (issue 42): a client with a valid CPF of its
 * own, and a policy for it, each with what a test names and defaults for the rest.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/.server/platform";
import { mod11CheckDigit } from "~/lib/br/check-digits";
import { searchable } from "~/lib/insurer-filter";

/** A valid CPF no other test has (random base, its two check digits). */
export function freshCpf(): string {
  for (;;) {
    const base = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join("");
    if (/^(\d)\1+$/.test(base)) continue;
    const first = mod11CheckDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
    const second = mod11CheckDigit(base + first, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    return `${base}${first}${second}`;
  }
}

export async function makeBookClient(
  db: Kysely<Database>,
  options: {
    ownerId?: string | null;
    name?: string;
    document?: string;
    email?: string | null;
    phone?: string | null;
  } = {},
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const name = options.name ?? `Cliente Teste ${id.slice(0, 8)}`;
  await db
    .insertInto("clients")
    .values({
      id,
      kind: "person",
      name,
      name_key: searchable(name),
      document: options.document ?? freshCpf(),
      contact_name: null,
      email: options.email ?? null,
      email_key: options.email?.toLowerCase() ?? null,
      phone: options.phone ?? null,
      phone_key: options.phone ?? null,
      phone2: null,
      phone2_key: null,
      cep: null,
      address: null,
      city: null,
      state: null,
      birth_date: null,
      notes: null,
      legal_basis: "contract",
      owner_id: options.ownerId ?? null,
      origin: "manual",
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

export async function makeBookPolicy(
  db: Kysely<Database>,
  clientId: string,
  options: {
    producerId?: string | null;
    number?: string;
    plate?: string | null;
    insurerId?: string;
    endsOn?: string;
    status?: "vigente" | "cancelada" | "encerrada" | "renovada";
  } = {},
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("policies")
    .values({
      id,
      client_id: clientId,
      insurer_id: options.insurerId ?? "porto",
      product: "automobile",
      susep_branch: null,
      policy_number: options.number ?? `T-${id.slice(0, 12)}`,
      proposal_number: null,
      starts_on: "2026-06-01",
      ends_on: options.endsOn ?? "2027-06-01",
      net_premium_cents: 200_000,
      iof_cents: 14_760,
      total_premium_cents: 214_760,
      payment_method: null,
      instalments: null,
      commission_bp: 1_500,
      commission_cents: 30_000,
      insured_kind: "vehicle",
      vehicle_plate: options.plate ?? null,
      vehicle_model: null,
      vehicle_year: null,
      fipe_code: null,
      bonus_class: null,
      property_address: null,
      lives: null,
      insured_description: null,
      status: options.status ?? "vigente",
      status_reason: null,
      renews_policy_id: null,
      producer_id: options.producerId ?? null,
      origin: "manual",
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}
