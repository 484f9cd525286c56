import { invariantResponse } from "@epic-web/invariant";
import { RotateCcw } from "lucide-react";
import { Form, href, Link } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { CONTENT_DONE, documentHistory, findContentDocument, restoreContent } from "~/.server/content";
import { ACTION_FAILED, appOf, formAction, redirectWithFlash } from "~/.server/platform";
import { DataTable } from "~/components/data-table";
import { ActionError } from "~/components/forms/action-error";
import { formatDateTime } from "~/lib/dates";
import { useTimeZone } from "~/root-data";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-history";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Histórico de versões");
export const handle: AdminScreenHandle = { heading: "Histórico de versões" };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  const doc = findContentDocument(params.kind, params.key);
  invariantResponse(doc, "Conteúdo não encontrado.", { status: 404 });
  const { db } = app;
  const selected = Number(new URL(request.url).searchParams.get("versao") ?? "") || undefined;
  return { kind: doc.kind, key: doc.key, ...(await documentHistory(db, doc, selected)) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  const doc = findContentDocument(params.kind, params.key);
  invariantResponse(doc, "Conteúdo não encontrado.", { status: 404 });
  return formAction(request, ACTION_FAILED, async (form) => {
    const done = await restoreContent(app, user.id, doc, form);
    return redirectWithFlash(app, href("/admin-portal/history/:kind/:key", params), CONTENT_DONE[done]);
  });
}

export default function AdminHistory({ loaderData, actionData, params }: Route.ComponentProps) {
  const { title, versions, detail, editorPath: back } = loaderData;
  const timeZone = useTimeZone();
  const current = versions[0]?.version;
  return (
    <>
      <ActionError data={actionData} />
      <p className="mt-2 text-muted">
        <Link to={back} className="font-semibold text-brand-700 underline">
          {title}
        </Link>
        : cada gravação é uma versão. Abra uma versão para ver o que mudou e, se quiser, restaurá-la.
      </p>

      <DataTable
        caption={`Versões de ${title}, da mais recente para a mais antiga`}
        rows={versions}
        rowKey={(v) => String(v.version)}
        rowProps={(v) => ({ "aria-current": v.version === detail?.version ? "true" : undefined })}
        empty="Nenhuma versão gravada."
        columns={[
          {
            title: "Versão",
            role: "key",
            cell: (v) => (
              <>
                Versão {v.version}
                {v.version === current && (
                  <span className="ml-2 text-xs font-semibold text-success-700">atual</span>
                )}
              </>
            ),
          },
          {
            title: "Quando",
            cell: (v) => formatDateTime(v.createdAt, timeZone),
            className: "md:whitespace-nowrap",
          },
          { title: "Quem", cell: (v) => v.author },
          {
            title: "O que mudou",
            cell: (v) => (
              <>
                {v.restoredFrom !== null && `Restaurou a versão ${v.restoredFrom}. `}
                {v.fields.length > 0 ? v.fields.join(", ") : v.version === 1 ? "Primeira versão" : "—"}
              </>
            ),
          },
          {
            title: "Ações",
            role: "actions",
            cell: (v) => (
              <Link
                to={`${href("/admin-portal/history/:kind/:key", params)}?versao=${v.version}`}
                className="btn btn-ghost !px-4 !py-2 text-sm"
                aria-label={`Abrir a versão ${v.version}`}
              >
                Abrir
              </Link>
            ),
          },
        ]}
      />
      {detail && (
        <section
          aria-labelledby="versao-aberta"
          className="mt-6 rounded-[var(--radius-card)] border border-brand-200 bg-white p-5 shadow-card sm:p-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="versao-aberta" className="text-xl font-extrabold text-navy-900">
              Versão {detail.version}
              {detail.version === current && " (atual)"}
            </h2>
            {detail.version !== current && <RestoreButton version={detail.version} />}
          </div>
          {detail.fields.length === 0 ? (
            <p className="mt-4 text-muted">Nenhum campo mudou nesta versão.</p>
          ) : (
            <dl className="mt-4 space-y-5">
              {detail.fields.map((field) => (
                <div key={field.label}>
                  <dt className="font-bold text-navy-900">{field.label}</dt>
                  <dd className="mt-2 grid gap-3 md:grid-cols-2">
                    {field.before.length > 0 && <Lines title="Antes" lines={field.before} tone="before" />}
                    <Lines title="Nesta versão" lines={field.after} tone="after" />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      )}
    </>
  );
}

function RestoreButton({ version }: { version: number }) {
  return (
    <Form method="post">
      <input type="hidden" name="version" value={version} />
      <button type="submit" name="intent" value="restore" className="btn btn-primary">
        <RotateCcw aria-hidden="true" className="h-4 w-4" /> Restaurar esta versão
      </button>
    </Form>
  );
}

function Lines({ title, lines, tone }: { title: string; lines: string[]; tone: "before" | "after" }) {
  return (
    <div className={`rounded-2xl p-4 ${tone === "before" ? "bg-red-50" : "bg-green-50"}`}>
      <p className="text-xs font-bold uppercase tracking-widest text-muted">{title}</p>
      <ul className="mt-2 space-y-1 whitespace-pre-wrap break-words">
        {lines.map((line, index) => (
          <li key={`${index}-${line}`}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
