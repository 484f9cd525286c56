import { Plus } from "lucide-react";
import { data, Form, href, Link } from "react-router";
import { requireUser } from "~/.server/accounts";
import { listLeads, parseFilters } from "~/.server/leads";
import { appOf, takeFlash } from "~/.server/platform";
import { DataTable } from "~/components/data-table";
import { labelClass, Options, SearchInput } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { StageBadge } from "~/components/lead-parts";
import { Pager } from "~/components/pager";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffAreaTabs } from "~/components/staff-shell";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/leads";

export const meta = staffMeta("Oportunidades");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireUser(app, request);
  const filters = parseFilters(new URL(request.url).searchParams);
  const { message, headers } = await takeFlash(app, request);
  return data({ ...(await listLeads(app.db, user, filters)), flash: message ?? null }, { headers });
}

/** Whose leads: the address's `dono` values (the start screen and the digest link to them). */
const OWNER_CHIPS = [
  { dono: "", label: "Todas" },
  { dono: "meus", label: "Minhas" },
  { dono: "sem", label: "Sem responsável" },
] as const;
const DONO = { all: "", mine: "meus", unassigned: "sem" } as const;

type Query = Partial<
  Record<"dono" | "parados" | "etapa" | "produto" | "origem" | "busca" | "pagina", string>
>;

/** The drop-down filters: the address's name (the select's id too), the label, and what "any" reads. */
const FILTER_SELECTS = [
  { id: "etapa", label: "Etapa", any: "Todas", filter: "stage" },
  { id: "produto", label: "Produto", any: "Todos", filter: "product" },
  { id: "origem", label: "Origem", any: "Todas", filter: "source" },
] as const;

const CHIP =
  "shrink-0 rounded-full border border-line bg-white px-4 py-2 text-sm font-bold text-navy-900 hover:border-brand-500 aria-[current]:border-brand-700 aria-[current]:bg-brand-700 aria-[current]:text-white";

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { leads, filters, options, total, pages, flash } = loaderData;
  /** The same filters with some changed: links keep what else was chosen. */
  const withFilters = (change: Query) => {
    const params = new URLSearchParams();
    const current: Record<string, string> = {
      dono: DONO[filters.owner],
      parados: filters.stalled ? "1" : "",
      etapa: filters.stage,
      produto: filters.product,
      origem: filters.source,
      busca: filters.q,
      pagina: "",
      ...change,
    };
    for (const [key, value] of Object.entries(current)) if (value) params.set(key, value);
    const query = params.toString();
    return `${href("/employee-portal/leads")}${query ? `?${query}` : ""}`;
  };
  const choices = {
    stage: options.stages.map((s) => ({ value: s.id, label: s.label })),
    product: options.products.map((p) => ({ value: p.slug, label: p.title })),
    source: options.sources.map((s) => ({ value: s.id, label: s.label })),
  };
  const filtered = Boolean(filters.stage || filters.product || filters.source || filters.q);

  return (
    <section className="container-page py-8 sm:py-12">
      <StaffAreaTabs className="mb-6" />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="eyebrow">Área dos colaboradores</p>
          <h1 className="mt-2 text-3xl font-extrabold text-navy-900">Oportunidades</h1>
          <p className="mt-1 text-muted">
            {loaderData.isAdmin
              ? "Todas as oportunidades da corretora, da atividade mais recente para a mais antiga."
              : "As suas oportunidades e as que ainda não têm responsável."}
          </p>
        </div>
        <Link to={href("/employee-portal/leads/new")} className="btn btn-primary">
          <Plus aria-hidden="true" className="h-5 w-5" />
          Nova oportunidade
        </Link>
      </div>

      {flash && (
        <div className="mt-6">
          <FormMessage tone="success" message={flash} />
        </div>
      )}

      <nav aria-label="Visões" className="mt-6 flex flex-wrap gap-2">
        {OWNER_CHIPS.map((chip) => (
          <Link
            key={chip.dono}
            to={withFilters({ dono: chip.dono })}
            aria-current={DONO[filters.owner] === chip.dono ? "page" : undefined}
            className={CHIP}
          >
            {chip.label}
          </Link>
        ))}
        {/* Parados combines with the others: a toggle, pressed or not. */}
        <Link
          to={withFilters({ parados: filters.stalled ? "" : "1" })}
          aria-current={filters.stalled ? "true" : undefined}
          className={`${CHIP} sm:ml-auto`}
        >
          {filters.stalled ? "Parados ✓" : "Parados"}
        </Link>
      </nav>

      <Form
        method="get"
        className="mt-4 grid grid-cols-2 items-end gap-3 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-card lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
      >
        {filters.owner !== "all" && <input type="hidden" name="dono" value={DONO[filters.owner]} />}
        {filters.stalled && <input type="hidden" name="parados" value="1" />}
        <div className="col-span-2 lg:col-span-1">
          <label htmlFor="busca" className={labelClass}>
            Buscar
          </label>
          <SearchInput
            id="busca"
            name="busca"
            defaultValue={filters.q}
            placeholder="Nome, e-mail ou telefone"
          />
        </div>
        {FILTER_SELECTS.map(({ filter, ...select }) => (
          <FilterSelect key={select.id} {...select} value={filters[filter]} options={choices[filter]} />
        ))}
        <div className="flex gap-2">
          <button type="submit" className="btn btn-primary flex-1 lg:flex-none">
            Filtrar
          </button>
          {filtered && (
            <Link
              to={withFilters({ etapa: "", produto: "", origem: "", busca: "" })}
              className="btn btn-ghost flex-1 lg:flex-none"
            >
              Limpar
            </Link>
          )}
        </div>
      </Form>

      <p className="mt-6 text-sm text-muted" role="status">
        {total === 1 ? "1 oportunidade" : `${total} oportunidades`}
      </p>

      <DataTable
        className="mt-3"
        caption="Oportunidades, da atividade mais recente para a mais antiga"
        rows={leads}
        empty={
          filtered || filters.owner !== "all" || filters.stalled
            ? "Nenhuma oportunidade com estes filtros."
            : "Nenhuma oportunidade ainda. Quando um visitante escrever pelo site, ela aparece aqui."
        }
        columns={[
          {
            title: "Nome",
            role: "key",
            cell: (lead) => (
              <Link
                to={href("/employee-portal/leads/:id", { id: lead.id })}
                className="font-bold text-brand-700 underline-offset-4 hover:underline"
              >
                {lead.name}
              </Link>
            ),
          },
          {
            title: "Etapa",
            cell: (lead) => <StageBadge label={lead.stage} open={lead.open} outcome={lead.outcome} />,
          },
          { title: "Produto", cell: (lead) => lead.product ?? <span className="text-muted">—</span> },
          { title: "Origem", cell: (lead) => lead.source },
          {
            title: "Responsável",
            cell: (lead) =>
              lead.owner ? (
                lead.mine ? (
                  "Você"
                ) : (
                  lead.owner
                )
              ) : (
                <span className="font-semibold text-amber-800">Sem responsável</span>
              ),
          },
          {
            title: "Próxima ação",
            cell: (lead) =>
              !lead.open ? (
                <span className="text-muted">—</span>
              ) : lead.nextActionDay ? (
                <span className={lead.overdue ? "font-semibold text-danger-700" : undefined}>
                  {lead.nextActionDay}
                  {lead.overdue ? " (atrasada)" : ""}
                  {lead.nextAction ? <span className="block text-muted">{lead.nextAction}</span> : null}
                </span>
              ) : (
                <span className="font-semibold text-amber-800">Sem próxima ação</span>
              ),
          },
          { title: "Última atividade", cell: (lead) => lead.lastActivity, className: "md:whitespace-nowrap" },
        ]}
      />

      <Pager page={filters.page} pages={pages} to={(page) => withFilters({ pagina: String(page) })} />
    </section>
  );
}

function FilterSelect({
  id,
  label,
  value,
  options,
  any,
}: {
  id: string;
  label: string;
  any: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={id} defaultValue={value} className="field">
        <option value="">{any}</option>
        <Options options={options} />
      </select>
    </div>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
