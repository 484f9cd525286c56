import { expect, test } from "@playwright/test";

/**
 * Public pages come from the page cache with a CSP made of their inline scripts' hashes
 * (decision 020): in Chromium, with that policy enforced, every script runs (the page hydrates)
 * and the browser reports no violation.
 */
for (const path of ["/", "/insurances/automobile", "/insurers", "/pagina-inexistente"]) {
  test(`${path}: the cached page runs under its hash-based CSP with no violation`, async ({ page }) => {
    const reported: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) reported.push(message.text());
    });
    await page.addInitScript(() => {
      const list: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = list;
      document.addEventListener("securitypolicyviolation", (event) => {
        list.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`);
      });
    });

    const response = await page.goto(path);
    expect(response?.status()).toBe(path === "/pagina-inexistente" ? 404 : 200);
    const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
    // Only our origin and the hashes: no nonce (a cached page cannot carry one), no 'unsafe-inline'.
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toMatch(/^'self'( 'sha256-[\w+/=]+')+$/);
    expect((await response?.allHeaders())?.etag).toBeTruthy();

    // Hydration is the last script to run: once it has, every script had its chance to be blocked.
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
    );
    expect(violations).toEqual([]);
    expect(reported).toEqual([]);
  });
}
