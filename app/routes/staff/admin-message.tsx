import { invariantResponse } from "@epic-web/invariant";
import { Mail, MessageCircle, Phone } from "lucide-react";
import { href, Link } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { ACTION_FAILED, appOf, formAction, redirectWithFlash } from "~/.server/platform";
import { INBOX_DONE, inboxMessage, runInboxAction } from "~/.server/site";
import { DeleteLink } from "~/components/confirm-dialog";
import { ActionError } from "~/components/forms/action-error";
import { InboxButton, MessageBadges } from "~/components/inbox-parts";
import { NewTabLink } from "~/components/new-tab-link";
import { formatPhone } from "~/lib/br";
import { formatDateTime } from "~/lib/dates";
import { useTimeZone } from "~/root-data";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-message";

export const meta = staffMeta("Mensagem do site");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  const message = await inboxMessage(app, params.id);
  invariantResponse(message, "Mensagem não encontrada.", { status: 404 });
  return { message };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const done = await runInboxAction(app, user.id, { ...form, messageId: params.id });
    const next =
      done === "delete"
        ? href("/admin-portal/messages")
        : href("/admin-portal/messages/:id", { id: params.id });
    return redirectWithFlash(app, next, INBOX_DONE[done]);
  });
}

export default function AdminMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { message: m } = loaderData;
  const digits = m.phone ?? "";
  const timeZone = useTimeZone();
  return (
    <div className="max-w-3xl">
      <ActionError data={actionData} className="mt-3" />
      <p className="mt-6">
        <Link
          to={href("/admin-portal/messages")}
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          ← Todas as mensagens
        </Link>
      </p>
      <article className="mt-4 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-card sm:p-8">
        <MessageBadges handled={m.handled} delivery={m.delivery} leadStage={m.lead?.stage} />
        <h1 className="mt-4 text-2xl font-extrabold text-navy-900 sm:text-3xl">
          {m.subject}
          {m.product ? ` - ${m.product}` : ""}
        </h1>
        <p className="mt-2 text-muted">Recebida em {formatDateTime(m.createdAt, timeZone)}</p>

        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-muted">Nome</dt>
            <dd className="font-bold text-navy-900">{m.name}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-muted">Prefere contato por</dt>
            <dd className="font-bold text-navy-900">{m.contactMethod}</dd>
          </div>
          {m.lead ? (
            // Answered from the lead, where the reply, the call and the WhatsApp are written on its
            // timeline (decision 064): here the address and the phone are only read.
            <>
              <div>
                <dt className="text-sm font-semibold text-muted">E-mail</dt>
                <dd className="break-all font-bold text-navy-900">{m.email}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-muted">Telefone</dt>
                <dd className="font-bold text-navy-900">
                  {digits ? (
                    formatPhone(digits)
                  ) : (
                    <span className="font-normal text-muted">não informado</span>
                  )}
                </dd>
              </div>
            </>
          ) : (
            <ContactLinks email={m.email} digits={digits} />
          )}
        </dl>

        {m.lead && (
          <div className="mt-6 rounded-2xl border border-brand-100 bg-brand-50 p-4">
            <p className="font-semibold text-navy-900">
              Oportunidade: <span className="font-extrabold">{m.lead.stage}</span>
            </p>
            <p className="mt-1 text-muted">
              Responda, ligue ou chame no WhatsApp pela oportunidade: assim fica registrado no histórico dela,
              e esta mensagem deixa de ser nova.
            </p>
            <Link
              to={href("/employee-portal/leads/:id", { id: m.lead.id })}
              className="btn btn-primary mt-3 !px-4 !py-2 text-sm"
            >
              Abrir a oportunidade
            </Link>
          </div>
        )}

        <h2 className="mt-8 text-lg font-extrabold text-navy-900">Mensagem</h2>
        <p className="mt-2 whitespace-pre-line break-words rounded-2xl bg-surface p-4">{m.text}</p>

        {m.delivery !== "sent" && (
          <p className="mt-4 text-sm text-muted">
            Envio para a caixa da corretora: {m.attempts} tentativa(s)
            {m.lastError ? `; último erro: ${m.lastError}` : ""}.
          </p>
        )}

        <div className="mt-8 flex flex-wrap gap-3">
          {/* Answered through its lead, it follows the lead: nothing to mark or reopen here. */}
          {m.markedHandled ? (
            <InboxButton intent="reopen" messageId={m.id}>
              Reabrir
            </InboxButton>
          ) : m.handled ? null : (
            <InboxButton intent="handled" messageId={m.id} tone="primary">
              Marcar como atendida
            </InboxButton>
          )}
          {m.delivery === "failed" && (
            <InboxButton intent="retry" messageId={m.id}>
              Tentar enviar de novo
            </InboxButton>
          )}
          <DeleteLink id={m.id} screen={href("/admin-portal/messages")} />
        </div>
      </article>
    </div>
  );
}

/** A message that joined no lead (one from before the desk): the plain mail, phone and WhatsApp links. */
function ContactLinks({ email, digits }: { email: string; digits: string }) {
  return (
    <>
      <div>
        <dt className="text-sm font-semibold text-muted">E-mail</dt>
        <dd className="break-all">
          <a
            className="inline-flex items-center gap-2 font-bold text-brand-700 underline underline-offset-4"
            href={`mailto:${email}`}
          >
            <Mail aria-hidden="true" className="h-4 w-4" />
            {email}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-muted">Telefone</dt>
        <dd>
          {digits ? (
            <span className="flex flex-wrap gap-3">
              <a
                className="inline-flex items-center gap-2 font-bold text-brand-700 underline underline-offset-4"
                href={`tel:+55${digits}`}
              >
                <Phone aria-hidden="true" className="h-4 w-4" />
                {formatPhone(digits)}
              </a>
              <NewTabLink
                className="inline-flex items-center gap-2 font-bold text-brand-700 underline underline-offset-4"
                href={`https://wa.me/55${digits}`}
              >
                <MessageCircle aria-hidden="true" className="h-4 w-4" />
                WhatsApp
              </NewTabLink>
            </span>
          ) : (
            <span className="text-muted">não informado</span>
          )}
        </dd>
      </div>
    </>
  );
}
