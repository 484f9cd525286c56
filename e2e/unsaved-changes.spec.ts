import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible, gotoHydrated, staffNavigation } from "./helpers";
import { ownServers } from "./support/own-servers";

/**
 * Issue 26, editors that keep what people type: leaving an editor with a change not yet saved
 * asks first (a link inside the app, a reload), a save never asks, and a refused save puts the
 * field at fault in view and focus with the message above the save bar. The saves change the
 * site's content: this spec has its own server, so they never reach the other specs'.
 */
test.describe.configure({ mode: "default" });

const own = ownServers("sqlite");

async function openSiteEditor(page: Page) {
  await own.signIn(page, "admin");
  await gotoHydrated(page, `${own.servers[0]?.url}/admin-portal/site`);
  await expect(page.getByRole("heading", { name: "Dados da corretora", level: 1 })).toBeVisible();
}

const saveButton = (page: Page) => page.getByRole("button", { name: "Salvar dados da corretora" });

/** Whether the element is inside the viewport and nothing (the sticky save bar) covers its middle. */
async function expectUncovered(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 });
  const covered = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return !(top && (element === top || element.contains(top)));
  });
  expect(covered).toBe(false);
}

test("leaving Dados da corretora with a change asks first; Continuar editando keeps it, Sair sem salvar leaves", async ({
  page,
}) => {
  await openSiteEditor(page);
  const hours = page.getByLabel("Horário de atendimento");
  await hours.fill("Seg a sex, 8h às 19h");

  await page.getByRole("link", { name: "Histórico de versões" }).click();
  const dialog = page.getByRole("dialog", { name: "Há alterações não salvas. Sair sem salvar?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Continuar editando" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin-portal\/site$/);
  await expect(hours).toHaveValue("Seg a sex, 8h às 19h");

  await page.getByRole("link", { name: "Histórico de versões" }).click();
  await dialog.getByRole("button", { name: "Sair sem salvar" }).click();
  await expect(page).toHaveURL(/\/admin-portal\/history\/site\/site$/);
});

test("reloading with a change asks the browser's question and keeps what was typed", async ({ page }) => {
  await openSiteEditor(page);
  const asked: string[] = [];
  page.on("dialog", async (dialog) => {
    asked.push(dialog.type());
    await dialog.dismiss();
  });
  // Chromium asks before unloading only after a gesture on the page: the typing is one.
  await page.getByLabel("Horário de atendimento").fill("Seg a sáb, 8h às 18h");
  await page.getByLabel("Horário de atendimento").press("End");
  await page.reload({ timeout: 3_000 }).catch(() => undefined);
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  await expect(page.getByLabel("Horário de atendimento")).toHaveValue("Seg a sáb, 8h às 18h");
});

test("a successful save never asks, before or after", async ({ page }) => {
  await openSiteEditor(page);
  const asked: string[] = [];
  page.on("dialog", async (dialog) => {
    asked.push(dialog.type());
    await dialog.accept();
  });
  await page.getByLabel("Horário de atendimento").fill("Seg a sex, 9h às 17h");
  await saveButton(page).click();
  await expect(page.getByText("Alterações salvas: o site já mostra a nova versão.")).toBeVisible();
  await expect(page.getByLabel("Horário de atendimento")).toHaveValue("Seg a sex, 9h às 17h");

  await page.getByRole("link", { name: "Histórico de versões" }).click();
  await expect(page).toHaveURL(/\/admin-portal\/history\/site\/site$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole("heading", { name: "Dados da corretora", level: 1 })).toBeVisible();
  await page.reload();
  expect(asked).toEqual([]);
});

test("a refused save focuses the field at fault, in view, with the message above the save bar", async ({
  page,
}) => {
  await openSiteEditor(page);
  // The last e-mail of the form, near the sticky save bar.
  const email = page.getByLabel("Encarregado (LGPD): e-mail");
  await email.fill("encarregado sem arroba");
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveButton(page).click();

  await expect(email).toBeFocused();
  await expectUncovered(email);
  const message = page.getByRole("alert").filter({ hasText: "Corrija os campos marcados" });
  await expect(message).toBeVisible();
  await expectUncovered(message);
  const messageBox = await message.boundingBox();
  const buttonBox = await saveButton(page).boundingBox();
  expect(messageBox!.y + messageBox!.height).toBeLessThanOrEqual(buttonBox!.y);
});

test("leaving the portal sections with text not yet saved asks first; a saved section does not", async ({
  page,
}) => {
  await own.signIn(page, "admin");
  await gotoHydrated(page, `${own.servers[0]?.url}/admin-portal`);
  const section = page.locator("details").first();
  await section.locator("summary").click();
  const body = section.getByLabel("Conteúdo");
  await body.fill("Texto novo da seção, ainda não salvo.");

  const leave = async () => (await staffNavigation(page)).getByRole("link", { name: "Mensagens" }).click();
  await leave();
  const dialog = page.getByRole("dialog", { name: "Há alterações não salvas. Sair sem salvar?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Continuar editando" }).click();
  await expect(body).toHaveValue("Texto novo da seção, ainda não salvo.");

  await section.getByRole("button", { name: "Salvar seção" }).click();
  await expect(page.getByText("Seção do portal atualizada.")).toBeVisible();
  await leave();
  await expect(page).toHaveURL(/\/admin-portal\/messages$/);
  await expect(dialog).toHaveCount(0);
});
