import { expect, type Page, test } from "@playwright/test";
import { contentFormFields, liveSiteDetails } from "../tests/support/content-form";
import { createStaff } from "../tests/support/test-server";
import { expectAccessible, gotoHydrated } from "./helpers";
import { ownServers } from "./support/own-servers";

/**
 * Issue 26: a realistic brokerage name fits the header at every width, wrapping or shrinking,
 * never clipped, never over the tagline, the menu button or the menu. The name is saved through
 * "Dados da corretora" on this spec's own server, so the other specs keep the default one.
 */
const own = ownServers("sqlite");
const LONG_NAME = "Horizonte Corretora de Seguros e Consultoria";

test.beforeAll(async () => {
  const admin = await createStaff(own.handle.db, "admin", "approved");
  const details = await liveSiteDetails(own.handle.db);
  const save = await own.servers[0]!.post(
    "/admin-portal/site",
    { intent: "save", ...contentFormFields({ ...details, name: LONG_NAME }) },
    admin.cookie,
  );
  expect(save.status, "the admin's save").toBe(302);
});

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** The header's parts as laid out now, and whether the name shows every one of its lines. */
function headerLayout(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element | null | undefined): Box | null => {
      if (!element) return null;
      const r = element.getBoundingClientRect();
      return r.width > 0 && r.height > 0
        ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right }
        : null;
    };
    const header = document.querySelector("header");
    const name = document.querySelector<HTMLElement>("[data-testid='site-name']");
    return {
      header: box(header),
      name: box(name),
      nameText: name?.textContent ?? "",
      // A clamped third line would still be in the element, cut off: its full height exceeds the box.
      nameWhole: name ? name.scrollHeight <= name.clientHeight + 1 : false,
      nameFontPx: name ? Number.parseFloat(getComputedStyle(name).fontSize) : 0,
      tagline: box(name?.nextElementSibling),
      menuButton: box(header?.querySelector("button[aria-controls='menu-principal']")),
      desktopMenu: box(header?.querySelector("#menu-principal > ul")),
    };
  });
}

const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) > Math.max(a.left, b.left) &&
  Math.min(a.bottom, b.bottom) > Math.max(a.top, b.top);

/**
 * Each width in the brand font; the tightest two also in the fallback a first visit may draw with
 * (the font loads `optional`, decision 053: a slow first load keeps the wider fallback).
 */
const CASES = [
  ...[320, 390, 1001, 1280].map((width) => ({ width, font: "brand" as const })),
  ...[390, 1001].map((width) => ({ width, font: "fallback" as const })),
];

for (const { width, font } of CASES) {
  const withFont = font === "fallback" ? " (in the fallback font)" : "";
  test(`at ${width} px the long name is whole, inside the header, clear of the tagline and the menu${withFont}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    if (font === "fallback") await page.route("**/*.woff2", (route) => route.abort());
    await gotoHydrated(page, `${own.servers[0]?.url}/`);
    const layout = await headerLayout(page);
    expect(layout.nameText).toBe(LONG_NAME);
    const header = layout.header as Box;
    const name = layout.name as Box;
    expect(header.top).toBe(0);
    expect(name.top, "name's top inside the header").toBeGreaterThanOrEqual(header.top);
    expect(name.bottom, "name's bottom inside the header").toBeLessThanOrEqual(header.bottom);
    expect(layout.nameWhole, "every line of the name shown").toBe(true);
    expect(layout.nameFontPx, "a readable size").toBeGreaterThanOrEqual(13);
    if (layout.tagline) {
      expect(layout.tagline.top, "tagline below the name").toBeGreaterThanOrEqual(name.bottom - 0.5);
      expect(layout.tagline.bottom, "tagline inside the header").toBeLessThanOrEqual(header.bottom);
    }
    // The hamburger at 1000 px or less, the menu on the bar above.
    const menu = (width <= 1000 ? layout.menuButton : layout.desktopMenu) as Box;
    expect(menu, "the menu control is shown").not.toBeNull();
    expect(overlap(name, menu), "name clear of the menu").toBe(false);
    if (layout.tagline) expect(overlap(layout.tagline, menu), "tagline clear of the menu").toBe(false);
    expect(menu.top).toBeGreaterThanOrEqual(header.top);
    expect(menu.bottom).toBeLessThanOrEqual(header.bottom);
    expect(menu.right, "the menu inside the screen").toBeLessThanOrEqual(width);
    if (font === "brand") await expectAccessible(page);
  });
}

test("at 390 px the open mobile menu starts under the taller header and scrolls to its last entry", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 640 });
  await gotoHydrated(page, `${own.servers[0]?.url}/`);
  await page.getByRole("button", { name: "Abrir menu" }).click();
  const nav = page.getByRole("navigation", { name: "Menu principal" });
  await nav.getByRole("button", { name: "SEGUROS" }).click();
  const { headerBottom, navTop, navBottom } = await page.evaluate(() => {
    const headerBox = document.querySelector("header")?.getBoundingClientRect();
    const navBox = document.querySelector("#menu-principal")?.getBoundingClientRect();
    return { headerBottom: headerBox?.bottom ?? 0, navTop: navBox?.top ?? 0, navBottom: navBox?.bottom ?? 0 };
  });
  expect(Math.abs(navTop - headerBottom)).toBeLessThanOrEqual(1);
  expect(navBottom, "the open menu ends within the screen").toBeLessThanOrEqual(640);
  const last = nav.getByRole("link").last();
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeInViewport({ ratio: 1 });
});
