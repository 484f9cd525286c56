// `npm start`: builds when there is no build yet or the sources changed since it, then serves it.
import { spawnSync } from "node:child_process";
import { whyBuild } from "./build-freshness.js";

const reason = whyBuild(process.cwd());
if (reason) {
  console.log(`${reason}: gerando o build de produção (npm run build)…`);
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server.js");
