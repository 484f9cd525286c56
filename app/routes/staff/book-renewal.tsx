import { ArrowLeft } from "lucide-react";
import { data, href, Link } from "react-router";
import { requireUser } from "~/.server/accounts";
import { RENEWAL_DONE, renewalPage, runRenewalAction } from "~/.server/book";
import { ACTION_FAILED, appOf, formAction, redirectWithFlash, takeFlash } from "~/.server/platform";
import { FormMessage } from "~/components/forms/form-message";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffAreaTabs } from "~/components/staff-shell";
import type { FormResult } from "~/lib/form-result";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/book-renewal";
import {
  RenewalContactBar,
  RenewalOwnerBox,
  RenewalStatusBadge,
  RenewBox,
  StatusBox,
} from "./book-renewal-parts";
import { Card, Detail, IntentForm, LogBox, NextActionFields } from "./lead-page-parts";

export const meta = staffMeta("Renovação");

/** A renewal this person may not see is a 404, exactly like one that does not exist. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireUser(app, request);
  const page = await renewalPage(app.db, user, params.id);
  const { message, headers } = await takeFlash(app, request);
  return data({ ...page, flash: message ?? null }, { headers });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = appOf(context);
  const staff = await requireUser(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const { intent } = await runRenewalAction(app, staff, params.id, form);
    return redirectWithFlash(
      app,
      href("/employee-portal/renewals/:id", { id: params.id }),
      RENEWAL_DONE[intent],
    );
  });
}

type Result = (FormResult & { intent?: string }) | undefined;

export default function Renewal({ loaderData, actionData }: Route.ComponentProps) {
  const { renewal, policy, newPolicy, flash } = loaderData;
  const result = actionData as Result;
  const resultFor = (intent: string) => (result?.intent === intent ? result : undefined);
  const unboxed =
    result &&
    !result.ok &&
    !["status", "renew", "owner", "next-action", "note", "call"].includes(result.intent ?? "");

  return (
    <section className="container-page py-8 sm:py-12">
      <StaffAreaTabs className="mb-6" />
      <Link
        to={href("/employee-portal/renewals")}
        className="inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Renovações
      </Link>

      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <RenewalStatusBadge status={renewal.status} label={renewal.statusLabel} />
            {renewal.open && (
              <span
                className={`rounded-full px-3 py-1 text-xs font-bold ring-1 ring-inset ${renewal.late ? "bg-red-50 text-danger-700 ring-red-200" : "bg-surface text-navy-900 ring-line"}`}
              >
                {renewal.late ? `Vigência ${renewal.daysLeftText}` : `Vigência: ${renewal.daysLeftText}`}
              </span>
            )}
          </div>
          <h1 className="mt-3 break-words text-3xl font-extrabold text-navy-900">{renewal.client}</h1>
          <p className="mt-1 text-muted">
            {[policy.product, policy.insurer, `termina em ${renewal.dueOn}`].join(" · ")}
          </p>
          <RenewalContactBar contact={loaderData.contact} />
        </div>
        <p className="text-sm text-muted">
          Responsável:{" "}
          <strong className="text-navy-900">
            {renewal.owner ? (renewal.mine ? `${renewal.owner} (você)` : renewal.owner) : "ninguém ainda"}
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

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-6 self-start">
          <Card title="Apólice que vence" id="apolice">
            <dl className="grid gap-4 sm:grid-cols-2">
              <Detail term="Seguradora">{policy.insurer}</Detail>
              <Detail term="Produto">{policy.product}</Detail>
              <Detail term="Número">{policy.number ?? "—"}</Detail>
              <Detail term="Vigência">{`${policy.startsOn} a ${policy.endsOn}`}</Detail>
              <Detail term="Prêmio total">{policy.premium}</Detail>
              <Detail term="Comissão">
                {policy.commission
                  ? `${policy.commission}${policy.commissionRate ? ` (${policy.commissionRate})` : ""}`
                  : "—"}
              </Detail>
              {policy.payment && <Detail term="Pagamento">{policy.payment}</Detail>}
              {policy.insured && <Detail term="Bem segurado">{policy.insured}</Detail>}
              <Detail term="Próxima ação">
                {!renewal.open ? (
                  <span className="text-muted">
                    Encerrada{renewal.closedAt ? ` em ${renewal.closedAt}` : ""}
                  </span>
                ) : renewal.nextActionLabel ? (
                  <span className={renewal.nextActionLate ? "text-danger-700" : undefined}>
                    {`${renewal.nextAction ?? ""} · até ${renewal.nextActionLabel}${renewal.nextActionLate ? " (atrasada)" : ""}`}
                  </span>
                ) : (
                  <span className="font-semibold text-amber-800">Sem próxima ação</span>
                )}
              </Detail>
              {renewal.lostReason && (
                <Detail term={renewal.status === "perdida" ? "Motivo da perda" : "Motivo"}>
                  {renewal.lostReason}
                  {renewal.lostTo ? (
                    <span className="block text-muted">{`Ganhou: ${renewal.lostTo}`}</span>
                  ) : null}
                </Detail>
              )}
            </dl>
          </Card>

          {newPolicy && (
            <Card title="Nova apólice" id="nova-apolice">
              <dl className="grid gap-4 sm:grid-cols-2">
                <Detail term="Seguradora">{newPolicy.insurer}</Detail>
                <Detail term="Número">{newPolicy.number ?? "—"}</Detail>
                <Detail term="Vigência">{newPolicy.cover}</Detail>
                <Detail term="Prêmio total">{newPolicy.premium}</Detail>
              </dl>
            </Card>
          )}

          {renewal.open && (
            <RenewBox
              prefill={loaderData.prefill}
              insurers={loaderData.insurers}
              product={policy.product}
              result={resultFor("renew")}
            />
          )}

          <Card title="Histórico" id="historico">
            {loaderData.timeline.length === 0 && <p className="text-muted">Nada registrado ainda.</p>}
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
                  {item.body && (
                    <p className="mt-2 whitespace-pre-line break-words rounded-2xl bg-surface p-4">
                      {item.body}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </Card>
        </div>

        <div className="grid gap-6 self-start">
          {renewal.open && <StatusBox status={renewal.status} result={resultFor("status")} />}
          {renewal.open && (
            <Card title="Próxima ação" id="proxima-acao">
              <IntentForm intent="next-action" result={resultFor("next-action")} submit="Salvar próxima ação">
                <NextActionFields
                  idPrefix="na"
                  defaults={{ text: renewal.nextAction ?? "", day: renewal.nextActionDay }}
                  result={resultFor("next-action")}
                  required
                />
              </IntentForm>
            </Card>
          )}
          <LogBox result={resultFor("note") ?? resultFor("call")} />
          {renewal.open && (
            <RenewalOwnerBox
              ownerId={renewal.ownerId}
              people={loaderData.people}
              result={resultFor("owner")}
            />
          )}
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
