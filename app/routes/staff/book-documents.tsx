import { data, href } from "react-router";
import { requireUser } from "~/.server/accounts";
import { policyDocumentsPage, runPolicyDocumentsAction } from "~/.server/book";
import { ACTION_FAILED, appOf, fileFormAction, redirectWithFlash, takeFlash } from "~/.server/platform";
import { FormMessage } from "~/components/forms/form-message";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/book-documents";
import { DocumentList, ReadingBox, type Result, UploadBox } from "./book-documents-parts";

export const meta = staffMeta("Documentos da apólice");

/**
 * A policy's documents (issue 42, decision 070): the list, an upload, a download per file, and
 * what a PDF's text reads proposed beside the policy's values (`?leitura=` the document). A policy
 * whose client the person may not see is a 404, exactly like one that does not exist.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireUser(app, request);
  const readingId = new URL(request.url).searchParams.get("leitura");
  const page = await policyDocumentsPage(app, user, params.id, readingId);
  const { message, headers } = await takeFlash(app, request);
  return data({ ...page, flash: message ?? null }, { headers });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireUser(app, request);
  return fileFormAction(request, ACTION_FAILED, async (form, files) => {
    const done = await runPolicyDocumentsAction(app, user, params.id, form, files);
    const screen = href("/employee-portal/policies/:id/documents", { id: params.id });
    // A PDF just sent opens with what it reads, to confirm.
    const to = done.readingId ? `${screen}?leitura=${done.readingId}` : screen;
    return redirectWithFlash(app, to, done.message);
  });
}

export default function PolicyDocuments({ loaderData, actionData }: Route.ComponentProps) {
  const { policy, client, documents, reading, flash } = loaderData;
  const result = actionData as Result;
  const resultFor = (intent: string) => (result?.intent === intent ? result : undefined);
  const deleteRefused = resultFor("delete");
  return (
    <section className="container-page py-8 sm:py-12">
      <header>
        <p className="eyebrow">Carteira · {client.name}</p>
        <h1 className="mt-2 text-3xl font-extrabold text-navy-900">Documentos da apólice</h1>
        <p className="mt-2 break-words text-muted">
          {[
            policy.insurer,
            policy.product,
            policy.number ? `nº ${policy.number}` : "sem número",
            `vigência ${policy.cover}`,
            ...(policy.plate ? [`placa ${policy.plate}`] : []),
          ].join(" · ")}
        </p>
      </header>

      {flash && (
        <div className="mt-6">
          <FormMessage tone="success" message={flash} />
        </div>
      )}
      {deleteRefused && !deleteRefused.ok && (
        <div className="mt-6">
          <FormMessage tone="error" message={deleteRefused.message} />
        </div>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6 self-start">
          {reading && <ReadingBox policyId={policy.id} reading={reading} result={resultFor("confirm")} />}
          <DocumentList policyId={policy.id} documents={documents} readingId={reading?.documentId} />
        </div>
        <div className="self-start">
          {/* Keyed by the list: a file just sent leaves the picker empty for the next one. */}
          <UploadBox key={documents.length} result={resultFor("upload")} />
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
