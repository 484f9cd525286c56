// `npm test`: every check and test. It first makes sure what the tests need is here, and says
// plainly how to get it when it is not: it never skips a suite silently.
import { spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import net from "node:net";

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const pgHost = process.env.PGHOST ?? "127.0.0.1";
const pgPort = Number(process.env.PGPORT ?? 5432);

function canConnect(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2000 });
    socket.once("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const missing = [];
if (!existsSync(chromePath)) {
  missing.push(
    `Chromium não encontrado em ${chromePath} (CHROME_PATH). Instale com: apt-get update && apt-get install -y chromium`,
  );
}
if (!(await canConnect(pgHost, pgPort))) {
  missing.push(
    `PostgreSQL não responde em ${pgHost}:${pgPort}. Os testes de integração precisam dele (banco "test", autenticação trust). Inicie com: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`,
  );
}
if (missing.length > 0) {
  console.error(`npm test não pode rodar tudo nesta máquina:\n- ${missing.join("\n- ")}`);
  process.exit(1);
}

const steps = [
  ["lint (biome)", "npx", ["biome", "check", "."]],
  ["typecheck", "npm", ["run", "typecheck"]],
  ["build", "npx", ["react-router", "build"]],
  ["unit + integration (vitest)", "npx", ["vitest", "run"]],
  ["e2e (playwright)", "npx", ["playwright", "test"]],
];

for (const [name, command, args] of steps) {
  if (name.startsWith("e2e")) rmSync(".e2e-data", { recursive: true, force: true });
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n${name} falhou.`);
    process.exit(result.status ?? 1);
  }
}
console.log("\nTodos os testes passaram.");
