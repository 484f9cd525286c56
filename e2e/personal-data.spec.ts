import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { storeContactMessage } from "~/.server/site/contact";
import type { ContactInput } from "~/lib/contact-schema";
import { expectAccessible, gotoHydrated, staffNavigation } from "./helpers";
import { expect, test } from "./support/fixtures";

/**
 * Issue 29, the person's rights (decision 045): an admin finds everything the site holds about a
 * person by e-mail, downloads it as JSON and erases it; the e-mail never appears in an address.
 */
test("an admin finds a person by e-mail, exports the JSON and erases it all", async ({
  page,
  db,
  makeStaff,
  signIn,
}) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const person = {
    from_name: `Glória Titular ${tag}`,
    email: `gloria.${tag}@exemplo.com`,
    phone: "41912345678",
    subject: "Seguros",
    contact_method: "Email",
    message: `Quero cotar um seguro de vida (${tag}).`,
    product: "life",
    consent: "on",
  } as ContactInput;
  const messageId = await storeContactMessage(
    db.db,
    person,
    { signature: randomUUID(), expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
    "caixa@corretora.test",
  );
  const admin = await makeStaff("admin", "approved");
  await signIn(page, admin);

  await gotoHydrated(page, "/access/admin-menu");
  await (await staffNavigation(page)).getByRole("link", { name: "Dados pessoais" }).click();
  await expect(page.getByRole("heading", { name: "Dados pessoais", level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("E-mail").fill(person.email.toUpperCase());
  await page.getByRole("button", { name: "Buscar" }).click();
  // 3 e-mails: the two of the message and its new lead's owner's notice (decision 061).
  await expect(
    page.getByText("Encontrado: 1 oportunidade, 1 mensagem, 3 e-mails e 0 contadores"),
    // The search and the erase read every table that holds people, the book's too: with both
    // suites on a loaded 2-core CI their answer was seen after more than 10 s.
  ).toBeVisible({ timeout: 30_000 });
  const leads = page.getByRole("table", { name: /Oportunidades com este e-mail ou telefone/ });
  await expect(leads).toContainText(person.from_name);
  // Why each row is there, before anything is exported or erased (security review 3, M-1).
  await expect(leads).toContainText("lead com este e-mail");
  const messages = page.getByRole("table", { name: /Mensagens enviadas com este e-mail ou telefone/ });
  await expect(messages).toContainText(person.subject);
  await expect(messages).toContainText("mensagem enviada deste e-mail");
  // The search was a POST: the address the browser (and every log) keeps has no e-mail.
  expect(page.url()).not.toContain(tag);
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exportar (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dados-pessoais-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
  expect(file.mensagens[0].message).toBe(person.message);
  expect(file.oportunidades[0].name).toBe(person.from_name);

  // The erase asks for the confirmation first (the browser's own check on the required box).
  await page.getByRole("button", { name: "Excluir tudo" }).click();
  await expect(page.getByText("Dados pessoais excluídos.")).toHaveCount(0);
  await page.getByLabel(/Confirmo que a pessoa pediu a exclusão/).check();
  await page.getByRole("button", { name: "Excluir tudo" }).click();
  await expect(
    page.getByText(
      "Dados pessoais excluídos. Excluídos: 1 oportunidade, 1 mensagem, 3 e-mails e 0 contadores.",
    ),
  ).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
  expect(
    await db.db.selectFrom("contact_messages").select("id").where("id", "=", messageId).executeTakeFirst(),
  ).toBeUndefined();
  expect(
    await db.db.selectFrom("leads").select("id").where("email_key", "=", person.email).execute(),
  ).toEqual([]);
});
