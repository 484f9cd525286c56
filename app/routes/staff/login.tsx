import { Form, Link, redirect, useNavigation } from "react-router";
import { getStaff, landingPath, signIn } from "~/.server/auth";
import { failed, readForm } from "~/.server/form-result";
import { parseInput } from "~/.server/refusal";
import { services } from "~/.server/services";
import { FormMessage, StaffCard, TextField } from "~/components/staff-card";
import { staffMeta } from "~/lib/staff-meta";
import { loginSchema, MESSAGES } from "~/lib/staff-schemas";
import type { Route } from "./+types/login";

export const meta = () => staffMeta("Acesso dos colaboradores");

/** Already signed in: go straight to the right menu. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await getStaff(request);
  if (staff) throw redirect(landingPath(staff.user));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const { email, password } = parseInput(loginSchema, await readForm(request));
    const { database } = services();
    const { landing, cookie } = await signIn(database, {
      email,
      password,
      clientAddress: context.clientAddress,
    });
    return redirect(landing, { headers: { "Set-Cookie": cookie } });
  } catch (error) {
    return failed(error, MESSAGES.loginFailed);
  }
}

export default function StaffLogin({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <StaffCard title="Acesso dos colaboradores" intro="Entre com o e-mail e a senha cadastrados.">
      <Form method="post" className="space-y-5">
        <FormMessage tone="error" message={actionData?.message} />
        <TextField label="Login" name="email" type="email" autoComplete="username" />
        <TextField label="Senha" name="password" type="password" autoComplete="current-password" />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? "Entrando…" : "Entrar"}
        </button>
        <Link to="/" className="btn btn-ghost w-full">
          Voltar
        </Link>
      </Form>
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link
          to="/access/employees/forgot-password"
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          Esqueci minha senha
        </Link>
        <Link
          to="/access/employees/register"
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          Ainda não tem cadastro? Cadastre-se
        </Link>
      </div>
    </StaffCard>
  );
}
