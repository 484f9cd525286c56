import { useRef } from "react";
import { Form, href } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { ACTION_FAILED, appOf, formAction, redirectWithFlash } from "~/.server/platform";
import { ADMIN_DONE, runAdminAction, usersScreen } from "~/.server/staff";
import { ConfirmDelete, ConfirmDialog, DELETE_QUERY } from "~/components/confirm-dialog";
import { ActionError } from "~/components/forms/action-error";
import { Field } from "~/components/forms/fields";
import { useTypedChanges, useUnsavedChangesGuard } from "~/components/forms/unsaved-changes";
import { useIsPending } from "~/components/forms/use-is-pending";
import { keepPages, PENDING_PAGE_QUERY } from "~/lib/pagination";
import { CONFIRM_MESSAGES } from "~/lib/staff-schemas";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-portal";
import type { AdminScreenHandle } from "./admin-layout";
import { APPROVE_QUERY, EditUserModal, RESET_TWO_STEP_QUERY, UserList } from "./admin-users-parts";

export const meta = staffMeta("Administração de usuários");
export const handle: AdminScreenHandle = { heading: "Usuários e portal", portalLink: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  const params = new URL(request.url).searchParams;
  const editing = params.get("editar");
  const deleting = params.get(DELETE_QUERY);
  const approving = params.get(APPROVE_QUERY);
  const resetting = params.get(RESET_TWO_STEP_QUERY);
  return {
    me: user.id,
    ...(await usersScreen(app, params, [editing, deleting, approving, resetting])),
    editing,
    deleting,
    approving,
    resetting,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const done = await runAdminAction(app, user.id, form);
    // Back to the page of the lists the form was on.
    const back = `${href("/admin-portal")}${keepPages(new URL(request.url).search)}`;
    return redirectWithFlash(app, back, ADMIN_DONE[done]);
  });
}

type LoaderData = Route.ComponentProps["loaderData"];

/**
 * "Exigir verificação em duas etapas": once on, whoever signs in without it must set it up
 * before any staff screen, and every session must have passed the second step (decision 025).
 */
function TwoStepRequirement({ required }: { required: boolean }) {
  const busy = useIsPending({ intent: "two-step-requirement" });
  return (
    <section aria-labelledby="duas-etapas" className="mt-12">
      <h2 id="duas-etapas" className="text-2xl font-extrabold text-navy-900">
        Verificação em duas etapas
      </h2>
      <p className="mt-2 text-muted">
        {required
          ? "Exigida de todos: quem ainda não ativou precisa ativar no próximo acesso."
          : "Opcional: cada colaborador decide se ativa no Portal do Colaborador."}
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="two-step-requirement" />
        <input type="hidden" name="required" value={required ? "0" : "1"} />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {required ? "Deixar de exigir" : "Exigir verificação em duas etapas"}
        </button>
      </Form>
    </section>
  );
}

export default function AdminPortal({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, registered, targets, sections, me, editing, deleting, approving, resetting, twoStepOn } =
    loaderData;
  // Whoever a dialog names, on this page of the lists or not.
  const editTarget = targets.find((u) => u.id === editing);
  const deleteTarget = targets.find((u) => u.id === deleting);
  const approveTarget = targets.find(
    (u) => u.id === approving && u.status === "pending" && !u.email_confirmed_at,
  );
  const resetTarget = targets.find((u) => u.id === resetting && u.id !== me && twoStepOn.includes(u.id));
  return (
    <>
      <ActionError data={actionData} className="mt-3" />

      <UserList
        title="Cadastros pendentes"
        empty="Nenhum cadastro aguardando aprovação."
        people={pending}
        pageQuery={PENDING_PAGE_QUERY}
        me={me}
        twoStepOn={twoStepOn}
      />
      <UserList
        title="Usuários cadastrados"
        empty="Nenhum usuário aprovado."
        people={registered}
        pageQuery="pagina"
        me={me}
        twoStepOn={twoStepOn}
      />

      <TwoStepRequirement required={loaderData.twoStepRequired} />

      <PortalSections sections={sections} />

      {editTarget && <EditUserModal person={editTarget} errors={actionData?.fields} />}
      {deleteTarget && (
        <ConfirmDelete
          title="Excluir usuário"
          question="Você confirma a exclusão do usuário?"
          detail={deleteTarget.email}
          fields={{ intent: "delete", userId: deleteTarget.id }}
        />
      )}
      {approveTarget && (
        <ConfirmDialog
          title="Aprovar cadastro"
          yes="Sim, aprovar"
          fields={{ intent: "approve", userId: approveTarget.id, approveUnconfirmed: "1" }}
        >
          <p className="text-ink">{CONFIRM_MESSAGES.approveQuestion}</p>
          <p className="mt-1 break-all text-sm text-muted">{approveTarget.email}</p>
        </ConfirmDialog>
      )}
      {resetTarget && (
        <ConfirmDialog
          title="Redefinir verificação em duas etapas"
          yes="Sim, redefinir"
          tone="danger"
          fields={{ intent: "two-step-reset", userId: resetTarget.id }}
        >
          <p className="break-all font-semibold text-navy-900">{resetTarget.email}</p>
          <p className="mt-2 text-ink">
            A chave do aplicativo autenticador e os códigos de recuperação desta pessoa serão apagados, e
            todas as sessões dela, encerradas. Ela recebe um e-mail avisando e poderá ativar a verificação de
            novo depois de entrar com a senha.
          </p>
          <p className="mt-2 text-sm text-muted">
            Use quando a pessoa perdeu o celular e os códigos de recuperação, ou quando a verificação foi
            ativada por outra pessoa. Confirme antes que o pedido veio mesmo dela.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** The collaborator portal's sections, each its own form; leaving with text not yet saved asks first. */
function PortalSections({ sections }: { sections: LoaderData["sections"] }) {
  const ref = useRef<HTMLElement>(null);
  const leaveDialog = useUnsavedChangesGuard(useTypedChanges(ref));
  return (
    <section ref={ref} aria-labelledby="secoes-portal" className="mt-12">
      <h2 id="secoes-portal" className="text-2xl font-extrabold text-navy-900">
        Conteúdo do Portal do Colaborador
      </h2>
      <p className="mt-2 text-muted">Visível apenas para colaboradores aprovados.</p>
      <div className="mt-6 space-y-3">
        {sections.map((section) => (
          <details key={section.key} className="rounded-2xl border border-line bg-white p-4 shadow-card">
            <summary className="cursor-pointer font-bold text-navy-900">{section.title}</summary>
            <Form method="post" className="mt-4 space-y-4">
              <input type="hidden" name="intent" value="section" />
              <input type="hidden" name="key" value={section.key} />
              <Field label="Título" htmlFor={`titulo-${section.key}`}>
                <input
                  id={`titulo-${section.key}`}
                  name="title"
                  required
                  maxLength={120}
                  defaultValue={section.title}
                  className="field"
                />
              </Field>
              <Field label="Conteúdo" htmlFor={`conteudo-${section.key}`}>
                <textarea
                  id={`conteudo-${section.key}`}
                  name="body"
                  rows={6}
                  defaultValue={section.body}
                  className="field"
                />
              </Field>
              <button type="submit" className="btn btn-primary">
                Salvar seção
              </button>
            </Form>
          </details>
        ))}
      </div>
      {leaveDialog}
    </section>
  );
}
