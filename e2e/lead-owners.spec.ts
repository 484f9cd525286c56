import { expect, type Page, test } from "@playwright/test";
import type { TestServer } from "../tests/support/test-server";
import { expectAccessible, gotoHydrated } from "./helpers";
import { ownServers } from "./support/own-servers";

/**
 * "Distribuição de oportunidades" (decision 040) in the browser, on this spec's own server (its
 * changes never reach the shared one): an admin puts a person in the rotation with the keyboard
 * and gives a product a fixed owner; the screen passes axe and does not scroll sideways at phone
 * and desktop widths.
 */
test.describe.configure({ mode: "serial" });

const own = ownServers("sqlite");
const server = () => own.servers[0] as TestServer;

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test("an admin puts a person in the rotation and gives a product a fixed owner", async ({ page }) => {
  test.setTimeout(120_000);
  const person = await own.signIn(page, "collaborator");
  await own.handle.db
    .updateTable("users")
    .set({ name: "Joana Ribeiro" })
    .where("id", "=", person.user.id)
    .execute();
  await own.signIn(page, "admin");
  await gotoHydrated(page, `${server().url}/admin-portal/lead-owners`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Distribuição de oportunidades");
  await expect(
    page.getByRole("navigation", { name: "Oportunidades" }).locator("[aria-current=page]"),
  ).toHaveText("Distribuição");
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  const toggle = page.getByRole("button", { name: "Joana Ribeiro recebe oportunidades" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Rodízio de oportunidades atualizado.")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("row", { name: /Joana Ribeiro/ })).toContainText("Próximo na vez");

  // Joana, now taking leads, is suggested by the owner fields' shared list, by e-mail.
  await expect(page.locator(`datalist option[value="${person.user.email}"]`)).toHaveCount(1);
  await page.getByLabel("Responsável fixo por Seguro Auto").fill(person.user.email);
  await page.getByRole("button", { name: "Salvar o responsável por Seguro Auto" }).click();
  await expect(page.getByText("Responsável pelo produto atualizado.")).toBeVisible();
  await expect(page.getByLabel("Responsável fixo por Seguro Auto")).toHaveValue(person.user.email);
  await expect(page.getByText("Hoje: Joana Ribeiro")).toBeVisible();
  const stored = await own.handle.db
    .selectFrom("lead_product_owners")
    .select("user_id")
    .where("product", "=", "automobile")
    .executeTakeFirst();
  expect(stored?.user_id).toBe(person.user.id);

  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, `${server().url}/admin-portal/lead-owners`);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
