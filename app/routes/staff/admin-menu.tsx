import { href } from "react-router";
import { requireAdmin } from "~/.server/auth";
import { StaffMenu } from "~/components/staff-menu";
import { staffMeta } from "~/lib/staff-meta";
import type { Route } from "./+types/admin-menu";

export const meta = () => staffMeta("Menu do administrador");

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request);
  return { email: user.email };
}

export default function AdminMenu({ loaderData }: Route.ComponentProps) {
  return (
    <StaffMenu
      title="Menu do administrador"
      email={loaderData.email}
      links={[
        {
          to: href("/admin-portal"),
          label: "Administração de usuários",
          hint: "Aprovar, editar e excluir acessos",
        },
        {
          to: href("/admin-portal/messages"),
          label: "Mensagens do site",
          hint: "Contatos recebidos pelo formulário",
        },
        {
          to: href("/employee-portal"),
          label: "Portal do Colaborador",
          hint: "Guias, contatos e dados das seguradoras",
        },
      ]}
    />
  );
}
