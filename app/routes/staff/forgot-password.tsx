import { Form, Link, useNavigate, useNavigation } from "react-router";
import { failed, invalid, readForm, succeeded } from "~/.server/form-result";
import { sendMail } from "~/.server/mail";
import { createResetToken, withdrawResetToken } from "~/.server/password-reset";
import { consume } from "~/.server/rate-limit";
import { services } from "~/.server/services";
import { passwordResetMail } from "~/.server/staff-mail";
import { Modal } from "~/components/modal";
import { FormMessage, StaffCard, TextField } from "~/components/staff-card";
import { staffMeta } from "~/lib/staff-meta";
import { forgotPasswordSchema, MESSAGES } from "~/lib/staff-schemas";
import type { Route } from "./+types/forgot-password";

export const meta = () => staffMeta("Recuperar senha");

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = forgotPasswordSchema.safeParse(await readForm(request));
  if (!parsed.success) return invalid(parsed.error);
  const { database, env } = services();
  try {
    await consume(database, "forgotPassword", context.clientAddress);
    const { token, email } = await createResetToken(database.db, parsed.data.email);
    const link = `${env.siteUrl}/access/employees/reset-password?token=${encodeURIComponent(token)}`;
    try {
      await sendMail(passwordResetMail(email, link));
    } catch (error) {
      await withdrawResetToken(database.db, token);
      throw error;
    }
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
