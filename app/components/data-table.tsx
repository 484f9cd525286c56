import type { ReactNode } from "react";

/** One column: its title, what each row shows in it, and its role in a phone's card. */
export interface Column<Row> {
  /** The header; on a phone, the label before the value (unless the column is `key` or `actions`). */
  title: string;
  cell: (row: Row) => ReactNode;
  /**
   * `key`: the column that names the row, the card's heading on a phone (one per table, the first).
   * `actions`: the row's buttons and links, at the bottom of the card, the header only for screen readers.
   */
  role?: "key" | "actions";
  /** Extra classes for the cell on wide screens (e.g. `md:whitespace-nowrap`). */
  className?: string;
}

/** What tells the rows apart (React's key): their `id`, unless a row has none and names its key. */
type RowKey<Row> = Row extends { id: string }
  ? { rowKey?: (row: Row) => string }
  : { rowKey: (row: Row) => string };

/**
 * A staff screen's list (users, messages, version history, audit log): one `<table>` that is a
 * table from the `md` width up and, below it, the same markup styled as stacked cards (CSS only,
 * so the screen reader keeps the table and nothing is rendered twice). In a card the key column
 * is the heading, every other cell carries its column's name, and the actions sit at the bottom,
 * all inside the screen's width: nothing scrolls sideways (issue 26).
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey = (row) => (row as { id: string }).id,
  rowProps,
  empty,
  className = "mt-6",
}: {
  /** Read by screen readers only: what the table holds, and its order. */
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  /** Attributes of a row's `<tr>` (e.g. `aria-current` on the version open below the table). */
  rowProps?: (row: Row) => React.HTMLAttributes<HTMLTableRowElement>;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  className?: string;
} & RowKey<Row>) {
  if (rows.length === 0)
    return (
      <p className={`${className} rounded-2xl border border-dashed border-line bg-white p-6 text-muted`}>
        {empty}
      </p>
    );
  return (
    <div
      className={`${className} md:overflow-x-auto md:rounded-[var(--radius-card)] md:border md:border-line md:bg-white md:shadow-card`}
    >
      <table className="block w-full text-left text-sm md:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="sr-only bg-surface text-navy-900 md:not-sr-only md:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column.title} scope="col" className="p-3">
                {column.role === "actions" ? <span className="sr-only">{column.title}</span> : column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-line">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-card=""
              className="block rounded-2xl border border-line bg-white p-4 shadow-card aria-[current=true]:border-brand-500 md:table-row md:rounded-none md:border-0 md:p-0 md:shadow-none md:aria-[current=true]:bg-brand-50"
              {...rowProps?.(row)}
            >
              {columns.map((column) => (
                <Cell key={column.title} column={column}>
                  {column.cell(row)}
                </Cell>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Cell<Row>({ column, children }: { column: Column<Row>; children: ReactNode }) {
  const wide = `md:table-cell md:p-3 md:align-middle ${column.className ?? ""}`;
  if (column.role === "key")
    return (
      <td className={`block pb-2 wrap-anywhere text-base font-bold text-navy-900 md:text-sm ${wide}`}>
        {children}
      </td>
    );
  if (column.role === "actions") return <td className={`block pt-3 md:pt-3 ${wide}`}>{children}</td>;
  // On a phone: the column's name, then the value, side by side (a `<dl>`'s look, the table's semantics).
  return (
    <td className={`grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 py-1 ${wide}`}>
      <span className="text-xs font-bold uppercase tracking-wide text-muted md:hidden">{column.title}</span>
      <div className="min-w-0 wrap-anywhere">{children}</div>
    </td>
  );
}

/** A row's buttons and links, wrapping inside the card or the cell. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2 xl:flex-nowrap [&_.btn]:whitespace-nowrap">{children}</div>;
}
