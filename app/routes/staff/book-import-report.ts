import { invariantResponse } from "@epic-web/invariant";
import { requireAdmin } from "~/.server/accounts";
import { importReportCsv, RUN_NOT_FOUND } from "~/.server/book";
import { appOf } from "~/.server/platform";
import type { Route } from "./+types/book-import-report";

/**
 * An import run's report per row as a spreadsheet (decision 068): line, outcome, reason, insurer
 * and policy number, no client data. No-store like every staff response.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  const report = await importReportCsv(app.db, params.id);
  invariantResponse(report, RUN_NOT_FOUND, { status: 404 });
  return new Response(report.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${report.fileName}"`,
    },
  });
}
