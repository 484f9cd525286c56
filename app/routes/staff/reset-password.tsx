import { Form, Link } from "react-router";
import { StaffCard, TextField } from "~/components/staff-card";
import { staffMeta } from "~/lib/staff-meta";

export const meta = () => staffMeta("Nova senha");

export default function ResetPassword() {
  return (
    <StaffCard title="Defina a nova senha" intro="A senha deve conter no mínimo 6 caracteres.">
      <Form method="post" className="space-y-5">
        <TextField label="Nova senha" name="password" type="password" autoComplete="new-password" />
        <button type="submit" className="btn btn-primary w-full">
          Salvar nova senha
        </button>
        <Link to="/access/employees" className="btn btn-ghost w-full">
          Voltar
        </Link>
      </Form>
    </StaffCard>
  );
}
