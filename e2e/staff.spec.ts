import type { Page } from "@playwright/test";
import { expectAccessible, gotoHydrated, loginAfter } from "./helpers";
import { expect, test } from "./support/fixtures";

async function logIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, "/access/employees");
  await page.getByLabel("Login").fill(email);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

async function logOut(page: Page) {
  // The screen's own "Sair" (the staff shell's top bar has one too).
  await page.getByRole("main").getByRole("link", { name: "Sair" }).click();
  const dialog = page.getByRole("dialog", { name: "Deseja realmente sair?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Sim, sair" }).click();
  await expect(page).toHaveURL(/\/access\/employees$/);
}

test("register → refused while pending → approved by an admin → portal → change password → logout → guarded", async ({
  page,
  browser,
  makeStaff,
  signIn,
  db,
  mailTo,
}) => {
  test.slow(); // a whole journey: two browsers, several password hashes, two axe scans
  const email = `novo-${Date.now()}-${test.info().project.name}@corretora.test`;

  // A new colleague registers.
  await gotoHydrated(page, "/access/employees/register");
  await expectAccessible(page);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Senha").fill("primeira-senha");
  await page.getByRole("button", { name: "Cadastrar" }).click();
  const sent = page.getByRole("dialog", { name: "Cadastro enviado" });
  await expect(sent).toContainText("Seu cadastro foi enviado para aprovação do administrador.");
  await sent.getByRole("link", { name: "Fechar" }).click();
  await expect(page).toHaveURL(/\/$/);
  const row = await db.db
    .selectFrom("users")
    .select(["status", "role"])
    .where("email", "=", email)
    .executeTakeFirst();
  expect(row).toEqual({ status: "pending", role: "collaborator" });

  // Not approved yet: the login says so, and the portal stays closed.
  await logIn(page, email, "primeira-senha");
  await expect(page.getByRole("alert")).toHaveText(
    "Seu cadastro ainda não foi aprovado. Aguarde a aprovação do administrador.",
  );
  await page.goto("/employee-portal");
  await expect(page).toHaveURL(loginAfter("/employee-portal"));

  // The registration mailed a link that proves the e-mail is theirs (security review 2, L-8);
  // the admin's list says it is not confirmed yet.
  const admin = await makeStaff("admin", "approved");
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin);
  await gotoHydrated(adminPage, "/admin-portal");
  const pendingList = adminPage.getByRole("region", { name: /Cadastros pendentes/ });
  const entry = pendingList.getByRole("row").filter({ hasText: email });
  await expect(entry).toContainText("E-mail não confirmado");
  const [confirmation] = await mailTo(email, (m) => m.subject.startsWith("Confirme o seu e-mail"));
  const link = confirmation?.text.match(/https?:\/\/\S+confirm-email\?token=\S+/)?.[0];
  expect(link, "link de confirmação no e-mail").toBeDefined();
  await gotoHydrated(page, link ?? "");
  await expect(page.getByText(email)).toBeVisible();
  await expectAccessible(page);
  // The registration's password too (security review 3, L-4): the inbox alone confirms nothing.
  await page.getByLabel("Senha escolhida no cadastro").fill("primeira-senha");
  await page.getByRole("button", { name: "Confirmar meu e-mail" }).click();
  await expect(page.getByRole("status")).toHaveText("E-mail confirmado com sucesso!");

  // An admin approves, in another browser: confirmed, the spec's button approves at once.
  await adminPage.reload();
  await expect(entry).toContainText("E-mail confirmado");
  await entry.getByRole("button", { name: "Aprovar" }).click();
  await expect(adminPage.getByRole("status")).toContainText("aprovado");
  await expect(
    adminPage
      .getByRole("region", { name: /Usuários cadastrados/ })
      .getByRole("row")
      .filter({ hasText: email }),
  ).toBeVisible();
  await adminContext.close();

  // Approved: the first login asks for the name and phone clients will see (decision 064), checked
  // in the browser first; then the main menu, then the portal.
  await logIn(page, email, "primeira-senha");
  await expect(page).toHaveURL(/\/access\/employees\/profile$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Como os clientes veem você");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Salvar e continuar" }).click();
  await expect(page.getByText("Informe o seu nome, como os clientes vão ver.")).toBeVisible();
  await expect(page.getByLabel("Seu nome")).toBeFocused();
  await page.getByLabel("Seu nome").fill("Joana Souza");
  // Corrected, a field is no longer marked; the one still empty keeps its message.
  await expect(page.getByText("Informe o seu nome, como os clientes vão ver.")).toHaveCount(0);
  await expect(page.getByLabel("Seu nome")).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Informe um telefone com DDD, por exemplo (41) 9 0000-0000.")).toBeVisible();
  await page.getByLabel(/Seu telefone/).pressSequentially("41991234567");
  await expect(page.getByLabel(/Seu telefone/)).toHaveValue("(41) 9 9123-4567");
  await expect(page.getByText("Informe um telefone com DDD, por exemplo (41) 9 0000-0000.")).toHaveCount(0);
  await page.getByRole("button", { name: "Salvar e continuar" }).click();
  await expect(page).toHaveURL(/\/access\/main-menu$/);
  await page
    .getByRole("main")
    .getByRole("link", { name: /Portal do Colaborador/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bem-vindo ao Portal do Colaborador");
  await expect(page.getByRole("heading", { name: "Seguradoras", exact: true })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "Como os clientes veem você" })).toContainText(
    "Joana Souza(41) 9 9123-4567",
  );
  await expectAccessible(page);

  // The portal lists where the person is signed in: this browser, marked.
  const sessions = page.getByRole("complementary", { name: "Sessões ativas" });
  await expect(sessions.getByRole("listitem")).toHaveCount(1);
  await expect(sessions.getByRole("listitem")).toContainText(/Chrome no .+esta sessão/);
  await expect(sessions.getByRole("button", { name: "Encerrar as outras sessões" })).toBeDisabled();

  // Change the password: disabled while empty, minimum 6, asks first, needs the current one.
  const box = page.getByRole("complementary", { name: "Alterar minha senha" });
  const change = box.getByRole("button", { name: "Alterar senha" });
  const confirm = page.getByRole("dialog", { name: "Alterar a senha?" });
  await expect(change).toBeDisabled();
  await box.getByLabel("Senha atual").fill("nao-e-a-atual");
  await box.getByLabel("Nova senha").fill("12345");
  await change.click();
  await expect(page.getByText("A senha deve conter no mínimo 6 caracteres.")).toBeVisible();
  await box.getByLabel("Nova senha").fill("segunda-senha");
  await change.click();
  await confirm.getByRole("button", { name: "Sim" }).click();
  await expect(box.getByRole("alert")).toHaveText("Falha ao alterar a senha. Tente novamente.");
  await box.getByLabel("Senha atual").fill("primeira-senha");
  await change.click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Sim" }).click();
  await expect(box.getByRole("status")).toHaveText("Senha alterada com sucesso!");

  // Logout asks, ends the session, and the portal is closed again.
  await logOut(page);
  await page.goto("/employee-portal");
  await expect(page).toHaveURL(loginAfter("/employee-portal"));

  // The old password no longer works; the new one does.
  await logIn(page, email, "primeira-senha");
  await expect(page.getByRole("alert")).toHaveText("Senha incorreta. Por favor, tente novamente.");
  await logIn(page, email, "segunda-senha");
  await expect(page).toHaveURL(/\/access\/main-menu$/);
});

test("an admin approves a registration whose e-mail is unconfirmed only after saying yes to the question", async ({
  page,
  makeStaff,
  signIn,
}) => {
  const admin = await makeStaff("admin", "approved");
  const stranger = await makeStaff("collaborator", "pending", { emailConfirmed: false });
  await signIn(page, admin);
  await gotoHydrated(page, "/admin-portal");
  const pendingList = page.getByRole("region", { name: /Cadastros pendentes/ });
  const entry = () => pendingList.getByRole("row").filter({ hasText: stranger.email });
  await expect(entry()).toContainText("E-mail não confirmado");

  // "Aprovar" asks first; "Não" leaves the registration waiting.
  await entry().getByRole("link", { name: "Aprovar" }).click();
  const question = page.getByRole("dialog", { name: "Aprovar cadastro" });
  await expect(question).toContainText("O e-mail ainda não foi confirmado. Aprovar mesmo assim?");
  await expectAccessible(page);
  await question.getByRole("link", { name: "Não" }).click();
  await expect(question).toBeHidden();
  await expect(entry()).toBeVisible();

  await entry().getByRole("link", { name: "Aprovar" }).click();
  await question.getByRole("button", { name: "Sim, aprovar" }).click();
  await expect(page.getByRole("status")).toContainText("aprovado");
  await expect(
    page
      .getByRole("region", { name: /Usuários cadastrados/ })
      .getByRole("row")
      .filter({ hasText: stranger.email }),
  ).toBeVisible();
});

test("forgot password → the e-mail's link → new password → login; the link works once", async ({
  page,
  makeStaff,
  mailTo,
}) => {
  const person = await makeStaff("collaborator", "approved");

  // (An unknown e-mail's message is covered over HTTP: each request here counts against the
  // per-address limit of 5 an hour that every e2e test shares.)
  await gotoHydrated(page, "/access/employees/forgot-password");
  await page.getByLabel("E-mail").fill(person.email);
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByRole("dialog", { name: "E-mail enviado" })).toBeVisible();

  const [mail] = await mailTo(person.email);
  expect(mail?.subject).toContain("Redefinição de senha");
  const link = mail?.text.match(/https?:\/\/\S+reset-password\?token=\S+/)?.[0];
  expect(link, "link de redefinição no e-mail").toBeDefined();

  await gotoHydrated(page, link ?? "");
  await page.getByLabel("Nova senha").fill("nova-pelo-email");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expect(page.getByRole("status")).toHaveText("Senha alterada com sucesso!");
  await page.getByRole("link", { name: "Entrar com a nova senha" }).click();

  await page.getByLabel("Login").fill(person.email);
  await page.getByLabel("Senha").fill("nova-pelo-email");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/access\/main-menu$/);

  // The same link again: refused, with a way to ask for a new one.
  await gotoHydrated(page, link ?? "");
  await expect(page.getByRole("alert")).toHaveText(
    "Link de redefinição inválido ou expirado. Solicite um novo.",
  );
  await expect(page.getByRole("link", { name: "Solicitar novo link" })).toBeVisible();
});

test("admin edits a colleague (phone mask), denies a registration and deletes an account after confirming", async ({
  page,
  makeStaff,
  signIn,
  db,
}) => {
  test.slow(); // four accounts hashed, an axe scan and five round trips
  const admin = await makeStaff("admin", "approved");
  const colleague = await makeStaff("collaborator", "approved");
  const applicant = await makeStaff("collaborator", "pending");
  const leaving = await makeStaff("collaborator", "approved");
  await signIn(page, admin);
  await gotoHydrated(page, "/admin-portal");
  await expectAccessible(page);
  const registered = page.getByRole("region", { name: /Usuários cadastrados/ });

  // Edit name and phone; the phone is masked as typed, stored as digits.
  await registered
    .getByRole("row")
    .filter({ hasText: colleague.email })
    .getByRole("link", { name: "Editar" })
    .click();
  const edit = page.getByRole("dialog", { name: "Editar usuário" });
  await edit.getByLabel("Nome").fill("Maria da Conceição");
  await edit.getByLabel("Telefone").pressSequentially("41987654321");
  await expect(edit.getByLabel("Telefone")).toHaveValue("(41) 9 8765-4321");
  await edit.getByRole("button", { name: "Salvar" }).click();
  await expect(edit).toBeHidden();
  await expect(registered.getByRole("row").filter({ hasText: colleague.email })).toContainText(
    "Maria da Conceição · (41) 9 8765-4321",
  );
  expect(
    await db.db
      .selectFrom("users")
      .select(["name", "phone"])
      .where("id", "=", colleague.user.id)
      .executeTakeFirst(),
  ).toEqual({ name: "Maria da Conceição", phone: "41987654321" });

  // Deny a pending registration: the account is gone.
  await page
    .getByRole("region", { name: /Cadastros pendentes/ })
    .getByRole("row")
    .filter({ hasText: applicant.email })
    .getByRole("button", { name: "Recusar" })
    .click();
  await expect(page.getByRole("status")).toHaveText("Cadastro recusado e removido.");
  await expect(page.getByRole("row").filter({ hasText: applicant.email })).toHaveCount(0);
  expect(
    await db.db.selectFrom("users").select("id").where("id", "=", applicant.user.id).executeTakeFirst(),
  ).toBeUndefined();

  // Delete asks first; "Não" keeps the account, "Sim" removes it.
  const leavingRow = registered.getByRole("row").filter({ hasText: leaving.email });
  await leavingRow.getByRole("link", { name: "Excluir" }).click();
  let confirm = page.getByRole("dialog", { name: "Excluir usuário" });
  await expect(confirm).toContainText("Você confirma a exclusão do usuário?");
  await confirm.getByRole("link", { name: "Não" }).click();
  await expect(confirm).toBeHidden();
  await expect(leavingRow).toBeVisible();
  await leavingRow.getByRole("link", { name: "Excluir" }).click();
  confirm = page.getByRole("dialog", { name: "Excluir usuário" });
  await confirm.getByRole("button", { name: "Sim" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("status")).toHaveText("Usuário excluído.");
  await expect(registered.getByRole("row").filter({ hasText: leaving.email })).toHaveCount(0);
  expect(
    await db.db.selectFrom("users").select("id").where("id", "=", leaving.user.id).executeTakeFirst(),
  ).toBeUndefined();
});

test("admin disables a colleague: their session ends and the login says so; reactivated, they log in again", async ({
  page,
  browser,
  makeStaff,
  signIn,
  db,
}) => {
  test.slow(); // two browsers and three password hashes
  const colleague = await makeStaff("collaborator", "approved");
  await signIn(page, colleague);
  await gotoHydrated(page, "/employee-portal");
  await expect(page.getByRole("heading", { name: "Bem-vindo ao Portal do Colaborador" })).toBeVisible();

  const admin = await makeStaff("admin", "approved");
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, admin);
  await gotoHydrated(adminPage, "/admin-portal");
  const row = adminPage
    .getByRole("region", { name: /Usuários cadastrados/ })
    .getByRole("row")
    .filter({ hasText: colleague.email });
  await row.getByRole("button", { name: "Desativar" }).click();
  await expect(adminPage.getByRole("status")).toHaveText("Usuário desativado: ele não consegue mais entrar.");
  await expect(row).toContainText("Desativado");
  await expect(row.getByRole("button", { name: "Reativar" })).toBeVisible();

  // The colleague's open session is over, and the login tells them why.
  await page.reload();
  await expect(page).toHaveURL(loginAfter("/employee-portal"));
  await logIn(page, colleague.email, colleague.password);
  await expect(page.getByRole("alert")).toHaveText(
    "Usuário desativado. Entre em contato com o administrador.",
  );

  await row.getByRole("button", { name: "Reativar" }).click();
  await expect(adminPage.getByRole("status")).toHaveText("Usuário reativado: ele já pode entrar de novo.");
  await expect(row).not.toContainText("Desativado");
  expect(
    await db.db
      .selectFrom("users")
      .select("disabled_at")
      .where("id", "=", colleague.user.id)
      .executeTakeFirst(),
  ).toEqual({ disabled_at: null });
  await adminContext.close();

  await logIn(page, colleague.email, colleague.password);
  await expect(page).toHaveURL(/\/access\/main-menu$/);
});
