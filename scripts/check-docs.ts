// `npm run lint:docs` (part of `npm run lint`): the docs name only files that exist, and every
// decision record carries a Status line in the one format of docs/decisions/README.md.
//
// Paths are looked for in README.md and docs/**/*.md: inside `code spans` (also inside commands,
// e.g. `npx vitest run tests/integration/x.test.ts`) and, in plain text and code blocks, any
// path that starts with one of the repository's own top-level folders (app/, tests/, docs/…).
// Left alone: URLs, URL paths and absolute paths (/healthz, /etc/…), ../shared/…, globs (*),
// placeholders (<id>, NNN, :param), npm packages (@scope/…). A bare file name (`passwords.ts`)
// or a path relative to app/ (`routes/staff/admin-layout.tsx`) must end some file's path; a
// path cut short with "…" (`docs/decisions/003-…`) must begin one, and so must a decision cited
// by its number (docs/decisions/008).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** What the repository holds: files (tracked or new, not ignored) and every folder above them. */
export interface Tree {
  files: Set<string>;
  folders: Set<string>;
  topLevel: Set<string>;
}

export function treeOf(files: Iterable<string>): Tree {
  const tree: Tree = { files: new Set(), folders: new Set(), topLevel: new Set() };
  for (const file of files) {
    tree.files.add(file);
    const parts = file.split("/");
    tree.topLevel.add(parts[0] ?? file);
    for (let i = 1; i < parts.length; i++) tree.folders.add(parts.slice(0, i).join("/"));
  }
  return tree;
}

/** Extensions that make a bare name (`passwords.ts`) a file reference. */
const FILE_NAME = /\.(ts|tsx|js|mjs|cjs|md|json|conf|service|css|sh)$/;
/** Globs and placeholders: not one file. */
const NOT_ONE_FILE = /[*?[\]{}<>|=%,:]|NNN|XXX/;

/** The path a token names, or undefined when it names none (a URL, a glob, a placeholder…). */
export function pathIn(token: string, tree: Tree): string | undefined {
  const path = token
    .replace(/^["'([]+/, "")
    .replace(/["')\].,;:!?]+$/, "")
    .replace(/^\.\//, "");
  if (path === "" || path.includes("://") || /^(\/|\.\.\/|~|@|\$|-|#|mailto:)/.test(path)) return undefined;
  const cut = path.search(/…|\.\.\./);
  if (NOT_ONE_FILE.test(cut === -1 ? path : path.slice(0, cut))) return undefined;
  if (cut !== -1) return path.slice(0, cut).includes("/") ? path : undefined;
  const first = path.split("/")[0] ?? "";
  if (path.includes("/") && tree.topLevel.has(first)) return path;
  return FILE_NAME.test(path) ? path : undefined;
}

/** Whether a named path exists: exactly, as the start of one ("…"), or as the end of one (bare names). */
export function exists(path: string, tree: Tree): boolean {
  const cut = path.search(/…|\.\.\./);
  if (cut !== -1) {
    const start = path.slice(0, cut);
    return [...tree.files].some((file) => file.startsWith(start));
  }
  const plain = path.replace(/\/$/, "");
  if (tree.files.has(plain) || tree.folders.has(plain)) return true;
  // A decision cited by its number, e.g. docs/decisions/008.
  if (/\/\d{3}$/.test(plain)) return [...tree.files].some((file) => file.startsWith(`${plain}-`));
  if (tree.topLevel.has(plain.split("/")[0] ?? "") && plain.includes("/")) return false;
  const end = `/${plain}`;
  return [...tree.files, ...tree.folders].some((known) => known.endsWith(end));
}

/** Every path one Markdown file names, with its line. */
export function namedPaths(text: string, tree: Tree): Array<{ line: number; path: string }> {
  const found: Array<{ line: number; path: string }> = [];
  const topLevelFolders = [...tree.topLevel].filter((name) => tree.folders.has(name));
  const escaped = topLevelFolders.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const inProse =
    escaped.length > 0
      ? new RegExp(`(?<![\\w./@~-])((?:${escaped.join("|")})/[^\\s\`'"()\\[\\]<>,;]*)`, "g")
      : undefined;
  text.split("\n").forEach((lineText, index) => {
    const line = index + 1;
    const prose = lineText.replace(/`[^`]*`/g, (span) => {
      for (const token of span.slice(1, -1).split(/\s+/)) {
        const path = pathIn(token, tree);
        if (path) found.push({ line, path });
      }
      return " ";
    });
    for (const match of inProse ? prose.matchAll(inProse) : []) {
      const path = pathIn(match[1] ?? "", tree);
      if (path) found.push({ line, path });
    }
  });
  return found;
}

/**
 * The Status line of a decision record (docs/decisions/README.md): a state, then what it amends or
 * supersedes and what amends or supersedes it.
 */
export const STATUS_LINE =
  /^Status: (accepted \(\d{4}-\d{2}-\d{2}\)|superseded by \d{3})(; (amends|amended by|supersedes) \d{3}(, \d{3})*)*$/;

const INVERSE: Record<string, string> = {
  amends: "amended by",
  "amended by": "amends",
  supersedes: "superseded by",
  "superseded by": "supersedes",
};

/** Each record's Status line, in the format; every record it cites exists and cites it back. */
export function checkStatuses(records: Map<string, string>): Problem[] {
  const problems: Problem[] = [];
  const relations = new Map<string, Array<{ kind: string; other: string; line: number }>>();
  const byNumber = new Map([...records.keys()].map((file) => [numberOf(file), file]));
  for (const [file, text] of records) {
    const lines = text.split("\n");
    const statusLines = lines.flatMap((l, i) => (l.startsWith("Status:") ? [i] : []));
    const index = statusLines[0];
    if (index === undefined || statusLines.length > 1) {
      problems.push({
        file,
        line: statusLines[1] === undefined ? 1 : statusLines[1] + 1,
        message:
          index === undefined
            ? "sem linha Status (docs/decisions/README.md)"
            : "mais de uma linha Status (docs/decisions/README.md)",
      });
      continue;
    }
    const status = lines[index] ?? "";
    if (!STATUS_LINE.test(status)) {
      problems.push({
        file,
        line: index + 1,
        message: `linha Status fora do formato de docs/decisions/README.md: "${status}"`,
      });
      continue;
    }
    const found: Array<{ kind: string; other: string; line: number }> = [];
    for (const part of status.slice("Status: ".length).split("; ")) {
      const match = /^(amends|amended by|supersedes|superseded by) (.+?)$/.exec(part);
      if (!match) continue;
      for (const other of (match[2] ?? "").split(", ")) {
        found.push({ kind: match[1] ?? "", other: other.trim(), line: index + 1 });
      }
    }
    relations.set(numberOf(file), found);
  }
  for (const [file] of records) {
    for (const { kind, other, line } of relations.get(numberOf(file)) ?? []) {
      const otherFile = byNumber.get(other);
      if (!otherFile) {
        problems.push({ file, line, message: `${kind} ${other}: não existe decisão ${other}` });
        continue;
      }
      const back = relations.get(other);
      if (back && !back.some((r) => r.kind === INVERSE[kind] && r.other === numberOf(file))) {
        problems.push({
          file,
          line,
          message: `${kind} ${other}, mas a linha Status de ${otherFile} não diz "${INVERSE[kind]} ${numberOf(file)}"`,
        });
      }
    }
  }
  return problems;
}

function numberOf(file: string): string {
  return /(\d{3})-[^/]*$/.exec(file)?.[1] ?? file;
}

function markdownFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

function main() {
  const root = fileURLToPath(new URL("..", import.meta.url));
  process.chdir(root);
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  });
  const tree = treeOf(listed.split("\0").filter((file) => file !== "" && existsSync(file)));
  const docs = ["README.md", ...markdownFiles("docs")].map((file) => relative(root, join(root, file)));
  const problems: Problem[] = [];
  for (const file of docs) {
    for (const { line, path } of namedPaths(readFileSync(file, "utf8"), tree)) {
      if (!exists(path, tree)) problems.push({ file, line, message: `"${path}" não existe` });
    }
  }
  const records = new Map(
    docs
      .filter((file) => /^docs\/decisions\/\d{3}-[^/]+\.md$/.test(file))
      .map((f) => [f, readFileSync(f, "utf8")]),
  );
  problems.push(...checkStatuses(records));
  for (const { file, line, message } of problems) console.error(`${file}:${line}: ${message}`);
  if (problems.length > 0) {
    console.error(`\n${problems.length} problema(s) nos documentos.`);
    process.exit(1);
  }
  console.log(`Documentos: ${docs.length} arquivos, ${records.size} decisões, todos os caminhos existem.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
