import { defineConfig } from "@playwright/test";
import { E2E_BROWSER_PATH } from "./e2e/support/browser-path.js";
import { CHROMIUM_FLAGS } from "./e2e/support/chromium-flags";
import {
  baseURL,
  E2E_CONTACT_TO,
  E2E_DATA_DIR,
  E2E_DATABASE_URL,
  E2E_MAIL_HTTP,
  E2E_MAIL_HTTP_PORT,
  E2E_PORT,
  E2E_SESSION_SECRET,
  E2E_SMTP_PORT,
} from "./e2e/support/e2e-env";

/** `A='1' B='x y'` for a shell command line (single quotes, with any ' escaped). */
function shellAssignments(vars: Record<string, string>): string {
  return Object.entries(vars)
    .map(([name, value]) => `${name}='${value.replace(/'/g, "'\\''")}'`)
    .join(" ");
}

/**
 * E2E against the production build (`node server.js`) on its own fresh data directory
 * (scripts/test.js empties .e2e-data before each run), in Debian's Chromium, with a local SMTP
 * sink (e2e/support/mail-sink.js) that the tests read received mail from.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  // A test that only passes on a retry is a bug we have not found yet: CI fails on it.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  reporter: [["list"]],
  timeout: 30_000,
  // On a loaded 2-core machine a page with two Chromiums beside it can take several seconds to
  // hydrate or fetch an on-demand script: an assertion waits up to 10 s (Playwright's default is
  // 5), which changes nothing for a test that passes and keeps timing out of what is tested.
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: E2E_BROWSER_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  // Journeys once, layout twice (code review 2, section 3.5): the desktop project runs every test
  // but the phone's own; the mobile project only what depends on a phone (layout, touch, the bottom
  // bar, axe at 390 px), tagged "@phone" (both projects) or "@phone-only" (the phone alone).
  projects: [
    { name: "desktop", grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: "mobile",
      grep: /@phone/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  webServer: [
    {
      command: "node e2e/support/mail-sink.js",
      url: `${E2E_MAIL_HTTP}/messages`,
      reuseExistingServer: false,
      timeout: 15_000,
      env: { MAIL_SINK_SMTP_PORT: String(E2E_SMTP_PORT), MAIL_SINK_HTTP_PORT: String(E2E_MAIL_HTTP_PORT) },
    },
    {
      // Playwright merges the shell's environment into a web server's: `env -i` starts the app
      // with exactly this one, so a TRUST_PROXY or NODE_ENV in the shell cannot change what is tested.
      command: `env -i ${shellAssignments({
        PATH: process.env.PATH ?? "/usr/bin:/bin",
        NODE_ENV: "production",
        PORT: String(E2E_PORT),
        HOST: "127.0.0.1",
        DATA_DIR: E2E_DATA_DIR,
        DATABASE_URL: E2E_DATABASE_URL,
        SITE_URL: baseURL,
        SESSION_SECRET: E2E_SESSION_SECRET,
        CREDENTIALS_KEY: "e2".repeat(32),
        SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
        CONTACT_TO: E2E_CONTACT_TO,
        OUTBOX_POLL_MS: "500",
        ADMIN_EMAIL: "admin@corretora.test",
        ADMIN_PASSWORD: "senha-do-admin-e2e",
        QUOTE_PORTAL_URL: "https://cotacao.example.com",
      })} node server.js`,
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
