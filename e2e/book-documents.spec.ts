import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { insertClientWithPolicy, pdfWithText, portoPolicyLines } from "../tests/support/book-fixtures";
import { expectAccessible, expectNoSidewaysScroll, gotoHydrated } from "./helpers";
import { test } from "./support/fixtures";

/**
 * A policy's documents in the browser (issue 42, decision 070), at 1280 and 390 px: a PDF sent,
 * the fields it reads shown beside the policy's, two of them confirmed, the file downloaded as it
 * was sent; a file over 10 MB refused before it leaves the browser. The client and the policy are
 * made straight in the database. axe on the screen, empty and with the reading.
 */

test("@phone a collaborator sends a policy PDF, confirms two fields it reads and downloads it", async ({
  page,
  db,
  makeStaff,
  signIn,
}) => {
  // Two uploads' worth of server work and three axe runs on a machine shared with other runs.
  test.setTimeout(120_000);
  const me = await makeStaff("collaborator", "approved", { name: "Ana Lima" });
  const { policyId, clientName } = await insertClientWithPolicy(db.db, {
    ownerId: me.user.id,
    policyNumber: null,
  });
  // A number of its own: both projects run this test on the same database.
  const number = `0531.${policyId.slice(0, 8)}`;
  const pdf = await pdfWithText(portoPolicyLines(number));
  await signIn(page, me);
  await gotoHydrated(page, `/employee-portal/policies/${policyId}/documents`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Documentos da apólice");
  await expect(page.getByText(`Carteira · ${clientName}`)).toBeVisible();
  await expect(page.getByText("Nenhum documento enviado ainda.")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Tipo do documento").selectOption("apolice");
  await page
    .getByLabel("Arquivo")
    .setInputFiles({ name: "apolice.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: "Enviar documento" }).click();
  await expect(page.getByText("Documento enviado.")).toBeVisible();
  const reading = page.getByRole("article", { name: "Dados lidos no PDF" });
  await expect(reading).toBeVisible();
  await expect(reading.getByRole("row", { name: /Número da apólice/ })).toContainText(number);
  await expect(reading.getByRole("row", { name: /Prêmio total/ })).toContainText("R$ 1.800,00");
  await expect(reading.getByRole("row", { name: /Prêmio total/ })).toContainText("R$ 2.147,60");
  await expect(reading.getByRole("row", { name: /Seguradora/ })).toContainText("61.198.164/0001-60");
  await expect(reading.getByRole("row", { name: /Placa/ })).toContainText("ABC1D23");
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath("leitura.png"), fullPage: true });

  await reading.getByLabel("Número da apólice", { exact: true }).check();
  await reading.getByLabel("Prêmio total", { exact: true }).check();
  await reading.getByRole("button", { name: "Confirmar os marcados" }).click();
  await expect(
    page.getByText("Dados confirmados na apólice. Número da apólice, Prêmio total."),
  ).toBeVisible();
  await expect(page.getByRole("article", { name: "Dados lidos no PDF" })).toHaveCount(0);
  const stored = await db.db
    .selectFrom("policies")
    .select(["policy_number", "total_premium_cents", "vehicle_plate"])
    .where("id", "=", policyId)
    .executeTakeFirstOrThrow();
  expect(stored).toEqual({ policy_number: number, total_premium_cents: 214_760, vehicle_plate: null });

  const row = page.getByRole("row", { name: /apolice\.pdf/ });
  await expect(row).toContainText("Ana Lima");
  await expect(row).toContainText("Apólice");
  const download = page.waitForEvent("download");
  await row.getByRole("link", { name: "Baixar apolice.pdf" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("apolice.pdf");
  expect((await readFile(await file.path())).equals(pdf)).toBe(true);
  await expectNoSidewaysScroll(page);
});

test("@phone a file over 10 MB is refused in the browser, with its message, and never sent", async ({
  page,
  db,
  makeStaff,
  signIn,
}) => {
  const me = await makeStaff("collaborator", "approved");
  const { policyId } = await insertClientWithPolicy(db.db, { ownerId: me.user.id });
  await signIn(page, me);
  await gotoHydrated(page, `/employee-portal/policies/${policyId}/documents`);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
  big.write("%PDF-1.7\n", 0, "latin1");
  const input = page.getByLabel("Arquivo");
  await input.setInputFiles({ name: "digitalizada.pdf", mimeType: "application/pdf", buffer: big });
  await expect(page.getByText("O arquivo tem mais de 10 MB.", { exact: false })).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");
  expect(await input.evaluate((el: HTMLInputElement) => el.files?.length ?? 0)).toBe(0);
  await page.getByRole("button", { name: "Enviar documento" }).click();
  expect(posts).toEqual([]);
  expect(
    await db.db.selectFrom("policy_documents").select("id").where("policy_id", "=", policyId).execute(),
  ).toEqual([]);
});
