import type { ImportOutcome } from "~/lib/book-import-fields";

/** A row's outcome as a badge: its colour repeats what its text says. */
const TONE: Record<ImportOutcome, string> = {
  imported: "bg-green-50 text-success-700 ring-green-200",
  existing: "bg-surface text-navy-900 ring-line",
  refused: "bg-red-50 text-danger-700 ring-red-200",
};

export function OutcomeBadge({ outcome, label }: { outcome: ImportOutcome; label: string }) {
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-xs font-bold ring-1 ring-inset ${TONE[outcome]}`}
    >
      {label}
    </span>
  );
}
