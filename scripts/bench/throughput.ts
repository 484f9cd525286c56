/**
 * Throughput with autocannon: the app with the page cache, the app without it and a plain static
 * server serving the same pages' HTML (scripts/bench/static-server.js), then a spike on each.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import autocannon from "autocannon";
import { freePort, ROOT, startServer, tempDir } from "./processes";

/** Pages measured for throughput (and saved as static HTML for the baseline). */
const THROUGHPUT_PAGES = [
  { name: "home", path: "/" },
  { name: "product", path: "/insurances/automobile" },
  { name: "insurers", path: "/insurers" },
  { name: "404", path: "/pagina-inexistente" },
];
export const THROUGHPUT_SECONDS = 10;
export const THROUGHPUT_CONNECTIONS = 50;
const WARMUP_SECONDS = 3;
/** Each page without compression (autocannon's default) and as a browser asks for it. */
const ENCODINGS: Array<{ name: string; headers: Record<string, string> }> = [
  { name: "nenhuma", headers: {} },
  { name: "br, gzip", headers: { "accept-encoding": "gzip, deflate, br" } },
];
/** A spike, not a soak: many visitors at once on the home page, as a browser asks for it. */
export const SPIKE = {
  path: "/",
  connections: 500,
  seconds: 30,
  headers: { "accept-encoding": "gzip, deflate, br" },
};

/** The three servers compared, by the names the results use. */
export type Target = "cached" | "uncached" | "static";

export interface Measurement {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** One page and encoding against the three servers, and the cache's ratios to the static server. */
export type ThroughputRow = { name: string; path: string; encoding: string } & Record<Target, Measurement> & {
    ratio: number;
    p99Ratio: number;
  };
export type SpikeRow = { name: Target } & Measurement;

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
  const result = await autocannon({
    url,
    headers,
    connections,
    duration: seconds,
    ...(warmup && { warmup }),
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** Saves the HTML of the throughput pages from the running app, as files a static server can serve. */
async function saveStaticHtml(baseUrl: string, dir: string): Promise<void> {
  for (const page of THROUGHPUT_PAGES) {
    const response = await fetch(baseUrl + page.path);
    const html = await response.text();
    // "/" -> index.html, "/insurances/automobile" -> insurances/automobile.html (sirv adds ".html").
    const file = page.path === "/" ? "index.html" : `${page.path.slice(1)}.html`;
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), html);
    // Precompressed at the same levels as the page cache: sirv sends them by Accept-Encoding.
    const brotliParams = { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY };
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(html, { params: brotliParams }));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(html, { level: zlib.Z_BEST_COMPRESSION }));
  }
}

/**
 * Saves the throughput pages' HTML from the cached app, starts the static server on it and
 * build/client, measures every page and encoding on the three servers, then the spike.
 */
export async function measureAllThroughput(
  cachedUrl: string,
  uncachedUrl: string,
): Promise<{ throughput: ThroughputRow[]; spike: SpikeRow[] }> {
  const htmlDir = tempDir("bench-static-");
  await saveStaticHtml(cachedUrl, htmlDir);
  const staticPort = await freePort();
  const staticUrl = `http://127.0.0.1:${staticPort}`;
  await startServer(
    "servidor estático",
    [
      path.join(ROOT, "scripts/bench/static-server.js"),
      String(staticPort),
      htmlDir,
      path.join(ROOT, "build/client"),
    ],
    process.env,
    `${staticUrl}/`,
  );
  const targets: Array<[Target, string]> = [
    ["cached", cachedUrl],
    ["uncached", uncachedUrl],
    ["static", staticUrl],
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
        ratio: measured.cached.requestsPerSecond / measured.static.requestsPerSecond,
        p99Ratio: measured.cached.latencyP99Ms / Math.max(measured.static.latencyP99Ms, 1),
      });
    }
  }
  console.log(`  Pico: ${SPIKE.connections} conexões por ${SPIKE.seconds} s em ${SPIKE.path}…`);
  const spike: SpikeRow[] = [];
  for (const [name, url] of targets) {
    console.log(`    ${name}…`);
    spike.push({
      name,
      ...(await measureThroughput(url + SPIKE.path, {
        headers: SPIKE.headers,
        connections: SPIKE.connections,
        seconds: SPIKE.seconds,
        // A spike comes unannounced (the servers are warm from the runs above all the same).
        warmup: null,
      })),
    });
  }
  return { throughput, spike };
}
