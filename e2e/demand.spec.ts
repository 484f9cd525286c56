import type { Page } from "@playwright/test";
import { gotoHydrated, sweepUnderFloating } from "./helpers";
import { expect, test } from "./support/fixtures";

/**
 * Issue 29, decision 044: quote and WhatsApp clicks are counted per product by a beacon to our own
 * server; a WhatsApp button follows the visitor, never over another control; on a product page at
 * phone widths a bar keeps the quote button and WhatsApp in reach.
 */

const float = (page: Page) => page.getByTestId("whatsapp-float");
const arrow = (page: Page) => page.getByTestId("scroll-to-top");
const bar = (page: Page) => page.locator("[data-product-bar]");

/** The quote portal and WhatsApp are other sites: the new tabs they open are answered empty. */
async function stubOtherSites(page: Page) {
  await page
    .context()
    .route(/^https:\/\/(cotacao\.example\.com|wa\.me)\//, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>fora</title>" }),
    );
}

/** Clicks a link that opens a new tab, waits for the beacon it sends, closes the tab. */
async function clickCounted(page: Page, click: () => Promise<void>) {
  const beacon = page.waitForRequest((req) => req.url().endsWith("/api/demand") && req.method() === "POST");
  const popup = page.waitForEvent("popup");
  await click();
  const request = await beacon;
  await (await popup).close();
  const response = await request.response();
  // sendBeacon's answer may not be reported back; when it is, it is a 204 without a cookie.
  if (response) {
    expect(response.status()).toBe(204);
    expect(await response.headerValue("set-cookie")).toBeNull();
  }
  return new URLSearchParams(request.postData() ?? "");
}

/** Boxes that overlap, or stand closer than `gap` px, anywhere. */
function tooClose(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
  gap: number,
) {
  return !(
    a.x + a.width + gap <= b.x ||
    b.x + b.width + gap <= a.x ||
    a.y + a.height + gap <= b.y ||
    b.y + b.height + gap <= a.y
  );
}

test("a quote button and WhatsApp on a product page each count one click for that product", async ({
  page,
  db,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await stubOtherSites(page);
  const product = "travel";
  const countOf = async (kind: "quote" | "whatsapp") => {
    const rows = await db.db
      .selectFrom("demand_counts")
      .select("count")
      .where("product", "=", product)
      .where("kind", "=", kind)
      .execute();
    return rows.reduce((sum, row) => sum + row.count, 0);
  };
  const before = { quote: await countOf("quote"), whatsapp: await countOf("whatsapp") };
  await gotoHydrated(page, "/insurances/travel");

  const quote = page.getByRole("link", { name: /Simular seguro viagem/ }).first();
  expect(Object.fromEntries(await clickCounted(page, () => quote.click()))).toEqual({
    product,
    kind: "quote",
  });
  await expect.poll(() => countOf("quote")).toBe(before.quote + 1);

  // The floating button's message names the product.
  await expect(float(page)).toHaveAttribute(
    "href",
    `https://wa.me/5541900000000?text=${encodeURIComponent("Olá! Vi a página de Seguro Viagem no site e gostaria de falar com um corretor.")}`,
  );
  expect(Object.fromEntries(await clickCounted(page, () => float(page).click()))).toEqual({
    product,
    kind: "whatsapp",
  });
  await expect.poll(() => countOf("whatsapp")).toBe(before.whatsapp + 1);
  await expect.poll(() => countOf("quote")).toBe(before.quote + 1);
});

for (const width of [390, 1280]) {
  test(`at ${width} px the floating WhatsApp button never stands over the arrow or a control`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 640 ? 844 : 800 });
    for (const path of ["/", "/contact/contact-us?produto=automobile"]) {
      await gotoHydrated(page, path);
      // Scrolled enough for the arrow: both show, apart.
      await page.evaluate(() => window.scrollTo({ top: 400, behavior: "instant" }));
      await expect(arrow(page)).toBeAttached();
      const result = await sweepUnderFloating(page, "whatsapp-float");
      expect(result.covered, path).toEqual([]);
      expect(result.shownAt, `${path}: scroll positions where it shows`).toBeGreaterThan(0);
      // Where both show, they stand apart (8 px at least).
      await page.evaluate(() => window.scrollTo({ top: 150, behavior: "instant" }));
      const pair = await page.evaluate(() => {
        const box = (id: string) => {
          const element = document.querySelector<HTMLElement>(`[data-testid='${id}']`);
          if (!element || getComputedStyle(element).visibility !== "visible") return null;
          const r = element.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        };
        return { float: box("whatsapp-float"), arrow: box("scroll-to-top") };
      });
      if (pair.float && pair.arrow) expect(tooClose(pair.float, pair.arrow, 8)).toBe(false);
    }
  });
}

test("at 390 px a product page keeps the quote button and WhatsApp in a bar while scrolling", {
  tag: "@phone-only",
}, async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/insurances/automobile");
  const quote = bar(page).getByRole("link", { name: /Simular seguro auto/ });
  const whatsapp = bar(page).getByRole("link", { name: /WhatsApp/ });
  await expect(float(page)).toBeHidden();
  const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  for (const top of [0, Math.round(height / 3), Math.round((2 * height) / 3), height]) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    await expect(quote).toBeInViewport({ ratio: 1 });
    await expect(whatsapp).toBeInViewport({ ratio: 1 });
    const barBox = await bar(page).boundingBox();
    expect(Math.round((barBox?.y ?? 0) + (barBox?.height ?? 0))).toBe(844);
    // The arrow stands above the bar, never on it.
    if (top > 100) {
      await expect(arrow(page)).toBeAttached();
      const arrowBox = await arrow(page).boundingBox();
      if (arrowBox && barBox) expect(tooClose(arrowBox, barBox, 8)).toBe(false);
    }
  }
  await expect(whatsapp).toHaveAttribute(
    "href",
    /text=Ol%C3%A1!%20Vi%20a%20p%C3%A1gina%20de%20Seguro%20Auto/,
  );
  // The bar's links count like the page's own.
  await stubOtherSites(page);
  expect(Object.fromEntries(await clickCounted(page, () => whatsapp.click()))).toEqual({
    product: "automobile",
    kind: "whatsapp",
  });
  expect(Object.fromEntries(await clickCounted(page, () => quote.click()))).toEqual({
    product: "automobile",
    kind: "quote",
  });
  // At the very bottom, the footer's last link is above the bar, not under it.
  const lastFooterLink = page.locator("footer a").last();
  const linkBox = await lastFooterLink.boundingBox();
  const barBox = await bar(page).boundingBox();
  expect((linkBox?.y ?? 0) + (linkBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);
});

test("a home carousel card's quote button counts for its product; a WhatsApp click with no product sends nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await stubOtherSites(page);
  await gotoHydrated(page, "/");
  const card = page.getByRole("link", { name: /FAZER SIMULAÇÃO de Automóvel/ });
  expect(Object.fromEntries(await clickCounted(page, () => card.click()))).toEqual({
    product: "automobile",
    kind: "quote",
  });
  const beacons: string[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/api/demand")) beacons.push(req.postData() ?? "");
  });
  const popup = page.waitForEvent("popup");
  await float(page).click();
  await (await popup).close();
  await expect(float(page)).toHaveAttribute("href", /text=Ol%C3%A1!%20Vim%20pelo%20site/);
  expect(beacons).toEqual([]);
});

test("at 1280 px there is no product bar; the contact link carries the product to the form", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/insurances/automobile");
  await expect(bar(page)).toBeHidden();
  await expect(float(page)).toBeVisible();
  await page.getByRole("link", { name: "Fale conosco", exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact\/contact-us\?produto=automobile$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contato - Seguro Auto");
  await expect(page.locator("input[type=hidden][name=product]")).toHaveValue("automobile");
});
