import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

const nav = (page: Page) => page.getByRole("navigation", { name: "Menu principal" });

test.describe("desktop menu", () => {
  test.skip(({ isMobile }) => isMobile, "desktop only");

  test("submenus open on hover and on keyboard focus; Escape closes", async ({ page }) => {
    await gotoHydrated(page, "/");
    const seguros = nav(page).getByRole("button", { name: "SEGUROS" });
    const automovel = nav(page).getByRole("link", { name: "Automóvel" });
    await expect(automovel).toBeHidden();
    await seguros.hover();
    await expect(automovel).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(automovel).toBeHidden();

    await seguros.focus();
    await expect(automovel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(automovel).toBeHidden();
    await expect(seguros).toBeFocused();
  });

  test("ACESSOS lists Colaboradores, Corretores and Segurados", async ({ page }) => {
    await gotoHydrated(page, "/");
    await nav(page).getByRole("button", { name: "ACESSOS" }).hover();
    await expect(nav(page).getByRole("link", { name: "Colaboradores" })).toHaveAttribute(
      "href",
      "/access/employees",
    );
    await expect(nav(page).getByRole("link", { name: "Corretores" })).toHaveAttribute("href", "/");
    await expect(nav(page).getByRole("link", { name: "Segurados" })).toHaveAttribute("href", "/");
  });
});

test.describe("mobile menu (1000 px or less)", () => {
  test("hamburger, one group at a time, tap again closes, links close and land at the top", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Abrir menu" });
    await expect(toggle).toBeVisible();
    await expect(nav(page)).toBeHidden();
    await toggle.click();
    await expect(nav(page)).toBeVisible();

    const seguros = nav(page).getByRole("button", { name: "SEGUROS" });
    const financeiros = nav(page).getByRole("button", { name: "FINANCEIROS" });
    await seguros.click();
    await expect(seguros).toHaveAttribute("aria-expanded", "true");
    await financeiros.click();
    await expect(financeiros).toHaveAttribute("aria-expanded", "true");
    await expect(seguros).toHaveAttribute("aria-expanded", "false");
    await financeiros.click();
    await expect(financeiros).toHaveAttribute("aria-expanded", "false");

    await page.evaluate(() => window.scrollTo(0, 300));
    await seguros.click();
    await nav(page).getByRole("link", { name: "Moto" }).click();
    await expect(page).toHaveURL(/\/insurances\/motorcycle$/);
    await expect(nav(page)).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a window resize closes the menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(nav(page)).toBeVisible();
    await page.setViewportSize({ width: 420, height: 800 });
    await expect(nav(page)).toBeHidden();
  });

  test("above 1000 px there is no hamburger", async ({ page }) => {
    await page.setViewportSize({ width: 1001, height: 800 });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeHidden();
    await expect(nav(page)).toBeVisible();
  });
});

test.describe("services carousel", () => {
  for (const [width, slides] of [
    [1280, 4],
    [800, 3],
    [700, 2],
    [400, 1],
  ] as const) {
    test(`${width} px shows ${slides} slides`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/");
      const track = page.locator("#servicos-trilho");
      await track.scrollIntoViewIfNeeded();
      const visible = await page.getByTestId("service-slide").evaluateAll((els) => {
        const viewport = els[0]!.parentElement!.parentElement!.getBoundingClientRect();
        return els.filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left >= viewport.left - 1 && r.right <= viewport.right + 1;
        }).length;
      });
      expect(visible).toBe(slides);
    });
  }

  test("arrows and bullets move the carousel", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/");
    const first = page.getByTestId("service-slide").first();
    await first.scrollIntoViewIfNeeded();
    const bullets = page.getByTestId("carousel-bullet");
    await expect(bullets.first()).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Próximos serviços" }).click();
    await expect(bullets.nth(1)).toHaveAttribute("aria-current", "true");
    await bullets.last().click();
    await expect(bullets.last()).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Próximos serviços" })).toBeDisabled();
  });
});
