/**
 * The lead desk at scale (issue 29, decision 043): 50,000 leads with their activities in a fresh
 * PostgreSQL schema (BENCH_POSTGRES_URL, else the tests' TEST_POSTGRES_URL), migrated like a real
 * database (migration 015's indexes included) and with the content snapshot loaded as the
 * server loads it at start, then each query the desk and the indicators run, timed in this process
 * (the server's time, no HTTP): the desk's own `listLeads` (a page, the count of what matches and
 * the filters' choices) whole, at page 20, as an admin and as a collaborator, by stage, "as
 * minhas", product and parados, and its search by name, e-mail and phone; the indicators of a
 * week and of a month, and the month's CSV. The schema is dropped at the end.
 */
import { randomUUID } from "node:crypto";
import { type CompiledQuery, Kysely, PostgresDialect, sql } from "kysely";
import { refreshContent, seedContent } from "~/.server/content";
import { leadIndicators, leadPeriod, leadsCsv, listLeads, parseFilters } from "~/.server/leads";
import type { Database, LeadActivitiesTable, LeadSource, LeadsTable } from "~/.server/platform";
import { leadIndexesMigration, migrateToLatest, openDatabase } from "~/.server/platform";
import { defaultBusinessHours } from "~/content/business-hours";
import { products } from "~/content/product-defaults";
import { defaultSiteDetails } from "~/content/site-defaults";
import { phoneKey } from "~/lib/br";
import { displayPhone } from "~/lib/phone-links";
import { freshDatabase } from "./databases";
import { onCleanup } from "./processes";

export const LEAD_COUNT = 50_000;
/** Server time of each budgeted query with 50,000 leads: the bound. */
export const LEAD_QUERY_BUDGET_MS = 200;
const RUNS = 15;
const STAFF = 12;

export interface LeadQueryRow {
  name: string;
  /** Whether the 200 ms budget applies (the CSV export is shown, not budgeted). */
  budgeted: boolean;
  rows: number;
  medianMs: number;
  maxMs: number;
}

export interface LeadBenchResult {
  leads: number;
  activities: number;
  seedSeconds: number;
  queries: LeadQueryRow[];
  /** The plan PostgreSQL chose for the whole list's first page, for docs/performance.md. */
  listPlan: string[];
  /** The same for the first page of a search by name. */
  searchPlan: string[];
}

const DAY = 86_400_000;
/** The i-th lead's phone: a Curitiba mobile, its digits. */
const leadPhone = (i: number) => `419${String(10_000_000 + i).slice(-8)}`;
const pick = <T>(items: readonly T[], r: number): T =>
  items[Math.floor(r * items.length) % items.length] as T;
/** A small deterministic generator: the same rows on every run. */
export function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function seed(db: Kysely<Database>, now: number): Promise<{ staff: string[]; activities: number }> {
  const rand = random(29);
  const at = new Date(now).toISOString();
  const staff = Array.from({ length: STAFF }, () => randomUUID());
  await db
    .insertInto("users")
    .values(
      staff.map((id, i) => ({
        id,
        email: `pessoa${i}@corretora.bench`,
        password_hash: "x",
        role: i === 0 ? ("admin" as const) : ("collaborator" as const),
        status: "approved" as const,
        name: `Pessoa ${i}`,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  const activities = await seedLeads(db, { now, count: LEAD_COUNT, staff, rand });
  await seedDemand(db, now, rand);
  await sql`analyze`.execute(db);
  return { staff, activities };
}

/**
 * `count` leads of the last `days` days with their activities (more of them recent, older ones
 * mostly closed), owned by `staff` or by no one, written in batches; returns how many activities
 * were written. Shared with the staff screens' part (staff.ts).
 */
export async function seedLeads(
  db: Kysely<Database>,
  options: { now: number; count: number; staff: readonly string[]; rand: () => number; days?: number },
): Promise<number> {
  const { now, count, staff, rand, days = 365 } = options;
  const sources: LeadSource[] = [
    "site",
    "site",
    "site",
    "site",
    "site",
    "site",
    "phone",
    "whatsapp",
    "referral",
    "walk-in",
  ];
  const open = ["novo", "em-contato", "cotando", "proposta-enviada"];
  const reasons = ["preco", "sem-retorno", "outro-corretor", "sem-interesse", "duplicado-spam"];
  const slugs = products.map((p) => p.slug);
  let activities = 0;
  const BATCH = 1000;
  for (let start = 0; start < count; start += BATCH) {
    const leads: LeadsTable[] = [];
    const acts: LeadActivitiesTable[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      // More of them recent.
      const created = now - Math.floor(rand() ** 1.3 * days * DAY);
      const age = now - created;
      const id = randomUUID();
      const source = pick(sources, rand());
      const ownerId = rand() < 0.1 ? null : pick(staff, rand());
      // Older leads are mostly closed; the last weeks' mostly open.
      const closed = rand() < Math.min(0.9, age / (30 * DAY));
      const won = closed && rand() < 0.35;
      const stage = closed ? (won ? "ganho" : "perdido") : pick(open, rand());
      const contactAt = created + Math.floor(rand() * 2 * DAY);
      const contacted = (closed || rand() < 0.8) && contactAt < now;
      const closedAt = closed ? Math.min(now, contactAt + Math.floor(rand() * 20 * DAY)) : null;
      const last = closedAt ?? (contacted ? contactAt : created);
      const iso = (t: number) => new Date(t).toISOString();
      leads.push({
        id,
        name: `Pessoa ${i}`,
        email: `pessoa${i}@exemplo.bench`,
        email_key: `pessoa${i}@exemplo.bench`,
        phone: leadPhone(i),
        phone_key: phoneKey(leadPhone(i)),
        contact_method: "Email",
        product: rand() < 0.1 ? null : pick(slugs, rand()),
        source,
        referred_by: source === "referral" ? "Cliente da corretora" : null,
        stage_id: stage,
        owner_id: ownerId,
        owner_seen_at: ownerId && contacted ? iso(contactAt) : null,
        next_action: closed ? null : "Retornar",
        next_action_at: closed ? null : iso(last + Math.floor((rand() - 0.3) * 10 * DAY)),
        consent_policy_version: source === "site" ? "2026-11-01" : null,
        consent_at: source === "site" ? iso(created) : null,
        lost_reason_id: closed && !won ? pick(reasons, rand()) : null,
        lost_note: null,
        created_by: null,
        created_at: iso(created),
        updated_at: iso(last),
        last_activity_at: iso(last),
        closed_at: closedAt === null ? null : iso(closedAt),
        client_id: null,
        policy_id: null,
      });
      const activity = (kind: LeadActivitiesTable["kind"], t: number, actor: string | null) =>
        acts.push({
          id: randomUUID(),
          lead_id: id,
          kind,
          actor_id: actor,
          message_id: null,
          body: null,
          details: null,
          created_at: iso(t),
        });
      activity(source === "site" ? "message" : "created", created, source === "site" ? null : ownerId);
      if (contacted) {
        activity("note", contactAt - 60_000, ownerId);
        activity(
          pick(["call", "whatsapp", "email"] as const, rand()),
          contactAt,
          ownerId ?? staff[1] ?? null,
        );
      }
      if (closedAt !== null) activity("stage", closedAt, ownerId);
    }
    await db.insertInto("leads").values(leads).execute();
    await db.insertInto("lead_activities").values(acts).execute();
    activities += acts.length;
  }
  return activities;
}

/** A year of the site's demand: every product, both kinds, every day. */
export async function seedDemand(db: Kysely<Database>, now: number, rand: () => number): Promise<void> {
  const slugs = products.map((p) => p.slug);
  const demand = [];
  for (let d = 0; d < 365; d++) {
    const day = new Date(now - d * DAY).toISOString().slice(0, 10);
    for (const product of slugs)
      for (const kind of ["quote", "whatsapp"] as const)
        demand.push({ day, product, kind, count: 1 + Math.floor(rand() * 40) });
  }
  for (let i = 0; i < demand.length; i += 2000)
    await db
      .insertInto("demand_counts")
      .values(demand.slice(i, i + 2000))
      .execute();
}

async function time<T>(
  run: () => Promise<T>,
  size: (result: T) => number,
): Promise<{ rows: number; medianMs: number; maxMs: number }> {
  let rows = size(await run()); // warm-up: plans and caches, as a running server has them
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    rows = size(await run());
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { rows, medianMs: times[Math.floor(times.length / 2)] ?? 0, maxMs: times.at(-1) ?? 0 };
}

export async function measureLeadDesk(): Promise<LeadBenchResult> {
  const handle = openDatabase(await freshDatabase("postgres", "bench_leads"));
  onCleanup("banco do bench de oportunidades", () => handle.db.destroy());
  const db = handle.db;
  await migrateToLatest(db);
  // The content snapshot as the server loads it at start (services.ts): the desk's filters offer
  // its products, and its list names them.
  await seedContent(db, defaultSiteDetails.quotePortalUrl);
  await refreshContent(db, defaultSiteDetails.quotePortalUrl);
  // BENCH_LEADS_WITHOUT_015=1: the same run without migration 015's indexes, to see what they buy.
  if (process.env.BENCH_LEADS_WITHOUT_015 === "1") await leadIndexesMigration.down?.(db);

  const now = Date.now();
  const seedStarted = performance.now();
  const { staff, activities } = await seed(db, now);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const zone = defaultBusinessHours.timeZone;
  const week = leadPeriod("esta-semana", zone, now);
  const month = leadPeriod("mes-passado", zone, now);
  const admin = { id: staff[0] ?? "", role: "admin" as const };
  const collaborator = { id: staff[3] ?? "", role: "collaborator" as const };
  // The desk's own query (app/.server/lead-desk.ts), with the filters read from the list's
  // address as the route reads them: what a request to /equipe/oportunidades?… runs.
  const list = (who: typeof admin | typeof collaborator, address: string) =>
    listLeads(db, who, parseFilters(new URLSearchParams(address)));
  const listed = (r: { leads: unknown[] }) => r.leads.length;
  // Leads the searches look for, somewhere in the middle of the table.
  const someone = 31_337;

  const queries: LeadQueryRow[] = [];
  const add = async <T>(name: string, budgeted: boolean, run: () => Promise<T>, size: (r: T) => number) =>
    queries.push({ name, budgeted, ...(await time(run, size)) });

  await add("Lista, 1ª página (admin: todas)", true, () => list(admin, ""), listed);
  await add("Lista, página 20 (admin)", true, () => list(admin, "pagina=20"), listed);
  await add("Lista do colaborador (as suas e sem dono)", true, () => list(collaborator, ""), listed);
  await add("Filtro por etapa (Cotando)", true, () => list(admin, "etapa=cotando"), listed);
  await add("Filtro: as minhas (colaborador)", true, () => list(collaborator, "dono=meus"), listed);
  await add("Filtro por produto (auto)", true, () => list(admin, "produto=automobile"), listed);
  await add("Filtro parados (admin)", true, () => list(admin, "parados=1"), listed);
  await add("Filtro parados (colaborador)", true, () => list(collaborator, "parados=1"), listed);
  await add("Busca por nome (admin)", true, () => list(admin, `busca=Pessoa+${someone}`), listed);
  await add(
    "Busca por e-mail (admin)",
    true,
    () => list(admin, `busca=pessoa${someone}@exemplo.bench`),
    listed,
  );
  await add(
    "Busca por telefone (admin)",
    true,
    () => list(admin, `busca=${encodeURIComponent(displayPhone(leadPhone(someone)))}`),
    listed,
  );
  // "Pessoa 12" is in 1,111 names (12, 120–129, 1200–1299, 12000–12999): many matches to sort.
  await add(
    'Busca ampla "Pessoa 12" (colaborador)',
    true,
    () => list(collaborator, "busca=Pessoa+12"),
    listed,
  );
  await add("Busca sem resultado (admin)", true, () => list(admin, "busca=ninguém"), listed);
  await add(
    "Indicadores da semana",
    true,
    () => leadIndicators(db, week, defaultBusinessHours, new Date(now)),
    (r) => r.created,
  );
  await add(
    "Indicadores do mês passado",
    true,
    () => leadIndicators(db, month, defaultBusinessHours, new Date(now)),
    (r) => r.created,
  );
  await add(
    "CSV do mês passado (sem orçamento)",
    false,
    () => leadsCsv(db, month, zone, (slug) => slug),
    (r) => r.count,
  );

  // The plans of the list's page queries, with the real parameters (EXPLAIN takes them like the
  // query does): listLeads runs once more on a Kysely over the same pool that notes its SQL.
  const explain = async (address: string) => {
    if (handle.kind !== "postgres") return [];
    const seen: CompiledQuery[] = [];
    const noting = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: handle.pool }),
      log: (event) => {
        if (event.level === "query") seen.push(event.query);
      },
    });
    await listLeads(noting, admin, parseFilters(new URLSearchParams(address)));
    // The page (not the count, nor the choices): the one query with a limit.
    const page = seen.find((q) => /\blimit\b/i.test(q.sql) && /"leads"/.test(q.sql));
    if (!page) return [];
    const plan = await handle.pool.query<{ "QUERY PLAN": string }>(`explain analyze ${page.sql}`, [
      ...page.parameters,
    ]);
    return plan.rows.map((row) => row["QUERY PLAN"]);
  };
  const listPlan = await explain("");
  const searchPlan = await explain(`busca=Pessoa+${someone}`);
  return {
    leads: LEAD_COUNT,
    activities,
    seedSeconds,
    queries,
    listPlan,
    searchPlan,
  };
}

/** Every budgeted query under LEAD_QUERY_BUDGET_MS (its median: one slow run on a busy machine is noise). */
export function checkLeadBudget(result: LeadBenchResult | undefined): string[] {
  if (!result) return [];
  return result.queries
    .filter((q) => q.budgeted && !(q.medianMs < LEAD_QUERY_BUDGET_MS))
    .map(
      (q) => `oportunidades: ${q.name} ${Math.round(q.medianMs)} ms (orçamento < ${LEAD_QUERY_BUDGET_MS} ms)`,
    );
}
