import { Plus } from "lucide-react";
import { useRef } from "react";
import { data, href, Link } from "react-router";
import { requireUser } from "~/.server/accounts";
import { CLIENT_DONE, CLIENT_HANDED_AWAY, clientPage, runClientAction } from "~/.server/book";
import { ACTION_FAILED, appOf, formAction, redirectWithFlash, takeFlash } from "~/.server/platform";
import { BackToClients, DaysToEnd, StatusBadge } from "~/components/book-parts";
import { DataTable } from "~/components/data-table";
import { FormMessage } from "~/components/forms/form-message";
import { useTypedChanges, useUnsavedChangesGuard } from "~/components/forms/unsaved-changes";
import { StageBadge } from "~/components/lead-parts";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffAreaTabs } from "~/components/staff-shell";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/book-client";
import {
  ClaimsCard,
  ClientDetails,
  type ClientResult,
  EditClientCard,
  TimelineCard,
} from "./book-client-parts";
import { Card, LogBox } from "./lead-page-parts";

export const meta = staffMeta("Cliente");

/** A client this person may not see is a 404, exactly like one that does not exist (decision 063). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireUser(app, request);
  const page = await clientPage(app.db, user, params.id);
  const { message, headers } = await takeFlash(app, request);
  return data({ ...page, flash: message ?? null }, { headers });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = appOf(context);
  const staff = await requireUser(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const { intent, handedAway } = await runClientAction(app, staff, params.id, form);
    if (handedAway) return redirectWithFlash(app, href("/employee-portal/clients"), CLIENT_HANDED_AWAY);
    return redirectWithFlash(
      app,
      href("/employee-portal/clients/:id", { id: params.id }),
      CLIENT_DONE[intent],
    );
  });
}

const BOXED = ["edit", "note", "call", "claim", "claim-status"];

export default function Client({ loaderData, actionData }: Route.ComponentProps) {
  const { client, flash } = loaderData;
  const result = actionData as ClientResult;
  const resultFor = (intent: string) => (result?.intent === intent ? result : undefined);
  const unboxed = result && !result.ok && !BOXED.includes(result.intent ?? "");
  const page = useRef<HTMLElement>(null);
  const leaveDialog = useUnsavedChangesGuard(useTypedChanges(page));

  return (
    <section ref={page} className="container-page py-8 sm:py-12">
      {leaveDialog}
      <StaffAreaTabs className="mb-6" />
      <BackToClients />

      <header className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="eyebrow">{client.kind}</p>
          <h1 className="mt-2 break-words text-3xl font-extrabold text-navy-900">{client.name}</h1>
          <p className="mt-1 text-muted">
            {[client.document, client.origin, `desde ${client.since}`].join(" · ")}
          </p>
        </div>
        <p className="text-sm text-muted">
          Responsável:{" "}
          <strong className="text-navy-900">
            {client.owner ? (client.mine ? `${client.owner} (você)` : client.owner) : "ninguém ainda"}
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

      <nav aria-label="Nesta página" className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {[
          ["#apolices", "Apólices"],
          ["#renovacoes", "Renovações"],
          ["#sinistros", "Sinistros"],
          ["#oportunidades", "Oportunidades"],
          ["#historico", "Histórico"],
          ["#editar", "Editar dados"],
        ].map(([to, label]) => (
          <a key={to} href={to} className="font-semibold text-brand-700 underline underline-offset-4">
            {label}
          </a>
        ))}
      </nav>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 gap-6 self-start">
          <ClientDetails client={client} />

          <Card title="Apólices" id="apolices">
            <Link
              to={href("/employee-portal/clients/:id/policies/new", { id: client.id })}
              className="btn btn-primary"
            >
              <Plus aria-hidden="true" className="h-5 w-5" />
              Nova apólice
            </Link>
            <DataTable
              className="mt-4"
              caption="Apólices do cliente, da que termina por último à mais antiga"
              rows={loaderData.policies}
              empty="Nenhuma apólice ainda."
              columns={[
                {
                  title: "Apólice",
                  role: "key",
                  cell: (p) => (
                    <Link
                      to={href("/employee-portal/policies/:id", { id: p.id })}
                      className="font-bold text-brand-700 underline-offset-4 hover:underline"
                    >
                      {p.number ?? "Sem número"}
                    </Link>
                  ),
                  className: "md:whitespace-nowrap",
                },
                { title: "Seguradora", cell: (p) => p.insurer },
                { title: "Produto", cell: (p) => p.product },
                {
                  title: "Vigência",
                  cell: (p) => `${p.starts} a ${p.ends}`,
                  className: "md:whitespace-nowrap",
                },
                { title: "Faltam", cell: (p) => <DaysToEnd days={p.daysToEnd} /> },
                { title: "Situação", cell: (p) => <StatusBadge label={p.status} active={p.inForce} /> },
                { title: "Prêmio", cell: (p) => p.premium, className: "md:whitespace-nowrap" },
              ]}
            />
          </Card>

          <Card title="Renovações" id="renovacoes">
            <DataTable
              className="mt-0"
              caption="Renovações das apólices do cliente"
              rows={loaderData.renewals}
              empty="Nenhuma renovação aberta para as apólices deste cliente."
              columns={[
                {
                  title: "Apólice",
                  role: "key",
                  cell: (r) => (
                    <Link
                      to={href("/employee-portal/policies/:id", { id: r.policyId })}
                      className="font-bold text-brand-700 underline-offset-4 hover:underline"
                    >
                      {r.policy}
                    </Link>
                  ),
                },
                { title: "Situação", cell: (r) => r.status },
                { title: "Vence em", cell: (r) => r.due },
              ]}
            />
          </Card>

          <ClaimsCard loaderData={loaderData} resultFor={resultFor} />

          <Card title="Oportunidades" id="oportunidades">
            <DataTable
              className="mt-0"
              caption="Oportunidades ligadas ao cliente"
              rows={loaderData.leads}
              empty="Nenhuma oportunidade ligada a este cliente."
              columns={[
                {
                  title: "Nome",
                  role: "key",
                  cell: (l) => (
                    <Link
                      to={href("/employee-portal/leads/:id", { id: l.id })}
                      className="font-bold text-brand-700 underline-offset-4 hover:underline"
                    >
                      {l.name}
                    </Link>
                  ),
                },
                {
                  title: "Etapa",
                  cell: (l) => <StageBadge label={l.stage} open={l.outcome === "open"} outcome={l.outcome} />,
                },
                { title: "Produto", cell: (l) => l.product ?? <span className="text-muted">—</span> },
                { title: "Desde", cell: (l) => l.since },
              ]}
            />
          </Card>

          <TimelineCard timeline={loaderData.timeline} />
        </div>

        <div className="grid min-w-0 gap-6 self-start">
          <LogBox result={resultFor("note") ?? resultFor("call")} />
          <EditClientCard loaderData={loaderData} result={resultFor("edit")} />
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
