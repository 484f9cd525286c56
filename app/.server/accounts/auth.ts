import { createHmac } from "node:crypto";
import { href, matchPath, redirect } from "react-router";
import { audit } from "~/.server/audit";
import { queueMail } from "~/.server/mail";
import type { App } from "~/.server/platform";
import { consume, count, LIMITS, nowIso, Refusal, reset, signedCookie, spent } from "~/.server/platform";
import type { AuditAction } from "~/lib/audit-actions";
import { REDIRECT_PARAM, safeRedirectPath, withRedirectTo } from "~/lib/safe-redirect";
import { PROFILE_MESSAGES } from "~/lib/staff-schemas";
import { TWO_STEP_MESSAGES } from "~/lib/two-step-schemas";
import { STAFF_AREA } from "~/private-areas";
import { staffPages } from "~/route-list";
import { throttledPasswordCheck } from "./password-check";
import { needsProfile } from "./profile";
import {
  createSession,
  deleteSessionByToken,
  passSecondStep,
  SESSION_TTL_MS,
  userForToken,
} from "./sessions";
import { checkSecondStep, hasTwoStep, parseSecondStep, twoStepRequired } from "./two-factor";
import { authenticate, findUserByEmail, type User, WrongPassword } from "./users";

/**
 * The staff session cookie: it holds only a random token (the database keeps its SHA-256), is
 * signed with SESSION_SECRET, invisible to scripts, sent on top-level navigation only (Lax), and
 * `__Host-staff_session`, Secure, whenever SITE_URL is https (signed-cookie.ts). The browser keeps
 * it 8 hours; the server also ends it after 30 idle minutes (sessions.ts).
 */
export const sessionCookie = signedCookie(`${STAFF_AREA.cookiePrefix}session`, SESSION_TTL_MS / 1000);

export const LOGIN_PATH = href("/access/employees");
export const SECOND_STEP_PATH = href("/access/employees/verification");
export const TWO_STEP_SETUP_PATH = href("/access/employees/two-step-setup");
export const PROFILE_PATH = href("/access/employees/profile");

/**
 * What a live session may do (decision 025): "ready" reaches the staff screens; "second-step"
 * still owes the code (the password was right, or the brokerage now requires the second step of
 * a person who has it on and this session never passed it); "setup" must turn it on first (the
 * brokerage requires it and this person has not set it up); "profile" has passed every step but
 * its account has no name yet, which clients would see in its place (decision 064).
 */
export type SessionStage = "ready" | "second-step" | "setup" | "profile";

export interface StaffSession {
  user: User;
  sessionId: string;
  stage: SessionStage;
}

/** The approved staff member behind the request and what their session may do, if any. */
export async function getSession(app: App, request: Request): Promise<StaffSession | undefined> {
  const token: unknown = await sessionCookie(app.env).parse(request.headers.get("Cookie"));
  if (typeof token !== "string") return undefined;
  const live = await userForToken(app.db, token);
  if (!live) return undefined;
  const { user, sessionId } = live;
  if (live.secondStepPending) return { user, sessionId, stage: "second-step" };
  if (live.twoStepRequired) {
    // Required: turned off meanwhile (even in this session) → set it up again; on → passed here?
    if (!live.twoStepOn) return { user, sessionId, stage: "setup" };
    if (!live.secondStepAt) return { user, sessionId, stage: "second-step" };
  }
  return { user, sessionId, stage: needsProfile(user) ? "profile" : "ready" };
}

/**
 * Where a session goes next: the staff page it came from (`redirectTo`, when safeRedirectPath
 * allows it) or else its menu when ready; else the screen of the step it owes, carrying the page.
 */
export function nextPath(session: StaffSession, redirectTo?: unknown): string {
  if (session.stage === "second-step") return withRedirectTo(SECOND_STEP_PATH, redirectTo);
  if (session.stage === "setup") return withRedirectTo(TWO_STEP_SETUP_PATH, redirectTo);
  if (session.stage === "profile") return withRedirectTo(PROFILE_PATH, redirectTo);
  return afterSignIn(session.user, redirectTo);
}

/** The page a signed-in person came for, if it is a safe staff path; else the spec's landing page. */
export const afterSignIn = (user: User, redirectTo: unknown): string =>
  safeRedirectPath(redirectTo) ?? landingPath(user);

/** The `redirectTo` a staff screen's URL carries (the login, the second step, the setup). */
export const redirectToOf = (request: Request): string | null =>
  new URL(request.url).searchParams.get(REDIRECT_PARAM);

/**
 * The page a refused request was for, to come back to after the login: a page request's path
 * and query (GET or HEAD; React Router hands a client navigation's `.data` request to the loaders
 * with the page's own URL). A form post is not a page to come back to.
 */
const requestedPage = (request: Request): string | undefined => {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** The staff routes that answer data, not a screen (a file, JSON): app/routes.ts's resource routes. */
const RESOURCE_PATHS = staffPages.filter((page) => page.file.endsWith(".ts")).map((page) => page.path);
const isResource = (request: Request) => {
  const { pathname } = new URL(request.url);
  return RESOURCE_PATHS.some((path) => matchPath(path, pathname) !== null);
};

/**
 * Guard for every staff loader and action: anonymous (or no longer approved) → the login, which
 * brings them back to the page they asked for (issue 26); a session that still owes the second
 * step or its setup → that screen (nothing else runs), which also brings them back to the page
 * once the code is given (a link opened between the password and the code is not lost). A session
 * that owes only its name (decision 064) is sent to that screen from a page; a form post or a
 * resource route (the shell's JSON, a download) gets 403 instead: a redirect would hand a script
 * the profile page's HTML, and nothing is done on behalf of a person clients cannot name.
 */
export async function requireUser(app: App, request: Request): Promise<StaffSession> {
  const staff = await getSession(app, request);
  if (!staff) throw redirect(withRedirectTo(LOGIN_PATH, requestedPage(request)));
  if (staff.stage === "profile" && (!requestedPage(request) || isResource(request))) {
    throw new Response(PROFILE_MESSAGES.required, { status: 403 });
  }
  if (staff.stage !== "ready") throw redirect(nextPath(staff, requestedPage(request)));
  return staff;
}

/** Guard of the profile screen: a full session, or one that owes only its name. */
export async function requireProfileAllowed(app: App, request: Request): Promise<StaffSession> {
  const staff = await getSession(app, request);
  if (!staff) throw redirect(withRedirectTo(LOGIN_PATH, requestedPage(request)));
  if (staff.stage === "second-step" || staff.stage === "setup") throw redirect(nextPath(staff));
  return staff;
}

/** Guard of the second-step screen: only a session that owes the code. */
export async function requireSecondStepPending(app: App, request: Request): Promise<StaffSession> {
  const staff = await getSession(app, request);
  if (!staff) throw redirect(LOGIN_PATH);
  if (staff.stage !== "second-step") throw redirect(nextPath(staff));
  return staff;
}

/** Guard of the setup screen: a full session, or one that must set it up before anything else. */
export async function requireSetupAllowed(app: App, request: Request): Promise<StaffSession> {
  const staff = await getSession(app, request);
  if (!staff) throw redirect(LOGIN_PATH);
  if (staff.stage === "second-step") throw redirect(SECOND_STEP_PATH);
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

/**
 * The client address as the audit log keeps it (L-5): a keyed hash, so rows from one address
 * can be told apart without the log holding the address itself.
 */
const addressTag = (app: App, address: string) =>
  createHmac("sha256", app.env.sessionSecret).update(`audit-address:${address}`).digest("hex").slice(0, 16);

/** An authentication event in the audit log, by account id only (never the e-mail). */
const authEvent = (app: App, userId: string, action: AuditAction, address: string, details: object = {}) =>
  audit(app.db, {
    actorId: userId,
    action,
    targetId: userId,
    details: { ...details, address: addressTag(app, address) },
  });

/** The per-account+address login counter's key (the hard block, never the owner's address). */
const accountAtAddress = (email: string, clientAddress: string) => `${email}|${clientAddress}`;

/**
 * One guarded attempt at a secret of an account (the password, then the second-step code), under
 * the login's limits: per address and per account+address (so a stranger's failures never block
 * the owner's own address), and the account-wide wait of throttledPasswordCheck (a 401 counts as
 * a failure). A limit reached is audited as a lockout of the account, when there is one. The
 * account+address counter is cleared by the caller once the whole login is done: a right password
 * that still owes the code clears nothing (security review 3, L-3).
 */
async function throttledAttempt<T>(
  app: App,
  account: { email: string; userId?: string },
  clientAddress: string,
  attempt: () => Promise<T>,
): Promise<T> {
  try {
    await consume(app, "loginAddress", clientAddress);
    await consume(app, "loginAccountAddress", accountAtAddress(account.email, clientAddress));
  } catch (error) {
    const userId = account.userId ?? (await findUserByEmail(app.db, account.email))?.id;
    if (error instanceof Refusal && error.status === 429 && userId) {
      await authEvent(app, userId, "auth.lockout", clientAddress);
    }
    throw error;
  }
  return throttledPasswordCheck(app, account.email, 401, attempt);
}

/**
 * The login: the password under the login's limits (a Refusal with the spec's message otherwise),
 * then a fresh session (new id at every login). A person with two-step verification gets a
 * session that owes the code and is sent to its screen; one the brokerage requires to set it up,
 * to the setup. Returns where the browser goes and the Set-Cookie header value.
 */
export async function signIn(
  app: App,
  input: {
    email: string;
    password: string;
    clientAddress: string;
    userAgent?: string | null;
    /** The staff page the person came from (unchecked: nextPath keeps only a safe one). */
    redirectTo?: unknown;
  },
): Promise<{ landing: string; cookie: string }> {
  const user = await throttledAttempt(app, { email: input.email }, input.clientAddress, async () => {
    try {
      return await authenticate(app.db, input.email, input.password);
    } catch (error) {
      // Unknown e-mails have no account to record it against (and the log keeps no e-mail).
      if (error instanceof WrongPassword) {
        await authEvent(app, error.userId, "auth.sign_in_failed", input.clientAddress);
      }
      throw error;
    }
  });
  const secondStep = await hasTwoStep(app.db, user.id);
  // Signed in: the counter of this account at this address starts again; not while a code is owed.
  if (!secondStep)
    await reset(app, "loginAccountAddress", accountAtAddress(input.email, input.clientAddress));
  const { token, id } = await createSession(app.db, user.id, input.userAgent ?? null, {
    secondStepPending: secondStep,
  });
  await authEvent(app, user.id, "auth.sign_in", input.clientAddress, { secondStep });
  const session: StaffSession = { user, sessionId: id, stage: secondStep ? "second-step" : "ready" };
  if (!secondStep && (await twoStepRequired(app.db))) session.stage = "setup";
  else if (!secondStep && needsProfile(user)) session.stage = "profile";
  return {
    landing: nextPath(session, input.redirectTo),
    cookie: await sessionCookie(app.env).serialize(token),
  };
}

/**
 * The login's second step (after requireSecondStepPending): a code from the app or a recovery
 * code, under the same limits and delays as the password; a wrong one counts as a failure of the
 * account and is audited. On top, the account's own cap (security review 3, L-3): wrong codes
 * from every address are counted by account for 24 hours, and at LIMITS.secondStepFailures the
 * second step is refused whatever the code; the right password never clears that count, an
 * admin's reset does. The owner is mailed when it locks (the password is known to someone).
 * Then the session is a full one; returns where the person lands: the staff page the form carried
 * (checked again here), else the spec's landing page.
 */
export async function completeSecondStep(
  app: App,
  session: StaffSession,
  form: Record<string, string>,
  clientAddress: string,
): Promise<string> {
  const code = parseSecondStep(form);
  const { user } = session;
  const cap = LIMITS.secondStepFailures.points;
  if ((await spent(app, "secondStepFailures", user.id)) >= cap) {
    await authEvent(app, user.id, "auth.lockout", clientAddress, { secondStep: true });
    throw new Refusal(TWO_STEP_MESSAGES.secondStepLocked, 429);
  }
  const method = await throttledAttempt(
    app,
    { email: user.email, userId: user.id },
    clientAddress,
    async () => {
      const passed = await checkSecondStep(app, user.id, code);
      if (!passed) {
        await authEvent(app, user.id, "auth.second_step_failed", clientAddress);
        await count(app, "secondStepFailures", user.id);
        if ((await spent(app, "secondStepFailures", user.id)) === cap) {
          await queueMail(app.db, {
            kind: "two-step-notice",
            to: user.email,
            refId: user.id,
            data: { event: "locked", at: nowIso() },
          });
        }
        throw new Refusal(TWO_STEP_MESSAGES.codeWrong, 401, { code: TWO_STEP_MESSAGES.codeWrong });
      }
      return passed;
    },
  );
  await reset(app, "loginAccountAddress", accountAtAddress(user.email, clientAddress));
  await passSecondStep(app.db, session.sessionId);
  await authEvent(app, user.id, "auth.second_step", clientAddress, { method });
  // A person without a name goes on to say it (decision 064), carrying the page they came for.
  if (needsProfile(user)) return withRedirectTo(PROFILE_PATH, form[REDIRECT_PARAM]);
  return afterSignIn(user, form[REDIRECT_PARAM]);
}

/** Deletes the session behind the request; returns the Set-Cookie header that clears it. */
export async function endSession(app: App, request: Request): Promise<string> {
  const cookie = sessionCookie(app.env);
  const token: unknown = await cookie.parse(request.headers.get("Cookie"));
  if (typeof token === "string") await deleteSessionByToken(app.db, token);
  return cookie.serialize("", { maxAge: 0, expires: new Date(0) });
}
