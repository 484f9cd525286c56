/**
 * The spec's fixed facts as a visitor meets them, each written out here from the spec (not read
 * from our content modules), so that a changed path, label or option turns the suite red: the
 * header's groups, the about section's regulator line, the contact form's choices and privacy
 * links, and the reload prompt after a release. Every product page's quote buttons are in its
 * server HTML: tests/integration/public-html.test.ts.
 */
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

test("header: the logo leads home with the tagline, and the six groups in the spec's order", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/insurers");
  const header = page.locator("header");
  await expect(header.getByText("Agente e Corretora de Seguros")).toBeVisible();
  const nav = header.getByRole("navigation").first();
  await expect(nav).toContainText(/INÍCIO.*SEGUROS.*FINANCEIROS.*SEGURADORAS.*ACESSOS.*CONTATO/);
  await header.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/$/);
});

test("home, QUEM SOMOS: the SUSEP registration line and the regulator's site in a new tab", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const about = page.locator("#quem-somos");
  await expect(about.getByRole("heading", { name: /QUEM SOMOS/i })).toBeVisible();
  await expect(about.getByText(/Registro SUSEP nº \S+/)).toBeVisible();
  const regulator = about.getByRole("link", { name: /SUSEP/ });
  await expect(regulator).toHaveAttribute("href", /^https:\/\/www\.gov\.br\/susep/);
  await expect(regulator).toHaveAttribute("target", "_blank");
});

test("contact form: the spec's subjects and contact methods, and the privacy policy linked from the form and the footer", async ({
  page,
}) => {
  await gotoHydrated(page, "/contact/contact-us");
  const subjects = await page
    .locator("select#subject option")
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  expect(subjects).toEqual(["Dúvida(s)", "Elogio", "Sugestão", "Seguros", "Reclamação", "Outros"]);
  const methods = page.getByRole("radiogroup").or(page.locator("fieldset")).filter({ hasText: "Whatsapp" });
  for (const method of ["Email", "Telefone", "Whatsapp"]) {
    await expect(methods.getByRole("radio", { name: method, exact: true })).toHaveCount(1);
  }
  const form = page.locator("form").filter({ has: page.locator("#subject") });
  await form.getByRole("link", { name: /política de privacidade/i }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page
    .locator("footer")
    .getByRole("link", { name: /privacidade/i })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
});

test("after a release, a script the page still needs but the server no longer has offers a reload", async ({
  page,
}) => {
  // The contact page loads its captcha widget when the form is first used (decision 049); a new
  // release has removed that file.
  await page.route(/\/assets\/altcha-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
  await gotoHydrated(page, "/contact/contact-us");
  await page.getByLabel("Nome").focus();
  const prompt = page.getByRole("alertdialog");
  await expect(prompt).toContainText("Uma nova versão do site está disponível");
  await page.unroute(/\/assets\/altcha-[\w-]+\.js$/);
  await prompt.getByRole("button", { name: "Recarregar a página" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
});

test("after a release, a link whose page chunk is gone reloads the page instead of breaking it", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  await page.route(/\/assets\/product-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: "" }));
  const reloaded = page.waitForEvent("load");
  await page.locator("footer").getByRole("link").filter({ hasText: /Auto/ }).first().click();
  await reloaded;
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/Unexpected Application Error/)).toHaveCount(0);
});
