import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { products } from "~/content/product-defaults";
import { expectAccessible, gotoHydrated } from "./helpers";
import { expect, test } from "./support/fixtures";

/**
 * Issue 29, the indicators (decision 043): an admin reads this week's leads by product and
 * source and the wait for the first contact, moves to another period, and downloads the period's
 * leads as a CSV file for Brazilian Excel; the download is in the audit log. Axe on the screen.
 */

const travel = products.find((p) => p.slug === "travel")?.title ?? "";

test("an admin reads the indicators and downloads the leads as CSV", async ({
  page,
  db,
  makeStaff,
  signIn,
}) => {
  test.setTimeout(60_000);
  const admin = await makeStaff("admin", "approved");
  const name = `Visitante ${randomUUID().slice(0, 8)}`;
  const leadId = randomUUID();
  const created = new Date(Date.now() - 60_000).toISOString();
  await db.db
    .insertInto("leads")
    .values({
      id: leadId,
      name,
      email: "visitante@example.com",
      phone: "41999990000",
      product: "travel",
      source: "site",
      stage_id: "em-contato",
      owner_id: admin.user.id,
      created_at: created,
      updated_at: created,
      last_activity_at: created,
    })
    .execute();
  await db.db
    .insertInto("lead_activities")
    .values({ id: randomUUID(), lead_id: leadId, kind: "call", actor_id: admin.user.id, created_at: created })
    .execute();

  await signIn(page, admin);
  await gotoHydrated(page, "/admin-portal/lead-indicators");
  await expect(page.getByRole("heading", { level: 1, name: "Indicadores" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Esta semana" })).toHaveAttribute("aria-current", "page");
  const byProduct = page.getByRole("table", { name: "Oportunidades e procura no site, por produto" });
  await expect(byProduct.getByRole("row", { name: new RegExp(travel) })).toContainText(/\d/);
  await expect(page.getByRole("table", { name: "Oportunidades por origem" })).toContainText(
    "Formulário do site",
  );
  await expect(page.getByText("Primeiro contato (mediana)")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Este mês" }).click();
  await expect(page).toHaveURL(/periodo=este-mes$/);
  await expect(page.getByRole("link", { name: "Este mês" })).toHaveAttribute("aria-current", "page");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Baixar as oportunidades do período (CSV)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^oportunidades-\d{4}-\d{2}-01-a-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  expect(text).toContain("Criada em;Nome;E-mail;Telefone;");
  expect(text).toContain(`;${name};visitante@example.com;41999990000;`);

  const logged = await db.db
    .selectFrom("audit_log")
    .select(["actor_id", "details"])
    .where("action", "=", "lead.export_csv")
    .where("actor_id", "=", admin.user.id)
    .execute();
  expect(logged).toHaveLength(1);
  expect(logged[0]?.details).toContain('"period":"este-mes"');
  expect(logged[0]?.details).not.toContain(name);
});
