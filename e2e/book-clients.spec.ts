import type { Page } from "@playwright/test";
import { formatTaxId } from "~/lib/br";
import { freshCpf } from "../tests/support/book-fixtures";
import { expectAccessible, expectNoSidewaysScroll, gotoHydrated } from "./helpers";
import { expect, test } from "./support/fixtures";

/**
 * The Carteira's client and policy screens (issue 42, decision 066) in the browser, at 1280 and
 * 390 px: a client entered with the CPF masked as typed, a policy for them (the vehicle's fields
 * shown for a vehicle), the client found by plate and by CPF, and axe on every new screen.
 */

/** Screenshots for looking at (not compared): at the project's width, in the test's output. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** A Mercosul plate no other run has ("QAB1C23"). */
function freshPlate(): string {
  const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));
  const digit = () => String(Math.floor(Math.random() * 10));
  return `${letter()}${letter()}${letter()}${digit()}${letter()}${digit()}${digit()}`;
}

test("a client is entered, given a policy, and found by plate and by CPF @phone", async ({
  page,
  makeStaff,
  signIn,
}) => {
  test.setTimeout(90_000);
  const me = await makeStaff("collaborator", "approved");
  await signIn(page, me);
  const cpf = freshCpf();
  const plate = freshPlate();
  const name = `Helena Araújo ${test.info().project.name} ${cpf.slice(0, 4)}`;

  await gotoHydrated(page, "/employee-portal/clients");
  await expect(page.getByRole("heading", { level: 1, name: "Clientes" })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole("link", { name: "Novo cliente" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Novo cliente" })).toBeVisible();
  await expectAccessible(page);
  // Refused in the browser before it goes: the schema is the server's.
  await page.getByRole("button", { name: "Cadastrar cliente" }).click();
  await expect(page.getByText("Informe o nome.")).toBeVisible();
  const document = page.getByLabel("CPF ou CNPJ");
  await document.pressSequentially(cpf);
  await expect(document).toHaveValue(formatTaxId(cpf));
  await page.getByLabel("Nome ou razão social").fill(name);
  await page.getByLabel("Telefone", { exact: true }).pressSequentially("41998761234");
  await expect(page.getByLabel("Telefone", { exact: true })).toHaveValue("(41) 9 9876-1234");
  await shot(page, "book-client-new");
  await page.getByRole("button", { name: "Cadastrar cliente" }).click();

  await expect(page.getByText("Cliente cadastrado.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator("#historico").getByText(/cadastrou o cliente/)).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole("link", { name: "Nova apólice" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Nova apólice" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Seguradora").selectOption({ label: "Porto Seguro" });
  await page.getByLabel("Produto", { exact: true }).selectOption("automobile");
  await page.getByLabel("Nº da apólice").fill(`E2E-${cpf}`);
  await page.getByLabel("Início da vigência").fill("2026-06-01");
  await page.getByLabel("Fim da vigência").fill("2027-06-01");
  await page.getByLabel("Prêmio total (R$)").fill("2.147,60");
  await page.getByLabel("Comissão (%)").fill("15");
  // A vehicle asks for the plate; a property does not.
  await page.getByLabel("Tipo", { exact: true }).selectOption("property");
  await expect(page.getByLabel("Placa", { exact: true })).toBeHidden();
  await expect(page.getByLabel("Endereço do imóvel")).toBeVisible();
  await page.getByLabel("Tipo", { exact: true }).selectOption("vehicle");
  await page.getByLabel("Placa", { exact: true }).fill(plate.toLowerCase());
  await shot(page, "book-policy-new");
  await page.getByRole("button", { name: "Registrar apólice" }).click();

  await expect(page.getByText("Apólice registrada.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Apólice E2E-${cpf}`);
  await expect(page.getByText("R$ 2.147,60")).toBeVisible();
  await expect(page.getByRole("link", { name: /^Documentos/ })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await shot(page, "book-policy");

  for (const q of [plate.toLowerCase(), formatTaxId(cpf)]) {
    await gotoHydrated(page, "/employee-portal/clients");
    await page.getByLabel("Buscar").fill(q);
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await expect(page.getByText("1 cliente", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name })).toBeVisible();
  }
  await shot(page, "book-clients");
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.locator("#apolices").getByRole("link", { name: `E2E-${cpf}` })).toBeVisible();
  await shot(page, "book-client");
});
