import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import type { NextFunction } from "express";
import { LRUCache } from "lru-cache";
import { createRequestHandler, matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { currentContent, findProduct, onContentChange } from "~/.server/content";
import { type App, hasSignedAreaCookie, loadContext, logger } from "~/.server/platform";
import { hasPrivateCookie, isPrivatePath, publicPages } from "~/route-list";
import {
  type Encoding,
  encodingFor,
  inlineScriptHashes,
  matches,
  rawHeaders,
  readRequest,
  routeTree,
  staticPaths,
} from "./page-cache-http";
import { canonicalPath, type PageKey, pageKey, SEARCH_PATH } from "./page-key";

import { securityHeaders } from "./security-headers";

/**
 * Public pages served from memory (issue 16, docs/decisions/020-public-page-cache.md): each page
 * is rendered once per build and content revision, without a nonce (its inline scripts are
 * allowed by their hashes), compressed once with brotli and gzip, and answered with an ETag.
 * server.js mounts this right after the request id and log line, before compression and the
 * static files: a hit does no other work. Anything personal never enters: a request with a staff
 * cookie this site signed or any method but GET/HEAD goes on to the normal per-request render, and only a 200 or
 * 404 without Set-Cookie is kept. A parameter no page reads is left out of the key (page-key.ts).
 * Searches (/insurers?q=) and products on the contact page (?produto=) are pages of their own,
 * keyed by page-key.ts; searches are kept in a bounded cache and rendered one at a time, and a
 * content change renders the cached pages again in the background (decision 050).
 */

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A path with nothing to decode or normalise: anything else takes the normal route. */
const PLAIN_PATH = /^\/[A-Za-z0-9._~/-]*$/;
const NOT_FOUND_ROUTE = "routes/not-found";
const NOT_FOUND_KEY = " 404";
const MAX_REMEMBERED_PATHS = 1000;
/** Bytes all kept searches may take, whatever PAGE_CACHE_SEARCHES says. */
const MAX_SEARCH_BYTES = 64 * 1024 * 1024;
/**
 * New searches waiting for their turn. A render holds the event loop for tens of milliseconds: one
 * at a time, each followed by a pause as long as it took, leaves the other visitors at least half
 * the loop during a stream of distinct searches; beyond these few waiting, a search gets the
 * whole list.
 */
const MAX_SEARCHES_WAITING = 4;
/** A foreign inline script is logged once per process: the first one says what to look for. */
let warnedUnmarked = false;

interface Variant {
  headers: OutgoingHttpHeaders;
  /**
   * The same headers as a flat [name, value, …] list ending in an X-Request-Id slot, for the fast
   * path (decision 048): writeHead takes the list as it is, nothing is built per response.
   */
  raw: string[];
  body: Buffer;
}

interface Entry {
  status: number;
  /** Weak: one validator for the page whatever its encoding. */
  etag: string;
  /** What a 304 repeats (RFC 9110 §15.4.5): the validators, caching and security headers. */
  notModified: OutgoingHttpHeaders;
  notModifiedRaw: string[];
  variants: Record<Encoding, Variant>;
}

/** A render, and whether it may be kept and shared (not an error page, no cookie, content unchanged meanwhile). */
interface Rendered {
  entry: Entry;
  keep: boolean;
}
/**
 * The page cache as Express middleware; `staticDir` is the folder server.js serves files from
 * (its paths are never pages).
 */
export function pageCache(app: App, staticDir: string) {
  const exactPaths = new Set([...publicPages.map((p) => p.path), "/sitemap.xml", "/robots.txt"]);
  let build: ServerBuild | undefined;
  let routes: RouteObject[] = [];
  let files: Set<string> | undefined;
  let render: ReturnType<typeof createRequestHandler> | undefined;

  const reachesNotFound = new Map<string, boolean>();
  let revision = -1;
  /** The pages (a bounded set: public pages, products on the contact page, the 404 page). */
  const entries = new Map<string, Entry>();
  /** Every page key ever kept: rendered again after each content change. */
  const known = new Set<string>();
  /** Searches: as many as visitors can type, so bounded by count and bytes. */
  const searches = new LRUCache<string, Entry>({
    max: Math.max(app.env.pageCacheSearches, 1),
    maxSize: MAX_SEARCH_BYTES,
    sizeCalculation: (entry) =>
      Object.values(entry.variants).reduce((bytes, variant) => bytes + variant.body.length, 0),
  });
  /** Renders under way, by revision and key: a spike on an empty cache renders each page once. */
  const pending = new Map<string, Promise<Rendered>>();
  /** Whether a new search is being rendered, and when the next may start (after a pause as long as it took). */
  let searchBusy = false;
  let nextSearchAt = 0;
  const waiting: Array<() => void> = [];
  let wake: NodeJS.Timeout | undefined;
  const isProduct = (slug: string) => findProduct({ slug }) !== undefined;

  /** The key of a request the cache may answer, or undefined to pass it on. */
  function keyOf(req: IncomingMessage): PageKey | undefined {
    const asked = readRequest(req);
    if (!asked) return undefined;
    const { pathname, query } = asked;
    const found = pageKey(pathname, query, isProduct);
    if (!found) return undefined;
    // A signed-in visitor of any area (app/private-areas.ts) is never answered from memory: one
    // whose cookie this site signed (a made-up one gets the shared page, security review 3 L-5).
    const cookies = req.headers.cookie;
    if (hasPrivateCookie(cookies) && hasSignedAreaCookie(cookies, app.env.sessionSecret)) return undefined;
    files ??= staticPaths(staticDir);
    if (files.has(pathname)) return undefined;
    if (exactPaths.has(pathname)) return found;
    // Any other path is cached only as the one 404 page, and only when nothing else answers it.
    if (
      !PLAIN_PATH.test(pathname) ||
      pathname.startsWith("/assets/") ||
      pathname.endsWith(".data") ||
      pathname === (build?.routeDiscovery?.manifestPath ?? "/__manifest") ||
      isPrivatePath(pathname)
    ) {
      return undefined;
    }
    let notFound = reachesNotFound.get(pathname);
    if (notFound === undefined) {
      // matchRoutes ranks every route on each call: remember the answer (a broken link in a news
      // item is one path asked again and again), within a bound.
      if (reachesNotFound.size >= MAX_REMEMBERED_PATHS) reachesNotFound.clear();
      notFound = matchRoutes(routes, pathname)?.at(-1)?.route.id === NOT_FOUND_ROUTE;
      reachesNotFound.set(pathname, notFound);
    }
    return notFound ? { key: NOT_FOUND_KEY, search: false } : undefined;
  }

  /** Renders `key` for the cache; `quick` compresses at lower levels (a search, rendered once in a while). */
  async function renderPage(key: string, quick = false): Promise<Rendered> {
    const startRevision = currentContent().revision;
    const { siteUrl } = app.env;
    // The site's own origin, not the request's Host: nothing a client sends shapes a cached page.
    const url = `${siteUrl}${key === NOT_FOUND_KEY ? "/pagina-inexistente" : key}`;
    // The render's own scripts carry this mark as their nonce; only they are allowed by hash.
    // It is removed from the page: the cached CSP names no nonce, so it would allow nothing.
    const mark = randomBytes(16).toString("base64url");
    const response = await (render as NonNullable<typeof render>)(
      new Request(url),
      loadContext(app, { clientAddress: "", cspNonce: mark }),
    );
    let body = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get("content-type") ?? "";
    let hashes: string[] = [];
    if (type.startsWith("text/html")) {
      const html = body.toString("utf8");
      const { sources, unmarked } = inlineScriptHashes(html, mark);
      if (unmarked > 0 && !warnedUnmarked) {
        warnedUnmarked = true;
        logger().warn(
          { path: key, scripts: unmarked },
          "página pública com script inline que não é do app: não permitido",
        );
      }
      hashes = sources;
      body = Buffer.from(html.replaceAll(` nonce="${mark}"`, ""), "utf8");
    }
    const etag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
    const shared: OutgoingHttpHeaders = {
      ...securityHeaders(hashes),
      ...Object.fromEntries(response.headers),
      vary: "Accept-Encoding",
      etag,
    };
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: quick ? 5 : zlib.BROTLI_MAX_QUALITY,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipped(body, { level: quick ? zlib.Z_DEFAULT_COMPRESSION : zlib.Z_BEST_COMPRESSION }),
    ]);
    const variant = (encoded: Buffer, encoding: string | undefined): Variant => {
      const headers = {
        ...shared,
        ...(encoding && { "content-encoding": encoding }),
        "content-length": String(encoded.length),
      };
      return { body: encoded, headers, raw: rawHeaders(headers) };
    };
    const { "content-length": _length, "content-type": _type, ...notModified } = shared;
    const entry: Entry = {
      status: response.status,
      etag,
      notModified,
      notModifiedRaw: rawHeaders(notModified),
      variants: { br: variant(br, "br"), gzip: variant(gz, "gzip"), identity: variant(body, undefined) },
    };
    const keep =
      (response.status === 200 || response.status === 404) &&
      !response.headers.has("set-cookie") &&
      currentContent().revision === startRevision;
    logger().debug({ path: key }, "página renderizada para o cache");
    return { entry, keep };
  }

  /** A new search's turn to be rendered: now, after those waiting, or undefined when too many wait. */
  function searchTurn(): Promise<void> | undefined {
    if (!searchBusy && waiting.length === 0 && performance.now() >= nextSearchAt) {
      searchBusy = true;
      return Promise.resolve();
    }
    if (waiting.length >= MAX_SEARCHES_WAITING) return undefined;
    return new Promise((resolve) => {
      waiting.push(resolve);
      wakeNextSearch();
    });
  }

  /** Starts the next waiting search once the render under way and its pause are over. */
  function wakeNextSearch(): void {
    if (searchBusy || waiting.length === 0 || wake) return;
    wake = setTimeout(
      () => {
        wake = undefined;
        const next = waiting.shift();
        if (!next) return;
        searchBusy = true;
        next();
      },
      Math.max(0, nextSearchAt - performance.now()),
    );
  }

  async function renderSearch(key: string): Promise<Rendered> {
    const began = performance.now();
    try {
      return await renderPage(key, true);
    } finally {
      const ended = performance.now();
      nextSearchAt = ended + (ended - began);
      searchBusy = false;
      wakeNextSearch();
    }
  }

  /**
   * The render of `key` at `rev`, joining one under way. A new search waits for its turn
   * (`searchTurn`); undefined when it may not, and the caller answers something else.
   */
  function flight(rev: number, { key, search }: PageKey): Promise<Rendered> | undefined {
    const id = `${rev}:${key}`;
    let rendering = pending.get(id);
    if (rendering) return rendering;
    if (search) {
      const turn = searchTurn();
      if (!turn) return undefined;
      rendering = turn.then(() => renderSearch(key));
    } else {
      rendering = renderPage(key);
    }
    rendering = rendering.finally(() => pending.delete(id));
    pending.set(id, rendering);
    return rendering;
  }

  /** Keeps a render made at `rev` if it may be kept and the content is still that revision. */
  function store(rev: number, { key, search }: PageKey, { entry, keep }: Rendered): boolean {
    if (!keep || revision !== rev) return false;
    if (search) {
      searches.set(key, entry);
    } else {
      entries.set(key, entry);
      known.add(key);
    }
    return true;
  }

  /**
   * A content change anywhere (the polled revision, decision 018) empties the cache, and the pages
   * it ever held are rendered again one after the other, yielding to visitors in between: the
   * first visitor after a save finds them ready, or joins the render under way. Searches are not:
   * they come back as they are asked.
   */
  function follow(current: number): void {
    if (current === revision) return;
    entries.clear();
    searches.clear();
    revision = current;
    if (render && known.size > 0) void renderAgain(current, [...known]);
  }

  async function renderAgain(rev: number, keys: string[]): Promise<void> {
    const started = performance.now();
    let pages = 0;
    for (const key of keys) {
      await new Promise((resolve) => setImmediate(resolve));
      // A newer revision started its own round; a visitor may have asked for this page already.
      if (revision !== rev) return;
      if (entries.has(key)) continue;
      const page = { key, search: false };
      try {
        if (store(rev, page, await (flight(rev, page) as Promise<Rendered>))) {
          pages++;
          logger().debug({ path: key }, "página renderizada em segundo plano");
        }
      } catch (error) {
        logger().warn({ err: error, path: key }, "falha ao renderizar página em segundo plano");
      }
    }
    logger().info(
      { revision: rev, pages, ms: Math.round(performance.now() - started) },
      "páginas renderizadas em segundo plano",
    );
  }
  onContentChange((content) => follow(content.revision));
  /** Preconditions apply to a successful response only (RFC 9110 §13.2.1): a 404 stays a 404. */
  const notModified = (req: IncomingMessage, entry: Entry) =>
    entry.status === 200 && matches(req.headers["if-none-match"], entry.etag);

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
    if (notModified(req, entry)) {
      res.writeHead(304, entry.notModified);
      res.end();
      return;
    }
    const { headers, body } = entry.variants[encodingFor(req.headers["accept-encoding"])];
    res.writeHead(entry.status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** A redirect's headers: the pages' security headers (built once), and a day's caching. */
  let redirectHeaders: OutgoingHttpHeaders | undefined;
  /**
   * Another spelling of a public page's address (canonicalPath) is sent to the page's own, its
   * query kept: with or without the cache, a stream of made-up spellings costs no render.
   */
  function redirectToCanonical(req: IncomingMessage, res: ServerResponse): boolean {
    const asked = readRequest(req);
    if (!asked || !PLAIN_PATH.test(asked.pathname)) return false;
    const canonical = canonicalPath(asked.pathname, (path) => exactPaths.has(path));
    if (canonical === undefined) return false;
    redirectHeaders ??= { ...securityHeaders([]), "cache-control": "public, max-age=86400" };
    res.writeHead(301, {
      ...redirectHeaders,
      location: asked.query ? `${canonical}?${asked.query}` : canonical,
    });
    res.end();
    return true;
  }

  /** The kept page for this request, if there is one now (no render, no wait). */
  function cached(req: IncomingMessage): Entry | undefined {
    if (!app.env.pageCache || (entries.size === 0 && searches.size === 0)) return undefined;
    const page = keyOf(req);
    if (page === undefined) return undefined;
    if (currentContent().revision !== revision) return undefined;
    return page.search ? searches.get(page.key) : entries.get(page.key);
  }

  /**
   * The fast path (decision 048): a kept page answered before Express, with its precomputed
   * headers and this request's id; the status sent, or undefined when the page is not kept (the
   * request then goes through Express as before, and the middleware below renders it).
   */
  function answer(req: IncomingMessage, res: ServerResponse, requestId: () => string): number | undefined {
    const entry = cached(req);
    if (!entry) return undefined;
    // writeHead reads the list at once: the id's slot is this response's until the next call.
    if (notModified(req, entry)) {
      const raw = entry.notModifiedRaw;
      raw[raw.length - 1] = requestId();
      res.writeHead(304, raw);
      res.end();
      return 304;
    }
    const { raw, body } = entry.variants[encodingFor(req.headers["accept-encoding"])];
    raw[raw.length - 1] = requestId();
    res.writeHead(entry.status, raw);
    res.end(req.method === "HEAD" ? undefined : body);
    return entry.status;
  }

  async function pageCacheMiddleware(
    req: IncomingMessage,
    res: ServerResponse,
    next: NextFunction,
  ): Promise<void> {
    if (redirectToCanonical(req, res)) return;
    if (!app.env.pageCache) return next();
    if (!build) {
      build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
      routes = routeTree(build);
      render = createRequestHandler(build, process.env.NODE_ENV);
    }
    let page = keyOf(req);
    if (page === undefined) return next();

    // Never an older revision's page (onContentChange may not have run yet in this tick).
    follow(currentContent().revision);
    const current = revision;
    const hit = page.search ? searches.get(page.key) : entries.get(page.key);
    if (hit) return send(req, res, hit);

    try {
      let rendering = flight(current, page);
      if (!rendering) {
        // Too many new searches waiting: the whole list, which the page's script filters by the
        // address's ?q= (a visitor without JavaScript sees every insurer).
        page = { key: SEARCH_PATH, search: false };
        const list = entries.get(page.key);
        if (list) return send(req, res, list);
        rendering = flight(current, page) as Promise<Rendered>;
      }
      const rendered = await rendering;
      // Anything unusual (an error page, a cookie) is rendered again for this request alone.
      if (!rendered.keep) return next();
      store(current, page, rendered);
      send(req, res, rendered.entry);
    } catch (error) {
      next(error);
    }
  }
  return Object.assign(pageCacheMiddleware, { answer });
}
