import { requireAdmin } from "~/.server/accounts";
import { renewalsToday } from "~/.server/book";
import { todayDesk } from "~/.server/leads";
import { appOf } from "~/.server/platform";
import { adminAttention } from "~/.server/staff";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffMenu, staffDestinations } from "~/components/staff-menu";
import { staffMeta } from "~/staff-meta";
import type { Route } from "./+types/admin-menu";

export const meta = staffMeta("Menu do administrador");

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  const [attention, today, renewals] = await Promise.all([
    adminAttention(app),
    todayDesk(app, user),
    renewalsToday(app, user),
  ]);
  return { email: user.email, attention, today, renewals };
}

export default function AdminMenu({ loaderData }: Route.ComponentProps) {
  return (
    <StaffMenu
      title="Menu do administrador"
      email={loaderData.email}
      attention={loaderData.attention}
      today={loaderData.today}
      renewals={loaderData.renewals}
      // The spec's three buttons, then the launch checklist (issue 25).
      links={[
        staffDestinations.users,
        staffDestinations.messages,
        staffDestinations.portal,
        staffDestinations.launch,
      ]}
    />
  );
}

/** Expected refusals and failures of this screen, in the staff area's own words. */
export const ErrorBoundary = StaffErrorBoundary;
