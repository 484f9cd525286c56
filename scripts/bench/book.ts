/**
 * The book of policies at scale (issue 42, decisions 063, 066, 069 and 071): 50,000 clients and
 * 100,000 policies (renewals, claims, documents and the timeline) in a fresh PostgreSQL schema,
 * migrated like a real database and with the content snapshot loaded as the server loads it at
 * start, then the book's own functions, called through its face as the routes call them and timed
 * in this process (the server's time, no HTTP), against the issue's 100 ms: `listClients` (the
 * first page as an admin and as a collaborator, page 200, "Meus clientes", the search by name, CPF,
 * plate, policy number, e-mail and phone), `clientPage`, `listRenewals` (the desk as an admin and
 * as a collaborator), `renewalPage`, the retention guard of "Dados pessoais" and, unbudgeted, the
 * hourly retention purge. For each measurement at half the budget or more, and for the name
 * search, it prints the plan of the slowest statement the function ran. The schema is dropped at
 * the end.
 */
import { randomUUID } from "node:crypto";
import { type CompiledQuery, Kysely, PostgresDialect, sql } from "kysely";
import {
  clientPage,
  clientRetention,
  listClients,
  listRenewals,
  parseClientFilters,
  parseRenewalFilters,
  purgeExpiredClients,
  renewalPage,
} from "~/.server/book";
import { currentContent, refreshContent, seedContent } from "~/.server/content";
import type { Database } from "~/.server/platform";
import { migrateToLatest, openDatabase } from "~/.server/platform";
import { defaultSiteDetails } from "~/content/site-defaults";
import { formatPhone, formatTaxId, phoneKey } from "~/lib/br";
import { mod11CheckDigit } from "~/lib/br/check-digits";
import { searchable } from "~/lib/insurer-filter";
import { freshDatabase } from "./databases";
import { random } from "./leads";
import { onCleanup } from "./processes";

export const BOOK_CLIENTS = 50_000;
export const BOOK_POLICIES = 100_000;
/** Server time of each budgeted call with the book at that size: the issue's bound. */
export const BOOK_QUERY_BUDGET_MS = 100;
const RUNS = 15;
const STAFF = 12;
const DAY = 86_400_000;
// Accented and repeated on purpose: the search compares `name_key` (lower case, no accents), and a
// surname like "Souza" matches thousands of clients, as in a real book.
const FIRST = ["Ana", "José", "Maria", "João", "Helena", "Luís", "Márcia", "Paulo", "Conceição", "Rafael"];
const LAST = ["Silva", "Souza", "Araújo", "Conceição", "Pereira", "Lima", "Gonçalves", "Rocha", "Álvares"];

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
  /** The plan of the slowest statement of each slow call (and of the name search). */
  plans: Record<string, string[]>;
}

/** The i-th client's CPF: 9 digits from i, then its two check digits. */
export function cpfOf(i: number): string {
  const base = String(100_000_000 + i).slice(-9);
  const first = mod11CheckDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${first}${mod11CheckDigit(`${base}${first}`, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])}`;
}
/** The i-th client's car, a Mercosul plate unique per client: each of its policies insures it. */
const plateOf = (i: number) =>
  `${String.fromCharCode(65 + (i % 26), 65 + (Math.floor(i / 26) % 26), 65 + (Math.floor(i / 676) % 26))}${i % 10}${String.fromCharCode(65 + (Math.floor(i / 10) % 26))}${String(i % 100).padStart(2, "0")}`;
const numberOf = (p: number) => `0531.${String(1_000_000 + p)}`;
const phoneOf = (i: number) => `419${String(10_000_000 + i).slice(-8)}`;
const emailOf = (i: number) => `cliente${i}@exemplo.com.br`;
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
  // The content's own insurers and products, as the screens name them (findInsurer, productTitle).
  const content = currentContent();
  const insurers = content.insurers.map((i) => i.id);
  const products = content.products.map((p) => p.slug);
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
      const name = `${FIRST[i % FIRST.length]} ${pick(LAST, rand())} ${i}`;
      const phone = phoneOf(i);
      clients.push({
        id,
        kind: "person" as const,
        name,
        name_key: searchable(name),
        document: cpfOf(i),
        contact_name: null,
        email: emailOf(i),
        email_key: emailOf(i),
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
        details: JSON.stringify({ origin: "import" }),
        created_at: iso(created),
      });
      // Two policies a client on average, all on the client's one car.
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
          vehicle_plate: plateOf(i),
          vehicle_model: "Onix 1.0",
          vehicle_year: 2022,
          fipe_code: null,
          bonus_class: 3,
          property_address: null,
          lives: null,
          insured_description: null,
          status: status as "vigente" | "renovada" | "encerrada",
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
        // Every policy that reached the renewal window has its renewal, as the job opens them: open
        // for those ending in the next 60 days, closed (renewed or lost) for those that ended, so
        // the desk's open list is picked out of two years of closed ones.
        const opened = ends - 60 * DAY;
        if (ends < now + 60 * DAY) {
          const renewalId = randomUUID();
          const open = ends > now;
          renewals.push({
            id: renewalId,
            policy_id: policyId,
            client_id: id,
            status: open
              ? pick(["nao-trabalhada", "em-cotacao", "aguardando-cliente"] as const, rand())
              : status === "renovada"
                ? ("renovada" as const)
                : ("perdida" as const),
            owner_id: owner ?? pick(staff, rand()),
            due_on: dayOf(ends),
            next_action: open ? "Ligar" : null,
            next_action_at: open ? iso(now + DAY) : null,
            lost_reason: !open && status !== "renovada" ? "Preço" : null,
            lost_to: null,
            new_policy_id: null,
            opened_at: iso(opened),
            closed_at: open ? null : iso(ends - DAY),
            updated_at: iso(open ? opened : ends - DAY),
          });
          activities.push({
            id: randomUUID(),
            client_id: id,
            policy_id: policyId,
            renewal_id: renewalId,
            claim_id: null,
            kind: "renewal-opened",
            actor_id: null,
            body: null,
            details: null,
            created_at: iso(opened),
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

/** A warm-up, then RUNS timed runs; `run` answers how many rows the call showed. */
async function time(run: () => Promise<number>) {
  let rows = await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    rows = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { rows, medianMs: times[Math.floor(times.length / 2)] ?? 0, maxMs: times.at(-1) ?? 0 };
}

type Staff = { id: string; role: "admin" | "collaborator" };

export async function measureBook(): Promise<BookBenchResult> {
  const handle = openDatabase(await freshDatabase("postgres", "bench_book"));
  onCleanup("banco do bench da carteira", () => handle.db.destroy());
  if (handle.kind !== "postgres") throw new Error("O bench da carteira mede o PostgreSQL.");
  const db = handle.db;
  await migrateToLatest(db);
  await seedContent(db, defaultSiteDetails.quotePortalUrl);
  await refreshContent(db, defaultSiteDetails.quotePortalUrl);
  const now = Date.now();
  const seedStarted = performance.now();
  const staff = await seed(db, now);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const admin: Staff = { id: staff[0] ?? "", role: "admin" };
  const collaborator: Staff = { id: staff[3] ?? "", role: "collaborator" };

  // The same pool, with every statement noted: one run of a call through it names the statement
  // that took longest, whose plan is then printed. Not destroyed: that would end the pool.
  let statements: { query: CompiledQuery; ms: number }[] = [];
  const logged = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: handle.pool }),
    log: (event) => {
      if (event.level === "query") statements.push({ query: event.query, ms: event.queryDurationMillis });
    },
  });

  const someone = 31_337;
  const someClient = await db
    .selectFrom("clients")
    .select(["id", "name"])
    .where("document", "=", cpfOf(someone))
    .executeTakeFirstOrThrow();
  const theirPolicy = await db
    .selectFrom("policies")
    .select("policy_number")
    .where("client_id", "=", someClient.id)
    .executeTakeFirstOrThrow();
  // A client the collaborator looks after, for their client page.
  const theirClient = await db
    .selectFrom("clients")
    .select(["id", "name"])
    .where("owner_id", "=", collaborator.id)
    .orderBy("document")
    .offset(100)
    .executeTakeFirstOrThrow();
  // A renewal on the collaborator's desk, the one their page opens first.
  const firstRenewal = (
    await listRenewals(db, collaborator, parseRenewalFilters(new URLSearchParams()))
  ).renewals.at(0);
  if (!firstRenewal) throw new Error("O colaborador do bench não tem renovação aberta.");

  type Call = (on: Kysely<Database>) => Promise<number>;
  const list =
    (who: Staff, query: Record<string, string>): Call =>
    async (on) =>
      (await listClients(on, who, parseClientFilters(new URLSearchParams(query)))).clients.length;
  const cases: { name: string; budgeted: boolean; plan?: boolean; call: Call }[] = [
    { name: "Clientes, 1ª página (admin: todos)", budgeted: true, call: list(admin, {}) },
    { name: "Clientes, 1ª página (colaborador)", budgeted: true, call: list(collaborator, {}) },
    { name: "Clientes, página 200 (admin)", budgeted: true, call: list(admin, { pagina: "200" }) },
    { name: "Meus clientes (colaborador)", budgeted: true, call: list(collaborator, { meus: "1" }) },
    {
      name: "Busca por nome, sem acento (admin)",
      budgeted: true,
      plan: true,
      call: list(admin, { busca: searchable(someClient.name) }),
    },
    {
      name: "Busca por nome, sem acento (colaborador)",
      budgeted: true,
      call: list(collaborator, { busca: searchable(theirClient.name) }),
    },
    {
      name: 'Busca ampla "souza" (colaborador)',
      budgeted: true,
      call: list(collaborator, { busca: "souza" }),
    },
    {
      name: "Busca por CPF com pontuação (admin)",
      budgeted: true,
      call: list(admin, { busca: formatTaxId(cpfOf(someone)) }),
    },
    { name: "Busca por placa (admin)", budgeted: true, call: list(admin, { busca: plateOf(someone) }) },
    {
      name: "Busca por nº da apólice (admin)",
      budgeted: true,
      call: list(admin, { busca: theirPolicy.policy_number ?? "" }),
    },
    { name: "Busca por e-mail (admin)", budgeted: true, call: list(admin, { busca: emailOf(someone) }) },
    {
      name: "Busca por telefone formatado (admin)",
      budgeted: true,
      call: list(admin, { busca: formatPhone(phoneOf(someone)) }),
    },
    {
      name: "Página do cliente (admin)",
      budgeted: true,
      call: async (on) => (await clientPage(on, admin, someClient.id)).timeline.length,
    },
    {
      name: "Página do cliente (colaborador)",
      budgeted: true,
      call: async (on) => (await clientPage(on, collaborator, theirClient.id)).timeline.length,
    },
    {
      name: "Renovações abertas (admin)",
      budgeted: true,
      call: async (on) =>
        (await listRenewals(on, admin, parseRenewalFilters(new URLSearchParams()))).renewals.length,
    },
    {
      name: "Renovações abertas (colaborador)",
      budgeted: true,
      call: async (on) =>
        (await listRenewals(on, collaborator, parseRenewalFilters(new URLSearchParams()))).renewals.length,
    },
    {
      name: "Renovações: as minhas, todas as situações (colaborador)",
      budgeted: true,
      call: async (on) =>
        (
          await listRenewals(
            on,
            collaborator,
            parseRenewalFilters(new URLSearchParams({ dono: "meus", situacao: "todas" })),
          )
        ).renewals.length,
    },
    {
      name: "Página de uma renovação (colaborador)",
      budgeted: true,
      call: async (on) => (await renewalPage(on, collaborator, firstRenewal.id)).timeline.length,
    },
    {
      name: "Guarda: prazo de um cliente (Dados pessoais)",
      budgeted: true,
      call: async (on) => (await clientRetention(on, [someClient.id])).length,
    },
    // The hourly purge: its search over every client (the first run also deletes the expired ones).
    {
      name: "Limpeza por prazo legal (de hora em hora, sem orçamento)",
      budgeted: false,
      call: (on) => purgeExpiredClients(on),
    },
  ];

  const queries: BookQueryRow[] = [];
  const plans: Record<string, string[]> = {};
  for (const c of cases) {
    const row = { name: c.name, budgeted: c.budgeted, ...(await time(() => c.call(db))) };
    queries.push(row);
    if (!c.budgeted || !(c.plan || row.medianMs >= BOOK_QUERY_BUDGET_MS / 2)) continue;
    statements = [];
    await c.call(logged);
    const slowest = statements.sort((a, b) => b.ms - a.ms)[0];
    if (!slowest) continue;
    const plan = await handle.pool.query<{ "QUERY PLAN": string }>(`explain analyze ${slowest.query.sql}`, [
      ...slowest.query.parameters,
    ]);
    plans[`${c.name}: a mais lenta de ${statements.length} consultas, ${slowest.ms.toFixed(1)} ms`] = [
      slowest.query.sql,
      "",
      ...plan.rows.map((r) => r["QUERY PLAN"]),
    ];
  }
  return { clients: BOOK_CLIENTS, policies: BOOK_POLICIES, seedSeconds, queries, plans };
}

export function checkBookBudget(result: BookBenchResult | undefined): string[] {
  if (!result) return [];
  return result.queries
    .filter((q) => q.budgeted && !(q.medianMs < BOOK_QUERY_BUDGET_MS))
    .map((q) => `carteira: ${q.name} ${Math.round(q.medianMs)} ms (orçamento < ${BOOK_QUERY_BUDGET_MS} ms)`);
}
