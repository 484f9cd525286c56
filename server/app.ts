import { randomBytes } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import helmet from "helmet";
import "react-router";
import { requestGuards } from "./request-guards";
import { staffNoStore } from "./staff-no-store";

export { startServices, stopServices } from "~/.server/services";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-response nonce that the CSP allows for our inline and module scripts. */
    cspNonce: string;
    /** The visitor's address, for rate limits (behind a proxy set TRUST_PROXY=1, see the README). */
    clientAddress: string;
  }
}

/** The Express app behind server.js: security headers, request guards, then React Router. */
export const app = express();

app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
});

app.use(
  helmet({
    // Vite's dev server injects inline scripts without a nonce: the CSP is enforced in builds only.
    contentSecurityPolicy: import.meta.env.DEV
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
            // React renders style attributes and the captcha widget injects its own styles.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            workerSrc: ["'self'", "blob:"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            baseUri: ["'self'"],
            objectSrc: ["'none'"],
          },
        },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  }),
);

app.use(staffNoStore);
app.use(requestGuards);

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      clientAddress: req.ip ?? req.socket.remoteAddress ?? "desconhecido",
    }),
  }),
);
