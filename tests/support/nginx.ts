/**
 * Runs deploy/nginx.conf for a test: the very file, with its ports and paths replaced, wrapped
 * in a main configuration of its own (pid, logs, temp paths in a temp dir, a free port) and run
 * as an unprivileged process (nobody when the tests run as root), never the system service.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
// Not from test-server.ts: the bench (scripts/bench/nginx.ts) runs nginx too, without vitest's aliases.
import { freePort } from "./free-port";

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const NOBODY = 65534;

export interface Nginx {
  url: string;
  /** nginx's access log so far (format `vertice` of deploy/nginx.conf). */
  accessLog(): string;
  /** nginx's error log so far (level warn, the site's own error_log lines included). */
  errorLog(): string;
  /** The worker processes (Linux: from /proc), for the bench's CPU time per request. */
  workerPids(): number[];
  stop(): Promise<void>;
}

/** deploy/nginx.conf with its placeholders replaced; each one must be found exactly once. */
function renderSite(dir: string, port: number, upstreams: [number, number]): string {
  let site = readFileSync(path.join(PROJECT_ROOT, "deploy/nginx.conf"), "utf8");
  const replace = (from: string, to: string) => {
    const count = site.split(from).length - 1;
    if (count !== 1) throw new Error(`deploy/nginx.conf: "${from}" aparece ${count} vezes (esperado 1)`);
    site = site.replace(from, to);
  };
  replace("listen 80;", `listen 127.0.0.1:${port};`);
  replace("server 127.0.0.1:3001 ", `server 127.0.0.1:${upstreams[0]} `);
  replace("server 127.0.0.1:3002 ", `server 127.0.0.1:${upstreams[1]} `);
  replace("root /srv/vertice/build/client;", `root ${path.join(PROJECT_ROOT, "build/client")};`);
  replace("/var/log/nginx/vertice.access.log", path.join(dir, "access.log"));
  replace("/var/log/nginx/error.log", path.join(dir, "error.log"));
  return site;
}

export async function startNginx(options: { port?: number; upstreams: [number, number] }): Promise<Nginx> {
  const port = options.port ?? (await freePort());
  return runNginx({ port, site: (dir) => renderSite(dir, port, options.upstreams), readyPath: "/healthz" });
}

/**
 * Runs nginx with `site(dir)` as its http block's content (dir: its temp dir, for logs), one
 * worker, in the foreground; resolves once `readyPath` answers on `port`. Also the bench's
 * baseline (scripts/bench/nginx.ts).
 */
export async function runNginx(options: {
  port: number;
  site: (dir: string) => string;
  readyPath: string;
  workerConnections?: number;
}): Promise<Nginx> {
  if (!existsSync(NGINX)) {
    throw new Error(`nginx não encontrado em ${NGINX}: apt-get update && apt-get install -y nginx`);
  }
  const { port } = options;
  const dir = mkdtempSync(path.join(tmpdir(), "nginx-"));
  const config = path.join(dir, "nginx.conf");
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    config,
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")} warn;`,
      `events { worker_connections ${options.workerConnections ?? 512}; }`,
      "http {",
      "  include /etc/nginx/mime.types;",
      "  default_type application/octet-stream;",
      `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}`,
      options.site(dir),
      "}",
    ].join("\n"),
  );
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, NOBODY, NOBODY);
  const args = ["-p", dir, "-c", config, "-e", path.join(dir, "error.log")];
  const user = asRoot ? { uid: NOBODY, gid: NOBODY } : {};
  const check = spawnSync(NGINX, ["-t", ...args], { encoding: "utf8", ...user });
  if (check.status !== 0) throw new Error(`nginx -t recusou a configuração:\n${check.stderr}`);

  const child: ChildProcess = spawn(NGINX, args, { stdio: ["ignore", "ignore", "pipe"], ...user });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx terminou: ${stderr}`);
    try {
      // Any answer: nginx is up (a test may start it in front of instances that are down).
      const res = await fetch(`${url}${options.readyPath}`);
      await res.arrayBuffer();
      break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`nginx não respondeu em ${url}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const read = (name: string) => {
    const file = path.join(dir, name);
    return existsSync(file) ? readFileSync(file, "utf8") : "";
  };
  return {
    url,
    accessLog: () => read("access.log"),
    errorLog: () => read("error.log"),
    workerPids: () =>
      readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, "utf8").trim().split(/\s+/).map(Number),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
