import { Plus } from "lucide-react";
import { data, Form, href, Link } from "react-router";
import { requireUser } from "~/.server/accounts";
import { listClients, parseClientFilters } from "~/.server/book";
import { appOf, takeFlash } from "~/.server/platform";
import { DataTable } from "~/components/data-table";
import { labelClass, SearchInput } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { Pager } from "~/components/pager";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffAreaTabs } from "~/components/staff-shell";
import { formatNumber } from "~/lib/br";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/book-clients";

export const meta = staffMeta("Clientes");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireUser(app, request);
  const filters = parseClientFilters(new URL(request.url).searchParams);
  const { message, headers } = await takeFlash(app, request);
  return data({ ...(await listClients(app.db, user, filters)), flash: message ?? null }, { headers });
}

const CHIP =
  "shrink-0 rounded-full border border-line bg-white px-4 py-2 text-sm font-bold text-navy-900 hover:border-brand-500 aria-[current]:border-brand-700 aria-[current]:bg-brand-700 aria-[current]:text-white";

/** The Carteira's client list: one search box for every key, "Meus clientes", a page at a time. */
export default function Clients({ loaderData }: Route.ComponentProps) {
  const { clients, filters, total, pages, flash, isAdmin } = loaderData;
  const withFilters = (change: { meus?: string; busca?: string; pagina?: string }) => {
    const params = new URLSearchParams();
    const current = { busca: filters.q, meus: filters.mine ? "1" : "", pagina: "", ...change };
    for (const [key, value] of Object.entries(current)) if (value) params.set(key, value);
    const query = params.toString();
    return `${href("/employee-portal/clients")}${query ? `?${query}` : ""}`;
  };
  return (
    <section className="container-page py-8 sm:py-12">
      <StaffAreaTabs className="mb-6" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Carteira</p>
          <h1 className="mt-2 text-3xl font-extrabold text-navy-900">Clientes</h1>
          <p className="mt-1 text-muted">
            {isAdmin
              ? "Todos os clientes da corretora, por nome."
              : "Os seus clientes, os que ainda não têm responsável e os das apólices que você produziu."}
          </p>
        </div>
        <Link to={href("/employee-portal/clients/new")} className="btn btn-primary">
          <Plus aria-hidden="true" className="h-5 w-5" />
          Novo cliente
        </Link>
      </div>

      {flash && (
        <div className="mt-6">
          <FormMessage tone="success" message={flash} />
        </div>
      )}

      <nav aria-label="Visões" className="mt-6 flex flex-wrap gap-2">
        <Link
          to={withFilters({ meus: "" })}
          aria-current={filters.mine ? undefined : "page"}
          className={CHIP}
        >
          Todos
        </Link>
        <Link
          to={withFilters({ meus: "1" })}
          aria-current={filters.mine ? "page" : undefined}
          className={CHIP}
        >
          Meus clientes
        </Link>
      </nav>

      <Form
        method="get"
        role="search"
        className="mt-4 grid items-end gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-card sm:grid-cols-[1fr_auto]"
      >
        {filters.mine && <input type="hidden" name="meus" value="1" />}
        <div>
          <label htmlFor="busca" className={labelClass}>
            Buscar
          </label>
          <SearchInput
            id="busca"
            name="busca"
            defaultValue={filters.q}
            placeholder="Nome, CPF/CNPJ, e-mail, telefone, placa ou nº da apólice"
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary flex-1 sm:flex-none">
            Buscar
          </button>
          {filters.q && (
            <Link to={withFilters({ busca: "" })} className="btn btn-ghost flex-1 sm:flex-none">
              Limpar
            </Link>
          )}
        </div>
      </Form>

      <p className="mt-6 text-sm text-muted" role="status">
        {total === 1 ? "1 cliente" : `${formatNumber(total)} clientes`}
      </p>

      <DataTable
        className="mt-3"
        caption="Clientes, por nome"
        rows={clients}
        empty={
          filters.q || filters.mine
            ? "Nenhum cliente com esta busca."
            : "Nenhum cliente ainda. Cadastre um, ganhe uma oportunidade ou importe a carteira."
        }
        columns={[
          {
            title: "Nome",
            role: "key",
            cell: (client) => (
              <Link
                to={href("/employee-portal/clients/:id", { id: client.id })}
                className="font-bold text-brand-700 underline-offset-4 hover:underline"
              >
                {client.name}
              </Link>
            ),
          },
          { title: "CPF/CNPJ", cell: (client) => client.document, className: "md:whitespace-nowrap" },
          {
            title: "Responsável",
            cell: (client) =>
              client.owner ? (
                client.mine ? (
                  "Você"
                ) : (
                  client.owner
                )
              ) : (
                <span className="font-semibold text-amber-800">Sem responsável</span>
              ),
          },
          { title: "Apólices vigentes", cell: (client) => String(client.inForce) },
          {
            title: "Próximo fim de vigência",
            cell: (client) => client.nextEnd ?? <span className="text-muted">—</span>,
            className: "md:whitespace-nowrap",
          },
        ]}
      />

      <Pager page={filters.page} pages={pages} to={(page) => withFilters({ pagina: String(page) })} />
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
