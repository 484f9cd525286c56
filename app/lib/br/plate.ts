/**
 * Vehicle plates: the old Brazilian format, three letters and four digits (ABC-1234), and the
 * Mercosul one, whose fifth character is a letter (ABC1D23).
 */

const OLD_PLATE = /^[A-Z]{3}\d{4}$/;
const MERCOSUL_PLATE = /^[A-Z]{3}\d[A-Z]\d{2}$/;

/** "abc-1234" → "ABC1234": spaces and the hyphen dropped, letters in upper case. */
export function normalizePlate(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

/** "old" (ABC1234), "mercosul" (ABC1D23), or null: not a plate. */
export function plateKind(value: string): "old" | "mercosul" | null {
  const plate = normalizePlate(value);
  if (OLD_PLATE.test(plate)) return "old";
  if (MERCOSUL_PLATE.test(plate)) return "mercosul";
  return null;
}

export function isValidPlate(value: string): boolean {
  return plateKind(value) !== null;
}

/**
 * As each plate is written: "ABC-1234" for the old format, "ABC1D23" for Mercosul (its plates
 * carry no hyphen); anything else comes back normalised only.
 */
export function formatPlate(value: string): string {
  const plate = normalizePlate(value);
  return plateKind(plate) === "old" ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}
