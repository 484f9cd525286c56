/**
 * Processes and temp dirs: everything the bench starts is registered here and stopped by
 * cleanup() (at the end, on errors and on Ctrl-C), in reverse order of start.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../tests/support/free-port";

export { freePort };

/** The project root (where server.js lives). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The processes that answer at each origin the bench started, for their CPU time (cpuTicks). */
export const serverPids = new Map<string, number[]>();

/** User + system CPU time of these processes so far, in clock ticks (1/100 s on Linux). */
export function cpuTicks(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks;
}

const running: Array<{ name: string; stop: () => Promise<void> }> = [];
const tempDirs: string[] = [];

/** Registers something to stop in cleanup(). */
export function onCleanup(name: string, stop: () => Promise<void>): void {
  running.push({ name, stop });
}

/** A fresh temp dir, removed by cleanup(). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** Stops a child process: SIGTERM, then SIGKILL after 5 s. Resolves once it has exited. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

let cleanedUp = false;
export async function cleanup(): Promise<void> {
  if (cleanedUp) return;
  cleanedUp = true;
  // Stop in reverse order of start.
  for (const item of running.reverse()) {
    try {
      await item.stop();
    } catch (error) {
      console.error(`Falha ao encerrar ${item.name}:`, error);
    }
  }
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
}

/** On Ctrl-C or SIGTERM: stop everything started, then exit 130. */
export function cleanupOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, async () => {
      console.error(`\n${signal}: encerrando o que foi iniciado…`);
      await cleanup();
      process.exit(130);
    });
  }
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env });
    onCleanup(command, () => stopChild(child));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} saiu com ${code}`)),
    );
  });
}

/**
 * Starts a long-running Node process and waits until `readyUrl` answers (any HTTP status).
 * Its output is kept and shown if it dies before being ready.
 *
 * Not tests/support/test-server.ts's startServer: that one gives the server a fixed test
 * environment (secrets, admin, a database URL) and waits for a 200 on /; this one starts any Node
 * script (also the static server) with the environment it is given.
 */
export async function startServer(
  name: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
): Promise<ChildProcess> {
  // Its output goes to a file, not through this process: under load the request log lines would
  // otherwise cost the process that runs autocannon.
  const logFile = path.join(tempDir("bench-log-"), "output.log");
  const fd = openSync(logFile, "a");
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  onCleanup(name, () => stopChild(child));
  const output = () => readFileSync(logFile, "utf8");
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} saiu antes de ficar pronto:\n${output()}`);
    try {
      await fetch(readyUrl, { signal: AbortSignal.timeout(2000) });
      return child;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`${name} não respondeu em 60 s:\n${output()}`);
}

/**
 * `node server.js` (the production build) on a free loopback port with a fresh DATA_DIR, plus
 * `extraEnv`; resolves to its origin once it answers.
 */
export async function startApp(extraEnv: Record<string, string>): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: tempDir("bench-data-"),
    SITE_URL: url,
    // The login burst comes from many addresses, as through a reverse proxy (one hop).
    TRUST_PROXY: "1",
    // As in production: one JSON line per request (the readable format costs far more).
    LOG_FORMAT: "json",
  };
  // NODE_ENV unset: the production build, with secrets generated under DATA_DIR. DATABASE_URL is
  // dropped too, so the fresh DATA_DIR decides where the database goes (unless `extraEnv` names
  // one). SITE_URL is the origin we browse, so canonical links and the sitemap point at the
  // server under test.
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  Object.assign(env, extraEnv);
  const child = await startServer(
    `node server.js ${JSON.stringify(extraEnv)}`,
    ["server.js"],
    env,
    `${url}/`,
  );
  if (child.pid !== undefined) serverPids.set(url, [child.pid]);
  return url;
}
