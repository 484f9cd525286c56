import { Form, Link } from "react-router";
import { StaffCard, TextField } from "~/components/staff-card";
import { staffMeta } from "~/lib/staff-meta";

export const meta = () => staffMeta("Cadastro de colaborador");

export default function StaffRegister() {
  return (
    <StaffCard
      title="Cadastro de colaborador"
      intro="Depois do cadastro, um administrador precisa aprovar o seu acesso."
    >
      <Form method="post" className="space-y-5">
        <TextField label="E-mail" name="email" type="email" autoComplete="email" />
        <TextField label="Senha" name="password" type="password" autoComplete="new-password" />
        <button type="submit" className="btn btn-primary w-full">
          Cadastrar
        </button>
        <Link to="/access/employees" className="btn btn-ghost w-full">
          Voltar
        </Link>
      </Form>
    </StaffCard>
  );
}
