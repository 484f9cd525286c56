import { href, Link, useLocation } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { ACTION_FAILED, appOf, formAction, redirectWithFlash } from "~/.server/platform";
import { INBOX_DONE, inboxScreen, runInboxAction } from "~/.server/site";
import { ConfirmDelete, DELETE_QUERY, DeleteLink } from "~/components/confirm-dialog";
import { DataTable, RowActions } from "~/components/data-table";
import { ActionError } from "~/components/forms/action-error";
import { DeliveryBadge, InboxButton, MessageBadges } from "~/components/inbox-parts";
import { Pager } from "~/components/pager";
import { ScreenSection } from "~/components/screen-section";
import { formatDateTime } from "~/lib/dates";
import { keepPages } from "~/lib/pagination";
import { useTimeZone } from "~/root-data";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-messages";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Mensagens do site");
export const handle: AdminScreenHandle = { heading: "Mensagens" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  const params = new URL(request.url).searchParams;
  return inboxScreen(app, params, params.get(DELETE_QUERY));
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const done = await runInboxAction(app, user.id, form);
    // Back to the page of the list the form was on.
    const back = `${href("/admin-portal/messages")}${keepPages(new URL(request.url).search)}`;
    return redirectWithFlash(app, back, INBOX_DONE[done]);
  });
}

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, failedMails, deleting: target } = loaderData;
  const { search } = useLocation();
  const timeZone = useTimeZone();
  return (
    <>
      <ActionError data={actionData} className="mt-3" />

      <ScreenSection id="failed-mails" title="Envios com falha" className="mt-8">
        <DataTable
          className="mt-3"
          caption="E-mails que não foram entregues"
          rows={failedMails}
          empty="Nenhum e-mail com falha: todos foram entregues ou estão na fila."
          columns={[
            {
              title: "E-mail",
              role: "key",
              cell: (f) => (
                <>
                  <DeliveryBadge state="failed" />
                  <span className="mt-2 block">{f.kind}</span>
                </>
              ),
            },
            { title: "Para", cell: (f) => f.to },
            {
              title: "Tentativas",
              cell: (f) =>
                `Criado em ${formatDateTime(f.createdAt, timeZone)} · ${f.attempts} tentativa(s)${f.lastError ? ` · último erro: ${f.lastError}` : ""}`,
            },
            {
              title: "Ações",
              role: "actions",
              cell: (f) => (
                <InboxButton intent="retry-mail" mailId={f.id}>
                  Tentar enviar de novo
                </InboxButton>
              ),
            },
          ]}
        />
      </ScreenSection>

      <ScreenSection id="form-messages" title="Mensagens do formulário" className="mt-10">
        <DataTable
          caption="Mensagens do formulário de contato, da mais recente para a mais antiga"
          rows={messages.rows}
          empty="Nenhuma mensagem recebida pelo formulário de contato."
          columns={[
            {
              title: "Assunto",
              role: "key",
              cell: (m) => (
                <Link
                  to={href("/admin-portal/messages/:id", { id: m.id })}
                  className="underline-offset-4 hover:underline"
                >
                  {m.subject}
                  {m.product ? ` - ${m.product}` : ""}
                </Link>
              ),
            },
            { title: "De", cell: (m) => m.name },
            {
              title: "Recebida",
              cell: (m) => formatDateTime(m.createdAt, timeZone),
              className: "md:whitespace-nowrap",
            },
            {
              title: "Situação",
              cell: (m) => (
                <MessageBadges handled={m.handled} delivery={m.delivery} leadStage={m.lead?.stage} />
              ),
            },
            {
              title: "Ações",
              role: "actions",
              cell: (m) => (
                <RowActions>
                  <Link
                    to={href("/admin-portal/messages/:id", { id: m.id })}
                    className="btn btn-ghost !px-4 !py-2 text-sm"
                  >
                    Ler
                  </Link>
                  {m.delivery === "failed" && (
                    <InboxButton intent="retry" messageId={m.id}>
                      Tentar enviar de novo
                    </InboxButton>
                  )}
                  <DeleteLink id={m.id} />
                </RowActions>
              ),
            },
          ]}
        />
        <Pager
          page={messages.page}
          pages={messages.pages}
          to={(page) => keepPages(search, { pagina: String(page) })}
        />
      </ScreenSection>
      {target && (
        <ConfirmDelete
          title="Excluir mensagem"
          question="Você confirma a exclusão definitiva desta mensagem?"
          detail={`${target.subject} · ${target.name}`}
          fields={{ intent: "delete", messageId: target.id }}
        />
      )}
    </>
  );
}
