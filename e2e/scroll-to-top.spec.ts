import type { Locator, Page } from "@playwright/test";
import { afterTwoFrames, gotoHydrated, sweepUnderFloating } from "./helpers";
import { expect, test } from "./support/fixtures";

/**
 * Issue 26: the floating scroll-to-top arrow never covers a control. Where it would, it steps
 * aside (decision 038). Checked as a visitor would: the control under the finger is the one hit.
 */

const arrow = (page: Page) => page.getByTestId("scroll-to-top");

/**
 * Where the arrow stands (fixed: 16 px from the corner below 640 px, 24 px from it above; on a
 * product page below 640 px, 16 px above its quote and WhatsApp bar, decision 044).
 */
async function arrowSpot(page: Page) {
  const { width, height } = page.viewportSize() ?? { width: 0, height: 0 };
  const inset = width < 640 ? 16 : 24;
  const bar = page.locator("[data-product-bar]");
  const lift = (await bar.isVisible()) ? ((await bar.boundingBox())?.height ?? 0) : 0;
  return { x: width - inset - 24, y: height - lift - inset - 24 };
}

/**
 * Scrolls the page so the middle of `control` lands on the arrow's spot (as near as the page
 * allows). A block laid out only near the viewport (decision 054) may take its real height in the
 * frame after a scroll, so the scroll is measured again after two frames and redone until it holds.
 */
async function bringUnderTheArrow(page: Page, control: Locator) {
  const spot = await arrowSpot(page);
  await control.scrollIntoViewIfNeeded();
  await expect(async () => {
    await afterTwoFrames(page);
    const box = await control.boundingBox();
    if (!box) throw new Error("control not laid out");
    await page.evaluate(
      (by) => window.scrollBy({ top: by, behavior: "instant" }),
      box.y + box.height / 2 - spot.y,
    );
    await afterTwoFrames(page);
    const moved = await control.boundingBox();
    expect(
      Math.abs((moved?.y ?? 0) + (moved?.height ?? 0) / 2 - spot.y),
      "control on the arrow's spot",
    ).toBeLessThan(2);
  }).toPass({ timeout: 5_000 });
  const moved = await control.boundingBox();
  expect(
    Math.abs((moved?.x ?? 0) + (moved?.width ?? 0) / 2 - spot.x),
    "control across the arrow's spot",
  ).toBeLessThan(48);
  expect(await page.evaluate(() => window.scrollY), "far enough down for the arrow").toBeGreaterThan(100);
}

/**
 * A tap at the control's middle reaches it, and the scroll-to-top arrow is on top of no point of
 * its box (a 5×5 grid over it): covered in part is covered.
 */
async function expectReachable(control: Locator) {
  await expect
    .poll(() =>
      control.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const at = (x: number, y: number) => document.elementFromPoint(x, y);
        const middle = at(box.left + box.width / 2, box.top + box.height / 2);
        if (!(middle && element.contains(middle))) return "the middle is not the control";
        for (let i = 0; i <= 4; i += 1) {
          for (let j = 0; j <= 4; j += 1) {
            const x = box.left + 1 + ((box.width - 2) * i) / 4;
            const y = box.top + 1 + ((box.height - 2) * j) / 4;
            if (at(x, y)?.closest("[data-testid='scroll-to-top']")) return `the arrow is over ${x},${y}`;
          }
        }
        return "reachable";
      }),
    )
    .toBe("reachable");
}

test("at 1280×800 the showcase's next arrow in the bottom-right corner stays clickable", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, "/");
  const next = page.getByRole("button", { name: "Próximo tema" });
  await bringUnderTheArrow(page, next);
  await expectReachable(next);
  await expect(arrow(page)).toBeHidden();
  const showcase = page.getByTestId("showcase");
  await expect(showcase).toHaveAttribute("data-topic", "house");
  await next.click();
  await expect(showcase).toHaveAttribute("data-topic", "car");
  // Scrolled on, the spot is free again and the arrow is back.
  await page.evaluate(() => window.scrollBy({ top: -200, behavior: "instant" }));
  await expect(arrow(page)).toBeVisible();
});

test("at 390 px an FAQ question in the bottom-right corner stays tappable, and opens", {
  tag: "@phone-only",
}, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/insurances/automobile");
  const question = page.locator("#perguntas summary").first();
  const chevron = question.locator("svg");
  await bringUnderTheArrow(page, chevron);
  await expectReachable(question);
  await expect(arrow(page)).toBeHidden();
  await question.click();
  await expect(page.locator("#perguntas details").first()).toHaveAttribute("open", "");
});

test("at 390 px the sticky save bar's button stays clickable under the arrow's spot", {
  tag: "@phone-only",
}, async ({ page, makeStaff, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, await makeStaff("admin", "approved"));
  await gotoHydrated(page, "/admin-portal/site");
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
  const save = page.getByRole("button", { name: "Salvar dados da corretora" });
  await expect(save).toBeInViewport();
  await expectReachable(save);
});

/**
 * Every 90 px down a whole page, wherever the arrow shows: a tap on any point of it, with the arrow
 * out of the way, would reach no control (so the arrow hides none). And it does show somewhere.
 * At one width, the phone's: the narrowest layout, where the product bar lifts the arrow.
 */
for (const path of ["/", "/insurances/automobile"]) {
  test(`${path}: scrolled all the way down, the arrow never stands over a control`, {
    tag: "@phone-only",
  }, async ({ page }) => {
    test.setTimeout(90_000);
    await gotoHydrated(page, path);
    const result = await sweepUnderFloating(page, "scroll-to-top");
    expect(result.covered).toEqual([]);
    expect(result.shownAt, "scroll positions where the arrow shows").toBeGreaterThan(3);
  });
}
