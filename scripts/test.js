// `npm test`: every check and test. It first makes sure what the tests need is here, and says
// plainly how to get it when it is not: it never skips a suite silently.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import pg from "pg";
import { E2E_BROWSER_PATH } from "../e2e/support/browser-path.js";
import { TEST_POSTGRES_URL } from "../tests/support/postgres-url.js";

const chromePath = E2E_BROWSER_PATH;

/** Connects to the very URL the tests use and runs a query: an error message, or null when it works. */
async function postgresProblem(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const missing = [];
if (!existsSync(chromePath)) {
  missing.push(
    `Chromium (headless shell) não encontrado em ${chromePath} (CHROME_PATH). Instale com: apt-get update && apt-get install -y chromium-headless-shell`,
  );
}
// The W3C HTML checker (tests/integration/html-validity.test.ts) is a Java program.
if (spawnSync("java", ["-version"], { stdio: "ignore" }).status !== 0) {
  missing.push(
    "Java não encontrado (o verificador de HTML do W3C precisa dele). Instale com: apt-get update && apt-get install -y default-jre-headless",
  );
}
// tests/integration/proxy.test.ts runs deploy/nginx.conf with Debian's nginx (as its own process).
const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
if (!existsSync(nginxPath)) {
  missing.push(
    `nginx não encontrado em ${nginxPath} (NGINX_PATH). O teste do proxy precisa dele. Instale com: apt-get update && apt-get install -y nginx`,
  );
}
const pgProblem = await postgresProblem(TEST_POSTGRES_URL);
if (pgProblem) {
  const shown = TEST_POSTGRES_URL.replace(/\/\/([^:@/]+):[^@/]+@/, "//$1:***@");
  missing.push(
    `PostgreSQL não responde em ${shown} (TEST_POSTGRES_URL): ${pgProblem}. Os testes de integração precisam dele (banco "test", autenticação trust). Inicie com: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`,
  );
}
if (missing.length > 0) {
  console.error(`npm test não pode rodar tudo nesta máquina:\n- ${missing.join("\n- ")}`);
  process.exit(1);
}

// The build comes first: both suites run the built server. Then lint, typecheck, Vitest and
// Playwright run side by side (decision 059): none writes what another reads (typegen writes
// .react-router/types, read by tsc only; Vitest and Playwright take ports, databases and data
// directories of their own: tests/support/free-port.ts, e2e/support/e2e-env.ts), and on two cores
// the suites' waits (servers starting, mail arriving, pages hydrating) leave room for the others.
// Each step's lines are printed as they come, behind its name; a failed step's last lines are
// printed again at the end, and every step runs to its end, so one run shows every failure.
const build = ["build", "npx", ["react-router", "build"]];
const parallel = [
  // biome, the layers of docs/architecture.md (dependency-cruiser), the paths named in the docs
  // and the decision records' Status lines (scripts/check-docs.ts): see package.json "lint".
  ["lint", "npm", ["run", "lint"]],
  ["typecheck", "npm", ["run", "typecheck"]],
  ["vitest", "npx", ["vitest", "run"]],
  ["e2e", "npx", ["playwright", "test"]],
];

/** Runs one step, its lines printed behind `[name]` as they come; resolves with its status and output. */
function run([name, command, args]) {
  const startedAt = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
    });
    const chunks = [];
    const prefix = `[${name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let partial = "";
      stream.setEncoding("utf8");
      stream.on("data", (text) => {
        chunks.push(text);
        const lines = (partial + text).split("\n");
        partial = lines.pop() ?? "";
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on("end", () => {
        if (partial) process.stdout.write(`${prefix}${partial}\n`);
      });
    }
    const done = (status) => {
      const seconds = Math.round((Date.now() - startedAt) / 1000);
      console.log(`${prefix}${status === 0 ? "ok" : `FALHOU (código ${status})`} em ${seconds} s`);
      resolve({ name, status, output: chunks.join("") });
    };
    child.on("close", (status) => done(status ?? 1));
    child.on("error", (error) => {
      chunks.push(String(error));
      done(1);
    });
  });
}

const FAILURE_TAIL_LINES = 200;
const startedAt = Date.now();
const built = await run(build);
if (built.status !== 0) {
  console.error("\nO build falhou: os testes precisam dele.");
  process.exit(1);
}
rmSync(".e2e-data", { recursive: true, force: true });
const results = await Promise.all(parallel.map(run));
const failed = results.filter((result) => result.status !== 0);
const minutes = ((Date.now() - startedAt) / 60_000).toFixed(1);
if (failed.length > 0) {
  // The end of a failed step's output is its summary (Vitest's and Playwright's list the failures
  // last): shown again together, out of the interleaved lines above.
  for (const { name, output } of failed) {
    const tail = output.trimEnd().split("\n").slice(-FAILURE_TAIL_LINES).join("\n");
    console.error(`\n=== ${name} (falhou): as últimas ${FAILURE_TAIL_LINES} linhas ===\n${tail}`);
  }
  console.error(`\n${failed.map((f) => f.name).join(", ")} falhou (${minutes} min).`);
  process.exit(1);
}
console.log(`\nTodos os testes passaram (${minutes} min).`);
