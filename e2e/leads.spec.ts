import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { defaultBusinessHours } from "~/content/business-hours";
import { todayIn } from "~/lib/lead-schemas";
import { insertLead } from "../tests/support/lead-rows";
import { expectAccessible, gotoHydrated, sendContactMessage } from "./helpers";
import { expect, test } from "./support/fixtures";

/**
 * The lead desk (issue 29, decision 041) in the browser: a visitor's message becomes a lead, its
 * owner's mail leads to it, WhatsApp (once sent) and a note are logged, it moves on, losing asks for a
 * reason; a collaborator cannot open another person's lead; the new screens pass axe.
 */

/** WhatsApp is another site: the test answers for it, so the new tab has somewhere to land. */
async function fakeWhatsApp(page: Page) {
  await page.context().route("https://wa.me/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>WhatsApp</title><p>WhatsApp</p>",
    }),
  );
}

type Db = Parameters<Parameters<typeof test>[2]>[0]["db"];

/** A lead entered by phone, straight in the database, for the screens that list and guard it. */
function phoneLead(
  db: Db,
  lead: { name: string; ownerId: string; stage?: string; nextActionAt?: string | null; product?: string },
) {
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
  const nextActionAt = lead.nextActionAt === undefined ? tomorrow : lead.nextActionAt;
  return insertLead(db.db, {
    name: lead.name,
    phone: "41988887777",
    phone_key: "41988887777",
    contact_method: "Telefone",
    product: lead.product ?? null,
    source: "phone",
    stage_id: lead.stage ?? "novo",
    owner_id: lead.ownerId,
    created_by: lead.ownerId,
    next_action: nextActionAt ? "Ligar com a cotação" : null,
    next_action_at: nextActionAt,
  });
}

/** Screenshots for looking at (not compared): at the project's width, in the test's output. */
async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test("a visitor's message becomes the owner's lead: the mail's link opens it, WhatsApp and a note are logged, it moves on, and losing asks for a reason", async ({
  page,
  browser,
  makeStaff,
  signIn,
  mailTo,
  db,
}) => {
  test.setTimeout(90_000);
  const owner = await makeStaff("collaborator", "approved");
  // The product's leads go to this person (decision 040's fixed owner per product): no rotation to
  // guess. One product per project, as the two projects run at the same time on one database.
  const product =
    test.info().project.name === "mobile"
      ? { slug: "travel", title: "Seguro Viagem" }
      : { slug: "bike", title: "Seguro Bike" };
  await db.db.deleteFrom("lead_product_owners").where("product", "=", product.slug).execute();
  await db.db
    .insertInto("lead_product_owners")
    .values({ product: product.slug, user_id: owner.user.id, updated_at: new Date().toISOString() })
    .execute();

  const visitorEmail = `ana-${Date.now()}-${test.info().project.name}@example.com`;
  // A phone no other test sends: the same phone within 30 days would join that person's lead
  // (decision 039), which keeps its owner, and no new owner's mail would come.
  const visitorPhone = `419${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const text = `Quero segurar a minha bicicleta (${randomUUID()}).`;
  await sendContactMessage(page, {
    name: "Ana Ciclista",
    phone: visitorPhone,
    email: visitorEmail,
    text,
    product: product.slug,
  });

  // The owner's mail names the lead in its body (never in the subject: copy review 3, N-F2) and links to it.
  const [assigned] = await mailTo(owner.email, (m) => m.subject.startsWith("Nova oportunidade"));
  expect(assigned?.subject).toBe("Nova oportunidade para você: Seguro Bike (Formulário do site)");
  expect(assigned?.text).toContain("Ana Ciclista");
  const link = assigned?.text.match(/https?:\/\/\S+\/employee-portal\/leads\/[0-9a-f-]{36}/)?.[0];
  expect(link).toBeTruthy();
  const leadPath = new URL(link ?? "").pathname;

  const context = await browser.newContext();
  const desk = await context.newPage();
  await signIn(desk, owner);
  await fakeWhatsApp(desk);
  await gotoHydrated(desk, leadPath);
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText("Ana Ciclista");
  await expect(desk.getByText(text)).toBeVisible();
  // A lead from the site starts with its first next action, due within a business day.
  await expect(desk.getByText(/^Fazer o primeiro contato · até \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expectAccessible(desk);
  await shot(desk, "lead-page");

  // WhatsApp: the conversation opens in a new tab with a message naming the product; the opening
  // is logged, and the conversation once the owner says it was sent (decision 062).
  const [chat] = await Promise.all([
    desk.waitForEvent("popup"),
    desk.getByRole("button", { name: /WhatsApp/ }).click(),
  ]);
  // The new tab moves on to wa.me by itself.
  await chat.waitForURL(new RegExp(`^https://wa\\.me/55${visitorPhone}\\?text=`));
  expect(decodeURIComponent(chat.url())).toContain(product.title);
  await chat.close();
  const timeline = desk.locator("#historico");
  await expect(timeline.getByText("WhatsApp aberto", { exact: true })).toBeVisible();
  await desk.getByTestId("whatsapp-question").getByRole("button", { name: "Sim, enviei" }).click();
  await expect(desk.getByText("Conversa no WhatsApp registrada.")).toBeVisible();
  await expect(timeline.getByText("WhatsApp", { exact: true })).toBeVisible();

  // A note.
  await desk.getByRole("textbox", { name: "Nota", exact: true }).fill("Pedi a nota fiscal da bicicleta.");
  await desk.getByRole("button", { name: "Adicionar nota" }).click();
  await expect(desk.getByText("Nota adicionada.")).toBeVisible();
  await expect(timeline.getByText("Pedi a nota fiscal da bicicleta.")).toBeVisible();

  // Moving on: past Novo the next action is asked for.
  await desk.getByLabel("Mover para").selectOption({ label: "Em contato" });
  await desk.locator("#etapa-na-texto").fill("Enviar a cotação");
  await desk.locator("#etapa-na-dia").fill(todayIn(defaultBusinessHours.timeZone));
  await desk.getByRole("button", { name: "Mudar etapa" }).click();
  await expect(desk.getByText("Etapa alterada.")).toBeVisible();
  await expect(desk.getByTestId("lead-header").getByText("Em contato", { exact: true })).toBeVisible();
  await expect(timeline.getByText("Novo → Em contato")).toBeVisible();

  // Losing asks for a reason: without one the form does not go, with one it closes the lead.
  await desk.getByLabel("Mover para").selectOption({ label: "Perdido" });
  const reason = desk.getByLabel("Motivo da perda");
  await expect(reason).toBeVisible();
  await desk.getByRole("button", { name: "Mudar etapa" }).click();
  await expect(reason).toHaveJSProperty("validity.valueMissing", true);
  await expect(desk.getByTestId("lead-header").getByText("Em contato", { exact: true })).toBeVisible();
  await reason.selectOption({ label: "Preço" });
  await desk.getByLabel("Observação sobre a perda (opcional)").fill("Achou caro.");
  await desk.getByRole("button", { name: "Mudar etapa" }).click();
  await expect(desk.getByText("Etapa alterada.")).toBeVisible();
  await expect(desk.getByTestId("lead-header").getByText("Perdido", { exact: true })).toBeVisible();
  await expect(desk.getByText("Em contato → Perdido (motivo: Preço)")).toBeVisible();
  await context.close();
});

test("a stranger's message with the customer's phone changes nothing of the lead; the page names the other e-mail and staff may use it", async ({
  page,
  browser,
  makeStaff,
  signIn,
  db,
}) => {
  test.setTimeout(90_000);
  const owner = await makeStaff("collaborator", "approved");
  const phone = `419${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const name = `Carlos Telefone ${test.info().project.name}`;
  const leadId = await insertLead(db.db, {
    name,
    phone,
    phone_key: phone,
    contact_method: "Telefone",
    source: "phone",
    stage_id: "novo",
    owner_id: owner.user.id,
    created_by: owner.user.id,
    next_action: "Enviar cotação",
    next_action_at: new Date(Date.now() + 86_400_000).toISOString(),
  });

  // Anyone, with no account: the customer's phone and their own e-mail.
  const stranger = `atacante-${Date.now()}-${test.info().project.name}@example.com`;
  await sendContactMessage(page, {
    name: "Carlos",
    phone,
    email: stranger,
    text: "Prefiro receber a cotação por e-mail, por favor.",
    channel: "Email",
  });

  const row = () =>
    db.db
      .selectFrom("leads")
      .select(["email", "phone", "owner_id", "consent_at"])
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
  expect(await row()).toEqual({ email: null, phone, owner_id: owner.user.id, consent_at: null });

  const context = await browser.newContext();
  const desk = await context.newPage();
  await signIn(desk, owner);
  await gotoHydrated(desk, `/employee-portal/leads/${leadId}`);
  const notice = desk.getByTestId("message-other-contact");
  await expect(notice).toContainText(
    `Esta mensagem veio com um e-mail que a oportunidade não tem: ${stranger}.`,
  );
  await expect(desk.getByRole("heading", { name: "Responder por e-mail" })).toHaveCount(0);
  await expectAccessible(desk);
  await shot(desk, "lead-other-contact");

  // Staff confirmed with the customer: the e-mail becomes the lead's, and the timeline says who did it.
  await notice.getByRole("button", { name: "Usar este e-mail" }).click();
  await expect(desk.getByText("E-mail da oportunidade atualizado.")).toBeVisible();
  await expect(desk.locator("#historico").getByText(`Passou a usar o e-mail ${stranger}`)).toBeVisible();
  await expect(desk.getByRole("heading", { name: "Responder por e-mail" })).toBeVisible();
  await expect(desk.getByTestId("message-other-contact")).toHaveCount(0);
  expect((await row()).email).toBe(stranger);
  await context.close();
});

test("a collaborator cannot open another person's lead, and does not see it in the list", async ({
  page,
  makeStaff,
  signIn,
  db,
}) => {
  const me = await makeStaff("collaborator", "approved");
  const other = await makeStaff("collaborator", "approved");
  const name = `Cliente do Colega ${randomUUID().slice(0, 8)}`;
  const id = await phoneLead(db, { name, ownerId: other.user.id });
  await signIn(page, me);
  const response = await gotoHydrated(page, `/employee-portal/leads/${id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Não encontrado");
  await expect(page.getByText("Oportunidade não encontrada.")).toBeVisible();
  await expect(page.getByText(name)).toHaveCount(0);

  await gotoHydrated(page, "/employee-portal/leads");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oportunidades");
  await expect(page.getByText(name)).toHaveCount(0);
});

test("the list and the new-lead form: accessible, in the staff navigation, and a lead added by hand opens on its page", async ({
  page,
  makeStaff,
  signIn,
  db,
}) => {
  const me = await makeStaff("collaborator", "approved");
  const day = 86_400_000;
  await phoneLead(db, {
    name: "Beatriz Souza",
    ownerId: me.user.id,
    stage: "cotando",
    product: "residence",
  });
  await phoneLead(db, {
    name: "Rafael Lima",
    ownerId: me.user.id,
    stage: "em-contato",
    product: "automobile",
    nextActionAt: new Date(Date.now() - 2 * day).toISOString(),
  });
  await phoneLead(db, { name: "Marina Costa", ownerId: me.user.id, nextActionAt: null, product: "travel" });
  await signIn(page, me);
  await gotoHydrated(page, "/access/main-menu");
  const nav = page.getByRole("navigation", { name: "Menu da equipe" });
  if (await nav.isVisible()) {
    await nav.getByRole("link", { name: "Oportunidades" }).click();
  } else {
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Oportunidades" }).click();
  }
  await expect(page).toHaveURL(/\/employee-portal\/leads$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oportunidades");
  await expect(page.getByRole("link", { name: "Rafael Lima" })).toBeVisible();
  await expect(page.getByText("(atrasada)")).toBeVisible();
  await expect(page.getByText("Sem próxima ação").first()).toBeVisible();
  await expectAccessible(page);
  await shot(page, "leads-list");
  // Search by the phone, written as people write it.
  await page.getByLabel("Buscar").fill("(41) 9 8888-7777");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByText("3 oportunidades")).toBeVisible();

  await page.getByRole("link", { name: "Nova oportunidade" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nova oportunidade");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  // The browser checks with the server's schema: neither e-mail nor phone.
  await page.getByLabel("Nome").fill("Carlos do Balcão");
  await page.getByLabel("Próxima ação").fill("Ligar com a cotação");
  await page.getByLabel("Até o dia").fill(todayIn(defaultBusinessHours.timeZone));
  await page.getByRole("button", { name: "Cadastrar oportunidade" }).click();
  await expect(page.getByText("Informe o e-mail ou o telefone.")).toBeVisible();
  await expect(page.getByLabel("Telefone (com DDD)")).toBeFocused();
  await expectAccessible(page);
  await shot(page, "lead-new");

  await page.getByLabel("Telefone (com DDD)").pressSequentially("41987650000");
  await page.getByLabel("Origem").selectOption({ label: "Visita à corretora" });
  await page.getByLabel("Produto de interesse").selectOption({ label: "Seguro Auto" });
  await page.getByRole("button", { name: "Cadastrar oportunidade" }).click();
  await expect(page.getByText("Oportunidade cadastrada.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Carlos do Balcão");
  await expect(page.getByText("Seguro Auto · Visita à corretora")).toBeVisible();
  await expect(page.getByRole("link", { name: /Cotar/ })).toHaveAttribute(
    "href",
    "https://cotacao.example.com/auto",
  );
  await expect(page.getByRole("link", { name: "Ligar" })).toHaveAttribute("href", "tel:+5541987650000");
  await expectAccessible(page);
});
