import { Form, Link, useNavigate, useNavigation } from "react-router";
import { failed, readForm, succeeded } from "~/.server/form-result";
import { parseInput } from "~/.server/refusal";
import { services } from "~/.server/services";
import { signUp } from "~/.server/users";
import { Modal } from "~/components/modal";
import { FormMessage, StaffCard, TextField } from "~/components/staff-card";
import { staffMeta } from "~/lib/staff-meta";
import { MESSAGES, PASSWORD_MIN, registerSchema } from "~/lib/staff-schemas";
import type { Route } from "./+types/register";

export const meta = () => staffMeta("Cadastro de colaborador");

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const { email, password } = parseInput(registerSchema, await readForm(request));
    await signUp(services().database, { email, password, clientAddress: context.clientAddress });
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
