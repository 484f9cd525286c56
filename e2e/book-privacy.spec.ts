import { randomInt, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { findOrCreateClient, insertPolicy } from "~/.server/book";
import { transaction } from "~/.server/platform";
import { clientSchema, policySchema } from "~/lib/book-schemas";
import { expectAccessible, gotoHydrated, staffNavigation } from "./helpers";
import { expect, test } from "./support/fixtures";

/** A valid CPF from 9 random digits and their two check digits. */
function randomCpf(): string {
  const base = String(randomInt(100_000_000, 999_999_999));
  const digit = (digits: string) => {
    let sum = 0;
    for (let k = 0; k < digits.length; k++) sum += Number(digits[k]) * (digits.length + 1 - k);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}

/**
 * Issue 42, the person's rights over the book (decision 071): an admin finds a client by CPF,
 * reads what the law obliges keeping and until when, exports the whole book and erases what may
 * be erased; the screen says what stayed.
 */
test("an admin finds a client by CPF, exports the book and erases what the law lets go", async ({
  page,
  db,
  makeStaff,
  signIn,
}) => {
  test.setTimeout(60_000);
  const tag = randomUUID().slice(0, 8);
  const cpf = randomCpf();
  const { id } = await transaction(db.db, (trx) =>
    findOrCreateClient(
      trx,
      clientSchema.parse({ document: cpf, name: `Rui Titular ${tag}`, notes: `Anotação ${tag}` }),
      { origin: "manual", actorId: null },
    ),
  );
  await transaction(db.db, (trx) =>
    insertPolicy(
      trx,
      id,
      policySchema.parse({
        insurerId: "porto",
        product: "automobile",
        policyNumber: `E2E-${tag}`,
        startsOn: "2024-06-30",
        endsOn: "2025-06-30",
        totalPremium: "1.800,00",
        insuredKind: "vehicle",
        vehiclePlate: "ABC1D23",
      }),
      { origin: "manual", actorId: null },
    ),
  );
  // The policy last changed the day its cover ended: kept five years from then.
  await db.db
    .updateTable("policies")
    .set({ updated_at: "2025-06-30T15:00:00.000Z", status: "encerrada" })
    .where("client_id", "=", id)
    .execute();
  await db.db
    .updateTable("clients")
    .set({ created_at: "2024-06-30T15:00:00.000Z" })
    .where("id", "=", id)
    .execute();

  const admin = await makeStaff("admin", "approved");
  await signIn(page, admin);
  await gotoHydrated(page, "/access/admin-menu");
  await (await staffNavigation(page)).getByRole("link", { name: "Dados pessoais" }).click();
  await page
    .getByLabel("CPF ou CNPJ")
    .fill(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
  await page.getByRole("button", { name: "Buscar" }).click();
  const book = page.getByRole("table", {
    name: /Clientes da carteira com este e-mail, telefone ou CPF\/CNPJ/,
  });
  await expect(book).toContainText(`Rui Titular ${tag}`);
  await expect(book).toContainText("1 apólice");
  await expect(book).toContainText("Guardado até 30/06/2030");
  expect(page.url()).not.toContain(cpf);
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exportar (JSON)" }).click(),
  ]);
  const file = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
  expect(file.carteira[0].cliente.document).toBe(cpf);
  expect(file.carteira[0].apolices[0].policy_number).toBe(`E2E-${tag}`);

  await page.getByLabel(/Confirmo que a pessoa pediu a exclusão/).check();
  await page.getByRole("button", { name: "Excluir tudo" }).click();
  await expect(page.getByText(/Dados pessoais excluídos\..*Guardado até 30\/06\/2030/)).toBeVisible();
  await expectAccessible(page);
  const row = await db.db
    .selectFrom("clients")
    .select(["name", "notes"])
    .where("id", "=", id)
    .executeTakeFirst();
  expect(row).toEqual({ name: `Rui Titular ${tag}`, notes: null });
});
