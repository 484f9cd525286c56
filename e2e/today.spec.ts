import { assignOwner } from "~/.server/leads/owners";
import { transaction } from "~/.server/platform";
import { defaultBusinessHours } from "~/content/business-hours";
import { dueAt, todayIn } from "~/lib/lead-schemas";
import { insertLead } from "../tests/support/lead-rows";
import { expectAccessible, gotoHydrated } from "./helpers";
import { expect, test } from "./support/fixtures";

/**
 * "Hoje" (issue 41, decision 061): a collaborator starts the day on their new, due and parado
 * leads, each one tap from a call, WhatsApp (mobiles only) or the lead; a lead handed to them while
 * they work elsewhere is announced on screen; on a phone Oportunidades is in the bottom bar.
 */

const DAY = 86_400_000;
const zone = defaultBusinessHours.timeZone;

test("a collaborator's day starts on Hoje: new, due and parado, each a tap from a call, WhatsApp or the lead @phone", async ({
  page,
  makeStaff,
  signIn,
  db,
}, testInfo) => {
  const person = await makeStaff("collaborator", "approved");
  const tag = `${Date.now()}-${testInfo.project.name}`;
  const newLead = await insertLead(db.db, {
    name: `Ana Nova ${tag}`,
    stage_id: "novo",
    owner_id: person.user.id,
    owner_seen_at: null,
    phone: "41987654321",
    product: "automobile",
    next_action: "Fazer o primeiro contato",
    next_action_at: dueAt(todayIn(zone, Date.now() + DAY), zone),
  });
  await insertLead(db.db, {
    name: `Bruno Fixo ${tag}`,
    owner_id: person.user.id,
    phone: "4133445566",
    next_action: "Enviar cotação",
    next_action_at: dueAt(todayIn(zone), zone),
  });
  const stalledLead = await insertLead(db.db, {
    name: `Carla Parada ${tag}`,
    owner_id: person.user.id,
    product: "automobile",
    at: new Date(Date.now() - 12 * DAY).toISOString(),
  });
  await signIn(page, person);
  await gotoHydrated(page, "/access/main-menu");

  const today = page.getByRole("region", { name: "Hoje" });
  const fresh = today.getByRole("region", { name: /Novas, ainda sem contato/ });
  const ana = fresh.getByRole("listitem").filter({ hasText: `Ana Nova ${tag}` });
  await expect(ana.getByText("Nova para você")).toBeVisible();
  await expect(ana.getByRole("link", { name: `Ligar para Ana Nova ${tag}` })).toHaveAttribute(
    "href",
    "tel:+5541987654321",
  );
  await expect(ana.getByRole("button", { name: /WhatsApp para Ana Nova/ })).toBeVisible();
  await expect(ana.getByRole("link", { name: new RegExp(`^Ana Nova ${tag}`) })).toHaveAttribute(
    "href",
    `/employee-portal/leads/${newLead}`,
  );

  // A landline: "Ligar", never WhatsApp.
  const bruno = today
    .getByRole("region", { name: /Próximas ações de hoje e atrasadas/ })
    .getByRole("listitem")
    .filter({ hasText: `Bruno Fixo ${tag}` });
  await expect(bruno.getByText("Enviar cotação · vence hoje")).toBeVisible();
  await expect(bruno.getByRole("link", { name: /^Ligar/ })).toBeVisible();
  await expect(bruno.getByRole("button", { name: /WhatsApp/ })).toHaveCount(0);

  const carla = today
    .getByRole("region", { name: "Suas oportunidades paradas" })
    .getByRole("link", { name: new RegExp(`Carla Parada ${tag}`) });
  await expect(carla).toHaveAttribute("href", `/employee-portal/leads/${stalledLead}`);
  await expect(carla).toContainText("Seguro Auto · Cotando");
  await expectAccessible(page);

  // The new lead's count is beside Oportunidades; opening the lead makes it seen.
  const leadsLink =
    testInfo.project.name === "mobile"
      ? page.locator("[data-staff-dock]").getByRole("link", { name: /Oportunidades/ })
      : page.getByRole("navigation", { name: "Menu da equipe" }).getByRole("link", { name: /Oportunidades/ });
  await expect(leadsLink).toHaveAccessibleName("Oportunidades (1 nova para você)");
  await ana.getByRole("link", { name: new RegExp(`^Ana Nova ${tag}`) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Ana Nova ${tag}`);
  await expect(leadsLink).toHaveAccessibleName("Oportunidades");
  // On a phone the desk is one tap away: the bottom bar's Oportunidades.
  await leadsLink.click();
  await expect(page).toHaveURL(/\/employee-portal\/leads$/);
});

test("a lead handed over while the person works elsewhere is announced on screen, and opens in one tap", async ({
  page,
  makeStaff,
  signIn,
  db,
}) => {
  const person = await makeStaff("collaborator", "approved");
  const admin = await makeStaff("admin", "approved");
  const name = `Davi Entregue ${Date.now()}`;
  const lead = await insertLead(db.db, { name, stage_id: "novo", product: "automobile" });
  await signIn(page, person);
  await gotoHydrated(page, "/employee-portal");
  await expect(page.locator("[data-unseen-notice]")).toHaveCount(0);

  // An admin hands the lead to the person (as the desk's "Passar para" does).
  await transaction(db.db, (trx) =>
    assignOwner(trx, {
      leadId: lead,
      ownerId: person.user.id,
      actorId: admin.user.id,
      at: new Date().toISOString(),
    }),
  );
  // The shell asks again when its tab comes back into view (and every minute while it is).
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  const notice = page.locator("[data-unseen-notice]");
  await expect(notice).toContainText(`Nova oportunidade para você: ${name} · Seguro Auto.`);
  await notice.getByRole("link", { name: "Abrir" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(notice).toHaveCount(0);
});
