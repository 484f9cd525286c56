import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { Refusal } from "~/.server/platform";
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from "~/lib/book-import-fields";
import { formatNumber } from "~/lib/br";

/**
 * A book's sheet as uploaded (decision 068): a CSV (";" or "," or tab separated, UTF-8 or the
 * Windows-1252 that Brazilian Excel writes), an XLSX (its first sheet), or rows pasted from a
 * spreadsheet. Read into headers and rows of text, the cells as a form would send them.
 */

export { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS };

const MAX_COLUMNS = 100;
const MAX_CELL = 1_000;

export const SHEET_MESSAGES = {
  tooBig: "O arquivo pode ter no máximo 10 MB.",
  tooManyRows: `O arquivo pode ter no máximo ${formatNumber(IMPORT_MAX_ROWS)} linhas.`,
  empty: "O arquivo não tem linhas para importar (a primeira linha deve ser a dos títulos das colunas).",
  unreadable: "Não foi possível ler o arquivo. Envie um CSV ou uma planilha XLSX.",
  noFile: "Escolha o arquivo (CSV ou XLSX) ou cole as linhas da planilha.",
} as const;

export interface Sheet {
  headers: string[];
  rows: string[][];
}

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The sheet in a file: XLSX by its bytes (a zip), anything else read as CSV text. */
export async function readSheetFile(bytes: Buffer): Promise<Sheet> {
  if (bytes.length > IMPORT_MAX_BYTES)
    throw new Refusal(SHEET_MESSAGES.tooBig, 413, { file: SHEET_MESSAGES.tooBig });
  if (bytes.length === 0) throw new Refusal(SHEET_MESSAGES.noFile, 400, { file: SHEET_MESSAGES.noFile });
  if (bytes.subarray(0, 4).equals(XLSX_MAGIC)) return readXlsx(bytes);
  return readCsv(decodeText(bytes));
}

/** UTF-8 when the bytes are valid UTF-8 (its BOM dropped), else Windows-1252 ("Início" from Excel). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

/** The separator of the header line: the most frequent of tab, ";" and "," (Excel in Brazil: ";"). */
function separatorOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const counts = ["\t", ";", ","].map((sep) => [sep, firstLine.split(sep).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** CSV or pasted text (tab separated, as a spreadsheet copies it) into a sheet. */
export function readCsv(text: string): Sheet {
  let records: string[][];
  try {
    records = parse(text.replace(/^\uFEFF/, ""), {
      delimiter: separatorOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      to_line: IMPORT_MAX_ROWS + 2,
    }) as string[][];
  } catch {
    throw new Refusal(SHEET_MESSAGES.unreadable, 400, { file: SHEET_MESSAGES.unreadable });
  }
  return sheetOf(records);
}

/** The first worksheet of an XLSX, each cell as its text (dates as days, percentages as percent). */
async function readXlsx(bytes: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new Refusal(SHEET_MESSAGES.unreadable, 400, { file: SHEET_MESSAGES.unreadable });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Refusal(SHEET_MESSAGES.empty, 400, { file: SHEET_MESSAGES.empty });
  const records: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (records.length > IMPORT_MAX_ROWS + 1) return;
    const cells: string[] = [];
    const width = Math.min(row.cellCount, MAX_COLUMNS);
    for (let col = 1; col <= width; col++) cells.push(cellText(row.getCell(col)));
    records.push(cells);
  });
  return sheetOf(records);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A cell as a person reads it: a date as "YYYY-MM-DD", 15 % as "15", a formula as its result. */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return "";
  if (value instanceof Date) {
    // Excel's days have no zone: ExcelJS gives them as midnight UTC.
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if (typeof value === "number") {
    const percent = (cell.numFmt ?? "").includes("%");
    const n = percent ? value * 100 : value;
    return Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100);
  }
  if (typeof value === "object") {
    if ("result" in value)
      return value.result === undefined ? "" : cellText({ ...cell, value: value.result } as ExcelJS.Cell);
    if ("richText" in value)
      return value.richText
        .map((part) => part.text)
        .join("")
        .trim();
    if ("text" in value) return String(value.text).trim();
    return "";
  }
  return String(value).trim();
}

/** The header row and the rows under it, bounded; repeated or blank headers get their own names. */
function sheetOf(records: string[][]): Sheet {
  const nonEmpty = records.filter((r) => r.some((cell) => cell.trim() !== ""));
  const [head, ...rows] = nonEmpty;
  if (!head || rows.length === 0)
    throw new Refusal(SHEET_MESSAGES.empty, 400, { file: SHEET_MESSAGES.empty });
  if (rows.length > IMPORT_MAX_ROWS) {
    throw new Refusal(SHEET_MESSAGES.tooManyRows, 413, { file: SHEET_MESSAGES.tooManyRows });
  }
  const seen = new Map<string, number>();
  const headers = head.slice(0, MAX_COLUMNS).map((raw, i) => {
    const name = raw.trim().slice(0, 80) || `Coluna ${i + 1}`;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
  return {
    headers,
    rows: rows.map((row) => headers.map((_, i) => (row[i] ?? "").trim().slice(0, MAX_CELL))),
  };
}
