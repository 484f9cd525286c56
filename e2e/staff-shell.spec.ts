import { randomUUID } from "node:crypto";
import { type Page, test as plain } from "@playwright/test";
import { insurers } from "~/content/insurer-defaults";
import { products } from "~/content/product-defaults";
import { publicPages } from "~/route-list";
import { insertLead } from "../tests/support/lead-rows";
import { createStaff, type TestServer } from "../tests/support/test-server";
import { expectAccessible, expectNoSidewaysScroll, gotoHydrated, staffNavigation } from "./helpers";
import { expect, test } from "./support/fixtures";
import { ownServers } from "./support/own-servers";

/**
 * Issue 26, the staff shell: every staff screen has its own frame (the brokerage, who is signed
 * in and their role, the staff navigation, "Sair"), never the public header, footer or
 * scroll-to-top arrow; public pages never show the shell. The shell's tests run at 1280 and 390 px
 * (projects, tag @phone); at 390 px every staff screen passes axe too (the journeys that use
 * them run at 1280 px alone).
 */

const ADMIN_SCREENS = [
  "/access/admin-menu",
  "/access/main-menu",
  "/employee-portal",
  "/admin-portal",
  "/admin-portal/messages",
  "/admin-portal/site",
  "/admin-portal/products",
  `/admin-portal/products/${products[0]?.slug}`,
  "/admin-portal/insurers",
  `/admin-portal/insurers/${insurers[0]?.id}`,
  "/admin-portal/audit",
  "/admin-portal/lead-indicators",
  "/admin-portal/lead-owners",
  "/employee-portal/leads",
  "/employee-portal/leads/new",
  "/admin-portal/launch",
  "/admin-portal/personal-data",
  "/admin-portal/lead-stages",
  "/admin-portal/history/site/site",
  // The name and phone clients see (decision 064), reached from the portal once named.
  "/access/employees/profile",
];

const SIGNED_OUT_SCREENS = [
  "/access/employees",
  "/access/employees/register",
  "/access/employees/forgot-password",
  "/access/employees/reset-password",
];

const isPhone = () => test.info().project.name === "mobile";

/** The public site's chrome: its header menu, footer and arrow. */
async function expectNoPublicChrome(page: import("@playwright/test").Page) {
  await expect(page.getByRole("navigation", { name: "Menu principal" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(page.getByTestId("scroll-to-top")).toHaveCount(0);
}

/** The signed-in shell as `admin` sees it on `path`, at the project's width. */
async function expectAdminShell(page: Page, admin: { user: { name: string | null } }, path: string) {
  const bar = page.getByRole("banner");
  await expect(bar.getByTestId("staff-brand-name"), path).toHaveText("Vértice Seguros");
  await expect(bar, path).toContainText("Administrador");
  if (isPhone()) {
    await expect(page.getByRole("button", { name: "Menu", exact: true }), path).toBeInViewport();
  } else {
    // Named, as every person is before any staff screen (decision 064).
    await expect(bar.getByText(admin.user.name ?? "sem nome"), path).toBeVisible();
    await expect(bar.getByRole("link", { name: "Sair" }), path).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Menu da equipe" });
    await expect(nav.getByRole("link"), path).toHaveText([
      "Início",
      "Oportunidades",
      "Carteira",
      "Mensagens",
      "Usuários",
      "Conteúdo do site",
      "Seguradoras",
      "Auditoria",
      "Dados pessoais",
      "Portal do Colaborador",
    ]);
  }
}

// One test per screen, so the two workers share them; at 390 px each is the phone's axe sweep.
for (const path of ADMIN_SCREENS) {
  test(`${path} has the shell: brokerage, who and role, navigation, Sair; no public chrome (axe at 390 px)`, {
    tag: "@phone",
  }, async ({ page, makeStaff, signIn }) => {
    const admin = await makeStaff("admin", "approved");
    await signIn(page, admin);
    await gotoHydrated(page, path);
    await expectAdminShell(page, admin, path);
    await expectNoSidewaysScroll(page);
    if (isPhone()) await expectAccessible(page);
    await expectNoPublicChrome(page);
  });
}

test("at 390 px a lead, a message, the two-step setup and the e-mail confirmation pass axe, with no sideways scroll", {
  tag: "@phone-only",
}, async ({ page, makeStaff, signIn, db }) => {
  const admin = await makeStaff("admin", "approved");
  const at = new Date().toISOString();
  const client = `Cliente ${randomUUID().slice(0, 8)}`;
  const leadId = await insertLead(db.db, {
    name: client,
    phone: "41988887777",
    phone_key: "41988887777",
    contact_method: "Telefone",
    product: "automobile",
    source: "phone",
    stage_id: "novo",
    owner_id: admin.user.id,
    created_by: admin.user.id,
    next_action: "Ligar com a cotação",
    next_action_at: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const messageId = randomUUID();
  await db.db
    .insertInto("contact_messages")
    .values({
      id: messageId,
      name: `Visitante ${randomUUID().slice(0, 8)}`,
      email: "visitante@exemplo.com",
      phone: null,
      subject: "Seguros",
      contact_method: "email",
      message: "Quero uma cotação de seguro auto para um carro de 2020, com cobertura completa.",
      product: "automobile",
      handled_at: null,
      created_at: at,
    })
    .execute();
  await signIn(page, admin);
  for (const [path, heading] of [
    [`/employee-portal/leads/${leadId}`, client],
    [`/admin-portal/messages/${messageId}`, "Seguros - Seguro Auto"],
    ["/access/employees/two-step-setup", "Verificação em duas etapas"],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1, name: heading }), path).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  }
  await page.context().clearCookies();
  await gotoHydrated(page, "/access/employees/confirm-email");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});

test("the current place is marked, and the shell's Sair asks the spec's question", { tag: "@phone" }, async ({
  page,
  makeStaff,
  signIn,
}) => {
  // About twenty navigations, each hydrating a staff screen: on a loaded 2-core CI a phone run
  // was seen over a minute (it takes 25 s alone).
  test.setTimeout(120_000);
  await signIn(page, await makeStaff("admin", "approved"));
  await gotoHydrated(page, "/admin-portal/insurers");
  let nav = await staffNavigation(page);
  await expect(nav.getByRole("link", { name: "Seguradoras" })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator("[aria-current]")).toHaveCount(1);
  await expectAccessible(page);

  // A screen inside an area: the area is current ("true"), its own tab is active.
  await nav.getByRole("link", { name: "Conteúdo do site" }).click();
  await expect(page.getByRole("heading", { name: "Dados da corretora", level: 1 })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Conteúdo do site" })
    .getByRole("link", { name: "Páginas de produto" })
    .click();
  await expect(page).toHaveURL(/\/admin-portal\/products$/);
  nav = await staffNavigation(page);
  await expect(nav.getByRole("link", { name: "Conteúdo do site" })).toHaveAttribute("aria-current", "true");

  // The leads' screens are one place: the desk and its admin screens are tabs of "Oportunidades".
  await nav.getByRole("link", { name: "Oportunidades" }).click();
  await expect(page.getByRole("heading", { name: "Oportunidades", level: 1 })).toBeVisible();
  nav = await staffNavigation(page);
  await expect(nav.getByRole("link", { name: "Oportunidades" })).toHaveAttribute("aria-current", "page");
  if (isPhone()) await page.keyboard.press("Escape");
  const leadTabs = page.getByRole("navigation", { name: "Oportunidades" });
  await expect(leadTabs.getByRole("link")).toHaveText(["Lista", "Indicadores", "Funil", "Distribuição"]);
  await expect(leadTabs.locator("[aria-current]")).toHaveText("Lista");
  for (const [tab, heading, path] of [
    ["Indicadores", "Indicadores", /\/admin-portal\/lead-indicators$/],
    ["Funil", "Etapas e motivos de perda", /\/admin-portal\/lead-stages$/],
    ["Distribuição", "Distribuição de oportunidades", /\/admin-portal\/lead-owners$/],
  ] as const) {
    await leadTabs.getByRole("link", { name: tab, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await expect(leadTabs.locator("[aria-current=page]")).toHaveText(tab);
    nav = await staffNavigation(page);
    await expect(nav.getByRole("link", { name: "Oportunidades" })).toHaveAttribute("aria-current", "true");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
    if (isPhone()) await page.keyboard.press("Escape");
  }
  await leadTabs.getByRole("link", { name: "Lista" }).click();
  await expect(page).toHaveURL(/\/employee-portal\/leads$/);

  nav = await staffNavigation(page);
  await nav.getByRole("link", { name: "Início" }).click();
  await expect(page.getByRole("heading", { name: "Menu do administrador", level: 1 })).toBeVisible();
  // The top bar's (desktop) or the phone menu's "Sair": the spec's confirmation, then the login.
  if (isPhone()) await staffNavigation(page);
  const sair = isPhone()
    ? page.locator("#menu-da-equipe").getByRole("link", { name: "Sair" })
    : page.getByRole("banner").getByRole("link", { name: "Sair" });
  await sair.click();
  const dialog = page.getByRole("dialog", { name: "Deseja realmente sair?" });
  await expect(dialog).toContainText(
    "Você precisará entrar novamente para acessar a área dos colaboradores.",
  );
  await expect(dialog).toHaveCount(1);
  await dialog.getByRole("button", { name: "Sim, sair" }).click();
  await expect(page).toHaveURL(/\/access\/employees$/);
  await expect(page.getByRole("navigation", { name: "Menu da equipe" })).toHaveCount(0);
});

test("a collaborator's shell shows their role and only their places", { tag: "@phone" }, async ({
  page,
  makeStaff,
  signIn,
}) => {
  const person = await makeStaff("collaborator", "approved");
  await signIn(page, person);
  await gotoHydrated(page, "/employee-portal");
  await expect(page.getByRole("banner")).toContainText("Colaborador");
  await expectNoPublicChrome(page);
  let nav = await staffNavigation(page);
  await expect(nav.getByRole("link")).toHaveText([
    "Início",
    "Oportunidades",
    "Carteira",
    "Portal do Colaborador",
  ]);
  // The desk is the collaborator's too, without the admins' tabs.
  await nav.getByRole("link", { name: "Oportunidades" }).click();
  await expect(page.getByRole("heading", { name: "Oportunidades", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Oportunidades" })).toHaveCount(0);
  nav = await staffNavigation(page);
  await nav.getByRole("link", { name: "Início" }).click();
  await expect(page).toHaveURL(/\/access\/main-menu$/);
  await expect(page.getByRole("heading", { name: "Área do colaborador", level: 1 })).toBeVisible();
  // Nothing on their menu leads to the admin screens (their guards are the matrix's:
  // tests/integration/staff-guards.test.ts).
  await expect(page.getByRole("link", { name: /Administração/ })).toHaveCount(0);
});

test("signed-out staff screens: only the brokerage and the way back to the site; axe at 390 px", {
  tag: "@phone",
}, async ({ page }) => {
  for (const path of SIGNED_OUT_SCREENS) {
    await gotoHydrated(page, path);
    const bar = page.getByRole("banner");
    await expect(bar.getByTestId("staff-brand-name"), path).toHaveText("Vértice Seguros");
    await expect(bar.getByRole("link", { name: "Voltar ao site" }), path).toHaveAttribute("href", "/");
    await expect(page.getByRole("navigation", { name: "Menu da equipe" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveCount(0);
    await expectNoPublicChrome(page);
    await expectNoSidewaysScroll(page);
    // The phone's sweep: every screen (the journeys that use them run at 1280 px).
    if (isPhone()) await expectAccessible(page);
  }
  if (isPhone()) return;
  await gotoHydrated(page, "/access/employees");
  await expectAccessible(page);
});

test("public pages keep the public header and footer and never show the shell", async ({
  page,
  makeStaff,
  signIn,
}) => {
  // Signed in, so a shell leaking onto public pages would have someone to show.
  await signIn(page, await makeStaff("admin", "approved"));
  // The pages of their own kind (each product page shares one file: the first stands for them).
  const pages = publicPages.filter((p, i) => !p.id || i === publicPages.findIndex((q) => q.id));
  for (const { path } of pages) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("contentinfo"), path).toBeVisible();
    await expect(page.getByTestId("staff-brand-name"), path).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Menu da equipe" }), path).toHaveCount(0);
  }
});

test("phones: the new-version prompt stands above the bottom bar, never over it", {
  tag: "@phone-only",
}, async ({ page, makeStaff, signIn }) => {
  await signIn(page, await makeStaff("collaborator", "approved"));
  await gotoHydrated(page, "/access/main-menu");
  // What the page hears when a script of an older release is gone (root.tsx's prompt).
  await page.evaluate(() => window.dispatchEvent(new Event("vite:preloadError", { cancelable: true })));
  const prompt = page.getByRole("alertdialog");
  await expect(prompt).toContainText("Uma nova versão do site está disponível");
  const promptBox = await prompt.boundingBox();
  const menuBox = await page.getByRole("button", { name: "Menu", exact: true }).boundingBox();
  expect(promptBox!.y + promptBox!.height).toBeLessThanOrEqual(menuBox!.y);
  await expect(prompt.getByRole("button", { name: "Recarregar a página" })).toBeInViewport();
});

test("phones: the Menu at the bottom opens the staff menu, Escape closes it and focus returns", {
  tag: "@phone-only",
}, async ({ page, makeStaff, signIn }) => {
  const admin = await makeStaff("admin", "approved");
  await signIn(page, admin);
  await gotoHydrated(page, "/access/admin-menu");
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  const box = await menu.boundingBox();
  // In the thumb's reach: the lower part of the screen.
  expect(box!.y).toBeGreaterThan(844 - 100);
  await expect(page.getByRole("navigation", { name: "Menu da equipe" })).toHaveCount(0);

  await menu.click();
  const nav = page.getByRole("navigation", { name: "Menu da equipe" });
  await expect(nav).toBeVisible();
  // Who is signed in, and "Sair", are in the menu on phones.
  await expect(page.locator("#menu-da-equipe")).toContainText(admin.user.name ?? "sem nome");
  await expect(page.locator("#menu-da-equipe").getByRole("link", { name: "Sair" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Início" })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();

  // Keyboard: Enter opens it, a place is chosen, the menu closes on the new screen.
  await page.keyboard.press("Enter");
  await expect(nav).toBeVisible();
  await nav.getByRole("link", { name: "Mensagens" }).click();
  await expect(page.getByRole("heading", { name: "Mensagens", level: 1 })).toBeVisible();
  await expect(nav).toBeHidden();
  await expectNoSidewaysScroll(page);
});

plain.describe("on its own server (content edits, counts)", () => {
  plain.describe.configure({ mode: "serial" });
  const own = ownServers("sqlite");

  plain("saving a new brokerage name in Dados da corretora changes the shell at once", async ({ page }) => {
    const [server] = own.servers as [TestServer];
    await own.signIn(page, "admin");
    await gotoHydrated(page, `${server.url}/admin-portal/site`);
    const brand = page.getByRole("banner").getByTestId("staff-brand-name");
    await expect(brand).toHaveText("Vértice Seguros");
    await page.getByLabel("Nome da corretora", { exact: true }).fill("Horizonte Corretora de Seguros");
    await page.getByRole("button", { name: "Salvar dados da corretora" }).click();
    await expect(page.getByText("Alterações salvas:")).toBeVisible();
    // No reload: the shell's data came again after the save.
    await expect(brand).toHaveText("Horizonte Corretora de Seguros");
  });

  plain(
    "the admin's start screen counts follow what happens: a registration, then its approval",
    async ({ page }) => {
      const [server] = own.servers as [TestServer];
      await own.signIn(page, "admin");
      await gotoHydrated(page, `${server.url}/access/admin-menu`);
      const registrations = page.locator('[data-attention="registrations"]');
      await expect(registrations).toHaveText(/^0\s*cadastros aguardando aprovação$/);
      await expect(page.locator('[data-attention="launch"]')).toContainText(
        "pendências antes de publicar o site",
      );
      await expectAccessible(page);

      const newcomer = await createStaff(own.handle.db, "collaborator", "pending");
      await gotoHydrated(page, `${server.url}/access/admin-menu`);
      await expect(registrations).toHaveText(/^1\s*cadastro aguardando aprovação$/);
      await registrations.click();
      await expect(page).toHaveURL(`${server.url}/admin-portal`);
      await page
        .getByRole("row")
        .filter({ hasText: newcomer.email })
        .getByRole("button", { name: "Aprovar" })
        .click();
      await expect(page.getByText("Usuário aprovado: ele já pode entrar.")).toBeVisible();
      await (await staffNavigation(page)).getByRole("link", { name: "Início" }).click();
      await expect(registrations).toHaveText(/^0\s*cadastros aguardando aprovação$/);
    },
  );
});
