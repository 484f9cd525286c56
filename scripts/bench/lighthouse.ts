/** Lighthouse on each public page and preset, in one headless Chromium; the median of the runs. */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { CHROMIUM_FLAGS } from "../../e2e/support/chromium-flags";
import type { Preset, Throttling } from "./args";
import { onCleanup } from "./processes";
import { median } from "./stats";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RESOURCE_TYPES = ["script", "stylesheet", "font", "image", "total"] as const;

type Category = (typeof CATEGORIES)[number];
type ResourceType = (typeof RESOURCE_TYPES)[number];
/** The numeric figures kept from a report; the median of each over the runs. */
type NumericFigure =
  | Category
  | "fcpMs"
  | "lcpMs"
  | "tbtMs"
  | "cls"
  | `${ResourceType}Bytes`
  | "requests"
  | "benchmarkIndex";
const NUMERIC_FIGURES: readonly NumericFigure[] = [
  ...CATEGORIES,
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  ...RESOURCE_TYPES.map((t) => `${t}Bytes` as const),
  "requests",
  "benchmarkIndex",
];

/**
 * Lighthouse's own reading of the host CPU (`environment.benchmarkIndex`, measured before each
 * run). Its simulated 4x slowdown assumes a host of at least this index and it warns below it
 * (lighthouse/core/gather/driver/environment.js, docs/throttling.md): on a slower host the same
 * page gets a longer simulated main thread, so a lower performance score.
 */
export const LIGHTHOUSE_EXPECTED_BENCHMARK_INDEX = 1000;

/** The median host CPU index over every run of a Lighthouse part (null: no run reported one). */
export function hostBenchmarkIndex(results: LighthouseResults): {
  median: number | null;
  min: number | null;
  max: number | null;
} {
  const values = Object.values(results)
    .flatMap((presets) => Object.values(presets))
    .flatMap(({ runs }) => runs.map((run) => run.benchmarkIndex))
    .filter((value): value is number => value !== null);
  return {
    median: median(values),
    min: values.length ? Math.min(...values) : null,
    max: values.length ? Math.max(...values) : null,
  };
}

/** One run's figures (null: the report did not have it). */
export type Figures = Record<NumericFigure, number | null> & {
  otherHostUrls: string[];
  failedAudits: string[];
  runtimeError: string | null;
};
/** The runs of one page and preset combined: medians, and the union of URLs, audits and errors. */
export type CombinedFigures = Record<NumericFigure, number | null> & {
  otherHostUrls: string[];
  failedAudits: string[];
  runtimeErrors: string[];
};
/** Page → preset → its median and every run. */
export type LighthouseResults = Record<string, Record<string, { median: CombinedFigures; runs: Figures[] }>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;
const numberOrNull = (value: unknown): number | null => (typeof value === "number" ? value : null);

/** The rows (`details.items`) of a table audit, each an object whose fields are checked where read. */
function auditRows(lhr: Result, auditId: string): Array<Record<string, unknown>> {
  const details: unknown = lhr.audits[auditId]?.details;
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return details.items.filter(isRecord);
}

/** The figures we keep from one Lighthouse report. */
function figuresFromReport(lhr: Result, serverOrigin: string): Figures {
  const numeric = {} as Record<NumericFigure, number | null>;
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    numeric[id] = typeof score === "number" ? Math.round(score * 100) : null;
  }
  numeric.fcpMs = lhr.audits["first-contentful-paint"]?.numericValue ?? null;
  numeric.lcpMs = lhr.audits["largest-contentful-paint"]?.numericValue ?? null;
  numeric.tbtMs = lhr.audits["total-blocking-time"]?.numericValue ?? null;
  numeric.cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? null;

  // resource-summary: one row per resource type with transferSize (bytes over the wire) and requestCount.
  const summary = auditRows(lhr, "resource-summary");
  for (const type of RESOURCE_TYPES) {
    numeric[`${type}Bytes`] = numberOrNull(summary.find((row) => row.resourceType === type)?.transferSize);
  }
  numeric.requests = numberOrNull(summary.find((row) => row.resourceType === "total")?.requestCount);
  numeric.benchmarkIndex = numberOrNull(lhr.environment?.benchmarkIndex);

  // network-requests: every request the page made; anything not http(s) on our origin is "other host"
  // (data: and blob: URLs never leave the browser, so they are not requests to anyone).
  const otherHostUrls = auditRows(lhr, "network-requests")
    .map((r) => r.url)
    .filter(
      (url): url is string =>
        typeof url === "string" && /^(https?|wss?):/.test(url) && new URL(url).origin !== serverOrigin,
    );

  // Failing audits of the non-performance categories, to say *why* a score is below 100.
  const failedAudits: string[] = [];
  for (const id of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failedAudits.push(`${id}: ${ref.id}`);
      }
    }
  }
  return { ...numeric, otherHostUrls, failedAudits, runtimeError: lhr.runtimeError?.message ?? null };
}

/** Median of each numeric figure over the runs; other-host URLs and failed audits are the union. */
function combineRuns(runs: Figures[]): CombinedFigures {
  const numeric = {} as Record<NumericFigure, number | null>;
  for (const key of NUMERIC_FIGURES) numeric[key] = median(runs.map((r) => r[key]));
  return {
    ...numeric,
    otherHostUrls: [...new Set(runs.flatMap((r) => r.otherHostUrls))],
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
    runtimeErrors: runs.map((r) => r.runtimeError).filter((error): error is string => Boolean(error)),
  };
}

/** Headless Chromium (CHROME_PATH, else Debian's), stopped by cleanup() if still running. */
export async function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless", ...CHROMIUM_FLAGS],
  });
  onCleanup("Chromium", async () => chrome.kill());
  return chrome;
}

export async function runLighthouse(
  chrome: chromeLauncher.LaunchedChrome,
  baseUrl: string,
  pages: readonly string[],
  presets: readonly Preset[],
  runs: number,
  throttlingMethod: Throttling,
): Promise<LighthouseResults> {
  const results: LighthouseResults = {};
  const serverOrigin = new URL(baseUrl).origin;
  const total = pages.length * presets.length * runs;
  let done = 0;
  for (const page of pages) {
    const byPreset: LighthouseResults[string] = {};
    results[page] = byPreset;
    for (const preset of presets) {
      const samples: Figures[] = [];
      for (let i = 0; i < runs; i++) {
        done++;
        process.stdout.write(`  Lighthouse ${done}/${total}: ${preset} ${page} (execução ${i + 1})\n`);
        const config = preset === "desktop" ? desktopConfig : undefined;
        // A run whose trace Chromium failed to record (e.g. NO_NAVSTART) says nothing about the
        // page: try it again, up to twice, before reporting the error.
        let figures: Figures | undefined;
        for (let attempt = 1; attempt <= 3; attempt++) {
          const result = await lighthouse(
            baseUrl + page,
            {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: [...CATEGORIES],
              throttlingMethod,
            },
            config,
          );
          if (!result) throw new Error(`Lighthouse não devolveu resultado para ${page}`);
          figures = figuresFromReport(result.lhr, serverOrigin);
          if (!figures.runtimeError || attempt === 3) break;
          process.stdout.write(
            `    erro do Lighthouse (${figures.runtimeError}); tentativa ${attempt + 1}…\n`,
          );
        }
        if (figures) samples.push(figures);
      }
      byPreset[preset] = { median: combineRuns(samples), runs: samples };
    }
  }
  return results;
}
