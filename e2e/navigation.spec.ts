import type { Page } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { baseURL } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";

/** The whole address, so "/" cannot be satisfied by any URL that merely ends in a slash. */
const at = (path: string) => `${baseURL}${path}`;
const heading = (page: Page) => page.getByRole("heading", { level: 1 });
/** The big destination buttons of the access menus. */
const menuButton = (page: Page, name: RegExp) =>
  page.getByRole("navigation", { name: "Destinos da área dos colaboradores" }).getByRole("link", { name });

test.describe("staff menus and back buttons", () => {
  test("the admin menu's buttons open user administration and the collaborator portal", async ({
    page,
    makeStaff,
    signIn,
  }) => {
    await signIn(page, await makeStaff("admin", "approved"));
    await gotoHydrated(page, "/access/admin-menu");
    await menuButton(page, /Administração de usuários/).click();
    await expect(page).toHaveURL(at("/admin-portal"));
    await expect(heading(page)).toHaveText("Usuários e portal");

    await gotoHydrated(page, "/access/admin-menu");
    await menuButton(page, /Portal do Colaborador/).click();
    await expect(page).toHaveURL(at("/employee-portal"));
    await expect(heading(page)).toHaveText("Bem-vindo, Admin!");
  });

  test("the main menu's button opens the collaborator portal, whose Voltar returns to the main menu", async ({
    page,
    makeStaff,
    signIn,
  }) => {
    await signIn(page, await makeStaff("collaborator", "approved"));
    await gotoHydrated(page, "/access/main-menu");
    await menuButton(page, /Portal do Colaborador/).click();
    await expect(page).toHaveURL(at("/employee-portal"));
    await expect(heading(page)).toHaveText("Bem-vindo ao Portal do Colaborador");
    await page.getByRole("link", { name: "Voltar" }).click();
    await expect(page).toHaveURL(at("/access/main-menu"));
    await expect(heading(page)).toHaveText("Área do colaborador");
  });

  test("the collaborator portal's Voltar goes back one page, wherever the admin came from", async ({
    page,
    makeStaff,
    signIn,
  }) => {
    await signIn(page, await makeStaff("admin", "approved"));
    // An admin's portal would fall back to the admin menu: arriving from the main menu and from
    // user administration tells a real "back one page" apart from that fixed link.
    await gotoHydrated(page, "/access/main-menu");
    await menuButton(page, /Portal do Colaborador/).click();
    await expect(heading(page)).toHaveText("Bem-vindo, Admin!");
    await page.getByRole("link", { name: "Voltar" }).click();
    await expect(page).toHaveURL(at("/access/main-menu"));
    await expect(heading(page)).toHaveText("Área do colaborador");

    await gotoHydrated(page, "/admin-portal");
    // The screen's own link (the staff shell's navigation has one too).
    await page.getByRole("main").getByRole("link", { name: "Portal do Colaborador" }).click();
    await expect(page).toHaveURL(at("/employee-portal"));
    await expect(heading(page)).toHaveText("Bem-vindo, Admin!");
    await page.getByRole("link", { name: "Voltar" }).click();
    await expect(page).toHaveURL(at("/admin-portal"));
    await expect(heading(page)).toHaveText("Usuários e portal");
  });

  test("user administration's Voltar goes to the admin menu", async ({ page, makeStaff, signIn }) => {
    await signIn(page, await makeStaff("admin", "approved"));
    // Opened directly, so only the button's own destination can lead to the menu.
    await gotoHydrated(page, "/admin-portal");
    await page.getByRole("link", { name: "Voltar" }).click();
    await expect(page).toHaveURL(at("/access/admin-menu"));
    await expect(heading(page)).toHaveText("Menu do administrador");
  });
});

test.describe("success dialogs close to the home page", () => {
  test("forgot password: closing 'E-mail enviado' goes to /", async ({ page, makeStaff }) => {
    // An approved colleague, so the mail really goes out (to the local SMTP sink).
    const person = await makeStaff("collaborator", "approved");
    await gotoHydrated(page, "/access/employees/forgot-password");
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByRole("button", { name: "Enviar" }).click();
    const sent = page.getByRole("dialog", { name: "E-mail enviado" });
    await expect(sent).toBeVisible();
    await sent.getByRole("link", { name: "Fechar" }).click();
    await expect(page).toHaveURL(at("/"));
    await expect(heading(page)).toHaveText("Fazer seguro nunca foi tão inovador");
  });

  test("register: closing 'Cadastro enviado' goes to /", async ({ page }) => {
    await gotoHydrated(page, "/access/employees/register");
    await page.getByLabel("E-mail").fill(`fecha-${Date.now()}-${test.info().project.name}@corretora.test`);
    await page.getByLabel("Senha").fill("senha-do-cadastro");
    await page.getByRole("button", { name: "Cadastrar" }).click();
    const sent = page.getByRole("dialog", { name: "Cadastro enviado" });
    await expect(sent).toBeVisible();
    await sent.getByRole("link", { name: "Fechar" }).click();
    await expect(page).toHaveURL(at("/"));
    await expect(heading(page)).toHaveText("Fazer seguro nunca foi tão inovador");
  });
});

test.describe("external links open in a new tab without handing over the page", () => {
  // The server's links on every public page are checked in its HTML
  // (tests/integration/public-html.test.ts); the captcha widget's are drawn in the browser alone.
  test("every external link on the contact page, the captcha widget's included", async ({ page }) => {
    await gotoHydrated(page, "/contact/contact-us");
    // The widget loads when the form is first used (decision 049), and brings links of its own.
    await page.getByLabel("Nome").focus();
    await expect(page.locator("altcha-widget")).toBeAttached();
    await expect(page.getByText("Verificado")).toBeVisible({ timeout: 15_000 });
    const external = await page.locator("a[href]").evaluateAll((anchors) =>
      anchors
        .map((a) => a as HTMLAnchorElement)
        .filter((a) => /^https?:$/.test(a.protocol) && a.origin !== window.location.origin)
        .map((a) => ({
          href: a.href,
          target: a.getAttribute("target"),
          rel: (a.getAttribute("rel") ?? "").split(/\s+/),
        })),
    );
    // Every page carries the footer's social and industry links: an empty list means the
    // sweep itself is broken, not that the page is clean.
    expect(external.length).toBeGreaterThan(0);
    const wrong = external.filter((link) => link.target !== "_blank" || !link.rel.includes("noopener"));
    expect(wrong).toEqual([]);
  });

  test("the header menu's WhatsApp link opens the chat in a new tab, without handing over the page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/");
    const nav = page.getByRole("navigation", { name: "Menu principal" });
    await nav.getByRole("button", { name: "CONTATO" }).hover();
    const whatsapp = nav.getByRole("link", { name: /WhatsApp/ });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\//);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", /(^|\s)noopener(\s|$)/);
  });
});
