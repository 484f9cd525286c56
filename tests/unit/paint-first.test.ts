import { describe, expect, it } from "vitest";
import { paintBeforeHydration } from "~/.server/platform";

/** The shape React Router 7's <Scripts /> renders (lazy route discovery on), trimmed. */
const document = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n1"/></head><body><main>Texto</main>',
  '<script nonce="n1">window.__reactRouterContext = {};</script>',
  '<script nonce="n1" type="module" async="">;',
  'import * as route0 from "/assets/root-B.js";',
  'import * as route1 from "/assets/home-C.js";',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js","imports":[]}};',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};',
  "",
  'import("/assets/entry.client-A.js");</script></body></html>',
].join("\n");

describe("paint before hydration", () => {
  const out = paintBeforeHydration(document);

  it("drops the modulepreload tags and recreates them from the script, after the first frame", () => {
    expect(out).not.toContain('rel="modulepreload"');
    const script = out.slice(out.indexOf('type="module"'));
    const wait = script.indexOf('getEntriesByName("first-contentful-paint")');
    expect(wait).toBeGreaterThan(-1);
    expect(script.indexOf('["/assets/entry.client-A.js","/assets/root-B.js"]')).toBeGreaterThan(wait);
    expect(script.indexOf('link.rel = "modulepreload"')).toBeGreaterThan(wait);
  });

  it("turns the static route imports into dynamic ones after the wait, keeping the rest", () => {
    expect(out).not.toMatch(/import \* as/);
    expect(out).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/home-C.js")]);',
    );
    expect(out).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(out).toContain('import("/assets/entry.client-A.js");</script>');
    expect(out).toContain("<main>Texto</main>");
    expect(out).toContain('<script nonce="n1" type="module" async="">await new Promise');
  });

  it("leaves a document of another shape as it was", () => {
    const withHmr = document.replace(";\nimport * as route0", ';import "/@vite/client";\nimport * as route0');
    expect(paintBeforeHydration(withHmr)).toBe(withHmr);
    const noScripts = "<html><body><main>Só texto</main></body></html>";
    expect(paintBeforeHydration(noScripts)).toBe(noScripts);
  });
});
