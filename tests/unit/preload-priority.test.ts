import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowerModulePreloadPriority } from "~/.server/preload-priority";

async function run(chunks: string[]): Promise<string> {
  let out = "";
  const stream = Readable.from(chunks).pipe(lowerModulePreloadPriority());
  for await (const part of stream) out += part.toString();
  return out;
}

const head =
  '<!DOCTYPE html><html><head><link rel="preload" href="/f.woff2" as="font"/>' +
  '<link rel="modulepreload" href="/a.js"/><link rel="modulepreload" href="/b.js"/>' +
  '<link rel="stylesheet" href="/s.css"/></head><body><p>&lt;link rel="modulepreload"</p>' +
  '<link rel="modulepreload" href="/in-body.js"/></body></html>';
const expected = head
  .replace(
    '<link rel="modulepreload" href="/a.js"/>',
    '<link rel="modulepreload" fetchpriority="low" href="/a.js"/>',
  )
  .replace(
    '<link rel="modulepreload" href="/b.js"/>',
    '<link rel="modulepreload" fetchpriority="low" href="/b.js"/>',
  );

describe("lowerModulePreloadPriority", () => {
  it("marks every modulepreload in the head low priority and leaves the rest byte for byte", async () => {
    expect(await run([head])).toBe(expected);
  });

  it("gives the same result however the document is cut into chunks", async () => {
    for (let size = 1; size <= 40; size++) {
      const chunks = head.match(new RegExp(`[\\s\\S]{1,${size}}`, "g")) ?? [];
      expect(await run(chunks), `pedaços de ${size}`).toBe(expected);
    }
  });

  it("never lowers a tag twice", async () => {
    const already = '<head><link rel="modulepreload" fetchpriority="low" href="/a.js"/></head>';
    expect(await run([already])).toBe(already);
  });
});
