import { expect, type Page, test } from "@playwright/test";
import { publicPages } from "~/route-list";
import { expectedHeadings } from "../tests/support/public-headings";
import { afterTwoFrames, expectAccessible, expectNoSidewaysScroll, gotoHydrated } from "./helpers";

/**
 * One page per template, at 1280 px: the product pages share one file, but insurance and financial
 * pages (and the B2B lines' specialist button) carry blocks of their own. Every public page is
 * swept at 390 px below, and its server HTML (status, language, heading) is checked in
 * tests/integration/public-html.test.ts.
 */
const TEMPLATE_PAGES = [
  "/",
  "/insurances/automobile",
  "/insurances/guarantee",
  "/financial/credit-card",
  "/insurers",
  "/contact/contact-us",
  "/privacy-policy",
  "/transparencia",
];

test("the desktop sweep takes one page of every template", () => {
  const files = new Set(publicPages.map((p) => p.file));
  const swept = new Set(publicPages.filter((p) => TEMPLATE_PAGES.includes(p.path)).map((p) => p.file));
  expect(swept).toEqual(files);
  expect(TEMPLATE_PAGES.filter((path) => !(path in expectedHeadings))).toEqual([]);
});

for (const path of TEMPLATE_PAGES) {
  test(`${path} shows "${expectedHeadings[path]}" once hydrated, and passes axe`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedHeadings[path] ?? "");
    await expectAccessible(page);
  });
}

for (const [path, heading] of Object.entries(expectedHeadings)) {
  test(`${path} at 390 px shows "${heading}" once hydrated, passes axe and never scrolls sideways`, {
    tag: "@phone-only",
  }, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  });
}

test("an unknown path answers 404 with a Portuguese page", async ({ page }) => {
  const response = await gotoHydrated(page, "/nao-existe/mesmo");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada");
});

test("the original dead links lead somewhere real", async ({ page }) => {
  await gotoHydrated(page, "/login");
  await expect(page).toHaveURL(/\/access\/employees$/);
});

test("home: banner text, four steps and 'Saiba mais' scrolling to them", async ({ page }) => {
  await gotoHydrated(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fazer seguro nunca foi tão inovador");
  await expect(page.getByText("Com apenas uma simulação, obtenha múltiplos orçamentos")).toBeVisible();
  await expect(page.locator("#como-funciona li")).toHaveCount(4);
  await page.getByRole("link", { name: "Saiba mais", exact: true }).click();
  await expect(page.locator("#como-funciona")).toBeInViewport();
});

test("home: quote buttons open the quote portal path in a new tab", async ({ page }) => {
  await gotoHydrated(page, "/");
  const links = page.getByRole("link", { name: /FAZER SIMULAÇÃO/ });
  await expect(links).toHaveCount(9);
  const hrefs = await links.evaluateAll((els) => els.map((e) => (e as HTMLAnchorElement).href));
  expect(hrefs).toEqual([
    "https://cotacao.example.com/auto",
    "https://cotacao.example.com/travel",
    "https://cotacao.example.com/life",
    "https://cotacao.example.com/residence",
    "https://cotacao.example.com/several",
    "https://cotacao.example.com/bike",
    "https://cotacao.example.com/condominium",
    "https://cotacao.example.com/business",
    "https://cotacao.example.com/auto",
  ]);
  for (const target of await links.evaluateAll((els) =>
    els.map((e) => `${e.getAttribute("target")} ${e.getAttribute("rel")}`),
  )) {
    expect(target).toBe("_blank noopener noreferrer");
  }
});

test("home: the showcase cycles forward with both arrows and SAIBA MAIS navigates to the top", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const title = page.getByTestId("showcase-title");
  await expect(title).toHaveText("Seguro para Residências");
  await page.getByRole("button", { name: "Próximo tema" }).click();
  await expect(title).toHaveText("Seguro para Automóveis");
  await page.getByRole("button", { name: "Ver outro tema" }).click();
  await expect(title).toHaveText("Seguro para Empresas");
  for (let i = 0; i < 8; i++) await page.getByRole("button", { name: "Próximo tema" }).click();
  await expect(title).toHaveText("Seguro para Residências");
  await page.getByRole("link", { name: /SAIBA MAIS sobre Seguro para Residências/ }).click();
  await expect(page).toHaveURL(/\/insurances\/residence$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test("home: a URL hash scrolls to its section on load", async ({ page }) => {
  await gotoHydrated(page, "/#quem-somos");
  await expect(page.locator("#quem-somos")).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
});

test("below the first screen, blocks are laid out only as the visitor nears them, and every way there still lands right (decision 054)", {
  tag: "@phone-only",
}, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await gotoHydrated(page, "/insurances/automobile");
  const faq = page.locator("#perguntas");
  const footer = page.getByRole("contentinfo");
  // A block's own box is always there; what is skipped is what it holds.
  const rendered = (block: typeof faq) =>
    block
      .locator(":scope > *")
      .first()
      .evaluate((child) => child.checkVisibility({ contentVisibilityAuto: true }));
  // Skipped on arrival, yet in the document: the accessibility tree reads it as before.
  expect(await rendered(faq)).toBe(false);
  expect(await rendered(footer.getByTestId("footer-transparency"))).toBe(false);
  expect(await rendered(page.locator("#sobre"))).toBe(true);
  await expect(faq.getByRole("heading", { name: "Perguntas frequentes" })).toBeAttached();
  await expect(footer.getByText(/CEP/)).toBeAttached();

  // Scrolled to, it is drawn and can be used.
  await faq.scrollIntoViewIfNeeded();
  await expect.poll(() => rendered(faq)).toBe(true);
  const question = faq.locator("summary").first();
  await question.click();
  await expect(faq.locator("details").first()).toHaveAttribute("open", "");

  // Focus reaches a link in a skipped block (the footer's transparency notes) and shows it.
  await page.goto("/insurances/automobile");
  const skippedLink = footer.getByRole("link", { name: "Transparência: tudo sobre a corretora" });
  expect(await rendered(footer.getByTestId("footer-transparency"))).toBe(false);
  await skippedLink.focus();
  await expect(skippedLink).toBeInViewport();

  // A link to a skipped section lands it just under the sticky header, not off by its guessed
  // height.
  await footer.getByRole("link", { name: "Quem somos" }).click();
  await expect(page).toHaveURL(/\/#quem-somos$/);
  // The address changes as the navigation starts: wait for the home page's section itself.
  await expect(page.locator("#quem-somos")).toBeAttached();
  const gapUnderHeader = () =>
    page.evaluate(() => {
      const header = document.querySelector("header")!.getBoundingClientRect();
      const section = document.getElementById("quem-somos")!.getBoundingClientRect();
      return Math.round(section.top - header.bottom);
    });
  // The scroll is smooth: read the gap once two readings 200 ms apart agree.
  let restingGap = Number.NaN;
  await expect
    .poll(async () => {
      const before = await gapUnderHeader();
      await page.waitForTimeout(200);
      restingGap = before === (await gapUnderHeader()) ? before : Number.NaN;
      return Number.isNaN(restingGap);
    })
    .toBe(false);
  expect(restingGap).toBeGreaterThanOrEqual(0);
  expect(restingGap).toBeLessThanOrEqual(64);
});

test("the floating buttons' look for a control under them leaves the blocks kept for later alone: no insurer card is laid out for it (decision 054)", {
  tag: "@phone-only",
}, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  // Every box the page's scripts read, and how many of them were in a block the browser had not
  // laid out: reading one lays that block out at once, one card after another.
  await page.addInitScript(() => {
    const boxesOf = Element.prototype.getClientRects;
    const counts = { measured: 0, skipped: 0 };
    Object.assign(window, { boxReads: counts });
    Element.prototype.getClientRects = function (this: Element) {
      counts.measured++;
      if (!this.checkVisibility({ contentVisibilityAuto: true })) counts.skipped++;
      return boxesOf.call(this);
    };
  });
  await gotoHydrated(page, "/insurers");
  const cards = page.getByTestId("insurer-card");
  expect(await cards.count()).toBeGreaterThanOrEqual(20);
  // The premise: the last card still holds what the browser has not laid out.
  expect(
    await cards
      .last()
      .locator(":scope > *")
      .first()
      .evaluate((child) => child.checkVisibility({ contentVisibilityAuto: true })),
  ).toBe(false);
  // The WhatsApp button looks for a control under it once the page is hydrated; two frames on,
  // that look and any it scheduled are done.
  await expect(page.getByTestId("whatsapp-float")).toBeVisible();
  await afterTwoFrames(page);
  const reads = await page.evaluate(
    () => (window as unknown as { boxReads: { measured: number; skipped: number } }).boxReads,
  );
  expect(reads.measured).toBeGreaterThan(0);
  expect(reads.skipped).toBe(0);
});

test("contact page title names the product when reached from a product page", async ({ page }) => {
  await gotoHydrated(page, "/insurances/automobile");
  await page.getByRole("link", { name: "Fale conosco", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Contato - /);
  await gotoHydrated(page, "/contact/contact-us");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fale Conosco");
});

test("a search answered with the whole list (the server busy with other searches) is filtered by the page", async ({
  page,
}) => {
  // What the page cache sends while another new search is rendered (decision 050): /insurers as is.
  await page.route("**/insurers?q=*", async (route) => {
    const whole = await route.fetch({ url: new URL("/insurers", route.request().url()).href });
    await route.fulfill({ response: whole });
  });
  await gotoHydrated(page, "/insurers?q=%20PORTO%20");
  await expect(page.getByRole("searchbox", { name: "Buscar seguradora pelo nome" })).toHaveValue("porto");
  await expect(page.getByTestId("insurer-card")).toHaveCount(1);
  await expect(page.getByTestId("insurer-card")).toContainText("Porto Seguro");
});

test("B2B lines: the specialist button opens the contact form with the product chosen", async ({ page }) => {
  await gotoHydrated(page, "/insurances/guarantee");
  const specialist = page.getByTestId("specialist-button");
  await expect(specialist).toHaveText("Pedir cotação a um especialista");
  await expect(specialist).toHaveAttribute("href", "/contact/contact-us?produto=guarantee");
  await specialist.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contato - Seguro Garantia");
});

test("product pages: FAQ JSON-LD matches the questions shown; insurance and financial pages carry their own blocks", async ({
  page,
  request,
}) => {
  const productPaths = publicPages.map((p) => p.path).filter((p) => /^\/(insurances|financial)\//.test(p));
  expect(productPaths).toContain("/insurances/travel");
  for (const path of productPaths) {
    const html = await (await request.get(path)).text();
    const found = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      const faqs = [...doc.querySelectorAll('script[type="application/ld+json"]')]
        .map((s) => JSON.parse(s.textContent ?? "null"))
        .filter((d) => d?.["@type"] === "FAQPage");
      const blocks = [
        "exclusoes",
        "cotacao-documentos",
        "sinistro",
        "termos",
        "como-funciona",
        "antes-de-assinar",
      ];
      return {
        faqs,
        questions: [...doc.querySelectorAll("#perguntas summary")].map((s) => (s.textContent ?? "").trim()),
        sections: blocks.filter((id) => doc.getElementById(id)),
        insurersLink: !!doc.querySelector('#sinistro a[href="/insurers"]'),
        mainText: doc.querySelector("main")?.textContent ?? "",
      };
    }, html);
    expect(found.faqs, path).toHaveLength(1);
    const [faq] = found.faqs;
    expect(faq["@context"]).toBe("https://schema.org");
    expect(
      faq.mainEntity.map((q: { name: string }) => q.name),
      path,
    ).toEqual(found.questions);
    expect(found.questions.length, path).toBeGreaterThanOrEqual(4);
    expect(found.questions.length, path).toBeLessThanOrEqual(6);
    for (const q of faq.mainEntity) {
      expect(q["@type"]).toBe("Question");
      expect(q.acceptedAnswer["@type"]).toBe("Answer");
      expect(q.acceptedAnswer.text.length).toBeGreaterThan(10);
    }
    if (path.startsWith("/insurances/")) {
      expect(found.sections, path).toEqual(["exclusoes", "cotacao-documentos", "sinistro", "termos"]);
      expect(found.insurersLink, path).toBe(true);
    } else {
      expect(found.sections, path).toEqual(["como-funciona", "antes-de-assinar"]);
      expect(found.mainText, path).toContain("Banco Central");
      expect(found.mainText, path).not.toMatch(/SUSEP|várias seguradoras/);
    }
  }
});

test("reading works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/insurances/rent-guarantee");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(/72 horas/).first()).toBeVisible();
  await page.locator("footer").getByRole("link", { name: "Cartão de Crédito" }).click();
  await expect(page).toHaveURL(/\/financial\/credit-card$/);
  await expect(page.getByText(/40 dias/).first()).toBeVisible();
  await context.close();
});

test("a first visit paints before its scripts download, then hydrates", async ({ browser }) => {
  for (const path of ["/", "/insurances/automobile", "/contact/contact-us"]) {
    // A new tab each time: a navigation inside one tab holds the old page on screen (paint
    // holding), which is not the first visit this protects.
    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoHydrated(page, path);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length, path).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts), path).toBeGreaterThanOrEqual(timing.firstPaint);
    await context.close();
  }
});

test("the stylesheet comes in the page: styled with no stylesheet request, and kept across a client-side navigation", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await gotoHydrated(page, "/insurances/automobile");
  const styled = () =>
    page.evaluate(() => ({
      font: getComputedStyle(document.body).fontFamily,
      header: getComputedStyle(document.querySelector("header") as Element).position,
      stylesheets: document.querySelectorAll('style#estilos, link[rel="stylesheet"]').length,
      cssRequests: performance
        .getEntriesByType("resource")
        .filter((entry) => /\.css(\?|#|$)/.test(entry.name)).length,
    }));
  const expected = {
    font: expect.stringContaining("Plus Jakarta Sans Variable"),
    header: "sticky",
    stylesheets: 1,
    cssRequests: 0,
  };
  expect(await styled()).toEqual(expected);
  // A client-side navigation re-renders the root layout: the element and its rules stay.
  await page.locator("footer").getByRole("link", { name: "Cartão de Crédito" }).click();
  await expect(page).toHaveURL(/\/financial\/credit-card$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await styled()).toEqual(expected);
  expect(
    await page.locator("style#estilos").evaluate((style) => style.textContent?.length ?? 0),
  ).toBeGreaterThan(20_000);
  // A hydration mismatch on the element would be logged and make React render the page again.
  expect(errors).toEqual([]);
  await context.close();
});

/** The font Chromium really drew the page's heading with (DevTools' "Rendered fonts"). */
async function headingFont(page: Page): Promise<{ family: string; custom: boolean }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  const [font] = [...fonts].sort((a, b) => b.glyphCount - a.glyphCount);
  return { family: font?.familyName ?? "", custom: font?.isCustomFont ?? false };
}

test("the brand font never swaps in after the first paint, and shows from the next page on (decision 053)", async ({
  browser,
}) => {
  // A font that arrives late (a slow connection) is not swapped in: the text keeps the fallback it
  // was laid out in, so nothing moves.
  const slow = await browser.newContext();
  const page = await slow.newPage();
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const fontArrived = page.waitForResponse(/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/);
  await page.goto("/insurances/automobile", { waitUntil: "domcontentloaded" });
  const painted = await headingFont(page);
  expect(painted.custom).toBe(false);
  await fontArrived;
  await page.waitForTimeout(500);
  expect(await headingFont(page)).toEqual(painted);
  await slow.close();

  // The font is downloaded all the same, and the next page is drawn in it from the start.
  const fast = await browser.newContext();
  const next = await fast.newPage();
  await Promise.all([
    next.waitForResponse(/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/),
    next.goto("/insurances/automobile"),
  ]);
  await next.goto("/insurances/residence");
  expect(await headingFont(next)).toEqual({
    family: expect.stringMatching(/Plus Jakarta Sans/),
    custom: true,
  });
  await fast.close();
});

test("staff screens: login, register and recovery render", async ({ page }) => {
  for (const [path, heading] of [
    ["/access/employees", "Acesso dos colaboradores"],
    ["/access/employees/register", "Cadastro de colaborador"],
    ["/access/employees/forgot-password", "Recuperar senha"],
  ] as const) {
    await gotoHydrated(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }
  await expect(page.getByLabel("E-mail")).toHaveAttribute("type", "email");
  // Where staff-only screens send anonymous visitors (the login, carrying the page) is the guard
  // matrix's: tests/integration/staff-guards.test.ts.
});

test("at 320 px, the narrowest phone we serve, no public page scrolls sideways", async ({ page }) => {
  test.skip(test.info().project.name !== "desktop", "one width, one run");
  await page.setViewportSize({ width: 320, height: 700 });
  for (const { path } of publicPages) {
    await gotoHydrated(page, path);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
});
