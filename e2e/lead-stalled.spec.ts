import { expectAccessible, gotoHydrated } from "./helpers";
import { expect, test } from "./support/fixtures";

/**
 * Issue 29, decision 042: an admin edits a stage's "parado depois de" and renames a lost reason at
 * /admin-portal/lead-stages (a parado lead on the start screen's "Hoje": e2e/today.spec.ts). Accessible at
 * 1280 px; at 390 px the staff screens' sweep (staff-shell.spec.ts) scans both, as an admin opens them.
 */

test("an admin changes a stage's days and a lost reason's name; the page says so", async ({
  page,
  makeStaff,
  signIn,
  db,
}) => {
  await signIn(page, await makeStaff("admin", "approved"));
  await gotoHydrated(page, "/admin-portal/lead-stages");
  await expect(page.getByRole("heading", { name: "Etapas e motivos de perda", level: 1 })).toBeVisible();
  await expectAccessible(page);

  const row = page.locator("#etapa-em-contato");
  await row.getByLabel("Parado depois de").fill("3");
  await row.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Etapa salva.")).toBeVisible();
  await expect(page.locator("#etapa-em-contato").getByLabel("Parado depois de")).toHaveValue("3");

  const reason = page.locator("#motivo-sem-interesse");
  await reason.getByRole("textbox").fill("Desistiu do seguro");
  await reason.getByRole("button", { name: "Salvar" }).click();
  await expect(page.getByText("Motivo de perda renomeado.")).toBeVisible();
  await expect(page.locator("#motivo-sem-interesse").getByRole("textbox")).toHaveValue("Desistiu do seguro");

  // Back as they were, for the other specs sharing this database.
  await db.db
    .updateTable("lead_stages")
    .set({ stalled_after_days: 5 })
    .where("id", "=", "em-contato")
    .execute();
  await db.db
    .updateTable("lead_lost_reasons")
    .set({ label: "Sem interesse" })
    .where("id", "=", "sem-interesse")
    .execute();
});
