import { href, Link } from "react-router";
import { resetPasswordFromForm, usableResetToken } from "~/.server/accounts";
import { appOf, formAction, requestOf, succeeded } from "~/.server/platform";
import { TextField } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { useIsPending } from "~/components/forms/use-is-pending";
import { StaffCard, StaffCardForm } from "~/components/staff-card";
import { MESSAGES, PASSWORD_MIN } from "~/lib/staff-schemas";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/reset-password";

export const meta = staffMeta("Nova senha");

/** The token from the link when it can still be used; the page says so otherwise. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return { token: await usableResetToken(appOf(context), token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  return formAction(request, MESSAGES.passwordChangeFailed, async (form) => {
    await resetPasswordFromForm(app, form, requestOf(context).clientAddress);
    return succeeded(MESSAGES.passwordChanged);
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useIsPending();
  if (actionData?.ok) {
    return (
      <StaffCard title="Senha redefinida">
        <FormMessage tone="success" message={actionData.message} />
        <Link to={href("/access/employees")} className="btn btn-primary mt-6 w-full">
          Entrar com a nova senha
        </Link>
      </StaffCard>
    );
  }
  if (!loaderData.token) {
    return (
      <StaffCard title="Link inválido">
        <FormMessage tone="error" message={MESSAGES.invalidResetToken} />
        <Link to={href("/access/employees/forgot-password")} className="btn btn-primary mt-6 w-full">
          Solicitar novo link
        </Link>
      </StaffCard>
    );
  }
  return (
    <StaffCard title="Defina a nova senha" intro="A senha deve conter no mínimo 6 caracteres.">
      <StaffCardForm error={actionData?.message}>
        <input type="hidden" name="token" value={loaderData.token} />
        <TextField
          label="Nova senha"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
        />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          Salvar nova senha
        </button>
        <Link to={href("/access/employees")} className="btn btn-ghost w-full">
          Voltar
        </Link>
      </StaffCardForm>
    </StaffCard>
  );
}
