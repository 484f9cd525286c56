/**
 * What the HTTP suites share: the contract's texts, how React escapes them into HTML, and one
 * server per database kind with the people every test may read but never changes.
 */
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { withRedirectTo } from "~/lib/safe-redirect";
import {
  cookieFor,
  createStaff,
  type MailSink,
  makeDatabase,
  type StaffFixture,
  startMailSink,
  startServer,
  type TestDatabase,
  type TestServer,
} from "./test-server";

export const LOGIN = "/access/employees";

export { TEXT } from "./contract-texts";

/** Text as React puts it in HTML. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

/** Path and query of a redirect's Location (absolute or relative), or null without one. */
/** Where a guard sends an anonymous GET of this staff page: the login, carrying the page (issue 26). */
export const loginCarrying = (path: string) => withRedirectTo(LOGIN, path);

export function locationOf(res: Response, base: string): string | null {
  const location = res.headers.get("location");
  if (!location) return null;
  const url = new URL(location, base);
  return `${url.pathname}${url.search}`;
}

export const unique = () => Math.random().toString(36).slice(2, 10);

/** The Cookie header after a response: the request's cookies with the response's Set-Cookie applied. */
export function cookieAfter(res: Response, cookie: string | undefined): string {
  const jar = new Map<string, string>();
  for (const pair of (cookie ?? "").split(/;\s*/).filter(Boolean)) {
    jar.set(pair.slice(0, pair.indexOf("=")), pair);
  }
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(";")[0] ?? "";
    const name = pair.slice(0, pair.indexOf("="));
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

/** The people of the guard matrix. A pending account's session and an unknown token are refused. */
export type Who = "anonymous" | "pending" | "collaborator" | "admin" | "unknown session";
export const PEOPLE: Who[] = ["anonymous", "pending", "collaborator", "admin", "unknown session"];

export interface ServerSuite {
  database: TestDatabase;
  mail: MailSink;
  server: TestServer;
  /** An open connection to the server's database (Kysely in `.db`). */
  handle: DatabaseHandle;
  /** Shared, read-only people: tests that change a person make their own with createStaff. */
  admin: StaffFixture;
  collaborator: StaffFixture;
  pending: StaffFixture;
  cookieOf(who: Who): string | undefined;
  where(res: Response): string | null;
  /** Drains the body, then: a 302 to this path (or to a path matching the pattern). */
  expectRedirect(res: Response, to: string | RegExp): Promise<void>;
  login(email: string, password: string): Promise<Response>;
  sessionsOf(userId: string): Promise<{ id: string }[]>;
}

/**
 * Registers the hooks of one server (real `node server.js`, SMTP sink) on a fresh
 * database of this kind, for the describe block it is called in. Before each test the
 * rate-limit counters are emptied: every login the suite makes comes from 127.0.0.1, and no
 * test may depend on how many attempts the tests before it made.
 */
export function useServerSuite(kind: "sqlite" | "postgres", env: Record<string, string> = {}): ServerSuite {
  const suite = {} as ServerSuite;
  let unknownSession = "";

  beforeAll(async () => {
    suite.database = await makeDatabase(kind);
    suite.mail = await startMailSink();
    suite.server = await startServer({
      databaseUrl: suite.database.url,
      env: { SMTP_URL: suite.mail.url, ...env },
    });
    suite.handle = openDatabase(suite.database.url);
    suite.admin = await createStaff(suite.handle.db, "admin", "approved");
    suite.collaborator = await createStaff(suite.handle.db, "collaborator", "approved");
    suite.pending = await createStaff(suite.handle.db, "collaborator", "pending");
    unknownSession = await cookieFor("x".repeat(43));
  });

  beforeEach(async () => {
    await suite.handle.db.deleteFrom("rate_limits").execute();
  });

  afterAll(async () => {
    await suite.server?.stop();
    await suite.mail?.stop();
    await suite.handle?.db.destroy();
    await suite.database?.drop();
  });

  suite.cookieOf = (who) =>
    ({
      anonymous: undefined,
      pending: suite.pending.cookie,
      collaborator: suite.collaborator.cookie,
      admin: suite.admin.cookie,
      "unknown session": unknownSession,
    })[who];
  suite.where = (res) => locationOf(res, suite.server.url);
  suite.expectRedirect = async (res, to) => {
    await res.text();
    expect(res.status).toBe(302);
    if (typeof to === "string") expect(suite.where(res)).toBe(to);
    else expect(suite.where(res)).toMatch(to);
  };
  suite.login = (email, password) => suite.server.post(LOGIN, { email, password });
  suite.sessionsOf = (userId) =>
    suite.handle.db.selectFrom("sessions").select("id").where("user_id", "=", userId).execute();
  return suite;
}

/** Polls `check` every 100 ms until it returns something truthy (a mail, a row), or fails after `ms`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined> | T | undefined,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("tempo esgotado esperando a condição");
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A staff cookie this site signed, even one that signs nobody in, takes a public page past the
 * page cache: it is rendered for that request (server/page-cache.ts). A made-up one (security
 * review 3, L-5) and a query no page reads (review 2, L-7) no longer do.
 */
export const STAFF_COOKIE_OF_NOBODY = await cookieFor("nenhuma");
