import type { NextFunction, Request, Response } from "express";
import { IMPORT_MAX_BYTES } from "~/.server/book";
import type { App } from "~/.server/platform";
import { DOCUMENT_MAX_BYTES } from "~/lib/book-documents";

/** Largest request body accepted; the largest form (contact message) is far below it. */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * The admin portal's content editors post a whole product page: a larger body, so an oversized
 * field gets its Portuguese message from the form's schema rather than a bare 413.
 */
export const MAX_ADMIN_BODY_BYTES = 1024 * 1024;
/**
 * The editors with a logo file (an insurer's, "Dados da corretora"): a photo picked by mistake (a
 * few MB) reaches the editor's action, which answers "O logo pode ter no máximo 100 KB." on the
 * same screen with everything typed kept, rather than a bare 413 (decisions 034, 037). Only admins
 * get that far (the action's guard runs before the body is read).
 */
export const MAX_LOGO_FORM_BYTES = 8 * 1024 * 1024;
const LOGO_EDITOR = /^\/admin-portal\/(?:insurers\/[^/]+|site)\/?$/i;
/** A counted click is a product's slug and a kind (decision 044): a few dozen bytes. */
export const MAX_DEMAND_BODY_BYTES = 256;
const DEMAND_BEACON = /^\/api\/demand\/?$/i;

/**
 * A policy's documents screen posts a file of up to 10 MB (decision 070): the file, its kind and
 * the multipart framing. Only this one path (and its `.data` twin, a client-side post) reads more.
 */
export const MAX_DOCUMENT_FORM_BYTES = DOCUMENT_MAX_BYTES + 64 * 1024;
const POLICY_DOCUMENTS = /^\/employee-portal\/policies\/[^/]+\/documents(?:\.data)?\/?$/i;

/**
 * A book's sheet sent to the import screen (decision 068): a file of up to IMPORT_MAX_BYTES, with
 * room for the multipart framing and the form's own fields. Only admins get past the action's guard.
 */
export const MAX_IMPORT_BODY_BYTES = IMPORT_MAX_BYTES + 64 * 1024;
const BOOK_IMPORT = /^\/employee-portal\/import\/?$/i;

/** The largest body accepted for a path. */
export function bodyLimit(path: string): number {
  if (POLICY_DOCUMENTS.test(path)) return MAX_DOCUMENT_FORM_BYTES;
  if (BOOK_IMPORT.test(path)) return MAX_IMPORT_BODY_BYTES;
  if (LOGO_EDITOR.test(path)) return MAX_LOGO_FORM_BYTES;
  if (DEMAND_BEACON.test(path)) return MAX_DEMAND_BODY_BYTES;
  return path.toLowerCase().startsWith("/admin-portal/") ? MAX_ADMIN_BODY_BYTES : MAX_BODY_BYTES;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cheap checks before any route code runs: oversized bodies get 413, and state-changing
 * requests must come from our own origin (CSRF), judged by the Origin header browsers send.
 */
export function requestGuards(app: App) {
  const siteOrigin = new URL(app.env.siteUrl).origin;
  return (req: Request, res: Response, next: NextFunction): void => {
    if (SAFE_METHODS.has(req.method)) {
      next();
      return;
    }

    // Both refusals answer without reading the body: the connection is closed with the answer,
    // so nothing of the unread body can be taken for the client's next request.
    // A chunked body has no length to check up front: browsers and our own fetches always send one.
    if (req.get("transfer-encoding")) {
      res.set("Connection", "close");
      res.status(411).type("text/plain; charset=utf-8").send("Envie o tamanho do conteúdo (Content-Length).");
      return;
    }
    const length = Number(req.get("content-length") ?? 0);
    if (length > bodyLimit(req.path)) {
      res.set("Connection", "close");
      res.status(413).type("text/plain; charset=utf-8").send("Conteúdo grande demais.");
      return;
    }

    const origin = req.get("origin");
    const allowed = new Set([`${req.protocol}://${req.get("host")}`, siteOrigin]);
    if (!origin || !allowed.has(origin)) {
      res.status(403).type("text/plain; charset=utf-8").send("Origem da requisição não permitida.");
      return;
    }
    next();
  };
}
