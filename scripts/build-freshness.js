// Whether `npm start` must build before serving: no build yet, or sources newer than it.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the build is made from: a newer file here means the build serves old code. */
export const BUILD_SOURCES = [
  "app",
  "server",
  "public",
  "server.js",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
];
/**
 * Written by every build (the client's assets first, the server last): the older of the two
 * dates the build (a directory's date is when its last file was added).
 */
const BUILD_OUTPUTS = ["build/client/assets", "build/server/index.js"];

/** The newest file under `entry` (a file or a directory), as { file, mtimeMs }. */
function newest(entry) {
  if (!existsSync(entry)) return undefined;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return { file: entry, mtimeMs: stat.mtimeMs };
  let found;
  for (const name of readdirSync(entry)) {
    const candidate = newest(path.join(entry, name));
    if (candidate && (!found || candidate.mtimeMs > found.mtimeMs)) found = candidate;
  }
  return found;
}

/**
 * Why a build is needed in `root`, in one sentence, or undefined when the build is current.
 * @param {string} root
 * @returns {string | undefined}
 */
export function whyBuild(root) {
  const outputs = BUILD_OUTPUTS.map((file) => path.join(root, file));
  if (!outputs.every((file) => existsSync(file))) return "Nenhum build encontrado";
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  let changed;
  for (const source of BUILD_SOURCES) {
    const candidate = newest(path.join(root, source));
    if (candidate && candidate.mtimeMs > builtAt && (!changed || candidate.mtimeMs > changed.mtimeMs)) {
      changed = candidate;
    }
  }
  if (!changed) return undefined;
  return `O código mudou desde o último build (${path.relative(root, changed.file)} é mais novo)`;
}
