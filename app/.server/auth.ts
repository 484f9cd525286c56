import { setTimeout as sleep } from "node:timers/promises";
import { href, redirect } from "react-router";
import type { App } from "./app-context";
import type { DatabaseHandle } from "./db/database";
import { consume, count, LOGIN_DELAY, reset, spent } from "./rate-limit";
import { Refusal } from "./refusal";
import { createSession, deleteSessionByToken, SESSION_TTL_MS, userForToken } from "./sessions";
import { signedCookie } from "./signed-cookie";
import { authenticate, type User } from "./users";

/**
 * The staff session cookie: it holds only a random token (the database keeps its SHA-256), is
 * signed with SESSION_SECRET, invisible to scripts, sent on top-level navigation only (Lax), and
 * `__Host-staff_session`, Secure, whenever SITE_URL is https (signed-cookie.ts). The browser keeps
 * it 8 hours; the server also ends it after 30 idle minutes (sessions.ts).
 */
export const sessionCookie = signedCookie("staff_session", SESSION_TTL_MS / 1000);

export const LOGIN_PATH = href("/access/employees");

export interface StaffSession {
  user: User;
  sessionId: string;
}

/** The signed-in approved staff member behind the request, if any. */
export async function getStaff(app: App, request: Request): Promise<StaffSession | undefined> {
  const token: unknown = await sessionCookie(app.env).parse(request.headers.get("Cookie"));
  if (typeof token !== "string") return undefined;
  return userForToken(app.db, token);
}

/** Guard for every staff loader and action: anonymous (or no longer approved) → the login. */
export async function requireUser(app: App, request: Request): Promise<StaffSession> {
  const staff = await getStaff(app, request);
  if (!staff) throw redirect(LOGIN_PATH);
  return staff;
}

/**
 * Guard for admin screens and actions. A collaborator opening an admin screen is sent to the
 * main menu; one posting to an admin action gets 403 and nothing happens.
 */
export async function requireAdmin(app: App, request: Request): Promise<StaffSession> {
  const staff = await requireUser(app, request);
  if (staff.user.role !== "admin") {
    if (request.method === "GET" || request.method === "HEAD") throw redirect(href("/access/main-menu"));
    throw new Response("Acesso restrito a administradores.", { status: 403 });
  }
  return staff;
}

export function landingPath(user: User): string {
  return user.role === "admin" ? href("/access/admin-menu") : href("/access/main-menu");
}

/** The wait before checking a password of this account, from its recent failures (decision 016). */
export function loginDelayMs(failures: number): number {
  const over = failures - LOGIN_DELAY.freeFailures;
  return over <= 0 ? 0 : Math.min(LOGIN_DELAY.maxMs, over * LOGIN_DELAY.stepMs);
}

/**
 * A password check of `email`'s account under the login's account-wide throttle (decision 016):
 * first the wait its recent failures from everywhere have earned, then `check`; a refusal with
 * `wrongStatus` counts one more failure. The login and the portal's password change (its current
 * password) share it, so a stolen session guesses no cheaper than a login would (issue 24 I-9).
 */
export async function throttledPasswordCheck<T>(
  database: DatabaseHandle,
  email: string,
  wrongStatus: number,
  check: () => Promise<T>,
): Promise<T> {
  const wait = loginDelayMs(await spent(database, "loginFailures", email));
  if (wait > 0) await sleep(wait);
  try {
    return await check();
  } catch (error) {
    if (error instanceof Refusal && error.status === wrongStatus)
      await count(database, "loginFailures", email);
    throw error;
  }
}

/**
 * The login: rate limits per address and per account+address (so a stranger's wrong passwords
 * never block the owner's own address), a wait that grows with the account's failures from
 * everywhere, the credentials (a Refusal with the spec's message otherwise), this address's
 * counter cleared, and a fresh session (new id at every login). Returns where the user lands
 * and the Set-Cookie header value for the response.
 */
export async function signIn(
  app: App,
  input: { email: string; password: string; clientAddress: string; userAgent?: string | null },
): Promise<{ landing: string; cookie: string }> {
  const { database } = app;
  const accountAtAddress = `${input.email}|${input.clientAddress}`;
  await consume(database, "loginAddress", input.clientAddress);
  await consume(database, "loginAccountAddress", accountAtAddress);
  // 401: an unknown e-mail or a wrong password.
  const user = await throttledPasswordCheck(database, input.email, 401, () =>
    authenticate(database.db, input.email, input.password),
  );
  await reset(database, "loginAccountAddress", accountAtAddress);
  const { token } = await createSession(database.db, user.id, input.userAgent ?? null);
  return { landing: landingPath(user), cookie: await sessionCookie(app.env).serialize(token) };
}

/** Deletes the session behind the request; returns the Set-Cookie header that clears it. */
export async function endSession(app: App, request: Request): Promise<string> {
  const cookie = sessionCookie(app.env);
  const token: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof token === "string") await deleteSessionByToken(app.db, token);
  return cookie.serialize("", { maxAge: 0, expires: new Date(0) });
}
