// `npm test`: every check and test. It first makes sure what the tests need is here, and says
// plainly how to get it when it is not: it never skips a suite silently.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import pg from "pg";
import { TEST_POSTGRES_URL } from "../tests/support/postgres-url.js";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

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
    `Chromium não encontrado em ${chromePath} (CHROME_PATH). Instale com: apt-get update && apt-get install -y chromium`,
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

// Lint, typecheck and build read the sources and write nothing the others read (typegen writes
// .react-router/types, which only tsc reads; the build writes build/, which biome, tsc and the
// doc check ignore): they run two at a time, each one's output printed whole when it ends.
const checks = [
  // biome, the layers of docs/architecture.md (dependency-cruiser), the paths named in the docs
  // and the decision records' Status lines (scripts/check-docs.ts): see package.json "lint".
  ["lint (biome, layers, docs)", "npm", ["run", "lint"]],
  ["typecheck", "npm", ["run", "typecheck"]],
  ["build", "npx", ["react-router", "build"]],
];
const suites = [
  ["unit + integration (vitest)", "npx", ["vitest", "run"]],
  ["e2e (playwright)", "npx", ["playwright", "test"]],
];

/** Runs one step with its output captured; resolves with its name, exit status and output. */
function runCaptured([name, command, args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
    });
    const chunks = [];
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (status) => resolve({ name, status, output: Buffer.concat(chunks).toString() }));
    child.on("error", (error) => resolve({ name, status: 1, output: String(error) }));
  });
}

/** Runs the steps two at a time; the failed ones' names (empty when all passed). */
async function runTwoAtATime(steps) {
  const queue = [...steps];
  const failed = [];
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      console.log(`\n=== ${step[0]} (começou) ===`);
      const { name, status, output } = await runCaptured(step);
      console.log(`\n=== ${name} ===\n${output.trimEnd()}`);
      if (status !== 0) {
        failed.push(name);
        queue.length = 0; // start nothing new; the running step finishes
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return failed;
}

const failedChecks = await runTwoAtATime(checks);
if (failedChecks.length > 0) {
  console.error(`\n${failedChecks.join(", ")} falhou.`);
  process.exit(1);
}

for (const [name, command, args] of suites) {
  if (name.startsWith("e2e")) rmSync(".e2e-data", { recursive: true, force: true });
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n${name} falhou.`);
    process.exit(result.status ?? 1);
  }
}
console.log("\nTodos os testes passaram.");
