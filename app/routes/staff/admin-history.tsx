import { RotateCcw } from "lucide-react";
import { Form, href, Link } from "react-router";
import { requireAdmin } from "~/.server/auth";
import { changedFields, contentDocument, currentContent, listVersions, readVersion } from "~/.server/content";
import { CONTENT_DONE, restoreContent } from "~/.server/content-actions";
import { redirectWithFlash } from "~/.server/flash";
import { ACTION_FAILED, formAction } from "~/.server/form-result";
import { parseInput } from "~/.server/refusal";
import { services } from "~/.server/services";
import { ActionError } from "~/components/forms/action-error";
import { fieldLabel } from "~/content/content-labels";
import { staffMeta } from "~/lib/staff-meta";
import { z } from "~/lib/zod";
import type { Route } from "./+types/admin-history";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Histórico de versões");
export const handle: AdminScreenHandle = { heading: "Histórico de versões" };

const versionSchema = z.coerce.number({ error: "Versão inválida." }).int().min(1).max(1_000_000);
const restoreSchema = z.object({
  intent: z.literal("restore", { error: "Ação desconhecida." }),
  version: versionSchema,
});

function documentFor(params: { kind: string; key: string }) {
  try {
    return contentDocument(params.kind, params.key);
  } catch {
    throw new Response("Conteúdo não encontrado.", { status: 404 });
  }
}

/** A field's value as plain lines: lists item by item, objects field by field. */
function valueLines(value: unknown): string[] {
  if (value === undefined || value === null || value === "") return ["(vazio)"];
  if (Array.isArray(value)) return value.flatMap((item, i) => valueLines(item).map((l) => `${i + 1}. ${l}`));
  if (typeof value === "object") return Object.values(value).flatMap(valueLines);
  if (typeof value === "boolean") return [value ? "Oculto" : "Visível"];
  return [String(value)];
}

/** A stored value at a field path (`address.city`). */
function at(data: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], data);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const doc = documentFor(params);
  const { db } = services().database;
  const versions = await listVersions(db, doc);
  const selected = Number(new URL(request.url).searchParams.get("versao") ?? "") || undefined;
  let detail: {
    version: number;
    fields: Array<{ label: string; before: string[]; after: string[] }>;
  } | null = null;
  if (selected && versions.some((v) => v.version === selected)) {
    const data = await readVersion(db, doc, selected);
    const previous = selected > 1 ? await readVersion(db, doc, selected - 1) : undefined;
    const fields = previous ? changedFields(previous, data) : Object.keys(data as object);
    detail = {
      version: selected,
      fields: fields.map((path) => ({
        label: fieldLabel(path, doc.kind),
        before: previous ? valueLines(at(previous, path)) : [],
        after: valueLines(at(data, path)),
      })),
    };
  }
  const content = currentContent();
  const title =
    doc.kind === "site"
      ? "Dados da corretora"
      : doc.kind === "insurer"
        ? (content.insurers.find((i) => i.id === doc.key)?.name ?? doc.key)
        : (content.products.find((p) => p.slug === doc.key)?.title ?? doc.key);
  return {
    kind: doc.kind,
    key: doc.key,
    title,
    versions: versions.map((v) => ({ ...v, fields: v.fields.map((f) => fieldLabel(f, doc.kind)) })),
    detail,
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireAdmin(request);
  const doc = documentFor(params);
  return formAction(request, ACTION_FAILED, async (form) => {
    // An unknown version is refused by readVersion ("Versão não encontrada.", 404).
    const { version } = parseInput(restoreSchema, form);
    const done = await restoreContent(user.id, doc, version);
    return redirectWithFlash(href("/admin-portal/history/:kind/:key", params), CONTENT_DONE[done]);
  });
}

const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

export default function AdminHistory({ loaderData, actionData, params }: Route.ComponentProps) {
  const { title, versions, detail, kind, key } = loaderData;
  const current = versions[0]?.version;
  const back =
    kind === "site"
      ? href("/admin-portal/site")
      : kind === "insurer"
        ? href("/admin-portal/insurers/:insurer", { insurer: key })
        : href("/admin-portal/products/:slug", { slug: key });
  return (
    <>
      <ActionError data={actionData} />
      <p className="mt-2 text-muted">
        <Link to={back} className="font-semibold text-brand-700 underline">
          {title}
        </Link>
        : cada gravação é uma versão. Abra uma versão para ver o que mudou e, se quiser, restaurá-la.
      </p>

      <div className="mt-6 overflow-x-auto rounded-[var(--radius-card)] border border-line bg-white shadow-card">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Versões de {title}, da mais recente para a mais antiga</caption>
          <thead className="bg-surface text-navy-900">
            <tr>
              <th scope="col" className="p-3">
                Versão
              </th>
              <th scope="col" className="p-3">
                Quando
              </th>
              <th scope="col" className="p-3">
                Quem
              </th>
              <th scope="col" className="p-3">
                O que mudou
              </th>
              <th scope="col" className="p-3">
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {versions.map((v) => (
              <tr key={v.version} aria-current={v.version === detail?.version ? "true" : undefined}>
                <td className="p-3 font-bold text-navy-900">
                  {v.version}
                  {v.version === current && (
                    <span className="ml-2 text-xs font-semibold text-success-700">atual</span>
                  )}
                </td>
                <td className="p-3">{dateTime.format(new Date(v.createdAt))}</td>
                <td className="p-3">{v.author}</td>
                <td className="p-3">
                  {v.restoredFrom !== null && `Restaurou a versão ${v.restoredFrom}. `}
                  {v.fields.length > 0 ? v.fields.join(", ") : v.version === 1 ? "Primeira versão" : "—"}
                </td>
                <td className="p-3">
                  <Link
                    to={`${href("/admin-portal/history/:kind/:key", params)}?versao=${v.version}`}
                    className="font-semibold text-brand-700 underline"
                    aria-label={`Abrir a versão ${v.version}`}
                  >
                    Abrir
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
