import { describe, expect, it } from "vitest";
import { checkStatuses, exists, namedPaths, treeOf } from "../../scripts/check-docs";

const tree = treeOf([
  "README.md",
  "app/.server/env.ts",
  "app/.server/passwords.ts",
  "app/routes/staff/admin-layout.tsx",
  "docs/decisions/003-one-content-module-per-kind.md",
  "tests/integration/http-responses.test.ts",
  "deploy/vertice@.service",
]);

/** The paths a text names that do not exist. */
function missing(text: string) {
  return namedPaths(text, tree)
    .filter(({ path }) => !exists(path, tree))
    .map(({ path }) => path);
}

describe("doc paths (scripts/check-docs.ts)", () => {
  it("finds existing paths in code spans, commands and prose, as files, folders, ends and starts", () => {
    const text = [
      "`app/.server/env.ts`, `deploy/vertice@.service`, folder `app/.server/` and tests/integration",
      '`npx vitest run tests/integration/http-responses.test.ts -t "x"`',
      "`passwords.ts`, `routes/staff/admin-layout.tsx`, `docs/decisions/003-…`, see docs/decisions/003.",
    ].join("\n");
    expect(namedPaths(text, tree).map(({ path }) => path)).toEqual([
      "app/.server/env.ts",
      "deploy/vertice@.service",
      "app/.server/",
      "tests/integration",
      "tests/integration/http-responses.test.ts",
      "passwords.ts",
      "routes/staff/admin-layout.tsx",
      "docs/decisions/003-…",
      "docs/decisions/003",
    ]);
    expect(missing(text)).toEqual([]);
  });

  it("reports a path that is gone, wherever it is named", () => {
    const text = [
      "`tests/integration/staff-http.test.ts`",
      "(see app/.server/content.ts)",
      "`npx vitest run tests/integration/gone.test.ts`",
      "`sessions.ts`, `docs/decisions/004-…`, docs/decisions/021",
    ].join("\n");
    expect(missing(text)).toEqual([
      "tests/integration/staff-http.test.ts",
      "app/.server/content.ts",
      "tests/integration/gone.test.ts",
      "sessions.ts",
      "docs/decisions/004-…",
      "docs/decisions/021",
    ]);
  });

  it("leaves URLs, URL paths, globs, placeholders, packages and ../shared alone", () => {
    const text = [
      "`https://cotacao.example.com/x.ts` https://example.com/app/x.ts `/healthz` `/etc/vertice/env`",
      "`app/routes/*.tsx` `app/content/*` `docs/decisions/NNN-title.md` `bench/results/<timestamp>.json`",
      "`@conform-to/zod/v4` `../shared/spec/decisions.md` `10.0.0.0/8` `site/site` `insurer/<id>`",
      "`/employee-portal/insurers/:insurer/password` `DATABASE_URL=postgres://…` build/client/x.js",
    ].join("\n");
    expect(namedPaths(text, tree)).toEqual([]);
  });
});

describe("decision records' Status lines", () => {
  const record = (status: string) => `# title\n\nDate: 2026-11-23\n${status}\n\nText.\n`;

  it("accepts the format of docs/decisions/README.md, with relations cited both ways", () => {
    const records = new Map([
      ["docs/decisions/001-a.md", record("Status: accepted (2026-11-23); amended by 002")],
      ["docs/decisions/002-b.md", record("Status: accepted (2026-11-24); amends 001; supersedes 003")],
      ["docs/decisions/003-c.md", record("Status: superseded by 002")],
    ]);
    expect(checkStatuses(records)).toEqual([]);
  });

  it("refuses a missing, loose or duplicated Status line, an unknown record and a one-way relation", () => {
    const records = new Map([
      ["docs/decisions/001-a.md", "# title\n\nDate: 2026-11-23\n"],
      ["docs/decisions/002-b.md", record("Status: accepted.")],
      ["docs/decisions/003-c.md", record("Status: accepted (2026-11-23)\nStatus: accepted (2026-11-24)")],
      ["docs/decisions/004-d.md", record("Status: accepted (2026-11-23); amends 009")],
      ["docs/decisions/005-e.md", record("Status: accepted (2026-11-23); amends 006")],
      ["docs/decisions/006-f.md", record("Status: accepted (2026-11-23)")],
    ]);
    expect(checkStatuses(records).map(({ file, message }) => `${file}: ${message}`)).toEqual([
      "docs/decisions/001-a.md: sem linha Status (docs/decisions/README.md)",
      'docs/decisions/002-b.md: linha Status fora do formato de docs/decisions/README.md: "Status: accepted."',
      "docs/decisions/003-c.md: mais de uma linha Status (docs/decisions/README.md)",
      "docs/decisions/004-d.md: amends 009: não existe decisão 009",
      'docs/decisions/005-e.md: amends 006, mas a linha Status de docs/decisions/006-f.md não diz "amended by 005"',
    ]);
  });
});
