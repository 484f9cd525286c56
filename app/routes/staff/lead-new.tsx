import { useEffect, useMemo, useState } from "react";
import { Form, href, Link } from "react-router";
import { requireUser } from "~/.server/accounts";
import { brokerageTimeZone } from "~/.server/content";
import { createLead, NEW_LEAD_DONE, newLeadScreen } from "~/.server/leads";
import { ACTION_FAILED, appOf, formAction, parseInput, Refusal, redirectWithFlash } from "~/.server/platform";
import { checkBeforeSubmit } from "~/components/forms/check-before-submit";
import { Field, Options, PhoneInput, TextField } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { useIsPending } from "~/components/forms/use-is-pending";
import { BackToLeads } from "~/components/lead-parts";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffAreaTabs } from "~/components/staff-shell";
import { contactMethods } from "~/lib/contact-schema";
import type { FormResult } from "~/lib/form-result";
import {
  LEAD_NAME_MAX,
  METHOD_LABEL,
  NEXT_ACTION_MAX,
  newLeadSchemaIn,
  REFERRED_BY_MAX,
  todayIn,
} from "~/lib/lead-schemas";
import { useTimeZone } from "~/root-data";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/lead-new";

export const meta = staffMeta("Nova oportunidade");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const staff = await requireUser(app, request);
  return newLeadScreen(app.db, staff);
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const staff = await requireUser(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    if (form.intent !== "create") throw new Refusal("Ação desconhecida.");
    const input = parseInput(newLeadSchemaIn(brokerageTimeZone()), form);
    const id = await createLead(app, staff, input);
    return redirectWithFlash(app, href("/employee-portal/leads/:id", { id }), NEW_LEAD_DONE.create);
  });
}

/**
 * Staff add a lead by hand (a phone call, a walk-in, a referral, a WhatsApp message): the same
 * fields as the site's form, where it came from, the next action and who owns it (the person, by
 * default). The browser checks with the server's schema before sending.
 */
export default function NewLead({ loaderData, actionData }: Route.ComponentProps) {
  const server = actionData as FormResult | undefined;
  const [errors, setErrors] = useState<Record<string, string> | undefined>();
  const timeZone = useTimeZone();
  const schema = useMemo(() => newLeadSchemaIn(timeZone), [timeZone]);
  const [today, setToday] = useState<string | undefined>();
  useEffect(() => setToday(todayIn(timeZone)), [timeZone]);
  useEffect(() => setErrors(server?.fields), [server]);
  const busy = useIsPending({ intent: "create" });
  /** A field's label, and its error under it (named by the control's aria-describedby). */
  const fieldOf = (name: string, label: string) => ({ label, htmlFor: name, error: errors?.[name] });

  return (
    <section className="container-page max-w-3xl py-8 sm:py-12">
      <StaffAreaTabs className="mb-6" />
      <BackToLeads />
      <h1 className="mt-4 text-3xl font-extrabold text-navy-900">Nova oportunidade</h1>
      <p className="mt-1 text-muted">
        Para quem ligou, passou na corretora, foi indicado ou escreveu pelo WhatsApp.
      </p>

      <Form
        method="post"
        noValidate
        className="mt-6 space-y-5 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-8"
        onSubmit={(event) => checkBeforeSubmit(event, schema, setErrors)}
      >
        <input type="hidden" name="intent" value="create" />
        <TextField
          label="Nome"
          name="name"
          error={errors?.name}
          maxLength={LEAD_NAME_MAX}
          autoComplete="off"
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...fieldOf("email", "E-mail")}>
            <input id="email" name="email" type="email" autoComplete="off" className="field" />
          </Field>
          <Field {...fieldOf("phone", "Telefone (com DDD)")}>
            <PhoneInput id="phone" name="phone" autoComplete="off" />
          </Field>
        </div>
        <p className="-mt-2 text-sm text-muted">Informe o e-mail, o telefone ou os dois.</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...fieldOf("contactMethod", "Prefere contato por")}>
            <select id="contactMethod" name="contactMethod" className="field" defaultValue="Whatsapp">
              <Options
                options={contactMethods.map((method) => ({ value: method, label: METHOD_LABEL[method] }))}
              />
            </select>
          </Field>
          <Field {...fieldOf("source", "Origem")}>
            <select id="source" name="source" className="field" defaultValue="phone">
              <Options
                options={loaderData.sources.map((source) => ({ value: source.id, label: source.label }))}
              />
            </select>
          </Field>
        </div>
        <Field {...fieldOf("referredBy", "Quem indicou (para uma indicação)")}>
          <input
            id="referredBy"
            name="referredBy"
            maxLength={REFERRED_BY_MAX}
            autoComplete="off"
            placeholder="Ex.: Maria Souza, cliente do seguro auto"
            className="field"
          />
        </Field>
        <p className="-mt-2 text-sm text-muted">
          A primeira mensagem à pessoa indicada diz quem passou o contato e como recusar.
        </p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field {...fieldOf("product", "Produto de interesse")}>
            <select id="product" name="product" className="field" defaultValue="">
              <option value="">Ainda não sabe</option>
              <Options
                options={loaderData.products.map((product) => ({
                  value: product.slug,
                  label: product.title,
                }))}
              />
            </select>
          </Field>
          <Field {...fieldOf("ownerId", "Responsável")}>
            <select id="ownerId" name="ownerId" className="field" defaultValue={loaderData.me}>
              <Options
                options={loaderData.staff.map((person) => ({
                  value: person.id,
                  label: person.id === loaderData.me ? `${person.name} (você)` : person.name,
                }))}
              />
            </select>
          </Field>
        </div>
        <div className="grid gap-5 sm:grid-cols-[2fr_1fr]">
          <TextField
            label="Próxima ação"
            name="nextAction"
            error={errors?.nextAction}
            maxLength={NEXT_ACTION_MAX}
            placeholder="Ex.: ligar com a cotação"
          />
          <Field {...fieldOf("nextActionAt", "Até o dia")}>
            <input id="nextActionAt" name="nextActionAt" type="date" required min={today} className="field" />
          </Field>
        </div>
        <FormMessage tone="error" message={server && !server.ok ? server.message : undefined} />
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Cadastrando…" : "Cadastrar oportunidade"}
          </button>
          <Link to={href("/employee-portal/leads")} className="btn btn-ghost">
            Cancelar
          </Link>
        </div>
      </Form>
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
