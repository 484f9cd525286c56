import { expect, type Page, test } from "@playwright/test";
import { shownName } from "../tests/support/staff-fixtures";
import type { TestServer } from "../tests/support/test-server";
import { expectAccessible, gotoHydrated } from "./helpers";
import { ownServers } from "./support/own-servers";

/**
 * Issue 15 in the browser, on this spec's own server (its edits never reach the shared one): an
 * admin adds an insurer with a 24 h phone and a portal password; a visitor finds it by part of its
 * name with and without JavaScript and calls it with one tap; a collaborator reveals the password
 * and the admin's audit shows it; hiding the insurer takes it off the public page.
 */
test.describe.configure({ mode: "serial" });

const own = ownServers("sqlite");
const signIn = (page: Page, role: "admin" | "collaborator") => own.signIn(page, role);
const hydrated = (page: Page, path: string) =>
  gotoHydrated(page, `${(own.servers[0] as TestServer).url}${path}`);

const NAME = "Seguradora Aurora Nacional";
const PASSWORD = "Aurora#2026-portal";

test("add an insurer, find it as a visitor, reveal its password as staff, see it audited, hide it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // a long journey: two servers, three people, a dozen page loads
  const server = own.servers[0] as TestServer;
  const admin = await signIn(page, "admin");

  // The admin adds it, then gives it a 24 h line and the portal login.
  await hydrated(page, "/admin-portal/insurers");
  await expectAccessible(page);
  await page.getByLabel("Nome da nova seguradora").fill(NAME);
  await page.getByLabel("Site").fill("https://aurora.example.com");
  await page.getByRole("button", { name: "Adicionar seguradora" }).click();
  await expect(page.getByText("Seguradora adicionada: complete os dados dela.")).toBeVisible();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Adicionar telefone" }).click();
  await page.getByLabel("Tipo do telefone 1").selectOption("assistance");
  await page.getByLabel("Número do telefone 1").fill("0800 123 4567");
  await page.getByLabel("Login da corretora").fill("vertice.corretora");
  await page.getByLabel("Senha", { exact: true }).fill(PASSWORD);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Salvar seguradora" }).click();
  await expect(page.getByText("Seguradora salva.")).toBeVisible();

  // A visitor without JavaScript: the search is a GET form, answered by the server.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noJs.newPage();
  await plain.goto(`${server.url}/insurers`);
  await plain.getByLabel("Buscar seguradora pelo nome").fill("auro");
  await plain.getByRole("button", { name: "Buscar" }).click();
  await expect(plain).toHaveURL(/\?q=auro$/);
  await expect(plain.getByTestId("insurer-card")).toHaveCount(1);
  await expect(plain.getByRole("link", { name: "Assistência 24 horas: 0800 123 4567" })).toHaveAttribute(
    "href",
    "tel:08001234567",
  );
  await noJs.close();

  // With JavaScript the list narrows as the visitor types.
  const visitor = await browser.newContext();
  const page2 = await visitor.newPage();
  await page2.goto(`${server.url}/insurers`);
  await page2.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const before = await page2.getByTestId("insurer-card").count();
  expect(before).toBeGreaterThan(10);
  await page2.getByLabel("Buscar seguradora pelo nome").pressSequentially("aurora");
  await expect(page2.getByTestId("insurer-card")).toHaveCount(1);
  const call = page2.getByRole("link", { name: "Assistência 24 horas: 0800 123 4567" });
  await expect(call).toHaveAttribute("href", "tel:08001234567");
  await expectAccessible(page2);

  // A collaborator reveals the password in the portal.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  const collaborator = await signIn(staffPage, "collaborator");
  await staffPage.goto(`${server.url}/employee-portal`);
  await staffPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(staffPage.locator("body")).not.toContainText(PASSWORD);
  await staffPage.getByLabel("Buscar seguradora").fill("aurora");
  await staffPage.getByText(NAME).click();
  await expect(staffPage.getByText("vertice.corretora")).toBeVisible();
  await staffPage.getByRole("button", { name: `Mostrar a senha de ${NAME}` }).click();
  await expect(staffPage.getByTestId("senha-revelada")).toHaveText(PASSWORD);
  await expectAccessible(staffPage);
  await staffContext.close();

  // The admin's audit says who saw it, in a sentence built from today's names.
  await hydrated(page, "/admin-portal/audit?filtro=senhas");
  const row = page.getByRole("row", { name: new RegExp(NAME) });
  await expect(row).toContainText(`${shownName(collaborator)} revelou a senha do portal da ${NAME}.`);
  await expect(row).toContainText("Viu a senha do portal da seguradora");
  await expectAccessible(page);
  await expect(admin.email).toBeTruthy();

  // Hidden: gone from the public page on the next load.
  await hydrated(page, "/admin-portal/insurers");
  await page.getByRole("button", { name: `Ocultar ${NAME}` }).click();
  await expect(page.getByText("Seguradora oculta: ela saiu da página pública.")).toBeVisible();
  await page2.goto(`${server.url}/insurers?q=aurora`);
  await expect(page2.getByTestId("insurer-card")).toHaveCount(0);
  await visitor.close();
});
