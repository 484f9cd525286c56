import { data, href, redirect } from "react-router";
import { requireUser } from "~/.server/auth";
import { credentialsKey } from "~/.server/credentials";
import { readForm } from "~/.server/form-result";
import { revealPassword } from "~/.server/insurers";
import { Refusal } from "~/.server/refusal";
import { services } from "~/.server/services";
import type { Route } from "./+types/insurer-password";

/**
 * An insurer portal password, for approved staff who press "Mostrar senha": a POST of its own
 * (never in the portal's HTML or data), answered with no-store like every staff response, and
 * written to the audit log (who, which insurer, when).
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { user } = await requireUser(request);
  const { env, database } = services();
  const form = await readForm(request);
  if (form.intent !== "reveal") return data({ ok: false as const, message: "Ação desconhecida." }, 400);
  try {
    const password = await revealPassword(
      database.db,
      user.id,
      params.insurer,
      credentialsKey(env.credentialsKey),
    );
    return data({ ok: true as const, password });
  } catch (error) {
    if (error instanceof Refusal) return data({ ok: false as const, message: error.message }, error.status);
    throw error;
  }
}

/** Opened by address, it leads to the portal (a GET never reveals anything). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return redirect(href("/employee-portal"));
}
