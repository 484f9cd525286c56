/**
 * Books to import in the tests (decision 068): valid CPFs, a CSV as Brazilian Excel writes it
 * (";" and Windows-1252) and an XLSX built with exceljs, shared by Vitest and Playwright.
 */
import ExcelJS from "exceljs";

/** A valid CPF (check digits computed) from nine digits. */
export function cpfFrom(nine: string): string {
  const digits = nine.split("").map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join("");
}

/** A unique valid CPF, punctuated as a sheet writes it. */
export function someCpf(): string {
  const nine = String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
  const cpf = cpfFrom(nine);
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

/** A CSV's text from its rows (";" separated, fields with ";" or quotes quoted). */
export function csvText(rows: string[][], separator = ";"): string {
  const field = (value: string) =>
    value.includes(separator) || value.includes('"') ? `"${value.replaceAll('"', '""')}"` : value;
  return `${rows.map((row) => row.map(field).join(separator)).join("\r\n")}\r\n`;
}

/** The text as Windows-1252 bytes (every character here is in Latin-1's range). */
export function windows1252(text: string): Buffer {
  return Buffer.from(text, "latin1");
}

/** An XLSX of one sheet: its header row, then the rows (Date cells as dates, numbers as numbers). */
export async function xlsxOf(
  headers: string[],
  rows: Array<Array<string | number | Date>>,
  formats: Record<number, string> = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Carteira");
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  for (const [column, numFmt] of Object.entries(formats)) sheet.getColumn(Number(column)).numFmt = numFmt;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
