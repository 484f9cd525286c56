/**
 * The Carteira's client list and client page at scale (issue 42, decision 066): 50,000 clients
 * and 100,000 policies in a fresh PostgreSQL schema (BENCH_POSTGRES_URL, else the tests'),
 * migrated like a real database, then `listClients` (all, "Meus clientes", as an admin and as a
 * collaborator, a search by each key) and `clientPage`, timed in this process (server time, no
 * HTTP). Run on its own: `npx tsx scripts/bench/book-clients.ts`. The schema is dropped at the end.
 */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { clientPage, listClients, parseClientFilters } from "~/.server/book";
import { refreshContent, seedContent } from "~/.server/content";
import { migrateToLatest, openDatabase } from "~/.server/platform";
import { defaultSiteDetails } from "~/content/site-defaults";
import { formatTaxId } from "~/lib/br";
import { mod11CheckDigit } from "~/lib/br/check-digits";
import { searchable } from "~/lib/insurer-filter";
import { freshDatabase } from "./databases";
import { random } from "./leads";
import { cleanup } from "./processes";

const CLIENTS = 50_000;
const POLICIES_PER_CLIENT = 2;
const RUNS = 15;
const FIRST = ["Ana", "José", "Maria", "João", "Helena", "Luís", "Márcia", "Paulo", "Conceição", "Rafael"];
const LAST = ["Silva", "Souza", "Araújo", "Conceição", "Pereira", "Lima", "Gonçalves", "Rocha", "Álvares"];

const cpfOf = (i: number) => {
  const base = String(100_000_000 + i).slice(-9);
  const a = mod11CheckDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base}${a}${mod11CheckDigit(base + a, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2])}`;
};
const plateOf = (i: number) =>
  `${String.fromCharCode(65 + (i % 26), 65 + (Math.floor(i / 26) % 26), 65 + (Math.floor(i / 676) % 26))}${i % 10}${String.fromCharCode(65 + (Math.floor(i / 10) % 26))}${String(i % 100).padStart(2, "0")}`;

async function main() {
  const handle = openDatabase(await freshDatabase("postgres", "bench_book"));
  const { db } = handle;
  await migrateToLatest(db);
  await seedContent(db, defaultSiteDetails.quotePortalUrl);
  await refreshContent(db, defaultSiteDetails.quotePortalUrl);
  const rand = random(42);
  const at = new Date().toISOString();
  const staff = Array.from({ length: 12 }, () => randomUUID());
  await db
    .insertInto("users")
    .values(
      staff.map((id, i) => ({
        id,
        email: `p${i}@bench`,
        password_hash: "x",
        role: i === 0 ? ("admin" as const) : ("collaborator" as const),
        status: "approved" as const,
        name: `Pessoa ${i}`,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
  const started = Date.now();
  const clientIds: string[] = [];
  for (let start = 0; start < CLIENTS; start += 500) {
    const clients = [];
    const policies = [];
    for (let i = start; i < start + 500; i++) {
      const id = randomUUID();
      clientIds.push(id);
      const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(rand() * LAST.length)]} ${i}`;
      const phone = `419${String(10_000_000 + i).slice(-8)}`;
      clients.push({
        id,
        kind: "person" as const,
        name,
        name_key: searchable(name),
        document: cpfOf(i),
        contact_name: null,
        email: `cliente${i}@exemplo.com`,
        email_key: `cliente${i}@exemplo.com`,
        phone,
        phone_key: phone,
        phone2: null,
        phone2_key: null,
        cep: null,
        address: null,
        city: null,
        state: null,
        birth_date: null,
        notes: null,
        legal_basis: "contract" as const,
        owner_id: rand() < 0.1 ? null : (staff[1 + Math.floor(rand() * 11)] ?? null),
        origin: "import" as const,
        created_by: null,
        created_at: at,
        updated_at: at,
      });
      for (let k = 0; k < POLICIES_PER_CLIENT; k++) {
        const n = i * POLICIES_PER_CLIENT + k;
        const year = 2025 + k;
        policies.push({
          id: randomUUID(),
          client_id: id,
          insurer_id: "porto",
          product: "automobile",
          susep_branch: null,
          policy_number: `P${n}`,
          proposal_number: null,
          starts_on: `${year}-0${1 + (n % 9)}-10`,
          ends_on: `${year + 1}-0${1 + (n % 9)}-10`,
          net_premium_cents: 200_000,
          iof_cents: 14_760,
          total_premium_cents: 214_760,
          payment_method: null,
          instalments: null,
          commission_bp: 1500,
          commission_cents: 30_000,
          insured_kind: "vehicle" as const,
          vehicle_plate: plateOf(n),
          vehicle_model: null,
          vehicle_year: null,
          fipe_code: null,
          bonus_class: null,
          property_address: null,
          lives: null,
          insured_description: null,
          status: k === 0 ? ("renovada" as const) : ("vigente" as const),
          status_reason: null,
          renews_policy_id: null,
          producer_id: staff[1 + Math.floor(rand() * 11)] ?? null,
          origin: "import" as const,
          created_by: null,
          created_at: at,
          updated_at: at,
        });
      }
    }
    await db.insertInto("clients").values(clients).execute();
    await db.insertInto("policies").values(policies).execute();
  }
  await sql`analyze`.execute(db);
  console.log(
    `seed: ${CLIENTS} clientes, ${CLIENTS * POLICIES_PER_CLIENT} apólices em ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const admin = { id: staff[0] ?? "", role: "admin" as const };
  const collaborator = { id: staff[3] ?? "", role: "collaborator" as const };
  const list = (who: typeof admin | typeof collaborator, query: string) => () =>
    listClients(db, who, parseClientFilters(new URLSearchParams(query)));
  const cases: [string, () => Promise<unknown>][] = [
    ["lista (admin)", list(admin, "")],
    ["lista, página 200 (admin)", list(admin, "pagina=200")],
    ["lista (colaborador)", list(collaborator, "")],
    ["meus clientes (colaborador)", list(collaborator, "meus=1")],
    ["busca nome sem acento (admin)", list(admin, "busca=conceicao%2012345")],
    ["busca nome curto (colaborador)", list(collaborator, "busca=souza")],
    ["busca CPF formatado", list(admin, `busca=${encodeURIComponent(formatTaxId(cpfOf(31_337)))}`)],
    ["busca telefone", list(admin, "busca=41910031337")],
    ["busca placa", list(admin, `busca=${plateOf(62_674)}`)],
    ["busca nº da apólice", list(admin, "busca=P62674")],
    ["busca e-mail", list(admin, "busca=cliente31337%40")],
    ["página do cliente", () => clientPage(db, admin, clientIds[31_337] ?? "")],
  ];
  for (const [name, run] of cases) {
    const times: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(36)} mediana ${times[Math.floor(RUNS / 2)]?.toFixed(1)} ms · máx ${times.at(-1)?.toFixed(1)} ms`,
    );
  }
  await db.destroy();
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanup);
