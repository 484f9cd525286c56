import { redirect } from "react-router";
import { endSession, LOGIN_PATH } from "~/.server/auth";
import type { Route } from "./+types/logout";

/** Ends the session (the confirmation was asked by LogoutControl) and returns to the login. */
export async function action({ request }: Route.ActionArgs) {
  return redirect(LOGIN_PATH, { headers: { "Set-Cookie": await endSession(request) } });
}

/** A GET never logs out (a link or prefetch must not end a session): back to the login or menu. */
export const loader = () => redirect(LOGIN_PATH);
