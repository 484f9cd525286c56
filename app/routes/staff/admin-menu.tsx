import { requireAdmin } from "~/.server/auth";
import { StaffMenu, staffDestinations } from "~/components/staff-menu";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-menu";

export const meta = staffMeta("Menu do administrador");

export async function loader({ request }: Route.LoaderArgs) {
  const { user } = await requireAdmin(request);
  return { email: user.email };
}

export default function AdminMenu({ loaderData }: Route.ComponentProps) {
  return (
    <StaffMenu
      title="Menu do administrador"
      email={loaderData.email}
      links={[staffDestinations.users, staffDestinations.messages, staffDestinations.portal]}
    />
  );
}
