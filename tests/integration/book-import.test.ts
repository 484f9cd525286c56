/**
 * Importing a book (issue 42, decision 068) over real HTTP on SQLite and PostgreSQL: a CSV as
 * Brazilian Excel writes it and an XLSX built here, each row imported, already there or refused
 * with its Portuguese reason (shown in the preview before anything is written); a second import
 * of the same file adds nothing; the mapping kept per source; the report as a CSV; a dead run
 * marked failed; the upload's own body bound.
 */

import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  findOrCreateClient,
  importRows,
  insertImportRun,
  insertPolicy,
  mappingFor,
  readCsv,
} from "~/.server/book";
import { IMPORT_ROW_MESSAGES } from "~/.server/book/import-rows";
import { STALE_RUN_MS } from "~/.server/book/import-runs";
import { transaction } from "~/.server/platform";
import { clientSchema, policySchema } from "~/lib/book-schemas";
import { BR_MESSAGES } from "~/lib/br";
import { MAX_IMPORT_BODY_BYTES } from "../../server/request-guards";
import { insertPolicyRow, insertRenewal } from "../support/book-fixtures";
import { cpfFrom, csvText, someCpf, windows1252, xlsxOf } from "../support/book-import-files";
import { projectDatabase } from "../support/database-project";
import { escapeHtml, unique, useServerSuite, waitFor } from "../support/http-assertions";
import { postRaw } from "../support/raw-http";

const kind = projectDatabase();

const HEADERS = [
  "CPF/CNPJ",
  "Segurado",
  "E-mail",
  "Telefone",
  "Seguradora",
  "Produto",
  "Apólice",
  "Início de vigência",
  "Fim de vigência",
  "Prêmio líquido",
  "IOF",
  "Prêmio total",
  "Comissão %",
  "Placa",
];

describe(`importing a book on ${kind}`, () => {
  const s = useServerSuite(kind);
  const db = () => s.handle.db;

  /** Sends a file (or pasted rows) as the import screen does: the upload's page. */
  async function upload(source: string, file: { name: string; bytes: Buffer } | { pasted: string }) {
    const form = new FormData();
    form.set("intent", "upload");
    form.set("source", source);
    if ("bytes" in file) form.set("file", new Blob([new Uint8Array(file.bytes)]), file.name);
    else form.set("pasted", file.pasted);
    const res = await fetch(`${s.server.url}/employee-portal/import`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: s.server.url, Cookie: s.admin.cookie },
      body: form,
    });
    await s.expectRedirect(res, /^\/employee-portal\/import\/uploads\/[0-9a-f-]{36}$/);
    return s.where(res) ?? "";
  }

  /** The page's mapping: the option selected in each `map.<field>` select. */
  function mappingOnPage(html: string): Record<string, string> {
    const out: Record<string, string> = {};
    for (const match of html.matchAll(/<select[^>]*name="(map\.[a-zA-Z]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
      const selected = /<option value="([^"]*)" selected="">/.exec(match[2] ?? "");
      out[match[1] ?? ""] = selected?.[1]?.replaceAll("&amp;", "&") ?? "";
    }
    return out;
  }

  /** Imports the upload with the mapping its page shows (changed by `change`): the finished run. */
  async function importUpload(page: string, change: Record<string, string> = {}) {
    const html = await (await s.server.get(page, s.admin.cookie)).text();
    const res = await s.server.post(
      page,
      { intent: "import", ...mappingOnPage(html), ...change },
      s.admin.cookie,
    );
    await s.expectRedirect(res, /^\/employee-portal\/import\/runs\/[0-9a-f-]{36}$/);
    const runPage = s.where(res) ?? "";
    const id = runPage.split("/").pop() ?? "";
    const run = await waitFor(async () => {
      const row = await db().selectFrom("import_runs").selectAll().where("id", "=", id).executeTakeFirst();
      return row?.status === "done" ? row : undefined;
    }, 30_000);
    return { run, runPage, report: JSON.parse(run.report ?? "[]") as Array<Record<string, unknown>> };
  }

  it("imports a Windows-1252 CSV: each row imported, already there or refused with its reason, shown in the preview first; a second import adds nothing", async () => {
    const cpf = someCpf();
    const known = someCpf();
    const n = unique();
    // A policy already in the book: its row is "already there".
    await transaction(db(), async (trx) => {
      const client = await findOrCreateClient(
        trx,
        clientSchema.parse({ document: known, name: "Já Cliente" }),
        {
          origin: "manual",
          actorId: null,
        },
      );
      await insertPolicy(
        trx,
        client.id,
        policySchema.parse({
          insurerId: "porto",
          product: "automobile",
          policyNumber: `K-${n}`,
          startsOn: "2026-01-01",
          endsOn: "2027-01-01",
          totalPremium: "1000",
        }),
        { origin: "manual", actorId: null },
      );
    });
    const row = (over: Partial<Record<(typeof HEADERS)[number], string>>) =>
      HEADERS.map(
        (h) =>
          ({
            "CPF/CNPJ": cpf,
            Segurado: "José Conceição",
            "E-mail": "jose@exemplo.com.br",
            Telefone: "(41) 98765-4321",
            Seguradora: "PORTO SEGURO CIA DE SEGUROS GERAIS",
            Produto: "Automóvel",
            Apólice: `A-${n}`,
            "Início de vigência": "10/01/2026",
            "Fim de vigência": "10/01/2027",
            "Prêmio líquido": "2.000,00",
            IOF: "147,60",
            "Prêmio total": "2.147,60",
            "Comissão %": "15",
            Placa: "ABC1D23",
            ...over,
          })[h] ?? "",
      );
    const rows = [
      row({}),
      row({ Seguradora: "allianz", Produto: "Residencial", Apólice: `B-${n}`, Placa: "" }),
      row({ "CPF/CNPJ": "111.111.111-11", Apólice: `C-${n}` }),
      row({ Seguradora: "Seguradora Fantasma", Apólice: `D-${n}` }),
      row({ Apólice: `E-${n}`, "Fim de vigência": "01/01/2026" }),
      row({ Apólice: `F-${n}`, "Prêmio total": "" }),
      row({ Apólice: "" }),
      row({}),
      row({ "CPF/CNPJ": known, Apólice: `K-${n}` }),
    ];
    const bytes = windows1252(csvText([HEADERS, ...rows]));
    const source = `Segfy ${n}`;

    const page = await upload(source, { name: "carteira.csv", bytes });
    const preview = await (await s.server.get(page, s.admin.cookie)).text();
    // The headers were read as Windows-1252 and guessed: each field has its column.
    expect(mappingOnPage(preview)).toMatchObject({
      "map.document": "CPF/CNPJ",
      "map.name": "Segurado",
      "map.insurer": "Seguradora",
      "map.product": "Produto",
      "map.policyNumber": "Apólice",
      "map.startsOn": "Início de vigência",
      "map.endsOn": "Fim de vigência",
      "map.netPremium": "Prêmio líquido",
      "map.totalPremium": "Prêmio total",
      "map.commissionRate": "Comissão %",
      "map.vehiclePlate": "Placa",
      "map.phone": "Telefone",
    });
    // Each refusal's reason is on the preview before anything is written.
    for (const reason of [
      `CPF/CNPJ: ${BR_MESSAGES.taxId}`,
      IMPORT_ROW_MESSAGES.insurer("Seguradora Fantasma"),
      "Fim da vigência: O fim da vigência deve ser depois do início.",
      "Prêmio total: Informe o prêmio total.",
      IMPORT_ROW_MESSAGES.noPolicyNumber,
    ]) {
      expect(preview).toContain(escapeHtml(reason));
    }
    expect(preview).toContain("Já está na carteira");
    expect(
      await db().selectFrom("policies").select("id").where("policy_number", "=", `A-${n}`).execute(),
    ).toEqual([]);

    const first = await importUpload(page);
    expect(first.run).toMatchObject({
      status: "done",
      total_rows: 9,
      done_rows: 9,
      imported: 2,
      existing: 2,
      refused: 5,
    });
    expect(first.report.map((entry) => [entry.row, entry.outcome])).toEqual([
      [2, "imported"],
      [3, "imported"],
      [4, "refused"],
      [5, "refused"],
      [6, "refused"],
      [7, "refused"],
      [8, "refused"],
      [9, "existing"],
      [10, "existing"],
    ]);
    const policies = await db()
      .selectFrom("policies")
      .innerJoin("clients", "clients.id", "policies.client_id")
      .select([
        "policy_number",
        "insurer_id",
        "product",
        "starts_on",
        "total_premium_cents",
        "commission_cents",
        "policies.origin",
        "clients.document",
        "clients.name",
        "vehicle_plate",
        "insured_kind",
      ])
      .where("policy_number", "in", [`A-${n}`, `B-${n}`])
      .orderBy("policy_number")
      .execute();
    const document = cpf.replace(/\D/g, "");
    expect(policies).toEqual([
      expect.objectContaining({
        policy_number: `A-${n}`,
        insurer_id: "porto",
        product: "automobile",
        starts_on: "2026-01-10",
        total_premium_cents: 214_760,
        commission_cents: 30_000,
        origin: "import",
        document,
        name: "José Conceição",
        vehicle_plate: "ABC1D23",
        insured_kind: "vehicle",
      }),
      expect.objectContaining({
        policy_number: `B-${n}`,
        insurer_id: "allianz",
        product: "residence",
        document,
      }),
    ]);
    // One client for the two policies; a refused row left nothing behind.
    expect(
      await db().selectFrom("clients").select("id").where("document", "=", document).execute(),
    ).toHaveLength(1);
    expect(
      await db()
        .selectFrom("policies")
        .select("id")
        .where("policy_number", "in", [`C-${n}`, `D-${n}`, `E-${n}`, `F-${n}`])
        .execute(),
    ).toEqual([]);

    // The run's page shows the counts and the refusals.
    const runHtml = await (await s.server.get(first.runPage, s.admin.cookie)).text();
    expect(runHtml).toContain("Relatório por linha");
    expect(runHtml).toContain(escapeHtml(IMPORT_ROW_MESSAGES.insurer("Seguradora Fantasma")));

    // The same file again: nothing new, the same refusals.
    const countBefore = await db()
      .selectFrom("policies")
      .select(db().fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    const again = await importUpload(await upload(source, { name: "carteira.csv", bytes }));
    expect(again.run).toMatchObject({ imported: 0, existing: 4, refused: 5 });
    const countAfter = await db()
      .selectFrom("policies")
      .select(db().fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(countAfter.n)).toBe(Number(countBefore.n));

    // The report as a spreadsheet, in Portuguese.
    const csv = await s.server.get(`${first.runPage}/report.csv`, s.admin.cookie);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="importacao-.*\.csv"$/);
    const file = Buffer.from(await csv.arrayBuffer());
    // UTF-8 with its byte-order mark, so Brazilian Excel opens the accents right.
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.subarray(3).toString("utf8").split("\r\n");
    expect(lines[0]).toBe("Linha;Resultado;Motivo;Seguradora;Apólice");
    expect(lines[1]).toBe(`2;Importada;;Porto Seguro;A-${n}`);
    // A quote in the reason is doubled inside the quoted field.
    expect(lines[4]).toBe(
      `5;Recusada;"Seguradora não encontrada no cadastro: ""Seguradora Fantasma"".";Seguradora Fantasma;D-${n}`,
    );
    expect(lines[9]).toBe(`10;Já estava na carteira;;Porto Seguro;K-${n}`);
    // Collaborators get no report (bulk personal data is for admins).
    expect((await s.server.get(`${first.runPage}/report.csv`, s.collaborator.cookie)).status).toBe(302);
  });

  it("imports an XLSX: dates, numbers and a percentage cell read as a person reads them, a CPF that lost its leading zero", async () => {
    const cpf = cpfFrom("012345678"); // 11 digits starting with 0; the sheet keeps it as a number
    const n = unique();
    const bytes = await xlsxOf(
      [
        "CPF",
        "Nome",
        "Seguradora",
        "Ramo",
        "Nº Apólice",
        "Início vigência",
        "Fim vigência",
        "Prêmio total",
        "Comissão %",
        "Parcelas",
        "Forma de pagamento",
      ],
      [
        [
          Number(cpf),
          "Ana Lima",
          "Bradesco Seguros",
          "Auto",
          `X-${n}`,
          new Date(Date.UTC(2026, 2, 5)),
          new Date(Date.UTC(2027, 2, 5)),
          1234.5,
          0.15,
          "10x",
          "Cartão de crédito",
        ],
        [
          Number(cpf),
          "Ana Lima",
          "Bradesco",
          "Vida",
          `Y-${n}`,
          new Date(Date.UTC(2026, 2, 5)),
          new Date(Date.UTC(2026, 2, 1)),
          99,
          0.2,
          "1",
          "Cheque",
        ],
      ],
      { 9: "0.00%" },
    );
    const { run, report } = await importUpload(await upload(`Quiver ${n}`, { name: "carteira.xlsx", bytes }));
    expect(run).toMatchObject({ imported: 1, existing: 0, refused: 1 });
    expect(report[1]).toMatchObject({
      row: 3,
      outcome: "refused",
      reason: IMPORT_ROW_MESSAGES.payment("Cheque"),
    });
    const policy = await db()
      .selectFrom("policies")
      .innerJoin("clients", "clients.id", "policies.client_id")
      .select([
        "starts_on",
        "ends_on",
        "total_premium_cents",
        "commission_bp",
        "instalments",
        "payment_method",
        "clients.document",
        "insurer_id",
      ])
      .where("policy_number", "=", `X-${n}`)
      .executeTakeFirstOrThrow();
    expect(policy).toEqual({
      starts_on: "2026-03-05",
      ends_on: "2027-03-05",
      total_premium_cents: 123_450,
      commission_bp: 1500,
      instalments: 10,
      payment_method: "cartao",
      document: cpf,
      insurer_id: "bradesco",
    });
  });

  it("keeps the mapping per source: a column chosen by hand (and a field left out) comes back with the source's next file", async () => {
    const n = unique();
    const source = `Agger ${n}`;
    const sheet = (number: string) =>
      `Doc\tCliente\tCia\tProduto\tApólice\tInício\tFim\tPrêmio\tTelefone\n${someCpf()}\tRui\tHDI\tAuto\t${number}\t01/02/2026\t01/02/2027\t500\t41987654321`;
    const page = await upload(source, { pasted: sheet(`M-${n}`) });
    const guessed = mappingOnPage(await (await s.server.get(page, s.admin.cookie)).text());
    // "Doc" names nothing the guess knows; "Telefone" it does.
    expect(guessed["map.document"]).toBe("");
    expect(guessed["map.phone"]).toBe("Telefone");
    const saved = await s.server.post(
      page,
      { intent: "preview", ...guessed, "map.document": "Doc", "map.phone": "" },
      s.admin.cookie,
    );
    await s.expectRedirect(saved, page);
    const kept = await db()
      .selectFrom("import_mappings")
      .select("mapping")
      .where("source", "=", source)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(kept.mapping)).toMatchObject({ document: "Doc", phone: "", insurer: "Cia" });

    // The next file of the same source (typed in another case): the same choices.
    const next = await upload(source.toUpperCase(), { pasted: sheet(`N-${n}`) });
    const again = mappingOnPage(await (await s.server.get(next, s.admin.cookie)).text());
    expect(again).toMatchObject({ "map.document": "Doc", "map.phone": "", "map.insurer": "Cia" });
    const { run } = await importUpload(next);
    expect(run).toMatchObject({ imported: 1, source });
    const client = await db()
      .selectFrom("policies")
      .innerJoin("clients", "clients.id", "policies.client_id")
      .select(["clients.phone", "clients.origin"])
      .where("policy_number", "=", `N-${n}`)
      .executeTakeFirstOrThrow();
    expect(client).toEqual({ phone: null, origin: "import" });
  });

  it("refuses a sheet it cannot take, on the same screen, in Portuguese", async () => {
    const post = async (fields: Record<string, string>) => {
      const res = await s.server.post(
        "/employee-portal/import",
        { intent: "upload", ...fields },
        s.admin.cookie,
      );
      return { status: res.status, html: await res.text() };
    };
    expect(await post({ source: "Segfy", pasted: "" })).toMatchObject({ status: 400 });
    expect((await post({ source: "Segfy", pasted: "" })).html).toContain(
      escapeHtml("Escolha o arquivo (CSV ou XLSX) ou cole as linhas da planilha."),
    );
    expect((await post({ source: "", pasted: "CPF;Nome\n1;2" })).html).toContain(
      "Informe de onde vem a carteira",
    );
    expect((await post({ source: "Segfy", pasted: "CPF;Nome" })).html).toContain(
      "O arquivo não tem linhas para importar",
    );
  });

  it("two imports of one file at once write each policy once: the batch that comes second finds them there; a client named twice is one client, its blanks filled", async () => {
    const n = unique();
    const known = someCpf();
    const twice = someCpf();
    // A client already in the book without a phone: the import fills it, and nothing else.
    const knownId = await transaction(db(), async (trx) => {
      const client = await findOrCreateClient(
        trx,
        clientSchema.parse({ document: known, name: "Já Cliente" }),
        {
          origin: "manual",
          actorId: null,
        },
      );
      return client.id;
    });
    const ROWS = 230; // three batches
    const row = (i: number) => [
      i === 0 ? twice : i === 1 ? known : i === 2 ? twice : someCpf(),
      i === 1 ? "Outro Nome" : `Cliente ${i}`,
      i === 0 ? "" : `cliente${i}-${n}@exemplo.com.br`,
      "(41) 98765-4321",
      "Porto Seguro",
      "Automóvel",
      `P-${n}-${i}`,
      "10/01/2026",
      "10/01/2027",
      "2.000,00",
      "147,60",
      "2.147,60",
      "15",
      "",
    ];
    const sheet = readCsv(csvText([HEADERS, ...Array.from({ length: ROWS }, (_, i) => row(i))]));
    const mapping = await mappingFor(db(), `Concorrente ${n}`, sheet.headers);
    const runs = [randomUUID(), randomUUID()];
    for (const id of runs) {
      await insertImportRun(db(), {
        id,
        source: "Concorrente",
        fileName: "carteira.csv",
        totalRows: ROWS,
        actorId: null,
      });
    }
    await Promise.all(runs.map((id) => importRows(db(), id, sheet, mapping, s.admin.user.id)));

    const done = await db().selectFrom("import_runs").selectAll().where("id", "in", runs).execute();
    expect(done.map((run) => run.status)).toEqual(["done", "done"]);
    expect(done.reduce((sum, run) => sum + run.imported, 0)).toBe(ROWS);
    expect(done.reduce((sum, run) => sum + run.existing, 0)).toBe(ROWS);
    expect(done.reduce((sum, run) => sum + run.refused, 0)).toBe(0);
    const policies = await db()
      .selectFrom("policies")
      .select(["id", "client_id", "policy_number"])
      .where("policy_number", "like", `P-${n}-%`)
      .execute();
    expect(policies).toHaveLength(ROWS);
    const again = await db()
      .selectFrom("clients")
      .selectAll()
      .where("document", "=", twice.replace(/\D/g, ""))
      .execute();
    expect(again).toHaveLength(1);
    // Its first row had no e-mail; its second row's fills the blank.
    expect(again[0]?.email).toBe(`cliente2-${n}@exemplo.com.br`);
    expect(policies.filter((policy) => policy.client_id === again[0]?.id)).toHaveLength(2);
    const kept = await db()
      .selectFrom("clients")
      .selectAll()
      .where("id", "=", knownId)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({
      name: "Já Cliente",
      phone: "41987654321",
      email: `cliente1-${n}@exemplo.com.br`,
    });
    // The timeline: each new client created once (the known one was created by hand), each policy once.
    const timeline = await db()
      .selectFrom("book_activities")
      .select(["kind", "client_id", "policy_id"])
      .where("client_id", "in", [...new Set(policies.map((policy) => policy.client_id))])
      .execute();
    expect(
      timeline.filter((entry) => entry.kind === "client-created" && entry.client_id !== knownId),
    ).toHaveLength(ROWS - 2);
    expect(
      timeline
        .filter((entry) => entry.kind === "policy-created")
        .map((entry) => entry.policy_id)
        .sort(),
    ).toEqual(policies.map((policy) => policy.id).sort());
  });

  it('a row that names its previous policy renews it: the old one "Renovada", its open renewal closed with the new policy; a previous policy not the client\'s, or already renewed, is refused', async () => {
    const n = unique();
    const withRenewal = await insertRenewal(db(), { policyNumber: `OLD-${n}-1`, endsInDays: 20 });
    const early = await insertPolicyRow(db(), { policyNumber: `OLD-${n}-2`, endsInDays: 120 });
    const documentOf = async (clientId: string) =>
      (
        await db()
          .selectFrom("clients")
          .select("document")
          .where("id", "=", clientId)
          .executeTakeFirstOrThrow()
      ).document;
    const a = await documentOf(withRenewal.clientId);
    const b = await documentOf(early.clientId);
    const headers = [...HEADERS, "Apólice anterior"];
    const row = (document: string, number: string, previous: string) => [
      document,
      "Cliente",
      "",
      "",
      "Allianz",
      "Automóvel",
      number,
      "10/01/2027",
      "10/01/2028",
      "",
      "",
      "1.900,00",
      "",
      "",
      previous,
    ];
    const rows = [
      row(a, `NEW-${n}-1`, `OLD-${n}-1`),
      row(b, `NEW-${n}-2`, `OLD-${n}-2`),
      row(b, `NEW-${n}-3`, `OLD-${n}-1`),
      row(a, `NEW-${n}-4`, `OLD-${n}-1`),
    ];
    const bytes = Buffer.from(csvText([headers, ...rows]));
    const page = await upload(`Renovações ${n}`, { name: "renovacoes.csv", bytes });
    const preview = await (await s.server.get(page, s.admin.cookie)).text();
    expect(mappingOnPage(preview)).toMatchObject({
      "map.policyNumber": "Apólice",
      "map.previousPolicyNumber": "Apólice anterior",
    });
    expect(preview).toContain(escapeHtml(IMPORT_ROW_MESSAGES.previousNotFound(`OLD-${n}-1`)));
    expect(preview).toContain(escapeHtml(IMPORT_ROW_MESSAGES.previousRenewed(`OLD-${n}-1`)));

    const first = await importUpload(page);
    expect(first.report.map((entry) => [entry.row, entry.outcome, entry.reason])).toEqual([
      [2, "imported", undefined],
      [3, "imported", undefined],
      [4, "refused", IMPORT_ROW_MESSAGES.previousNotFound(`OLD-${n}-1`)],
      [5, "refused", IMPORT_ROW_MESSAGES.previousRenewed(`OLD-${n}-1`)],
    ]);
    const policy = (number: string) =>
      db().selectFrom("policies").selectAll().where("policy_number", "=", number).executeTakeFirstOrThrow();
    const new1 = await policy(`NEW-${n}-1`);
    const new2 = await policy(`NEW-${n}-2`);
    expect(new1).toMatchObject({
      client_id: withRenewal.clientId,
      renews_policy_id: withRenewal.policyId,
      status: "vigente",
    });
    expect(new2).toMatchObject({ client_id: early.clientId, renews_policy_id: early.policyId });
    expect((await policy(`OLD-${n}-1`)).status).toBe("renovada");
    expect((await policy(`OLD-${n}-2`)).status).toBe("renovada");
    const renewal = await db()
      .selectFrom("renewals")
      .selectAll()
      .where("id", "=", withRenewal.renewalId)
      .executeTakeFirstOrThrow();
    expect(renewal).toMatchObject({ status: "renovada", new_policy_id: new1.id });
    expect(renewal.closed_at).not.toBeNull();
    // The policy whose window had not opened gets no renewal later: it is renewed already.
    expect(
      await db().selectFrom("renewals").select("id").where("policy_id", "=", early.policyId).execute(),
    ).toEqual([]);
    const timeline = await db()
      .selectFrom("book_activities")
      .select(["kind", "renewal_id", "details"])
      .where("policy_id", "in", [withRenewal.policyId, early.policyId])
      .where("kind", "in", ["renewal-status", "policy-status"])
      .execute();
    expect(timeline.map((entry) => [entry.kind, entry.renewal_id]).sort()).toEqual(
      [
        ["policy-status", null],
        ["renewal-status", withRenewal.renewalId],
      ].sort(),
    );
    // The renewal's page says it was renewed, with the new policy.
    const renewalPage = await (
      await s.server.get(`/employee-portal/renewals/${withRenewal.renewalId}`, s.admin.cookie)
    ).text();
    expect(renewalPage).toContain("Renovada");
    expect(renewalPage).toContain(`NEW-${n}-1`);

    // The same file again: what it imported is there; nothing is renewed twice.
    const again = await importUpload(await upload(`Renovações ${n}`, { name: "renovacoes.csv", bytes }));
    expect(again.report.map((entry) => entry.outcome)).toEqual([
      "existing",
      "existing",
      "refused",
      "refused",
    ]);
    expect(
      await db().selectFrom("policies").select("id").where("policy_number", "like", `NEW-${n}-%`).execute(),
    ).toHaveLength(2);
  });

  it("marks failed a run whose process stopped beating, and says how to finish it", async () => {
    const id = crypto.randomUUID();
    const old = new Date(Date.now() - STALE_RUN_MS - 1000).toISOString();
    await db()
      .insertInto("import_runs")
      .values({
        id,
        source: "Segfy",
        file_name: "grande.csv",
        status: "running",
        total_rows: 10_000,
        done_rows: 4_200,
        imported: 4_200,
        existing: 0,
        refused: 0,
        report: null,
        created_by: s.admin.user.id,
        created_at: old,
        finished_at: null,
        heartbeat_at: old,
      })
      .execute();
    const html = await (await s.server.get(`/employee-portal/import/runs/${id}`, s.admin.cookie)).text();
    expect(html).toContain("Interrompida");
    expect(html).toContain("envie o mesmo arquivo de novo");
    expect(
      await db().selectFrom("import_runs").select("status").where("id", "=", id).executeTakeFirst(),
    ).toEqual({
      status: "failed",
    });
  });

  it("the upload reads up to its own bound (a 10 MB file and the form); one byte more is 413, and the other portal forms keep 64 KB", async () => {
    // A refused size is sent as headers only: it is answered without a body (tests/support/raw-http.ts).
    const postOfSize = async (pathname: string, bytes: number, body = true) =>
      (
        await postRaw(
          s.server.url,
          pathname,
          bytes,
          { Origin: s.server.url, Cookie: s.admin.cookie },
          { body },
        )
      ).status;
    expect(MAX_IMPORT_BODY_BYTES).toBe(10 * 1024 * 1024 + 64 * 1024);
    const atLimit = await postOfSize("/employee-portal/import", MAX_IMPORT_BODY_BYTES);
    expect(atLimit).not.toBe(413);
    expect(atLimit).toBeLessThan(500);
    expect(await postOfSize("/employee-portal/import", MAX_IMPORT_BODY_BYTES + 1, false)).toBe(413);
    expect(
      await postOfSize(`/employee-portal/import/uploads/${crypto.randomUUID()}`, 64 * 1024 + 1, false),
    ).toBe(413);
  }, 60_000);
});
