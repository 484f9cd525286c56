import type { ReactNode } from "react";
import { data, href, Link } from "react-router";
import { requireUser } from "~/.server/accounts";
import { POLICY_DONE, policyPage, runPolicyAction } from "~/.server/book";
import { ACTION_FAILED, appOf, formAction, redirectWithFlash, takeFlash } from "~/.server/platform";
import { BackToClient, DaysToEnd, StatusBadge } from "~/components/book-parts";
import { Field, Options } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffAreaTabs } from "~/components/staff-shell";
import { POLICY_STATUS_LABEL, POLICY_STATUSES } from "~/lib/book-labels";
import type { FormResult } from "~/lib/form-result";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/book-policy";
import { Card, Detail, IntentForm } from "./lead-page-parts";

export const meta = staffMeta("Apólice");

/** A policy whose client this person may not see is a 404 (decision 063). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireUser(app, request);
  const page = await policyPage(app.db, user, params.id);
  const { message, headers } = await takeFlash(app, request);
  return data({ ...page, flash: message ?? null }, { headers });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = appOf(context);
  const staff = await requireUser(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const { intent } = await runPolicyAction(app, staff, params.id, form);
    return redirectWithFlash(
      app,
      href("/employee-portal/policies/:id", { id: params.id }),
      POLICY_DONE[intent],
    );
  });
}

const Dash = () => <span className="font-normal text-muted">—</span>;
const or = (value: ReactNode) => (value === null || value === undefined || value === "" ? <Dash /> : value);

export default function Policy({ loaderData, actionData }: Route.ComponentProps) {
  const { policy, client, renewal, predecessor, successors, flash } = loaderData;
  const result = actionData as (FormResult & { intent?: string }) | undefined;
  const vehicle = policy.insuredKindId === "vehicle" || policy.plate;
  return (
    <section className="container-page py-8 sm:py-12">
      <StaffAreaTabs className="mb-6" />
      <BackToClient id={client.id} name={client.name} />
      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <StatusBadge label={policy.statusLabel} active={policy.status === "vigente"} />
          <h1 className="mt-3 break-words text-3xl font-extrabold text-navy-900">
            {`Apólice ${policy.number ?? "sem número"}`}
          </h1>
          <p className="mt-1 text-muted">{[policy.insurer, policy.product, client.name].join(" · ")}</p>
        </div>
        <Link
          to={href("/employee-portal/policies/:id/documents", { id: policy.id })}
          className="btn btn-ghost"
        >
          {`Documentos (${loaderData.documents})`}
        </Link>
      </header>

      {flash && (
        <div className="mt-6">
          <FormMessage tone="success" message={flash} />
        </div>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 gap-6 self-start">
          <Card title="Vigência e valores" id="valores">
            <dl className="grid gap-4 sm:grid-cols-3">
              <Detail term="Início">{policy.starts}</Detail>
              <Detail term="Fim">{policy.ends}</Detail>
              <Detail term="Faltam">
                <DaysToEnd days={policy.daysToEnd} />
              </Detail>
              <Detail term="Prêmio líquido">{or(policy.netPremium)}</Detail>
              <Detail term="IOF">{or(policy.iof)}</Detail>
              <Detail term="Prêmio total">{policy.totalPremium}</Detail>
              <Detail term="Pagamento">
                {or(policy.payment)}
                {policy.instalments ? ` em ${policy.instalments}x` : ""}
              </Detail>
              <Detail term="Comissão">{or(policy.commissionRate)}</Detail>
              <Detail term="Comissão esperada">{or(policy.commission)}</Detail>
            </dl>
          </Card>
          <Card title="Apólice" id="apolice">
            <dl className="grid gap-4 sm:grid-cols-3">
              <Detail term="Seguradora">{policy.insurer}</Detail>
              <Detail term="Produto">{policy.product}</Detail>
              <Detail term="Ramo SUSEP">{or(policy.susepBranch)}</Detail>
              <Detail term="Nº da apólice">{or(policy.number)}</Detail>
              <Detail term="Nº da proposta">{or(policy.proposal)}</Detail>
              <Detail term="Produtor">{or(policy.producer)}</Detail>
              <Detail term="Origem">{policy.origin}</Detail>
              <Detail term="Registrada em">{policy.createdAt}</Detail>
              {policy.statusReason && <Detail term="Motivo da situação">{policy.statusReason}</Detail>}
            </dl>
          </Card>
          <Card title="O que está segurado" id="segurado">
            <dl className="grid gap-4 sm:grid-cols-3">
              <Detail term="Tipo">{policy.insuredKind}</Detail>
              {vehicle && (
                <>
                  <Detail term="Placa">{or(policy.plate)}</Detail>
                  <Detail term="Modelo">{or(policy.model)}</Detail>
                  <Detail term="Ano">{or(policy.year)}</Detail>
                  <Detail term="Código FIPE">{or(policy.fipe)}</Detail>
                  <Detail term="Classe de bônus">{or(policy.bonusClass)}</Detail>
                </>
              )}
              {policy.propertyAddress && <Detail term="Endereço do imóvel">{policy.propertyAddress}</Detail>}
              {policy.lives !== null && <Detail term="Vidas">{policy.lives}</Detail>}
              {policy.description && <Detail term="Descrição">{policy.description}</Detail>}
            </dl>
          </Card>
          <Card title="Renovação" id="renovacao">
            <ul className="space-y-2">
              <li>
                {renewal ? (
                  <Link
                    to={href("/employee-portal/renewals/:id", { id: renewal.id })}
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {`Renovação: ${renewal.status} · vence em ${renewal.due}`}
                  </Link>
                ) : (
                  <span className="text-muted">A renovação abre perto do fim da vigência.</span>
                )}
              </li>
              {predecessor && (
                <li>
                  {"Renova a apólice "}
                  <Link
                    to={href("/employee-portal/policies/:id", { id: predecessor.id })}
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {predecessor.label}
                  </Link>
                </li>
              )}
              {successors.map((next) => (
                <li key={next.id}>
                  {"Renovada pela apólice "}
                  <Link
                    to={href("/employee-portal/policies/:id", { id: next.id })}
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {next.label}
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
        </div>
        <div className="grid min-w-0 gap-6 self-start">
          <Card title="Situação" id="situacao">
            <IntentForm intent="status" result={result} submit="Mudar situação">
              <Field label="Nova situação" htmlFor="status" error={result?.fields?.status}>
                <select id="status" name="status" defaultValue={policy.status} className="field">
                  <Options
                    options={POLICY_STATUSES.map((s) => ({ value: s, label: POLICY_STATUS_LABEL[s] }))}
                  />
                </select>
              </Field>
              <Field
                label="Motivo (para Cancelada ou Encerrada)"
                htmlFor="reason"
                error={result?.fields?.reason}
              >
                <textarea id="reason" name="reason" rows={2} maxLength={300} className="field" />
              </Field>
            </IntentForm>
          </Card>
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
