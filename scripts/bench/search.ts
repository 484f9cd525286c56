/**
 * A stream of random searches (/insurers?q=…, each one new) while a second client times the home
 * page, then the home page alone for comparison (decision 050): a search the cache has not seen
 * costs a render, and those must not slow the other visitors down.
 */
import autocannon from "autocannon";
import { median } from "./stats";

export const SEARCH_STREAM = { connections: 10, seconds: 10, minLetters: 3, maxLetters: 12 };

export interface HomeTiming {
  medianMs: number;
  p99Ms: number;
  requests: number;
}
export interface SearchStreamResult {
  homeAlone: HomeTiming;
  homeDuringStream: HomeTiming;
  searchesPerSecond: number;
  statusCodes: Record<string, number>;
  /** Searches answered with the whole list (too many new ones at once: the page's script filters). */
  wholeList: number;
  errors: number;
  timeouts: number;
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";

/** A random query of 3–12 letters: practically never asked twice, so never in the cache. */
function randomQuery(): string {
  const { minLetters, maxLetters } = SEARCH_STREAM;
  const length = minLetters + Math.floor(Math.random() * (maxLetters - minLetters + 1));
  return Array.from({ length }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join("");
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The home page asked again and again on one connection for `seconds`, as a browser asks for it. */
async function timeHome(baseUrl: string, seconds: number): Promise<HomeTiming> {
  const waits: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const asked = performance.now();
    const res = await fetch(`${baseUrl}/`, { headers: { "accept-encoding": "gzip, deflate, br" } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`home durante as buscas: ${res.status}`);
    waits.push(performance.now() - asked);
  }
  const sorted = [...waits].sort((a, b) => a - b);
  return { medianMs: median(waits) ?? Number.NaN, p99Ms: percentile(sorted, 99), requests: waits.length };
}

export async function measureSearchStream(baseUrl: string): Promise<SearchStreamResult> {
  const { connections, seconds } = SEARCH_STREAM;
  // Warm: the home page and the whole list are in the cache, as on a live site.
  const list = await fetch(`${baseUrl}/insurers`);
  await list.arrayBuffer();
  const listEtag = list.headers.get("etag");
  await timeHome(baseUrl, 1);
  const homeAlone = await timeHome(baseUrl, seconds);
  let wholeList = 0;
  const [stream, homeDuringStream] = await Promise.all([
    autocannon({
      url: baseUrl,
      connections,
      duration: seconds,
      headers: { "accept-encoding": "gzip, deflate, br" },
      requests: [
        {
          setupRequest: (request) => ({ ...request, path: `/insurers?q=${randomQuery()}` }),
          onResponse: (_status, _body, _context, headers) => {
            if (headers?.etag === listEtag) wholeList++;
          },
        },
      ],
    }),
    timeHome(baseUrl, seconds),
  ]);
  const statusCodes = Object.fromEntries(
    Object.entries(stream.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
  );
  return {
    homeAlone,
    homeDuringStream,
    searchesPerSecond: stream.requests.average,
    statusCodes,
    wholeList,
    errors: stream.errors,
    timeouts: stream.timeouts,
  };
}
