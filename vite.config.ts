import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is our Express app, so all server TypeScript is compiled once.
  build: isSsrBuild ? { rollupOptions: { input: "./server/index.ts" } } : { assetsInlineLimit: 0 },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths()],
}));
