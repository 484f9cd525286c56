import { products } from "~/content/product-defaults";
import { REPLY_PLACEHOLDER } from "~/lib/lead-schemas";
import { expectAccessible, expectNoSidewaysScroll, gotoHydrated, sendContactMessage } from "./helpers";
import { expect, test } from "./support/fixtures";

/**
 * A front desk's day on the lead desk (issue 41, ux review 2), at 390 px and at 1280 px: a visitor
 * writes; the owner starts on "Hoje" and finds the new lead there; replies by e-mail and the
 * visitor gets it; logs a call; leaves the page mid-note and is asked first, so nothing typed is
 * lost; and a stranger's message with the customer's phone joins the timeline without changing
 * the customer's e-mail, phone, consent or owner.
 */

test("a desk's day: a visitor writes, the owner finds it on Hoje, replies, calls, loses nothing mid-note, and a stranger with the customer's phone changes nothing @phone", async ({
  page,
  browser,
  makeStaff,
  signIn,
  mailTo,
  db,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = `${Date.now()}-${testInfo.project.name}`;
  // One product per project (the two run at once on one database), its leads fixed to this owner
  // (decision 040), so the lead's owner is known without guessing the rotation.
  const slug = testInfo.project.name === "mobile" ? "portable-equipment" : "motorcycle";
  const product = products.find((p) => p.slug === slug);
  if (!product) throw new Error(`produto ${slug} não encontrado`);
  const owner = await makeStaff("collaborator", "approved");
  await db.db.deleteFrom("lead_product_owners").where("product", "=", slug).execute();
  await db.db
    .insertInto("lead_product_owners")
    .values({ product: slug, user_id: owner.user.id, updated_at: new Date().toISOString() })
    .execute();

  // 08:50, the visitor writes from the product's page (a mobile: the desk may offer WhatsApp).
  // A name is letters only (the form drops digits): the run's tag spelled in letters.
  const tag = run.replace(/\d/g, (d) => "abcdefghij"[Number(d)] ?? "x").replace(/-/g, " ");
  const customer = {
    name: `Mariana ${tag}`,
    phone: `419${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    email: `mariana-${run}@example.com`,
    text: `Meu seguro atual vence dia 15. Quero uma cotação (${run}).`,
    product: slug,
  };
  await sendContactMessage(page, customer);

  // 09:00, the owner starts the day on Hoje: the new lead is there, new to them, a tap from the lead.
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const desk = await context.newPage();
  await signIn(desk, owner);
  await gotoHydrated(desk, "/access/main-menu");
  const today = desk.getByRole("region", { name: "Hoje" });
  const fresh = today.getByRole("region", { name: /Novas, ainda sem contato/ });
  const card = fresh.getByRole("listitem").filter({ hasText: customer.name });
  await expect(card.getByText("Nova para você")).toBeVisible();
  await expect(card.getByRole("link", { name: `Ligar para ${customer.name}` })).toHaveAttribute(
    "href",
    `tel:+55${customer.phone}`,
  );
  await expectNoSidewaysScroll(desk);
  await desk.screenshot({ path: testInfo.outputPath("hoje.png"), fullPage: true });
  await card.getByRole("link", { name: new RegExp(`^${customer.name}`) }).click();
  await expect(desk.getByRole("heading", { level: 1 })).toHaveText(customer.name);
  await expect(desk.getByText(customer.text)).toBeVisible();
  const leadPath = new URL(desk.url()).pathname;
  const leadId = leadPath.split("/").pop() ?? "";
  const timeline = desk.locator("#historico");

  // The reply: the template's placeholder written over, sent, and in the customer's inbox.
  const body = desk.getByLabel("Mensagem");
  const answer = `Bom dia, Mariana! Já estou cotando o seu seguro (${run}).`;
  await body.fill((await body.inputValue()).replace(REPLY_PLACEHOLDER, answer));
  await desk.getByRole("button", { name: "Enviar e-mail" }).click();
  await expect(desk.getByText("E-mail colocado na fila de envio.")).toBeVisible();
  const [reply] = await mailTo(customer.email, (m) => m.text.includes(answer));
  // Signed with the person's name (the first sign-in asked for it), never their e-mail address.
  expect(reply?.text).toContain(owner.user.name ?? "(sem nome)");
  expect(reply?.text).not.toContain(`Atenciosamente,\n${owner.email}`);
  expect(reply?.text).not.toContain(REPLY_PLACEHOLDER);

  // A call, with what was said: logged once, and the box is empty for the next entry.
  const note = desk.getByRole("textbox", { name: "Nota", exact: true });
  await note.fill("Liguei: manda a apólice atual por e-mail.");
  await desk.getByRole("button", { name: "Registrar ligação" }).click();
  await expect(desk.getByText("Ligação registrada.")).toBeVisible();
  await expect(note).toHaveValue("");
  await expect(timeline.getByText("Liguei: manda a apólice atual por e-mail.")).toHaveCount(1);

  // Mid-note, the owner taps away: asked first; staying keeps every word.
  const draft = "Apólice recebida, bônus classe 7, ";
  await note.fill(draft);
  await desk.getByRole("link", { name: "← Oportunidades" }).click();
  const leave = desk.getByRole("dialog", { name: "Há alterações não salvas. Sair sem salvar?" });
  await expect(leave).toBeVisible();
  await leave.getByRole("button", { name: "Continuar editando" }).click();
  await expect(desk).toHaveURL(new RegExp(`${leadPath}$`));
  await expect(note).toHaveValue(draft);
  await note.fill(`${draft}cotar em três seguradoras.`);
  await desk.getByRole("button", { name: "Adicionar nota" }).click();
  await expect(desk.getByText("Nota adicionada.")).toBeVisible();
  await expect(timeline.getByText(`${draft}cotar em três seguradoras.`)).toBeVisible();

  // Answered: Hoje no longer lists it among the new ones.
  await gotoHydrated(desk, "/access/main-menu");
  await expect(desk.getByRole("region", { name: "Hoje" })).toBeVisible();
  await expect(
    desk
      .getByRole("region", { name: /Novas, ainda sem contato/ })
      .getByRole("listitem")
      .filter({ hasText: customer.name }),
  ).toHaveCount(0);

  // 14:00, a stranger writes with the customer's phone and an e-mail of their own.
  const row = () =>
    db.db
      .selectFrom("leads")
      .select(["email", "phone", "owner_id", "consent_at"])
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
  const before = await row();
  expect(before).toMatchObject({ email: customer.email, phone: customer.phone, owner_id: owner.user.id });
  const stranger = `outra-pessoa-${run}@example.com`;
  await sendContactMessage(page, {
    name: "Mariana",
    phone: customer.phone,
    email: stranger,
    text: "Mudei de ideia, mandem tudo para este e-mail.",
    product: slug,
  });
  expect(await row()).toEqual(before);

  // On the lead the message is in the timeline, named for what it is, and the reply still goes to
  // the customer's own address.
  await gotoHydrated(desk, leadPath);
  await expect(desk.getByTestId("message-other-contact")).toContainText(
    `Esta mensagem veio de outro e-mail: ${stranger}.`,
  );
  await expect(desk.getByTestId("message-other-contact")).toContainText(
    "as respostas e o WhatsApp vão para o e-mail e o telefone da oportunidade",
  );
  await expect(desk.getByText("Mudei de ideia, mandem tudo para este e-mail.")).toBeVisible();
  await expect(desk.getByTestId("lead-header")).toContainText(`Responsável: ${owner.user.name} (você)`);
  await expectNoSidewaysScroll(desk);
  await expectAccessible(desk);
  await desk.screenshot({ path: testInfo.outputPath("lead-after-stranger.png"), fullPage: true });
  await context.close();
});
