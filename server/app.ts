import { randomBytes } from "node:crypto";
import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from "node:http";
import { Socket } from "node:net";
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
export { announceStart, reportStartFailure } from "~/.server/startup";
export { errorHandler, operations } from "./operations";
export { pageCache } from "./page-cache";

declare module "react-router" {
  interface AppLoadContext {
    /**
     * Per-response nonce that the CSP allows for our inline and module scripts; absent when a
     * public page is rendered for the page cache (its scripts are allowed by their hashes).
     */
    cspNonce?: string;
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
  res.locals.scriptSrc = `'self' 'nonce-${res.locals.cspNonce}'`;
  next();
});

/**
 * Security headers. script-src comes from `res.locals.scriptSrc`: a per-response nonce here, the
 * hashes of a cached public page's inline scripts in `securityHeaders` (decision 020).
 */
const helmetHeaders = helmet({
  // Vite's dev server injects inline scripts without a nonce: the CSP is enforced in builds only.
  contentSecurityPolicy: import.meta.env.DEV
    ? false
    : {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [(_req, res) => (res as express.Response).locals.scriptSrc as string],
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
});
app.use(helmetHeaders);

/**
 * The headers helmet gives a response whose scripts are allowed by `scriptSources` ('sha256-…'),
 * for the page cache: the same middleware run once on a detached response, so a cached page
 * carries exactly what a rendered one does.
 */
export function securityHeaders(scriptSources: string[]): OutgoingHttpHeaders {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  Object.assign(res, { locals: { scriptSrc: ["'self'", ...scriptSources].join(" ") } });
  helmetHeaders(res.req, res as unknown as express.Response, () => undefined);
  return res.getHeaders();
}

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
