/**
 * The throughput baseline: Debian's nginx (as CI installs it: `apt-get install -y nginx`) serving
 * the same pages' bytes from disk, one worker, with the same response headers as the app's
 * cached pages (CSP, the other security headers, Cache-Control, Vary), so both send the same
 * bytes and differ only in how they get them out (issue 27).
 */
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { type Nginx, runNginx } from "../../tests/support/nginx";
import { freePort, onCleanup, serverPids, tempDir } from "./processes";

/** Headers that are per response, or that nginx sets itself from the file it sends. */
const NGINX_OWN = new Set([
  "date",
  "connection",
  "keep-alive",
  "content-length",
  "content-type",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "vary",
  "x-request-id",
]);

export interface SavedPage {
  path: string;
  /** The file's name in the saved folder (without .br/.gz). */
  file: string;
  status: number;
  headers: Array<[string, string]>;
}

/**
 * Saves a page from the app as the file nginx serves, with brotli and gzip copies at the page
 * cache's levels, and the headers nginx must add.
 */
export async function savePage(
  baseUrl: string,
  dir: string,
  pagePath: string,
  file: string,
): Promise<SavedPage> {
  const response = await fetch(baseUrl + pagePath, { headers: { "accept-encoding": "identity" } });
  const html = Buffer.from(await response.arrayBuffer());
  const brotliParams = {
    [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_SIZE_HINT]: html.length,
  };
  writeFileSync(path.join(dir, file), html);
  writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(html, { params: brotliParams }));
  writeFileSync(path.join(dir, `${file}.gz`), gzipSync(html, { level: zlib.Z_BEST_COMPRESSION }));
  const headers = [...response.headers].filter(([name]) => !NGINX_OWN.has(name));
  return { path: pagePath, file, status: response.status, headers };
}

/** A value in nginx's double quotes: anything that would end it or read as a variable is refused. */
function quoted(value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`valor de cabeçalho que o nginx leria de outro modo: ${value}`);
  return `"${value}"`;
}

/**
 * The server block. Brotli without Debian's libnginx-mod-http-brotli-static (CI does not install
 * it): a `map` on Accept-Encoding picks the `.br` file in try_files and names its encoding;
 * otherwise `gzip_static` sends the `.gz` copy to a client that accepts gzip, else the plain file.
 * Access log on, to a file, one line per request: the app writes one per request too.
 */
function site(dir: string, htmlDir: string, port: number, pages: SavedPage[]): string {
  const location = (page: SavedPage, match: string) => {
    const headers = page.headers.map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`);
    return [
      `  location ${match} {`,
      ...(page.status === 404 ? ["    internal;"] : []),
      `    try_files /${page.file}$brotli_suffix /${page.file} =404;`,
      "    add_header Content-Encoding $brotli_encoding always;",
      "    add_header Vary Accept-Encoding always;",
      ...headers,
      "  }",
    ].join("\n");
  };
  const notFound = pages.find((page) => page.status === 404);
  return [
    '  map $http_accept_encoding $brotli_suffix { default ""; "~*\\bbr\\b" ".br"; }',
    '  map $brotli_suffix $brotli_encoding { default ""; ".br" "br"; }',
    "  server {",
    `    listen 127.0.0.1:${port};`,
    `    root ${htmlDir};`,
    `    access_log ${path.join(dir, "access.log")};`,
    // Debian's nginx.conf turns these on; keep-alive as long as the app's (Node has no request cap).
    "    sendfile on;",
    "    tcp_nopush on;",
    "    keepalive_requests 1000000;",
    "    types { }",
    '    default_type "text/html; charset=utf-8";',
    "    gzip_static on;",
    ...(notFound ? [`    error_page 404 /${notFound.file};`] : []),
    ...pages.map((page) => location(page, page.status === 404 ? `= /${page.file}` : `= ${page.path}`)),
    "    location / { return 404; }",
    "  }",
  ].join("\n");
}

/** Saves `pages` from the app and starts nginx on them; stopped by the bench's cleanup(). */
export async function startNginxBaseline(
  appUrl: string,
  pages: ReadonlyArray<{ name: string; path: string }>,
): Promise<Nginx> {
  const htmlDir = tempDir("bench-nginx-");
  // nginx runs as nobody when the bench runs as root: the folder must be readable to it.
  chmodSync(htmlDir, 0o755);
  mkdirSync(htmlDir, { recursive: true });
  const saved: SavedPage[] = [];
  for (const page of pages) saved.push(await savePage(appUrl, htmlDir, page.path, `${page.name}.html`));
  const port = await freePort();
  const nginx = await runNginx({
    port,
    site: (dir) => site(dir, htmlDir, port, saved),
    readyPath: "/",
    workerConnections: 2048,
  });
  onCleanup("nginx", () => nginx.stop());
  serverPids.set(nginx.url, nginx.workerPids());
  return nginx;
}
