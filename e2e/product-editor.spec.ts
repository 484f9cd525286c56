import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, expectRefusedFieldInView, gotoHydrated } from "./helpers";
import { ownServers } from "./support/own-servers";

/**
 * Issue 26, the product editor (about 15,000 px long): an index of its sections ("Nesta página")
 * that moves the focus to the section, a link to the public page it edits, and a refused save
 * that brings the field at fault back into view. Hiding a product changes the site: own server.
 */
test.describe.configure({ mode: "default" });

const own = ownServers("sqlite");

async function openProductEditor(page: Page, slug: string) {
  await own.signIn(page, "admin");
  await gotoHydrated(page, `${own.servers[0]?.url}/admin-portal/products/${slug}`);
  await expect(page.getByRole("heading", { name: "Editar página de produto", level: 1 })).toBeVisible();
}

test("the index jumps to a section and gives it the focus, by mouse and by keyboard", async ({ page }) => {
  // Axe on a 15,000 px form takes its time on a busy machine.
  test.setTimeout(90_000);
  await openProductEditor(page, "travel");
  const index = page.getByRole("navigation", { name: "Nesta página" });
  await expect(index).toBeVisible();
  await expect(index.getByRole("link")).toHaveText([
    "Banner e buscadores",
    "Descrição",
    "Coberturas e exclusões",
    "Cotação, contratação e sinistro",
    "Perguntas frequentes",
    "Botões de cotação",
  ]);
  await expectAccessible(page);

  await index.getByRole("link", { name: "Perguntas frequentes" }).click();
  const faqs = page.getByRole("group", { name: "Perguntas frequentes" });
  await expect(faqs).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Pergunta 1", exact: true })).toBeInViewport();
  // The keyboard goes on from the section.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("textbox", { name: "Pergunta 1", exact: true })).toBeFocused();

  // By keyboard, from the top of the page: the index is reached before the long form.
  await page.evaluate(() => window.scrollTo(0, 0));
  const quotesLink = index.getByRole("link", { name: "Botões de cotação" });
  await quotesLink.focus();
  await page.keyboard.press("Enter");
  const quotes = page.getByRole("group", { name: "Botões de cotação" });
  await expect(quotes).toBeFocused();
  await expect(page.getByRole("textbox", { name: "Texto do botão 1" })).toBeInViewport();
});

test("the editor links to the public page it edits, in a new tab; a hidden page says it is hidden", async ({
  page,
}) => {
  await openProductEditor(page, "travel");
  const publicLink = page.getByRole("link", { name: "Ver página pública (abre em nova aba)" });
  await expect(publicLink).toHaveAttribute("href", "/insurances/travel");
  await expect(publicLink).toHaveAttribute("target", "_blank");
  const [visit] = await Promise.all([page.context().waitForEvent("page"), publicLink.click()]);
  await expect(visit).toHaveURL(/\/insurances\/travel$/);
  await expect(visit.getByRole("heading", { level: 1 })).toContainText("Viagem");
  await visit.close();

  await gotoHydrated(page, `${own.servers[0]?.url}/admin-portal/products`);
  await page.getByRole("button", { name: "Ocultar Seguro Viagem" }).click();
  await expect(
    page.getByText("Produto oculto: a página saiu do site, dos menus e do mapa do site."),
  ).toBeVisible();
  await gotoHydrated(page, `${own.servers[0]?.url}/admin-portal/products/travel`);
  await expect(page.getByText("Página oculta: o público não a vê")).toBeVisible();
  await expect(page.getByRole("link", { name: /Ver página pública/ })).toHaveCount(0);

  await gotoHydrated(page, `${own.servers[0]?.url}/admin-portal/products`);
  await page.getByRole("button", { name: "Mostrar Seguro Viagem" }).click();
  await expect(page.getByText("Produto visível no site de novo.")).toBeVisible();
});

test("a refused save brings the emptied title back into view and focus, clear of the save bar", async ({
  page,
}) => {
  await openProductEditor(page, "travel");
  const title = page.getByLabel("Título da página");
  await title.fill("");
  // Saved from far down the page: the title is some 15,000 px above.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole("button", { name: "Salvar página" }).click();
  await expectRefusedFieldInView(page, title, "Título da página");
});

test("one-line list items get one-line boxes; the section's legend is not said twice", async ({ page }) => {
  await openProductEditor(page, "travel");
  const paragraph = await page.getByRole("textbox", { name: "Parágrafo 1" }).boundingBox();
  const audience = await page.getByRole("textbox", { name: "Público 1" }).boundingBox();
  const step = await page.getByRole("textbox", { name: "Passo 1", exact: true }).boundingBox();
  // A one-line box is about 46 px tall; the paragraphs keep room for four lines and more.
  expect(audience!.height).toBeLessThan(paragraph!.height);
  expect(step!.height).toBeLessThan(paragraph!.height);
  // Said once, by the section's legend: the list inside has no heading nor name of its own.
  const faqs = page.getByRole("group", { name: "Perguntas frequentes" });
  await expect(faqs).toHaveCount(1);
  await expect(faqs.getByText("Perguntas frequentes", { exact: true })).toHaveCount(1);
});
