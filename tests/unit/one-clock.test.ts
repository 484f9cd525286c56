/**
 * One clock (decision 056): no code in app/ or server/ names a time zone, writes an offset or builds
 * its own date formatter; it asks the brokerage's clock (app/.server/platform/clock.ts and its
 * browser half app/lib/dates.ts) in the zone admins chose. The zone list in app/content is the one
 * place the zones are named.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");

/** Where the zones may be named: their list (and its labels), and the default zone in the clock. */
const NAMES_ZONES = new Set(["app/content/business-hours.ts", "app/lib/dates.ts"]);
/** The clock's formatters (Intl underneath). */
const FORMATS_DATES = new Set(["app/lib/dates.ts"]);
/** Where the default zone may stand in for the brokerage's: the clock and the content default. */
const USES_DEFAULT_ZONE = new Set(["app/lib/dates.ts", "app/content/business-hours.ts"]);
/**
 * Files still on their own clock because another branch is rewriting them (the split of desk.ts
 * and mail-templates.ts). Each must still hold what it is excused for: once it moves to the
 * clock, this test says to take it off the list.
 */
const NOT_YET: Record<string, Array<"zone" | "formatter">> = {};

/** A zone's name ("America/Sao_Paulo") or a UTC offset as ISO text writes one ("-03:00"). */
const ZONE = /\bAmerica\/[A-Z][A-Za-z_]+|[+-](0\d|1[0-4]):[0-5]\d\b/;
/** A date formatter of its own: Intl, or a Date's locale methods (strings' toLocaleLowerCase are fine). */
const FORMATTER = /\bIntl\.DateTimeFormat\b|\.toLocale(Date|Time)?String\(/;
const DEFAULT_ZONE = /\bDEFAULT_TIME_ZONE\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx|js|mjs)$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)).replaceAll("\\", "/"));
}

const files = [...sourceFiles("app"), ...sourceFiles("server")].map((path) => ({
  path,
  lines: readFileSync(join(ROOT, path), "utf8").split("\n"),
}));

const hits = (pattern: RegExp, allowed: Set<string>, excuse?: "zone" | "formatter") =>
  files.flatMap(({ path, lines }) =>
    allowed.has(path) || (excuse && NOT_YET[path]?.includes(excuse))
      ? []
      : lines.flatMap((line, i) => (pattern.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])),
  );

describe("one clock for the brokerage (decision 056)", () => {
  it("finds the files it reads", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.path === "app/.server/platform/clock.ts")).toBe(true);
  });

  it("no time zone or UTC offset is written outside the zone list and the clock", () => {
    expect(hits(ZONE, NAMES_ZONES, "zone")).toEqual([]);
  });

  it("no date formatter is built outside the clock", () => {
    expect(hits(FORMATTER, FORMATS_DATES, "formatter")).toEqual([]);
  });

  it("the default zone stands in for the brokerage's nowhere else", () => {
    expect(hits(DEFAULT_ZONE, USES_DEFAULT_ZONE)).toEqual([]);
  });

  it("a file excused until another branch moves it still needs the excuse", () => {
    for (const [path, excuses] of Object.entries(NOT_YET)) {
      const text = files.find((f) => f.path === path)?.lines.join("\n") ?? "";
      if (excuses.includes("zone")) expect(ZONE.test(text), `${path}: take it off NOT_YET`).toBe(true);
      if (excuses.includes("formatter")) {
        expect(FORMATTER.test(text), `${path}: take it off NOT_YET`).toBe(true);
      }
    }
  });
});
