import { Form, href, Link } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { renewalIndicators, renewalPeriod } from "~/.server/book";
import { appOf } from "~/.server/platform";
import { DataTable } from "~/components/data-table";
import { labelClass } from "~/components/forms/fields";
import { ScreenSection } from "~/components/screen-section";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/book-renewal-indicators";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Indicadores de renovação");
export const handle: AdminScreenHandle = { heading: "Indicadores de renovação" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  return renewalIndicators(app, renewalPeriod(new URL(request.url).searchParams));
}

type Data = Route.ComponentProps["loaderData"];
type RateRow = Data["byInsurer"][number];

const rateText = (rate: number | null) => (rate === null ? "—" : `${rate} %`);
const pastText = (days: number) => (days === 1 ? "terminou há 1 dia" : `terminou há ${days} dias`);

function RateTable({
  id,
  title,
  rows,
  keyTitle,
}: {
  id: string;
  title: string;
  rows: RateRow[];
  keyTitle: string;
}) {
  return (
    <ScreenSection
      id={id}
      title={title}
      level={3}
      className="mt-6"
      headingClassName="text-lg font-extrabold text-navy-900"
    >
      <DataTable
        className="mt-3"
        caption={`Taxa de renovação ${title.toLowerCase()}`}
        rows={rows}
        rowKey={(row) => row.key || "none"}
        empty="Nenhuma renovação encerrada no período."
        columns={[
          { title: keyTitle, role: "key", cell: (row) => row.label },
          { title: "Renovadas", cell: (row) => row.renewed, className: "md:text-right" },
          { title: "Encerradas", cell: (row) => row.closed, className: "md:text-right" },
          { title: "Taxa", cell: (row) => rateText(row.rate), className: "md:text-right font-bold" },
        ]}
      />
    </ScreenSection>
  );
}

export default function RenewalIndicators({ loaderData }: Route.ComponentProps) {
  const { overdue, total, stakes, period } = loaderData;
  return (
    <>
      <ScreenSection
        id="vencidas"
        title="Apólices que terminaram com a renovação aberta"
        className="max-w-4xl"
      >
        <div
          className={`mt-3 rounded-2xl border p-5 ${overdue.total === 0 ? "border-emerald-300 bg-emerald-50" : "border-red-200 bg-red-50"}`}
        >
          <p className="text-5xl font-extrabold tabular-nums text-navy-900" data-testid="overdue-count">
            {overdue.total}
          </p>
          <p className={`mt-1 font-bold ${overdue.total === 0 ? "text-success-700" : "text-danger-700"}`}>
            {overdue.total === 0
              ? "Nenhuma: toda apólice que terminou teve a renovação trabalhada. A meta é zero."
              : `${overdue.total === 1 ? "apólice terminou" : "apólices terminaram"} sem a renovação encerrada. A meta é zero.`}
          </p>
        </div>
        {overdue.renewals.length > 0 && (
          <DataTable
            className="mt-4"
            caption="Renovações abertas de apólices que já terminaram, da mais antiga"
            rows={overdue.renewals}
            empty="Nenhuma."
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
              {
                title: "Prazo",
                cell: (r) => <span className="font-bold text-danger-700">{pastText(r.daysPast)}</span>,
              },
              {
                title: "Responsável",
                cell: (r) => r.owner ?? <span className="font-semibold text-amber-800">Sem responsável</span>,
              },
            ]}
          />
        )}
        {overdue.total > overdue.renewals.length && (
          <p className="mt-2 text-sm">
            <Link
              to={`${href("/employee-portal/renewals")}?atrasadas=1`}
              className="font-semibold text-brand-700 underline"
            >
              {`Ver todas as ${overdue.total} na lista de renovações`}
            </Link>
          </p>
        )}
      </ScreenSection>

      <ScreenSection id="em-jogo" title="Em jogo nas renovações abertas" className="mt-10 max-w-4xl">
        <ul className="mt-3 grid gap-3 sm:grid-cols-3">
          {stakes.map((s) => (
            <li key={s.days} className="rounded-2xl border border-line bg-white p-4">
              <p className="text-sm font-bold text-muted uppercase">{`Próximos ${s.days} dias`}</p>
              <p className="mt-1 text-2xl font-extrabold text-navy-900">{s.premium}</p>
              <p className="text-sm text-muted">{`de prêmio · ${s.commission} de comissão`}</p>
              <p className="text-sm text-muted">
                {s.renewals === 1 ? "1 renovação" : `${s.renewals} renovações`}
              </p>
            </li>
          ))}
        </ul>
      </ScreenSection>

      <ScreenSection id="taxa" title="Taxa de renovação" className="mt-10 max-w-4xl">
        <Form method="get" className="mt-3 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="de" className={labelClass}>
              De
            </label>
            <input id="de" name="de" type="date" defaultValue={period.from} className="field" />
          </div>
          <div>
            <label htmlFor="ate" className={labelClass}>
              Até
            </label>
            <input id="ate" name="ate" type="date" defaultValue={period.to} className="field" />
          </div>
          <button type="submit" className="btn btn-primary">
            Ver período
          </button>
        </Form>
        <p className="mt-4 text-muted">
          Das renovações encerradas no período, quantas foram renovadas:{" "}
          <strong className="text-navy-900">{`${rateText(total.rate)} (${total.renewed} de ${total.closed})`}</strong>
          .
        </p>
        <RateTable
          id="por-seguradora"
          title="Por seguradora"
          keyTitle="Seguradora"
          rows={loaderData.byInsurer}
        />
        <RateTable id="por-produto" title="Por produto" keyTitle="Produto" rows={loaderData.byProduct} />
        <RateTable id="por-produtor" title="Por produtor" keyTitle="Produtor" rows={loaderData.byProducer} />
      </ScreenSection>
    </>
  );
}
