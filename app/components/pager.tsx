import { Link } from "react-router";

/**
 * "Anterior · Página 2 de 7 · Próxima" under a staff list shown a page at a time (decision 051).
 * Nothing when the list fits one page. `to(page)` is the address of another page, with the
 * screen's other choices (filters) kept.
 */
export function Pager({
  page,
  pages,
  to,
  label = "Páginas",
}: {
  page: number;
  pages: number;
  to: (page: number) => string;
  label?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={to(page - 1)} className="btn btn-ghost">
          Anterior
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">{`Página ${page} de ${pages}`}</span>
      {page < pages ? (
        <Link to={to(page + 1)} className="btn btn-ghost">
          Próxima
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
