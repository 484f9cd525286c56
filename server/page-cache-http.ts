import { createHash } from "node:crypto";
import { readdirSync } from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders } from "node:http";
import path from "node:path";
import type { RouteObject, ServerBuild } from "react-router";

/**
 * The page cache's HTTP parts that hold no state of the cache (page-cache.ts): the hashes of a
 * page's own inline scripts, content negotiation, ETag matching, the static files and the route
 * tree it steps aside for, and the request line and headers as the fast path reads and writes them.
 */

export type Encoding = "br" | "gzip" | "identity";

/**
 * `'sha256-…'` of each inline script the browser runs that carries `mark`: the render's own
 * scripts (React Router's, React's, scroll restoration, paint-first) get it as their nonce, so a
 * script that reached the HTML any other way (an injection through content) is not allowed
 * (security review 2, I-1); `unmarked` counts those. JSON-LD and other data blocks are not run.
 */
export function inlineScriptHashes(html: string, mark: string): { sources: string[]; unmarked: number } {
  const hashes = new Set<string>();
  let unmarked = 0;
  for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attributes)) continue;
    const type = /\stype="([^"]*)"/.exec(attributes)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
    if (!attributeList(attributes).includes(`nonce="${mark}"`)) {
      unmarked++;
      continue;
    }
    hashes.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return { sources: [...hashes], unmarked };
}

/** A tag's attributes as written (`name="value"`), so a nonce quoted inside another attribute's value is not one. */
function attributeList(attributes: string): string[] {
  return [...attributes.matchAll(/\s([^\s=]+)(?:=("[^"]*"|'[^']*'|[^\s"'>]+))?/g)].map(([, name, value]) =>
    value === undefined ? `${name}` : `${name}=${value}`,
  );
}

/** Browsers send a handful of Accept-Encoding values: each is parsed once (within a bound). */
const encodings = new Map<string, Encoding>();

/** The best encoding the client accepts: brotli, then gzip, else none. */
export function encodingFor(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let known = encodings.get(acceptEncoding);
  if (known === undefined) {
    if (encodings.size >= 100) encodings.clear();
    known = parseAcceptEncoding(acceptEncoding);
    encodings.set(acceptEncoding, known);
  }
  return known;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  let gzipOk = false;
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) <= 0) continue;
    if (name === "br" || name === "*") return "br";
    if (name === "gzip") gzipOk = true;
  }
  return gzipOk ? "gzip" : "identity";
}

/** Whether If-None-Match names this page (weak comparison, RFC 9110 §13.1.2). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t === etag || t === opaque;
  });
}

/** Every file and folder under the static directory: express.static answers those, not us. */
export function staticPaths(dir: string): Set<string> {
  const out = new Set<string>();
  const walk = (folder: string, prefix: string) => {
    for (const item of readdirSync(folder, { withFileTypes: true })) {
      const url = `${prefix}/${item.name}`;
      out.add(url);
      if (item.isDirectory()) {
        out.add(`${url}/`);
        walk(path.join(folder, item.name), url);
      }
    }
  };
  walk(dir, "");
  return out;
}

/** The build's routes as a tree, to find which route an unknown path reaches. */
export function routeTree(build: ServerBuild, parentId?: string): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => ({
      id: route?.id,
      path: route?.path,
      index: route?.index,
      caseSensitive: route?.caseSensitive,
      children: route ? routeTree(build, route.id) : [],
    })) as RouteObject[];
}

/** A GET or HEAD request's path and query (without the "?"); undefined for any other method. */
export function readRequest(req: IncomingMessage): { pathname: string; query: string } | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "/";
  const mark = url.indexOf("?");
  return mark === -1
    ? { pathname: url, query: "" }
    : { pathname: url.slice(0, mark), query: url.slice(mark + 1) };
}

/** Headers as writeHead's flat list, with an empty X-Request-Id slot last (filled per response). */
export function rawHeaders(headers: OutgoingHttpHeaders): string[] {
  const list: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) list.push(name, String(one));
  }
  list.push("x-request-id", "");
  return list;
}
