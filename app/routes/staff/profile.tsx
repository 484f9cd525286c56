import { useEffect, useState } from "react";
import { Form, href, Link, redirect } from "react-router";
import { afterSignIn, requireProfileAllowed, saveOwnProfile } from "~/.server/accounts";
import { appOf, formAction, Refusal, succeeded } from "~/.server/platform";
import { checkBeforeSubmit } from "~/components/forms/check-before-submit";
import { Field, PhoneInput } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { RedirectToField } from "~/components/forms/redirect-to-field";
import { useIsPending } from "~/components/forms/use-is-pending";
import { LogoutControl } from "~/components/logout-control";
import { StaffCard } from "~/components/staff-card";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import type { FormResult } from "~/lib/form-result";
import { REDIRECT_PARAM } from "~/lib/safe-redirect";
import { PROFILE_MESSAGES, profileSchema } from "~/lib/staff-schemas";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/profile";

export const meta = staffMeta("Seu nome para os clientes");

/**
 * The name and phone clients see in the desk's e-mails and WhatsApp texts (decision 064): the one
 * screen a session reaches while its account has no name, and the person's own place to change
 * them later (linked from the portal).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user, stage } = await requireProfileAllowed(app, request);
  return { required: stage === "profile", name: user.name ?? "", phone: user.phone ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user, stage } = await requireProfileAllowed(app, request);
  return formAction(request, PROFILE_MESSAGES.failed, async (form) => {
    if (form.intent !== "save") throw new Refusal("Ação desconhecida.");
    await saveOwnProfile(app, user.id, form);
    // The first time, on to the page the login was on its way to (or the menu); later, stay here.
    if (stage === "profile") return redirect(afterSignIn(user, form[REDIRECT_PARAM]));
    return succeeded(PROFILE_MESSAGES.saved);
  });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  const server = actionData as FormResult | undefined;
  const [errors, setErrors] = useState<Record<string, string> | undefined>();
  useEffect(() => setErrors(server?.fields), [server]);
  const busy = useIsPending();
  const fieldOf = (name: "name" | "phone", label: string) => ({
    label,
    htmlFor: name,
    error: errors?.[name],
  });
  return (
    <StaffCard
      title="Como os clientes veem você"
      intro={
        loaderData.required
          ? PROFILE_MESSAGES.required
          : "O nome e o telefone que os clientes veem nos e-mails e nas mensagens de WhatsApp."
      }
    >
      <Form
        method="post"
        noValidate
        className="space-y-5"
        // A field's refusal goes once the person edits it: a corrected field does not stay red.
        onChange={(event) => {
          // A change event bubbles up from the field that changed.
          const { name } = event.target as unknown as HTMLInputElement;
          if (errors?.[name]) setErrors({ ...errors, [name]: "" });
        }}
        // The server's schema, checked here first: an empty name is said at once, in place.
        onSubmit={(event) => checkBeforeSubmit(event, profileSchema, setErrors)}
      >
        <FormMessage tone={server?.ok ? "success" : "error"} message={server?.message} />
        <p className="text-muted">
          Eles aparecem na assinatura dos e-mails e na apresentação do WhatsApp (“Aqui é…”), no lugar do seu
          e-mail de acesso.
        </p>
        <input type="hidden" name="intent" value="save" />
        <RedirectToField />
        <Field {...fieldOf("name", "Seu nome")}>
          <input
            id="name"
            name="name"
            required
            maxLength={120}
            autoComplete="name"
            defaultValue={loaderData.name}
            className="field"
          />
        </Field>
        <Field {...fieldOf("phone", "Seu telefone de trabalho (com DDD)")}>
          <PhoneInput id="phone" name="phone" autoComplete="tel" defaultValue={loaderData.phone} required />
        </Field>
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? "Salvando…" : loaderData.required ? "Salvar e continuar" : "Salvar"}
        </button>
      </Form>
      <div className="mt-6 flex flex-wrap gap-3">
        {loaderData.required ? (
          <LogoutControl />
        ) : (
          <Link to={href("/employee-portal")} className="btn btn-ghost">
            Voltar ao portal
          </Link>
        )}
      </div>
    </StaffCard>
  );
}

/** Expected refusals and failures of this screen, in the staff area's own words. */
export const ErrorBoundary = StaffErrorBoundary;
