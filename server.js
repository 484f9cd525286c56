// Entry point: `npm start` (production build) or `npm run dev` (Vite middleware).
// The rest (services, request ids, page cache, headers, guards, React Router) is server/index.ts,
// compiled into the build.
import http from "node:http";
import compression from "compression";
import express from "express";
import { staticAssets } from "./server/static-assets.js";

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

/** @type {typeof import("./server/index")} */
let serverModule;
/** @type {Awaited<ReturnType<typeof import("./server/index").startServer>>} */
let server;

try {
  if (DEVELOPMENT) {
    app.use(compression());
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    app.use(viteDevServer.middlewares);
    serverModule = await viteDevServer.ssrLoadModule("./server/index.ts");
    server = await serverModule.startServer();
    app.use(server.operations);
    // Edited server code takes effect on the next request: the app is rebuilt from fresh modules.
    app.use(async (req, res, next) => {
      try {
        const source = await viteDevServer.ssrLoadModule("./server/app.ts");
        return await source.createApp(server.services)(req, res, next);
      } catch (error) {
        if (error instanceof Error) viteDevServer.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    serverModule = await import(BUILD_PATH);
    server = await serverModule.startServer();
    // Request ids, request log lines, /healthz and /readyz come before everything else.
    app.use(server.operations);
    // Public pages from memory, already compressed (decision 020): a hit ends here.
    app.use(server.pageCache);
    app.use(compression());
    // Hashed files, precompressed (server/static-assets.js); the others for an hour. HTML is never
    // cached. Files answer before helmet (server/app.ts): they get nosniff here, so a browser never
    // runs one as another type than its extension says.
    const setHeaders = (res) => res.setHeader("X-Content-Type-Options", "nosniff");
    app.use("/assets", staticAssets("build/client/assets"));
    app.use(express.static("build/client", { maxAge: "1h", index: false, setHeaders }));
    app.use(server.app);
  }
} catch (error) {
  if (serverModule) serverModule.reportStartFailure(error);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
app.use(serverModule.errorHandler);

const { port, host } = server.env;
const log = serverModule.logger();
// A page the cache keeps is answered before Express (decision 048); anything else goes to it.
const { fastPath } = server;
const listening = http.createServer(DEVELOPMENT ? app : (req, res) => fastPath(req, res) || app(req, res));
// As Express's app.listen: a failure to listen reaches the same callback.
const started = (error) => serverModule.announceStart(server.env, error);
listening.once("error", started);
listening.listen(port, host, () => {
  listening.off("error", started);
  started();
});

// Graceful shutdown: stop taking connections, let requests finish, stop workers, close the database.
let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, `${signal} recebido: encerrando…`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  listening.close(async () => {
    await server.stop();
    process.exit(0);
  });
  listening.closeIdleConnections?.();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
