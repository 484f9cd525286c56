import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { shownName } from "../tests/support/staff-fixtures";
import { expectAccessible, gotoHydrated } from "./helpers";
import { expect, test } from "./support/fixtures";

/**
 * Issue 26, "Lists on phones": the users, messages, version history and audit screens are one
 * table pattern (app/components/data-table.tsx). On a phone (the mobile project, 390 px) every
 * row is a card with nothing off-screen and every action within reach; on a wide screen (1280 px)
 * the table stays. Both widths pass axe.
 */

/** Cards on a phone, a table on a wide screen; and at either width the page never scrolls sideways. */
async function expectListLayout(page: Page, phone: boolean) {
  const layout = await page.evaluate(() => {
    const root = document.documentElement;
    const tables = [...document.querySelectorAll("main table")];
    const rows = [...document.querySelectorAll("main tbody tr")];
    // Every button and link of a row, with how far its right edge reaches.
    const controls = [...document.querySelectorAll("main tbody tr :is(a, button, summary)")].map((el) => {
      const box = el.getBoundingClientRect();
      return { text: el.textContent?.trim() ?? "", left: box.left, right: box.right, width: box.width };
    });
    return {
      overflow: root.scrollWidth - root.clientWidth,
      viewport: root.clientWidth,
      tableDisplays: tables.map((t) => getComputedStyle(t).display),
      headerHeights: tables.map((t) => t.querySelector("thead")?.getBoundingClientRect().height ?? 0),
      rowDisplays: rows.map((r) => getComputedStyle(r).display),
      controls,
    };
  });
  expect(layout.overflow, "a página não rola para o lado").toBeLessThanOrEqual(0);
  expect(layout.tableDisplays.length).toBeGreaterThan(0);
  expect(layout.controls.length).toBeGreaterThan(0);
  if (phone) {
    // No table on screen: the rows are cards, the header row is for screen readers only.
    expect(new Set(layout.tableDisplays)).toEqual(new Set(["block"]));
    expect(new Set(layout.rowDisplays)).toEqual(new Set(["block"]));
    for (const height of layout.headerHeights) expect(height).toBeLessThanOrEqual(1);
  } else {
    expect(new Set(layout.tableDisplays)).toEqual(new Set(["table"]));
    expect(new Set(layout.rowDisplays)).toEqual(new Set(["table-row"]));
    for (const height of layout.headerHeights) expect(height).toBeGreaterThan(20);
  }
  for (const control of layout.controls) {
    expect(control.width, control.text).toBeGreaterThan(0);
    expect(control.left, control.text).toBeGreaterThanOrEqual(0);
    expect(control.right, control.text).toBeLessThanOrEqual(layout.viewport);
  }
}

test("users, messages, history and audit: cards on a phone, a table on a wide screen, every action within reach", {
  tag: "@phone",
}, async ({ page, makeStaff, signIn, db }) => {
  test.slow(); // four screens, four axe scans, three actions
  const phone = test.info().project.name === "mobile";
  const admin = await makeStaff("admin", "approved");
  const waiting = await makeStaff("collaborator", "pending");
  const visitor = `Visitante ${randomUUID().slice(0, 8)}`;
  const at = new Date().toISOString();
  const messageId = randomUUID();
  await db.db
    .insertInto("contact_messages")
    .values({
      id: messageId,
      name: visitor,
      email: "visitante@exemplo.com",
      phone: null,
      subject: "Seguros",
      contact_method: "email",
      message: "Quero uma cotação de seguro auto para um carro de 2020, com cobertura completa.",
      product: "automobile",
      handled_at: null,
      created_at: at,
    })
    .execute();
  await db.db
    .insertInto("outbox")
    .values({
      id: randomUUID(),
      kind: "account-approved",
      to_address: `caixa-cheia-${randomUUID().slice(0, 8)}@exemplo-com-um-dominio-bem-comprido.com.br`,
      payload: JSON.stringify({ name: "Maria" }),
      ref_id: null,
      status: "failed",
      attempts: 8,
      next_attempt_at: at,
      locked_until: null,
      last_error: "552 Caixa cheia: a caixa de entrada do destinatário está sem espaço",
      sent_at: null,
      created_at: at,
    })
    .execute();
  const adminName = `Maria ${randomUUID().slice(0, 8)}`;
  await db.db.updateTable("users").set({ name: adminName }).where("id", "=", admin.user.id).execute();
  await signIn(page, admin);

  // Users: the pending registration's card carries "Aprovar", and it approves.
  await gotoHydrated(page, "/admin-portal");
  await expectListLayout(page, phone);
  await expectAccessible(page);
  const pending = page
    .getByRole("region", { name: /Cadastros pendentes/ })
    .getByRole("row")
    .filter({ hasText: waiting.email });
  await expect(pending.getByRole("button", { name: "Recusar" })).toBeVisible();
  await pending.getByRole("button", { name: "Aprovar" }).click();
  await expect(page.getByRole("status")).toContainText("aprovado");
  const approved = page
    .getByRole("region", { name: /Usuários cadastrados/ })
    .getByRole("row")
    .filter({ hasText: waiting.email });
  for (const name of ["Editar", "Tornar administrador", "Desativar"])
    await expect(approved.getByRole(name === "Editar" ? "link" : "button", { name })).toBeVisible();
  await expect(approved.getByRole("link", { name: "Excluir" })).toBeVisible();

  // Messages: the failed mail and the message, each with its actions; "Ler" opens the message.
  await gotoHydrated(page, "/admin-portal/messages");
  await expectListLayout(page, phone);
  await expectAccessible(page);
  const message = page.getByRole("row").filter({ hasText: visitor });
  await expect(message).toContainText("Seguros - Seguro Auto");
  await expect(message.getByRole("link", { name: "Excluir" })).toBeVisible();
  await message.getByRole("link", { name: "Ler" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin-portal/messages/${messageId}$`));

  // History: "Abrir" of a version is on its card, and opens the version with its restore button.
  await gotoHydrated(page, "/admin-portal/history/product/automobile");
  await expectListLayout(page, phone);
  await expectAccessible(page);
  await page.getByRole("link", { name: "Abrir a versão 1" }).click();
  await expect(page.getByRole("heading", { name: /^Versão 1/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /Versão 1/ })).toHaveAttribute("aria-current", "true");

  // Audit: the approval reads as a sentence with today's names; the raw record is one tap away.
  await gotoHydrated(page, "/admin-portal/audit");
  await expectListLayout(page, phone);
  await expectAccessible(page);
  const entry = page
    .getByRole("row")
    .filter({ hasText: `${adminName} aprovou o cadastro de ${shownName(waiting)}.` })
    .first();
  await expect(entry).toBeVisible();
  await entry.getByText("Ver registro").click();
  await expect(entry.getByText("user.approve")).toBeVisible();
  await expectAccessible(page);
});
