import { Form, Link } from "react-router";
import { StaffCard, TextField } from "~/components/staff-card";
import { staffMeta } from "~/lib/staff-meta";

export const meta = () => staffMeta("Recuperar senha");

export default function ForgotPassword() {
  return (
    <StaffCard
      title="Recuperar senha"
      intro="Informe o seu e-mail para receber o link de redefinição de senha."
    >
      <Form method="post" className="space-y-5">
        <TextField label="E-mail" name="email" type="email" autoComplete="email" />
        <button type="submit" className="btn btn-primary w-full">
          Enviar
        </button>
        <Link to="/access/employees" className="btn btn-ghost w-full">
          Voltar
        </Link>
      </Form>
    </StaffCard>
  );
}
