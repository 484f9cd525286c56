/**
 * The hashed files' handler (server/static-assets.js) as server.js mounts it, on a folder of its
 * own: what a browser gets, and what happens when a file goes away under a running server.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticAssets } from "../../server/static-assets.js";
import { raw } from "../support/raw-http";

const SCRIPT = `export const coverage = "${"seguro ".repeat(200)}";\n`;
const NEXT_HANDLER_TEXT = "Página não encontrada";

let dir: string;
let server: http.Server;
let base: string;

function writeAsset(name: string, text: string) {
  writeFileSync(path.join(dir, name), text);
  writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
  writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
}

function removeAsset(name: string) {
  for (const file of [name, `${name}.br`, `${name}.gz`]) rmSync(path.join(dir, file));
}

/** The raw bytes (fetch would decode them and add headers of its own to conditional requests). */
const request = (file: string, headers: Record<string, string> = {}, method = "GET") =>
  raw(base, `/assets/${file}`, headers, method);

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "assets-"));
  writeAsset("home-abc123.js", SCRIPT);
  writeAsset("product-def456.js", SCRIPT);
  writeAsset("contact-ghi789.js", SCRIPT);
  writeAsset("insurers-jkl012.js", SCRIPT);
  const app = express();
  app.use("/assets", staticAssets(dir));
  // What follows it in server.js ends in the app's 404 page; a streamed answer shows that the
  // handler left the response as it found it.
  app.use((_req, res) => {
    res.status(404).type("text/plain; charset=utf-8");
    res.write("Página ");
    res.end("não encontrada");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("hashed files", () => {
  it("sends the brotli copy to a browser that takes it, cached for a year, and revalidates with a 304", async () => {
    const res = await request("home-abc123.js", { "Accept-Encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public,max-age=31536000,immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 4);

    const again = await request("home-abc123.js", {
      "Accept-Encoding": "gzip, br",
      "If-None-Match": res.headers.etag as string,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("sends the plain file whole, or the part a range asks for", async () => {
    const whole = await request("product-def456.js");
    expect(whole.status).toBe(200);
    expect(whole.body.toString()).toBe(SCRIPT);

    const part = await request("product-def456.js", { Range: "bytes=7-12" });
    expect(part.status).toBe(206);
    expect(part.body.toString()).toBe(SCRIPT.slice(7, 13));
  });

  it("a path it has no file for goes on to the next handler, which answers as usual", async () => {
    const res = await request("nao-existe.js");
    expect(res.status).toBe(404);
    expect(res.body.toString()).toBe(NEXT_HANDLER_TEXT);
    expect(res.headers["cache-control"]).toBeUndefined();
  });

  it("a file removed while the server runs is a 404, and the server goes on answering", async () => {
    // The handler listed the folder at start; a new build written over it removes the old files.
    removeAsset("contact-ghi789.js");
    for (const [headers, method] of [
      [{ "Accept-Encoding": "br" }, "GET"],
      [{ "Accept-Encoding": "gzip" }, "GET"],
      [{}, "GET"],
      [{}, "HEAD"],
    ] as const) {
      const res = await request("contact-ghi789.js", headers, method);
      expect(res.status, `${method} ${JSON.stringify(headers)}`).toBe(404);
      expect(res.headers["content-length"]).toBeUndefined();
      expect(res.headers["cache-control"]).toBeUndefined();
      if (method === "GET") expect(res.body.toString()).toBe(NEXT_HANDLER_TEXT);
    }
    const still = await request("insurers-jkl012.js", { "Accept-Encoding": "br" });
    expect(still.status).toBe(200);
    expect(still.headers["content-encoding"]).toBe("br");
  });
});
