import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { withRedirectTo } from "~/lib/safe-redirect";

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/**
 * Axe (WCAG 2.2 AA) on the page as it is now: staff screens are held to the public pages' bar.
 * Blocks laid out only near the viewport (decision 054) are laid out first: axe reads colours and
 * target sizes off the laid-out page (in a skipped block it finds neither), and a visitor sees
 * each block laid out by the time it is on screen.
 */
export async function expectAccessible(page: Page) {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
  });
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/**
 * The login's address (to the end) once a guard has refused `path` to someone signed out: it
 * carries the page to come back to after the login, when it is one (issue 26).
 */
export function loginAfter(path: string): RegExp {
  const address = withRedirectTo("/access/employees", path);
  return new RegExp(`${address.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&")}$`);
}

/**
 * After a refused save in a content editor (issue 26): `field` has the focus, is wholly on screen,
 * nothing (the sticky header) covers it, and neither it nor its error text lies under the sticky
 * save bar, whose message names the field (`label`) above the save button.
 */
export async function expectRefusedFieldInView(page: Page, field: Locator, label: string) {
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  // The error is the described-by text that is a field's error (the other may be a hint).
  const describedBy = ((await field.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
  const error = page.locator(describedBy.map((id) => `[id="${id}"][data-field-error]`).join(", "));
  await expect(error).toHaveCount(1);
  await expect(field).toBeInViewport({ ratio: 1 });
  await expect(error).toBeInViewport({ ratio: 1 });
  const bar = page.locator(".save-bar");
  const message = bar.getByRole("alert");
  await expect(message).toContainText("Revise os campos marcados:");
  await expect(message.getByRole("button", { name: label, exact: true })).toBeVisible();
  // Scrolling may still be settling: the boxes are compared once they stop moving.
  await expect
    .poll(async () => {
      const barTop = (await bar.boundingBox())?.y ?? 0;
      const fieldBox = await field.boundingBox();
      const errorBox = await error.boundingBox();
      if (!fieldBox || !errorBox) return "not drawn";
      if (fieldBox.y + fieldBox.height > barTop) return "field under the save bar";
      if (errorBox.y + errorBox.height > barTop) return "error under the save bar";
      const uncovered = await field.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + 4, box.top + 4);
        return !!top && (element === top || element.contains(top));
      });
      return uncovered ? "clear" : "covered at the top";
    })
    .toBe("clear");
  // The message is above the button, inside the bar, on screen.
  await expect(message).toBeInViewport({ ratio: 1 });
  const messageBox = await message.boundingBox();
  const buttonBox = await bar.getByRole("button", { name: /^Salvar/ }).boundingBox();
  expect(messageBox!.y + messageBox!.height).toBeLessThanOrEqual(buttonBox!.y);
  // Nothing floats on the save button (the "Voltar ao topo" arrow sits in the bar, beside it).
  const saveCovered = await bar.getByRole("button", { name: /^Salvar/ }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    const top = document.elementFromPoint(box.right - 4, box.top + box.height / 2);
    return !(top && (button === top || button.contains(top)));
  });
  expect(saveCovered).toBe(false);
}

/**
 * The staff navigation as the viewport shows it: the top bar's on wide screens; on phones the
 * bottom bar's "Menu" opens it first (issue 26).
 */
export async function staffNavigation(page: Page): Promise<Locator> {
  const menu = page.getByRole("button", { name: "Menu", exact: true });
  if (await menu.isVisible()) await menu.click();
  const nav = page.getByRole("navigation", { name: "Menu da equipe" });
  await expect(nav).toBeVisible();
  return nav;
}

/** Resolves two frames from now: whatever the page scheduled for the next frame has run and painted. */
export function afterTwoFrames(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Scrolls the whole page down, 90 px at a time; wherever the floating button `testId` shows, it
 * is hidden for a moment and a 5×5 grid over its box is hit-tested: any control found there is
 * one it would cover (decisions 038, 044). Answers those controls and how often it showed.
 */
export function sweepUnderFloating(
  page: Page,
  testId: string,
): Promise<{ covered: string[]; shownAt: number }> {
  return page.evaluate(async (id) => {
    const controls =
      "a[href], button, summary, input, select, textarea, iframe, [role='button'], [tabindex]:not([tabindex='-1'])";
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // The button decides in a frame and React shows it in a task of its own, which on a busy
    // machine can come after the next frame: wait for that task too, then a frame more.
    const settled = async () => {
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await frame();
    };
    const covered: string[] = [];
    let shownAt = 0;
    // Read at every step: blocks laid out only near the viewport (decision 054) take their real
    // height as the sweep reaches them.
    const end = () => document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; y <= end() + 90; y += 90) {
      window.scrollTo({ top: Math.min(y, end()), behavior: "instant" });
      await settled();
      const button = document.querySelector<HTMLElement>(`[data-testid='${id}']`);
      if (!button || getComputedStyle(button).visibility !== "visible") continue;
      shownAt += 1;
      const box = button.getBoundingClientRect();
      button.style.visibility = "hidden";
      for (let i = 0; i <= 4; i += 1) {
        for (let j = 0; j <= 4; j += 1) {
          const x = Math.min(box.left + (box.width * i) / 4, window.innerWidth - 1);
          const below = document.elementFromPoint(x, box.top + (box.height * j) / 4)?.closest(controls);
          if (below) covered.push(`${window.scrollY}: ${below.outerHTML.slice(0, 80)}`);
        }
      }
      button.style.visibility = "";
    }
    return { covered: [...new Set(covered)], shownAt };
  }, testId);
}

/** The page is no wider than the screen: nothing makes a visitor scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  // Against the device's width: a phone browser widens its layout viewport to fit wide content.
  const width = page.viewportSize()?.width ?? 0;
  const overflow = (await page.evaluate(() => document.documentElement.scrollWidth)) - width;
  expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
}

/** The contact form, filled and sent as a visitor does it (the captcha solves itself). */
export async function sendContactMessage(
  page: Page,
  from: {
    name: string;
    phone: string;
    email: string;
    text: string;
    product?: string;
    channel?: "Whatsapp" | "Email";
  },
) {
  await gotoHydrated(
    page,
    from.product ? `/contact/contact-us?produto=${from.product}` : "/contact/contact-us",
  );
  await page.getByLabel("Nome").fill(from.name);
  await page.getByRole("textbox", { name: "Telefone" }).pressSequentially(from.phone);
  await page.getByRole("textbox", { name: "E-mail" }).fill(from.email);
  await page.getByLabel("Assunto").selectOption("Seguros");
  await page.getByRole("radio", { name: from.channel ?? "Whatsapp" }).check();
  await page.getByLabel("Mensagem").fill(from.text);
  await page.getByRole("checkbox", { name: /Autorizo a corretora a usar os dados/ }).check();
  await expect(page.getByText("Verificado")).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Enviar mensagem" }).click();
  await expect(page.getByTestId("contact-status")).toHaveText("Mensagem enviada com sucesso!");
}
