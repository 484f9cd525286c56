import { useEffect, useState } from "react";
import { Form, href, Link } from "react-router";
import { requireUser } from "~/.server/accounts";
import { createPolicyFor, NEW_POLICY_DONE, newPolicyScreen } from "~/.server/book";
import { ACTION_FAILED, appOf, formAction, parseInput, Refusal, redirectWithFlash } from "~/.server/platform";
import { BackToClient } from "~/components/book-parts";
import { checkBeforeSubmit } from "~/components/forms/check-before-submit";
import { Field, Options, TextField } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { useIsPending } from "~/components/forms/use-is-pending";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffAreaTabs } from "~/components/staff-shell";
import {
  INSURED_KIND_LABEL,
  INSURED_KINDS,
  type InsuredKind,
  PAYMENT_METHOD_LABEL,
  PAYMENT_METHODS,
  policySchema,
} from "~/lib/book-schemas";
import type { FormResult } from "~/lib/form-result";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/book-policy-new";

export const meta = staffMeta("Nova apólice");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireUser(app, request);
  return newPolicyScreen(app.db, user, params.id);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const app = appOf(context);
  const staff = await requireUser(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    if (form.intent !== "create") throw new Refusal("Ação desconhecida.");
    const input = parseInput(policySchema, form);
    const id = await createPolicyFor(app, staff, params.id, input);
    return redirectWithFlash(app, href("/employee-portal/policies/:id", { id }), NEW_POLICY_DONE.create);
  });
}

/** A policy entered by hand for the client: the browser checks with the server's schema first. */
export default function NewPolicy({ loaderData, actionData }: Route.ComponentProps) {
  const { client } = loaderData;
  const server = actionData as FormResult | undefined;
  const [errors, setErrors] = useState<Record<string, string> | undefined>();
  useEffect(() => setErrors(server?.fields), [server]);
  const [kind, setKind] = useState<InsuredKind>("vehicle");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // The fields of the chosen kind of insured thing; without JavaScript, all of them.
  const shows = (k: InsuredKind) => !hydrated || kind === k;
  const busy = useIsPending({ intent: "create" });
  const text = (name: string, label: string, extra: Record<string, string | number> = {}) => (
    <TextField
      label={label}
      name={name}
      error={errors?.[name]}
      required={false}
      autoComplete="off"
      {...extra}
    />
  );
  const select = (
    name: string,
    label: string,
    options: { value: string; label: string }[],
    empty?: string,
    defaultValue = "",
  ) => (
    <Field label={label} htmlFor={name} error={errors?.[name]}>
      <select id={name} name={name} className="field" defaultValue={defaultValue}>
        {empty !== undefined && <option value="">{empty}</option>}
        <Options options={options} />
      </select>
    </Field>
  );
  const section = "space-y-4 rounded-2xl border border-line p-4 sm:p-5";
  const legend = "px-1 font-extrabold text-navy-900";

  return (
    <section className="container-page max-w-3xl py-8 sm:py-12">
      <StaffAreaTabs className="mb-6" />
      <BackToClient id={client.id} name={client.name} />
      <h1 className="mt-4 text-3xl font-extrabold text-navy-900">Nova apólice</h1>
      <p className="mt-1 text-muted">{`${client.name} · ${client.document}`}</p>

      <Form
        method="post"
        noValidate
        className="mt-6 space-y-5 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-8"
        onSubmit={(event) => checkBeforeSubmit(event, policySchema, setErrors)}
      >
        <input type="hidden" name="intent" value="create" />
        <div className="grid gap-5 sm:grid-cols-2">
          {select("insurerId", "Seguradora", loaderData.insurers, "Escolha a seguradora")}
          {select("product", "Produto", loaderData.products, "Escolha o produto")}
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          {text("policyNumber", "Nº da apólice", { maxLength: 40 })}
          {text("proposalNumber", "Nº da proposta", { maxLength: 40 })}
          {text("susepBranch", "Ramo SUSEP", { maxLength: 10 })}
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Início da vigência" htmlFor="startsOn" error={errors?.startsOn}>
            <input id="startsOn" name="startsOn" type="date" required className="field" />
          </Field>
          <Field label="Fim da vigência" htmlFor="endsOn" error={errors?.endsOn}>
            <input id="endsOn" name="endsOn" type="date" required className="field" />
          </Field>
        </div>
        <fieldset className={section}>
          <legend className={legend}>Prêmio e comissão</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {text("netPremium", "Prêmio líquido (R$)", { inputMode: "decimal", placeholder: "0,00" })}
            {text("iof", "IOF (R$)", { inputMode: "decimal", placeholder: "0,00" })}
            <TextField
              label="Prêmio total (R$)"
              name="totalPremium"
              error={errors?.totalPremium}
              inputMode="decimal"
              placeholder="0,00"
              autoComplete="off"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {select(
              "paymentMethod",
              "Forma de pagamento",
              PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABEL[m] })),
              "Não informada",
            )}
            {text("instalments", "Parcelas", { inputMode: "numeric" })}
            {text("commissionRate", "Comissão (%)", { inputMode: "decimal", placeholder: "15" })}
            {text("commission", "Comissão esperada (R$, se não pela %)", { inputMode: "decimal" })}
          </div>
        </fieldset>
        <fieldset className={section}>
          <legend className={legend}>O que está segurado</legend>
          <Field label="Tipo" htmlFor="insuredKind" error={errors?.insuredKind}>
            <select
              id="insuredKind"
              name="insuredKind"
              className="field"
              value={kind}
              onChange={(event) => setKind(event.target.value as InsuredKind)}
            >
              <Options options={INSURED_KINDS.map((k) => ({ value: k, label: INSURED_KIND_LABEL[k] }))} />
            </select>
          </Field>
          {shows("vehicle") && (
            <div className="grid gap-4 sm:grid-cols-2" data-kind="vehicle">
              {text("vehiclePlate", "Placa", { maxLength: 8, autoCapitalize: "characters" })}
              {text("vehicleModel", "Modelo", { maxLength: 120 })}
              {text("vehicleYear", "Ano", { inputMode: "numeric", maxLength: 4 })}
              {text("fipeCode", "Código FIPE", { maxLength: 12 })}
              {text("bonusClass", "Classe de bônus", { inputMode: "numeric", maxLength: 2 })}
            </div>
          )}
          {shows("property") && text("propertyAddress", "Endereço do imóvel", { maxLength: 200 })}
          {shows("lives") && text("lives", "Número de vidas", { inputMode: "numeric" })}
          {text("insuredDescription", "Descrição", { maxLength: 300 })}
        </fieldset>
        {select(
          "producerId",
          "Produtor",
          loaderData.staff.map((p) => ({
            value: p.id,
            label: p.id === loaderData.me ? `${p.name} (você)` : p.name,
          })),
          "Sem produtor",
          loaderData.me,
        )}
        <FormMessage tone="error" message={server && !server.ok ? server.message : undefined} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Registrando…" : "Registrar apólice"}
          </button>
          <Link to={href("/employee-portal/clients/:id", { id: client.id })} className="btn btn-ghost">
            Cancelar
          </Link>
        </div>
      </Form>
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
