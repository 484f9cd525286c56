import { href } from "react-router";
import { signUp } from "~/.server/accounts";
import { appOf, formAction, parseInput, requestOf } from "~/.server/platform";
import { TextField } from "~/components/forms/fields";
import { FormActions, SentModal } from "~/components/forms/form-actions";
import { useIsPending } from "~/components/forms/use-is-pending";
import { StaffCard, StaffCardForm } from "~/components/staff-card";
import { MESSAGES, PASSWORD_MIN, registerSchema } from "~/lib/staff-schemas";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/register";

export const meta = staffMeta("Cadastro de colaborador");

export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  return formAction(request, MESSAGES.registerFailed, async (form) => {
    const { email, password } = parseInput(registerSchema, form);
    await signUp(app, { email, password, clientAddress: requestOf(context).clientAddress });
  });
}

export default function StaffRegister({ actionData }: Route.ComponentProps) {
  const busy = useIsPending();
  return (
    <StaffCard
      title="Cadastro de colaborador"
      intro="Depois do cadastro, um administrador precisa aprovar o seu acesso."
    >
      <StaffCardForm error={actionData?.ok ? undefined : actionData?.message}>
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          error={actionData?.fields?.email}
        />
        <TextField
          label="Senha"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          error={actionData?.fields?.password}
        />
        <FormActions busy={busy} label="Cadastrar" busyLabel="Enviando…" back={href("/access/employees")} />
      </StaffCardForm>
      <SentModal open={actionData?.ok === true} title="Cadastro enviado">
        Seu cadastro foi enviado para aprovação do administrador. Você poderá entrar assim que ele for
        aprovado.
      </SentModal>
    </StaffCard>
  );
}
