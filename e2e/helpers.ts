import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { withRedirectTo } from "~/lib/safe-redirect";

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** Axe (WCAG 2.2 AA) on the page as it is now: staff screens are held to the public pages' bar. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/**
 * The login's address (to the end) once a guard has refused `path` to someone signed out: it
 * carries the page to come back to after the login, when it is one (issue 26).
 */
export function loginAfter(path: string): RegExp {
  const address = withRedirectTo("/access/employees", path);
  return new RegExp(`${address.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&")}$`);
}

/**
 * The staff navigation as the viewport shows it: the top bar's on wide screens; on phones the
 * bottom bar's "Menu" opens it first (issue 26).
 */
export async function staffNavigation(page: Page): Promise<Locator> {
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  if (await menu.isVisible()) await menu.click();
  const nav = page.getByRole("navigation", { name: "Menu da equipe" });
  await expect(nav).toBeVisible();
  return nav;
}
