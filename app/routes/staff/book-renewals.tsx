import { data, Form, href, Link } from "react-router";
import { requireUser } from "~/.server/accounts";
import { listRenewals, parseRenewalFilters } from "~/.server/book";
import { appOf, takeFlash } from "~/.server/platform";
import { DataTable } from "~/components/data-table";
import { labelClass } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { Pager } from "~/components/pager";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffAreaTabs } from "~/components/staff-shell";
import { RENEWAL_STATUS_LABEL, RENEWAL_STATUSES } from "~/lib/book-labels";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/book-renewals";
import { RenewalStatusBadge } from "./book-renewal-parts";

export const meta = staffMeta("Renovações");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireUser(app, request);
  const filters = parseRenewalFilters(new URL(request.url).searchParams);
  const { message, headers } = await takeFlash(app, request);
  return data({ ...(await listRenewals(app.db, user, filters)), flash: message ?? null }, { headers });
}

const CHIP =
  "shrink-0 rounded-full border border-line bg-white px-4 py-2 text-sm font-bold text-navy-900 hover:border-brand-500 aria-[current]:border-brand-700 aria-[current]:bg-brand-700 aria-[current]:text-white";

type Query = Partial<Record<"dono" | "situacao" | "atrasadas" | "pagina", string>>;

export default function Renewals({ loaderData }: Route.ComponentProps) {
  const { renewals, filters, total, pages, flash, isAdmin } = loaderData;
  const withFilters = (change: Query) => {
    const current: Record<string, string> = {
      dono: filters.mine ? "meus" : "",
      situacao: filters.status,
      atrasadas: filters.overdue ? "1" : "",
      pagina: "",
      ...change,
    };
    const params = new URLSearchParams(Object.entries(current).filter(([, value]) => value));
    const query = params.toString();
    return `${href("/employee-portal/renewals")}${query ? `?${query}` : ""}`;
  };

  return (
    <section className="container-page py-8 sm:py-12">
      <StaffAreaTabs className="mb-6" />
      <p className="eyebrow">Carteira</p>
      <h1 className="mt-2 text-3xl font-extrabold text-navy-900">Renovações</h1>
      <p className="mt-1 text-muted">
        {isAdmin
          ? "As renovações da corretora, da vigência que termina primeiro para a última."
          : "As renovações dos clientes que você atende e as que estão com você, da que termina primeiro."}{" "}
        Nenhuma é renovada automaticamente: “Renovada” pede a nova apólice.
      </p>

      {flash && (
        <div className="mt-6">
          <FormMessage tone="success" message={flash} />
        </div>
      )}

      <nav aria-label="Visões" className="mt-6 flex flex-wrap gap-2">
        <Link
          to={withFilters({ dono: "" })}
          aria-current={!filters.mine ? "page" : undefined}
          className={CHIP}
        >
          {isAdmin ? "Todas" : "Todas que você vê"}
        </Link>
        <Link
          to={withFilters({ dono: "meus" })}
          aria-current={filters.mine ? "page" : undefined}
          className={CHIP}
        >
          Minhas
        </Link>
        <Link
          to={withFilters({ atrasadas: filters.overdue ? "" : "1" })}
          aria-current={filters.overdue ? "true" : undefined}
          className={`${CHIP} sm:ml-auto`}
        >
          {filters.overdue ? "Vigência já terminou ✓" : "Vigência já terminou"}
        </Link>
      </nav>

      <Form
        method="get"
        className="mt-4 flex flex-wrap items-end gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-card"
      >
        {filters.mine && <input type="hidden" name="dono" value="meus" />}
        {filters.overdue && <input type="hidden" name="atrasadas" value="1" />}
        <div className="min-w-0 flex-1 sm:max-w-xs">
          <label htmlFor="situacao" className={labelClass}>
            Situação
          </label>
          <select id="situacao" name="situacao" defaultValue={filters.status} className="field">
            <option value="">Abertas</option>
            {RENEWAL_STATUSES.map((status) => (
              <option key={status} value={status}>
                {RENEWAL_STATUS_LABEL[status]}
              </option>
            ))}
            <option value="todas">Todas, abertas e encerradas</option>
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          Filtrar
        </button>
      </Form>

      <p className="mt-6 text-sm text-muted" role="status">
        {total === 1 ? "1 renovação" : `${total} renovações`}
      </p>

      <DataTable
        className="mt-3"
        caption="Renovações, da vigência que termina primeiro para a última"
        rows={renewals}
        empty={
          filters.mine || filters.overdue || filters.status
            ? "Nenhuma renovação com estes filtros."
            : "Nenhuma renovação aberta. Cada apólice vigente ganha a sua quando entra na janela de renovação."
        }
        columns={[
          {
            title: "Cliente",
            role: "key",
            cell: (r) => (
              <Link
                to={href("/employee-portal/renewals/:id", { id: r.id })}
                className="font-bold text-brand-700 underline-offset-4 hover:underline"
              >
                {r.client}
              </Link>
            ),
          },
          { title: "Seguradora", cell: (r) => r.insurer },
          { title: "Produto", cell: (r) => r.product },
          { title: "Fim da vigência", cell: (r) => r.endsOn, className: "md:whitespace-nowrap" },
          {
            title: "Prazo",
            cell: (r) =>
              r.daysLeftText === null ? (
                <span className="text-muted">—</span>
              ) : (
                <span
                  className={
                    r.late ? "font-bold text-danger-700" : r.daysLeft <= 7 ? "font-semibold" : undefined
                  }
                >
                  {r.daysLeftText}
                </span>
              ),
          },
          { title: "Prêmio", cell: (r) => r.premium, className: "md:whitespace-nowrap md:text-right" },
          {
            title: "Responsável",
            cell: (r) =>
              r.owner ? (
                r.mine ? (
                  "Você"
                ) : (
                  r.owner
                )
              ) : (
                <span className="font-semibold text-amber-800">Sem responsável</span>
              ),
          },
          { title: "Situação", cell: (r) => <RenewalStatusBadge status={r.status} label={r.statusLabel} /> },
        ]}
      />

      <Pager page={filters.page} pages={pages} to={(page) => withFilters({ pagina: String(page) })} />
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
