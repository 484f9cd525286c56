import { expect, type Page, test } from "@playwright/test";
import type { TestServer } from "../tests/support/test-server";
import { expectAccessible, gotoHydrated as hydrated } from "./helpers";
import { ownServers } from "./support/own-servers";

/**
 * Issue 25 (copy review 2, B1/B2, R5/R6) in the browser: a financial page without an institution says
 * the brokerage forwards nothing and where its button leads; an admin names the institution in the
 * product editor and visitors see who it is, its SAC and ouvidoria and where the button leads. Every
 * product page says a simulation is not a proposal and names the right to withdraw. These servers are
 * this spec's own (a fresh database), so the edit never reaches the other specs' shared server.
 */
test.describe.configure({ mode: "serial" });

const own = ownServers("sqlite", 1);
const server = () => own.servers[0] as TestServer;

/** A visitor's view (a fresh context, no cookie) of `path`: the partner block's text, "O nosso papel" and the aside's. */
async function visitorSees(page: Page, path: string) {
  const fresh = await page.context().browser()!.newContext();
  const visit = await fresh.newPage();
  await visit.goto(`${server().url}${path}`);
  const block = (await visit.getByTestId("partner-institution").textContent()) ?? "";
  const role = (await visit.getByTestId("our-role").textContent()) ?? "";
  const aside = (await visit.locator("aside").textContent()) ?? "";
  await fresh.close();
  return { block, role, aside };
}

test("without an institution, a financial page forwards nothing and says where its button leads", async ({
  page,
}) => {
  await hydrated(page, `${server().url}/financial/credit-card`);
  const block = page.getByTestId("partner-institution");
  await expect(block.getByRole("heading", { name: "Instituição parceira" })).toBeVisible();
  await expect(block).toContainText("Nenhuma instituição parceira está indicada para este produto");
  await expect(block).toContainText("não encaminhamos pedidos ou propostas");
  await expect(block).toContainText(
    "O botão “Abrir o portal de cotação da corretora” abre, em nova aba, o portal de cotação de seguros da corretora",
  );
  await expect(page.locator("main")).not.toContainText(/encaminhamos a sua|emissores parceiros/);

  // The spec's button stays, on the spec's path, and its label says what it opens.
  const aside = page.locator("aside");
  await expect(aside.getByRole("heading", { name: "Para onde o botão leva" })).toBeVisible();
  const button = aside.getByTestId("quote-button");
  await expect(button).toHaveText(/^Abrir o portal de cotação da corretora/);
  expect(await button.getAttribute("href")).toMatch(/\/several$/);
  expect(await button.getAttribute("target")).toBe("_blank");

  // The shared notice: a simulation is no contract; the 7 days of CDC art. 49.
  const notice = page.locator("#antes-de-contratar");
  await expect(notice).toContainText("Uma simulação não é proposta nem contrato.");
  await expect(notice).toContainText("Código de Defesa do Consumidor (art. 49)");
  await expectAccessible(page);
});

test("every insurance page says a simulation is not a proposal, who issues the policy and the right to withdraw", async ({
  page,
}) => {
  for (const path of ["/insurances/life-health", "/insurances/guarantee"]) {
    await page.goto(`${server().url}${path}`);
    const notice = page.locator("#antes-de-contratar");
    await expect(notice, path).toContainText("A simulação não é proposta e não dá cobertura");
    await expect(notice, path).toContainText("A apólice é emitida pela seguradora, não pela corretora.");
    await expect(notice, path).toContainText("(Lei nº 15.040/2024, art. 55)");
    await expect(notice, path).toContainText("permite desistir em até 7 dias");
  }
});

test("an admin names the institution in the product editor; visitors see it, bad input changes nothing", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await own.signIn(page, "admin");
  await hydrated(page, `${server().url}/admin-portal/products/credit-card`);
  await expect(page.getByRole("group", { name: "Instituição parceira" })).toBeVisible();
  await expectAccessible(page);

  // Half filled, with a CNPJ whose check digits are wrong: each field says what is wrong.
  await page.getByLabel("Instituição parceira: razão social").fill("Banco Exemplo S.A.");
  await page.getByLabel("Instituição parceira: CNPJ").fill("11.222.333/0001-00");
  await page.getByRole("button", { name: "Salvar página" }).click();
  await expect(page.getByText("CNPJ inválido: confira os números.")).toBeVisible();
  await expect(
    page.getByText("Preencha este campo. Com uma instituição indicada, a página mostra todos os seus dados."),
  ).toHaveCount(4);
  expect((await visitorSees(page, "/financial/credit-card")).block).toContain("Nenhuma instituição parceira");

  await page.getByLabel("Instituição parceira: CNPJ").fill("11222333000181");
  await page
    .getByLabel("Instituição parceira: nossa relação com ela")
    .fill(
      "Atuamos como correspondente no País do Banco Exemplo; a análise, a aprovação e o contrato são dele.",
    );
  await page.getByLabel("Instituição parceira: SAC").fill("0800 000 1111");
  await page.getByLabel("Instituição parceira: ouvidoria").fill("0800 000 2222");
  await page
    .getByLabel("Instituição parceira: para onde o botão leva")
    .fill("O portal de cotação da corretora, que envia os seus dados ao Banco Exemplo.");
  await page.getByRole("button", { name: "Salvar página" }).click();
  await expect(page.getByText("Alterações salvas: o site já mostra a nova versão.")).toBeVisible();

  await expect
    .poll(async () => (await visitorSees(page, "/financial/credit-card")).block, { timeout: 20_000 })
    .toContain("Banco Exemplo S.A.");
  const { block, role, aside } = await visitorSees(page, "/financial/credit-card");
  expect(block).toContain("11.222.333/0001-81");
  // "O nosso papel" is the relation the admin stated, not the page's "we forward nothing" (copy review 3, N-M4).
  expect(role).toContain("Atuamos como correspondente no País do Banco Exemplo");
  expect(role).not.toContain("Não emitimos cartões");
  expect(block).toContain("0800 000 1111");
  expect(block).toContain("0800 000 2222");
  expect(block).toContain("O portal de cotação da corretora, que envia os seus dados ao Banco Exemplo.");
  expect(block).not.toContain("Nenhuma instituição parceira");
  expect(aside).toContain("O portal de cotação da corretora, que envia os seus dados ao Banco Exemplo.");

  // The other financial pages still name none.
  expect((await visitorSees(page, "/financial/financing")).block).toContain("Nenhuma instituição parceira");
});
