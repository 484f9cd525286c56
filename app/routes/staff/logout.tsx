import { redirect } from "react-router";
import { endSession, LOGIN_PATH } from "~/.server/accounts";
import { appOf } from "~/.server/platform";
import type { Route } from "./+types/logout";

/** Ends the session (the confirmation was asked by LogoutControl) and returns to the login. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = appOf(context);
  return redirect(LOGIN_PATH, { headers: { "Set-Cookie": await endSession(app, request) } });
}

/** A GET never logs out (a link or prefetch must not end a session): back to the login or menu. */
export const loader = () => redirect(LOGIN_PATH);
