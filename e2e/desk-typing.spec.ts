import type { Page } from "@playwright/test";
import { REPLY_PLACEHOLDER, REPLY_PLACEHOLDER_LEFT } from "~/lib/lead-schemas";
import { CONTROL_CHARACTERS } from "~/lib/plain-text";
import { insertLead } from "../tests/support/lead-rows";
import { expectAccessible, gotoHydrated } from "./helpers";
import { expect, type Staff, test } from "./support/fixtures";

/**
 * Nothing typed is lost, nothing half-written is sent (issue 41, ux review 2 B2, B3, B4, B8;
 * decision 062), on a lead's page in the browser: a note or call logged empties its box and a
 * refused one keeps it; leaving with typed text in any box asks first (a link, back, a reload),
 * and no longer once it is sent; the reply still holding the template's placeholder is refused
 * before it goes; a landline gets "Ligar" only, and WhatsApp counts once the person says it went.
 */

type Db = Parameters<Parameters<typeof test>[2]>[0]["db"];

/** A lead of this person's, entered by phone, with an e-mail (so the reply box shows). */
async function openLead(page: Page, db: Db, owner: Staff, phone = "41988887777") {
  const name = `Roberto ${Date.now()}`;
  const id = await insertLead(db.db, {
    name,
    email: `roberto-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`,
    phone,
    phone_key: phone,
    product: "automobile",
    source: "phone",
    stage_id: "novo",
    owner_id: owner.user.id,
    created_by: owner.user.id,
    next_action: "Ligar com a cotação",
    next_action_at: new Date(Date.now() + 86_400_000).toISOString(),
  });
  await gotoHydrated(page, `/employee-portal/leads/${id}`);
  return { id, name };
}

const noteBox = (page: Page) => page.getByRole("textbox", { name: "Nota", exact: true });
const leaveDialog = (page: Page) =>
  page.getByRole("dialog", { name: "Há alterações não salvas. Sair sem salvar?" });

test("a note or a call logged empties the box, so the next entry does not repeat it; a refused one keeps the text", async ({
  page,
  makeStaff,
  signIn,
  db,
}) => {
  const owner = await makeStaff("collaborator", "approved");
  await signIn(page, owner);
  await openLead(page, db, owner);
  const timeline = page.locator("#historico");

  await noteBox(page).fill("Pediu a cotação com franquia reduzida.");
  await page.getByRole("button", { name: "Adicionar nota" }).click();
  await expect(page.getByText("Nota adicionada.")).toBeVisible();
  await expect(noteBox(page)).toHaveValue("");

  await noteBox(page).fill("Não atendeu, ligo amanhã.");
  await page.getByRole("button", { name: "Registrar ligação" }).click();
  await expect(page.getByText("Ligação registrada.")).toBeVisible();
  await expect(noteBox(page)).toHaveValue("");
  await expect(timeline.getByText("Não atendeu, ligo amanhã.")).toHaveCount(1);
  // The first note is in the timeline once: the call did not carry it again.
  await expect(timeline.getByText("Pediu a cotação com franquia reduzida.")).toHaveCount(1);

  // Refused by the server (a control character pasted in): the text stays to be corrected.
  const refused = "Texto colado com um caractere de controle \u0007.";
  await noteBox(page).fill(refused);
  await page.getByRole("button", { name: "Registrar ligação" }).click();
  await expect(page.locator("#nota-texto-erro")).toHaveText(CONTROL_CHARACTERS);
  await expect(noteBox(page)).toHaveValue(refused);
});

test("leaving the lead with typed text asks first (a link, back, a reload); once sent it no longer asks", async ({
  page,
  makeStaff,
  signIn,
  db,
}) => {
  const owner = await makeStaff("collaborator", "approved");
  await signIn(page, owner);
  const { id, name } = await openLead(page, db, owner);
  const back = page.getByRole("link", { name: "← Oportunidades" });

  // A link inside the app: the question; staying keeps the text.
  await noteBox(page).fill("Rascunho da nota.");
  await back.click();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole("button", { name: "Continuar editando" }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/employee-portal/leads/${id}$`));
  await expect(noteBox(page)).toHaveValue("Rascunho da nota.");

  // A reload (or a closed tab): the browser's own question.
  const asked: string[] = [];
  page.on("dialog", async (dialog) => {
    asked.push(dialog.type());
    await dialog.dismiss();
  });
  await noteBox(page).press("End");
  await page.reload({ timeout: 3_000 }).catch(() => undefined);
  await expect.poll(() => asked).toEqual(["beforeunload"]);
  await expect(noteBox(page)).toHaveValue("Rascunho da nota.");

  // Sent: nothing is left to lose, so leaving does not ask.
  await page.getByRole("button", { name: "Adicionar nota" }).click();
  await expect(page.getByText("Nota adicionada.")).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/\/employee-portal\/leads$/);
  await expect(leaveDialog(page)).toHaveCount(0);

  // Back in the browser, with the reply e-mail edited: the question again; leaving loses it.
  await page.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/employee-portal/leads/${id}$`));
  await page.getByLabel("Mensagem").fill("Olá! Resposta pela metade");
  // The browser's back, held by the question (Playwright's goBack would wait for a page that never loads).
  await page.evaluate(() => window.history.back());
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole("button", { name: "Sair sem salvar" }).click();
  await expect(page).toHaveURL(/\/employee-portal\/leads$/);
  expect(asked).toEqual(["beforeunload"]);
});

test("a reply still holding the template's placeholder is refused at once, on its field, and nothing is sent", async ({
  page,
  makeStaff,
  signIn,
  db,
}) => {
  const owner = await makeStaff("collaborator", "approved");
  await signIn(page, owner);
  const { id } = await openLead(page, db, owner);
  const body = page.getByLabel("Mensagem");
  await expect(body).toHaveValue(new RegExp(REPLY_PLACEHOLDER.replace(/[.[\]]/g, "\\$&")));
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });

  await page.getByRole("button", { name: "Enviar e-mail" }).click();
  await expect(page.locator("#resposta-texto-erro")).toHaveText(REPLY_PLACEHOLDER_LEFT);
  await expect(body).toBeFocused();
  await expect(body).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
  expect(await db.db.selectFrom("outbox").select("id").where("ref_id", "=", id).execute()).toEqual([]);

  // Written in its place, it goes, and the box is the template again.
  const written = (await body.inputValue()).replace(REPLY_PLACEHOLDER, "Segue a cotação do seu carro.");
  await body.fill(written);
  await page.getByRole("button", { name: "Enviar e-mail" }).click();
  await expect(page.getByText("E-mail colocado na fila de envio.")).toBeVisible();
  await expect(page.locator("#resposta-texto-erro")).toHaveCount(0);
  await expect(body).toHaveValue(new RegExp(REPLY_PLACEHOLDER.replace(/[.[\]]/g, "\\$&")));
});

test("a landline gets Ligar only; WhatsApp for a mobile asks whether it was sent, and counts once confirmed @phone", async ({
  page,
  makeStaff,
  signIn,
  db,
}) => {
  const owner = await makeStaff("collaborator", "approved");
  await signIn(page, owner);
  await openLead(page, db, owner, "4133445566");
  await expect(page.getByRole("link", { name: "Ligar", exact: true })).toHaveAttribute(
    "href",
    "tel:+554133445566",
  );
  await expect(page.getByRole("button", { name: /WhatsApp/ })).toHaveCount(0);

  await page.context().route("https://wa.me/**", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>WhatsApp</title><p>WhatsApp</p>",
    }),
  );
  const { id } = await openLead(page, db, owner, "41988887777");
  const [chat] = await Promise.all([
    page.waitForEvent("popup"),
    page.getByRole("button", { name: /WhatsApp/ }).click(),
  ]);
  await chat.waitForURL(/^https:\/\/wa\.me\/5541988887777\?text=/);
  await chat.close();

  const question = page.getByTestId("whatsapp-question");
  await expect(question.getByText("Você enviou a mensagem no WhatsApp?")).toBeVisible();
  await expectAccessible(page);
  const timeline = page.locator("#historico");
  await expect(timeline.getByText("Envio não confirmado: não conta como contato")).toBeVisible();
  const kinds = async () =>
    (
      await db.db
        .selectFrom("lead_activities")
        .select("kind")
        .where("lead_id", "=", id)
        .orderBy("kind")
        .execute()
    ).map((a) => a.kind);
  expect(await kinds()).toEqual(["whatsapp-opened"]);

  await question.getByRole("button", { name: "Sim, enviei" }).click();
  await expect(page.getByText("Conversa no WhatsApp registrada.")).toBeVisible();
  await expect(question).toHaveCount(0);
  await expect(timeline.getByText("Mensagem enviada (confirmado)")).toBeVisible();
  expect(await kinds()).toEqual(["whatsapp", "whatsapp-opened"]);
});
