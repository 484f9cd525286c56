import { expect, type Page, test } from "@playwright/test";
import { createStaff, type TestServer } from "../tests/support/test-server";
import { expectAccessible, gotoHydrated as hydrated } from "./helpers";
import { ownServers } from "./support/own-servers";

/**
 * How long a visitor's check may keep trying: each try opens a new browser and loads a page
 * (several seconds on a loaded 2-core machine), while the content itself reaches every instance
 * within the 500 ms poll (timed in tests/integration/multi-instance.test.ts, not here).
 */
const VISITOR_SEES_IT_MS = 20_000;

/**
 * Issue 14 in the browser: an admin edits the brokerage's details and a product page, hides and
 * shows a product and restores an old version; a visitor sees each change on the next page load,
 * on this server and on a second one sharing the PostgreSQL database. These servers are this
 * spec's own (a fresh schema), so the edits never reach the other specs' shared server.
 */
test.describe.configure({ mode: "serial" });

const own = ownServers("postgres", 2);
const signInAdmin = (page: Page) => own.signIn(page, "admin");

/** The visitor's view, a fresh browser context with no cookie, on either server. */
async function visitor(page: Page, server: TestServer, path: string) {
  const fresh = await page.context().browser()!.newContext();
  const visit = await fresh.newPage();
  const response = await visit.goto(`${server.url}${path}`);
  return { visit, response, close: () => fresh.close() };
}

const versionsOf = (kind: string, key: string) =>
  own.handle.db
    .selectFrom("content_versions")
    .select(["version", "changed_fields"])
    .where("kind", "=", kind)
    .where("doc_key", "=", key)
    .orderBy("version")
    .execute();

test("an admin changes the WhatsApp number; visitors on both servers see it, bad input changes nothing", async ({
  page,
}) => {
  const [a, b] = own.servers as [TestServer, TestServer];
  test.setTimeout(60_000);
  await signInAdmin(page);
  await hydrated(page, `${a.url}/admin-portal/site`);
  await expect(page.getByRole("heading", { name: "Dados da corretora", level: 1 })).toBeVisible();
  await expectAccessible(page);

  // Invalid input: a CNPJ with wrong check digits and a URL that is not one.
  await page.getByLabel("CNPJ", { exact: true }).fill("11.222.333/0001-00");
  await page.getByLabel("Portal de cotação (endereço base)").fill("cotacao sem endereço");
  await page.getByRole("button", { name: "Salvar dados da corretora" }).click();
  await expect(page.getByText("CNPJ inválido: confira os números.")).toBeVisible();
  await expect(page.getByText("Informe um endereço completo, começando com https://.")).toBeVisible();
  expect(await versionsOf("site", "site")).toHaveLength(1);

  // The server says the same without the browser's check (a post straight to the action).
  const admin = await createStaff(own.handle.db, "admin", "approved");
  const refused = await a.post("/admin-portal/site", { intent: "save", name: "" }, admin.cookie);
  expect(refused.status).toBe(400);
  expect(await versionsOf("site", "site")).toHaveLength(1);

  await page.reload();
  await page.getByLabel("WhatsApp").fill("(11) 9 8765-4321");
  await page.getByRole("button", { name: "Salvar dados da corretora" }).click();
  await expect(page.getByText("Alterações salvas: o site já mostra a nova versão.")).toBeVisible();
  const versions = await versionsOf("site", "site");
  expect(versions.map((v) => JSON.parse(v.changed_fields))).toEqual([[], ["whatsapp"]]);

  for (const server of [a, b]) {
    await expect
      .poll(
        async () => {
          const { visit, close } = await visitor(page, server, "/contact/contact-us");
          const link = visit.getByRole("link", { name: /WhatsApp \(11\) 9 8765-4321/ }).first();
          const href = (await link.count()) ? await link.getAttribute("href") : null;
          await close();
          return href;
        },
        { timeout: VISITOR_SEES_IT_MS, message: `WhatsApp novo em ${server.url}` },
      )
      .toBe("https://wa.me/5511987654321");
  }
});

test("an admin edits a product FAQ, hides and shows the product, restores the old text", async ({ page }) => {
  const [a, b] = own.servers as [TestServer, TestServer];
  // Two servers and a long journey: 90 s was overrun on a loaded 2-core machine (fresh-clone run, 2026-12-03).
  test.setTimeout(180_000);
  await signInAdmin(page);
  const question = "Posso contratar o seguro viagem depois de embarcar?";
  const edited = `${question} <script>alert("x")</script>`;

  await hydrated(page, `${a.url}/admin-portal/products/travel`);
  await expectAccessible(page);
  // An empty title and a 100 KB title get their messages; nothing is saved.
  await page.getByLabel("Título da página").fill("");
  await page.getByRole("button", { name: "Salvar página" }).click();
  await expect(page.getByText("Preencha este campo.").first()).toBeVisible();
  const huge = "A".repeat(100 * 1024);
  await page.getByLabel("Título da página").evaluate((input, value) => {
    (input as HTMLInputElement).value = value;
  }, huge);
  await page.getByRole("button", { name: "Salvar página" }).click();
  await expect(page.getByText("Use no máximo 120 caracteres.")).toBeVisible();
  expect(await versionsOf("product", "travel")).toHaveLength(1);

  // A new question, moved to the top, with hostile text that must stay text.
  await page.reload();
  await page.getByRole("button", { name: "Adicionar pergunta" }).click();
  const questions = page.getByLabel(/^Pergunta \d+$/);
  const count = await questions.count();
  await questions.nth(count - 1).fill(edited);
  await page
    .getByLabel(`Resposta ${count}`)
    .fill("Depende da seguradora: em geral a contratação é antes da viagem.");
  for (let i = count; i > 1; i--) await page.getByRole("button", { name: `Subir pergunta ${i}` }).click();
  await expect(page.getByRole("textbox", { name: "Pergunta 1", exact: true })).toHaveValue(edited);
  await page.getByRole("button", { name: "Salvar página" }).click();
  await expect(page.getByText("Alterações salvas: o site já mostra a nova versão.")).toBeVisible();

  for (const server of [a, b]) {
    await expect
      .poll(
        async () => {
          const { visit, close } = await visitor(page, server, "/insurances/travel");
          const first = await visit.locator("#perguntas summary").first().textContent();
          await close();
          return first?.trim();
        },
        { timeout: VISITOR_SEES_IT_MS },
      )
      .toBe(edited);
  }
  // The JSON-LD carries the text escaped: parsing it gives the text back, and no raw </script>.
  const html = await (await b.get("/insurances/travel")).text();
  expect(html).not.toContain('<script>alert("x")</script>');
  const faq = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]!))
    .find((d) => d["@type"] === "FAQPage");
  expect(faq.mainEntity[0].name).toBe(edited);

  // Hide: the page answers 404 and leaves the menus and the sitemap, on both servers.
  await hydrated(page, `${a.url}/admin-portal/products`);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Ocultar Seguro Viagem" }).click();
  await expect(
    page.getByText("Produto oculto: a página saiu do site, dos menus e do mapa do site."),
  ).toBeVisible();
  for (const server of [a, b]) {
    await expect
      .poll(async () => (await server.get("/insurances/travel")).status, { timeout: VISITOR_SEES_IT_MS })
      .toBe(404);
    expect(await (await server.get("/sitemap.xml")).text()).not.toContain("/insurances/travel");
    expect(await (await server.get("/")).text()).not.toContain('href="/insurances/travel"');
  }
  await page.getByRole("button", { name: "Mostrar Seguro Viagem" }).click();
  await expect(page.getByText("Produto visível no site de novo.")).toBeVisible();
  for (const server of [a, b]) {
    await expect
      .poll(async () => (await server.get("/insurances/travel")).status, { timeout: VISITOR_SEES_IT_MS })
      .toBe(200);
    expect(await (await server.get("/sitemap.xml")).text()).toContain("/insurances/travel");
  }

  // Restore version 1: the old first question is back, the product stays visible.
  await hydrated(page, `${a.url}/admin-portal/history/product/travel`);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Abrir a versão 1" }).click();
  await page.getByRole("button", { name: "Restaurar esta versão" }).click();
  await expect(page.getByText("Versão restaurada: o site já mostra esse conteúdo.")).toBeVisible();
  await expect
    .poll(
      async () => {
        const html = await (await b.get("/insurances/travel")).text();
        return html.includes("Posso contratar o seguro viagem depois de embarcar?");
      },
      { timeout: VISITOR_SEES_IT_MS },
    )
    .toBe(false);
  const audit = await own.handle.db
    .selectFrom("audit_log")
    .select("action")
    .where("target_id", "=", "product:travel")
    .execute();
  expect(audit.map((r) => r.action).sort()).toEqual([
    "content.restore",
    "content.save",
    "content.visibility",
    "content.visibility",
  ]);
});
