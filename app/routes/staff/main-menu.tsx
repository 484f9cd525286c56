import { requireUser } from "~/.server/auth";
import { StaffMenu, staffDestinations } from "~/components/staff-menu";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/main-menu";

export const meta = staffMeta("Menu do colaborador");

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireUser(request);
  return { email: user.email, isAdmin: user.role === "admin" };
}

export default function MainMenu({ loaderData }: Route.ComponentProps) {
  return (
    <StaffMenu
      title="Área do colaborador"
      email={loaderData.email}
      links={
        loaderData.isAdmin ? [staffDestinations.portal, staffDestinations.users] : [staffDestinations.portal]
      }
    />
  );
}
