import { openRenewals } from "~/.server/book";
import { insertPolicyRow } from "../tests/support/book-fixtures";
import { expectAccessible, expectNoSidewaysScroll, gotoHydrated } from "./helpers";
import { expect, test } from "./support/fixtures";

/**
 * The renewal desk (issue 42, decision 069): a policy ending in 20 days; the job opens its renewal
 * (run here on the e2e database, as every instance runs it every few minutes); the producer works
 * it to "Renovada" by entering the new policy. At 1280 px and at 390 px (@phone), axe on each new
 * screen. The fixtures are rows made straight in the database (tests/support/book-fixtures.ts).
 */

test("a policy ending in 20 days: its renewal opens and is worked to Renovada with its new policy @phone", async ({
  page,
  makeStaff,
  signIn,
  db,
}) => {
  const producer = await makeStaff("collaborator", "approved", { name: "Paula Produtora" });
  const clientName = `Cliente Renovação ${Date.now().toString(36)}`;
  const { policyId } = await insertPolicyRow(db.db, {
    endsInDays: 20,
    clientName,
    clientOwnerId: producer.user.id,
    producerId: producer.user.id,
  });
  await openRenewals(db.db);
  const renewal = await db.db
    .selectFrom("renewals")
    .select(["id", "owner_id", "status"])
    .where("policy_id", "=", policyId)
    .executeTakeFirstOrThrow();
  expect(renewal).toMatchObject({ owner_id: producer.user.id, status: "nao-trabalhada" });

  await signIn(page, producer);
  // 20 days is not yet "soon" for Hoje (15 days): the start screen says so.
  await gotoHydrated(page, "/access/main-menu");
  await expect(page.getByText("Nenhuma renovação perto do fim. Tudo em dia.")).toBeVisible();

  await gotoHydrated(page, "/employee-portal/renewals?dono=meus");
  await expect(page.getByRole("heading", { name: "Renovações", level: 1 })).toBeVisible();
  await expect(page.getByText("faltam 20 dias").first()).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole("link", { name: clientName }).click();
  await expect(page.getByRole("heading", { name: clientName, level: 1 })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // Working it: in quotation, then the new policy.
  await page.getByLabel("Nova situação").selectOption("em-cotacao");
  await page.getByRole("button", { name: "Mudar situação" }).click();
  await expect(page.getByText("Situação da renovação alterada.")).toBeVisible();

  const renew = page.locator("#renovar");
  await expect(renew.getByLabel("Prêmio total (R$)")).toHaveValue("2.147,60");
  await renew.getByLabel("Número da apólice").fill(`NOVA-${Date.now().toString(36)}`);
  await renew.getByLabel("Prêmio total (R$)").fill("2.299,90");
  await renew.getByRole("button", { name: "Registrar a nova apólice e marcar Renovada" }).click();
  await expect(page.getByText("Renovação concluída: a nova apólice foi registrada.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nova apólice" })).toBeVisible();
  await expect(page.locator("#nova-apolice")).toContainText("R$");
  await expect(page.locator("#renovar")).toHaveCount(0);

  const old = await db.db
    .selectFrom("policies")
    .select("status")
    .where("id", "=", policyId)
    .executeTakeFirstOrThrow();
  expect(old.status).toBe("renovada");
  const renewed = await db.db
    .selectFrom("policies")
    .select(["renews_policy_id", "total_premium_cents"])
    .where("renews_policy_id", "=", policyId)
    .executeTakeFirstOrThrow();
  expect(renewed.total_premium_cents).toBe(229990);
});

test("an admin sets the renewal windows and reads the indicators @phone", async ({
  page,
  makeStaff,
  signIn,
  db,
}) => {
  await signIn(page, await makeStaff("admin", "approved"));
  const late = `Cliente Atrasado ${Date.now().toString(36)}`;
  await insertPolicyRow(db.db, { endsInDays: -2, clientName: late });
  await openRenewals(db.db);

  // Hoje shows an admin the renewal whose policy already ended, in words.
  await gotoHydrated(page, "/access/admin-menu");
  await expect(
    page.getByTestId("renewals-today").getByRole("link", { name: new RegExp(late) }),
  ).toContainText("Vigência: terminou há 2 dias");

  await gotoHydrated(page, "/admin-portal/renewal-indicators");
  await expect(
    page.getByRole("heading", { name: "Apólices que terminaram com a renovação aberta" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: late })).toBeVisible();
  await expect(page.getByText("terminou há 2 dias").first()).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  await gotoHydrated(page, "/admin-portal/renewal-settings");
  await expect(page.getByRole("heading", { name: "Janelas de renovação", level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/Avisar quantos dias/).fill("30, 15, 15");
  await page.getByRole("button", { name: "Salvar janelas" }).click();
  await expect(page.locator("#reminderDays-erro")).toHaveText("Cada dia aparece uma vez só.");
  await page.getByLabel(/Avisar quantos dias/).fill("30, 15, 7, 1");
  await page.getByRole("button", { name: "Salvar janelas" }).click();
  await expect(page.getByText("Janelas de renovação salvas.")).toBeVisible();
});
