import { Form, Link, useNavigate, useNavigation } from "react-router";
import { failed, readForm, succeeded } from "~/.server/form-result";
import { requestPasswordReset } from "~/.server/password-reset";
import { parseInput } from "~/.server/refusal";
import { services } from "~/.server/services";
import { Modal } from "~/components/modal";
import { FormMessage, StaffCard, TextField } from "~/components/staff-card";
import { staffMeta } from "~/lib/staff-meta";
import { forgotPasswordSchema, MESSAGES } from "~/lib/staff-schemas";
import type { Route } from "./+types/forgot-password";

export const meta = () => staffMeta("Recuperar senha");

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const { email } = parseInput(forgotPasswordSchema, await readForm(request));
    await requestPasswordReset(services(), { email, clientAddress: context.clientAddress });
    return succeeded();
  } catch (error) {
    return failed(error, MESSAGES.forgotFailed);
  }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  return (
    <StaffCard
      title="Recuperar senha"
      intro="Informe o e-mail cadastrado: enviaremos um link para você criar uma nova senha."
    >
      <Form method="post" className="space-y-5">
        <FormMessage tone="error" message={actionData?.ok ? undefined : actionData?.message} />
        <TextField label="E-mail" name="email" type="email" autoComplete="email" />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? "Enviando…" : "Enviar"}
        </button>
        <Link to="/access/employees" className="btn btn-ghost w-full">
          Voltar
        </Link>
      </Form>
      <Modal
        open={actionData?.ok === true}
        title="E-mail enviado"
        tone="success"
        onDismiss={() => navigate("/")}
      >
        <p className="text-muted">
          Enviamos um e-mail com o link para redefinir a sua senha. O link vale por 1 hora.
        </p>
        <Link to="/" className="btn btn-primary mt-6 w-full">
          Fechar
        </Link>
      </Modal>
    </StaffCard>
  );
}
