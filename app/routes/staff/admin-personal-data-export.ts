import { href, redirect } from "react-router";
import { requireAdmin } from "~/.server/accounts";
import { ACTION_FAILED, appOf, formAction } from "~/.server/platform";
import { exportPerson } from "~/.server/privacy";
import type { Route } from "./+types/admin-personal-data-export";

/**
 * A person's data as a JSON file (LGPD art. 18, access and portability), for admins: a POST, so
 * the e-mail or phone never sits in an address, and no-store, so no browser or proxy keeps the
 * file; written to the audit log with counts only. The file's name holds no personal data.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireAdmin(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    const document = await exportPerson(app, user.id, form);
    const day = document.geradoEm.slice(0, 10);
    return new Response(`${JSON.stringify(document, null, 2)}\n`, {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Disposition": `attachment; filename="dados-pessoais-${day}.json"`,
        "Cache-Control": "no-store",
      },
    });
  });
}

/** Opened by address, it leads to the screen (a GET never exports anything). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireAdmin(app, request);
  return redirect(href("/admin-portal/personal-data"));
}
