/**
 * The server bundle's entry (vite.config.ts) and what server.js reads from it: start the services
 * once, then the middleware built around the App they made (decision 022).
 */
import { startServices } from "~/.server/boot";
import { createApp } from "./app";
import { fastPath, operations } from "./operations";
import { pageCache } from "./page-cache";

export { announceStart, reportStartFailure } from "~/.server/boot";
export { logger } from "~/.server/platform";
export { createApp } from "./app";
export { errorHandler } from "./operations";

/** Starts the services and builds the request handlers around their App. */
export async function startServer(staticDir = "build/client") {
  const { app, stop } = await startServices();
  const pages = pageCache(app, staticDir);
  return {
    env: app.env,
    stop,
    operations: operations(app),
    pageCache: pages,
    /** Asked before Express (server.js): answers a kept page and returns true, else false. */
    fastPath: fastPath(app, pages),
    app: createApp(app),
    /** For the development server, which rebuilds the app from fresh modules on each request. */
    services: app,
  };
}
