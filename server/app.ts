import { randomBytes } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import helmet from "helmet";
import "react-router";
import { clientAddress } from "~/.server/client-address";
import { startServices as startAppServices } from "~/.server/services";
import { operations } from "./operations";
import { requestGuards } from "./request-guards";
import { staffNoStore } from "./staff-no-store";

export { logger } from "~/.server/logger";
export { stopServices } from "~/.server/services";
export { announceStart } from "~/.server/startup";
export { errorHandler, operations } from "./operations";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-response nonce that the CSP allows for our inline and module scripts. */
    cspNonce: string;
    /**
     * The visitor's address as rate limits count it: a valid IP only, an IPv6 client by its /64
     * (app/.server/client-address.ts); behind a proxy, TRUST_PROXY says which hops to believe.
     */
    clientAddress: string;
  }
}

/** The Express app behind server.js: security headers, request guards, then React Router. */
export const app = express();

/**
 * Starts the services, then applies TRUST_PROXY from the parsed environment to this app (the
 * one whose req.ip the handler reads; server.js serves only static files before it).
 */
export async function startServices() {
  const services = await startAppServices();
  app.set("trust proxy", services.env.trustProxy);
  operations.set("trust proxy", services.env.trustProxy);
  return services;
}

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
      clientAddress: clientAddress(req.ip, req.socket.remoteAddress),
    }),
  }),
);
