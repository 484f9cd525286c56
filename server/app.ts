import { createRequestHandler } from "@react-router/express";
import express from "express";
import { type App, clientAddress, loadContext } from "~/.server/platform";
import { requestGuards } from "./request-guards";
import { helmetHeaders, scriptNonce } from "./security-headers";
import { staffNoStore } from "./staff-no-store";

/**
 * The Express app that answers what the page cache and the static files did not: security
 * headers, request guards, then React Router, whose loaders and actions find `app` (and the
 * request's nonce and client address) in their typed context (decision 022).
 */
export function createApp(app: App): express.Express {
  const server = express();
  server.disable("x-powered-by");
  server.set("trust proxy", app.env.trustProxy);
  server.use(scriptNonce);
  server.use(helmetHeaders);
  server.use(staffNoStore);
  server.use(requestGuards(app));
  server.use(
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      getLoadContext: (req, res) =>
        loadContext(app, {
          cspNonce: res.locals.cspNonce as string,
          clientAddress: clientAddress(req.ip, req.socket.remoteAddress),
        }),
    }),
  );
  return server;
}
