import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    include: ["tests/**/*.test.ts"],
    environment: "node",
    // Integration tests share one PostgreSQL server and start processes: keep files sequential.
    fileParallelism: false,
    // Files and tests run in a random order (the seed is printed): no test may lean on another's
    // leftovers. Rerun an order with `npx vitest run --sequence.seed=N`.
    sequence: { shuffle: true },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
