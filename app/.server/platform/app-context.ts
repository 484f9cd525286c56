import type { Kysely } from "kysely";
import { createContext, RouterContextProvider } from "react-router";
import type { DatabaseHandle } from "./db/database";
import type { Database } from "./db/schema";
import type { Env } from "./env";

/**
 * What every use case receives, as its first argument (decision 022): the database and the parsed
 * environment. It is made once at start (services.ts) and handed to React Router's loaders and
 * actions through the typed request context (`appOf(context)`), to the Express middleware by
 * server/index.ts, and to scripts and tests that build their own (`appFor`). A step that runs
 * inside a use case's transaction takes that transaction instead (`trx`), never the App.
 *
 * Two things are deliberately not in it: the clock (the system's; tests move time by ageing the
 * rows a rule reads, since the server under test is another process, decision 008) and a mail
 * trigger (queueing a mail wakes the outbox after its transaction commits, outbox.ts).
 */
export interface App {
  /** Kysely over SQLite or PostgreSQL: what almost every use case needs. */
  db: Kysely<Database>;
  /** The same database with its raw driver, for the rate limiter (rate-limit.ts). */
  database: DatabaseHandle;
  env: Env;
}

/** An App over an opened database (scripts, tests and services.ts make theirs this way). */
export function appFor(database: DatabaseHandle, env: Env): App {
  return { db: database.db, database, env };
}

/** What one request carries besides the App: set by server/app.ts and the page cache. */
export interface RequestInfo {
  /**
   * Per-response nonce that the CSP allows for our inline and module scripts. For a public page
   * rendered for the page cache, a one-off mark of our own scripts instead: the cache allows those
   * by their hashes and removes the mark (server/page-cache.ts).
   */
  cspNonce?: string;
  /**
   * The visitor's address as rate limits count it: a valid IP only, an IPv6 client by its /64
   * (client-address.ts); behind a proxy, TRUST_PROXY says which hops to believe. Empty for a
   * page rendered for the page cache (no visitor).
   */
  clientAddress: string;
}

export const appContext = createContext<App>();
export const requestContext = createContext<RequestInfo>();

type Context = Readonly<RouterContextProvider>;

/** The App, in a loader or action: `const app = appOf(context)`. */
export const appOf = (context: Context): App => context.get(appContext);

/** The request's nonce and client address, in a loader, an action or entry.server.tsx. */
export const requestOf = (context: Context): RequestInfo => context.get(requestContext);

/** The load context React Router gets for one request (server/app.ts, server/page-cache.ts). */
export function loadContext(app: App, request: RequestInfo): RouterContextProvider {
  const provider = new RouterContextProvider();
  provider.set(appContext, app);
  provider.set(requestContext, request);
  return provider;
}
