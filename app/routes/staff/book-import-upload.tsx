import { invariantResponse } from "@epic-web/invariant";
import { data, Form, href, Link } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { importUploadScreen, runImportUploadAction, UPLOAD_NOT_FOUND } from "~/.server/book";
import { ACTION_FAILED, appOf, formAction, takeFlash } from "~/.server/platform";
import { DataTable } from "~/components/data-table";
import { FormMessage } from "~/components/forms/form-message";
import { useIsPending } from "~/components/forms/use-is-pending";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffAreaTabs } from "~/components/staff-shell";
import { IMPORT_FIELDS, PREVIEW_OUTCOME_LABEL } from "~/lib/book-import-fields";
import { formatNumber } from "~/lib/br";
import type { FormResult } from "~/lib/form-result";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/book-import-upload";
import { OutcomeBadge } from "./book-import-parts";

export const meta = staffMeta("Prévia da importação");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  const screen = await importUploadScreen(app.db, params.id);
  invariantResponse(screen, UPLOAD_NOT_FOUND, { status: 404 });
  const { message, headers } = await takeFlash(app, request);
  return data({ ...screen, flash: message ?? null }, { headers });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, (form) => runImportUploadAction(app, user.id, params.id, form));
}

/**
 * An uploaded sheet before its import (decision 068): which column fills each field of the book
 * (guessed from the headers, or as this source was mapped last time), and the first rows as they
 * would be imported, each refusal with its reason. "Importar" keeps the mapping and starts the run.
 */
export default function BookImportUpload({ loaderData, actionData }: Route.ComponentProps) {
  const { upload, headers, mapping, preview, flash } = loaderData;
  const server = actionData as FormResult | undefined;
  const importing = useIsPending({ intent: "import" });
  const previewing = useIsPending({ intent: "preview" });
  const rows = formatNumber(upload.rowCount);
  return (
    <section className="container-page py-8 sm:py-12">
      <StaffAreaTabs className="mb-6" />
      <Link
        to={href("/employee-portal/import")}
        className="text-sm font-semibold text-brand-700 underline underline-offset-4"
      >
        ← Importar carteira
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold text-navy-900">Prévia da importação</h1>
      <p className="mt-1 break-words text-muted">
        {upload.fileName} · origem {upload.source} · {rows} {upload.rowCount === 1 ? "linha" : "linhas"}
      </p>
      {flash && (
        <div className="mt-6">
          <FormMessage tone="success" message={flash} />
        </div>
      )}

      <Form
        method="post"
        className="mt-6 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-8"
      >
        <h2 className="text-xl font-bold text-navy-900">Colunas do arquivo</h2>
        <p className="mt-1 text-sm text-muted">
          Para cada campo da carteira, a coluna do arquivo que o preenche. Os campos marcados com * são
          obrigatórios; as escolhas ficam guardadas para a origem {upload.source}.
        </p>
        <div className="mt-5 grid gap-x-5 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
          {IMPORT_FIELDS.map((field) => {
            const id = `map-${field.key}`;
            const error = server?.fields?.[`map.${field.key}`];
            return (
              <div key={field.key}>
                <label htmlFor={id} className="mb-1 block text-sm font-semibold text-navy-900">
                  {field.label}
                  {"required" in field && field.required ? " *" : ""}
                </label>
                <select
                  id={id}
                  name={`map.${field.key}`}
                  defaultValue={mapping[field.key] ?? ""}
                  className="field"
                  aria-invalid={error ? true : undefined}
                >
                  <option value="">— não importar —</option>
                  {headers.map((header) => (
                    <option key={header} value={header}>
                      {header}
                    </option>
                  ))}
                </select>
                {error && <p className="mt-1 text-sm font-semibold text-danger-700">{error}</p>}
              </div>
            );
          })}
        </div>
        <div className="mt-6">
          <FormMessage tone="error" message={server && !server.ok ? server.message : undefined} />
        </div>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="submit"
            name="intent"
            value="import"
            className="btn btn-primary"
            disabled={importing || previewing}
          >
            {importing ? "Iniciando…" : `Importar ${rows} ${upload.rowCount === 1 ? "linha" : "linhas"}`}
          </button>
          <button
            type="submit"
            name="intent"
            value="preview"
            className="btn btn-ghost"
            disabled={importing || previewing}
          >
            {previewing ? "Atualizando…" : "Guardar colunas e atualizar a prévia"}
          </button>
        </div>
      </Form>

      <h2 className="mt-10 text-xl font-bold text-navy-900">
        Prévia:{" "}
        {preview.length === upload.rowCount ? "todas as linhas" : `as primeiras ${preview.length} linhas`}
      </h2>
      <p className="mt-1 text-sm text-muted">Como cada linha será importada com as colunas acima.</p>
      <DataTable
        caption="Prévia das primeiras linhas do arquivo, com o resultado de cada uma"
        rows={preview}
        rowKey={(row) => String(row.row)}
        empty="O arquivo não tem linhas."
        columns={[
          { title: "Linha", role: "key", cell: (row) => `Linha ${row.row}` },
          {
            title: "Resultado",
            cell: (row) => (
              <>
                <OutcomeBadge outcome={row.outcome} label={PREVIEW_OUTCOME_LABEL[row.outcome]} />
                {row.reason && <p className="mt-1 text-danger-700">{row.reason}</p>}
              </>
            ),
          },
          {
            title: "Cliente",
            cell: (row) => [row.values.name, row.values.document].filter(Boolean).join(" · ") || "—",
          },
          {
            title: "Apólice",
            cell: (row) =>
              [row.values.insurer, row.values.product, row.values.policyNumber].filter(Boolean).join(" · ") ||
              "—",
          },
          {
            title: "Vigência",
            cell: (row) => [row.values.startsOn, row.values.endsOn].filter(Boolean).join(" a ") || "—",
            className: "md:whitespace-nowrap",
          },
          {
            title: "Prêmio total",
            cell: (row) => row.values.totalPremium || "—",
            className: "md:whitespace-nowrap",
          },
        ]}
      />
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
