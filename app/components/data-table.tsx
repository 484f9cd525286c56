import type { ReactNode } from "react";

/**
 * A staff screen's table (audit log, version history): a card that scrolls sideways on a phone,
 * a caption for screen readers, one header row, the rows as children, and `empty` shown below
 * when there are none.
 */
export function DataTable({
  caption,
  columns,
  children,
  empty,
}: {
  caption: string;
  /** Header cells, in order; a column without a visible title gets a screen-reader-only one. */
  columns: ReactNode[];
  children: ReactNode;
  empty?: ReactNode;
}) {
  return (
    <div className="mt-6 overflow-x-auto rounded-[var(--radius-card)] border border-line bg-white shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface text-navy-900">
          <tr>
            {/* The columns are fixed per table: their place is their key. */}
            {columns.map((column, index) => (
              <th key={index} scope="col" className="p-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
      {empty}
    </div>
  );
}
