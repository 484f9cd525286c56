import { requireUser } from "~/.server/accounts";
import { renewalsToday } from "~/.server/book";
import { todayDesk } from "~/.server/leads";
import { appOf } from "~/.server/platform";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffMenu, staffDestinations } from "~/components/staff-menu";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/main-menu";

export const meta = staffMeta("Menu do colaborador");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireUser(app, request);
  const [today, renewals] = await Promise.all([todayDesk(app, user), renewalsToday(app, user)]);
  return { email: user.email, isAdmin: user.role === "admin", today, renewals };
}

export default function MainMenu({ loaderData }: Route.ComponentProps) {
  return (
    <StaffMenu
      title="Área do colaborador"
      email={loaderData.email}
      today={loaderData.today}
      renewals={loaderData.renewals}
      links={
        loaderData.isAdmin ? [staffDestinations.portal, staffDestinations.users] : [staffDestinations.portal]
      }
    />
  );
}

/** Expected refusals and failures of this screen, in the staff area's own words. */
export const ErrorBoundary = StaffErrorBoundary;
