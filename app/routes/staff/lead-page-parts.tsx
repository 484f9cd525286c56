/**
 * The working boxes of a lead's page (routes/staff/lead.tsx): the next action, the stage, the log
 * of a call or note and the owner, each one form of the page's action, and the pieces every box is
 * made of (card, form, button). Reaching the person (contact bar, WhatsApp, reply, a message's
 * sender) is in lead-contact-parts.tsx.
 */
import { Phone } from "lucide-react";
import {
  type ComponentProps,
  type FormEventHandler,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from "react";
import { Form } from "react-router";
import { checkBeforeSubmit } from "~/components/forms/check-before-submit";
import { Field, Options } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { useResetAfterSave } from "~/components/forms/reset-after-save";
import { useIsPending } from "~/components/forms/use-is-pending";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { winSchema } from "~/lib/book-schemas";
import type { FormResult } from "~/lib/form-result";
import { NEXT_ACTION_MAX, NOTE_MAX, todayIn } from "~/lib/lead-schemas";
import { useTimeZone } from "~/root-data";
import type { Route } from "./+types/lead";
import { WinFields, winFieldId } from "./lead-win-parts";

export type Result = (FormResult & { intent?: string }) | undefined;
export type PageData = Route.ComponentProps["loaderData"];

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
 * Moving the lead on. Perdido asks for a reason (and may take a note); Ganho asks for the policy
 * and the client (the book's win, checked in the browser with the server's schema); an open
 * stage past the first asks for the next action when the lead has none. Without JavaScript every
 * field shows.
 */
export function StageBox({ loaderData, result }: { loaderData: PageData; result: Result }) {
  const { lead, stages, lostReasons, firstStageId, book } = loaderData;
  const [chosen, setChosen] = useState(lead.stageId);
  const [hydrated, setHydrated] = useState(false);
  const [errors, setErrors] = useState<Record<string, string> | undefined>();
  useEffect(() => setHydrated(true), []);
  useEffect(() => setErrors(result?.fields), [result]);
  const target = stages.find((s) => s.id === chosen);
  const won = hydrated && target?.outcome === "won" && target.id !== lead.stageId;
  const showLost = !hydrated || target?.outcome === "lost";
  const showNext = !hydrated || (target?.outcome === "open" && target.id !== lead.stageId);
  const nextRequired =
    hydrated && target?.outcome === "open" && target.id !== firstStageId && !lead.nextActionDay;
  // The browser's check and the server's refusal, shown the same way.
  const shown: Result = result
    ? { ...result, fields: errors }
    : errors
      ? { ok: false, fields: errors }
      : result;
  return (
    <Card title="Etapa" id="etapa">
      <IntentForm
        intent={won ? "win" : "stage"}
        result={result}
        submit={won ? "Marcar como ganha" : "Mudar etapa"}
        disabled={hydrated && chosen === lead.stageId}
        onSubmit={won ? (event) => checkBeforeSubmit(event, winSchema, setErrors, winFieldId) : undefined}
      >
        <SelectField
          label="Mover para"
          id="etapa-destino"
          name="stageId"
          result={shown}
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
              result={shown}
              defaultValue=""
              required={hydrated}
              options={lostReasons.map((reason) => ({ value: reason.id, label: reason.label }))}
            >
              <option value="">{hydrated ? "Escolha o motivo" : "Só para Perdido: escolha o motivo"}</option>
            </SelectField>
            <Field
              label="Observação sobre a perda (opcional)"
              htmlFor="etapa-nota"
              error={shown?.fields?.lostNote}
            >
              <textarea id="etapa-nota" name="lostNote" rows={2} maxLength={NOTE_MAX} className="field" />
            </Field>
          </>
        )}
        {(won || !hydrated) && lead.outcome !== "won" && (
          <WinFields book={book} errors={shown?.fields} all={!hydrated} />
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
              result={shown}
              required={nextRequired}
            />
          </fieldset>
        )}
      </IntentForm>
    </Card>
  );
}

/**
 * One text, two ways to log it: a note (the text is required) or a call (what was said, if
 * anything). Logged, the box empties, so the next entry does not repeat it.
 */
export function LogBox({ result }: { result: Result }) {
  const form = useRef<HTMLFormElement>(null);
  useResetAfterSave(form, LOG_INTENTS);
  return (
    <Card title="Registrar" id="registrar">
      <Form ref={form} method="post" className="space-y-4">
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

const LOG_INTENTS = ["note", "call"] as const;

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
 * and its button (`submit`, busy while the form posts). Once its post goes through, its text
 * fields go back to what the page loaded (`onSubmit` may check the fields before it goes).
 */
export function IntentForm({
  intent,
  result,
  submit,
  disabled = false,
  onSubmit,
  children,
}: {
  intent: string;
  result: Result;
  submit: string;
  disabled?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  useResetAfterSave(form, [intent]);
  return (
    <Form ref={form} method="post" className="space-y-4" noValidate={Boolean(onSubmit)} onSubmit={onSubmit}>
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
