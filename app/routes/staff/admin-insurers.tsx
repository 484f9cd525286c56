import { ArrowDown, ArrowUp, Plus } from "lucide-react";
import { Form, href } from "react-router";
import { appOf } from "~/.server/app-context";
import { requireAdmin } from "~/.server/auth";
import { currentContent } from "~/.server/content";
import { redirectWithFlash } from "~/.server/flash";
import { ACTION_FAILED, formAction } from "~/.server/form-result";
import { INSURERS_DONE, runInsurersAction } from "~/.server/insurer-actions";
import { DocumentRowActions } from "~/components/document-row-actions";
import { ActionError } from "~/components/forms/action-error";
import { Field } from "~/components/forms/fields";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-insurers";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Seguradoras");
export const handle: AdminScreenHandle = { heading: "Seguradoras" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  return {
    insurers: currentContent().insurers.map((i) => ({
      id: i.id,
      name: i.name,
      hidden: i.hidden,
      partner: i.partner,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const { intent, added } = await runInsurersAction(app, user.id, form);
    const to = added
      ? href("/admin-portal/insurers/:insurer", { insurer: added })
      : href("/admin-portal/insurers");
    return redirectWithFlash(app, to, INSURERS_DONE[intent]);
  });
}

export default function AdminInsurers({ loaderData, actionData }: Route.ComponentProps) {
  const { insurers } = loaderData;
  return (
    <>
      <ActionError data={actionData} />
      <p className="mt-2 max-w-2xl text-muted">
        Cada seguradora tem um lado público (a página de seguradoras, com os telefones) e um lado interno,
        visto só pela equipe no Portal do Colaborador (portal, login, senha, gerente e condições).
      </p>
      <Form
        method="post"
        className="mt-6 grid gap-3 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <Field label="Nome da nova seguradora" htmlFor="nova-nome">
          <input id="nova-nome" name="name" required maxLength={80} className="field" />
        </Field>
        <Field label="Site" htmlFor="nova-site">
          <input id="nova-site" name="website" type="url" required placeholder="https://" className="field" />
        </Field>
        <button type="submit" name="intent" value="add" className="btn btn-primary">
          <Plus aria-hidden="true" className="h-4 w-4" /> Adicionar seguradora
        </button>
        {actionData?.fields && (
          <p className="text-sm font-semibold text-danger-700 sm:col-span-3">
            {Object.values(actionData.fields)[0]}
          </p>
        )}
      </Form>
      <ol className="mt-6 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-white shadow-card">
        {insurers.map((insurer, index) => (
          <li key={insurer.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <p>
              <span className="font-bold text-navy-900">{insurer.name}</span>{" "}
              <span className="text-sm text-muted">
                · {insurer.partner ? "parceira" : "não parceira"} ·{" "}
                {insurer.hidden ? (
                  <span className="font-semibold text-danger-700">Oculta</span>
                ) : (
                  <span className="font-semibold text-success-700">Visível</span>
                )}
              </span>
            </p>
            <DocumentRowActions
              name={insurer.name}
              idField={{ name: "id", value: insurer.id }}
              editTo={href("/admin-portal/insurers/:insurer", { insurer: insurer.id })}
              historyTo={href("/admin-portal/history/:kind/:key", { kind: "insurer", key: insurer.id })}
              hidden={insurer.hidden}
            >
              <button
                type="submit"
                name="intent"
                value="move-up"
                className="btn btn-ghost"
                disabled={index === 0}
                aria-label={`Subir ${insurer.name}`}
              >
                <ArrowUp aria-hidden="true" className="h-4 w-4" />
              </button>
              <button
                type="submit"
                name="intent"
                value="move-down"
                className="btn btn-ghost"
                disabled={index === insurers.length - 1}
                aria-label={`Descer ${insurer.name}`}
              >
                <ArrowDown aria-hidden="true" className="h-4 w-4" />
              </button>
            </DocumentRowActions>
          </li>
        ))}
      </ol>
    </>
  );
}
