import { Download } from "lucide-react";
import { href, Link } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { currentContent } from "~/.server/content";
import { leadIndicators, leadPeriod } from "~/.server/leads";
import { appOf } from "~/.server/platform";
import { LEAD_PERIOD_LABELS, LEAD_PERIODS, periodKeyOf } from "~/lib/lead-indicator-labels";
import { sourceLabel } from "~/lib/lead-schemas";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-lead-indicators";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Indicadores");
export const handle: AdminScreenHandle = { heading: "Indicadores" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  const { site, products } = currentContent();
  const period = leadPeriod(
    periodKeyOf(new URL(request.url).searchParams.get("periodo")),
    site.businessHours.timeZone,
  );
  const indicators = await leadIndicators(app.db, period, site.businessHours);
  const titles = new Map(products.map((p) => [p.slug, p.title]));
  // Leads and the site's demand side by side: every product with either.
  const demand = new Map(indicators.demand.map((row) => [row.product, row]));
  const byProduct = [
    ...indicators.byProduct,
    ...indicators.demand
      .filter((row) => !indicators.byProduct.some((lead) => lead.product === row.product))
      .map((row) => ({ product: row.product, leads: 0 })),
  ].map((row) => ({
    key: row.product ?? "",
    label: row.product === null ? "Sem produto escolhido" : (titles.get(row.product) ?? row.product),
    leads: row.leads,
    quote: (row.product && demand.get(row.product)?.quote) || 0,
    whatsapp: (row.product && demand.get(row.product)?.whatsapp) || 0,
  }));
  const { demand: _demand, ...rest } = indicators;
  return { period, indicators: { ...rest, byProduct } };
}

/** "2026-11-23" → "23/11/2026". */
const dayLabel = (day: string) => day.split("-").reverse().join("/");

/** A wait in business hours: "45 min", "3 h 20 min". */
function waitLabel(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (minutes < 1) return "menos de 1 min";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

const percent = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 0 });

export default function AdminLeadIndicators({ loaderData }: Route.ComponentProps) {
  const { period, indicators } = loaderData;
  const pill = (active: boolean) =>
    `rounded-full px-4 py-2 text-sm font-bold ${active ? "bg-brand-700 text-white" : "text-brand-700 hover:bg-brand-50"}`;
  const csvHref = `${href("/admin-portal/lead-indicators/leads.csv")}?periodo=${period.key}`;
  const { firstContact } = indicators;
  return (
    <>
      <p className="mt-2 max-w-2xl text-muted">
        De onde vêm as oportunidades, com que rapidez a equipe responde e quanto vira negócio. O tempo até o
        primeiro contato conta só o horário comercial definido em Dados da corretora.
      </p>
      <nav aria-label="Período" className="mt-4 flex flex-wrap gap-2">
        {LEAD_PERIODS.map((key) => (
          <Link
            key={key}
            to={`${href("/admin-portal/lead-indicators")}?periodo=${key}`}
            className={pill(key === period.key)}
            aria-current={key === period.key ? "page" : undefined}
          >
            {LEAD_PERIOD_LABELS[key]}
          </Link>
        ))}
      </nav>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold text-navy-900">
          {LEAD_PERIOD_LABELS[period.key]}: {dayLabel(period.firstDay)} a {dayLabel(period.lastDay)}
        </h2>
        {/* A download, not a page: the browser saves the file instead of navigating. */}
        <a href={csvHref} download className="btn btn-ghost" data-discover="false">
          <Download aria-hidden="true" className="h-4 w-4" />
          Baixar as oportunidades do período (CSV)
        </a>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
        <Figure label="Oportunidades criadas" value={String(indicators.created)} />
        <Figure
          label="Primeiro contato (mediana)"
          value={firstContact.medianMs === null ? "—" : waitLabel(firstContact.medianMs)}
          note={`em horário comercial, das ${firstContact.contacted} do site já contatadas`}
        />
        <Figure
          label="Do site, sem contato ainda"
          value={String(firstContact.waiting)}
          note="criadas no período, sem ligação, WhatsApp ou e-mail da equipe"
        />
        <Figure
          label="Conversão"
          value={indicators.conversion === null ? "—" : percent.format(indicators.conversion)}
          note={`ganhas ÷ fechadas no período (${indicators.won} ganha(s), ${indicators.lost} perdida(s))`}
        />
        <Figure
          label="Paradas agora"
          value={String(indicators.stalled.total)}
          note="abertas com a próxima ação vencida ou sem atividade há mais dias que a etapa permite"
        />
        <Figure
          label="Criadas no período e já ganhas"
          value={String(indicators.createdNowWon)}
          note={
            indicators.created > 0
              ? `${percent.format(indicators.createdNowWon / indicators.created)} das criadas`
              : undefined
          }
        />
      </dl>

      <BarTable
        caption="Oportunidades e procura no site, por produto"
        what="Produto"
        rows={indicators.byProduct}
        extra={[
          { title: "Cliques em cotar", value: (row) => row.quote ?? 0 },
          { title: "Cliques no WhatsApp", value: (row) => row.whatsapp ?? 0 },
        ]}
      />
      <BarTable
        caption="Oportunidades por origem"
        what="Origem"
        rows={indicators.bySource.map((row) => ({
          key: row.source,
          label: sourceLabel(row.source),
          leads: row.leads,
        }))}
      />
      <BarTable
        caption="Paradas agora, por etapa"
        what="Etapa"
        rows={indicators.stalled.byStage.map((row) => ({
          key: row.stageId,
          label: row.label,
          leads: row.leads,
        }))}
        empty="Nenhuma oportunidade parada."
      />
      <BarTable
        caption="Motivos de perda (oportunidades perdidas no período)"
        what="Motivo"
        rows={indicators.lostReasons.map((row) => ({
          key: row.reasonId ?? "",
          label: row.label,
          leads: row.leads,
        }))}
      />
    </>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string | undefined }) {
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-card">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-navy-900">{value}</dd>
      {note && <dd className="mt-1 text-xs text-muted">{note}</dd>}
    </div>
  );
}

interface BarRow {
  key: string;
  label: string;
  leads: number;
  quote?: number;
  whatsapp?: number;
}

/**
 * A count per name as a real table (a screen reader reads the numbers), with a bar under each count
 * for the eye: its width is the share of the largest row, drawn in CSS.
 */
function BarTable({
  caption,
  what,
  rows,
  extra = [],
  empty = "Nenhuma no período.",
}: {
  caption: string;
  what: string;
  rows: BarRow[];
  /** More counts per row, after the bar (the product's clicks). */
  extra?: Array<{ title: string; value: (row: BarRow) => number }>;
  empty?: string;
}) {
  const most = Math.max(1, ...rows.map((row) => row.leads));
  return (
    <div className="mt-8 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-card">
      <table className="w-full text-left text-sm">
        <caption className="mb-3 text-left text-lg font-bold text-navy-900">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-3">
              {what}
            </th>
            <th scope="col" className="w-1/2 py-2">
              Oportunidades
            </th>
            {extra.map((column) => (
              <th key={column.title} scope="col" className="hidden py-2 pl-3 text-right sm:table-cell">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.length === 0 ? (
            <tr>
              <td colSpan={2 + extra.length} className="py-3 text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="py-2 pr-3 font-normal break-words">
                  {row.label}
                  {/* On a phone the extra columns do not fit: their counts go under the name. */}
                  {extra.length > 0 && (
                    <span className="block text-xs text-muted sm:hidden">
                      {extra.map((column) => `${column.title}: ${column.value(row)}`).join(" · ")}
                    </span>
                  )}
                </th>
                <td className="py-2">
                  <div className="flex items-center gap-2">
                    <span className="w-10 shrink-0 text-right font-bold tabular-nums">{row.leads}</span>
                    <span aria-hidden="true" className="h-3 flex-1 rounded-full bg-surface">
                      <span
                        className="block h-3 rounded-full bg-brand-600"
                        style={{ width: `${(row.leads / most) * 100}%` }}
                      />
                    </span>
                  </div>
                </td>
                {extra.map((column) => (
                  <td
                    key={column.title}
                    className="hidden py-2 pl-3 text-right font-bold tabular-nums sm:table-cell"
                  >
                    {column.value(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
