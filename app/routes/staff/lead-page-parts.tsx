/**
 * The boxes of a lead's page (routes/staff/lead.tsx): its contact bar, the reply, the next action,
 * the stage, the log of a call or note, and the owner, each one form of the page's action.
 */
import { ExternalLink, Mail, Phone } from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { Field, Options } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { useIsPending } from "~/components/forms/use-is-pending";
import { WhatsAppForm } from "~/components/lead-parts";
import { NewTabLink } from "~/components/new-tab-link";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import type { FormResult } from "~/lib/form-result";
import { NEXT_ACTION_MAX, NOTE_MAX, REPLY_BODY_MAX, REPLY_SUBJECT_MAX, todayIn } from "~/lib/lead-schemas";
import { useTimeZone } from "~/root-data";
import type { Route } from "./+types/lead";

type Result = (FormResult & { intent?: string }) | undefined;
export type PageData = Route.ComponentProps["loaderData"];

/**
 * The ways to reach the person: e-mail (the reply form below), WhatsApp (a form that logs the
 * conversation, then opens wa.me in a new tab: it works without JavaScript), a call (`tel:`) and
 * the quote portal for the product, in a new tab.
 */
export function ContactBar({ loaderData }: { loaderData: PageData }) {
  const { lead } = loaderData;
  const revalidator = useRevalidator();
  const button = "btn btn-ghost !px-4 !py-2 text-sm";
  return (
    <div className="mt-6 flex flex-wrap gap-2">
      {loaderData.reply && (
        <a href="#responder" className={button}>
          <Mail aria-hidden="true" className="h-4 w-4" /> E-mail
        </a>
      )}
      {lead.hasPhone && (
        <WhatsAppForm
          leadId={lead.id}
          className={button}
          // The timeline here shows the logged conversation once the other tab has it.
          onSubmit={() => window.setTimeout(() => revalidator.revalidate(), 1500)}
        />
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

export function ReplyForm({ reply, result }: { reply: { subject: string; body: string }; result: Result }) {
  return (
    <IntentForm intent="email" result={result} submit="Enviar e-mail">
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
    </IntentForm>
  );
}

type Sender = NonNullable<PageData["timeline"][number]["message"]>["sender"];

/**
 * Who a message in the timeline came from: the e-mail and phone typed with it. When one of them
 * is not the lead's (another one, or one the lead lacks), the page says so and offers to take it
 * as the lead's; a message never changes the lead by itself (security review 3, M-1).
 */
export function MessageSender({ messageId, sender }: { messageId: string; sender: NonNullable<Sender> }) {
  const notes = [
    sender.emailDiffers && {
      intent: "use-email",
      text:
        sender.emailDiffers === "other"
          ? `Esta mensagem veio de outro e-mail: ${sender.email}.`
          : `Esta mensagem veio com um e-mail que a oportunidade não tem: ${sender.email}.`,
      button: "Usar este e-mail",
    },
    sender.phoneDiffers && {
      intent: "use-phone",
      text:
        sender.phoneDiffers === "other"
          ? `Esta mensagem veio de outro telefone: ${sender.phone}.`
          : `Esta mensagem veio com um telefone que a oportunidade não tem: ${sender.phone}.`,
      button: "Usar este telefone",
    },
  ].filter((note) => note !== null);
  return (
    <>
      <p className="mt-2 text-sm text-muted">
        {`Enviada com o e-mail ${sender.email}${sender.phone ? ` e o telefone ${sender.phone}` : ", sem telefone"}.`}
      </p>
      {notes.length > 0 && (
        <div
          data-testid="message-other-contact"
          className="mt-2 rounded-2xl bg-amber-50 p-4 text-sm text-ink"
        >
          {notes.map((note) => (
            <p key={note.intent} className="font-semibold text-navy-900">
              {note.text}
            </p>
          ))}
          <p className="mt-1">
            Qualquer pessoa pode escrever pelo site com o e-mail ou o telefone de outra pessoa. Confirme com o
            cliente antes de usar um dado novo: as respostas e o WhatsApp vão para o e-mail e o telefone da
            oportunidade.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {notes.map((note) => (
              <Form key={note.intent} method="post">
                <input type="hidden" name="intent" value={note.intent} />
                <input type="hidden" name="messageId" value={messageId} />
                <SmallSubmit intent={note.intent}>{note.button}</SmallSubmit>
              </Form>
            ))}
          </div>
        </div>
      )}
    </>
  );
}

function SmallSubmit({ intent, children }: { intent: string; children: ReactNode }) {
  const busy = useIsPending({ intent });
  return (
    <button type="submit" className="btn btn-ghost !px-4 !py-2 text-sm" disabled={busy}>
      {children}
    </button>
  );
}

/** The next action and its day; `required` on its own form, optional inside the stage change. */
export function NextActionFields({
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
export function StageBox({ loaderData, result }: { loaderData: PageData; result: Result }) {
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
      <IntentForm
        intent="stage"
        result={result}
        submit="Mudar etapa"
        disabled={hydrated && chosen === lead.stageId}
      >
        <SelectField
          label="Mover para"
          id="etapa-destino"
          name="stageId"
          result={result}
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          {stages.map((stage) => (
            <option key={stage.id} value={stage.id}>
              {stage.label}
              {stage.id === lead.stageId ? " (atual)" : ""}
            </option>
          ))}
        </SelectField>
        {showLost && (
          <>
            <SelectField
              label="Motivo da perda"
              id="etapa-motivo"
              name="lostReasonId"
              result={result}
              defaultValue=""
              required={hydrated}
              options={lostReasons.map((reason) => ({ value: reason.id, label: reason.label }))}
            >
              <option value="">{hydrated ? "Escolha o motivo" : "Só para Perdido: escolha o motivo"}</option>
            </SelectField>
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
      </IntentForm>
    </Card>
  );
}

/** One text, two ways to log it: a note (the text is required) or a call (what was said, if anything). */
export function LogBox({ result }: { result: Result }) {
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
export function OwnerBox({ loaderData, result }: { loaderData: PageData; result: Result }) {
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
      <IntentForm intent="owner" result={result} submit="Passar a oportunidade">
        <SelectField
          label="Passar para"
          id="responsavel-novo"
          name="ownerId"
          result={result}
          defaultValue={lead.owner?.id ?? ""}
          required
          options={staff.map((person) => ({
            value: person.id,
            label: person.id === me.id ? `${person.name} (você)` : person.name,
          }))}
        >
          <option value="" disabled>
            Escolha alguém da equipe
          </option>
        </SelectField>
      </IntentForm>
    </Card>
  );
}

/**
 * One form of the page's action for one `intent`: its fields, then the refusal of its last post
 * and its button (`submit`, busy while the form posts).
 */
export function IntentForm({
  intent,
  result,
  submit,
  disabled = false,
  children,
}: {
  intent: string;
  result: Result;
  submit: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <FormMessage tone="error" message={result?.message} />
      <Submit intent={intent} disabled={disabled}>
        {submit}
      </Submit>
    </Form>
  );
}

/**
 * A select of one of the page's forms, labelled, with its field's error from the form's last
 * refusal: `children` (a placeholder, or options of their own make) come before `options`.
 */
function SelectField({
  label,
  id,
  name,
  result,
  options = [],
  children,
  ...select
}: {
  label: string;
  id: string;
  name: string;
  result: Result;
  options?: Array<{ value: string; label: string }>;
  children: ReactNode;
} & Pick<ComponentProps<"select">, "value" | "onChange" | "defaultValue" | "required">) {
  return (
    <Field label={label} htmlFor={id} error={result?.fields?.[name]}>
      <select id={id} name={name} className="field" {...select}>
        {children}
        <Options options={options} />
      </select>
    </Field>
  );
}

/** A form's button; with `name`, the button itself posts the intent (a form with several). */
export function Submit({
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

export function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
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

export function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-semibold text-muted">{term}</dt>
      <dd className="mt-0.5 break-words font-semibold text-navy-900">{children}</dd>
    </div>
  );
}

export const Missing = () => <span className="font-normal text-muted">não informado</span>;

export const ErrorBoundary = StaffErrorBoundary;
