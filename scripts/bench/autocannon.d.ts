// autocannon ships no types and @types/autocannon is not installed: the part of its API the bench
// uses (https://github.com/mcollina/autocannon#api), promise form (no callback).
declare module "autocannon" {
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests before the measured ones, not counted. */
    warmup?: { connections?: number; duration?: number };
    /** A request sequence each connection goes through (here: one request, changed every time). */
    requests?: Array<{
      setupRequest?: (request: Record<string, unknown> & { path: string }) => Record<string, unknown>;
      onResponse?: (
        status: number,
        body: string,
        context: Record<string, unknown>,
        headers?: Record<string, string>,
      ) => void;
    }>;
    /** Worker threads sending the requests (0 or absent: this thread only). */
    workers?: number;
  }
  interface Histogram {
    average: number;
    total: number;
  }
  interface Latency {
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Latency;
    non2xx: number;
    errors: number;
    timeouts: number;
    statusCodeStats?: Record<string, { count: number | string }>;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
