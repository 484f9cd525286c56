import { requireUser } from "~/.server/auth";
import { StaffMenu } from "~/components/staff-menu";
import { staffMeta } from "~/lib/staff-meta";
import type { Route } from "./+types/main-menu";

export const meta = () => staffMeta("Menu do colaborador");

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  return { email: user.email, isAdmin: user.role === "admin" };
}

export default function MainMenu({ loaderData }: Route.ComponentProps) {
  return (
    <StaffMenu
      title="Área do colaborador"
      email={loaderData.email}
      links={[
        {
          to: "/employee-portal",
          label: "Portal do Colaborador",
          hint: "Guias, contatos e dados das seguradoras",
        },
        ...(loaderData.isAdmin
          ? [
              {
                to: "/admin-portal",
                label: "Administração de usuários",
                hint: "Aprovar, editar e excluir acessos",
              },
            ]
          : []),
      ]}
    />
  );
}
