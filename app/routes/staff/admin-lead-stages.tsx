import { Archive, Plus, RotateCcw, Save } from "lucide-react";
import type { ReactNode } from "react";
import { Form, href } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { LEAD_STAGES_DONE, leadStagesData, REASON_ARCHIVED, runLeadStagesAction } from "~/.server/leads";
import { ACTION_FAILED, appOf, formAction, redirectWithFlash } from "~/.server/platform";
import { ActionError } from "~/components/forms/action-error";
import { Field } from "~/components/forms/fields";
import { MoveButtons } from "~/components/forms/form-actions";
import { ScreenSection } from "~/components/screen-section";
import type { FormResult } from "~/lib/form-result";
import { fieldName, LABEL_MAX, STALLED_DAYS_MAX, STALLED_DAYS_MIN } from "~/lib/lead-stage-fields";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-lead-stages";
import type { AdminScreenHandle } from "./admin-layout";

export const meta = staffMeta("Etapas e motivos de perda");
export const handle: AdminScreenHandle = { heading: "Etapas e motivos de perda" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  return leadStagesData(app);
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const { intent, archived } = await runLeadStagesAction(app, user.id, form);
    const section = intent.includes("stage") ? "etapas" : "motivos";
    return redirectWithFlash(
      app,
      `${href("/admin-portal/lead-stages")}#${section}`,
      archived ? REASON_ARCHIVED : LEAD_STAGES_DONE[intent],
    );
  });
}

type Data = Route.ComponentProps["loaderData"];

const inStage = (n: number) =>
  n === 0
    ? "Nenhuma oportunidade nesta etapa"
    : `${n} ${n === 1 ? "oportunidade" : "oportunidades"} nesta etapa`;
const lostFor = (n: number) =>
  n === 1 ? "1 oportunidade perdida por este motivo" : `${n} oportunidades perdidas por este motivo`;

const OUTCOME_LABEL = { won: "Fechada: ganho", lost: "Fechada: perda" } as const;

/** A row's name: its label, the input (up to LABEL_MAX characters) and its error after a refusal. */
function NameField({
  name,
  label,
  value,
  result,
}: {
  name: string;
  label: string;
  value?: string;
  result: FormResult | undefined;
}) {
  return (
    <Field label={label} htmlFor={name} error={result?.fields?.[name]}>
      <input id={name} name={name} defaultValue={value} required maxLength={LABEL_MAX} className="field" />
    </Field>
  );
}

/** A form about one stage or reason: it posts the row's `id`, and its buttons say what to do. */
function IdForm({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="id" value={id} />
      {children}
    </Form>
  );
}

/**
 * A row of the stages' or the reasons' list: one form that posts the row's `id` (its buttons say
 * what to do with it), on a grid of `columns` from the `sm` width, and a line under it.
 */
function RowForm({
  anchor,
  id,
  columns,
  note,
  children,
}: {
  anchor: string;
  id: string;
  columns: string;
  note: string;
  children: ReactNode;
}) {
  return (
    <li id={anchor} className="rounded-2xl border border-line bg-white p-4">
      <IdForm id={id} className={`grid gap-3 ${columns} sm:items-end`}>
        {children}
      </IdForm>
      <p className="mt-2 text-sm text-muted">{note}</p>
    </li>
  );
}

/** A row's "Salvar" and its moves up and down the list (none for a row that stays where it is). */
function SaveAndMove({
  save,
  move,
  what,
  index,
  count,
}: {
  save: string;
  move: { up: string; down: string } | undefined;
  what: string;
  index: number;
  count: number;
}) {
  return (
    <>
      <button type="submit" name="intent" value={save} className="btn btn-primary">
        <Save aria-hidden="true" className="h-4 w-4" /> Salvar
      </button>
      {move && <MoveButtons compact intents={move} what={what} index={index} count={count} />}
    </>
  );
}

function StageRow({
  stage,
  index,
  openCount,
  result,
}: {
  stage: Data["stages"][number];
  index: number;
  openCount: number;
  result: FormResult | undefined;
}) {
  const open = stage.outcome === "open";
  const days = fieldName.stageDays(stage.id);
  return (
    <RowForm
      anchor={`etapa-${stage.id}`}
      id={stage.id}
      columns="sm:grid-cols-[1fr_11rem_13rem]"
      note={inStage(stage.leads)}
    >
      <NameField
        name={fieldName.stageLabel(stage.id)}
        label={open ? `Etapa ${index + 1}` : OUTCOME_LABEL[stage.outcome as "won" | "lost"]}
        value={stage.label}
        result={result}
      />
      {open ? (
        <Field label="Parado depois de" htmlFor={days} error={result?.fields?.[days]}>
          {(aria) => (
            <div className="flex items-center gap-2">
              <input
                id={days}
                name={days}
                type="number"
                inputMode="numeric"
                min={STALLED_DAYS_MIN}
                max={STALLED_DAYS_MAX}
                required
                defaultValue={stage.stalledAfterDays ?? 5}
                className="field !w-24"
                {...aria}
              />
              <span className="text-sm text-muted">dias úteis</span>
            </div>
          )}
        </Field>
      ) : (
        <p className="text-sm text-muted sm:pb-3">Sem prazo: a oportunidade está fechada.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <SaveAndMove
          save="save-stage"
          move={open ? { up: "stage-up", down: "stage-down" } : undefined}
          what={`a etapa ${stage.label}`}
          index={index}
          count={openCount}
        />
      </div>
    </RowForm>
  );
}

function ReasonRow({
  reason,
  index,
  activeCount,
  result,
}: {
  reason: Data["reasons"][number];
  index: number;
  activeCount: number;
  result: FormResult | undefined;
}) {
  return (
    <RowForm
      anchor={`motivo-${reason.id}`}
      id={reason.id}
      columns="sm:grid-cols-[1fr_auto]"
      note={
        reason.leads > 0
          ? `${lostFor(reason.leads)}: ao sair da lista, ele é arquivado.`
          : "Ainda não usado em nenhuma oportunidade."
      }
    >
      <NameField
        name={fieldName.reasonLabel(reason.id)}
        label={`Motivo ${index + 1}`}
        value={reason.label}
        result={result}
      />
      <div className="flex flex-wrap gap-2 sm:w-[21.5rem] sm:flex-nowrap">
        <SaveAndMove
          save="rename-reason"
          move={{ up: "reason-up", down: "reason-down" }}
          what={`o motivo ${reason.label}`}
          index={index}
          count={activeCount}
        />
        {activeCount > 1 && (
          <button
            type="submit"
            name="intent"
            value="remove-reason"
            formNoValidate
            className="btn btn-ghost"
            aria-label={`${reason.leads > 0 ? "Arquivar" : "Excluir"} o motivo ${reason.label}`}
          >
            <Archive aria-hidden="true" className="h-4 w-4" /> {reason.leads > 0 ? "Arquivar" : "Excluir"}
          </button>
        )}
      </div>
    </RowForm>
  );
}

export default function AdminLeadStages({ loaderData, actionData }: Route.ComponentProps) {
  const { stages, reasons } = loaderData;
  const openCount = stages.filter((s) => s.outcome === "open").length;
  const active = reasons.filter((r) => !r.archived);
  const archived = reasons.filter((r) => r.archived);
  return (
    <>
      <ActionError data={actionData} className="mb-4" />
      <ScreenSection id="etapas" title="Etapas" className="max-w-3xl">
        <p className="mt-2 text-muted">
          As oportunidades passam por estas etapas, de cima para baixo; novas oportunidades entram na
          primeira. Uma oportunidade aberta fica <strong>parada</strong> quando a próxima ação vence ou quando
          passa, sem nenhuma atividade, os dias úteis da etapa (segunda a sexta).
        </p>
        <ol className="mt-4 space-y-3">
          {stages.map((stage, index) => (
            <StageRow key={stage.id} stage={stage} index={index} openCount={openCount} result={actionData} />
          ))}
        </ol>
      </ScreenSection>

      <ScreenSection id="motivos" title="Motivos de perda" className="mt-10 max-w-3xl">
        <p className="mt-2 text-muted">
          Ao marcar uma oportunidade como perdida, a equipe escolhe um destes motivos, na ordem da lista.
        </p>
        <Form
          method="post"
          className="mt-4 grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-[1fr_auto] sm:items-end"
        >
          <NameField name={fieldName.newReason} label="Novo motivo" result={actionData} />
          <button type="submit" name="intent" value="add-reason" className="btn btn-primary">
            <Plus aria-hidden="true" className="h-4 w-4" /> Adicionar motivo
          </button>
        </Form>
        <ol className="mt-4 space-y-3">
          {active.map((reason, index) => (
            <ReasonRow
              key={reason.id}
              reason={reason}
              index={index}
              activeCount={active.length}
              result={actionData}
            />
          ))}
        </ol>
        {archived.length > 0 && (
          <>
            <h3 className="mt-8 font-extrabold text-navy-900">Arquivados</h3>
            <p className="mt-1 text-sm text-muted">
              Não aparecem ao perder uma oportunidade; as que já os usam continuam com eles.
            </p>
            <ul className="mt-3 space-y-2">
              {archived.map((reason) => (
                <li
                  key={reason.id}
                  id={`motivo-${reason.id}`}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4"
                >
                  <span>
                    <span className="block font-bold text-navy-900">{reason.label}</span>
                    <span className="block text-sm text-muted">{lostFor(reason.leads)}</span>
                  </span>
                  <IdForm id={reason.id}>
                    <button
                      type="submit"
                      name="intent"
                      value="restore-reason"
                      className="btn btn-ghost"
                      aria-label={`Oferecer de novo o motivo ${reason.label}`}
                    >
                      <RotateCcw aria-hidden="true" className="h-4 w-4" /> Oferecer de novo
                    </button>
                  </IdForm>
                </li>
              ))}
            </ul>
          </>
        )}
      </ScreenSection>
    </>
  );
}
