import { Outlet, type ShouldRevalidateFunction } from "react-router";
import { getSession } from "~/.server/accounts";
import { currentContent } from "~/.server/content";
import { unseenLeads } from "~/.server/leads";
import { appOf } from "~/.server/platform";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import type { ShellPerson } from "~/components/staff-navigation";
import { StaffShell } from "~/components/staff-shell";
import { useSiteDetails } from "~/root-data";
import type { Route } from "./+types/staff-shell";

/**
 * The staff shell's data: the brokerage's name as saved now, who is signed in and the leads new
 * to them. Unlike the root loader this one runs again after every action, so a new name saved in
 * "Dados da corretora" or a login/logout shows in the top bar at once. It guards nothing: each
 * screen guards itself.
 */
/** A lead's page (its data request too): the lead it shows is seen by the person opening it. */
const LEAD_PAGE = /^\/employee-portal\/leads\/([0-9a-f-]{36})(?:\.data)?$/i;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const staff = await getSession(app, request);
  const ready = staff?.stage === "ready" ? staff.user : null;
  const person: ShellPerson | null = ready
    ? { display: ready.name?.trim() || ready.email, email: ready.email, role: ready.role }
    : null;
  const { name, logo } = currentContent().site;
  // The leads new to the person: a badge on Oportunidades and a notice (issue 41).
  const viewing = LEAD_PAGE.exec(new URL(request.url).pathname)?.[1];
  const unseen = ready ? await unseenLeads(app, ready.id, viewing) : null;
  return { brand: { name, logo }, person, unseen };
}

/**
 * Again on every staff page, not only after actions: the count of leads new to the person follows
 * what they open ("Hoje" → a lead → the badge is gone) and what others hand them meanwhile.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;

export default function StaffShellRoute({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell brand={loaderData.brand} person={loaderData.person} unseen={loaderData.unseen}>
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
