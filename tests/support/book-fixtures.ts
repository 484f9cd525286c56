/**
 * The Carteira's rows straight in a test's database (issue 42): a client with a valid CPF of its
 * own, and a policy for it, each with what a test names and defaults for the rest.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { PDFDocument, StandardFonts } from "pdf-lib";
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
    /** null: a policy without a number yet. */
    number?: string | null;
    plate?: string | null;
    insurerId?: string;
    endsOn?: string;
    status?: "vigente" | "cancelada" | "encerrada" | "renovada";
    /** Any other column, as stored. */
    policy?: Partial<Database["policies"]>;
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
      policy_number: options.number === undefined ? `T-${id.slice(0, 12)}` : options.number,
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
      ...options.policy,
    })
    .execute();
  return id;
}

export interface PolicyFixture {
  clientId: string;
  policyId: string;
  clientName: string;
  document: string;
}

/** A client (owned by `ownerId`, or by nobody) with one vigente auto policy at Porto Seguro. */
export async function insertClientWithPolicy(
  db: Kysely<Database>,
  options: {
    ownerId?: string | null;
    producerId?: string | null;
    policyNumber?: string | null;
    name?: string;
    policy?: Partial<Database["policies"]>;
  } = {},
): Promise<PolicyFixture> {
  const document = freshCpf();
  const clientName = options.name ?? `Cliente ${randomUUID().slice(0, 8)}`;
  const clientId = await makeBookClient(db, { ownerId: options.ownerId ?? null, name: clientName, document });
  const policyId = await makeBookPolicy(db, clientId, {
    producerId: options.producerId ?? null,
    number: options.policyNumber,
    // The documents' tests read these as the policy's values before a PDF proposes others.
    policy: {
      starts_on: "2026-01-10",
      ends_on: "2027-01-10",
      net_premium_cents: null,
      iof_cents: null,
      total_premium_cents: 180_000,
      commission_cents: null,
      ...options.policy,
    },
  });
  return { clientId, policyId, clientName, document };
}

/** A one-page PDF with these lines of text (Helvetica, as insurers' systems print them). */
export async function pdfWithText(lines: string[]): Promise<Buffer<ArrayBuffer>> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, i) => {
    page.drawText(line, { x: 40, y: 800 - i * 18, size: 11, font });
  });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A policy's text as a Porto Seguro auto policy prints it (the number is unique across the book). */
export const portoPolicyLines = (number = "0531.77777.1") => [
  "PORTO SEGURO COMPANHIA DE SEGUROS GERAIS - CNPJ 61.198.164/0001-60",
  `Apólice nº ${number}`,
  "Vigência: das 24h de 15/02/2026 às 24h de 15/02/2027",
  "Veículo: VW Gol 1.0 2020  Placa: ABC1D23",
  "Prêmio líquido: R$ 2.000,00",
  "IOF: R$ 147,60",
  "Prêmio total: R$ 2.147,60",
];

/** The win form's fields: a Porto auto policy of a person, with a number of its own (decision 067). */
export function winFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    stageId: "ganho",
    insurerId: "porto",
    product: "automobile",
    policyNumber: `0531.${randomUUID().slice(0, 8)}`,
    startsOn: "2026-12-01",
    endsOn: "2027-12-01",
    netPremium: "2.000,00",
    iof: "147,60",
    totalPremium: "2.147,60",
    commissionRate: "15",
    document: freshCpf(),
    clientName: "Maria Souza",
    ...overrides,
  };
}

const dayFromToday = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A client and one vigente auto policy ending in `endsInDays` (decision 069's journeys); their ids. */
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
  const endsInDays = options.endsInDays ?? 20;
  const clientId = await makeBookClient(db, {
    ownerId: options.clientOwnerId ?? null,
    name: options.clientName,
  });
  const policyId = await makeBookPolicy(db, clientId, {
    producerId: options.producerId ?? null,
    number: options.policyNumber,
    plate: "ABC1D23",
    endsOn: dayFromToday(endsInDays),
    policy: {
      starts_on: dayFromToday(endsInDays - 365),
      payment_method: "boleto",
      instalments: 4,
      vehicle_model: "Onix 1.0",
      vehicle_year: 2022,
      bonus_class: 3,
    },
  });
  return { clientId, policyId };
}

/** A policy and its open renewal ("Não trabalhada"), of a client nobody looks after unless told. */
export async function insertRenewal(
  db: Kysely<Database>,
  options: Parameters<typeof insertPolicyRow>[1] & { ownerId?: string | null } = {},
): Promise<{ clientId: string; policyId: string; renewalId: string }> {
  const { clientId, policyId } = await insertPolicyRow(db, options);
  const renewalId = await insertOpenRenewal(db, policyId, {
    ownerId: options.ownerId ?? null,
    dueOn: dayFromToday(options.endsInDays ?? 20),
  });
  return { clientId, policyId, renewalId };
}

/** An open renewal of an existing policy, as the renewal job opens one (then worked to `status`). */
export async function insertOpenRenewal(
  db: Kysely<Database>,
  policyId: string,
  options: { ownerId: string | null; dueOn: string; status?: Database["renewals"]["status"] },
): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  const { client_id } = await db
    .selectFrom("policies")
    .select("client_id")
    .where("id", "=", policyId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto("renewals")
    .values({
      id,
      policy_id: policyId,
      client_id,
      status: options.status ?? "nao-trabalhada",
      owner_id: options.ownerId,
      due_on: options.dueOn,
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
  return id;
}
