import { redirect } from "react-router";
import { STAFF_AREA } from "~/private-areas";
import type { App } from "../app-context";
import { signedCookie } from "./signed-cookie";

/**
 * The one-time message an admin screen shows after an action ("Usuário excluído."): the action
 * redirects with it in a short-lived signed cookie, the admin layout's loader reads it once and
 * clears it, so a reload or a shared address never shows it again. A minute is enough to follow
 * the redirect.
 */
const flashCookie = signedCookie(`${STAFF_AREA.cookiePrefix}flash`, 60);

/** A redirect whose next page shows `message` once. */
export async function redirectWithFlash(app: App, to: string, message: string): Promise<Response> {
  return redirect(to, { headers: { "Set-Cookie": await flashCookie(app.env).serialize(message) } });
}

/** The message waiting for this request, if any, and the Set-Cookie header that clears it. */
export async function takeFlash(
  app: App,
  request: Request,
): Promise<{ message?: string; headers?: HeadersInit }> {
  const cookie = flashCookie(app.env);
  const message: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof message !== "string") return {};
  return {
    message,
    headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0, expires: new Date(0) }) },
  };
}
