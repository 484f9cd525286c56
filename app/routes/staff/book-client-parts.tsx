/**
 * The boxes of a client's page (routes/staff/book-client.tsx): the details and their edit form,
 * the claims with "Registrar sinistro" and each claim's status, and the timeline. The card,
 * detail and form pieces are the lead page's (lead-page-parts.tsx), so both pages look alike.
 */
import { useEffect, useState } from "react";
import { ClientFields } from "~/components/book-client-form";
import { checkBeforeSubmit } from "~/components/forms/check-before-submit";
import { Field, Options } from "~/components/forms/fields";
import { CLAIM_DESCRIPTION_MAX, CLAIM_PLACE_MAX, claimSchema } from "~/lib/book-claim-schemas";
import { clientSchema } from "~/lib/book-schemas";
import type { FormResult } from "~/lib/form-result";
import type { Route } from "./+types/book-client";
import { Card, Detail, IntentForm, Missing } from "./lead-page-parts";

type PageData = Route.ComponentProps["loaderData"];
export type ClientResult = (FormResult & { intent?: string }) | undefined;

export function ClientDetails({ client }: { client: PageData["client"] }) {
  return (
    <Card title="Dados" id="dados">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail term="CPF/CNPJ">{client.document}</Detail>
        {client.contactName && <Detail term="Pessoa de contato">{client.contactName}</Detail>}
        <Detail term="E-mail">{client.email ?? <Missing />}</Detail>
        <Detail term="Telefone">
          {client.phone ?? <Missing />}
          {client.phone2 && <span className="block">{client.phone2}</span>}
        </Detail>
        <Detail term="Endereço">{client.address ?? <Missing />}</Detail>
        <Detail term="Nascimento">{client.birthDate ?? <Missing />}</Detail>
        <Detail term="Base legal">{client.legalBasis}</Detail>
        {client.notes && (
          <div className="sm:col-span-2">
            <Detail term="Observações">
              <span className="whitespace-pre-line font-normal">{client.notes}</span>
            </Detail>
          </div>
        )}
      </dl>
    </Card>
  );
}

/** The client's details as a form (the same clientSchema as a new client), checked before it goes. */
export function EditClientCard({ loaderData, result }: { loaderData: PageData; result: ClientResult }) {
  const [errors, setErrors] = useState<Record<string, string> | undefined>();
  useEffect(() => setErrors(result?.fields), [result]);
  return (
    <Card title="Editar dados" id="editar">
      <IntentForm
        intent="edit"
        result={result}
        submit="Salvar dados"
        onSubmit={(event) => checkBeforeSubmit(event, clientSchema, setErrors)}
      >
        <div className="space-y-4 [&_.grid]:!grid-cols-1">
          <ClientFields
            values={loaderData.form}
            errors={errors}
            staff={loaderData.staff}
            me={loaderData.me}
          />
        </div>
      </IntentForm>
    </Card>
  );
}

export function ClaimsCard({
  loaderData,
  resultFor,
}: {
  loaderData: PageData;
  resultFor: (intent: string) => ClientResult;
}) {
  const claimResult = resultFor("claim");
  const statusResult = resultFor("claim-status");
  const [errors, setErrors] = useState<Record<string, string> | undefined>();
  useEffect(() => setErrors(claimResult?.fields), [claimResult]);
  return (
    <Card title="Sinistros" id="sinistros">
      {loaderData.claims.length === 0 ? (
        <p className="text-muted">Nenhum sinistro registrado.</p>
      ) : (
        <ul className="space-y-4">
          {loaderData.claims.map((claim) => (
            <li key={claim.id} className="rounded-2xl border border-line p-4" data-testid="sinistro">
              <p className="font-bold text-navy-900">
                {claim.protocol}
                <span className="font-normal text-muted">{` · ${claim.policy} · em ${claim.occurred}`}</span>
              </p>
              <p className="mt-1 whitespace-pre-line break-words">{claim.description}</p>
              {claim.place && <p className="mt-1 text-sm text-muted">{`Local: ${claim.place}`}</p>}
              <p className="mt-2 text-sm">
                Situação: <strong className="text-navy-900">{claim.statusLabel}</strong>
              </p>
              <ol className="mt-2 space-y-1 text-sm text-muted">
                {claim.history.map((step) => (
                  <li key={step.id}>{`${step.sentence} · ${step.at}`}</li>
                ))}
              </ol>
              <div className="mt-3">
                <IntentForm
                  intent="claim-status"
                  result={statusResult?.fields?.claimId === claim.id ? statusResult : undefined}
                  submit="Mudar situação"
                >
                  <input type="hidden" name="claimId" value={claim.id} />
                  <Field label="Nova situação" htmlFor={`sinistro-${claim.id}`}>
                    <select
                      id={`sinistro-${claim.id}`}
                      name="status"
                      defaultValue={claim.status}
                      className="field"
                    >
                      <Options options={loaderData.claimStatuses} />
                    </select>
                  </Field>
                </IntentForm>
              </div>
            </li>
          ))}
        </ul>
      )}
      {statusResult && !statusResult.ok && (
        <p role="alert" className="mt-3 font-semibold text-danger-700">
          {statusResult.message}
        </p>
      )}

      <h3 className="mt-6 mb-3 font-extrabold text-navy-900">Registrar sinistro</h3>
      {loaderData.policyChoices.length === 0 ? (
        <p className="text-muted">Registre antes a apólice do cliente.</p>
      ) : (
        <IntentForm
          intent="claim"
          result={claimResult}
          submit="Registrar sinistro"
          onSubmit={(event) => checkBeforeSubmit(event, claimSchema, setErrors, (name) => `sinistro-${name}`)}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Apólice" htmlFor="sinistro-policyId" error={errors?.policyId}>
              <select id="sinistro-policyId" name="policyId" className="field" defaultValue="">
                <option value="" disabled>
                  Escolha a apólice
                </option>
                <Options options={loaderData.policyChoices} />
              </select>
            </Field>
            <Field label="Data do sinistro" htmlFor="sinistro-occurredOn" error={errors?.occurredOn}>
              <input
                id="sinistro-occurredOn"
                name="occurredOn"
                type="date"
                max={loaderData.today}
                className="field"
              />
            </Field>
          </div>
          <Field label="O que aconteceu" htmlFor="sinistro-description" error={errors?.description}>
            <textarea
              id="sinistro-description"
              name="description"
              rows={3}
              maxLength={CLAIM_DESCRIPTION_MAX}
              className="field"
            />
          </Field>
          <Field label="Local" htmlFor="sinistro-place" error={errors?.place}>
            <input id="sinistro-place" name="place" maxLength={CLAIM_PLACE_MAX} className="field" />
          </Field>
        </IntentForm>
      )}
    </Card>
  );
}

export function TimelineCard({ timeline }: { timeline: PageData["timeline"] }) {
  return (
    <Card title="Histórico" id="historico">
      {timeline.length === 0 ? (
        <p className="text-muted">Nada registrado ainda.</p>
      ) : (
        <ol className="relative space-y-5 border-l-2 border-line pl-5">
          {timeline.map((item) => (
            <li key={item.id} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-1.5 -left-[27px] h-3 w-3 rounded-full border-2 border-white bg-brand-500"
              />
              <p className="text-sm">
                <strong className="text-navy-900">{item.sentence}</strong>
                <span className="text-muted"> · </span>
                <time dateTime={item.atIso} className="text-muted">
                  {item.at}
                </time>
              </p>
              {item.body && (
                <p className="mt-2 whitespace-pre-line break-words rounded-2xl bg-surface p-4">{item.body}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
