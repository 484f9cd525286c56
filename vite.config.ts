import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Rollup } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

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

export default defineConfig({
  build: { assetsInlineLimit: 0, rollupOptions: { onwarn } },
  environments: {
    // The server bundle's entry is our Express app, so all server TypeScript is compiled once.
    ssr: { build: { rollupOptions: { input: "./server/index.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
});
