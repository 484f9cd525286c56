import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { formatCpf } from "~/lib/br";
import { freshCpf } from "../tests/support/book-fixtures";
import { insertLead } from "../tests/support/lead-rows";
import { expectAccessible, expectNoSidewaysScroll, gotoHydrated } from "./helpers";
import { expect, test } from "./support/fixtures";

/**
 * Winning a lead (issue 42, decision 067) in the browser, at 1280 and 390 px: choosing Ganho turns
 * the stage form into the policy and the client (the browser checks with the server's schema, the
 * end of cover follows the start), and the won lead shows its client and policy as links.
 */

/** Screenshots for looking at (not compared): at the project's width, in the test's output. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test("@phone Ganho asks for the policy and the client, and the won lead shows both", async ({
  page,
  makeStaff,
  signIn,
  db,
}) => {
  test.setTimeout(60_000);
  const owner = await makeStaff("collaborator", "approved");
  const name = `Bruno Ganho ${randomInt(1e6)}`;
  const leadId = await insertLead(db.db, {
    name,
    phone: "41988887777",
    phone_key: "41988887777",
    product: "automobile",
    source: "phone",
    stage_id: "cotando",
    owner_id: owner.user.id,
    next_action: "Ligar com a cotação",
    next_action_at: new Date(Date.now() + 86_400_000).toISOString(),
  });
  await signIn(page, owner);
  await gotoHydrated(page, `/employee-portal/leads/${leadId}`);

  const stage = page.locator("#etapa");
  await stage.getByLabel("Mover para").selectOption({ label: "Ganho" });
  await expect(stage.getByRole("group", { name: "A apólice" })).toBeVisible();
  // The lead's product and name come filled; the end of cover is a year after the start.
  await expect(stage.getByLabel("Produto")).toHaveValue("automobile");
  await expect(stage.getByLabel("Nome", { exact: true })).toHaveValue(name);
  await stage.getByLabel("Início da vigência").fill("2026-12-01");
  await expect(stage.getByLabel("Fim da vigência")).toHaveValue("2027-12-01");
  await shot(page, "win-form");
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Sent empty: the browser's check names each field and puts the cursor on the first.
  await stage.getByRole("button", { name: "Marcar como ganha" }).click();
  await expect(stage.getByText("Escolha a seguradora.")).toBeVisible();
  await expect(stage.getByText("Informe o CPF ou o CNPJ.")).toBeVisible();
  await expect(stage.getByLabel("Seguradora")).toBeFocused();
  await shot(page, "win-form-refused");

  // A CNPJ asks for the company's contact person.
  await stage.getByLabel("CPF ou CNPJ").fill("11.222.333/0001-81");
  await expect(stage.getByLabel("Pessoa de contato")).toBeVisible();
  await expect(stage.getByLabel("Nome ou razão social")).toBeVisible();

  const policyNumber = `0531.${randomInt(1e9)}`;
  await stage.getByLabel("Seguradora").selectOption({ label: "Porto Seguro" });
  await stage.getByLabel("Número da apólice (opcional)").fill(policyNumber);
  await stage.getByLabel("Prêmio total (R$)").fill("2.147,60");
  await stage.getByLabel("Comissão (%)").fill("15");
  await stage.getByLabel("CPF ou CNPJ").fill(formatCpf(freshCpf()));
  await expect(stage.getByLabel("Pessoa de contato")).toBeHidden();
  await stage.getByRole("button", { name: "Marcar como ganha" }).click();

  await expect(page.getByText("Oportunidade ganha: cliente e apólice registrados.")).toBeVisible();
  const header = page.getByTestId("lead-header");
  await expect(header.getByText("Ganho", { exact: true })).toBeVisible();
  const client = header.getByRole("link", { name });
  await expect(client).toHaveAttribute("href", /^\/employee-portal\/clients\/[0-9a-f-]{36}$/);
  const policy = header.getByRole("link", { name: `nº ${policyNumber}` });
  await expect(policy).toHaveAttribute("href", /^\/employee-portal\/policies\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("lead-book")).toContainText(`Cliente: ${name}`);
  await expect(page.getByTestId("lead-book")).toContainText(`Apólice: nº ${policyNumber}`);
  await expect(page.getByText("Cotando → Ganho")).toBeVisible();
  await shot(page, "won-lead");
  await expectNoSidewaysScroll(page);
});
