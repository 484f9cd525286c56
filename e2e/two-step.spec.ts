/**
 * Two-step verification in a browser (decision 025): turned on in the portal (the key read off
 * the screen, the code computed here as an authenticator app would), signing in with a code and
 * with a recovery code, and an admin's requirement at the next login. On this spec's own server:
 * the requirement is brokerage-wide and must not reach the other specs' shared server.
 */
import type { Browser, Page } from "@playwright/test";
import { totpCode } from "../tests/support/totp";
import { expectAccessible, gotoHydrated } from "./helpers";
import { expect, test } from "./support/fixtures";
import { ownServers } from "./support/own-servers";

const own = ownServers("sqlite");
// One test changes the server's setting: the tests of this file run one after the other.
test.describe.configure({ mode: "serial" });

const at = (path: string) => `${own.servers[0]?.url}${path}`;

/** A fresh browser (no cookie) at the login, signing in with the password. */
async function logIn(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await gotoHydrated(page, at("/access/employees"));
  await page.getByLabel("Login").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
  return page;
}

/** On the setup screen: start, read the key, type the app's code and the password; the recovery codes shown. */
async function setUp(page: Page, password: string): Promise<{ key: string; codes: string[] }> {
  await page.getByRole("button", { name: "Começar" }).click();
  await expect(page.getByRole("img", { name: "Código QR da verificação em duas etapas" })).toBeVisible();
  const key = ((await page.getByTestId("two-step-key").textContent()) ?? "").replace(/\s/g, "");
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  await page.getByLabel("Código de 6 dígitos").fill(totpCode(key));
  await page.getByLabel("Sua senha atual").fill(password);
  await page.getByRole("button", { name: "Ativar" }).click();
  await expect(page.getByText("Verificação em duas etapas ativada.")).toBeVisible();
  const codes = await page.getByTestId("recovery-codes").locator("li").allTextContents();
  expect(codes).toHaveLength(10);
  await expectAccessible(page);
  return { key, codes };
}

test("turned on in the portal; then signing in asks a code, and a recovery code works instead", async ({
  page,
  browser,
}) => {
  test.slow(); // three browsers, several password hashes and axe scans
  const staff = await own.signIn(page, "collaborator");
  await gotoHydrated(page, at("/employee-portal"));
  await page.getByRole("link", { name: "Ativar a verificação em duas etapas" }).click();
  await expect(page).toHaveURL(/\/access\/employees\/two-step-setup$/);
  await expectAccessible(page);
  const { key, codes } = await setUp(page, staff.password);
  await page.getByRole("link", { name: "Continuar" }).click();
  await expect(page).toHaveURL(/\/access\/main-menu$/);

  const withCode = await logIn(browser, staff.email, staff.password);
  await expect(withCode).toHaveURL(/\/access\/employees\/verification$/);
  await expect(withCode.getByRole("heading", { name: "Verificação em duas etapas" })).toBeVisible();
  await expectAccessible(withCode);
  await withCode.getByLabel("Código").fill("000000");
  await withCode.getByRole("button", { name: "Verificar" }).click();
  await expect(withCode.getByText("Código inválido ou já usado.")).toBeVisible();
  // The next step's code (the one the setup used is spent).
  await withCode.getByLabel("Código").fill(totpCode(key, 1));
  await withCode.getByRole("button", { name: "Verificar" }).click();
  await expect(withCode).toHaveURL(/\/access\/main-menu$/);

  const withRecovery = await logIn(browser, staff.email, staff.password);
  await expect(withRecovery).toHaveURL(/\/access\/employees\/verification$/);
  await withRecovery.getByLabel("Código").fill(codes[0] ?? "");
  await withRecovery.getByRole("button", { name: "Verificar" }).click();
  await expect(withRecovery).toHaveURL(/\/access\/main-menu$/);
  await gotoHydrated(withRecovery, at("/employee-portal"));
  await expect(withRecovery.getByText("Códigos de recuperação restantes: 9.")).toBeVisible();
});

test("an admin resets a colleague's second step: asked first, the colleague is signed out and signs in with the password alone", async ({
  page,
  browser,
}) => {
  test.slow();
  const colleaguePage = await (await browser.newContext()).newPage();
  const colleague = await own.signIn(colleaguePage, "collaborator");
  await gotoHydrated(colleaguePage, at("/access/employees/two-step-setup"));
  await setUp(colleaguePage, colleague.password);

  await own.signIn(page, "admin");
  await gotoHydrated(page, at("/admin-portal"));
  const row = page
    .getByRole("region", { name: /Usuários cadastrados/ })
    .getByRole("row")
    .filter({ hasText: colleague.email });
  await row.getByRole("link", { name: "Redefinir verificação em duas etapas" }).click();
  const dialog = page.getByRole("dialog", { name: "Redefinir verificação em duas etapas" });
  await expect(dialog).toContainText(colleague.email);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Sim, redefinir" }).click();
  await expect(page.getByRole("status")).toContainText("Verificação em duas etapas redefinida");
  await expect(row.getByRole("link", { name: "Redefinir verificação em duas etapas" })).toHaveCount(0);

  // The colleague's session is over; the password alone signs in again.
  await colleaguePage.goto(at("/employee-portal"));
  await expect(colleaguePage).toHaveURL(/\/access\/employees\?redirectTo=/);
  const again = await logIn(browser, colleague.email, colleague.password);
  await expect(again).toHaveURL(/\/access\/main-menu$/);
});

test("an admin requires it: a colleague without it must set it up at the next login", async ({
  page,
  browser,
}) => {
  test.slow();
  const colleague = await own.signIn(await (await browser.newContext()).newPage(), "collaborator");
  await own.signIn(page, "admin");
  await gotoHydrated(page, at("/admin-portal"));
  await expectAccessible(page);
  await page.getByRole("button", { name: "Exigir verificação em duas etapas" }).click();
  // The admin, without it too, is the first to be sent to the setup, and then back (decision 033).
  await expect(page).toHaveURL(/\/access\/employees\/two-step-setup\?redirectTo=%2Fadmin-portal$/);
  await expect(page.getByText("A corretora exige a verificação em duas etapas.")).toBeVisible();

  const next = await logIn(browser, colleague.email, colleague.password);
  await expect(next).toHaveURL(/\/access\/employees\/two-step-setup$/);
  await expect(next.getByText("A corretora exige a verificação em duas etapas.")).toBeVisible();
  for (const path of ["/access/main-menu", "/employee-portal"]) {
    await next.goto(at(path));
    // The page asked for comes along, to open once the setup is done (decision 033).
    await expect(next).toHaveURL(
      `${at("/access/employees/two-step-setup")}?redirectTo=${encodeURIComponent(path)}`,
    );
  }
  await setUp(next, colleague.password);
  // "Continuar" opens the page last asked for, the portal.
  await next.getByRole("link", { name: "Continuar" }).click();
  await expect(next).toHaveURL(/\/employee-portal$/);
  await expect(next.getByRole("heading", { name: "Bem-vindo ao Portal do Colaborador" })).toBeVisible();
  await gotoHydrated(next, at("/access/main-menu"));
  await expect(next.getByRole("heading", { name: "Área do colaborador" })).toBeVisible();
});
