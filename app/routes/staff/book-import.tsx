import { useState } from "react";
import { data, Form, href, Link } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { knownSources, recentImports, runImportAction } from "~/.server/book";
import { brokerageTimeZone } from "~/.server/content";
import { ACTION_FAILED, appOf, formAction, formatDateTime, takeFlash } from "~/.server/platform";
import { DataTable } from "~/components/data-table";
import { Field } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { useIsPending } from "~/components/forms/use-is-pending";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffAreaTabs } from "~/components/staff-shell";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_RUN_STATUS_LABEL,
  IMPORT_SOURCE_SUGGESTIONS,
} from "~/lib/book-import-fields";
import { formatNumber } from "~/lib/br";
import type { FormResult } from "~/lib/form-result";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/book-import";

export const meta = staffMeta("Importar carteira");

/**
 * Importing a book (decision 068), for admins: bulk personal data from another system. A sheet
 * and its source here; its columns and preview on the upload's page; the run's report on its own.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  const timeZone = brokerageTimeZone();
  const runs = (await recentImports(app.db)).map((run) => ({
    ...run,
    createdAt: formatDateTime(run.created_at, timeZone),
    by: run.by_name || run.by_email || "Conta removida",
  }));
  const sources = [...new Set([...(await knownSources(app.db)), ...IMPORT_SOURCE_SUGGESTIONS])];
  const { message, headers } = await takeFlash(app, request);
  return data({ runs, sources, flash: message ?? null }, { headers });
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, (form, files) => runImportAction(app, user.id, form, files));
}

const MAX_MB = IMPORT_MAX_BYTES / (1024 * 1024);
const TOO_BIG = `O arquivo pode ter no máximo ${MAX_MB} MB.`;

export default function BookImport({ loaderData, actionData }: Route.ComponentProps) {
  const server = actionData as FormResult | undefined;
  const busy = useIsPending({ intent: "upload" });
  const [fileError, setFileError] = useState<string>();
  const errors: Record<string, string | undefined> = {
    ...server?.fields,
    ...(fileError && { file: fileError }),
  };
  return (
    <section className="container-page max-w-5xl py-8 sm:py-12">
      <StaffAreaTabs className="mb-6" />
      <h1 className="text-3xl font-extrabold text-navy-900">Importar carteira</h1>
      <p className="mt-1 max-w-3xl text-muted">
        Traga clientes e apólices de outro sistema (Segfy, Agger, Quiver…) ou da lista de uma seguradora: um
        CSV ou uma planilha XLSX de até {MAX_MB} MB e {formatNumber(IMPORT_MAX_ROWS)} linhas, com os títulos
        das colunas na primeira linha. Antes de importar você confere as colunas e uma prévia; uma apólice que
        já está na carteira (mesma seguradora e número) nunca é duplicada.
      </p>
      {loaderData.flash && (
        <div className="mt-6">
          <FormMessage tone="success" message={loaderData.flash} />
        </div>
      )}

      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="mt-6 space-y-5 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-8"
      >
        <input type="hidden" name="intent" value="upload" />
        <Field label="De onde vem a carteira" htmlFor="source" error={errors.source}>
          <input
            id="source"
            name="source"
            list="import-sources"
            required
            maxLength={60}
            autoComplete="off"
            placeholder="Ex.: Segfy"
            aria-describedby="source-dica"
            className="field"
          />
        </Field>
        <datalist id="import-sources">
          {loaderData.sources.map((source) => (
            <option key={source} value={source} />
          ))}
        </datalist>
        <p id="source-dica" className="-mt-3 text-sm text-muted">
          As colunas são lembradas por origem: o próximo arquivo da mesma origem já vem com elas escolhidas.
        </p>
        <Field label="Arquivo (CSV ou XLSX)" htmlFor="file" error={errors.file}>
          <input
            id="file"
            name="file"
            type="file"
            accept=".csv,.xlsx,.txt,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="field"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setFileError(file && file.size > IMPORT_MAX_BYTES ? TOO_BIG : undefined);
            }}
          />
        </Field>
        <details className="rounded-2xl border border-line p-4">
          <summary className="cursor-pointer font-semibold text-navy-900">
            Ou cole as linhas da planilha
          </summary>
          <label htmlFor="pasted" className="mt-3 block text-sm text-muted">
            Selecione as linhas na planilha (com a dos títulos) e cole aqui.
          </label>
          <textarea id="pasted" name="pasted" rows={6} className="field mt-2 font-mono text-sm" />
        </details>
        <FormMessage tone="error" message={server && !server.ok ? server.message : undefined} />
        <button type="submit" className="btn btn-primary" disabled={busy || Boolean(fileError)}>
          {busy ? "Lendo o arquivo…" : "Ver a prévia"}
        </button>
      </Form>

      <h2 className="mt-10 text-xl font-bold text-navy-900">Importações recentes</h2>
      <DataTable
        caption="Importações recentes, da mais nova para a mais antiga"
        rows={loaderData.runs}
        empty="Nenhuma importação ainda."
        columns={[
          {
            title: "Arquivo",
            role: "key",
            cell: (run) => (
              <Link
                to={href("/employee-portal/import/runs/:id", { id: run.id })}
                className="text-brand-700 underline underline-offset-4"
              >
                {run.file_name}
              </Link>
            ),
          },
          { title: "Origem", cell: (run) => run.source },
          {
            title: "Quando",
            cell: (run) => `${run.createdAt} · ${run.by}`,
            className: "md:whitespace-nowrap",
          },
          { title: "Situação", cell: (run) => IMPORT_RUN_STATUS_LABEL[run.status] },
          {
            title: "Resultado",
            cell: (run) =>
              `${run.imported} importadas · ${run.existing} já estavam · ${run.refused} recusadas`,
          },
        ]}
      />
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
