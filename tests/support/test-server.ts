/**
 * The integration tests' server harness (public site and staff area alike): starts
 * `node server.js` (the production build, so run `npm run build` first) on a free port with its
 * own DATA_DIR, makes a throw-away database (a temp SQLite file or a fresh PostgreSQL schema),
 * and creates staff members with a session cookie signed exactly like the server's.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import type { ParsedMail } from "mailparser";
import pg from "pg";
import type { Database } from "~/.server/platform";
import type { Role, UserStatus } from "~/.server/platform/db/staff-tables";
import { freePort, testRunSlot } from "./free-port";
import { logMessages } from "./logs";
import { TEST_POSTGRES_URL } from "./postgres-url.js";
import { listenSmtpSink } from "./smtp-sink.js";
import {
  createStaffMember,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  type StaffFixture,
  sessionSigner,
} from "./staff-fixtures";

/** The project root (where server.js lives); STAFF_SERVER_CWD overrides it (e.g. a copy with its own build). */
export const PROJECT_ROOT =
  process.env.STAFF_SERVER_CWD ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The test PostgreSQL's own database (`test`): schemas go in each worker's (workerPostgresUrl). */
export const PG_BASE = TEST_POSTGRES_URL;

/** Fixed test secret (>= 32 characters): fixtures sign cookies with it, the server verifies them. */
export const TEST_SESSION_SECRET = "test-session-secret-0123456789-abcdefghij";
/** The insurer-password key the servers under test use (a test sets its own to try a wrong one). */
export const TEST_CREDENTIALS_KEY = "0f".repeat(32);
export const TEST_ADMIN_EMAIL = "chefe@corretora.test";
export const TEST_ADMIN_PASSWORD = "senha-do-chefe";

/**
 * How long a start may take to answer GET / with 200. Alone a start takes 1-2 s; with two files
 * at a time on a machine others are using too, a first render was seen taking 5 s, and in a
 * fresh-clone run where the machine ran two to four times slower (2026-12-03, load 10) two starts
 * overran 45 s. A server that never starts still fails, with its output.
 */
const READY_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 10_000;

/**
 * The only variables the server under test inherits from the shell running the tests: anything
 * else (NODE_ENV, TRUST_PROXY, DATABASE_URL, SMTP_URL…) would change what is being tested.
 */
const INHERITED_ENV = ["PATH", "HOME", "TMPDIR", "LANG", "TZ"];

/** Re-exported: the integration tests and nginx.ts take it from here; scripts/bench takes it from ./free-port. */
export { freePort };

export interface TestServer {
  url: string;
  port: number;
  /** The server process (to read its CPU time from /proc). */
  pid: number;
  /** Everything the server printed so far (stdout and stderr). */
  output(): string;
  /** Graceful stop (SIGTERM, then SIGKILL after 10 s); removes its DATA_DIR. */
  stop(): Promise<void>;
  /** Abrupt stop (SIGKILL: no shutdown code runs), as a crash would; removes its DATA_DIR. */
  kill(): Promise<void>;
  /** A form POST (x-www-form-urlencoded) with our Origin, redirects not followed. */
  post(pathname: string, fields: Record<string, string>, cookie?: string): Promise<Response>;
  get(pathname: string, cookie?: string): Promise<Response>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

export async function startServer(options: {
  databaseUrl: string;
  env?: Record<string, string>;
}): Promise<TestServer> {
  if (!existsSync(path.join(PROJECT_ROOT, "build/server/index.js"))) {
    throw new Error(
      `Sem build em ${PROJECT_ROOT}/build: rode \`npm run build\` antes dos testes de integração.`,
    );
  }
  // The port is probed free, then the server binds it a second later: with files running side by
  // side, something may take it in between. The server then exits on EADDRINUSE: try another.
  for (let attempt = 1; ; attempt++) {
    const started = await launch(await freePort(), options, attempt < PORT_ATTEMPTS);
    if (started !== "address in use") return started;
  }
}

const PORT_ATTEMPTS = 3;

async function launch(
  port: number,
  options: { databaseUrl: string; env?: Record<string, string> },
  mayRetry: boolean,
): Promise<TestServer | "address in use"> {
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "test-server-data-"));
  const env: Record<string, string | undefined> = {};
  for (const name of INHERITED_ENV) if (process.env[name] !== undefined) env[name] = process.env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    SESSION_SECRET: TEST_SESSION_SECRET,
    CREDENTIALS_KEY: TEST_CREDENTIALS_KEY,
    SITE_URL: url,
    ADMIN_EMAIL: TEST_ADMIN_EMAIL,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ...options.env,
  });

  const child = spawn(process.execPath, ["server.js"], {
    cwd: PROJECT_ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });

  const cleanupDir = () => rmSync(dataDir, { recursive: true, force: true });
  const fail = async (reason: string): Promise<never> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await waitForExit(child, STOP_TIMEOUT_MS);
    }
    cleanupDir();
    // JSON logs escape quotes and line breaks: their messages follow, decoded, as a person reads them.
    const messages = logMessages(stdout + stderr);
    const decoded = messages ? `\n--- mensagens dos logs JSON ---\n${messages}` : "";
    const detail = `${reason}\n--- stderr ---\n${stderr}\n--- stdout ---\n${stdout}${decoded}`;
    console.error(detail);
    throw new Error(detail);
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      if (mayRetry && (stdout + stderr).includes("EADDRINUSE")) {
        cleanupDir();
        return "address in use";
      }
      await fail(`server.js terminou antes de ficar pronto (código ${child.exitCode ?? child.signalCode})`);
    }
    try {
      // A slow first render is waited for (until the deadline), not cut off and asked again.
      const left = Math.max(1_000, deadline - Date.now());
      const res = await fetch(`${url}/`, { redirect: "manual", signal: AbortSignal.timeout(left) });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) await fail(`GET ${url}/ não respondeu 200 em ${READY_TIMEOUT_MS / 1000} s`);
    await sleep(150);
  }

  const headers = (cookie?: string): Record<string, string> => ({
    Origin: url,
    ...(cookie ? { Cookie: cookie } : {}),
  });

  let stopped = false;
  return {
    url,
    port,
    pid: child.pid ?? 0,
    output: () => stdout + stderr,
    async stop() {
      if (stopped) return;
      stopped = true;
      // STAFF_SERVER_LOG=1 prints what the server logged (debugging a failing run).
      if (process.env.STAFF_SERVER_LOG) console.log(`--- server.js ${url} ---\n${stdout}${stderr}`);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
          child.kill("SIGKILL");
          await waitForExit(child, STOP_TIMEOUT_MS);
        }
      }
      cleanupDir();
    },
    async kill() {
      if (stopped) return;
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGKILL");
        await waitForExit(child, STOP_TIMEOUT_MS);
      }
      cleanupDir();
    },
    post(pathname, fields, cookie) {
      return fetch(`${url}${pathname}`, {
        method: "POST",
        redirect: "manual",
        headers: { ...headers(cookie), "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });
    },
    get(pathname, cookie) {
      return fetch(`${url}${pathname}`, { redirect: "manual", headers: headers(cookie) });
    },
  };
}

export interface TestDatabase {
  kind: "sqlite" | "postgres";
  url: string;
  drop(): Promise<void>;
}

async function withPg<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** PostgreSQL's codes for a database that exists already (or is being created by another process). */
const DATABASE_EXISTS = new Set(["42P04", "23505"]);
/** "source database is being accessed by other users": CREATE DATABASE copies template1. */
const TEMPLATE_BUSY = "55006";

let workerUrl: Promise<string> | undefined;

/**
 * The PostgreSQL database this Vitest worker's schemas go in: `<database>_worker_<n>` (n is
 * VITEST_POOL_ID), created on first use and kept for the next runs. Kysely's migrator lists the
 * tables of every schema of its database (introspection); a schema that another file drops
 * meanwhile fails that query ("schema … does not exist"). Files run two at a time, so each
 * worker has a database of its own; within a worker, files and their drops run one after the
 * other. A run with TEST_RUN_SLOT=k (k > 0) uses `<database>_s<k>_worker_<n>`, so two runs on one
 * machine never share one. Outside Vitest, the test database itself.
 */
export function workerPostgresUrl(): Promise<string> {
  workerUrl ??= (async () => {
    const id = Number(process.env.VITEST_POOL_ID);
    if (!Number.isInteger(id) || id < 1) return PG_BASE;
    const url = new URL(PG_BASE);
    const slot = testRunSlot();
    const name = `${url.pathname.slice(1) || "postgres"}${slot ? `_s${slot}` : ""}_worker_${id}`;
    for (let attempt = 1; ; attempt++) {
      try {
        await withPg(PG_BASE, (c) => c.query(`create database "${name}"`));
        break;
      } catch (error) {
        const code = (error as { code?: string }).code ?? "";
        if (DATABASE_EXISTS.has(code)) break;
        if (code !== TEMPLATE_BUSY || attempt === 5) throw error;
        await sleep(200 * attempt);
      }
    }
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerUrl;
}

/** A new schema of this worker's PostgreSQL database, and how to drop it. */
export async function makePostgresSchema(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const base = await workerPostgresUrl();
  const schema = `${prefix}_${randomBytes(6).toString("hex")}`;
  await withPg(base, (c) => c.query(`create schema ${schema}`));
  const separator = base.includes("?") ? "&" : "?";
  return {
    url: `${base}${separator}schema=${schema}`,
    drop: () => withPg(base, (c) => c.query(`drop schema if exists ${schema} cascade`)).then(() => undefined),
  };
}

/** A throw-away database: a SQLite file in a temp dir, or a new schema on the test PostgreSQL. */
export async function makeDatabase(kind: "sqlite" | "postgres"): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "test-server-db-"));
    return {
      kind,
      url: `file:${path.join(dir, "site.sqlite")}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  return { kind, ...(await makePostgresSchema("http")) };
}

/** `staff_session=…` for a Cookie header, from a raw session token, signed with the test secret. */
export const cookieFor = sessionSigner(TEST_SESSION_SECRET);

/**
 * A rate-limit key as a test server stores it when it holds an e-mail (rate-limit.ts storedKey:
 * an HMAC under a key derived from SESSION_SECRET), to find its row.
 */
export const storedRateLimitKey = (key: string) =>
  createHmac("sha256", createHmac("sha256", TEST_SESSION_SECRET).update("rate-limit-keys").digest())
    .update(key)
    .digest("hex");

/** The `name=value` part of a response's session Set-Cookie (either name), if any. */
export function sessionCookieFrom(res: Response): string | undefined {
  const line = res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`) || c.startsWith(`${SECURE_SESSION_COOKIE}=`));
  return line?.split(";")[0];
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
export function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (in parentheses): utime and stime are the 12th and 13th, in ticks.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
/** USER_HZ: 100 on every Linux build Node supports. */
const CLOCK_TICKS_PER_SECOND = 100;

export type { StaffFixture };

/** A staff member with a fresh session on a server started by startServer. */
export function createStaff(
  db: Kysely<Database>,
  role: Role,
  status: UserStatus,
  options: { email?: string; password?: string; emailConfirmed?: boolean; name?: string | null } = {},
): Promise<StaffFixture> {
  return createStaffMember(db, cookieFor, role, status, options);
}

export interface MailSink {
  /** `smtp://127.0.0.1:PORT` for SMTP_URL. */
  url: string;
  messages: SinkMail[];
  stop(): Promise<void>;
}

/** A received mail, with the SMTP envelope's sender (MAIL FROM). */
export type SinkMail = ParsedMail & { envelopeFrom: string };

/**
 * A local SMTP server that keeps every message it receives (parsed), for SMTP_URL. Pass a port
 * to bring a sink back on the address a server was started with (an SMTP outage that ends).
 */
export async function startMailSink(port?: number): Promise<MailSink> {
  const messages: SinkMail[] = [];
  const listenPort = port ?? (await freePort());
  const server = await listenSmtpSink(listenPort, (mail: ParsedMail, envelopeFrom: string) =>
    messages.push(Object.assign(mail, { envelopeFrom })),
  );
  return { url: `smtp://127.0.0.1:${listenPort}`, messages, stop: () => server.close() };
}
