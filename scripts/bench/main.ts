// `npm run bench`: the site's speed, weight and throughput, with budgets (docs/performance.md).
//
//   npm run bench                                  full run: every public page, mobile + desktop, 3 runs each
//   npm run bench -- --runs 5                      more Lighthouse runs per page and preset (median reported)
//   npm run bench -- --quick                       1 run, mobile only (for development; budgets still checked)
//   npm run bench -- --pages /,/insurers           only these public pages in Lighthouse
//   npm run bench -- --only throughput             only some parts: lighthouse, throughput, search, logins, leads
//   npm run bench -- --only search                 only the home page during a stream of random searches
//   npm run bench -- --only leads                  only the lead desk with 50,000 leads on PostgreSQL
//   npm run bench -- --only book                   only the book: 50,000 clients, 100,000 policies on PostgreSQL
//   npm run bench -- --only staff                  only the staff screens with realistic data (SQLite, PostgreSQL)
//   npm run bench -- --only staff --staff-db sqlite   the staff screens on one database
//   npm run bench -- --presets mobile              only some Lighthouse presets (mobile, desktop)
//   npm run bench -- --throttling devtools         Lighthouse with applied (not simulated) throttling
//
// Steps: build the production site, start `node server.js` on a free loopback port with a fresh
// database, read the public pages from /sitemap.xml, run Lighthouse on each, measure throughput with
// autocannon against the app and against Debian's nginx serving the same pages' bytes, time the
// home page during a stream of random searches, time one password hash and a static file during a burst of 80 logins, print a table, write
// bench/results/<timestamp>.json, and exit 1 when a budget is missed. Everything started here
// (servers, nginx, Chrome) is stopped at the end, on errors and on Ctrl-C too.
//
// Not part of `npm test`: it takes minutes, and its numbers depend on the machine.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs, USAGE } from "./args";
import { BOOK_QUERY_BUDGET_MS, type BookBenchResult, checkBookBudget, measureBook } from "./book";
import {
  BUDGETS,
  CACHE_BUDGET,
  checkBudgets,
  checkCacheBudget,
  checkLoginBurstBudget,
  checkSearchBudget,
  LOGIN_BURST_BUDGET,
  SEARCH_BUDGET,
} from "./budgets";
import { checkLeadBudget, LEAD_QUERY_BUDGET_MS, type LeadBenchResult, measureLeadDesk } from "./leads";
import { type LighthouseResults, launchChrome, runLighthouse } from "./lighthouse";
import { type LoginBurstResult, measureHash, measureLoginBurst, type PasswordHashResult } from "./logins";
import { cleanup, cleanupOnSignals, ROOT, run, startApp } from "./processes";
import { type BenchResults, hostCpuLine, report } from "./report";
import { measureSearchStream, type SearchStreamResult } from "./search";
import {
  checkStaffBudget,
  measureStaffScreens,
  STAFF_SCREEN_BUDGET_MS,
  type StaffBenchResult,
} from "./staff";
import { measureAllThroughput, type SpikeRow, type ThroughputRow } from "./throughput";

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2));
  if (options === "help") {
    console.log(USAGE);
    return 0;
  }
  const startedAt = new Date();
  const part = (name: (typeof options.only)[number]) => options.only.includes(name);

  // The lead desk's part needs PostgreSQL only: without the others, no build and no server. The
  // staff screens' part starts servers of its own (on its seeded databases) from the same build.
  const needsServer = part("lighthouse") || part("throughput") || part("search") || part("logins");
  let baseUrl = "";
  let uncachedUrl: string | undefined;
  let pages: string[] = [];
  if (needsServer || part("staff")) {
    console.log("1/9 Build de produção (react-router build)…");
    await run("npx", ["react-router", "build"]);
  }
  if (needsServer) {
    console.log("2/9 Iniciando o servidor (com e sem o cache de páginas) com bancos novos…");
    baseUrl = await startApp({});
    uncachedUrl = part("throughput") ? await startApp({ PAGE_CACHE: "off" }) : undefined;

    // The sitemap is built from the router's public route list (app/route-list.ts).
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const allPages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    if (allPages.length === 0) throw new Error("Nenhuma página pública encontrada em /sitemap.xml");
    pages = options.pages ?? allPages;
    const unknown = pages.filter((p) => !allPages.includes(p));
    if (unknown.length) throw new Error(`Fora da lista de rotas públicas (sitemap): ${unknown.join(", ")}`);
  }

  let lighthouseResults: LighthouseResults = {};
  if (part("lighthouse")) {
    console.log(
      `3/9 Lighthouse em ${pages.length} página(s), perfis ${options.presets.join(" + ")}, throttling ${options.throttling}…`,
    );
    const chrome = await launchChrome();
    lighthouseResults = await runLighthouse(
      chrome,
      baseUrl,
      pages,
      options.presets,
      options.runs,
      options.throttling,
    );
    chrome.kill(); // frees CPU for the throughput runs (kill() twice is harmless)
  }

  let throughput: ThroughputRow[] = [];
  let spike: SpikeRow[] = [];
  if (uncachedUrl !== undefined) {
    // Started exactly when the throughput part was asked for (--only).
    console.log("4/9 Vazão: app com cache, app sem cache e o nginx do Debian com os mesmos bytes…");
    ({ throughput, spike } = await measureAllThroughput(baseUrl, uncachedUrl));
  }

  let search: SearchStreamResult | undefined;
  if (part("search")) {
    console.log("5/9 Home durante uma sequência de buscas aleatórias (/insurers?q=)…");
    search = await measureSearchStream(baseUrl);
  }

  let passwordHash: PasswordHashResult | undefined;
  let loginBurst: LoginBurstResult | undefined;
  if (part("logins")) {
    console.log("6/9 Custo de um hash de senha; arquivo estático durante uma rajada de logins…");
    passwordHash = await measureHash();
    loginBurst = await measureLoginBurst(baseUrl);
  }

  let leads: LeadBenchResult | undefined;
  if (part("leads")) {
    console.log("7/9 Oportunidades: 50.000 no PostgreSQL, a lista, os filtros e os indicadores…");
    leads = await measureLeadDesk();
  }

  let book: BookBenchResult | undefined;
  if (part("book")) {
    console.log(
      "7/9 Carteira: 50.000 clientes e 100.000 apólices no PostgreSQL, a lista, as buscas, a página do cliente e as renovações…",
    );
    book = await measureBook();
  }

  let staff: StaffBenchResult | undefined;
  if (part("staff")) {
    console.log(
      `8/9 Telas da equipe com dados realistas (${options.staffDatabases.join(" + ")}): cada uma, em sequência…`,
    );
    staff = await measureStaffScreens(options.staffDatabases);
  }

  console.log("9/9 Resultados\n");
  const results: BenchResults = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadavg: os.loadavg(),
      node: process.version,
    },
    options,
    budgets: {
      ...BUDGETS,
      cache: CACHE_BUDGET,
      loginBurst: LOGIN_BURST_BUDGET,
      search: SEARCH_BUDGET,
      leadQueryMs: LEAD_QUERY_BUDGET_MS,
      bookQueryMs: BOOK_QUERY_BUDGET_MS,
      staffScreenP95Ms: STAFF_SCREEN_BUDGET_MS,
    },
    pages,
    lighthouse: lighthouseResults,
    throughput,
    spike,
    search,
    passwordHash,
    loginBurst,
    leads,
    book,
    staff,
    budgetFailures: [
      ...checkBudgets(lighthouseResults),
      ...checkCacheBudget(throughput, spike),
      ...checkSearchBudget(search),
      ...checkLoginBurstBudget(loginBurst),
      ...checkLeadBudget(leads),
      ...checkBookBudget(book),
      ...checkStaffBudget(staff),
    ],
  };
  console.log(report(results));
  const resultsDir = path.join(ROOT, "bench/results");
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${startedAt.toISOString().replace(/:/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nJSON completo: ${path.relative(ROOT, file)}`);

  if (results.budgetFailures.length) {
    console.error(`\nOrçamentos estourados (${results.budgetFailures.length}):`);
    for (const f of results.budgetFailures) console.error(`  ✗ ${f}`);
    const audits = Object.entries(lighthouseResults).flatMap(([page, presets]) =>
      Object.entries(presets).flatMap(([preset, { median: m }]) =>
        m.failedAudits.map((a) => `${page} [${preset}] ${a}`),
      ),
    );
    if (audits.length) {
      console.error("\nAuditorias reprovadas (motivo das notas abaixo de 100):");
      for (const a of audits) console.error(`  - ${a}`);
    }
    if (Object.keys(lighthouseResults).length > 0) console.error(`\n${hostCpuLine(lighthouseResults)}`);
    return 1;
  }
  console.log("\nTodos os orçamentos cumpridos.");
  return 0;
}

cleanupOnSignals();
let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error("\nO bench falhou:", error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
