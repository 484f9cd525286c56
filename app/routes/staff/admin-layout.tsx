import { data, href, Link, Outlet, useMatches } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { appOf, takeFlash } from "~/.server/platform";
import { FormMessage } from "~/components/forms/form-message";
import { StaffErrorBoundary } from "~/components/staff-error-boundary";
import { StaffAreaTabs } from "~/components/staff-shell";
import type { Route } from "./+types/admin-layout";

/**
 * What an admin screen puts in the shared heading area, as its route `handle`. A screen without
 * one (a single message, whose title is its subject) starts after its area's tabs, if any. The areas
 * themselves are in the staff shell's navigation (components/staff-shell.tsx).
 */
export interface AdminScreenHandle {
  heading?: string;
  /** A link to the collaborator portal next to "Voltar". */
  portalLink?: boolean;
}

// Guarded here too: the screens' loaders run in parallel with this one, each guards itself.
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  const { message, headers } = await takeFlash(app, request);
  return data({ flash: message ?? null }, { headers });
}

/** Every navigation reads the flash again, so a message never follows the admin to another screen. */
export const shouldRevalidate = () => true;

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const screen = useMatches().at(-1)?.handle as AdminScreenHandle | undefined;
  return (
    <section className="bg-surface">
      <div className="container-page py-8 sm:py-10">
        {/* The area's tabs first, as on the lead desk's own screens: they lead to the area's screens. */}
        <StaffAreaTabs className="mb-6" />
        {screen?.heading && (
          <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="eyebrow">Administração</p>
              <h1 className="mt-2 text-2xl font-extrabold text-navy-900 sm:text-3xl">{screen.heading}</h1>
            </div>
            <div className="flex flex-wrap gap-3">
              {screen.portalLink && (
                <Link to={href("/employee-portal")} className="btn btn-ghost">
                  Portal do Colaborador
                </Link>
              )}
              <Link to={href("/access/admin-menu")} className="btn btn-ghost">
                Voltar
              </Link>
            </div>
          </div>
        )}
        <div className="mt-6">
          <FormMessage tone="success" message={loaderData.flash ?? undefined} />
        </div>
        <Outlet />
      </div>
    </section>
  );
}

/** Expected refusals and failures of this screen, in the staff area's own words. */
export const ErrorBoundary = StaffErrorBoundary;
