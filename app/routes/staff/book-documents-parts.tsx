/**
 * The boxes of a policy's documents screen (routes/staff/book-documents.tsx): the upload (the
 * file checked in the browser before it is sent), the list with its downloads and deletions, and
 * the fields a PDF reads beside the policy's, to confirm one by one or all.
 */
import { Download, FileSearch, FileUp, Trash2 } from "lucide-react";
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from "react";
import { Form, href, Link } from "react-router";
import { DataTable } from "~/components/data-table";
import { FieldError, labelClass, Options } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { useIsPending } from "~/components/forms/use-is-pending";
import { DOCUMENT_ACCEPT, documentProblem, formatBytes, readFieldInput } from "~/lib/book-documents";
import { POLICY_DOCUMENT_KIND_LABEL, POLICY_DOCUMENT_KINDS } from "~/lib/book-labels";
import type { FormResult } from "~/lib/form-result";
import type { Route } from "./+types/book-documents";

type PageData = Route.ComponentProps["loaderData"];
/** A refused form of the screen, tagged with its intent. */
export type Result = (FormResult & { intent?: string }) | undefined;

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <article
      aria-labelledby={`${id}-titulo`}
      id={id}
      className="min-w-0 scroll-mt-24 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={`${id}-titulo`} className="mb-4 text-lg font-extrabold text-navy-900">
        {title}
      </h2>
      {children}
    </article>
  );
}

const KIND_OPTIONS = POLICY_DOCUMENT_KINDS.map((kind) => ({
  value: kind,
  label: POLICY_DOCUMENT_KIND_LABEL[kind],
}));

/** Sending a document: its kind and the file, refused here already when too big or of another type. */
export function UploadBox({ result }: { result: Result }) {
  const [problem, setProblem] = useState<string>();
  const busy = useIsPending({ intent: "upload" });
  const error = problem ?? result?.fields?.file ?? (result && !result.ok ? result.message : undefined);

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    const found = file && documentProblem(file);
    setProblem(found);
    // A refused file is not sent with the form: a 40 MB scan never leaves the browser.
    if (found) event.target.value = "";
  }
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const input = event.currentTarget.elements.namedItem("file") as HTMLInputElement | null;
    const file = input?.files?.[0];
    const found = file ? documentProblem(file) : undefined;
    if (found) {
      event.preventDefault();
      setProblem(found);
    }
  }

  return (
    <Card title="Enviar documento" id="enviar">
      <Form method="post" encType="multipart/form-data" onSubmit={onSubmit} className="grid gap-4">
        <input type="hidden" name="intent" value="upload" />
        <div>
          <label htmlFor="documento-tipo" className={labelClass}>
            Tipo do documento
          </label>
          <select id="documento-tipo" name="kind" defaultValue="apolice" className="field">
            <Options options={KIND_OPTIONS} />
          </select>
          <FieldError id="documento-tipo-erro">{result?.fields?.kind}</FieldError>
        </div>
        <div className="min-w-0">
          <label htmlFor="documento-arquivo" className={labelClass}>
            <FileUp aria-hidden="true" className="mr-1 inline h-4 w-4 align-[-2px]" />
            Arquivo
          </label>
          <input
            id="documento-arquivo"
            name="file"
            type="file"
            required
            accept={DOCUMENT_ACCEPT}
            onChange={onChange}
            aria-invalid={error ? true : undefined}
            aria-describedby={["documento-arquivo-dica", error ? "documento-arquivo-erro" : ""]
              .filter(Boolean)
              .join(" ")}
            className="block w-full max-w-full min-w-0 text-sm text-muted file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-100 file:px-4 file:py-2 file:font-semibold file:text-navy-900 hover:file:bg-brand-200"
          />
          <p id="documento-arquivo-dica" className="mt-2 text-sm text-muted">
            PDF, JPEG, PNG ou WebP, até 10 MB. De um PDF com texto, os dados da apólice são lidos para você
            conferir.
          </p>
          <FieldError id="documento-arquivo-erro">{error}</FieldError>
        </div>
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? "Enviando…" : "Enviar documento"}
        </button>
      </Form>
    </Card>
  );
}

type DocumentRow = PageData["documents"][number];

/** The policy's documents: kind, name, size, who sent it and when; download, read, delete. */
export function DocumentList({
  policyId,
  documents,
  readingId,
}: {
  policyId: string;
  documents: DocumentRow[];
  readingId: string | undefined;
}) {
  const screen = href("/employee-portal/policies/:id/documents", { id: policyId });
  return (
    <Card title="Documentos" id="documentos">
      <DataTable
        className=""
        caption="Documentos da apólice, os mais recentes primeiro"
        empty="Nenhum documento enviado ainda. Envie a apólice em PDF ao lado."
        rows={documents}
        rowProps={(row) => ({ "aria-current": row.id === readingId ? true : undefined })}
        columns={[
          {
            title: "Arquivo",
            role: "key",
            cell: (row) => <span className="break-words font-semibold text-navy-900">{row.fileName}</span>,
          },
          { title: "Tipo", cell: (row) => row.kind, className: "md:whitespace-nowrap" },
          { title: "Tamanho", cell: (row) => formatBytes(row.size), className: "md:whitespace-nowrap" },
          {
            title: "Enviado",
            cell: (row) => (
              <span>
                {row.uploadedBy}
                <span className="block text-muted md:whitespace-nowrap">{row.uploadedAt}</span>
              </span>
            ),
          },
          {
            title: "Ações",
            role: "actions",
            cell: (row) => (
              <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                {/* A file, not a screen: the browser downloads it (no client-side navigation). */}
                <a
                  href={href("/employee-portal/policies/:id/documents/:documentId", {
                    id: policyId,
                    documentId: row.id,
                  })}
                  download={row.fileName}
                  className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4"
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  Baixar<span className="sr-only"> {row.fileName}</span>
                </a>
                {row.pdf && (
                  <Link
                    to={`${screen}?leitura=${row.id}`}
                    className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4"
                  >
                    <FileSearch aria-hidden="true" className="h-4 w-4" />
                    Ler dados<span className="sr-only"> de {row.fileName}</span>
                  </Link>
                )}
                <DeleteButton row={row} />
              </div>
            ),
          },
        ]}
      />
    </Card>
  );
}

function DeleteButton({ row }: { row: DocumentRow }) {
  const busy = useIsPending({ intent: "delete" });
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (!window.confirm(`Excluir ${row.fileName}? O arquivo não poderá ser recuperado.`))
          event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="documentId" value={row.id} />
      <button
        type="submit"
        disabled={busy}
        className="inline-flex items-center gap-1 font-semibold text-danger-700 underline underline-offset-4"
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Excluir<span className="sr-only"> {row.fileName}</span>
      </button>
    </Form>
  );
}

type Reading = NonNullable<PageData["reading"]>;

/** What the PDF reads beside the policy's values: staff confirm the fields they check, or all. */
export function ReadingBox({
  policyId,
  reading,
  result,
}: {
  policyId: string;
  reading: Reading;
  result: Result;
}) {
  const busy = useIsPending({ intent: "confirm" });
  const open = reading.fields.filter((f) => !f.same);
  const screen = href("/employee-portal/policies/:id/documents", { id: policyId });
  return (
    <Card title="Dados lidos no PDF" id="leitura">
      <p className="text-sm text-muted">
        De <strong className="break-words text-navy-900">{reading.fileName}</strong>. Nada é gravado na
        apólice sem a sua confirmação.
      </p>
      {!reading.hasText ? (
        <p className="mt-4 rounded-2xl bg-surface p-4">
          Este PDF não traz texto (talvez seja uma digitalização): não há dados para propor. Confira a apólice
          pelo arquivo.
        </p>
      ) : reading.fields.length === 0 ? (
        <p className="mt-4 rounded-2xl bg-surface p-4">
          Não foi possível reconhecer número, vigência, prêmio, seguradora ou placa neste PDF.
        </p>
      ) : (
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="documentId" value={reading.documentId} />
          {result && !result.ok && (
            <div className="mb-4">
              <FormMessage tone="error" message={result.message} />
            </div>
          )}
          <DataTable
            className=""
            caption="Campos lidos no PDF e os valores atuais da apólice"
            empty=""
            rowKey={(row) => row.field}
            rows={reading.fields}
            columns={[
              {
                title: "Campo",
                role: "key",
                cell: (row) =>
                  row.same ? (
                    <span className="font-semibold text-navy-900">{row.label}</span>
                  ) : (
                    <label className="inline-flex items-center gap-2 font-semibold text-navy-900">
                      <input
                        type="checkbox"
                        name={readFieldInput(row.field)}
                        value="1"
                        className="h-5 w-5 accent-brand-700"
                      />
                      {row.label}
                    </label>
                  ),
              },
              {
                title: "Na apólice hoje",
                cell: (row) => row.current ?? <span className="text-muted">não informado</span>,
              },
              {
                title: "No PDF",
                cell: (row) => (
                  <span>
                    <span className="font-semibold text-navy-900">{row.read}</span>
                    {row.same && <span className="ml-2 text-sm text-muted">(igual)</span>}
                    {row.note && <span className="block text-sm text-muted">{row.note}</span>}
                  </span>
                ),
              },
            ]}
          />
          {open.length > 0 ? (
            <div className="mt-4 flex flex-col gap-3 sm:flex-row">
              <button type="submit" className="btn btn-primary" disabled={busy}>
                Confirmar os marcados
              </button>
              <button type="submit" name="all" value="1" className="btn btn-ghost" disabled={busy}>
                Confirmar todos ({open.length})
              </button>
            </div>
          ) : (
            <p className="mt-4 text-sm text-muted">A apólice já tem tudo o que o PDF diz.</p>
          )}
        </Form>
      )}
      <p className="mt-4 text-sm">
        <Link to={screen} className="font-semibold text-brand-700 underline underline-offset-4">
          Fechar a leitura
        </Link>
      </p>
    </Card>
  );
}
