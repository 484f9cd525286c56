import { expectAccessible, gotoHydrated, loginAfter } from "./helpers";
import { expect, test } from "./support/fixtures";

/**
 * A staff page opened while signed out comes back after the login (issue 26), as a page load and
 * as a client-side navigation. An outside address in the link is refused for the menu: that is
 * tests/integration/deep-link.test.ts's (and tests/unit/safe-redirect.test.ts's).
 */
test.describe("deep link through the login", () => {
  test("a signed-out admin opening the insurers' screen logs in and arrives there", async ({
    page,
    makeStaff,
  }) => {
    const admin = await makeStaff("admin", "approved");
    await gotoHydrated(page, "/admin-portal/insurers");
    await expect(page).toHaveURL(loginAfter("/admin-portal/insurers"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acesso dos colaboradores");
    await expectAccessible(page);
    await page.getByLabel("Login").fill(admin.email);
    await page.getByLabel("Senha").fill(admin.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/admin-portal\/insurers$/);
  });

  test("a client-side navigation to a staff page after the session ended also comes back", async ({
    page,
    makeStaff,
    signIn,
  }) => {
    const admin = await makeStaff("admin", "approved");
    await signIn(page, admin);
    await gotoHydrated(page, "/access/admin-menu");
    // The session is gone (expired, ended elsewhere); the next click is a data request.
    await page.context().clearCookies();
    await page.getByRole("link", { name: /Mensagens do site/ }).click();
    await expect(page).toHaveURL(loginAfter("/admin-portal/messages"));
    await page.getByLabel("Login").fill(admin.email);
    await page.getByLabel("Senha").fill(admin.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/admin-portal\/messages$/);
  });
});
