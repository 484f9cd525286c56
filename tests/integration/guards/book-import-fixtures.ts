/**
 * Rows the guard matrix's import paths stand for (decision 068), made straight in the database:
 * an upload waiting for its import, and a finished run with a one-row report.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/.server/platform";
import { unique } from "../../support/http-assertions";

export const IMPORT_FIXTURE_HEADERS = [
  "CPF",
  "Nome",
  "Seguradora",
  "Produto",
  "Apólice",
  "Início de vigência",
  "Fim de vigência",
  "Prêmio total",
];

/** An upload of one valid row from `source` (a new one each time, unless given): its id. */
export async function importUploadFixture(
  db: Kysely<Database>,
  source = `Origem ${unique()}`,
): Promise<string> {
  const id = randomUUID();
  const row = [
    "529.982.247-25",
    "Maria Souza",
    "Porto Seguro",
    "Auto",
    `G-${unique()}`,
    "10/01/2026",
    "10/01/2027",
    "2.147,60",
  ];
  await db
    .insertInto("import_uploads")
    .values({
      id,
      source,
      file_name: "carteira.csv",
      sheet: JSON.stringify({ headers: IMPORT_FIXTURE_HEADERS, rows: [row] }),
      row_count: 1,
      created_by: null,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** A finished run whose report holds one refused row: its id. */
export async function importRunFixture(db: Kysely<Database>): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await db
    .insertInto("import_runs")
    .values({
      id,
      source: "Segfy",
      file_name: "carteira.csv",
      status: "done",
      total_rows: 1,
      done_rows: 1,
      imported: 0,
      existing: 0,
      refused: 1,
      report: JSON.stringify([{ row: 2, outcome: "refused", reason: "CPF/CNPJ: CPF ou CNPJ inválido." }]),
      created_by: null,
      created_at: at,
      finished_at: at,
      heartbeat_at: at,
    })
    .execute();
  return id;
}
