/**
 * The W3C HTML checker (Nu, the engine behind validator.w3.org) over the server-rendered HTML of
 * every public page, the login and the 404 page: zero errors. It runs once, in one JVM, over
 * all pages (its start-up is slow). It needs Java; `npm test` says so when it is missing.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publicPages } from "~/route-list";
import { LOGIN, useServerSuite } from "../support/http-assertions";

/** The checker's jar, shipped by the `vnu-jar` package (its Java downloader is not allowed to run). */
const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

describe("HTML validity", () => {
  const s = useServerSuite("sqlite");

  it("every public page, the login and the 404 page have no W3C checker error", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
    try {
      const paths = [...publicPages.map((page) => page.path), LOGIN, "/pagina-que-nao-existe"];
      const files = await Promise.all(
        paths.map(async (pathname, index) => {
          const res = await s.server.get(pathname);
          const file = path.join(dir, `${index}${pathname.replaceAll("/", "_")}.html`);
          // The stylesheet written into the head (decision 053) is Tailwind's output, checked by
          // its compiler, not HTML: the checker's CSS validator predates what it uses (@property,
          // @container, field-sizing). Its text is left out; style attributes are still checked.
          const html = (await res.text()).replace(/(<style id="estilos">)[\s\S]*?(<\/style>)/, "$1$2");
          writeFileSync(file, html);
          return file;
        }),
      );
      const run = spawnSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
        encoding: "utf8",
      });
      expect(run.error, "java não encontrado: apt-get install -y default-jre-headless").toBeUndefined();
      const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
      const errors = messages
        .filter((m) => m.type === "error")
        .map((m) => `${path.basename(m.url)}: ${m.message} — ${m.extract ?? ""}`);
      expect(errors).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
