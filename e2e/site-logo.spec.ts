import { expect, type Page, test } from "@playwright/test";
import { brandPng } from "../tests/support/logo-files";
import { expectAccessible, gotoHydrated } from "./helpers";
import { ownServers } from "./support/own-servers";

/**
 * Issue 26 in the browser: an admin uploads the brokerage's logo in "Dados da corretora" and
 * renames it; a visitor's header shows the image (loaded, at its 40 px height, no horizontal
 * scroll at 390 px); "Remover logo" brings the drawn monogram back. This spec's own server: the
 * new logo and name must not reach the other specs' pages.
 */
test.describe.configure({ mode: "serial" });

const own = ownServers("sqlite");
const NAME = "Horizonte Seguros";
const LOGO_LABEL = "Logo da corretora (PNG ou WebP, até 100 KB)";

/** The visitor's home page, in a fresh context with no cookie. */
async function visitHome(page: Page) {
  const fresh = await page
    .context()
    .browser()!
    .newContext({
      viewport: page.viewportSize(),
      isMobile: test.info().project.name === "mobile",
    });
  const visit = await fresh.newPage();
  await gotoHydrated(visit, `${own.servers[0]?.url}/`);
  return { visit, close: () => fresh.close() };
}

test("an uploaded logo is the public header's mark; removed, the monogram is back", {
  tag: "@phone",
}, async ({ page }) => {
  test.setTimeout(90_000);
  await own.signIn(page, "admin");
  await gotoHydrated(page, `${own.servers[0]?.url}/admin-portal/site`);
  await page.getByLabel("Nome da corretora").fill(NAME);
  await page.getByLabel(LOGO_LABEL).setInputFiles({
    name: "horizonte.png",
    mimeType: "image/png",
    buffer: brandPng(),
  });
  await page.getByRole("button", { name: "Salvar dados da corretora" }).click();
  await expect(page.getByText("Alterações salvas: o site já mostra a nova versão.")).toBeVisible();
  // The page the admin is on shows the new name and logo at once, without a reload.
  await expect(page.getByRole("banner").locator('img[src^="/logo/"]')).toBeVisible();
  await expect(page.getByRole("banner").getByText(NAME, { exact: true })).toBeVisible();
  // The editor shows the logo now, named after the brokerage, and offers to remove it.
  const preview = page.getByRole("img", { name: NAME });
  await expect(preview).toBeVisible();
  await preview.screenshot({ path: test.info().outputPath(`editor-${test.info().project.name}.png`) });
  await expectAccessible(page);

  const { visit, close } = await visitHome(page);
  const header = visit.getByRole("banner");
  const logo = header.locator('img[src^="/logo/"]');
  await expect(logo).toBeVisible();
  await expect(header.getByText(NAME, { exact: true })).toBeVisible();
  expect(await header.locator('path[d="M11 12l9 17 9-17"]').count()).toBe(0);
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(180);
  expect((await logo.boundingBox())?.height).toBe(40);
  expect(await visit.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(visit);
  await header.screenshot({ path: test.info().outputPath(`header-${test.info().project.name}.png`) });
  // The footer's copy sits on a white tile (the footer is dark); the editor shows the logo too.
  await expect(visit.getByRole("contentinfo").locator('img[src^="/logo/"]')).toBeVisible();
  await visit
    .getByRole("contentinfo")
    .locator("div.space-y-4")
    .first()
    .screenshot({ path: test.info().outputPath(`footer-${test.info().project.name}.png`) });
  await close();

  await page.getByLabel("Remover logo (volta ao selo desenhado)").check();
  await page.getByRole("button", { name: "Salvar dados da corretora" }).click();
  await expect(page.getByText("Alterações salvas: o site já mostra a nova versão.")).toBeVisible();
  await expect(page.getByLabel("Remover logo (volta ao selo desenhado)")).toHaveCount(0);

  const after = await visitHome(page);
  const afterHeader = after.visit.getByRole("banner");
  await expect(afterHeader.locator('path[d="M11 12l9 17 9-17"]')).toHaveCount(1);
  await expect(afterHeader.locator("img")).toHaveCount(0);
  await after.close();
});
