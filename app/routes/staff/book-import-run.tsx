import { invariantResponse } from "@epic-web/invariant";
import { Download } from "lucide-react";
import { useEffect } from "react";
import { data, href, Link, useRevalidator } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { importRunScreen, RUN_NOT_FOUND } from "~/.server/book";
import { brokerageTimeZone } from "~/.server/content";
import { appOf, formatDateTime, takeFlash } from "~/.server/platform";
import { DataTable } from "~/components/data-table";
import { FormMessage } from "~/components/forms/form-message";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffAreaTabs } from "~/components/staff-shell";
import { IMPORT_OUTCOME_LABEL, IMPORT_RUN_STATUS_LABEL } from "~/lib/book-import-fields";
import { formatNumber } from "~/lib/br";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/book-import-run";
import { OutcomeBadge } from "./book-import-parts";

export const meta = staffMeta("Importação da carteira");

/** Rows of the report shown on the page (refused first); the whole report is the CSV. */
const SHOWN_ROWS = 200;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  const screen = await importRunScreen(app.db, params.id);
  invariantResponse(screen, RUN_NOT_FOUND, { status: 404 });
  const { run, report } = screen;
  const ordered = [
    ...report.filter((e) => e.outcome === "refused"),
    ...report.filter((e) => e.outcome !== "refused"),
  ];
  const { message, headers } = await takeFlash(app, request);
  return data(
    {
      run: { ...run, createdAt: formatDateTime(run.created_at, brokerageTimeZone()) },
      report: ordered.slice(0, SHOWN_ROWS),
      reportRows: report.length,
      flash: message ?? null,
    },
    { headers },
  );
}

/**
 * One import run (decision 068): while it works, its counts and a progress bar, asked again every
 * second (without JavaScript the page refreshes itself); once done, the report per row, refused
 * rows first, and the whole report as a CSV.
 */
export default function BookImportRun({ loaderData }: Route.ComponentProps) {
  const { run, report, reportRows, flash } = loaderData;
  const running = run.status === "running";
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle")
        void revalidator.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  const percent = run.total_rows > 0 ? Math.round((run.done_rows / run.total_rows) * 100) : 100;
  return (
    <section className="container-page max-w-5xl py-8 sm:py-12">
      {running && (
        <noscript>
          <meta httpEquiv="refresh" content="3" />
        </noscript>
      )}
      <StaffAreaTabs className="mb-6" />
      <Link
        to={href("/employee-portal/import")}
        className="text-sm font-semibold text-brand-700 underline underline-offset-4"
      >
        ← Importar carteira
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold text-navy-900">Importação da carteira</h1>
      <p className="mt-1 break-words text-muted">
        {run.file_name} · origem {run.source} · {run.createdAt}
      </p>
      {flash && (
        <div className="mt-6">
          <FormMessage tone="success" message={flash} />
        </div>
      )}

      <div className="mt-6 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-8">
        <p className="text-lg font-bold text-navy-900" aria-live="polite">
          {IMPORT_RUN_STATUS_LABEL[run.status]}: {formatNumber(run.done_rows)} de{" "}
          {formatNumber(run.total_rows)} linhas
        </p>
        <progress
          className="mt-3 h-3 w-full accent-brand-600"
          max={run.total_rows || 1}
          value={run.done_rows}
          aria-label={`Andamento da importação: ${percent}%`}
        />
        <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
          <Count label="Importadas" value={run.imported} />
          <Count label="Já estavam" value={run.existing} />
          <Count label="Recusadas" value={run.refused} />
        </dl>
        {run.status === "failed" && (
          <p className="mt-4 font-semibold text-danger-700">
            A importação parou antes do fim. As linhas já gravadas ficam na carteira: envie o mesmo arquivo de
            novo e elas aparecem como “já estavam”, sem duplicar.
          </p>
        )}
      </div>

      {run.status === "done" && (
        <>
          <div className="mt-10 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-bold text-navy-900">Relatório por linha</h2>
            <a
              href={href("/employee-portal/import/runs/:id/report.csv", { id: run.id })}
              download
              data-discover="false"
              className="btn btn-ghost"
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              Baixar o relatório (CSV)
            </a>
          </div>
          {reportRows > report.length && (
            <p className="mt-1 text-sm text-muted">
              Aqui, as primeiras {report.length} de {formatNumber(reportRows)} linhas (as recusadas antes);
              todas estão no CSV.
            </p>
          )}
          <DataTable
            caption="Relatório da importação, uma linha do arquivo por linha, as recusadas primeiro"
            rows={report}
            rowKey={(entry) => String(entry.row)}
            empty="O arquivo não tinha linhas."
            columns={[
              { title: "Linha", role: "key", cell: (entry) => `Linha ${entry.row}` },
              {
                title: "Resultado",
                cell: (entry) => (
                  <OutcomeBadge outcome={entry.outcome} label={IMPORT_OUTCOME_LABEL[entry.outcome]} />
                ),
              },
              { title: "Motivo", cell: (entry) => entry.reason ?? "—" },
              {
                title: "Apólice",
                cell: (entry) => [entry.insurer, entry.policyNumber].filter(Boolean).join(" · ") || "—",
              },
            ]}
          />
        </>
      )}
    </section>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl bg-surface p-3">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold tabular-nums text-navy-900">{formatNumber(value)}</dd>
    </div>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
