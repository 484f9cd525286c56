import { expect, test } from "@playwright/test";
import type { TestServer } from "../tests/support/test-server";
import { expectAccessible, gotoHydrated as hydrated } from "./helpers";
import { ownServers } from "./support/own-servers";

/**
 * Issue 25: the brokerage's transparency block in every footer and in full on /transparencia, and
 * the admin's "Pronto para publicar" list shrinking as "Dados da corretora" is filled. The spec
 * edits content, so it runs on its own server and database.
 */
test.describe.configure({ mode: "serial" });

const own = ownServers("sqlite");
const SUSEP_LOOKUP = "https://www2.susep.gov.br/safe/Corretores/pesquisa";

test("the footer carries the transparency block; its link opens the full page", async ({ page }) => {
  const [server] = own.servers as [TestServer];
  await hydrated(page, `${server.url}/`);
  const block = page.getByRole("region", { name: "Transparência" });
  await expect(block).toContainText("corretora de seguros registrada na SUSEP sob o nº 0000000000");
  await expect(block).toContainText("Responsável técnico: Nome do Corretor Responsável (fictício)");
  await expect(block).toContainText("informamos formalmente o valor da nossa remuneração");
  await expect(block.getByRole("link", { name: /Consultar corretores na SUSEP/ })).toHaveAttribute(
    "href",
    SUSEP_LOOKUP,
  );
  await expect(block.getByRole("link", { name: /consumidor\.gov\.br/ })).toHaveAttribute(
    "href",
    "https://www.consumidor.gov.br",
  );

  await block.getByRole("link", { name: "Transparência: tudo sobre a corretora" }).click();
  await expect(page).toHaveURL(`${server.url}/transparencia`);
  await expect(page.getByRole("heading", { name: "Transparência", level: 1 })).toBeVisible();
  for (const heading of [
    "Quem somos",
    "Como somos remunerados",
    "Seguradoras com que trabalhamos",
    "Reclamações",
  ]) {
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
  }
  const complaints = page.getByRole("region", { name: "Reclamações" });
  await expect(complaints).toContainText("Fale primeiro com a gente");
  await expect(complaints).toContainText("SAC");
  await expect(complaints).toContainText("Ouvidoria");
  await expect(complaints).toContainText("Procon");
  await expectAccessible(page);
});

test("the launch checklist loses the SUSEP line once an admin fills the registration", async ({ page }) => {
  const [server] = own.servers as [TestServer];
  test.setTimeout(60_000);
  await own.signIn(page, "admin");
  await hydrated(page, `${server.url}/access/admin-menu`);
  await page.getByRole("link", { name: /Pronto para publicar/ }).click();
  await expect(page.getByRole("heading", { name: "Pronto para publicar", level: 1 })).toBeVisible();
  const pending = page.getByRole("list", { name: "Pendências" });
  const susepLine = pending.locator('[data-check="susep-registration"]');
  await expect(susepLine).toContainText("Registro SUSEP da corretora de exemplo");
  await expect(pending.locator('[data-check="cnpj"]')).toBeVisible();
  await expectAccessible(page);

  await susepLine.getByRole("link", { name: "Corrigir em Dados da corretora" }).click();
  await expect(page.getByRole("heading", { name: "Dados da corretora", level: 1 })).toBeVisible();
  await page.getByLabel("Registro SUSEP", { exact: true }).fill("202012345");
  await page.getByRole("button", { name: "Salvar dados da corretora" }).click();
  await expect(page.getByText("Alterações salvas:")).toBeVisible();

  await hydrated(page, `${server.url}/admin-portal/launch`);
  await expect(pending.locator('[data-check="susep-registration"]')).toHaveCount(0);
  await expect(pending.locator('[data-check="cnpj"]')).toBeVisible();

  // The footer says the new number too.
  await hydrated(page, `${server.url}/`);
  await expect(page.getByRole("region", { name: "Transparência" })).toContainText("sob o nº 202012345");
});
