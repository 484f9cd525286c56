import { ExternalLink, Mail, MessageCircle, Phone } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { data, Form, href, useRevalidator } from "react-router";
import { requireUser } from "~/.server/accounts";
import { HANDED_AWAY, LEAD_DONE, leadPage, runLeadAction } from "~/.server/leads";
import { ACTION_FAILED, appOf, formAction, Refusal, redirectWithFlash, takeFlash } from "~/.server/platform";
import { Field } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { useIsPending } from "~/components/forms/use-is-pending";
import { BackToLeads, StageBadge } from "~/components/lead-parts";
import { NewTabLink } from "~/components/new-tab-link";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffAreaTabs } from "~/components/staff-shell";
import type { FormResult } from "~/lib/form-result";
import { NEXT_ACTION_MAX, NOTE_MAX, REPLY_BODY_MAX, REPLY_SUBJECT_MAX, todayIn } from "~/lib/lead-schemas";
import { useTimeZone } from "~/root-data";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/lead";

export const meta = staffMeta("Oportunidade");

/** A lead this person may not see is a 404, exactly like one that does not exist (lead-desk.ts). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = appOf(context);
  const staff = await requireUser(app, request);
  const page = await leadPage(app, staff, params.id);
  const { message, headers } = await takeFlash(app, request);
  return data({ ...page, flash: message ?? null }, { headers });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = appOf(context);
  const staff = await requireUser(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    // WhatsApp has its own address, whose answer moves the new tab on to wa.me (lead-whatsapp.ts).
    if (form.intent === "whatsapp") throw new Refusal("Ação desconhecida.");
    const { intent, handedAway } = await runLeadAction(app, staff, params.id, form);
    if (handedAway) return redirectWithFlash(app, href("/employee-portal/leads"), HANDED_AWAY);
    return redirectWithFlash(app, href("/employee-portal/leads/:id", { id: params.id }), LEAD_DONE[intent]);
  });
}

type Result = (FormResult & { intent?: string }) | undefined;

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, flash } = loaderData;
  const result = actionData as Result;
  const resultFor = (intent: string) => (result?.intent === intent ? result : undefined);
  const unknown =
    result &&
    !result.ok &&
    !["note", "call", "next-action", "stage", "owner", "email", "whatsapp"].includes(result.intent ?? "");

  return (
    <section className="container-page py-8 sm:py-12">
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
      {unknown && (
        <div className="mt-6">
          <FormMessage tone="error" message={result?.message} />
        </div>
      )}

      <ContactBar loaderData={loaderData} />

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
              <Form method="post" className="space-y-4">
                <input type="hidden" name="intent" value="next-action" />
                <NextActionFields
                  idPrefix="na"
                  defaults={{ text: lead.nextAction ?? "", day: lead.nextActionDay }}
                  result={resultFor("next-action")}
                  required
                />
                <FormMessage tone="error" message={resultFor("next-action")?.message} />
                <Submit intent="next-action">Salvar próxima ação</Submit>
              </Form>
            </Card>
          )}
          <StageBox loaderData={loaderData} result={resultFor("stage")} />
          <LogBox result={resultFor("note") ?? resultFor("call")} />
          <OwnerBox loaderData={loaderData} result={resultFor("owner")} />
        </div>
      </div>
    </section>
  );
}

type PageData = Route.ComponentProps["loaderData"];

/**
 * The ways to reach the person: e-mail (the reply form below), WhatsApp (a form that logs the
 * conversation, then opens wa.me in a new tab: it works without JavaScript), a call (`tel:`) and
 * the quote portal for the product, in a new tab.
 */
function ContactBar({ loaderData }: { loaderData: PageData }) {
  const { lead } = loaderData;
  const revalidator = useRevalidator();
  const action = href("/employee-portal/leads/:id/whatsapp", { id: lead.id });
  const button = "btn btn-ghost !px-4 !py-2 text-sm";
  return (
    <div className="mt-6 flex flex-wrap gap-2">
      {loaderData.reply && (
        <a href="#responder" className={button}>
          <Mail aria-hidden="true" className="h-4 w-4" /> E-mail
        </a>
      )}
      {lead.hasPhone && (
        // A plain form, not the router's: its answer (on to wa.me, lead-whatsapp.ts) is for the new tab.
        <form
          method="post"
          action={action}
          target="_blank"
          onSubmit={() => {
            // The timeline here shows the logged conversation once the other tab has it.
            window.setTimeout(() => revalidator.revalidate(), 1500);
          }}
          rel="noopener"
        >
          <input type="hidden" name="intent" value="whatsapp" />
          <button type="submit" className={button}>
            <MessageCircle aria-hidden="true" className="h-4 w-4" /> WhatsApp
            <span className="sr-only"> (abre em nova aba)</span>
          </button>
        </form>
      )}
      {lead.telHref && (
        <a href={lead.telHref} className={button}>
          <Phone aria-hidden="true" className="h-4 w-4" /> Ligar
        </a>
      )}
      {lead.quoteUrl && (
        <NewTabLink href={lead.quoteUrl} className={button}>
          <ExternalLink aria-hidden="true" className="h-4 w-4" /> Cotar
        </NewTabLink>
      )}
    </div>
  );
}

function ReplyForm({ reply, result }: { reply: { subject: string; body: string }; result: Result }) {
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="email" />
      <Field label="Assunto" htmlFor="resposta-assunto" error={result?.fields?.subject}>
        <input
          id="resposta-assunto"
          name="subject"
          required
          maxLength={REPLY_SUBJECT_MAX}
          defaultValue={reply.subject}
          className="field"
        />
      </Field>
      <Field label="Mensagem" htmlFor="resposta-texto" error={result?.fields?.body}>
        <textarea
          id="resposta-texto"
          name="body"
          rows={10}
          required
          maxLength={REPLY_BODY_MAX}
          defaultValue={reply.body}
          className="field"
        />
      </Field>
      <p className="text-sm text-muted">As respostas da pessoa chegam ao seu e-mail.</p>
      <FormMessage tone="error" message={result?.message} />
      <Submit intent="email">Enviar e-mail</Submit>
    </Form>
  );
}

/** The next action and its day; `required` on its own form, optional inside the stage change. */
function NextActionFields({
  idPrefix,
  defaults,
  result,
  required = false,
}: {
  idPrefix: string;
  defaults: { text: string; day: string };
  result: Result;
  required?: boolean;
}) {
  const timeZone = useTimeZone();
  const [today, setToday] = useState<string | undefined>();
  // Today in the brokerage's zone by the browser's clock, once hydrated (the server's would be
  // fixed in the HTML).
  useEffect(() => setToday(todayIn(timeZone)), [timeZone]);
  return (
    <>
      <Field label="O que fazer" htmlFor={`${idPrefix}-texto`} error={result?.fields?.nextAction}>
        <input
          id={`${idPrefix}-texto`}
          name="nextAction"
          required={required}
          maxLength={NEXT_ACTION_MAX}
          defaultValue={defaults.text}
          placeholder="Ex.: enviar a cotação"
          className="field"
        />
      </Field>
      <Field label="Até o dia" htmlFor={`${idPrefix}-dia`} error={result?.fields?.nextActionAt}>
        <input
          id={`${idPrefix}-dia`}
          name="nextActionAt"
          type="date"
          required={required}
          min={today}
          defaultValue={defaults.day}
          className="field"
        />
      </Field>
    </>
  );
}

/**
 * Moving the lead on. Perdido asks for a reason (and may take a note); an open stage past the
 * first asks for the next action when the lead has none. Without JavaScript every field shows.
 */
function StageBox({ loaderData, result }: { loaderData: PageData; result: Result }) {
  const { lead, stages, lostReasons, firstStageId } = loaderData;
  const [chosen, setChosen] = useState(lead.stageId);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const target = stages.find((s) => s.id === chosen);
  const showLost = !hydrated || target?.outcome === "lost";
  const showNext = !hydrated || (target?.outcome === "open" && target.id !== lead.stageId);
  const nextRequired =
    hydrated && target?.outcome === "open" && target.id !== firstStageId && !lead.nextActionDay;
  return (
    <Card title="Etapa" id="etapa">
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="stage" />
        <Field label="Mover para" htmlFor="etapa-destino" error={result?.fields?.stageId}>
          <select
            id="etapa-destino"
            name="stageId"
            className="field"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            {stages.map((stage) => (
              <option key={stage.id} value={stage.id}>
                {stage.label}
                {stage.id === lead.stageId ? " (atual)" : ""}
              </option>
            ))}
          </select>
        </Field>
        {showLost && (
          <>
            <Field label="Motivo da perda" htmlFor="etapa-motivo" error={result?.fields?.lostReasonId}>
              <select
                id="etapa-motivo"
                name="lostReasonId"
                className="field"
                required={hydrated}
                defaultValue=""
              >
                <option value="">
                  {hydrated ? "Escolha o motivo" : "Só para Perdido: escolha o motivo"}
                </option>
                {lostReasons.map((reason) => (
                  <option key={reason.id} value={reason.id}>
                    {reason.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field
              label="Observação sobre a perda (opcional)"
              htmlFor="etapa-nota"
              error={result?.fields?.lostNote}
            >
              <textarea id="etapa-nota" name="lostNote" rows={2} maxLength={NOTE_MAX} className="field" />
            </Field>
          </>
        )}
        {showNext && (
          <fieldset className="space-y-4">
            <legend className="mb-2 text-sm text-muted">
              {nextRequired
                ? "Uma oportunidade em andamento precisa de uma próxima ação."
                : "Próxima ação (obrigatória ao avançar se ainda não houver uma)."}
            </legend>
            <NextActionFields
              idPrefix="etapa-na"
              defaults={{ text: lead.nextAction ?? "", day: lead.nextActionDay }}
              result={result}
              required={nextRequired}
            />
          </fieldset>
        )}
        <FormMessage tone="error" message={result?.message} />
        <Submit intent="stage" disabled={hydrated && chosen === lead.stageId}>
          Mudar etapa
        </Submit>
      </Form>
    </Card>
  );
}

/** One text, two ways to log it: a note (the text is required) or a call (what was said, if anything). */
function LogBox({ result }: { result: Result }) {
  return (
    <Card title="Registrar" id="registrar">
      <Form method="post" className="space-y-4">
        <Field label="Nota" htmlFor="nota-texto" error={result?.fields?.body}>
          <textarea
            id="nota-texto"
            name="body"
            rows={3}
            maxLength={NOTE_MAX}
            placeholder="O que aconteceu, o que a pessoa pediu…"
            className="field"
          />
        </Field>
        <FormMessage tone="error" message={result?.message} />
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <Submit intent="note" name>
            Adicionar nota
          </Submit>
          <Submit intent="call" name>
            <Phone aria-hidden="true" className="h-4 w-4" /> Registrar ligação
          </Submit>
        </div>
      </Form>
    </Card>
  );
}

/** Hand over: anyone approved may take an unassigned lead or pass one on. */
function OwnerBox({ loaderData, result }: { loaderData: PageData; result: Result }) {
  const { lead, staff, me } = loaderData;
  return (
    <Card title="Responsável" id="responsavel">
      {!lead.owner && (
        <Form method="post" className="mb-4">
          <input type="hidden" name="intent" value="owner" />
          <input type="hidden" name="ownerId" value={me.id} />
          <Submit intent="owner" primary>
            Assumir esta oportunidade
          </Submit>
        </Form>
      )}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="owner" />
        <Field label="Passar para" htmlFor="responsavel-novo" error={result?.fields?.ownerId}>
          <select
            id="responsavel-novo"
            name="ownerId"
            className="field"
            defaultValue={lead.owner?.id ?? ""}
            required
          >
            <option value="" disabled>
              Escolha alguém da equipe
            </option>
            {staff.map((person) => (
              <option key={person.id} value={person.id}>
                {person.id === me.id ? `${person.name} (você)` : person.name}
              </option>
            ))}
          </select>
        </Field>
        <FormMessage tone="error" message={result?.message} />
        <Submit intent="owner">Passar a oportunidade</Submit>
      </Form>
    </Card>
  );
}

/** A form's button; with `name`, the button itself posts the intent (a form with several). */
function Submit({
  intent,
  children,
  primary = false,
  disabled = false,
  name = false,
}: {
  intent: string;
  children: ReactNode;
  primary?: boolean;
  disabled?: boolean;
  name?: boolean;
}) {
  const busy = useIsPending({ intent });
  return (
    <button
      type="submit"
      {...(name ? { name: "intent", value: intent } : {})}
      className={`btn w-full ${primary ? "btn-primary" : "btn-ghost"}`}
      disabled={busy || disabled}
    >
      {children}
    </button>
  );
}

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <article
      aria-labelledby={`${id}-titulo`}
      id={id}
      className="scroll-mt-24 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id={`${id}-titulo`} className="mb-4 text-lg font-extrabold text-navy-900">
        {title}
      </h2>
      {children}
    </article>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="mt-0.5 break-words font-semibold text-navy-900">{children}</dd>
    </div>
  );
}

const Missing = () => <span className="font-normal text-muted">não informado</span>;

export const ErrorBoundary = StaffErrorBoundary;
