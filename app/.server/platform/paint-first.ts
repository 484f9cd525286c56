/**
 * Paint first, then hydrate: rewrites the document React Router renders so the hydration
 * JavaScript (React, the router, the route modules: ~130 KB compressed) starts downloading only
 * after the browser has painted the server-rendered page once. On a slow connection those
 * scripts otherwise share the bandwidth with the HTML, the stylesheet and the font, and the
 * visitor waits longer for text that is already in the HTML. See
 * docs/decisions/011-paint-before-hydration.md.
 *
 * Two changes, both to `<Scripts />` output:
 * - its `<link rel="modulepreload">` tags are removed from the HTML and recreated by the module
 *   script once it runs, so the whole module graph still downloads in parallel (no waterfall);
 * - its module script's static imports (`import * as route0 from "…"`) become dynamic imports
 *   that run once the browser has painted the page (AFTER_FIRST_PAINT).
 *
 * Anything else in the page is untouched. A document whose scripts do not have the expected
 * shape (a React Router upgrade that changes them) is returned as it was: it still works, only
 * without this optimisation, and the unit test fails to say so.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const ROUTE_MODULES_SCRIPT =
  /(<script(?: nonce="[^"]*")? type="module" async="">)([\s\S]*?window\.__reactRouterRouteModules[\s\S]*?)(<\/script>)/;
const NAMESPACE_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");\s*$/gm;

/**
 * Resolves once the browser reports the first contentful paint (Paint Timing, observed: a frame
 * produced is not yet a frame shown). Where Paint Timing is missing, after two animation frames.
 * Never later than 5 s, so an unexpected browser still hydrates; a background tab paints
 * nothing, so it hydrates when it is first shown or after those 5 s.
 */
const AFTER_FIRST_PAINT = `(painted) => {
  setTimeout(painted, 5000);
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(painted)));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    setTimeout(painted);
  }).observe({ type: "paint", buffered: true });
}`;

export function paintBeforeHydration(html: string): string {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (!script) return html;
  const [whole, open, body, close] = script as unknown as [string, string, string, string];

  const imports = [...body.matchAll(NAMESPACE_IMPORT)].map((m) => ({ name: m[1], from: m[2] }));
  const rest = body.replace(NAMESPACE_IMPORT, "").replace(/^;\s*/, "");
  // Any other static import (React Router's HMR runtime, a non-lazy manifest) would run before
  // the wait: leave such a document alone.
  if (imports.length === 0 || /(^|[;\n])\s*import[\s"'*{]/.test(rest)) return html;

  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1] as string);
  const rewritten = [
    `await new Promise(${AFTER_FIRST_PAINT});`,
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports
      .map((i) => `import(${i.from})`)
      .join(", ")}]);`,
    rest,
  ].join("\n");

  return html.replace(MODULE_PRELOAD, "").replace(whole, () => `${open}${rewritten}${close}`);
}
