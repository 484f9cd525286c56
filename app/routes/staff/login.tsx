import { Form, Link } from "react-router";
import { StaffCard, TextField } from "~/components/staff-card";
import { staffMeta } from "~/lib/staff-meta";

export const meta = () => staffMeta("Acesso dos colaboradores");

export default function StaffLogin() {
  return (
    <StaffCard title="Acesso dos colaboradores" intro="Entre com o e-mail e a senha cadastrados.">
      <Form method="post" className="space-y-5">
        <TextField label="Login" name="email" type="email" autoComplete="username" />
        <TextField label="Senha" name="password" type="password" autoComplete="current-password" />
        <button type="submit" className="btn btn-primary w-full">
          Entrar
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
