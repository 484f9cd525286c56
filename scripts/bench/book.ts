/**
 * The book of policies at scale (issue 42, decisions 063 and 071): 50,000 clients and 100,000
 * policies (with renewals, claims, documents and the timeline) in a fresh PostgreSQL schema,
 * migrated like a real database, then each query the book's screens run, timed in this process
 * (the server's time, no HTTP), against the issue's 100 ms: the client list's first page (admin
 * and collaborator), the search by name, CPF, plate and policy number, the client page's queries,
 * the renewal desk's list (policies ending in the next 60 days) and, unbudgeted, the hourly
 * retention purge's search. The schema is dropped at the end.
 *
 * The list, search and renewal-desk functions were not on main when this was written (their
 * helpers were writing them): the queries here are their equivalent SQL through Kysely, with the
 * face's own `clientVisibleTo`, and should call the face's functions once they land.
 */
import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { clientRetention, clientVisibleTo, purgeExpiredClients } from "~/.server/book";
import type { Database } from "~/.server/platform";
import { migrateToLatest, openDatabase } from "~/.server/platform";
import { phoneKey } from "~/lib/br";
import { freshDatabase } from "./databases";
import { random } from "./leads";
import { onCleanup } from "./processes";

export const BOOK_CLIENTS = 50_000;
export const BOOK_POLICIES = 100_000;
/** Server time of each budgeted query with the book at that size: the issue's bound. */
export const BOOK_QUERY_BUDGET_MS = 100;
const RUNS = 15;
const STAFF = 12;
const PAGE = 25;
const DAY = 86_400_000;

export interface BookQueryRow {
  name: string;
  budgeted: boolean;
  rows: number;
  medianMs: number;
  maxMs: number;
}

export interface BookBenchResult {
  clients: number;
  policies: number;
  seedSeconds: number;
  queries: BookQueryRow[];
  /** The plans of the searches by policy number and by name, for docs/performance.md. */
  plans: Record<string, string[]>;
}

/** The i-th client's CPF: 9 digits from i, then the two check digits. */
export function cpfOf(i: number): string {
  const base = String(100_000_000 + i).slice(-9);
  const digit = (digits: string) => {
    let sum = 0;
    for (let k = 0; k < digits.length; k++) sum += Number(digits[k]) * (digits.length + 1 - k);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}
const plateOf = (i: number) =>
  `BEN${i % 10}${String.fromCharCode(65 + (i % 26))}${String(i % 100).padStart(2, "0")}`;
const numberOf = (i: number) => `0531.${String(1_000_000 + i)}`;
const pick = <T>(items: readonly T[], r: number): T =>
  items[Math.floor(r * items.length) % items.length] as T;
const iso = (t: number) => new Date(t).toISOString();
const dayOf = (t: number) => iso(t).slice(0, 10);

async function seed(db: Kysely<Database>, now: number): Promise<string[]> {
  const rand = random(42);
  const staff = Array.from({ length: STAFF }, () => randomUUID());
  await db
    .insertInto("users")
    .values(
      staff.map((id, i) => ({
        id,
        email: `corretor${i}@corretora.bench`,
        password_hash: "x",
        role: i === 0 ? ("admin" as const) : ("collaborator" as const),
        status: "approved" as const,
        name: `Corretor ${i}`,
        created_at: iso(now),
        updated_at: iso(now),
      })),
    )
    .execute();
  const insurers = ["porto", "allianz", "bradesco", "tokio", "hdi", "mapfre", "liberty", "sulamerica"];
  const products = ["automobile", "residential", "life", "business"];
  const BATCH = 1000;
  let policyIndex = 0;
  for (let start = 0; start < BOOK_CLIENTS; start += BATCH) {
    const clients = [];
    const policies = [];
    const renewals = [];
    const claims = [];
    const activities = [];
    const documents = [];
    for (let i = start; i < Math.min(BOOK_CLIENTS, start + BATCH); i++) {
      const id = randomUUID();
      const created = now - Math.floor(rand() * 6 * 365 * DAY);
      const owner = rand() < 0.15 ? null : pick(staff, rand());
      const phone = `419${String(10_000_000 + i).slice(-8)}`;
      clients.push({
        id,
        kind: "person" as const,
        name: `Cliente ${i}`,
        document: cpfOf(i),
        contact_name: null,
        email: `cliente${i}@exemplo.bench`,
        email_key: `cliente${i}@exemplo.bench`,
        phone,
        phone_key: phoneKey(phone),
        phone2: null,
        phone2_key: null,
        cep: "80000000",
        address: `Rua ${i}, 100`,
        city: "Curitiba",
        state: "PR",
        birth_date: null,
        notes: null,
        legal_basis: "contract" as const,
        owner_id: owner,
        origin: "import" as const,
        created_by: null,
        created_at: iso(created),
        updated_at: iso(created),
      });
      activities.push({
        id: randomUUID(),
        client_id: id,
        policy_id: null,
        renewal_id: null,
        claim_id: null,
        kind: "client-created",
        actor_id: null,
        body: null,
        details: null,
        created_at: iso(created),
      });
      // Two policies a client on average: the older one renewed by the newer.
      const count = i % 2 === 0 ? 1 : 3;
      for (let k = 0; k < count && policyIndex < BOOK_POLICIES; k++) {
        const p = policyIndex++;
        const policyId = randomUUID();
        // Ends spread from two years ago to one year ahead: about 1/18 end in the next 60 days.
        const ends = now + Math.floor((rand() * 3 - 2) * 365 * DAY);
        const starts = ends - 365 * DAY;
        const status = ends > now ? "vigente" : rand() < 0.8 ? "renovada" : "encerrada";
        policies.push({
          id: policyId,
          client_id: id,
          insurer_id: pick(insurers, rand()),
          product: pick(products, rand()),
          susep_branch: "0531",
          policy_number: numberOf(p),
          proposal_number: null,
          starts_on: dayOf(starts),
          ends_on: dayOf(ends),
          net_premium_cents: 200_000,
          iof_cents: 14_760,
          total_premium_cents: 214_760,
          payment_method: "boleto",
          instalments: 4,
          commission_bp: 1500,
          commission_cents: 30_000,
          insured_kind: "vehicle" as const,
          vehicle_plate: plateOf(p),
          vehicle_model: "Onix 1.0",
          vehicle_year: 2022,
          fipe_code: null,
          bonus_class: 3,
          property_address: null,
          lives: null,
          insured_description: null,
          status: status as "vigente",
          status_reason: null,
          renews_policy_id: null,
          producer_id: owner ?? pick(staff, rand()),
          origin: "import" as const,
          created_by: null,
          created_at: iso(starts),
          updated_at: iso(starts),
        });
        activities.push({
          id: randomUUID(),
          client_id: id,
          policy_id: policyId,
          renewal_id: null,
          claim_id: null,
          kind: "policy-created",
          actor_id: null,
          body: null,
          details: null,
          created_at: iso(starts),
        });
        if (ends > now && ends < now + 60 * DAY) {
          renewals.push({
            id: randomUUID(),
            policy_id: policyId,
            status: pick(["nao-trabalhada", "em-cotacao", "aguardando-cliente"] as const, rand()),
            owner_id: owner ?? pick(staff, rand()),
            due_on: dayOf(ends),
            next_action: "Ligar",
            next_action_at: iso(now + DAY),
            lost_reason: null,
            lost_to: null,
            new_policy_id: null,
            opened_at: iso(ends - 60 * DAY),
            closed_at: null,
            updated_at: iso(ends - 60 * DAY),
          });
        }
        if (rand() < 0.05) {
          claims.push({
            id: randomUUID(),
            policy_id: policyId,
            client_id: id,
            protocol: `S-${p}`,
            insurer_claim_number: null,
            status: pick(["aberto", "em-analise", "indenizado", "recusado"] as const, rand()),
            occurred_on: dayOf(starts + 100 * DAY),
            place: null,
            description: "Colisão",
            involved: null,
            reported_by: "staff" as const,
            created_by: null,
            created_at: iso(starts + 100 * DAY),
            updated_at: iso(starts + 120 * DAY),
          });
        }
        if (rand() < 0.1) {
          documents.push({
            id: randomUUID(),
            policy_id: policyId,
            kind: "apolice" as const,
            file_name: `apolice-${p}.pdf`,
            mime: "application/pdf",
            size: 6,
            sha256: "bench",
            data: "JVBERi0=",
            uploaded_by: null,
            created_at: iso(starts),
          });
        }
      }
    }
    await db.insertInto("clients").values(clients).execute();
    for (let j = 0; j < policies.length; j += 1500)
      await db
        .insertInto("policies")
        .values(policies.slice(j, j + 1500))
        .execute();
    if (renewals.length) await db.insertInto("renewals").values(renewals).execute();
    if (claims.length) await db.insertInto("claims").values(claims).execute();
    if (documents.length) await db.insertInto("policy_documents").values(documents).execute();
    for (let j = 0; j < activities.length; j += 2000)
      await db
        .insertInto("book_activities")
        .values(activities.slice(j, j + 2000))
        .execute();
  }
  // As autovacuum leaves a table after a bulk load: statistics, and the visibility map that lets an
  // index answer alone (without it the producer's 8,000 policies cost 3,000 heap pages).
  await sql`vacuum analyze`.execute(db);
  return staff;
}

async function time<T>(run: () => Promise<T>, size: (result: T) => number) {
  let rows = size(await run());
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    rows = size(await run());
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { rows, medianMs: times[Math.floor(times.length / 2)] ?? 0, maxMs: times.at(-1) ?? 0 };
}

type Staff = { id: string; role: "admin" | "collaborator" };

/**
 * The client list as the book's screen would run it: a page by name with each client's policy
 * count, and the total, for who may see it, matching an optional condition. The whole list walks
 * the name index for its page and counts apart; a search, which matches few, reads them once with
 * the total as a window (one scan of the table instead of two).
 */
function clientList(
  db: Kysely<Database>,
  staff: Staff,
  match?: "name" | "document" | "plate" | "number",
  term = "",
) {
  let base = db.selectFrom("clients as c").where(clientVisibleTo(staff));
  if (match === "name") base = base.where(sql<boolean>`lower(c.name) like ${`%${term.toLowerCase()}%`}`);
  if (match === "document") base = base.where("c.document", "=", term);
  if (match === "plate" || match === "number") {
    const column = match === "plate" ? "sp.vehicle_plate" : "sp.policy_number";
    base = base.where(
      "c.id",
      "in",
      db.selectFrom("policies as sp").select("sp.client_id").where(column, "=", term),
    );
  }
  const page = base
    .select(["c.id", "c.name", "c.document", "c.email", "c.phone", "c.owner_id"])
    .select((eb) =>
      eb
        .selectFrom("policies as cp")
        .select(eb.fn.countAll<number>().as("n"))
        .whereRef("cp.client_id", "=", "c.id")
        .as("policies"),
    )
    .orderBy("c.name")
    .orderBy("c.id")
    .limit(PAGE);
  return { base, page };
}

async function clientPage(
  db: Kysely<Database>,
  staff: Staff,
  match?: "name" | "document" | "plate" | "number",
  term = "",
) {
  const { base, page } = clientList(db, staff, match, term);
  if (match) {
    const rows = await page.select(sql<number>`count(*) over ()`.as("total")).execute();
    return [rows, rows[0]?.total ?? 0] as const;
  }
  return Promise.all([
    page.execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
  ]);
}

/** The client page's queries: the client, policies, documents, renewals, claims, timeline, leads. */
async function clientScreen(db: Kysely<Database>, id: string) {
  const client = await db.selectFrom("clients").selectAll().where("id", "=", id).executeTakeFirst();
  const policies = await db
    .selectFrom("policies")
    .selectAll()
    .where("client_id", "=", id)
    .orderBy("ends_on", "desc")
    .execute();
  const ids = policies.map((p) => p.id);
  const [documents, renewals, claims, timeline, leads] = await Promise.all([
    ids.length
      ? db
          .selectFrom("policy_documents")
          .select(["id", "policy_id", "kind", "file_name", "size", "created_at"])
          .where("policy_id", "in", ids)
          .execute()
      : [],
    ids.length ? db.selectFrom("renewals").selectAll().where("policy_id", "in", ids).execute() : [],
    db.selectFrom("claims").selectAll().where("client_id", "=", id).orderBy("created_at", "desc").execute(),
    db
      .selectFrom("book_activities")
      .selectAll()
      .where("client_id", "=", id)
      .orderBy("created_at", "desc")
      .limit(50)
      .execute(),
    db.selectFrom("leads").select(["id", "name", "stage_id"]).where("client_id", "=", id).execute(),
  ]);
  return [client, ...policies, ...documents, ...renewals, ...claims, ...timeline, ...leads].length;
}

/**
 * The renewal desk: policies in force ending in the next 60 days, soonest first, with their
 * renewal; a collaborator's are those they own or produced. The count reads policies and renewals
 * only (the client's name is for the page's 50 rows).
 */
function renewalDesk(db: Kysely<Database>, staff: Staff, from: string, to: string) {
  let base = db
    .selectFrom("policies as p")
    .leftJoin("renewals as r", "r.policy_id", "p.id")
    .where("p.status", "=", "vigente")
    .where("p.ends_on", ">=", from)
    .where("p.ends_on", "<=", to);
  if (staff.role !== "admin")
    base = base.where((eb) => eb.or([eb("r.owner_id", "=", staff.id), eb("p.producer_id", "=", staff.id)]));
  return Promise.all([
    base
      .innerJoin("clients as c", "c.id", "p.client_id")
      .select([
        "p.id",
        "p.policy_number",
        "p.ends_on",
        "p.insurer_id",
        "p.total_premium_cents",
        "c.name",
        "r.status",
        "r.owner_id",
      ])
      .orderBy("p.ends_on")
      .orderBy("p.id")
      .limit(50)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("total")).executeTakeFirst(),
  ]);
}

export async function measureBook(): Promise<BookBenchResult> {
  const handle = openDatabase(await freshDatabase("postgres", "bench_book"));
  onCleanup("banco do bench da carteira", () => handle.db.destroy());
  const db = handle.db;
  await migrateToLatest(db);
  const now = Date.now();
  const seedStarted = performance.now();
  const staff = await seed(db, now);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const admin: Staff = { id: staff[0] ?? "", role: "admin" };
  const collaborator: Staff = { id: staff[3] ?? "", role: "collaborator" };
  const someone = 31_337;
  const someClient = await db
    .selectFrom("clients")
    .select("id")
    .where("document", "=", cpfOf(someone))
    .executeTakeFirstOrThrow();
  const paged = (r: readonly [readonly unknown[], unknown]) => r[0].length;

  const queries: BookQueryRow[] = [];
  const add = async <T>(name: string, budgeted: boolean, run: () => Promise<T>, size: (r: T) => number) =>
    queries.push({ name, budgeted, ...(await time(run, size)) });
  await add("Clientes, 1ª página (admin: todos)", true, () => clientPage(db, admin), paged);
  await add("Clientes, 1ª página (colaborador)", true, () => clientPage(db, collaborator), paged);
  await add("Busca por nome (admin)", true, () => clientPage(db, admin, "name", `Cliente ${someone}`), paged);
  await add(
    "Busca por nome (colaborador)",
    true,
    () => clientPage(db, collaborator, "name", `Cliente ${someone}`),
    paged,
  );
  await add("Busca por CPF (admin)", true, () => clientPage(db, admin, "document", cpfOf(someone)), paged);
  await add(
    "Busca por placa (admin)",
    true,
    () => clientPage(db, admin, "plate", plateOf(someone * 2)),
    paged,
  );
  await add(
    "Busca por nº da apólice (admin)",
    true,
    () => clientPage(db, admin, "number", numberOf(someone * 2)),
    paged,
  );
  await add(
    "Página do cliente (todas as consultas)",
    true,
    () => clientScreen(db, someClient.id),
    (n) => n,
  );
  const today = dayOf(now);
  const in60 = dayOf(now + 60 * DAY);
  await add("Renovações: vencem em 60 dias (admin)", true, () => renewalDesk(db, admin, today, in60), paged);
  await add(
    "Renovações: vencem em 60 dias (colaborador)",
    true,
    () => renewalDesk(db, collaborator, today, in60),
    paged,
  );
  await add(
    "Guarda: prazo de um cliente (Dados pessoais)",
    true,
    () => clientRetention(db, [someClient.id]),
    (r) => r.length,
  );
  // The hourly purge: its search over every client (the first run also deletes the expired ones).
  await add(
    "Limpeza por prazo legal (de hora em hora, sem orçamento)",
    false,
    () => purgeExpiredClients(db),
    (n) => n,
  );

  const plans: Record<string, string[]> = {};
  if (handle.kind === "postgres") {
    const explain = async (name: string, query: { sql: string; parameters: readonly unknown[] }) => {
      const plan = await handle.pool.query<{ "QUERY PLAN": string }>(`explain analyze ${query.sql}`, [
        ...query.parameters,
      ]);
      plans[name] = plan.rows.map((row) => row["QUERY PLAN"]);
    };
    await explain("lista do colaborador (1ª página)", clientList(db, collaborator).page.compile());
    await explain(
      "busca por nome (1ª página, com o total)",
      clientList(db, admin, "name", `Cliente ${someone}`)
        .page.select(sql<number>`count(*) over ()`.as("total"))
        .compile(),
    );
    await explain(
      "nº da apólice",
      db
        .selectFrom("policies")
        .select("id")
        .where("policy_number", "=", numberOf(someone * 2))
        .compile(),
    );
    await explain(
      "renovações",
      db
        .selectFrom("policies as p")
        .select("p.id")
        .where("p.status", "=", "vigente")
        .where("p.ends_on", ">=", today)
        .where("p.ends_on", "<=", in60)
        .orderBy("p.ends_on")
        .limit(50)
        .compile(),
    );
  }
  return { clients: BOOK_CLIENTS, policies: BOOK_POLICIES, seedSeconds, queries, plans };
}

export function checkBookBudget(result: BookBenchResult | undefined): string[] {
  if (!result) return [];
  return result.queries
    .filter((q) => q.budgeted && !(q.medianMs < BOOK_QUERY_BUDGET_MS))
    .map((q) => `carteira: ${q.name} ${Math.round(q.medianMs)} ms (orçamento < ${BOOK_QUERY_BUDGET_MS} ms)`);
}
