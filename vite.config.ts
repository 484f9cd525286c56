import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import { compression } from "vite-plugin-compression2";
import tsconfigPaths from "vite-tsconfig-paths";
import { publicPages } from "./app/route-list";

/** Route modules without a component (resource routes: robots, sitemap, logout, logos…). */
const resourceRoutes = new Set(
  readdirSync("app/routes", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => !/^export default /m.test(readFileSync(path.join("app/routes", file), "utf8")))
    .map((file) => path.basename(file).replace(/\.tsx?$/, "")),
);

/**
 * The two build warnings that need no action, silenced by their exact code and origin so that
 * any other warning still shows:
 * - INVALID_ANNOTATION in zod's own files: comments that mention `@__PURE__` in prose, where
 *   Rollup looks for an annotation; Rollup drops the comment and the code is unchanged.
 * - EMPTY_BUNDLE of a resource route: React Router makes a client chunk of every route module,
 *   and one without a component has nothing for the browser (no page ever loads it).
 */
function onwarn(warning: Rollup.RollupLog, warn: (warning: Rollup.RollupLog) => void) {
  if (warning.code === "INVALID_ANNOTATION" && /[\\/]node_modules[\\/]zod[\\/]/.test(warning.id ?? ""))
    return;
  if (warning.code === "EMPTY_BUNDLE" && warning.names?.every((name) => resourceRoutes.has(name))) return;
  warn(warning);
}

/**
 * Client chunks (decision 049). The root layout and everything it imports statically (our header,
 * footer, floating buttons, React, React Router) as one "layout" chunk instead of about twenty:
 * every page loads all of it anyway, and each file costs a request and its headers (about 0.4 KiB
 * each). Icons come through lucide-react's index, which imports every icon: Rollup would pull all
 * of them into that chunk, so the icons a public page shows go into it by name (a few KiB for
 * every page instead of a request each) and the staff screens' other icons into one "staff-icons".
 */
const publicModules = [
  "app/root.tsx",
  "app/routes/not-found.tsx",
  ...new Set(publicPages.map((page) => `app/${page.file}`)),
].map((file) => path.resolve(file));
const LUCIDE = "/node_modules/lucide-react/";
let chunkOf: Map<string, string> | undefined;
function clientChunk(id: string, { getModuleInfo }: Rollup.ManualChunkMeta): string | undefined {
  chunkOf ??= publicChunks(getModuleInfo);
  if (chunkOf.has(id)) return chunkOf.get(id);
  // lucide-react's index and shared code (createLucideIcon…), used by every icon.
  if (id.includes(LUCIDE)) return id.includes("/icons/") ? "staff-icons" : "layout";
  return undefined;
}

/**
 * The root's own graph, our modules that two or more public pages import (small helpers: a request
 * each otherwise), and the icons used by the root and every public page, mapped to "layout".
 */
function publicChunks(getModuleInfo: Rollup.GetModuleInfo): Map<string, string> {
  const chunks = new Map<string, string>();
  const iconNames = new Set<string>();
  let index: string | undefined;
  /** Our modules reachable from `start` by static imports; notes the icons they import. */
  const ourGraph = (start: string) => {
    const seen = new Set<string>();
    const pending = [start];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (seen.has(next)) continue;
      if (next.includes(LUCIDE)) index = next;
      const info = getModuleInfo(next);
      if (!info || next.includes("/node_modules/")) continue;
      seen.add(next);
      for (const [, names = ""] of info.code?.matchAll(/import\s*\{([^}]*)\}\s*from\s*"lucide-react"/g) ?? [])
        for (const name of names.split(",")) iconNames.add(name.trim().split(/\s+as\s+/)[0] ?? "");
      pending.push(...info.importedIds);
    }
    return seen;
  };
  const [root = "", ...pages] = publicModules;
  for (const id of ourGraph(root)) chunks.set(id, "layout");
  const importers = new Map<string, number>();
  for (const page of pages) for (const id of ourGraph(page)) importers.set(id, (importers.get(id) ?? 0) + 1);
  for (const [id, count] of importers) if (count > 1) chunks.set(id, "layout");
  // lucide-react's index: `export { default as ChevronDown, … } from './icons/chevron-down.mjs';`
  const indexCode = (index && getModuleInfo(index)?.code) || "";
  for (const [, names = "", file = ""] of indexCode.matchAll(
    /export \{([^}]*)\} from '\.\/(icons\/[^']+)'/g,
  )) {
    if (names.split(",").some((name) => iconNames.has(name.trim().replace(/^default as /, ""))))
      chunks.set(path.join(path.dirname(index ?? ""), file), "layout");
  }
  return chunks;
}

export default defineConfig({
  build: { assetsInlineLimit: 0, rollupOptions: { onwarn } },
  environments: {
    client: { build: { rollupOptions: { output: { manualChunks: clientChunk } } } },
    // The server bundle's entry is our Express app, so all server TypeScript is compiled once.
    ssr: { build: { rollupOptions: { input: "./server/index.ts" } } },
  },
  plugins: [
    tailwindcss(),
    reactRouter(),
    tsconfigPaths(),
    // Each browser file also as .br (quality 11) and .gz, sent by server/static-assets.js (decision 049).
    {
      ...compression({ algorithms: ["brotliCompress", "gzip"], logLevel: "silent" }),
      applyToEnvironment: (env) => env.name === "client",
    },
  ],
});
