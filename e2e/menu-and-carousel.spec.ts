import { expect, type Locator, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

const nav = (page: Page) => page.getByRole("navigation", { name: "Menu principal" });

/**
 * How many service cards are wholly inside the carousel's clipping viewport right now, as laid
 * out by Chromium (whatever CSS or script decides the widths).
 */
function visibleSlides(page: Page): Promise<number> {
  return page.getByTestId("service-slide").evaluateAll((slides) => {
    const viewport = slides[0]?.closest("#servicos-trilho")?.parentElement?.getBoundingClientRect();
    if (!viewport) throw new Error("carousel viewport not found");
    return slides.filter((slide) => {
      const box = slide.getBoundingClientRect();
      const shown = Math.min(box.right, viewport.right) - Math.max(box.left, viewport.left);
      return box.width > 0 && shown >= box.width - 1;
    }).length;
  });
}

test.describe("desktop menu", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  test("submenus open on hover and on keyboard focus; Escape closes", async ({ page }) => {
    await gotoHydrated(page, "/");
    const seguros = nav(page).getByRole("button", { name: "SEGUROS" });
    const automovel = nav(page).getByRole("link", { name: "Automóvel" });
    await expect(automovel).toBeHidden();
    await seguros.hover();
    await expect(automovel).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(automovel).toBeHidden();

    await seguros.focus();
    await expect(automovel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(automovel).toBeHidden();
    await expect(seguros).toBeFocused();
  });

  test("a click on a label that hover opened keeps it open; a second click closes it; it stays after the mouse leaves", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const seguros = nav(page).getByRole("button", { name: "SEGUROS" });
    const automovel = nav(page).getByRole("link", { name: "Automóvel" });
    await seguros.hover();
    await expect(automovel).toBeVisible();
    await seguros.click();
    await expect(seguros).toHaveAttribute("aria-expanded", "true");
    await expect(automovel).toBeVisible();
    // Clicked open: the pointer may wander off (to read the page, to come back) and it stays.
    await page.mouse.move(640, 600);
    await expect(automovel).toBeVisible();
    await seguros.click();
    await expect(automovel).toBeHidden();
    await expect(seguros).toHaveAttribute("aria-expanded", "false");

    // One group at a time: opening FINANCEIROS by click closes SEGUROS; a press outside closes it.
    await seguros.click();
    await expect(automovel).toBeVisible();
    const financeiros = nav(page).getByRole("button", { name: "FINANCEIROS" });
    await financeiros.click();
    await expect(financeiros).toHaveAttribute("aria-expanded", "true");
    await expect(automovel).toBeHidden();
    await page.mouse.click(640, 600);
    await expect(financeiros).toHaveAttribute("aria-expanded", "false");
  });

  test("Enter on a label that focus opened keeps it open; Enter again closes it, Space the same", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const seguros = nav(page).getByRole("button", { name: "SEGUROS" });
    const automovel = nav(page).getByRole("link", { name: "Automóvel" });
    await seguros.focus();
    await expect(automovel).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(seguros).toHaveAttribute("aria-expanded", "true");
    await expect(automovel).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(automovel).toBeHidden();
    await page.keyboard.press(" ");
    await expect(automovel).toBeVisible();
    await page.keyboard.press(" ");
    await expect(automovel).toBeHidden();
    // The way into the group stays: open, Tab reaches its first link.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.locator("#nav-group-seguros a").first()).toBeFocused();
  });

  test("on a touch screen wider than 1000 px the first tap opens a group, the second closes it", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1180, height: 820 }, hasTouch: true });
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeHidden();
    const seguros = nav(page).getByRole("button", { name: "SEGUROS" });
    const automovel = nav(page).getByRole("link", { name: "Automóvel" });
    await seguros.tap();
    await expect(seguros).toHaveAttribute("aria-expanded", "true");
    await expect(automovel).toBeVisible();
    await seguros.tap();
    await expect(automovel).toBeHidden();
    // One at a time: a tap on another group swaps them; a tap on the page closes it.
    await seguros.tap();
    await nav(page).getByRole("button", { name: "ACESSOS" }).tap();
    await expect(nav(page).getByRole("link", { name: "Colaboradores" })).toBeVisible();
    await expect(automovel).toBeHidden();
    await page.getByRole("heading", { level: 1 }).tap();
    await expect(nav(page).getByRole("link", { name: "Colaboradores" })).toBeHidden();
    // And the tapped link opens its page.
    await seguros.tap();
    await automovel.tap();
    await expect(page).toHaveURL(/\/insurances\/automobile$/);
    await context.close();
  });

  test("ACESSOS lists Colaboradores, Corretores and Segurados", async ({ page }) => {
    await gotoHydrated(page, "/");
    await nav(page).getByRole("button", { name: "ACESSOS" }).hover();
    await expect(nav(page).getByRole("link", { name: "Colaboradores" })).toHaveAttribute(
      "href",
      "/access/employees",
    );
    await expect(nav(page).getByRole("link", { name: "Corretores" })).toHaveAttribute("href", "/");
    await expect(nav(page).getByRole("link", { name: "Segurados" })).toHaveAttribute("href", "/");
  });
});

test.describe("mobile menu (1000 px or less)", { tag: "@phone" }, () => {
  test("hamburger, one group at a time, tap again closes, links close and land at the top", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Abrir menu" });
    await expect(toggle).toBeVisible();
    await expect(nav(page)).toBeHidden();
    await toggle.click();
    await expect(nav(page)).toBeVisible();

    const seguros = nav(page).getByRole("button", { name: "SEGUROS" });
    const financeiros = nav(page).getByRole("button", { name: "FINANCEIROS" });
    await seguros.click();
    await expect(seguros).toHaveAttribute("aria-expanded", "true");
    await financeiros.click();
    await expect(financeiros).toHaveAttribute("aria-expanded", "true");
    await expect(seguros).toHaveAttribute("aria-expanded", "false");
    await financeiros.click();
    await expect(financeiros).toHaveAttribute("aria-expanded", "false");

    await page.evaluate(() => window.scrollTo(0, 300));
    await seguros.click();
    await nav(page).getByRole("link", { name: "Moto" }).click();
    await expect(page).toHaveURL(/\/insurances\/motorcycle$/);
    await expect(nav(page)).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a window resize closes the menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Abrir menu" }).click();
    await expect(nav(page)).toBeVisible();
    await page.setViewportSize({ width: 420, height: 800 });
    await expect(nav(page)).toBeHidden();
  });

  test("exactly 1000 px is mobile: hamburger, menu closed until tapped, and hovering a group does not open it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Abrir menu" });
    await expect(toggle).toBeVisible();
    await expect(nav(page)).toBeHidden();
    await toggle.click();
    await expect(nav(page)).toBeVisible();
    // Mobile groups open on tap only: a hover (the desktop behaviour) must leave them shut.
    const seguros = nav(page).getByRole("button", { name: "SEGUROS" });
    await seguros.hover();
    await expect(nav(page).getByRole("link", { name: "Automóvel" })).toBeHidden();
    await seguros.click();
    await expect(nav(page).getByRole("link", { name: "Automóvel" })).toBeVisible();
  });

  test("exactly 1001 px is desktop: no hamburger, the menu is on the bar, and hovering a group opens it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1001, height: 800 });
    await gotoHydrated(page, "/");
    await expect(page.getByRole("button", { name: "Abrir menu" })).toBeHidden();
    await expect(nav(page)).toBeVisible();
    const seguros = nav(page).getByRole("button", { name: "SEGUROS" });
    const automovel = nav(page).getByRole("link", { name: "Automóvel" });
    await expect(automovel).toBeHidden();
    await seguros.hover();
    await expect(automovel).toBeVisible();
    await page.mouse.move(5, 700);
    await expect(automovel).toBeHidden();
  });

  test("resizing across 1000/1001 px switches between the hamburger and the desktop bar", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1001, height: 800 });
    await gotoHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Abrir menu" });
    await expect(toggle).toBeHidden();
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(toggle).toBeVisible();
    await expect(nav(page)).toBeHidden();
    await page.setViewportSize({ width: 1001, height: 800 });
    await expect(toggle).toBeHidden();
    await expect(nav(page)).toBeVisible();
  });
});

test.describe("services carousel", () => {
  // Each spec breakpoint (4 from 1024 px, 3 from 768, 2 from 640, else 1) on both of its sides,
  // paired with the width just across it.
  const boundaries: Array<[width: number, slides: number, across: number, acrossSlides: number]> = [
    [1024, 4, 1023, 3],
    [1023, 3, 1024, 4],
    [768, 3, 767, 2],
    [767, 2, 768, 3],
    [640, 2, 639, 1],
    [639, 1, 640, 2],
  ];
  for (const [width, slides, across, acrossSlides] of boundaries) {
    test(`${width} px shows ${slides} slide${slides === 1 ? "" : "s"} on load and again after a resize from ${across} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/");
      expect(await visibleSlides(page)).toBe(slides);
      await page.setViewportSize({ width: across, height: 900 });
      await expect.poll(() => visibleSlides(page)).toBe(acrossSlides);
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => visibleSlides(page)).toBe(slides);
    });
  }

  test("arrows and bullets move the carousel", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/");
    const first = page.getByTestId("service-slide").first();
    await first.scrollIntoViewIfNeeded();
    const bullets = page.getByTestId("carousel-bullet");
    await expect(bullets.first()).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Próximos serviços" }).click();
    await expect(bullets.nth(1)).toHaveAttribute("aria-current", "true");
    await bullets.last().click();
    await expect(bullets.last()).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: "Próximos serviços" })).toBeDisabled();
  });
});

test.describe("scroll-to-top arrow", { tag: "@phone" }, () => {
  test("hidden at 100 px of scroll, shown at 101, and it takes the page back to the top", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const arrow = page.getByTestId("scroll-to-top");
    const scrollTo = async (y: number) => {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
      expect(await page.evaluate(() => window.scrollY)).toBe(y);
    };
    await expect(arrow).toHaveCount(0);
    // Each step crosses the threshold, so every expectation waits for a real change of state
    // instead of passing because the scroll handler has not run yet.
    await scrollTo(101);
    await expect(arrow).toBeVisible();
    await scrollTo(100);
    await expect(arrow).toHaveCount(0);
    await scrollTo(101);
    await expect(arrow).toBeVisible();

    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: "instant" }));
    await arrow.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(arrow).toHaveCount(0);
  });
});

interface AnchorScrollRecord {
  /** performance.now() when the click reached the window, before the link's own handler. */
  clickAt: number;
  yBefore: number;
  /** scrollY once every click handler has run: equal to yBefore unless the jump is instant. */
  yAfterHandlers: number;
  /** [requestAnimationFrame timestamp, scrollY] for every frame until 2 s after the click. */
  samples: Array<[number, number]>;
}

/**
 * Clicks `link` while the page records window.scrollY on every animation frame. The timing comes
 * from the page's own clock, so a slow test runner cannot shift it; a loaded machine can only
 * make frames late, never early.
 */
async function recordAnchorScroll(page: Page, link: Locator): Promise<AnchorScrollRecord> {
  await page.evaluate(() => {
    const record: AnchorScrollRecord = {
      clickAt: Number.NaN,
      yBefore: Number.NaN,
      yAfterHandlers: Number.NaN,
      samples: [],
    };
    Object.assign(window, { anchorScroll: record });
    window.addEventListener(
      "click",
      () => {
        record.clickAt = performance.now();
        record.yBefore = window.scrollY;
      },
      { capture: true, once: true },
    );
    // Bubbling to the window comes after React's listener on its root element.
    window.addEventListener(
      "click",
      () => {
        record.yAfterHandlers = window.scrollY;
      },
      { once: true },
    );
    const sample = (time: number) => {
      record.samples.push([time, window.scrollY]);
      if (Number.isNaN(record.clickAt) || time - record.clickAt < 2000) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await link.click();
  await page.waitForFunction(() => {
    const { clickAt, samples } = (window as unknown as { anchorScroll: AnchorScrollRecord }).anchorScroll;
    return (samples.at(-1)?.[0] ?? 0) - clickAt >= 2000;
  });
  return page.evaluate(() => (window as unknown as { anchorScroll: AnchorScrollRecord }).anchorScroll);
}

/** The site's ease-in-out (app/lib/smooth-scroll.ts) over the spec's duration, t from 0 to 1. */
function easeInOut(t: number): number {
  const x = Math.min(1, Math.max(0, t));
  return x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2;
}
/** Pixel rounding of scrollY, as a share of the distance (which is over 200 px). */
const TOLERANCE = 0.02;

/** Where the section sits once the scroll is over: right under the sticky header. */
async function expectUnderHeader(page: Page, sectionId: string) {
  const gap = await page.evaluate((id) => {
    const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
    return (document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN) - header;
  }, sectionId);
  expect(Math.abs(gap)).toBeLessThanOrEqual(2);
}

// Frame timing: at one width (the desktop project's), with motion (the second test asks for less).
test.describe("'Saiba mais' anchor scroll (500 ms)", () => {
  for (const [path, sectionId] of [
    ["/", "como-funciona"],
    ["/insurances/rent-guarantee", "sobre"],
  ] as const) {
    test(`${path}: glides to #${sectionId}, following a 500 ms ease on every frame`, async ({ page }) => {
      await gotoHydrated(page, path);
      const link = page.getByRole("link", { name: "Saiba mais", exact: true });
      const { clickAt, yBefore, yAfterHandlers, samples } = await recordAnchorScroll(page, link);
      const end = samples.at(-1)?.[1] ?? Number.NaN;
      expect(end - yBefore, "distance to scroll").toBeGreaterThan(200);
      expect(yAfterHandlers, "no jump on click").toBe(yBefore);
      await expectUnderHeader(page, sectionId);

      const after = samples.map(([time, y]) => ({ ms: time - clickAt, y }));
      const share = (y: number) => (y - yBefore) / (end - yBefore);
      // Every frame is checked against the spec's 500 ms ease-in-out, on the page's own clock:
      // a frame may show the scroll step of its own frame or of the one before (callbacks of a
      // frame run in order), so a sample can never be ahead of the curve at its time, nor behind
      // the curve at the previous frame's time. Late frames on a busy machine move both bounds
      // with them; a scroll of another duration (250 ms, 700 ms, 1 s) leaves the band.
      const frames = after.filter(({ ms }) => ms > 0);
      // A glide, not a jump: some frame shows the page part of the way there (on a loaded machine
      // frames come late, so which milliseconds they fall on is left to the band check below).
      expect(
        frames.filter(({ y }) => y > yBefore + 1 && y < end - 1).length,
        "frames drawn while the scroll runs",
      ).toBeGreaterThan(0);
      // The glide's clock starts in the click handler, which on a busy machine can run well after
      // the click reached the window (CI once saw 0.7% of the way 188 ms after the click, where a
      // clock started at the click gives 27%). So the clock is known to start between the click
      // (the upper bound) and the first frame that shows the page moved (the lower bound), and
      // that frame must come soon (alone it comes within 20 ms; 314 ms was seen with both cores
      // busy, and the arrival check below bounds the whole glide).
      const movedBy = frames.find(({ y }) => y > yBefore + 1)?.ms ?? Number.NaN;
      expect(movedBy, "the glide shows within 750 ms of the click").toBeLessThanOrEqual(750);
      let previousMs = Math.max(0, ...after.filter(({ ms }) => ms <= 0).map(({ ms }) => ms));
      for (const { ms, y } of frames) {
        const label = `share of the way covered ${ms.toFixed(0)} ms after the click`;
        expect(share(y), label).toBeLessThanOrEqual(easeInOut(ms / 500) + TOLERANCE);
        expect(share(y), label).toBeGreaterThanOrEqual(easeInOut((previousMs - movedBy) / 500) - TOLERANCE);
        previousMs = ms;
      }
      const arrival = after.find(({ ms, y }) => ms >= 0 && Math.abs(y - end) <= 1);
      // The glide ends 500 ms after it started (the first moved frame at the latest), seen on the
      // first frame drawn after that: on a busy machine a frame can come late, so the bound is
      // 500 ms plus the longest wait between two frames (CI once drew the end at 1,651 ms).
      const longestFrameGap = Math.max(
        0,
        ...frames.slice(1).map(({ ms }, index) => ms - (frames[index]?.ms ?? ms)),
      );
      expect(arrival?.ms, "arrival time").toBeLessThanOrEqual(movedBy + 500 + longestFrameGap + 50);
      expect(
        after.filter(({ ms }) => ms >= (arrival?.ms ?? 0)).every(({ y }) => Math.abs(y - end) <= 1),
      ).toBe(true);
    });

    test(`${path}: with reduced motion, 'Saiba mais' jumps to #${sectionId} at once`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoHydrated(page, path);
      const link = page.getByRole("link", { name: "Saiba mais", exact: true });
      const { clickAt, yBefore, yAfterHandlers, samples } = await recordAnchorScroll(page, link);
      const end = samples.at(-1)?.[1] ?? Number.NaN;
      expect(end - yBefore, "distance to scroll").toBeGreaterThan(200);
      expect(Math.abs(yAfterHandlers - end), "already there when the click is handled").toBeLessThanOrEqual(
        1,
      );
      expect(samples.filter(([time]) => time > clickAt).every(([, y]) => Math.abs(y - end) <= 1)).toBe(true);
      await expectUnderHeader(page, sectionId);
    });
  }
});
