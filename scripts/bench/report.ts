/** The printed tables (plain text that is also Markdown, to paste into docs/performance.md). */
import type { Options } from "./args";
import { BOOK_QUERY_BUDGET_MS, type BookBenchResult } from "./book";
import { LEAD_QUERY_BUDGET_MS, type LeadBenchResult } from "./leads";
import {
  hostBenchmarkIndex,
  LIGHTHOUSE_EXPECTED_BENCHMARK_INDEX,
  type LighthouseResults,
} from "./lighthouse";
import { HASH_SAMPLES, type LoginBurstResult, type PasswordHashResult } from "./logins";
import { type HomeTiming, SEARCH_STREAM, type SearchStreamResult } from "./search";
import { isDownload, STAFF_SCREEN_BUDGET_MS, type StaffBenchResult } from "./staff";
import {
  type Measurement,
  SPIKE,
  type SpikeRow,
  THROUGHPUT_CONNECTIONS,
  THROUGHPUT_SECONDS,
  type ThroughputRow,
} from "./throughput";

/** Everything one run measured: printed by report() and written as JSON to bench/results/. */
export interface BenchResults {
  startedAt: string;
  finishedAt: string;
  machine: { cpus: number; cpuModel: string | undefined; loadavg: number[]; node: string };
  options: Options;
  budgets: Record<string, unknown>;
  pages: string[];
  lighthouse: LighthouseResults;
  throughput: ThroughputRow[];
  spike: SpikeRow[];
  search?: SearchStreamResult | undefined;
  passwordHash: PasswordHashResult | undefined;
  loginBurst: LoginBurstResult | undefined;
  leads?: LeadBenchResult | undefined;
  book?: BookBenchResult | undefined;
  staff?: StaffBenchResult | undefined;
  budgetFailures: string[];
}

type Cell = string | number | null | undefined;

export function kb(bytes: number | null | undefined): string {
  return bytes === null || bytes === undefined ? "—" : `${(bytes / 1024).toFixed(1)} KiB`;
}

/** A plain-text table (also valid Markdown, so it can be pasted into docs/performance.md). */
function table(headers: string[], rows: Cell[][]): string {
  const cells = [headers, ...rows].map((row) => row.map((c) => String(c ?? "—")));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i]!)).join(" | ")} |`;
  return [
    line(cells[0]!),
    `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`,
    ...cells.slice(1).map(line),
  ].join("\n");
}

/** The server's CPU time per request (user + system). */
const micros = (t: Measurement) =>
  t.cpuMicrosPerRequest === null ? null : `${Math.round(t.cpuMicrosPerRequest)} µs`;
const ms = (value: number | null) => (value === null ? null : `${Math.round(value)} ms`);
const SPIKE_TARGET_NAMES = { cached: "app com cache", uncached: "app sem cache", nginx: "nginx" };

/**
 * The host's CPU as Lighthouse read it, so that scores from different machines are compared
 * knowingly: the same page scores lower on a slower host.
 */
export function hostCpuLine(lighthouse: LighthouseResults): string {
  const index = hostBenchmarkIndex(lighthouse);
  if (index.median === null) return "Índice de CPU do Lighthouse (benchmarkIndex): não informado.";
  const line = `Índice de CPU do Lighthouse nesta máquina (benchmarkIndex): mediana ${Math.round(index.median)} (${Math.round(index.min ?? 0)}–${Math.round(index.max ?? 0)}).`;
  return index.median >= LIGHTHOUSE_EXPECTED_BENCHMARK_INDEX
    ? line
    : `${line} Abaixo de ${LIGHTHOUSE_EXPECTED_BENCHMARK_INDEX}, o Lighthouse considera a CPU mais lenta do que a que ele supõe: a mesma página tira nota de desempenho menor aqui do que numa máquina mais rápida.`;
}

export function report(results: BenchResults): string {
  const out: string[] = [];
  if (Object.keys(results.lighthouse).length > 0) {
    out.push(
      `### Lighthouse (mediana de ${results.options.runs} execução(ões) por página e perfil)\n`,
      `${hostCpuLine(results.lighthouse)}\n`,
      table(
        [
          "Página",
          "Perfil",
          "Perf",
          "A11y",
          "BP",
          "SEO",
          "FCP",
          "LCP",
          "TBT",
          "CLS",
          "JS",
          "CSS",
          "Fontes",
          "Imagens",
          "Total",
          "Req.",
          "Outros hosts",
        ],
        Object.entries(results.lighthouse).flatMap(([page, presets]) =>
          Object.entries(presets).map(([preset, { median: m }]) => [
            page,
            preset,
            m.performance,
            m.accessibility,
            m["best-practices"],
            m.seo,
            ms(m.fcpMs),
            ms(m.lcpMs),
            ms(m.tbtMs),
            m.cls?.toFixed(3),
            kb(m.scriptBytes),
            kb(m.stylesheetBytes),
            kb(m.fontBytes),
            kb(m.imageBytes),
            kb(m.totalBytes),
            m.requests,
            m.otherHostUrls.length,
          ]),
        ),
      ),
    );
  }
  if (results.throughput.length > 0) {
    const figures = (t: Measurement) => [
      Math.round(t.requestsPerSecond),
      `${t.latencyP50Ms} ms`,
      `${t.latencyP99Ms} ms`,
    ];
    out.push(
      `\n### Vazão (autocannon, ${THROUGHPUT_SECONDS} s, ${THROUGHPUT_CONNECTIONS} conexões)\n`,
      table(
        [
          "Página",
          "Compressão",
          "Cache req/s",
          "Cache p50",
          "Cache p99",
          "Sem cache req/s",
          "Sem cache p50",
          "Sem cache p99",
          "nginx req/s",
          "nginx p50",
          "nginx p99",
          "Cache/nginx req/s",
          "Cache/nginx p99",
          "CPU/req cache",
          "CPU/req nginx",
        ],
        results.throughput.map((t) => [
          `${t.name} (${t.path})`,
          t.encoding,
          ...figures(t.cached),
          ...figures(t.uncached),
          ...figures(t.nginx),
          `${(t.ratio * 100).toFixed(0)}%`,
          `${t.p99Ratio.toFixed(2)}x`,
          micros(t.cached),
          micros(t.nginx),
        ]),
      ),
      `\n### Pico (autocannon, ${SPIKE.connections} conexões, ${SPIKE.seconds} s, br/gzip)\n`,
      table(
        ["Página", "Servidor", "req/s", "p50", "p99", "Respostas", "Erros", "Timeouts", "Não 2xx", "CPU/req"],
        results.spike.map((t) => [
          t.path,
          SPIKE_TARGET_NAMES[t.name],
          ...figures(t),
          t.requests,
          t.errors,
          t.timeouts,
          t.non2xx,
          micros(t),
        ]),
      ),
    );
  }
  const search = results.search;
  if (search) {
    const home = (t: HomeTiming) => [ms(t.medianMs), ms(t.p99Ms), t.requests];
    const codes = Object.entries(search.statusCodes)
      .map(([code, count]) => `${code}: ${count}`)
      .join(", ");
    out.push(
      `\n### Home durante buscas aleatórias (${SEARCH_STREAM.connections} conexões de buscas novas em /insurers?q=, ${SEARCH_STREAM.seconds} s)\n`,
      table(
        ["Home", "Mediana", "p99", "Pedidos"],
        [
          ["sozinha", ...home(search.homeAlone)],
          ["durante as buscas", ...home(search.homeDuringStream)],
        ],
      ),
      `\nBuscas: ${Math.round(search.searchesPerSecond)} req/s; status ${codes || "—"}; respondidas com a lista inteira: ${search.wholeList}; erros ${search.errors}, timeouts ${search.timeouts}.`,
    );
  }
  const h = results.passwordHash;
  if (h) {
    out.push(
      `\n### Hash de senha\n`,
      `argon2id (memoryCost ${h.options.memoryCost} KiB, timeCost ${h.options.timeCost}, parallelism ${h.options.parallelism}): mediana de ${HASH_SAMPLES} = ${h.medianMs.toFixed(1)} ms`,
    );
  }
  const b = results.loginBurst;
  if (b) {
    out.push(
      `\n### Arquivo estático durante ${b.logins} logins simultâneos\n`,
      table(
        ["Rodada", "Logins (total)", "Favicon pior", "Favicon mediana", "Pedidos"],
        b.rounds.map((r, i) => [i + 1, `${r.burstMs} ms`, `${r.worstMs} ms`, `${r.medianMs} ms`, r.requests]),
      ),
    );
  }
  const leads = results.leads;
  if (leads) {
    out.push(
      `\n### Oportunidades: ${leads.leads} no PostgreSQL, ${leads.activities} atividades (carga em ${leads.seedSeconds.toFixed(0)} s)\n`,
      table(
        ["Consulta", "Linhas", "Mediana", "Pior", `Orçamento (< ${LEAD_QUERY_BUDGET_MS} ms)`],
        leads.queries.map((q) => [
          q.name,
          q.rows,
          `${q.medianMs.toFixed(1)} ms`,
          `${q.maxMs.toFixed(1)} ms`,
          q.budgeted ? (q.medianMs < LEAD_QUERY_BUDGET_MS ? "ok" : "ESTOURADO") : "—",
        ]),
      ),
      "\nPlano da lista (1ª página, todas):\n",
      ["```", ...leads.listPlan, "```"].join("\n"),
      "\nPlano da busca por nome (1ª página):\n",
      ["```", ...leads.searchPlan, "```"].join("\n"),
    );
  }
  const book = results.book;
  if (book) {
    out.push(
      `\n### Carteira: ${book.clients} clientes e ${book.policies} apólices no PostgreSQL (carga em ${book.seedSeconds.toFixed(0)} s)\n`,
      table(
        ["Consulta", "Linhas", "Mediana", "Pior", `Orçamento (< ${BOOK_QUERY_BUDGET_MS} ms)`],
        book.queries.map((q) => [
          q.name,
          q.rows,
          `${q.medianMs.toFixed(1)} ms`,
          `${q.maxMs.toFixed(1)} ms`,
          q.budgeted ? (q.medianMs < BOOK_QUERY_BUDGET_MS ? "ok" : "ESTOURADO") : "—",
        ]),
      ),
      ...Object.entries(book.plans).flatMap(([name, plan]) => [
        `\nPlano (${name}):\n`,
        ["```", ...plan, "```"].join("\n"),
      ]),
    );
  }
  const staff = results.staff;
  if (staff) {
    const d = staff.data;
    const seeded = Object.entries(staff.seedSeconds)
      .map(([kind, seconds]) => `${kind} ${seconds.toFixed(0)} s`)
      .join(", ");
    out.push(
      `\n### Telas da equipe: ${d.users} pessoas, ${d.messages} mensagens, ${d.leads} oportunidades, ${d.audit} linhas de auditoria (carga: ${seeded})\n`,
      table(
        [
          "Banco",
          "Endereço",
          "Quem",
          "Status",
          "Tamanho",
          "p50",
          "p95",
          "Pior",
          `Orçamento (p95 < ${STAFF_SCREEN_BUDGET_MS} ms)`,
        ],
        staff.rows.map((r) => [
          r.database,
          r.url,
          r.who,
          r.status,
          kb(r.bytes),
          `${r.p50Ms.toFixed(1)} ms`,
          `${r.p95Ms.toFixed(1)} ms`,
          `${r.maxMs.toFixed(1)} ms`,
          isDownload(r.url) ? "— (arquivo)" : r.p95Ms < STAFF_SCREEN_BUDGET_MS ? "ok" : "ESTOURADO",
        ]),
      ),
      "\nNão medidas (GET sem tela):\n",
      staff.skipped.map((s) => `- ${s.route}: ${s.reason}`).join("\n"),
    );
  }
  return out.join("\n");
}
