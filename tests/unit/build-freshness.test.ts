/**
 * `npm start` builds when the build is missing or older than the sources (scripts/start.js), and
 * says why in one line. Dates are set on temporary files: no real build runs here.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { whyBuild } from "../../scripts/build-freshness.js";

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A file in the temporary project, dated `minutesAgo`. */
function file(relative: string, minutesAgo: number) {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, "x");
  const at = new Date(Date.now() - minutesAgo * 60_000);
  utimesSync(full, at, at);
  return full;
}

/** A project whose sources are 60 minutes old and whose build is 30. */
function builtProject() {
  root = mkdtempSync(path.join(tmpdir(), "build-freshness-"));
  for (const source of ["app/root.tsx", "app/.server/env.ts", "server/app.ts", "server.js", "package.json"]) {
    file(source, 60);
  }
  file("build/client/assets/root-abc.js", 30);
  file("build/server/index.js", 30);
  const at = new Date(Date.now() - 30 * 60_000);
  utimesSync(path.join(root, "build/client/assets"), at, at);
}

describe("npm start: build or not", () => {
  it("a build newer than every source is served as it is", () => {
    builtProject();
    expect(whyBuild(root)).toBeUndefined();
    // Files outside the sources (tests, docs, data) do not count.
    file("tests/unit/x.test.ts", 1);
    file("docs/x.md", 1);
    file("data/site.sqlite", 1);
    expect(whyBuild(root)).toBeUndefined();
  });

  it("no build: builds, saying so", () => {
    builtProject();
    rmSync(path.join(root, "build/server"), { recursive: true });
    expect(whyBuild(root)).toBe("Nenhum build encontrado");
  });

  it("a source edited after the build, even in app/.server or public/, rebuilds naming the newest file", () => {
    builtProject();
    file("app/.server/env.ts", 5);
    expect(whyBuild(root)).toBe("O código mudou desde o último build (app/.server/env.ts é mais novo)");
    file("public/favicon.svg", 2);
    expect(whyBuild(root)).toBe("O código mudou desde o último build (public/favicon.svg é mais novo)");
    file("react-router.config.ts", 1);
    expect(whyBuild(root)).toBe("O código mudou desde o último build (react-router.config.ts é mais novo)");
  });
});
