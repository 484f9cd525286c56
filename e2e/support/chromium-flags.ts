/**
 * The flags every Chromium we start headless gets: the e2e browser (playwright.config.ts) and
 * the bench's Lighthouse browser (scripts/bench/lighthouse.ts, which adds --headless itself;
 * Playwright adds it on its own). No sandbox (containers), no GPU, and nothing that would reach
 * the network or do work in the background while a page is measured.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
