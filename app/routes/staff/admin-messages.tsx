import { href, Link } from "react-router";
import { appOf } from "~/.server/app-context";
import { requireAdmin } from "~/.server/auth";
import { redirectWithFlash } from "~/.server/flash";
import { ACTION_FAILED, formAction } from "~/.server/form-result";
import { INBOX_DONE, inboxScreen, runInboxAction } from "~/.server/inbox-actions";
import { ConfirmDelete, DELETE_QUERY, DeleteLink } from "~/components/confirm-dialog";
import { ActionError } from "~/components/forms/action-error";
import { DeliveryBadge, InboxButton, inboxDate, MessageBadges } from "~/components/inbox-parts";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-messages";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Mensagens do site");
export const handle: AdminScreenHandle = { heading: "Mensagens" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  return { ...(await inboxScreen(app)), deleting: new URL(request.url).searchParams.get(DELETE_QUERY) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const done = await runInboxAction(app, user.id, form);
    return redirectWithFlash(app, href("/admin-portal/messages"), INBOX_DONE[done]);
  });
}

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, failedMails, deleting } = loaderData;
  const target = messages.find((m) => m.id === deleting);
  return (
    <>
      <ActionError data={actionData} className="mt-3" />

      <section aria-labelledby="failed-mails" className="mt-8">
        <h2 id="failed-mails" className="text-xl font-extrabold text-navy-900">
          Envios com falha
        </h2>
        {failedMails.length === 0 ? (
          <p className="mt-3 text-muted">Nenhum e-mail com falha: todos foram entregues ou estão na fila.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {failedMails.map((f) => (
              <li key={f.id} className="rounded-2xl border border-line bg-white p-4 shadow-card sm:p-5">
                <div className="flex flex-wrap items-start justify-between gap-4">
                  <div className="min-w-0">
                    <DeliveryBadge state="failed" />
                    <p className="mt-2 font-bold text-navy-900">{f.kind}</p>
                    <p className="mt-1 break-all text-sm">Para: {f.to}</p>
                    <p className="mt-1 text-sm text-muted">
                      {`Criado em ${inboxDate.format(new Date(f.createdAt))} · ${f.attempts} tentativa(s)${f.lastError ? ` · último erro: ${f.lastError}` : ""}`}
                    </p>
                  </div>
                  <InboxButton intent="retry-mail" mailId={f.id}>
                    Tentar enviar de novo
                  </InboxButton>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <h2 className="mt-10 text-xl font-extrabold text-navy-900">Mensagens do formulário</h2>
      {messages.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-line bg-white p-6 text-muted">
          Nenhuma mensagem recebida pelo formulário de contato.
        </p>
      ) : (
        <ul className="mt-6 space-y-3">
          {messages.map((m) => (
            <li key={m.id} className="rounded-2xl border border-line bg-white p-4 shadow-card sm:p-5">
              <div className="flex flex-wrap items-start justify-between gap-4">
                <div className="min-w-0">
                  <MessageBadges handled={m.handled} delivery={m.delivery} />
                  <p className="mt-2 font-bold text-navy-900">
                    <Link
                      to={href("/admin-portal/messages/:id", { id: m.id })}
                      className="underline-offset-4 hover:underline"
                    >
                      {m.subject}
                      {m.product ? ` - ${m.product}` : ""}
                    </Link>
                  </p>
                  <p className="mt-1 text-sm text-muted">
                    {m.name} · {inboxDate.format(new Date(m.createdAt))}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
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
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
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
