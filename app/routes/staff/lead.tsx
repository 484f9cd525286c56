import { useRef } from "react";
import { data, href } from "react-router";
import { requireUser } from "~/.server/accounts";
import { LEAD_PAGE_DONE, leadWinScreen, runLeadPageAction } from "~/.server/book";
import { HANDED_AWAY, leadPage } from "~/.server/leads";
import { ACTION_FAILED, appOf, formAction, Refusal, redirectWithFlash, takeFlash } from "~/.server/platform";
import { FormMessage } from "~/components/forms/form-message";
import { useTypedChanges, useUnsavedChangesGuard } from "~/components/forms/unsaved-changes";
import { BackToLeads, StageBadge } from "~/components/lead-parts";
import { StaffAreaTabs } from "~/components/staff-shell";
import type { FormResult } from "~/lib/form-result";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/lead";
import { ContactBar, MessageSender, ReplyForm, WhatsAppQuestion } from "./lead-contact-parts";
import {
  Card,
  Detail,
  IntentForm,
  LogBox,
  Missing,
  NextActionFields,
  OwnerBox,
  StageBox,
} from "./lead-page-parts";
import { WonLinks } from "./lead-win-parts";

export const meta = staffMeta("Oportunidade");

/** A lead this person may not see is a 404, exactly like one that does not exist (lead-desk.ts). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = appOf(context);
  const staff = await requireUser(app, request);
  const page = await leadPage(app, staff, params.id);
  const book = await leadWinScreen(app, staff, params.id);
  const { message, headers } = await takeFlash(app, request);
  return data({ ...page, book, flash: message ?? null }, { headers });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = appOf(context);
  const staff = await requireUser(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    // WhatsApp has its own address, whose answer moves the new tab on to wa.me (lead-whatsapp.ts).
    if (form.intent === "whatsapp") throw new Refusal("Ação desconhecida.");
    // Ganho is the book's win (the client and the policy with the close); the rest the desk's.
    const { intent, handedAway } = await runLeadPageAction(app, staff, params.id, form);
    if (handedAway) return redirectWithFlash(app, href("/employee-portal/leads"), HANDED_AWAY);
    return redirectWithFlash(
      app,
      href("/employee-portal/leads/:id", { id: params.id }),
      LEAD_PAGE_DONE[intent],
    );
  });
}

type Result = (FormResult & { intent?: string }) | undefined;

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, flash } = loaderData;
  const result = actionData as Result;
  const resultFor = (intent: string) => (result?.intent === intent ? result : undefined);
  // A refusal of an action without a box of its own ("Usar este e-mail", an unknown one) shows on top.
  const unboxed =
    result &&
    !result.ok &&
    !["note", "call", "next-action", "stage", "win", "owner", "email", "whatsapp"].includes(
      result.intent ?? "",
    );
  // Text typed in any box and not yet sent is not lost by leaving the page (ux review 2, B4).
  const page = useRef<HTMLElement>(null);
  const leaveDialog = useUnsavedChangesGuard(useTypedChanges(page));

  return (
    <section ref={page} className="container-page py-8 sm:py-12">
      {leaveDialog}
      <StaffAreaTabs className="mb-6" />
      <BackToLeads />

      <header data-testid="lead-header" className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <StageBadge label={lead.stage} open={lead.outcome === "open"} outcome={lead.outcome} />
            {lead.overdue && (
              <span className="rounded-full bg-red-50 px-3 py-1 text-xs font-bold text-danger-700 ring-1 ring-red-200 ring-inset">
                Próxima ação atrasada
              </span>
            )}
          </div>
          <h1 className="mt-3 break-words text-3xl font-extrabold text-navy-900">{lead.name}</h1>
          <p className="mt-1 text-muted">
            {[lead.product ?? "Sem produto", lead.source, `desde ${lead.createdAt}`].join(" · ")}
          </p>
          <WonLinks book={loaderData.book} />
        </div>
        <p className="text-sm text-muted">
          Responsável:{" "}
          <strong className="text-navy-900">
            {lead.owner ? (lead.mine ? `${lead.owner.name} (você)` : lead.owner.name) : "ninguém ainda"}
          </strong>
        </p>
      </header>

      {flash && (
        <div className="mt-6">
          <FormMessage tone="success" message={flash} />
        </div>
      )}
      {unboxed && (
        <div className="mt-6">
          <FormMessage tone="error" message={result?.message} />
        </div>
      )}

      <ContactBar loaderData={loaderData} />
      {loaderData.whatsappOpening && <WhatsAppQuestion opening={loaderData.whatsappOpening} />}

      {/* On a phone the actions come after the history: a shortcut to each. */}
      <nav
        aria-label="Ações da oportunidade"
        className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm lg:hidden"
      >
        {[
          ...(lead.outcome === "open" ? [["#proxima-acao", "Próxima ação"]] : []),
          ["#etapa", "Etapa"],
          ["#registrar", "Nota ou ligação"],
          ["#responsavel", "Responsável"],
        ].map(([to, label]) => (
          <a key={to} href={to} className="font-semibold text-brand-700 underline underline-offset-4">
            {label}
          </a>
        ))}
      </nav>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-6 self-start">
          <Card title="Dados" id="dados">
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail term="E-mail">{lead.email ?? <Missing />}</Detail>
              <Detail term="Telefone">{lead.phone ?? <Missing />}</Detail>
              <Detail term="Prefere contato por">{lead.contactMethod ?? <Missing />}</Detail>
              <Detail term="Produto">{lead.product ?? <Missing />}</Detail>
              {lead.referredBy && <Detail term="Indicação de">{lead.referredBy}</Detail>}
              <Detail term="Próxima ação">
                {lead.outcome !== "open" ? (
                  <span className="text-muted">Encerrada{lead.closedAt ? ` em ${lead.closedAt}` : ""}</span>
                ) : lead.nextActionLabel ? (
                  <span className={lead.overdue ? "text-danger-700" : undefined}>
                    {`${lead.nextAction ?? ""} · até ${lead.nextActionLabel}`}
                  </span>
                ) : (
                  <span className="font-semibold text-amber-800">Sem próxima ação: defina uma ao lado.</span>
                )}
              </Detail>
              {lead.lostReason && (
                <Detail term="Motivo da perda">
                  {lead.lostReason}
                  {lead.lostNote ? <span className="block text-muted">{lead.lostNote}</span> : null}
                </Detail>
              )}
              <Detail term="Consentimento">
                {lead.consent ?? <span className="text-muted">não registrado</span>}
              </Detail>
            </dl>
          </Card>

          <Card title="Histórico" id="historico">
            <ol className="relative space-y-5 border-l-2 border-line pl-5">
              {loaderData.timeline.map((item) => (
                <li key={item.id} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 -left-[27px] h-3 w-3 rounded-full border-2 border-white bg-brand-500"
                  />
                  <p className="text-sm">
                    <strong className="text-navy-900">{item.label}</strong>
                    <span className="text-muted">{` · ${item.who} · `}</span>
                    <time dateTime={item.atIso} className="text-muted">
                      {item.at}
                    </time>
                  </p>
                  {item.summary && <p className="mt-1 text-navy-900">{item.summary}</p>}
                  {item.message &&
                    (item.message.text === null ? (
                      <p className="mt-1 text-sm text-muted">A mensagem foi excluída.</p>
                    ) : (
                      <div className="mt-2 rounded-2xl bg-surface p-4">
                        <p className="text-sm font-semibold text-navy-900">{item.message.subject}</p>
                        <p className="mt-1 whitespace-pre-line break-words">{item.message.text}</p>
                        {item.message.sender && item.message.id && (
                          <MessageSender messageId={item.message.id} sender={item.message.sender} />
                        )}
                        {item.message.consent && (
                          <p className="mt-1 text-sm text-muted">{`Consentimento: ${item.message.consent}.`}</p>
                        )}
                      </div>
                    ))}
                  {item.body && (
                    <p className="mt-2 whitespace-pre-line break-words rounded-2xl bg-surface p-4">
                      {item.body}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </Card>
          {loaderData.reply && (
            <Card title="Responder por e-mail" id="responder">
              <ReplyForm reply={loaderData.reply} result={resultFor("email")} />
            </Card>
          )}
        </div>

        <div className="grid gap-6 self-start">
          {lead.outcome === "open" && (
            <Card title="Próxima ação" id="proxima-acao">
              <IntentForm intent="next-action" result={resultFor("next-action")} submit="Salvar próxima ação">
                <NextActionFields
                  idPrefix="na"
                  defaults={{ text: lead.nextAction ?? "", day: lead.nextActionDay }}
                  result={resultFor("next-action")}
                  required
                />
              </IntentForm>
            </Card>
          )}
          <StageBox loaderData={loaderData} result={resultFor("stage") ?? resultFor("win")} />
          <LogBox result={resultFor("note") ?? resultFor("call")} />
          <OwnerBox loaderData={loaderData} result={resultFor("owner")} />
        </div>
      </div>
    </section>
  );
}
