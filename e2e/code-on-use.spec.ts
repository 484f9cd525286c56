/**
 * Code a page does not need to be read loads when it is about to be used, not with the page
 * (issue 27, decision 049): the contact form's captcha (ALTCHA) and schema, the home carousel's
 * engine. Seen by the files the browser asks for.
 */
import { gotoHydrated } from "./helpers";
import { expect, test } from "./support/fixtures";

/** The hashed file names the page has asked for so far, without their hash and extension. */
function scriptsAsked(page: import("@playwright/test").Page): () => string[] {
  const asked: string[] = [];
  page.on("request", (request) => {
    const file = new URL(request.url()).pathname.match(/^\/assets\/(.+)-[\w-]{8}\.js$/)?.[1];
    if (file) asked.push(file);
  });
  return () => asked;
}

test("the contact page loads its captcha and schema when the form is first used, not with the page", async ({
  page,
}) => {
  const asked = scriptsAsked(page);
  await gotoHydrated(page, "/contact/contact-us");
  await page.waitForLoadState("networkidle");
  expect(asked().filter((f) => /altcha|contact-schema|pt-br/.test(f))).toEqual([]);

  await page.getByLabel("Nome").focus();
  await expect.poll(() => asked().filter((f) => /altcha/.test(f)).length).toBeGreaterThan(0);
  await expect.poll(() => asked().some((f) => f.startsWith("contact-schema"))).toBe(true);
  await expect(page.getByText("Verificado")).toBeVisible({ timeout: 15_000 });
});

test("the home page loads the carousel's engine when the carousel is near, not with the page", async ({
  page,
}) => {
  const asked = scriptsAsked(page);
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  expect(asked().filter((f) => f.startsWith("embla-carousel"))).toEqual([]);

  await page.getByRole("button", { name: "Próximos serviços" }).scrollIntoViewIfNeeded();
  await expect.poll(() => asked().some((f) => f.startsWith("embla-carousel"))).toBe(true);
});
