/**
 * A kept page answered before Express (issue 27, decision 048), over real HTTP against
 * `node server.js` (run `npm run build` first): it keeps what the operations layer gives every
 * response (a request id, a trusted proxy's kept, an untrusted one replaced; one log line with
 * pino-http's fields) and the security headers, and leaves the probes to operations.
 */
import { describe, expect, it } from "vitest";
import { useServerSuite } from "../support/http-assertions";
import { type LogLine, requestLines } from "../support/logs";
import { type Raw, raw } from "../support/raw-http";

const JSON_LOGS = { LOG_FORMAT: "json", LOG_LEVEL: "info" };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A page the cache keeps: the second request of the same page (the first renders it). */
async function kept(base: string, path: string, headers: Record<string, string> = {}): Promise<Raw> {
  await raw(base, path);
  const res = await raw(base, path, headers);
  expect(res.headers.etag, "served from the cache").toMatch(/^W\//);
  return res;
}

/** The one request line with this id, once the server has written it. */
async function lineFor(output: () => string, path: string, reqId: string): Promise<LogLine> {
  await expect.poll(() => requestLines(output(), path).filter((line) => line.reqId === reqId).length).toBe(1);
  return requestLines(output(), path).find((line) => line.reqId === reqId) as LogLine;
}

describe("a kept page, without a trusted proxy", () => {
  const s = useServerSuite("sqlite", JSON_LOGS);

  it("gets a new request id (the client's is not believed), the security headers and its log line", async () => {
    const res = await kept(s.server.url, "/insurers", { "X-Request-Id": "forjado-pelo-cliente" });
    expect(res.status).toBe(200);
    const reqId = String(res.headers["x-request-id"]);
    expect(reqId).toMatch(UUID);
    expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["strict-transport-security"]).toMatch(/^max-age=/);

    const line = await lineFor(s.server.output, "/insurers", reqId);
    expect(line).toMatchObject({
      level: "info",
      reqId,
      req: { method: "GET", path: "/insurers" },
      res: { status: 200 },
      msg: "GET /insurers 200",
    });
    expect(typeof line.durationMs).toBe("number");
    expect(typeof line.time).toBe("string");
    expect(line.pid).toBe(s.server.pid);
  });

  it("the 404 page, a revalidation (304) and a HEAD each carry their own id and line", async () => {
    const missing = await kept(s.server.url, "/nao-existe-mesmo");
    expect(missing.status).toBe(404);
    const revisit = await raw(s.server.url, "/", {
      "If-None-Match": String((await kept(s.server.url, "/")).headers.etag),
    });
    expect(revisit.status).toBe(304);
    const head = await raw(s.server.url, "/insurances/automobile", {}, "HEAD");
    const ids = [missing, revisit, head].map((res) => String(res.headers["x-request-id"]));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
    expect(await lineFor(s.server.output, "/nao-existe-mesmo", ids[0] as string)).toMatchObject({
      res: { status: 404 },
    });
    expect(await lineFor(s.server.output, "/", ids[1] as string)).toMatchObject({ res: { status: 304 } });
    expect(await lineFor(s.server.output, "/insurances/automobile", ids[2] as string)).toMatchObject({
      req: { method: "HEAD" },
      res: { status: 200 },
    });
  });

  it("the probes stay operations': never the 404 page, even with a campaign tag", async () => {
    await kept(s.server.url, "/nao-existe-mesmo");
    for (const path of ["/healthz", "/healthz?utm_source=x", "/readyz?utm_source=x"]) {
      const res = await raw(s.server.url, path);
      expect(res.status, path).toBe(200);
      expect(JSON.parse(res.body.toString("utf8"))).toEqual({ status: "ok" });
      expect(res.headers["x-request-id"]).toMatch(UUID);
    }
  });
});

describe("a kept page behind a trusted proxy (TRUST_PROXY=1)", () => {
  const s = useServerSuite("sqlite", { ...JSON_LOGS, TRUST_PROXY: "1" });

  it("keeps the proxy's plain id, in the response and in the log line; replaces one that is not plain", async () => {
    const fromProxy = `proxy-${Date.now()}.a:b`;
    const res = await kept(s.server.url, "/", { "X-Request-Id": fromProxy, "Accept-Encoding": "br" });
    expect(res.headers["x-request-id"]).toBe(fromProxy);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(await lineFor(s.server.output, "/", fromProxy)).toMatchObject({ res: { status: 200 } });

    const forged = await kept(s.server.url, "/", { "X-Request-Id": 'x" "injetado' });
    const replaced = String(forged.headers["x-request-id"]);
    expect(replaced).toMatch(UUID);
    await lineFor(s.server.output, "/", replaced);
  });
});
