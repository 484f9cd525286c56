import { requireAdmin } from "~/.server/accounts";
import { currentContent } from "~/.server/content";
import { exportLeadsCsv, leadPeriod } from "~/.server/leads";
import { appOf } from "~/.server/platform";
import { periodKeyOf } from "~/lib/lead-indicator-labels";
import type { Route } from "./+types/lead-indicators-csv";

/**
 * The leads created in the indicators' period, as a spreadsheet for admins (decision 043): the same
 * `?periodo=` as the screen, every download written to the audit log (the period and how many
 * leads). The file holds personal data: no-store like every staff response, never cached.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  const { site, products } = currentContent();
  const period = leadPeriod(
    periodKeyOf(new URL(request.url).searchParams.get("periodo")),
    site.businessHours.timeZone,
  );
  const titles = new Map(products.map((p) => [p.slug, p.title]));
  const { csv } = await exportLeadsCsv(
    app.db,
    user.id,
    period,
    site.businessHours.timeZone,
    (slug) => titles.get(slug) ?? slug,
  );
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="oportunidades-${period.firstDay}-a-${period.lastDay}.csv"`,
    },
  });
}
