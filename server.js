// Entry point: `npm start` (production build) or `npm run dev` (Vite middleware).
// The app itself (headers, guards, React Router) is server/app.ts, compiled into the build.
import compression from "compression";
import express from "express";

const DEVELOPMENT = process.env.NODE_ENV === "development";
// Serving a build: React and Express must run their production code paths, which they pick
// from NODE_ENV. When the user did not set it (plain `npm start`), we set it here and say so,
// so that the environment schema still treats the run as local (see docs/decisions/004).
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = "production";
  process.env.NODE_ENV_IMPLICIT = "1";
}
const BUILD_PATH = "./build/server/index.js";

const app = express();
app.disable("x-powered-by");
// TRUST_PROXY is parsed with the rest of the environment and applied in server/app.ts.

/** @type {typeof import("./server/app")} */
let serverModule;

if (DEVELOPMENT) {
  app.use(compression());
  const vite = await import("vite");
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteDevServer.middlewares);
  serverModule = await viteDevServer.ssrLoadModule("./server/app.ts");
  app.use(serverModule.operations);
  app.use(async (req, res, next) => {
    try {
      const source = await viteDevServer.ssrLoadModule("./server/app.ts");
      return await source.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  const build = await import(BUILD_PATH);
  serverModule = build;
  // Request ids, request log lines, /healthz and /readyz come before everything else.
  app.use(build.operations);
  // Public pages from memory, already compressed (decision 020): a hit ends here.
  app.use(build.pageCache("build/client"));
  app.use(compression());
  // Hashed file names never change content: cache them for a year. HTML is never cached.
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(express.static("build/client", { maxAge: "1h", index: false }));
  app.use(build.app);
}
app.use(serverModule.errorHandler);

let services;
try {
  services = await serverModule.startServices();
} catch (error) {
  serverModule.reportStartFailure(error);
  process.exit(1);
}

const { port, host } = services.env;
const log = serverModule.logger();
const server = app.listen(port, host, (error) => serverModule.announceStart(services.env, error));

// Graceful shutdown: stop taking connections, let requests finish, stop workers, close the database.
let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, `${signal} recebido: encerrando…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(async () => {
    await serverModule.stopServices();
    process.exit(0);
  });
  server.closeIdleConnections?.();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
