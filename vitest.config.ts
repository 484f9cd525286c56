import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

/**
 * Integration files about one database only: each runs in that database's project, not twice.
 * Every other integration file runs once per database (tests/support/database-project.ts).
 */
const SQLITE_ONLY = [
  // Tests of the HTTP layer and the build that start one SQLite server; no SQL of their own.
  "admin-flash",
  "deep-link",
  "fast-path",
  "html-validity",
  "page-cache",
  "search-cache",
  "static-assets",
  // `npm run backup` / `restore` copy a SQLite file.
  "backup",
].map((name) => `tests/integration/${name}.test.ts`);
const POSTGRES_ONLY = [
  // Several instances on one database, behind nginx or not; schemas of one PostgreSQL database.
  "proxy",
  "multi-instance",
  "migrations",
].map((name) => `tests/integration/${name}.test.ts`);

const databaseProject = (database: "sqlite" | "postgres"): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name: database,
    include: ["tests/integration/**/*.test.ts"],
    exclude: database === "sqlite" ? POSTGRES_ONLY : SQLITE_ONLY,
    provide: { database },
    // One module graph per worker, as for the unit files: each file starts its own servers and
    // databases, so what files share is the harness and the app's pure modules. Importing them once
    // per worker instead of once per file takes about a quarter off the run (decision 059); the
    // random order would show a file leaning on another's leftovers.
    isolate: false,
  },
});

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    // Two files at a time (two cores): every integration suite has its own PostgreSQL schema or
    // SQLite file, DATA_DIR, ports (tests/support/free-port.ts) and SMTP sink.
    maxWorkers: 2,
    // Files and tests run in a random order (the seed is printed): no test may lean on another's
    // leftovers. Rerun an order with `npx vitest run --sequence.seed=N`.
    sequence: { shuffle: true },
    // Generous: with two files at a time on a 2-core machine others use too, a test that takes
    // 10 s alone was seen taking over 30 s. Assertions are on what is shown, not on time.
    testTimeout: 60_000,
    hookTimeout: 150_000,
    // expect.poll waits for what the server shows (a log line, a page): 1 s by default, which a
    // busy machine overruns; 20 s like waitFor (tests/support/http-assertions.ts).
    expect: { poll: { timeout: 20_000 } },
    projects: [
      {
        extends: true,
        // Pure functions and modules without servers: one module graph per worker is enough,
        // and saves re-importing it for each of the files (the random order would show a leak).
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], isolate: false },
      },
      databaseProject("sqlite"),
      databaseProject("postgres"),
    ],
  },
});
