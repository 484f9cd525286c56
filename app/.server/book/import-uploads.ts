import { randomUUID } from "node:crypto";
import { audit } from "~/.server/audit";
import type { App } from "~/.server/platform";
import { DAY_MS, nowIso, nowMs, Refusal, transaction } from "~/.server/platform";
import {
  foldName,
  guessMapping,
  IMPORT_FIELDS,
  type ImportMapping,
  type ImportOutcome,
} from "~/lib/book-import-fields";
import { isPlainText } from "~/lib/plain-text";
import type { Db } from "./access";
import {
  cellsReader,
  existingPolicies,
  importLookups,
  planRow,
  prepareRow,
  previousPolicies,
  type RunTaken,
} from "./import-rows";
import { readCsv, readSheetFile, SHEET_MESSAGES, type Sheet } from "./import-sheet";

/**
 * A book's sheet between its upload and its import (decision 068): kept in `import_uploads` (every
 * instance finds it), shown as a preview through the source's mapping, which is kept per source
 * (`import_mappings`) once a staff member confirms it. Uploads left over a day are deleted.
 */

export const UPLOAD_NOT_FOUND =
  "Arquivo não encontrado: ele já foi importado ou passou um dia. Envie-o de novo.";
export const SOURCE_MAX = 60;
export const SOURCE_MESSAGE = `Informe de onde vem a carteira (até ${SOURCE_MAX} caracteres), por exemplo Segfy.`;
/** Rows the preview shows, each as it would be imported. */
export const PREVIEW_ROWS = 20;

/** The source as staff typed it, written as an existing source is when it names the same one. */
async function sourceName(db: Db, typed: string): Promise<string> {
  const name = typed.replace(/\s+/g, " ").trim();
  if (!name || name.length > SOURCE_MAX || !isPlainText(name, { multiline: false })) {
    throw new Refusal(SOURCE_MESSAGE, 400, { source: SOURCE_MESSAGE });
  }
  const known = await db.selectFrom("import_mappings").select("source").execute();
  return known.find((row) => foldName(row.source) === foldName(name))?.source ?? name;
}

/** The sources with a mapping kept, for the upload form's suggestions. */
export async function knownSources(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("import_mappings").select("source").orderBy("source").execute();
  return rows.map((row) => row.source);
}

/**
 * Keeps an uploaded sheet (a file, or rows pasted from a spreadsheet) for its preview: its id.
 * Audited with its size only (the sheet holds personal data; the audit log never does).
 */
export async function uploadSheet(
  app: App,
  actorId: string,
  input: { source: string; file: File | null; pasted: string },
): Promise<string> {
  const source = await sourceName(app.db, input.source);
  let sheet: Sheet;
  let fileName: string;
  if (input.file && input.file.size > 0) {
    sheet = await readSheetFile(Buffer.from(await input.file.arrayBuffer()));
    fileName = input.file.name.slice(0, 200) || "planilha";
  } else if (input.pasted.trim()) {
    sheet = readCsv(input.pasted);
    fileName = "linhas coladas";
  } else {
    throw new Refusal(SHEET_MESSAGES.noFile, 400, { file: SHEET_MESSAGES.noFile });
  }
  const id = randomUUID();
  await transaction(app.db, async (trx) => {
    await trx
      .deleteFrom("import_uploads")
      .where("created_at", "<", new Date(nowMs() - DAY_MS).toISOString())
      .execute();
    await trx
      .insertInto("import_uploads")
      .values({
        id,
        source,
        file_name: fileName,
        sheet: JSON.stringify(sheet),
        row_count: sheet.rows.length,
        created_by: actorId,
        created_at: nowIso(),
      })
      .execute();
    await audit(trx, {
      actorId,
      action: "book.import.upload",
      targetId: id,
      details: { rows: sheet.rows.length, columns: sheet.headers.length },
    });
  });
  return id;
}

async function uploadById(db: Db, id: string) {
  const row = await db.selectFrom("import_uploads").selectAll().where("id", "=", id).executeTakeFirst();
  return row && { ...row, sheet: JSON.parse(row.sheet) as Sheet };
}

/** The upload waiting for its import, or the 404 Refusal. */
export async function findUpload(db: Db, id: string) {
  const upload = await uploadById(db, id);
  if (!upload) throw new Refusal(UPLOAD_NOT_FOUND, 404);
  return upload;
}

/**
 * The mapping of this source for these headers: what was kept (a field kept unmapped stays so, a
 * column this file lacks is dropped), the guess from the headers for every other field.
 */
export async function mappingFor(db: Db, source: string, headers: readonly string[]): Promise<ImportMapping> {
  const row = await db
    .selectFrom("import_mappings")
    .select("mapping")
    .where("source", "=", source)
    .executeTakeFirst();
  const kept = row ? (JSON.parse(row.mapping) as ImportMapping) : {};
  const guess = guessMapping(headers);
  const mapping: ImportMapping = {};
  for (const { key } of IMPORT_FIELDS) {
    const column = Object.hasOwn(kept, key) ? kept[key] : undefined;
    mapping[key] =
      column !== undefined && (column === "" || headers.includes(column)) ? column : (guess[key] ?? "");
  }
  return mapping;
}

/** The mapping a form posted (`map.<field>` = a header of this sheet, or "" for none). */
export function mappingFromForm(form: Record<string, string>, headers: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  for (const { key } of IMPORT_FIELDS) {
    const column = Object.hasOwn(form, `map.${key}`) ? (form[`map.${key}`] ?? "") : "";
    if (column !== "" && !headers.includes(column)) {
      throw new Refusal("Escolha uma coluna do arquivo.", 400, {
        [`map.${key}`]: "Escolha uma coluna do arquivo.",
      });
    }
    mapping[key] = column;
  }
  return mapping;
}

/** Keeps this source's mapping for its next file, in the caller's transaction, audited. */
export async function keepMapping(trx: Db, actorId: string, source: string, mapping: ImportMapping) {
  const values = { mapping: JSON.stringify(mapping), updated_by: actorId, updated_at: nowIso() };
  await trx
    .insertInto("import_mappings")
    .values({ source, ...values })
    .onConflict((oc) => oc.column("source").doUpdateSet(values))
    .execute();
  await audit(trx, {
    actorId,
    action: "book.import.mapping",
    details: { fields: Object.values(mapping).filter(Boolean).length },
  });
}

/** The fields a preview's row shows (the rest are in the file, read through the same mapping). */
const PREVIEW_FIELDS = [
  "document",
  "name",
  "insurer",
  "product",
  "policyNumber",
  "startsOn",
  "endsOn",
  "totalPremium",
] as const;

export interface PreviewRow {
  row: number;
  values: Record<(typeof PREVIEW_FIELDS)[number], string>;
  outcome: ImportOutcome;
  reason: string | null;
}

/**
 * The upload's screen: its source, columns, mapping, and its first rows as they would be imported;
 * undefined for an upload that is not (or no longer) there.
 */
export async function importUploadScreen(db: Db, id: string) {
  const upload = await uploadById(db, id);
  if (!upload) return undefined;
  const { headers, rows } = upload.sheet;
  const mapping = await mappingFor(db, upload.source, headers);
  const read = cellsReader(headers, mapping);
  const lookups = await importLookups(db);
  const first = rows.slice(0, PREVIEW_ROWS);
  const cells = first.map(read);
  const prepared = cells.map((row) => prepareRow(row, lookups));
  const existing = await existingPolicies(db, prepared);
  const previous = await previousPolicies(db, prepared);
  const taken: RunTaken = { keys: new Set(), renewed: new Set() };
  const preview: PreviewRow[] = prepared.map((row, i) => {
    const plan = planRow(row, existing, previous, taken);
    const outcome: ImportOutcome = plan.outcome;
    const values = Object.fromEntries(
      PREVIEW_FIELDS.map((key) => [key, cells[i]?.[key] ?? ""]),
    ) as PreviewRow["values"];
    return { row: i + 2, values, outcome, reason: plan.outcome === "refused" ? plan.reason : null };
  });
  return {
    upload: { id: upload.id, source: upload.source, fileName: upload.file_name, rowCount: upload.row_count },
    headers,
    mapping,
    preview,
  };
}
