import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, expectRefusedFieldInView, gotoHydrated, staffNavigation } from "./helpers";
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

test("a refused save focuses the field at fault, in view and clear of the save bar, which names it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openSiteEditor(page);
  // The review's case: the WhatsApp field, mid-page, ended exactly under the save bar.
  const whatsapp = page.getByLabel("WhatsApp");
  await whatsapp.fill("1234");
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveButton(page).click();
  await expectRefusedFieldInView(page, whatsapp, "WhatsApp");
  await expectAccessible(page);

  // The last e-mail of the form, near the save bar; the message names both, the first has the focus.
  const email = page.getByLabel("Encarregado (LGPD): e-mail");
  await email.fill("encarregado sem arroba");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await saveButton(page).click();
  await expectRefusedFieldInView(page, whatsapp, "WhatsApp");
  const message = page.locator(".save-bar").getByRole("alert");
  await expect(message).toHaveText("Revise os campos marcados: WhatsApp e Encarregado (LGPD): e-mail.");
  // Each name in the message brings its field back.
  await message.getByRole("button", { name: "Encarregado (LGPD): e-mail" }).click();
  await expectRefusedFieldInView(page, email, "Encarregado (LGPD): e-mail");
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
