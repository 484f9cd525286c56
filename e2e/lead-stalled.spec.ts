import { insertLead } from "../tests/support/lead-rows";
import { expectAccessible, gotoHydrated } from "./helpers";
import { expect, test } from "./support/fixtures";

/**
 * Issue 29, decision 042: a collaborator's parado lead opens their start screen; an admin edits a
 * stage's "parado depois de" and renames a lost reason at /admin-portal/lead-stages. Accessible at
 * 1280 px; at 390 px the staff screens' sweep (staff-shell.spec.ts) scans both, as an admin opens them.
 */

test("a collaborator's parado lead comes first on the start screen, linking to the lead", async ({
  page,
  makeStaff,
  signIn,
  db,
}) => {
  const person = await makeStaff("collaborator", "approved");
  const name = `Cliente Parado ${Date.now()}`;
  const id = await insertLead(db.db, {
    name,
    product: "automobile",
    owner_id: person.user.id,
    at: new Date(Date.now() - 12 * 86_400_000).toISOString(),
  });
  await signIn(page, person);
  await gotoHydrated(page, "/access/main-menu");
  const block = page.getByRole("region", { name: "Suas oportunidades paradas" });
  const lead = block.getByRole("link", { name: new RegExp(name) });
  await expect(lead).toHaveAttribute("href", `/employee-portal/leads/${id}`);
  await expect(lead).toContainText("Seguro Auto · Cotando");
  await expect(block.getByRole("link", { name: "Ver a oportunidade parada na lista" })).toHaveAttribute(
    "href",
    "/employee-portal/leads?parados=1&dono=meus",
  );
  await expectAccessible(page);
});

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
