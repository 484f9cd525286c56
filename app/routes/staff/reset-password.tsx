import { Form, href, Link } from "react-router";
import { formAction, succeeded } from "~/.server/form-result";
import { isResetTokenValid, resetPassword } from "~/.server/password-reset";
import { consume } from "~/.server/rate-limit";
import { parseInput } from "~/.server/refusal";
import { services } from "~/.server/services";
import { TextField } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { useIsPending } from "~/components/forms/use-is-pending";
import { StaffCard } from "~/components/staff-card";
import { staffMeta } from "~/lib/staff-meta";
import { MESSAGES, PASSWORD_MIN, resetPasswordSchema } from "~/lib/staff-schemas";
import type { Route } from "./+types/reset-password";

export const meta = staffMeta("Nova senha");

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const valid =
    token.length >= 16 && token.length <= 200 && (await isResetTokenValid(services().database.db, token));
  return { token: valid ? token : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(request, MESSAGES.passwordChangeFailed, async (form) => {
    const { database, kickOutbox } = services();
    // Every attempt counts, a bad token too: guessing links or forcing hashes has a price.
    await consume(database, "resetPassword", context.clientAddress);
    // A bad token's message comes first (the schema puts it there).
    const { token, password } = parseInput(resetPasswordSchema, form);
    await resetPassword(database.db, token, password);
    kickOutbox(); // the "senha alterada" notice
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
      <Form method="post" className="space-y-5">
        <FormMessage tone="error" message={actionData?.message} />
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
      </Form>
    </StaffCard>
  );
}
