import { gotoHydrated } from "./helpers";
import { E2E_CONTACT_TO } from "./support/e2e-env";
import { expect, test } from "./support/fixtures";

test("contact form: masks as typed, blocks an incomplete message, sends a complete one, resets, and the message reaches the admin inbox and both mailboxes", async ({
  page,
  browser,
  makeStaff,
  signIn,
  mailTo,
  db,
}) => {
  const visitorEmail = `joao-${Date.now()}-${test.info().project.name}@example.com`;
  const text = `Gostaria de uma cotação de seguro auto <b>já</b> (${visitorEmail}).`;

  // Every Content-Security-Policy violation the page causes (our CSP has no 'unsafe-eval').
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.sourceFile}`),
    );
  });
  await gotoHydrated(page, "/contact/contact-us?produto=automobile");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contato - Seguro Auto");
  const name = page.getByLabel("Nome");
  await name.pressSequentially("João 2 da Conceição!");
  await expect(name).toHaveValue("João da Conceição");
  const phone = page.getByRole("textbox", { name: "Telefone" });
  await phone.pressSequentially("41987654321999");
  await expect(phone).toHaveValue("(41) 9 8765-4321");

  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByTestId("contact-status")).toHaveText("Preencha todos os campos!");
  await expect(name).toHaveValue("João da Conceição");

  await page.getByRole("textbox", { name: "E-mail" }).fill(visitorEmail);
  await page.getByLabel("Assunto").selectOption("Seguros");
  await page.getByRole("radio", { name: "Telefone" }).check();
  await page.getByRole("radio", { name: "Whatsapp" }).check();
  await expect(page.getByRole("radio", { name: "Telefone" })).not.toBeChecked();
  await page.getByLabel("Mensagem").fill(text);
  await page.getByRole("checkbox", { name: /Autorizo a corretora a usar os dados/ }).check();
  // The ALTCHA proof of work runs in the browser once a field is focused; its payload fills a hidden input.
  await expect(page.getByText("Verificado")).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('input[name="altcha"]')).not.toHaveValue("");
  // A visitor's post refetches no root data (the header and menus cannot have changed): every data
  // request after it names its routes, and none is the root (without `_routes` it would load all).
  const dataRequests: URL[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (request.method() === "GET" && url.pathname.endsWith(".data")) dataRequests.push(url);
  });
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByTestId("contact-status")).toHaveText("Mensagem enviada com sucesso!");
  for (const url of dataRequests) {
    expect(url.searchParams.get("_routes")?.split(",") ?? ["(todas)"]).not.toContain("root");
    expect(url.searchParams.has("_routes")).toBe(true);
  }
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual(
    [],
  );
  await expect(name).toHaveValue("");
  await expect(phone).toHaveValue("");
  await expect(page.getByLabel("Mensagem")).toHaveValue("");

  // The brokerage's mail (reply-to the visitor) and the visitor's confirmation both arrive.
  const [toBrokerage] = await mailTo(E2E_CONTACT_TO, (m) => m.replyTo.includes(visitorEmail));
  expect(toBrokerage?.subject).toBe("Contato pelo site: Seguros - Seguro Auto");
  expect(toBrokerage?.text).toContain(text);
  expect(toBrokerage?.html).toContain("&lt;b&gt;já&lt;/b&gt;");
  const [confirmation] = await mailTo(visitorEmail);
  expect(confirmation?.text).toContain("Olá, João! Recebemos a sua mensagem");
  expect(confirmation?.text).not.toContain(text); // decision 16: the message is not repeated

  // An admin finds it in the inbox, reads it and marks it handled.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, await makeStaff("admin", "approved"));
  const stored = await db.db
    .selectFrom("contact_messages")
    .select(["id", "name", "product"])
    .where("email", "=", visitorEmail)
    .executeTakeFirstOrThrow();
  expect(stored).toMatchObject({ name: "João da Conceição", product: "automobile" });
  await gotoHydrated(adminPage, "/admin-portal/messages");
  const item = adminPage
    .getByRole("row")
    .filter({ has: adminPage.locator(`a[href="/admin-portal/messages/${stored.id}"]`) });
  await expect(item).toContainText("Seguros - Seguro Auto");
  await expect(item).toContainText("João da Conceição");
  await item.getByRole("link", { name: "Ler" }).click();
  await expect(adminPage.getByRole("heading", { level: 1 })).toHaveText("Seguros - Seguro Auto");
  await expect(adminPage.getByText(text)).toBeVisible();
  await adminPage.getByRole("button", { name: "Marcar como atendida" }).click();
  await expect(adminPage.getByRole("status")).not.toBeEmpty();
  await adminContext.close();
});

test("contact form: an empty submission says «Preencha todos os campos!» at once, while the schema and the anti-robot check are still loading @phone", async ({
  page,
}) => {
  // Neither the form's schema nor the captcha's challenge arrives: the first press on "Enviar"
  // must not ask to wait for the anti-robot check (spec §5).
  const held: Array<() => void> = [];
  const hold = (route: { continue: () => Promise<void> }) =>
    new Promise<void>((resolve) => held.push(() => resolve(route.continue().catch(() => undefined))));
  await page.route(/\/assets\/contact-schema-[^/]*\.js/, hold);
  await page.route(/\/api\/captcha-challenge/, hold);
  await gotoHydrated(page, "/contact/contact-us");
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByTestId("contact-status")).toHaveText("Preencha todos os campos!");
  await expect(page.getByTestId("contact-status")).toBeFocused();
  // One field filled is still incomplete: the same message, not the captcha's.
  await page.getByLabel("Nome").fill("Mariana Alves");
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByTestId("contact-status")).toHaveText("Preencha todos os campos!");
  for (const release of held) release();
});
