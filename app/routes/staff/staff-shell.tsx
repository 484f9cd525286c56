import { Outlet } from "react-router";
import { getSession } from "~/.server/accounts";
import { currentContent } from "~/.server/content";
import { appOf } from "~/.server/platform";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import type { ShellPerson } from "~/components/staff-navigation";
import { StaffShell } from "~/components/staff-shell";
import { useSiteDetails } from "~/root-data";
import type { Route } from "./+types/staff-shell";

/**
 * The staff shell's data: the brokerage's name as saved now and who is signed in. Unlike the
 * root loader this one runs again after every action, so a new name saved in "Dados da corretora"
 * or a login/logout shows in the top bar at once. It guards nothing: each screen guards itself.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await getSession(appOf(context), request);
  const person: ShellPerson | null =
    staff?.stage === "ready"
      ? {
          display: staff.user.name?.trim() || staff.user.email,
          email: staff.user.email,
          role: staff.user.role,
        }
      : null;
  const { name, logo } = currentContent().site;
  return { brand: { name, logo }, person };
}

export default function StaffShellRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell brand={loaderData.brand} person={loaderData.person}>
      <Outlet />
    </StaffShell>
  );
}

/** The shell's own data failed (the database is down): the brokerage from the page, no one signed in. */
export function ErrorBoundary() {
  const site = useSiteDetails();
  return (
    <StaffShell brand={site} person={null}>
      <StaffErrorBoundary />
    </StaffShell>
  );
}
