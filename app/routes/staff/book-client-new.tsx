import { useEffect, useState } from "react";
import { Form, href, Link } from "react-router";
import { requireUser } from "~/.server/accounts";
import { createClient, NEW_CLIENT_DONE, newClientScreen } from "~/.server/book";
import { ACTION_FAILED, appOf, formAction, parseInput, Refusal, redirectWithFlash } from "~/.server/platform";
import { ClientFields, EMPTY_CLIENT } from "~/components/book-client-form";
import { BackToClients } from "~/components/book-parts";
import { checkBeforeSubmit } from "~/components/forms/check-before-submit";
import { FormMessage } from "~/components/forms/form-message";
import { useIsPending } from "~/components/forms/use-is-pending";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffAreaTabs } from "~/components/staff-shell";
import { clientSchema } from "~/lib/book-schemas";
import type { FormResult } from "~/lib/form-result";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/book-client-new";

export const meta = staffMeta("Novo cliente");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireUser(app, request);
  return newClientScreen(app.db, user);
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const staff = await requireUser(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    if (form.intent !== "create") throw new Refusal("Ação desconhecida.");
    const input = parseInput(clientSchema, form);
    const id = await createClient(app, staff, input);
    return redirectWithFlash(app, href("/employee-portal/clients/:id", { id }), NEW_CLIENT_DONE.create);
  });
}

/** A client entered by hand: the browser checks with the server's schema before sending. */
export default function NewClient({ loaderData, actionData }: Route.ComponentProps) {
  const server = actionData as FormResult | undefined;
  const [errors, setErrors] = useState<Record<string, string> | undefined>();
  useEffect(() => setErrors(server?.fields), [server]);
  const busy = useIsPending({ intent: "create" });
  const existing = server?.fields?.existingClientId;
  return (
    <section className="container-page max-w-3xl py-8 sm:py-12">
      <StaffAreaTabs className="mb-6" />
      <BackToClients />
      <h1 className="mt-4 text-3xl font-extrabold text-navy-900">Novo cliente</h1>
      <p className="mt-1 text-muted">Uma pessoa (CPF) ou uma empresa (CNPJ). Um cadastro por documento.</p>

      <Form
        method="post"
        noValidate
        className="mt-6 space-y-5 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-8"
        onSubmit={(event) => checkBeforeSubmit(event, clientSchema, setErrors)}
      >
        <input type="hidden" name="intent" value="create" />
        <ClientFields
          values={{ ...EMPTY_CLIENT, ownerId: loaderData.me }}
          errors={errors}
          staff={loaderData.staff}
          me={loaderData.me}
        />
        <FormMessage tone="error" message={server && !server.ok ? server.message : undefined} />
        {existing && (
          <p>
            <Link
              to={href("/employee-portal/clients/:id", { id: existing })}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              Abrir o cliente com este documento
            </Link>
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? "Cadastrando…" : "Cadastrar cliente"}
          </button>
          <Link to={href("/employee-portal/clients")} className="btn btn-ghost">
            Cancelar
          </Link>
        </div>
      </Form>
    </section>
  );
}

export const ErrorBoundary = StaffErrorBoundary;
