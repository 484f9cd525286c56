/**
 * What a person sees on each screen when the server fails: the spec's exact texts (section 8).
 * The failure is forced in the e2e database itself (tests/support/force-failure.ts): a trigger
 * refuses one write for this test's own row only, so the tests running beside it on the same
 * SQLite file are untouched. Every trigger is removed in a finally.
 *
 * Per-address limits: every e2e test shares 127.0.0.1, and register and forgot-password allow
 * 5 requests an hour. These tests spend one of each per project (staff.spec.ts spends the same).
 */
import type { Page } from "@playwright/test";
import type { DatabaseHandle } from "~/.server/platform/db/database";
import { TEXT } from "../tests/support/contract-texts";
import { type ForcedFailureRule, forceFailure } from "../tests/support/force-failure";
import { gotoHydrated } from "./helpers";
import { expect, test } from "./support/fixtures";

/** Runs the steps while the database refuses this write for this row; always removes the trigger. */
async function whileRefused(db: DatabaseHandle, rule: ForcedFailureRule, steps: () => Promise<void>) {
  const forced = await forceFailure(db, rule);
  try {
    await steps();
  } finally {
    await forced.remove();
  }
}

/** An address no other test (or project) uses. */
const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}-${test.info().project.name}@corretora.test`;

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Login").fill(email);
  await page.getByLabel("Senha").fill(password);
}

test("login: the session cannot be stored → 'Falha no login.' on the login screen", async ({
  page,
  makeStaff,
  db,
}) => {
  const person = await makeStaff("collaborator", "approved");
  await gotoHydrated(page, "/access/employees");
  await fillLogin(page, person.email, person.password);
  await whileRefused(
    db,
    { table: "sessions", on: "insert", where: { column: "user_id", equals: person.user.id } },
    async () => {
      await page.getByRole("button", { name: "Entrar" }).click();
      await expect(page.getByRole("alert")).toHaveText(TEXT.loginFailed);
    },
  );
  await expect(page).toHaveURL(/\/access\/employees$/);
  // Only the fixture's own session: the failed login left none behind.
  const sessions = await db.db
    .selectFrom("sessions")
    .select("id")
    .where("user_id", "=", person.user.id)
    .execute();
  expect(sessions.map((s) => s.id)).toEqual([person.sessionId]);
});

test("register: the account cannot be stored → the register failure on the register screen", async ({
  page,
  db,
}) => {
  const email = uniqueEmail("registro-falha");
  await gotoHydrated(page, "/access/employees/register");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill("segredo-forte-1");
  await whileRefused(
    db,
    { table: "users", on: "insert", where: { column: "email", equals: email } },
    async () => {
      await page.getByRole("button", { name: "Cadastrar" }).click();
      await expect(page.getByRole("alert")).toHaveText(TEXT.registerFailed);
    },
  );
  await expect(page.getByRole("dialog", { name: "Cadastro enviado" })).toBeHidden();
  expect(await db.db.selectFrom("users").select("id").where("email", "=", email).execute()).toEqual([]);
});

test("forgot password: the link cannot be stored → the forgot-password failure on its screen", async ({
  page,
  makeStaff,
  db,
}) => {
  const person = await makeStaff("collaborator", "approved");
  await gotoHydrated(page, "/access/employees/forgot-password");
  await page.getByLabel("E-mail").fill(person.email);
  await whileRefused(
    db,
    { table: "verifications", on: "insert", where: { column: "subject_id", equals: person.user.id } },
    async () => {
      await page.getByRole("button", { name: "Enviar" }).click();
      await expect(page.getByRole("alert")).toHaveText(TEXT.forgotFailed);
    },
  );
  await expect(page.getByRole("dialog", { name: "E-mail enviado" })).toBeHidden();
  expect(
    await db.db
      .selectFrom("verifications")
      .where("purpose", "=", "password-reset")
      .select("token_hash")
      .where("subject_id", "=", person.user.id)
      .execute(),
  ).toEqual([]);
});

test("employee portal: the new password cannot be stored → the change failure after 'Sim'", async ({
  page,
  makeStaff,
  signIn,
  db,
}) => {
  const person = await makeStaff("collaborator", "approved");
  const hashOf = async () =>
    (
      await db.db
        .selectFrom("users")
        .select("password_hash")
        .where("id", "=", person.user.id)
        .executeTakeFirstOrThrow()
    ).password_hash;
  const hashBefore = await hashOf();
  await signIn(page, person);
  await gotoHydrated(page, "/employee-portal");
  const box = page.getByRole("complementary", { name: "Alterar minha senha" });
  await box.getByLabel("Senha atual").fill(person.password);
  await box.getByLabel("Nova senha").fill("nao-vai-gravar");
  await whileRefused(
    db,
    { table: "users", on: "update", where: { column: "id", equals: person.user.id } },
    async () => {
      await box.getByRole("button", { name: "Alterar senha" }).click();
      const confirm = page.getByRole("dialog", { name: "Alterar a senha?" });
      await expect(confirm).toBeVisible();
      await confirm.getByRole("button", { name: "Sim" }).click();
      await expect(box.getByRole("alert")).toHaveText(TEXT.passwordChangeFailed);
    },
  );
  expect(await hashOf()).toBe(hashBefore);
});

test("admin portal: approving a registration another admin already removed → 'Usuário não encontrado para aprovação…'", async ({
  page,
  makeStaff,
  signIn,
  db,
}) => {
  const admin = await makeStaff("admin", "approved");
  const waiting = await makeStaff("collaborator", "pending");
  await signIn(page, admin);
  await gotoHydrated(page, "/admin-portal");
  const entry = page
    .getByRole("region", { name: /Cadastros pendentes/ })
    .getByRole("row")
    .filter({ hasText: waiting.email });
  await expect(entry).toBeVisible();

  // Meanwhile, another admin denies it (the row goes, as a deny does).
  await db.db.deleteFrom("users").where("id", "=", waiting.user.id).execute();

  await entry.getByRole("button", { name: "Aprovar" }).click();
  await expect(page.getByRole("alert").filter({ hasText: TEXT.noPendingRecord })).toHaveText(
    TEXT.noPendingRecord,
  );
  expect(await db.db.selectFrom("users").select("id").where("id", "=", waiting.user.id).execute()).toEqual(
    [],
  );
});

test("contact: the message cannot be stored → the failure text, and every field the visitor typed is kept", async ({
  page,
  db,
}) => {
  const email = uniqueEmail("contato-falha");
  const text = "Quero saber do seguro residencial, por favor.";
  await gotoHydrated(page, "/contact/contact-us");
  const name = page.getByLabel("Nome");
  const phone = page.getByRole("textbox", { name: "Telefone" });
  const emailField = page.getByRole("textbox", { name: "E-mail" });
  const subject = page.getByLabel("Assunto");
  const method = page.getByRole("radio", { name: "Telefone" });
  const message = page.getByLabel("Mensagem");
  const consent = page.getByRole("checkbox", { name: /Autorizo a corretora a usar os dados/ });

  await name.pressSequentially("Conceição Araújo");
  await phone.pressSequentially("41987654321");
  await emailField.fill(email);
  await subject.selectOption("Reclamação");
  await method.check();
  await message.fill(text);
  await consent.check();
  // The ALTCHA proof of work runs in the browser once a field is focused; its payload fills a hidden input.
  await expect(page.getByText("Verificado")).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('input[name="altcha"]')).not.toHaveValue("");

  await whileRefused(
    db,
    { table: "contact_messages", on: "insert", where: { column: "email", equals: email } },
    async () => {
      await page.getByRole("button", { name: "Enviar mensagem" }).click();
      await expect(page.getByTestId("contact-status")).toHaveText(TEXT.contactFailure);
    },
  );
  await expect(page.getByTestId("contact-status")).toHaveAttribute("role", "alert");
  await expect(name).toHaveValue("Conceição Araújo");
  await expect(emailField).toHaveValue(email);
  await expect(phone).toHaveValue("(41) 9 8765-4321");
  await expect(subject).toHaveValue("Reclamação");
  await expect(method).toBeChecked();
  await expect(message).toHaveValue(text);
  await expect(consent).toBeChecked();
  expect(
    await db.db.selectFrom("contact_messages").select("id").where("email", "=", email).execute(),
  ).toEqual([]);
  expect(await db.db.selectFrom("outbox").select("id").where("to_address", "=", email).execute()).toEqual([]);
});
