import { href, redirect } from "react-router";
import { requireUser } from "~/.server/accounts";
import { revealInsurerPassword } from "~/.server/insurers";
import { ACTION_FAILED, appOf, formAction } from "~/.server/platform";
import type { Route } from "./+types/insurer-password";

/**
 * An insurer portal password, for approved staff who press "Mostrar senha": a POST of its own
 * (never in the portal's HTML or data), answered with no-store like every staff response, and
 * written to the audit log (who, which insurer, when).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const app = appOf(context);
  const { user } = await requireUser(app, request);
  return formAction(request, ACTION_FAILED, async (form) => ({
    ok: true as const,
    password: await revealInsurerPassword(app, user.id, params.insurer, form),
  }));
}

/** Opened by address, it leads to the portal (a GET never reveals anything). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireUser(app, request);
  return redirect(href("/employee-portal"));
}
