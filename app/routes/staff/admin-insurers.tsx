import { Plus } from "lucide-react";
import { Form, href } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { INSURERS_DONE, insurerListData, insurerMovedMessage, runInsurersAction } from "~/.server/insurers";
import { ACTION_FAILED, appOf, formAction, redirectWithFlash, succeeded } from "~/.server/platform";
import { ActionError } from "~/components/forms/action-error";
import { Field } from "~/components/forms/fields";
import { InsurerAdminList, insurerRowId } from "~/components/insurer-admin-list";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-insurers";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Seguradoras");
export const handle: AdminScreenHandle = { heading: "Seguradoras" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  return { insurers: await insurerListData(app) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const { intent, added, movedTo } = await runInsurersAction(app, user.id, form);
    if (added) {
      const editor = href("/admin-portal/insurers/:insurer", { insurer: added });
      return redirectWithFlash(app, editor, INSURERS_DONE[intent]);
    }
    // A move made with JavaScript is answered in place (the list stays where it was scrolled);
    // without it, the page comes back at the moved row.
    if (movedTo !== undefined && form.inPlace) return succeeded(insurerMovedMessage(form.id ?? "", movedTo));
    const list = href("/admin-portal/insurers");
    const to = movedTo !== undefined ? `${list}#${insurerRowId(form.id ?? "")}` : list;
    return redirectWithFlash(app, to, INSURERS_DONE[intent]);
  });
}

export default function AdminInsurers({ loaderData, actionData }: Route.ComponentProps) {
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
      <InsurerAdminList insurers={loaderData.insurers} />
    </>
  );
}
