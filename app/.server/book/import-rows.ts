import { sql } from "kysely";
import { activeStaffWhere } from "~/.server/accounts";
import { currentContent } from "~/.server/content";
import { foldName, IMPORT_FIELDS, type ImportField, type ImportMapping } from "~/lib/book-import-fields";
import {
  BOOK_MESSAGES,
  type ClientInput,
  clientSchema,
  PAYMENT_METHOD_LABEL,
  PAYMENT_METHODS,
  type PolicyInput,
  policySchema,
} from "~/lib/book-schemas";
import type { z } from "~/lib/zod";
import type { Db } from "./access";

/**
 * One imported row (decision 068): its cells read through the source's mapping, matched to the
 * brokerage's insurers, products and staff (by name or id, ignoring case and accents), then parsed
 * by the book's own form schemas, so a refused row says what the client or policy form would.
 */

export const IMPORT_ROW_MESSAGES = {
  noPolicyNumber:
    "Informe o número da apólice: sem ele, uma nova importação do mesmo arquivo não reconheceria a apólice.",
  insurer: (name: string) => `Seguradora não encontrada no cadastro: "${name}".`,
  product: (name: string) => `Produto não encontrado: "${name}".`,
  producer: (name: string) => `Produtor não encontrado na equipe: "${name}".`,
  payment: (name: string) =>
    `Forma de pagamento desconhecida: "${name}" (use ${Object.values(PAYMENT_METHOD_LABEL).join(", ")}).`,
  unexpected: "Não foi possível gravar esta linha. Tente importá-la de novo.",
  previousNotFound: (number: string) =>
    `Apólice anterior não encontrada entre as apólices deste cliente: "${number}".`,
  previousRenewed: (number: string) => `A apólice anterior "${number}" já foi renovada por outra.`,
  previousCancelled: (number: string) =>
    `A apólice anterior "${number}" está cancelada: não há o que renovar.`,
} as const;

/** The brokerage's names, read once per import: insurers, products and staff, by folded name. */
export interface ImportLookups {
  insurers: Map<string, string>;
  products: Map<string, string>;
  producers: Map<string, string>;
}

/** Words an insurer's name carries in one list and not in another ("Porto Seguro Cia de Seguros Gerais"). */
const INSURER_NOISE = new Set([
  "seguro",
  "seguros",
  "seguradora",
  "cia",
  "companhia",
  "de",
  "do",
  "da",
  "gerais",
  "s",
  "a",
  "sa",
  "s/a",
  "ltda",
]);
const PRODUCT_NOISE = new Set(["seguro", "seguros", "de", "do", "da", "e"]);
const coreOf = (value: string, noise: Set<string>) =>
  foldName(value)
    .split(" ")
    .filter((word) => !noise.has(word))
    .join(" ");

/** What other systems call a product ("Automóvel", "RC"), by its slug. */
const PRODUCT_ALIASES: Record<string, readonly string[]> = {
  automobile: ["auto", "automovel", "automoveis", "carro", "veiculo", "veiculos"],
  motorcycle: ["moto", "motocicleta", "motos"],
  residence: ["residencial", "residencia"],
  "life-health": ["vida", "saude", "vida em grupo", "vida individual"],
  company: ["empresarial", "empresa", "compreensivo empresarial"],
  "rent-guarantee": ["fianca", "fianca locaticia"],
  "personal-accident": ["ap", "acidentes pessoais"],
  "civil-responsability": ["rc", "responsabilidade civil", "rc geral", "rc profissional"],
  travel: ["viagem"],
  transport: ["transporte", "transportes"],
  guarantee: ["garantia"],
  "engineering-risk": ["engenharia", "riscos de engenharia", "risco de engenharia"],
  "portable-equipment": ["equipamentos portateis", "portateis"],
  "machines-equipment": ["maquinas", "maquinas e equipamentos"],
  bike: ["bicicleta"],
  "group-buying": ["consorcio"],
};

/** Sets `key` → `value`, unless another value already took it (an ambiguous name matches nothing). */
function addName(map: Map<string, string>, key: string, value: string) {
  if (!key) return;
  const had = map.get(key);
  map.set(key, had === undefined || had === value ? value : "");
}

export async function importLookups(db: Db): Promise<ImportLookups> {
  const { insurers, products } = currentContent();
  const insurerNames = new Map<string, string>();
  for (const insurer of insurers) {
    addName(insurerNames, foldName(insurer.id), insurer.id);
    addName(insurerNames, foldName(insurer.name), insurer.id);
    addName(insurerNames, coreOf(insurer.name, INSURER_NOISE), insurer.id);
  }
  const productNames = new Map<string, string>();
  for (const product of products) {
    addName(productNames, foldName(product.slug), product.slug);
    addName(productNames, foldName(product.title), product.slug);
    addName(productNames, coreOf(product.title, PRODUCT_NOISE), product.slug);
    for (const alias of PRODUCT_ALIASES[product.slug] ?? []) addName(productNames, alias, product.slug);
  }
  const staff = await db
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where(activeStaffWhere())
    .execute();
  const producers = new Map<string, string>();
  for (const person of staff) {
    addName(producers, foldName(person.email), person.id);
    if (person.name) addName(producers, foldName(person.name), person.id);
  }
  return { insurers: insurerNames, products: productNames, producers };
}

const findIn = (map: Map<string, string>, value: string, noise?: Set<string>) =>
  map.get(foldName(value)) || (noise ? map.get(coreOf(value, noise)) : undefined) || undefined;

/** A row's cells by field, read through the mapping (a field with no column is ""). */
export type RowCells = Record<ImportField, string>;
export function cellsReader(headers: readonly string[], mapping: ImportMapping) {
  const columns = IMPORT_FIELDS.map(
    (field) => [field.key, headers.indexOf(mapping[field.key] ?? "")] as const,
  );
  return (row: readonly string[]): RowCells =>
    Object.fromEntries(columns.map(([key, at]) => [key, at < 0 ? "" : (row[at] ?? "").trim()])) as RowCells;
}

export type PreparedRow =
  | { ok: true; client: ClientInput; policy: PolicyInput; key: string; previousNumber: string }
  | { ok: false; reason: string; insurer: string; policyNumber: string };

const FIELD_LABEL = new Map<string, string>(IMPORT_FIELDS.map((field) => [field.key, field.label]));
FIELD_LABEL.set("insurerId", "Seguradora");
FIELD_LABEL.set("producerId", "Produtor");

/** The first message of a refused parse, after its field's name ("CPF/CNPJ: CPF ou CNPJ inválido…"). */
function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = FIELD_LABEL.get(String(issue?.path[0] ?? ""));
  const message = issue?.message ?? "Linha inválida.";
  return field ? `${field}: ${message}` : message;
}

/** A document a spreadsheet kept as a number lost its leading zeros: give them back. */
function documentOf(value: string): string {
  if (!/^\d+$/.test(value)) return value;
  if (value.length === 9 || value.length === 10) return value.padStart(11, "0");
  if (value.length === 12 || value.length === 13) return value.padStart(14, "0");
  return value;
}

/** "1/2/2026" → "01/02/2026"; "2026-01-10T00:00:00" → "2026-01-10"; anything else as written. */
function dayOf(value: string): string {
  const br = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (br) return `${(br[1] ?? "").padStart(2, "0")}/${(br[2] ?? "").padStart(2, "0")}/${br[3]}`;
  const iso = /^(\d{4}-\d{2}-\d{2})[T ]/.exec(value);
  return iso ? (iso[1] ?? value) : value;
}

const PAYMENT_NAMES = new Map<string, string>();
for (const method of PAYMENT_METHODS) {
  PAYMENT_NAMES.set(method, method);
  PAYMENT_NAMES.set(foldName(PAYMENT_METHOD_LABEL[method]), method);
}
for (const [name, method] of [
  ["cartao", "cartao"],
  ["credito", "cartao"],
  ["cartao credito", "cartao"],
  ["debito em conta corrente", "debito"],
  ["debito automatico", "debito"],
  ["debito", "debito"],
  ["boleto bancario", "boleto"],
  ["carne", "carne"],
] as const) {
  PAYMENT_NAMES.set(name, method);
}

const VEHICLE_PRODUCTS = new Set(["automobile", "motorcycle"]);
const PROPERTY_PRODUCTS = new Set(["residence", "condominium", "company"]);
const LIVES_PRODUCTS = new Set(["life-health", "personal-accident"]);

/** What the policy insures, from its product and whether the row names a vehicle. */
function insuredKindOf(product: string, cells: RowCells): string {
  if (VEHICLE_PRODUCTS.has(product) || cells.vehiclePlate || cells.vehicleModel) return "vehicle";
  if (PROPERTY_PRODUCTS.has(product)) return "property";
  if (LIVES_PRODUCTS.has(product)) return "lives";
  return "other";
}

/** One row as the book's inputs, or the reason it is refused. */
export function prepareRow(cells: RowCells, lookups: ImportLookups): PreparedRow {
  const refuse = (reason: string): PreparedRow => ({
    ok: false,
    reason,
    insurer: cells.insurer,
    policyNumber: cells.policyNumber,
  });
  const client = clientSchema.safeParse({
    document: documentOf(cells.document),
    name: cells.name,
    contactName: cells.contactName,
    email: cells.email,
    phone: cells.phone,
    phone2: cells.phone2,
    cep: cells.cep,
    address: cells.address,
    city: cells.city,
    state: cells.state.toUpperCase(),
    birthDate: dayOf(cells.birthDate),
    legalBasis: "contract",
  });
  if (!client.success) return refuse(firstIssue(client.error));
  if (!cells.insurer) return refuse(`Seguradora: ${BOOK_MESSAGES.insurer}`);
  const insurerId = findIn(lookups.insurers, cells.insurer, INSURER_NOISE);
  if (!insurerId) return refuse(IMPORT_ROW_MESSAGES.insurer(cells.insurer));
  if (!cells.product) return refuse(`Produto: ${BOOK_MESSAGES.product}`);
  const product = findIn(lookups.products, cells.product, PRODUCT_NOISE);
  if (!product) return refuse(IMPORT_ROW_MESSAGES.product(cells.product));
  if (!cells.policyNumber) return refuse(IMPORT_ROW_MESSAGES.noPolicyNumber);
  let producerId = "";
  if (cells.producer) {
    producerId = findIn(lookups.producers, cells.producer) ?? "";
    if (!producerId) return refuse(IMPORT_ROW_MESSAGES.producer(cells.producer));
  }
  let paymentMethod = "";
  if (cells.paymentMethod) {
    paymentMethod = PAYMENT_NAMES.get(foldName(cells.paymentMethod)) ?? "";
    if (!paymentMethod) return refuse(IMPORT_ROW_MESSAGES.payment(cells.paymentMethod));
  }
  const policy = policySchema.safeParse({
    insurerId,
    product,
    susepBranch: cells.susepBranch,
    policyNumber: cells.policyNumber,
    proposalNumber: cells.proposalNumber,
    startsOn: dayOf(cells.startsOn),
    endsOn: dayOf(cells.endsOn),
    netPremium: cells.netPremium,
    iof: cells.iof,
    totalPremium: cells.totalPremium,
    paymentMethod,
    instalments: cells.instalments.replace(/\s*(x|vezes|parcelas?)$/i, ""),
    commissionRate: cells.commissionRate,
    commission: cells.commission,
    insuredKind: insuredKindOf(product, cells),
    vehiclePlate: cells.vehiclePlate,
    vehicleModel: cells.vehicleModel,
    vehicleYear: cells.vehicleYear,
    fipeCode: cells.fipeCode,
    bonusClass: cells.bonusClass,
    producerId,
  });
  if (!policy.success) return refuse(firstIssue(policy.error));
  return {
    ok: true,
    client: client.data,
    policy: policy.data,
    key: policyKey(insurerId, policy.data.policyNumber),
    previousNumber: cells.previousPolicyNumber,
  };
}

/** What tells one policy from another in the book: its insurer and its number. */
export const policyKey = (insurerId: string, policyNumber: string) => `${insurerId}\u0000${policyNumber}`;

/** Which of these rows' policies the book already holds (by insurer and number), in one query per 500. */
export async function existingPolicies(db: Db, rows: readonly PreparedRow[]): Promise<Set<string>> {
  const numbers = [...new Set(rows.flatMap((row) => (row.ok ? [row.policy.policyNumber] : [])))];
  const found = new Set<string>();
  for (let i = 0; i < numbers.length; i += 500) {
    const chunk = numbers.slice(i, i + 500);
    const hits = await db
      .selectFrom("policies")
      .select(["insurer_id", "policy_number"])
      .where("policy_number", "in", chunk)
      .execute();
    for (const hit of hits) if (hit.policy_number) found.add(policyKey(hit.insurer_id, hit.policy_number));
  }
  return found;
}

/** Savepoints around one row inside a batch's transaction: a refused row takes nothing with it. */
export const savepoint = {
  open: (trx: Db) => sql`savepoint import_row`.execute(trx),
  release: (trx: Db) => sql`release savepoint import_row`.execute(trx),
  rollback: (trx: Db) => sql`rollback to savepoint import_row`.execute(trx),
};

/** A policy a row names as the one it renews, with its open renewal if its window had opened. */
export interface PreviousPolicy {
  id: string;
  status: string;
  clientId: string;
  renewalId: string | null;
  renewalStatus: string | null;
}
const previousKey = (document: string, number: string) => `${document}\u0000${number}`;

/** The policies these rows renew, by the row's client document and the previous number. */
export async function previousPolicies(
  db: Db,
  rows: readonly PreparedRow[],
): Promise<Map<string, PreviousPolicy>> {
  const named = rows.flatMap((row) => (row.ok && row.previousNumber ? [row] : []));
  const found = new Map<string, PreviousPolicy>();
  for (let i = 0; i < named.length; i += 500) {
    const chunk = named.slice(i, i + 500);
    const hits = await db
      .selectFrom("policies as p")
      .innerJoin("clients as c", "c.id", "p.client_id")
      .leftJoin("renewals as r", (join) =>
        join.onRef("r.policy_id", "=", "p.id").on("r.closed_at", "is", null),
      )
      .select([
        "p.id",
        "p.status",
        "p.client_id",
        "p.policy_number",
        "c.document",
        "r.id as renewal_id",
        "r.status as renewal_status",
      ])
      .where("p.policy_number", "in", [...new Set(chunk.map((row) => row.previousNumber))])
      .where("c.document", "in", [...new Set(chunk.map((row) => row.client.document))])
      .execute();
    for (const hit of hits) {
      found.set(previousKey(hit.document, hit.policy_number ?? ""), {
        id: hit.id,
        status: hit.status,
        clientId: hit.client_id,
        renewalId: hit.renewal_id,
        renewalStatus: hit.renewal_status,
      });
    }
  }
  return found;
}

/** What the run has taken so far: the policies it wrote, and the old policies they renew. */
export interface RunTaken {
  keys: Set<string>;
  renewed: Set<string>;
}

export type RowPlan =
  | { outcome: "refused"; reason: string }
  | { outcome: "existing" }
  | { outcome: "imported"; renews: PreviousPolicy | null };

/**
 * What becomes of a row, given the book and the run so far (the preview and the run alike): refused,
 * already there (its policy in the book or earlier in the run), or imported, renewing the previous
 * policy it names. An imported row is added to `taken`.
 */
export function planRow(
  row: PreparedRow,
  existing: ReadonlySet<string>,
  previous: ReadonlyMap<string, PreviousPolicy>,
  taken: RunTaken,
): RowPlan {
  if (!row.ok) return { outcome: "refused", reason: row.reason };
  if (existing.has(row.key) || taken.keys.has(row.key)) return { outcome: "existing" };
  let renews: PreviousPolicy | null = null;
  if (row.previousNumber) {
    renews = previous.get(previousKey(row.client.document, row.previousNumber)) ?? null;
    if (!renews)
      return { outcome: "refused", reason: IMPORT_ROW_MESSAGES.previousNotFound(row.previousNumber) };
    if (renews.status === "renovada" || taken.renewed.has(renews.id))
      return { outcome: "refused", reason: IMPORT_ROW_MESSAGES.previousRenewed(row.previousNumber) };
    if (renews.status === "cancelada")
      return { outcome: "refused", reason: IMPORT_ROW_MESSAGES.previousCancelled(row.previousNumber) };
    taken.renewed.add(renews.id);
  }
  taken.keys.add(row.key);
  return { outcome: "imported", renews };
}
