import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import express, { type NextFunction, type Request, type Response } from "express";
import pino from "pino";
import { pinoHttp } from "pino-http";
import type { App } from "~/.server/platform";
import { logger, notReady, requestScope } from "~/.server/platform";

/** Probes come every few seconds: logged at debug level only. */
const PROBES = new Set(["/healthz", "/readyz"]);
/** A proxy's id is kept only if it is plain (no spaces or control characters to forge log lines). */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The path without its query: a query can hold a reset token. */
const pathOf = (url: string | undefined) => (url ?? "/").split("?")[0] ?? "/";

/**
 * What a browser fetches around a page: hashed assets, fonts, images, the favicon, the manifest,
 * insurer logos, and React Router's route discovery (/__manifest). Not `.data`, not a document.
 */
const PAGE_FILE =
  /^\/assets\/|^\/__manifest$|\.(?:css|js|mjs|map|woff2?|ttf|otf|svg|png|jpe?g|gif|webp|avif|ico|webmanifest)$/i;

/** A page's file served as expected (2xx, or 304 from the browser's cache). */
const isFileHit = (method: string | undefined, path: string, status: number) =>
  (method === "GET" || method === "HEAD") &&
  ((status >= 200 && status < 300) || status === 304) &&
  PAGE_FILE.test(path);

let httpLogger: ReturnType<typeof pinoHttp<IncomingMessage, ServerResponse>> | undefined;

function requestLogger(app: App) {
  // Readable logs are read by a person: one line per page view, not one per file the page pulls
  // in (about 25). Those go to debug there; JSON logs keep every request (decision 017).
  const quietFiles = app.env.log.format === "pretty";
  httpLogger ??= pinoHttp<IncomingMessage, ServerResponse>({
    logger: logger(),
    genReqId: (req) => (req as Request).res?.getHeader("X-Request-Id") as string,
    customAttributeKeys: { reqId: "reqId", responseTime: "durationMs" },
    // Only these fields: no headers (cookies), no query string, no body.
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, path: pathOf(req.url) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    quietReqLogger: true,
    // A failing /readyz is the balancer's business, every few seconds: debug too.
    customLogLevel: (req, res, error) => {
      if (error) return "error";
      const path = pathOf(req.url);
      if (PROBES.has(path)) return "debug";
      if (res.statusCode >= 500) return "error";
      if (quietFiles && isFileHit(req.method, path, res.statusCode)) return "debug";
      return "info";
    },
    // A 5xx with no thrown error: pino-http makes one whose stack is its own; the real stack is
    // on the handleError / failed line with the same reqId.
    customErrorObject: (_req, res, _error, value) => {
      if ((res as Response).err) return value;
      const { err: _made, ...rest } = value;
      return rest;
    },
    customSuccessMessage: (req, res) => `${req.method} ${pathOf(req.url)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req.url)} ${res.statusCode}`,
  });
  return httpLogger;
}

/**
 * The request's id: a trusted proxy's X-Request-Id (TRUST_PROXY, judged by Express's own "trust
 * proxy fn" as for the client's address) when it is plain, else a new one.
 */
function requestIds(app: App): (req: IncomingMessage) => string {
  const trust = express().set("trust proxy", app.env.trustProxy).get("trust proxy fn") as (
    address: string | undefined,
    hop: number,
  ) => boolean;
  return (req) => {
    const fromProxy = req.headers["x-request-id"];
    return typeof fromProxy === "string" && REQUEST_ID.test(fromProxy) && trust(req.socket.remoteAddress, 0)
      ? fromProxy
      : randomUUID();
  };
}

/**
 * What an operator and a load balancer need in front of everything else (server.js mounts it
 * first): a request id, one log line per request, /healthz and /readyz. Its own Express app, so
 * it judges X-Request-Id with the same TRUST_PROXY as the rest.
 */
export function operations(app: App): express.Express {
  const operations = express();
  operations.disable("x-powered-by");
  operations.set("trust proxy", app.env.trustProxy);
  const requestId = requestIds(app);

  operations.use((req, res, next) => {
    const reqId = requestId(req);
    res.setHeader("X-Request-Id", reqId);
    requestScope.run({ reqId }, () => requestLogger(app)(req, res, next));
  });

  operations.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });

  operations.get("/readyz", async (_req, res) => {
    const problem = await notReady(app.database, app.env.readyMailMaxAgeMs);
    res
      .status(problem ? 503 : 200)
      .set("Cache-Control", "no-store")
      .json(problem ? { status: "unavailable", ...problem } : { status: "ok" });
  });
  return operations;
}

/** What the fast path asks of the page cache (server/page-cache.ts). */
interface KeptPages {
  answer(req: IncomingMessage, res: ServerResponse, requestId: () => string): number | undefined;
}

/**
 * The fast path (decision 048): server.js asks it first, before Express. A page the cache keeps
 * is answered at once with its precomputed headers and this request's id, and logged with the
 * fields pino-http's line has (reqId, req {method, path}, res {status}, durationMs, msg); it
 * returns false for everything else, which Express then serves as before (operations above,
 * then the cache's middleware, the files and the app).
 */
export function fastPath(app: App, pages: KeptPages): (req: IncomingMessage, res: ServerResponse) => boolean {
  const requestId = requestIds(app);
  const log = logger();
  // JSON logs: the line is written as pino would write it, without a child logger, listeners or
  // the redaction pass (no field here can hold personal data). Readable logs go through pino.
  const stream =
    app.env.log.format === "json"
      ? (log as unknown as Record<symbol, NodeJS.WritableStream>)[pino.symbols.streamSym]
      : undefined;
  // The lines of one turn of the event loop go out in one write: a write per line cost the
  // fast path more than the response's own (profiled, decision 048).
  let batch = "";
  const flush = () => {
    stream?.write(batch);
    batch = "";
  };
  const prefix = `{"level":"info","time":"`;
  const pid = `","pid":${process.pid},"reqId":`;
  return (req, res) => {
    const url = req.url ?? "/";
    // The probes are operations' (above), never a page, even one the cache could match.
    if (url.startsWith("/healthz") || url.startsWith("/readyz")) return false;
    const start = Date.now();
    let reqId = "";
    let status: number | undefined;
    try {
      status = pages.answer(req, res, () => {
        reqId = requestId(req);
        return reqId;
      });
    } catch (error) {
      // Outside Express nothing would catch it: unanswered, Express serves the request (and its
      // error handler logs what fails again); answered already, only the connection can go.
      if (!res.headersSent) return false;
      log.error({ err: error, reqId }, "falha ao enviar página do cache");
      res.destroy();
      return true;
    }
    if (status === undefined) return false;
    if (!log.isLevelEnabled("info")) return true;
    const end = Date.now();
    const durationMs = end - start;
    const path = pathOf(url);
    const msg = `${req.method} ${path} ${status}`;
    if (stream) {
      if (batch === "") setImmediate(flush);
      batch += `${prefix}${new Date(end).toISOString()}${pid}${JSON.stringify(reqId)},"req":{"method":"${req.method}","path":${JSON.stringify(path)}},"res":{"status":${status}},"durationMs":${durationMs},"msg":${JSON.stringify(msg)}}\n`;
    } else {
      log.info({ reqId, req: { method: req.method, path }, res: { status }, durationMs }, msg);
    }
    return true;
  };
}

/**
 * The last handler (server.js): the stack goes to the log with the request's id, the visitor gets
 * a plain message and the id to quote, nothing of the error itself.
 */
export function errorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  // pino-http logs the request line at error level with this error's stack.
  res.err = error instanceof Error ? error : new Error(String(error));
  if (res.headersSent) {
    next(error);
    return;
  }
  const reqId = res.getHeader("X-Request-Id");
  res
    .status(500)
    .type("text/plain; charset=utf-8")
    .send(`Erro interno do servidor. Código da requisição: ${reqId ?? "-"}`);
}
