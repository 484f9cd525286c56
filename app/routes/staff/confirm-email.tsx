import { href, Link } from "react-router";
import { confirmEmailFromForm, usableConfirmation } from "~/.server/accounts";
import { appOf, formAction, requestOf, succeeded } from "~/.server/platform";
import { TextField } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { useIsPending } from "~/components/forms/use-is-pending";
import { StaffCard, StaffCardForm } from "~/components/staff-card";
import { CONFIRM_MESSAGES } from "~/lib/staff-schemas";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/confirm-email";

export const meta = staffMeta("Confirmar e-mail");

/**
 * The link mailed at registration opens this page: it only shows the button (a GET changes
 * nothing: mail clients' link scanners follow links); the button's POST confirms.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { link: await usableConfirmation(appOf(context), token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  return formAction(request, CONFIRM_MESSAGES.failed, async (form) => {
    await confirmEmailFromForm(app, form, requestOf(context).clientAddress);
    return succeeded(CONFIRM_MESSAGES.confirmed);
  });
}

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useIsPending();
  const back = (
    <Link to={href("/access/employees")} className="btn btn-ghost mt-3 w-full">
      Ir para o acesso dos colaboradores
    </Link>
  );
  if (actionData?.ok) {
    return (
      <StaffCard title="E-mail confirmado">
        <FormMessage tone="success" message={actionData.message} />
        <p className="mt-4 text-muted">
          Agora o administrador sabe que este e-mail é seu. Você poderá entrar assim que o seu cadastro for
          aprovado.
        </p>
        {back}
      </StaffCard>
    );
  }
  if (!loaderData.link) {
    return (
      <StaffCard title="Link inválido">
        <FormMessage tone="error" message={CONFIRM_MESSAGES.invalidLink} />
        {back}
      </StaffCard>
    );
  }
  return (
    <StaffCard
      title="Confirmar e-mail"
      intro="Confirme que este e-mail é seu e que foi você quem se cadastrou, para que o administrador possa aprovar o seu cadastro."
    >
      {/* A wrong password is said on its field, not twice. */}
      <StaffCardForm error={actionData?.fields?.password ? undefined : actionData?.message}>
        <p className="break-all font-bold text-navy-900">{loaderData.link.email}</p>
        <input type="hidden" name="token" value={loaderData.link.token} />
        {/* The registrant's own password (security review 3, L-4): reading the inbox is not enough. */}
        <TextField
          label="Senha escolhida no cadastro"
          name="password"
          type="password"
          autoComplete="current-password"
          error={actionData?.fields?.password}
        />
        <p className="text-sm text-muted">
          Não foi você quem se cadastrou? Não confirme: feche esta página. Sem a senha do cadastro, ninguém
          confirma este e-mail.
        </p>
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          Confirmar meu e-mail
        </button>
      </StaffCardForm>
    </StaffCard>
  );
}
