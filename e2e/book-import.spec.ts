import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expectAccessible, expectNoSidewaysScroll, gotoHydrated } from "./helpers";
import { expect, test } from "./support/fixtures";

/**
 * Importing a book (issue 42, decision 068), at 1280 and 390 px: an admin sends a small book
 * (e2e/fixtures/carteira-exemplo.csv, its policy numbers made this run's own), checks the guessed
 * columns and the preview with each refusal's reason, imports it and reads the report, then
 * downloads it as a CSV. Axe on each screen; nothing scrolls sideways on a phone.
 */
test("an admin imports a small book and reads its report @phone", async ({ page, makeStaff, signIn }) => {
  test.setTimeout(90_000);
  const admin = await makeStaff("admin", "approved");
  const run = randomUUID().slice(0, 8);
  const csv = readFileSync("e2e/fixtures/carteira-exemplo.csv", "utf8").replaceAll("{{run}}", run);
  await signIn(page, admin);

  await gotoHydrated(page, "/employee-portal/import");
  await expect(page.getByRole("heading", { level: 1, name: "Importar carteira" })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.getByLabel("De onde vem a carteira").fill(`Segfy ${run}`);
  await page
    .getByLabel("Arquivo (CSV ou XLSX)")
    .setInputFiles({ name: "carteira.csv", mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  await page.getByRole("button", { name: "Ver a prévia" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Prévia da importação" })).toBeVisible();
  await expect(page.getByText("Arquivo recebido")).toBeVisible();
  await expect(page.getByLabel("CPF/CNPJ *")).toHaveValue("CPF/CNPJ");
  await expect(page.getByLabel("Seguradora *")).toHaveValue("Seguradora");
  const preview = page.getByRole("table", { name: /Prévia das primeiras linhas/ });
  await expect(preview.getByRole("row", { name: /Linha 4/ })).toContainText("CPF ou CNPJ inválido");
  await expect(preview.getByRole("row", { name: /Linha 5/ })).toContainText(
    'Seguradora não encontrada no cadastro: "Seguradora Fantasma".',
  );
  await expect(preview.getByRole("row", { name: /Linha 2/ })).toContainText("Será importada");
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole("button", { name: "Importar 4 linhas" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Importação da carteira" })).toBeVisible();
  await expect(page.getByText("Concluída: 4 de 4 linhas")).toBeVisible({ timeout: 20_000 });
  const report = page.getByRole("table", { name: /Relatório da importação/ });
  await expect(report.getByRole("row", { name: /Linha 2/ })).toContainText("Importada");
  await expect(report.getByRole("row", { name: /Linha 3/ })).toContainText("Importada");
  await expect(report.getByRole("row", { name: /Linha 5/ })).toContainText("Seguradora Fantasma");
  await expect(page.getByText("Importadas", { exact: true }).locator("..")).toContainText("2");
  await expect(page.getByText("Recusadas", { exact: true }).locator("..")).toContainText("2");
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Baixar o relatório (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^importacao-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv$/);
  const text = readFileSync(await download.path(), "utf8");
  expect(text).toContain("Linha;Resultado;Motivo;Seguradora;Apólice");
  expect(text).toContain(`2;Importada;;Porto Seguro;P-${run}-1`);

  // The list of imports names this one.
  await gotoHydrated(page, "/employee-portal/import");
  await expect(page.getByRole("table", { name: /Importações recentes/ })).toContainText(`Segfy ${run}`);
});
