/**
 * Importing a book of 10,000 rows (issue 42, decision 068), on SQLite and on PostgreSQL:
 * `npx tsx scripts/bench/book-import.ts [sqlite|postgres]`. A fresh database is migrated and gets
 * the content snapshot as the server loads it; a CSV of 10,000 rows (8,000 clients, 2 % of rows
 * refused, 1 % repeated) is read by the upload's own reader and imported by the run's own loop
 * (the code the server runs after the answer), timed here; then the same file again (nothing new).
 * The longest stall of the event loop during each import is measured too (the run yields between
 * batches). Not a test: its numbers depend on the machine; the bound is one minute.
 */
import { randomUUID } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { importRows, insertImportRun, mappingFor, readCsv } from "~/.server/book";
import { refreshContent, seedContent } from "~/.server/content";
import { migrateToLatest, openDatabase } from "~/.server/platform";
import { defaultSiteDetails } from "~/content/site-defaults";
import { cpfFrom, csvText } from "../../tests/support/book-import-files";
import { type DatabaseKind, freshDatabase } from "./databases";
import { cleanup } from "./processes";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const BUDGET_S = 60;
const INSURERS = [
  "Porto Seguro",
  "Allianz",
  "Bradesco Seguros",
  "HDI",
  "Tokio Marine",
  "Mapfre",
  "Azul Seguros",
];
const PRODUCTS = ["Automóvel", "Residencial", "Vida", "Empresarial", "Moto"];
const HEADERS = [
  "CPF/CNPJ",
  "Segurado",
  "E-mail",
  "Telefone",
  "Seguradora",
  "Produto",
  "Apólice",
  "Início de vigência",
  "Fim de vigência",
  "Prêmio líquido",
  "IOF",
  "Prêmio total",
  "Comissão %",
  "Placa",
];

function bookCsv(): string {
  const rows: string[][] = [];
  for (let i = 0; i < ROWS; i++) {
    const client = i % 8_000;
    const doc = i % 50 === 7 ? "111.111.111-11" : cpfFrom(String(100_000_000 + client * 7).slice(-9));
    const number = i % 100 === 3 ? `B-${i - 1}` : `B-${i}`;
    const day = String(1 + (i % 28)).padStart(2, "0");
    rows.push([
      doc,
      `Cliente ${client}`,
      `cliente${client}@exemplo.com.br`,
      `41${String(900_000_000 + client)}`,
      INSURERS[i % INSURERS.length] ?? "",
      PRODUCTS[i % PRODUCTS.length] ?? "",
      number,
      `${day}/03/2026`,
      `${day}/03/2027`,
      "2.000,00",
      "147,60",
      "2.147,60",
      "15",
      i % 5 === 0 ? "ABC1D23" : "",
    ]);
  }
  return csvText([HEADERS, ...rows]);
}

async function measure(kind: DatabaseKind) {
  const handle = openDatabase(await freshDatabase(kind, "bench_import"));
  const db = handle.db;
  await migrateToLatest(db);
  await seedContent(db, defaultSiteDetails.quotePortalUrl);
  await refreshContent(db, defaultSiteDetails.quotePortalUrl);
  const text = bookCsv();
  const results: string[] = [];
  for (const pass of ["primeira", "segunda (mesmo arquivo)"]) {
    const started = performance.now();
    const sheet = readCsv(text);
    const mapping = await mappingFor(db, "Bench", sheet.headers);
    const id = randomUUID();
    await insertImportRun(db, {
      id,
      source: "Bench",
      fileName: "bench.csv",
      totalRows: sheet.rows.length,
      actorId: null,
    });
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    await importRows(db, id, sheet, mapping, null);
    loop.disable();
    const seconds = (performance.now() - started) / 1000;
    const run = await db.selectFrom("import_runs").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    results.push(
      `${kind} ${pass}: ${seconds.toFixed(1)} s (${run.imported} importadas, ${run.existing} já estavam, ${run.refused} recusadas; maior parada do event loop ${(loop.max / 1e6).toFixed(0)} ms)${seconds > BUDGET_S ? " ACIMA DE 1 MIN" : ""}`,
    );
  }
  await db.destroy();
  return results;
}

const kinds: DatabaseKind[] = process.argv[2] ? [process.argv[2] as DatabaseKind] : ["sqlite", "postgres"];
try {
  for (const kind of kinds) for (const line of await measure(kind)) console.log(line);
} finally {
  await cleanup();
}
