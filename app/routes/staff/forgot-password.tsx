import { href } from "react-router";
import { requestPasswordReset } from "~/.server/accounts";
import { appOf, formAction, parseInput, requestOf } from "~/.server/platform";
import { TextField } from "~/components/forms/fields";
import { FormActions, SentModal } from "~/components/forms/form-actions";
import { useIsPending } from "~/components/forms/use-is-pending";
import { StaffCard, StaffCardForm } from "~/components/staff-card";
import { forgotPasswordSchema, MESSAGES } from "~/lib/staff-schemas";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/forgot-password";

export const meta = staffMeta("Recuperar senha");

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  return formAction(request, MESSAGES.forgotFailed, async (form) => {
    const { email } = parseInput(forgotPasswordSchema, form);
    await requestPasswordReset(app, { email, clientAddress: requestOf(context).clientAddress });
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useIsPending();
  return (
    <StaffCard
      title="Recuperar senha"
      intro="Informe o e-mail cadastrado: enviaremos um link para você criar uma nova senha."
    >
      <StaffCardForm error={actionData?.ok ? undefined : actionData?.message}>
        <TextField label="E-mail" name="email" type="email" autoComplete="email" />
        <FormActions busy={busy} label="Enviar" busyLabel="Enviando…" back={href("/access/employees")} />
      </StaffCardForm>
      <SentModal open={actionData?.ok === true} title="E-mail enviado">
        Enviamos um e-mail com o link para redefinir a sua senha. O link vale por 1 hora.
      </SentModal>
    </StaffCard>
  );
}
