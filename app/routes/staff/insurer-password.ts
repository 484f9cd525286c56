import { href, redirect } from "react-router";
import { appOf } from "~/.server/app-context";
import { requireUser } from "~/.server/auth";
import { ACTION_FAILED, formAction } from "~/.server/form-result";
import { revealInsurerPassword } from "~/.server/insurer-actions";
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
