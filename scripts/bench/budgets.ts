// Budgets. Each one names what it protects; docs/performance.md explains them at more length.
import type { LighthouseResults } from "./lighthouse";
import type { LoginBurstResult } from "./logins";
import { kb } from "./report";
import type { SearchStreamResult } from "./search";
import { ratios, type SpikeRow, type ThroughputRow } from "./throughput";

export const BUDGETS = {
  /** Lighthouse mobile performance score (0-100, median), every public page: fast on a cheap phone. */
  mobilePerformance: 100,
  /** Accessibility, best practices and SEO (0-100), every page, both presets: no known defect. */
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /**
   * Cumulative layout shift, every page, both presets, as Lighthouse shows it (three decimals):
   * nothing jumps under the visitor's finger.
   */
  cls: 0,
  /**
   * JavaScript transferred (compressed, headers included, as Lighthouse counts it), mobile and
   * desktop, in KB of 1,000 bytes as issue 27 states them (the stricter reading: 117.2 KiB and
   * 127.0 KiB): the home page, and every other public page.
   */
  homeScriptBytes: 120_000,
  pageScriptBytes: 130_000,
  /** Requests to any host other than ours: privacy (LGPD), CSP, and no third party on the critical path. */
  otherHostRequests: 0,
};
/**
 * The page cache against Debian's nginx serving the same bytes, in one run (issue 27): at least
 * 0.8 of its requests per second and a p99 at most twice its p99, on every measured page, with
 * and without compression at 50 connections, and in the 500-connection spike.
 */
export const CACHE_BUDGET = { minThroughputRatio: 0.8, maxP99Ratio: 2 };
/**
 * A static file during the login burst, every round: the worst wait under 1.5 s and under a third
 * of the whole burst. Without the hash queue the file waits behind the queued hashes, about the
 * whole burst (measured 52–97 % of it; with the queue 12–24 %). These bounds were asserted by the
 * integration suite until wall-clock figures left it (docs/decisions/008).
 */
export const LOGIN_BURST_BUDGET = { maxWorstMs: 1_500, maxWorstShareOfBurst: 1 / 3 };
/**
 * The home page's median wait while a stream of new searches arrives (issue 27, decision 050):
 * a render each would leave it hundreds of milliseconds behind them.
 */
export const SEARCH_BUDGET = { maxHomeMedianMs: 50 };

export function checkBudgets(lighthouseResults: LighthouseResults): string[] {
  const failures: string[] = [];
  for (const [page, presets] of Object.entries(lighthouseResults)) {
    for (const [preset, { median: m }] of Object.entries(presets)) {
      const fail = (figure: string, value: unknown, budget: string) =>
        failures.push(`${page} [${preset}] ${figure}: ${value} (orçamento ${budget})`);
      for (const error of m.runtimeErrors) fail("erro do Lighthouse", error, "nenhum");
      // A figure missing from the report (null) compares as 0, as it did in the plain-JS script
      // (`null >= 95` is false, `null <= 0.02` true): a missing score fails, a missing CLS or
      // script size passes.
      if (preset === "mobile" && !((m.performance ?? 0) >= BUDGETS.mobilePerformance)) {
        fail("performance", m.performance, `>= ${BUDGETS.mobilePerformance}`);
      }
      if (!((m.accessibility ?? 0) >= BUDGETS.accessibility)) fail("accessibility", m.accessibility, "= 100");
      if (!((m["best-practices"] ?? 0) >= BUDGETS.bestPractices))
        fail("best-practices", m["best-practices"], "= 100");
      if (!((m.seo ?? 0) >= BUDGETS.seo)) fail("seo", m.seo, "= 100");
      if (!(Number((m.cls ?? 0).toFixed(3)) <= BUDGETS.cls))
        fail("CLS", m.cls?.toFixed(3), `<= ${BUDGETS.cls}`);
      const scriptBudget = page === "/" ? BUDGETS.homeScriptBytes : BUDGETS.pageScriptBytes;
      if (!((m.scriptBytes ?? 0) <= scriptBudget)) {
        fail("JavaScript", kb(m.scriptBytes), `<= ${scriptBudget / 1000} KB (${kb(scriptBudget)})`);
      }
      if (m.otherHostUrls.length > BUDGETS.otherHostRequests) {
        fail("requisições a outros hosts", m.otherHostUrls.join(", "), "nenhuma");
      }
    }
  }
  return failures;
}

/** The page cache next to nginx, measured in the same run (CACHE_BUDGET), at 50 connections and in the spike. */
export function checkCacheBudget(
  throughput: readonly ThroughputRow[],
  spike: readonly SpikeRow[] = [],
): string[] {
  const rows = [
    ...throughput.map((row) => ({ where: `${row.path} [compressão: ${row.encoding}]`, ...row })),
    ...spike
      .filter((row) => row.name === "cached")
      .flatMap((cached) => {
        const nginx = spike.find((row) => row.name === "nginx" && row.path === cached.path);
        return nginx ? [{ where: `pico em ${cached.path}`, ...ratios(cached, nginx) }] : [];
      }),
  ];
  const failures: string[] = [];
  for (const row of rows) {
    if (!(row.ratio >= CACHE_BUDGET.minThroughputRatio)) {
      failures.push(
        `${row.where} req/s cache/nginx: ${(row.ratio * 100).toFixed(0)}% (orçamento >= ${CACHE_BUDGET.minThroughputRatio * 100}%)`,
      );
    }
    if (!(row.p99Ratio <= CACHE_BUDGET.maxP99Ratio)) {
      failures.push(
        `${row.where} p99 cache/nginx: ${row.p99Ratio.toFixed(2)}x (orçamento <= ${CACHE_BUDGET.maxP99Ratio}x)`,
      );
    }
  }
  return failures;
}

/** The home page during the stream of random searches (SEARCH_BUDGET). */
export function checkSearchBudget(search: SearchStreamResult | undefined): string[] {
  if (!search || search.homeDuringStream.medianMs < SEARCH_BUDGET.maxHomeMedianMs) return [];
  return [
    `home durante buscas aleatórias: mediana ${Math.round(search.homeDuringStream.medianMs)} ms (orçamento < ${SEARCH_BUDGET.maxHomeMedianMs} ms)`,
  ];
}

/** The static file during each round of the login burst (LOGIN_BURST_BUDGET). */
export function checkLoginBurstBudget(loginBurst: LoginBurstResult | undefined): string[] {
  const failures: string[] = [];
  if (!loginBurst) return failures;
  for (const [i, r] of loginBurst.rounds.entries()) {
    const where = `rajada de ${loginBurst.logins} logins, rodada ${i + 1}: favicon pior ${r.worstMs} ms`;
    if (!(r.worstMs < LOGIN_BURST_BUDGET.maxWorstMs)) {
      failures.push(`${where} (orçamento < ${LOGIN_BURST_BUDGET.maxWorstMs} ms)`);
    }
    if (!(r.worstMs < r.burstMs * LOGIN_BURST_BUDGET.maxWorstShareOfBurst)) {
      failures.push(`${where} de ${r.burstMs} ms da rajada (orçamento < 1/3 da rajada)`);
    }
  }
  return failures;
}
