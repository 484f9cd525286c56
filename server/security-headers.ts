import { randomBytes } from "node:crypto";
import { IncomingMessage, type OutgoingHttpHeaders, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type express from "express";
import helmet from "helmet";

/**
 * The security headers of every page, in one place for both ways a page is answered: rendered
 * per request (server/app.ts: a nonce per response) and served from memory (server/page-cache.ts:
 * the hashes of the page's inline scripts, decision 020).
 */

/** A fresh nonce per response; the CSP below allows scripts that carry it. */
export function scriptNonce(_req: express.Request, res: express.Response, next: express.NextFunction): void {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  res.locals.scriptSrc = `'self' 'nonce-${res.locals.cspNonce}'`;
  next();
}

/**
 * Security headers. script-src comes from `res.locals.scriptSrc`: a per-response nonce here, the
 * hashes of a cached public page's inline scripts in `securityHeaders` (decision 020).
 */
export const helmetHeaders = helmet({
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
          // blob: is the logo pickers' preview of a file not yet sent (URL.createObjectURL, ux
          // review 2 B9); only this page's own scripts can make one.
          imgSrc: ["'self'", "data:", "blob:"],
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
