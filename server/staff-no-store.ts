import type { NextFunction, Request, Response } from "express";
import { isPrivatePath } from "~/route-list";

/**
 * Every response under a private path (any signed-in area, app/private-areas.ts) is `Cache-Control: no-store`: documents, `.data` requests,
 * redirects, errors and 404s alike, so no browser or proxy keeps a copy of a staff screen (or of
 * the redirect that stood for it). Set here, in front of React Router, so that a new staff route
 * cannot forget it; nor are they indexed (X-Robots-Tag: noindex). The value is forced when the headers are written, replacing whatever a route
 * or React Router set meanwhile.
 */
export function staffNoStore(req: Request, res: Response, next: NextFunction): void {
  if (isPrivatePath(req.path)) {
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Robots-Tag", "noindex");
    const writeHead = res.writeHead;
    // Node calls writeHead for every response, also implicitly on the first write.
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      this.setHeader("Cache-Control", "no-store");
      return writeHead.apply(this, args);
    } as typeof writeHead;
  }
  next();
}
