/**
 * Throughput with autocannon: the app with the page cache, the app without it and Debian's nginx
 * serving the same pages' bytes from disk (scripts/bench/nginx.ts), then a spike on each.
 */
import autocannon from "autocannon";
import { startNginxBaseline } from "./nginx";
import { cpuTicks, serverPids } from "./processes";

/** Pages measured for throughput (and saved as files for nginx). */
const THROUGHPUT_PAGES = [
  { name: "home", path: "/" },
  { name: "product", path: "/insurances/automobile" },
  { name: "insurers", path: "/insurers" },
  { name: "contact", path: "/contact/contact-us" },
  { name: "404", path: "/pagina-inexistente" },
];
export const THROUGHPUT_SECONDS = 10;
export const THROUGHPUT_CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
/** Each page without compression (autocannon's default) and as a browser asks for it. */
const ENCODINGS: Array<{ name: string; headers: Record<string, string> }> = [
  { name: "nenhuma", headers: {} },
  { name: "br, gzip", headers: BROWSER },
];
/**
 * A spike, not a soak: many visitors at once, as a browser asks, on each public page measured
 * above (the app without the cache on the home page only: it cannot keep up, that is the point).
 */
export const SPIKE = {
  paths: ["/", "/insurances/automobile", "/insurers", "/contact/contact-us"],
  uncachedPath: "/",
  connections: 500,
  seconds: 20,
};
/**
 * autocannon's worker threads: 0 (one thread) unless BENCH_AUTOCANNON_WORKERS says otherwise.
 * On 2 cores one autocannon thread is enough to keep one nginx worker busy (docs/performance.md).
 */
const WORKERS = Number(process.env.BENCH_AUTOCANNON_WORKERS ?? 0);

/** The three servers compared, by the names the results use. */
export type Target = "cached" | "uncached" | "nginx";

export interface Measurement {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /**
   * The server's CPU time (user + system, all its processes) per answered request, in µs: how
   * much of a core each request costs, whatever rate the load generator reached.
   */
  cpuMicrosPerRequest: number | null;
}

/** One page and encoding against the three servers, and the cache's ratios to nginx. */
export type ThroughputRow = { name: string; path: string; encoding: string } & Record<Target, Measurement> & {
    ratio: number;
    p99Ratio: number;
  };
export type SpikeRow = { path: string; name: Target } & Measurement;

async function measureThroughput(
  url: string,
  {
    headers = {},
    connections = THROUGHPUT_CONNECTIONS,
    seconds = THROUGHPUT_SECONDS,
    // Not counted: every server's code paths are compiled (JIT) before its figures start.
    warmup = { connections, duration: WARMUP_SECONDS },
  }: {
    headers?: Record<string, string>;
    connections?: number;
    seconds?: number;
    warmup?: { connections: number; duration: number } | null;
  } = {},
): Promise<Measurement> {
  const common = { url, headers, connections, ...(WORKERS > 0 && { workers: WORKERS }) };
  if (warmup) await autocannon({ ...common, connections: warmup.connections, duration: warmup.duration });
  const pids = serverPids.get(new URL(url).origin) ?? [];
  const before = cpuTicks(pids);
  const result = await autocannon({ ...common, duration: seconds });
  const ticks = cpuTicks(pids) - before;
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    // Clock ticks are 10 ms: over 10 s and thousands of requests, within a few percent.
    cpuMicrosPerRequest:
      pids.length && result.requests.total ? (ticks * 10_000) / result.requests.total : null,
  };
}

/** The cache's figures over nginx's: req/s (higher is better) and p99 (lower is better). */
export const ratios = (cached: Measurement, nginx: Measurement) => ({
  ratio: cached.requestsPerSecond / nginx.requestsPerSecond,
  p99Ratio: cached.latencyP99Ms / Math.max(nginx.latencyP99Ms, 1),
});

/**
 * Saves the throughput pages from the cached app for nginx, starts it, measures every page and
 * encoding on the three servers, then the spike.
 */
export async function measureAllThroughput(
  cachedUrl: string,
  uncachedUrl: string,
): Promise<{ throughput: ThroughputRow[]; spike: SpikeRow[] }> {
  const nginx = await startNginxBaseline(cachedUrl, THROUGHPUT_PAGES);
  const targets: Array<[Target, string]> = [
    ["cached", cachedUrl],
    ["uncached", uncachedUrl],
    ["nginx", nginx.url],
  ];
  const throughput: ThroughputRow[] = [];
  for (const page of THROUGHPUT_PAGES) {
    for (const encoding of ENCODINGS) {
      const measured = {} as Record<Target, Measurement>;
      for (const [name, url] of targets) {
        console.log(`  ${page.path} (compressão: ${encoding.name}): ${name}…`);
        measured[name] = await measureThroughput(url + page.path, { headers: encoding.headers });
      }
      throughput.push({
        ...page,
        encoding: encoding.name,
        ...measured,
        ...ratios(measured.cached, measured.nginx),
      });
    }
  }
  const spike: SpikeRow[] = [];
  for (const path of SPIKE.paths) {
    console.log(`  Pico: ${SPIKE.connections} conexões por ${SPIKE.seconds} s em ${path}…`);
    for (const [name, url] of targets) {
      if (name === "uncached" && path !== SPIKE.uncachedPath) continue;
      console.log(`    ${name}…`);
      spike.push({
        path,
        name,
        ...(await measureThroughput(url + path, {
          headers: BROWSER,
          connections: SPIKE.connections,
          seconds: SPIKE.seconds,
          // A spike comes unannounced (the servers are warm from the runs above all the same).
          warmup: null,
        })),
      });
    }
  }
  return { throughput, spike };
}
