import { expect, type Page, test } from "@playwright/test";
import { png } from "../tests/support/logo-files";
import type { TestServer } from "../tests/support/test-server";
import { expectAccessible, gotoHydrated } from "./helpers";
import { ownServers } from "./support/own-servers";

/**
 * The admin's insurer screens (issue 26), on this spec's own server (its moves and saves never
 * reach the shared one): the list's search, logos and completeness marks, reordering by keyboard
 * and by drag and drop without the page jumping, and the editor's logo checks (in the browser,
 * and on the server without JavaScript, the form kept) and masked password. Neither screen
 * scrolls sideways on a phone.
 */
test.describe.configure({ mode: "serial" });

const own = ownServers("sqlite");
const server = () => own.servers[0] as TestServer;
const hydrated = (page: Page, path: string) => gotoHydrated(page, `${server().url}${path}`);
const BIG_LOGO = { name: "foto.png", mimeType: "image/png", buffer: png({ size: 1_900_000 }) };

/** Screens of the page from its top, one viewport each (for people to look at; not compared). */
async function shoot(page: Page, name: string, screens = 3) {
  for (let i = 0; i < screens; i++) {
    await page.evaluate((y) => window.scrollTo(0, y), i * (page.viewportSize()?.height ?? 800) * 0.9);
    await page.screenshot({ path: test.info().outputPath(`${name}-${i}.png`) });
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

const rowIds = (page: Page) =>
  page.locator("ol > li[id^='seguradora-']").evaluateAll((rows) => rows.map((r) => r.id.slice(11)));

test("the list: search, completeness marks, reorder by keyboard and by dragging, the page staying put", async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000); // axe over forty rows, three moves, two reloads
  await own.signIn(page, "admin");
  await hydrated(page, "/admin-portal/insurers");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shoot(page, "list");

  // Nothing internal is kept yet: every row says, in words, what it lacks.
  const porto = page.locator("#seguradora-porto");
  await expect(porto).toContainText(/Falta: .*portal do corretor, login/);
  await expect(porto.locator("img.h-10, svg.h-10")).toBeVisible();

  // The search narrows the list as one types, ignoring accents and case.
  const total = (await rowIds(page)).length;
  await page.getByLabel("Buscar na lista").fill("SULAME");
  await expect(page.locator("ol > li:visible")).toHaveCount(1);
  await expect(page.locator("ol > li:visible")).toContainText("SulAmérica");
  await expect(page.getByText(`1 de ${total} seguradoras`)).toBeVisible();
  await page.getByLabel("Buscar na lista").fill("");
  await expect(page.locator("ol > li:visible")).toHaveCount(total);

  // By keyboard, far down the list: the row moves, the page does not jump, the focus stays.
  const before = await rowIds(page);
  const id = before[12] as string;
  const name = (await page.locator(`#seguradora-${id} .font-bold`).first().textContent()) ?? "";
  const down = page.getByRole("button", { name: `Descer ${name}` });
  await down.scrollIntoViewIfNeeded();
  await down.focus();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("anuncio-ordem")).toHaveText(`${name} movida para a posição 14.`);
  await expect(down).toBeFocused();
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(200);
  await page.keyboard.press("Shift+Tab");
  const up = page.getByRole("button", { name: `Subir ${name}` });
  await expect(up).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("anuncio-ordem")).toHaveText(`${name} movida para a posição 13.`);
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("anuncio-ordem")).toHaveText(`${name} movida para a posição 12.`);
  await expect(up).toBeFocused();
  const moved = [...before];
  moved.splice(12, 1);
  moved.splice(11, 0, id);
  await hydrated(page, "/admin-portal/insurers");
  expect(await rowIds(page)).toEqual(moved);

  // By clicking ↑ twice at one spot of the screen: the same insurer moves twice, because the page
  // scrolls with its row; the neighbour that would have slid under the pointer stays (B10).
  const clicked = moved[20] as string;
  const clickedName = (await page.locator(`#seguradora-${clicked} .font-bold`).first().textContent()) ?? "";
  const clickUp = page.getByRole("button", { name: `Subir ${clickedName}` });
  await clickUp.scrollIntoViewIfNeeded();
  const spot = await clickUp.boundingBox();
  if (!spot) throw new Error("botão Subir sem posição");
  const at = { x: spot.x + spot.width / 2, y: spot.y + spot.height / 2 };
  // Each click waits for the list's reload: until then a second one is ignored (one move at a time).
  const tap = async (x: number, y: number) => {
    await (testInfo.project.use.hasTouch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
    await page.waitForLoadState("networkidle");
  };
  await tap(at.x, at.y);
  await expect(page.getByTestId("anuncio-ordem")).toHaveText(`${clickedName} movida para a posição 20.`);
  await tap(at.x, at.y);
  await expect(page.getByTestId("anuncio-ordem")).toHaveText(`${clickedName} movida para a posição 19.`);
  moved.splice(20, 1);
  moved.splice(18, 0, clicked);
  await hydrated(page, "/admin-portal/insurers");
  expect(await rowIds(page)).toEqual(moved);

  // By dragging (a mouse; on a phone the ↑/↓ buttons are the way): the third row onto the first.
  if (!testInfo.project.use.hasTouch) {
    const third = moved[2] as string;
    const thirdName = (await page.locator(`#seguradora-${third} .font-bold`).first().textContent()) ?? "";
    await page.locator(`#seguradora-${third}`).dragTo(page.locator(`#seguradora-${moved[0]}`));
    await expect(page.getByTestId("anuncio-ordem")).toHaveText(`${thirdName} movida para a posição 1.`);
    await hydrated(page, "/admin-portal/insurers");
    expect((await rowIds(page))[0]).toBe(third);
  }
  await expectAccessible(page);
});

test("the editor: a wrong logo is refused before sending, without JavaScript on the same screen with the form kept; the password is masked", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000); // two browsers, axe, a save
  await own.signIn(page, "admin");
  await hydrated(page, "/admin-portal/insurers/porto");
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await shoot(page, "editor", 5);

  // The browser answers at once, in the server's words, and keeps the file out of the form.
  const picker = page.getByLabel("Logo (PNG ou WebP, até 100 KB)");
  await picker.setInputFiles(BIG_LOGO);
  await expect(page.getByText("O logo pode ter no máximo 100 KB.")).toBeVisible();
  expect(await picker.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  await picker.setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg/>") });
  await expect(page.getByText("Envie o logo em PNG ou WebP")).toBeVisible();
  await picker.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png({ fill: "e2e" }) });
  await expect(page.getByText("Escolhido: logo.png")).toBeVisible();
  await expect(page.getByText("Envie o logo em PNG ou WebP")).toHaveCount(0);
  // Its preview is drawn, not refused by the page's security policy (ux review 2, B9).
  const chosen = page.getByRole("img", { name: "Logo escolhido (ainda não salvo)" });
  await expect(chosen).toBeVisible();
  await expect
    .poll(() => chosen.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // The password is masked; the button shows it and hides it again.
  const password = page.getByLabel("Senha", { exact: true });
  const reveal = page.getByRole("button", { name: "Mostrar senha" });
  await expect(password).toHaveAttribute("type", "password");
  await password.fill("Portal#Segredo-26");
  await reveal.click();
  await expect(reveal).toHaveAttribute("aria-pressed", "true");
  await expect(password).toHaveAttribute("type", "text");
  await reveal.click();
  await expect(reveal).toHaveAttribute("aria-pressed", "false");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByLabel("Login da corretora").fill("corretora.e2e");
  await page.getByRole("button", { name: "Salvar seguradora" }).click();
  await expect(page.getByText("Seguradora salva.")).toBeVisible();
  await expect(page.getByText("Há uma senha guardada. Deixe em branco para mantê-la.")).toBeVisible();
  // Saved: the password is not put back into the field.
  await expect(password).toHaveValue("");
  await expect(password).toHaveAttribute("type", "password");
  await expect(page.locator("img[alt='Logo atual']")).toBeVisible();

  // Without JavaScript the 1.9 MB file reaches the server, which answers on the same screen.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  const noJs = await plain.newPage();
  await own.signIn(noJs, "admin");
  await noJs.goto(`${server().url}/admin-portal/insurers/porto`);
  await noJs.getByLabel("Nome", { exact: true }).fill("Porto Seguro Sem Script");
  await noJs.getByLabel("Condições comerciais e descontos").fill("Desconto de 12% digitado");
  await noJs.getByLabel("Logo (PNG ou WebP, até 100 KB)").setInputFiles(BIG_LOGO);
  const [answer] = await Promise.all([
    noJs.waitForResponse((r) => r.request().method() === "POST"),
    noJs.getByRole("button", { name: "Salvar seguradora" }).click(),
  ]);
  expect(answer.status()).toBe(400);
  await expect(noJs.getByText("O logo pode ter no máximo 100 KB.")).toBeVisible();
  await expect(noJs.getByLabel("Nome", { exact: true })).toHaveValue("Porto Seguro Sem Script");
  await expect(noJs.getByLabel("Condições comerciais e descontos")).toHaveValue("Desconto de 12% digitado");
  await expect(noJs.getByLabel("Login da corretora")).toHaveValue("corretora.e2e");
  await expectNoSidewaysScroll(noJs);
  await noJs.getByText("O logo pode ter no máximo 100 KB.").first().scrollIntoViewIfNeeded();
  await noJs.screenshot({ path: testInfo.outputPath("editor-big-logo-nojs.png") });
  await plain.close();
});
