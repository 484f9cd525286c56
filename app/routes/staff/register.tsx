import { Form, Link, useNavigate, useNavigation } from "react-router";
import { failed, invalid, readForm, succeeded } from "~/.server/form-result";
import { consume } from "~/.server/rate-limit";
import { services } from "~/.server/services";
import { registerUser } from "~/.server/users";
import { Modal } from "~/components/modal";
import { FormMessage, StaffCard, TextField } from "~/components/staff-card";
import { staffMeta } from "~/lib/staff-meta";
import { MESSAGES, PASSWORD_MIN, registerSchema } from "~/lib/staff-schemas";
import type { Route } from "./+types/register";

export const meta = () => staffMeta("Cadastro de colaborador");

export async function action({ request, context }: Route.ActionArgs) {
  const parsed = registerSchema.safeParse(await readForm(request));
  if (!parsed.success) return invalid(parsed.error);
  const { database } = services();
  try {
    await consume(database, "register", context.clientAddress);
    await registerUser(database.db, parsed.data.email, parsed.data.password);
    return succeeded();
  } catch (error) {
    return failed(error, MESSAGES.registerFailed);
  }
}

export default function StaffRegister({ actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  return (
    <StaffCard
      title="Cadastro de colaborador"
      intro="Depois do cadastro, um administrador precisa aprovar o seu acesso."
    >
      <Form method="post" className="space-y-5">
        <FormMessage tone="error" message={actionData?.ok ? undefined : actionData?.message} />
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
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? "Enviando…" : "Cadastrar"}
        </button>
        <Link to="/access/employees" className="btn btn-ghost w-full">
          Voltar
        </Link>
      </Form>
      <Modal
        open={actionData?.ok === true}
        title="Cadastro enviado"
        tone="success"
        onDismiss={() => navigate("/")}
      >
        <p className="text-muted">
          Seu cadastro foi enviado para aprovação do administrador. Você poderá entrar assim que ele for
          aprovado.
        </p>
        <Link to="/" className="btn btn-primary mt-6 w-full">
          Fechar
        </Link>
      </Modal>
    </StaffCard>
  );
}
