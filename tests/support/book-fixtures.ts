/**
 * The book's rows for tests, straight in the database (no content snapshot in the test process):
 * a client with one policy, and real PDFs made by pdf-lib (decision 070).
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { Database } from "~/.server/platform";

/** A valid CPF of 9 random digits and their two check digits. */
export function randomCpf(): string {
  const digits = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
  const check = (base: number[], from: number) => {
    const sum = base.reduce((total, d, i) => total + d * (from - i), 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  digits.push(check(digits, 10));
  digits.push(check(digits, 11));
  return /^(\d)\1{10}$/.test(digits.join("")) ? randomCpf() : digits.join("");
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
  const clientId = randomUUID();
  const policyId = randomUUID();
  const now = new Date().toISOString();
  const document = randomCpf();
  const clientName = options.name ?? `Cliente ${clientId.slice(0, 8)}`;
  await db
    .insertInto("clients")
    .values({
      id: clientId,
      kind: "person",
      name: clientName,
      document,
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
      owner_id: options.ownerId ?? null,
      origin: "manual",
      created_by: null,
      created_at: now,
      updated_at: now,
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
      policy_number: options.policyNumber === undefined ? `P-${policyId.slice(0, 8)}` : options.policyNumber,
      proposal_number: null,
      starts_on: "2026-01-10",
      ends_on: "2027-01-10",
      net_premium_cents: null,
      iof_cents: null,
      total_premium_cents: 180_000,
      payment_method: null,
      instalments: null,
      commission_bp: 1500,
      commission_cents: null,
      insured_kind: "vehicle",
      vehicle_plate: null,
      vehicle_model: null,
      vehicle_year: null,
      fipe_code: null,
      bonus_class: null,
      property_address: null,
      lives: null,
      insured_description: null,
      status: "vigente",
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
