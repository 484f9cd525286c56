/**
 * Staff members made straight in a database, with a session and the cookie the server would
 * have set: shared by the Vitest harness (test-server.ts) and the Playwright fixtures, which
 * differ only in the SESSION_SECRET their server runs with.
 */
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { createCookie } from "react-router";
import type { User } from "~/.server/accounts";
import { createSession } from "~/.server/accounts/sessions";
import { createUser } from "~/.server/accounts/users";
import type { Database } from "~/.server/platform";
import type { Role, UserStatus } from "~/.server/platform/db/staff-tables";
import { staffCookieName } from "~/.server/platform/http/signed-cookie";

/** The server's cookie name over plain HTTP (app/.server/auth.ts), as the test servers run. */
export const SESSION_COOKIE = staffCookieName("staff_session", false);
/** Its name when SITE_URL is https: `__Host-` prefixed (app/.server/signed-cookie.ts). */
export const SECURE_SESSION_COOKIE = staffCookieName("staff_session", true);

export interface StaffFixture {
  user: User;
  email: string;
  password: string;
  /** `staff_session=…` for a Cookie header (a session created straight in the database). */
  cookie: string;
  /** The signed cookie value alone, for a browser's cookie jar. */
  cookieValue: string;
  token: string;
  sessionId: string;
}

/** Signs tokens exactly like the server does with this secret (only name, secret and path matter). */
export function sessionSigner(secret: string) {
  const cookie = createCookie(SESSION_COOKIE, {
    secrets: [secret],
    path: "/",
    httpOnly: true,
    sameSite: "lax",
  });
  /** `staff_session=…` for a Cookie header, from a raw session token. */
  return async (token: string): Promise<string> => (await cookie.serialize(token)).split(";")[0] ?? "";
}

let fixtureCount = 0;

/**
 * A staff member with a fresh session (a pending one's session is refused by the server's guards).
 * Its e-mail counts as confirmed unless `emailConfirmed: false` (a registration whose link was
 * never used): most tests are about something else, and the admin approves it with one click.
 * It has a name ("Atendente 3fa9c1") unless `name: null`: a nameless account is sent to say its name
 * before any staff screen (decision 064), which the tests of that step ask for explicitly.
 */
export async function createStaffMember(
  db: Kysely<Database>,
  sign: (token: string) => Promise<string>,
  role: Role,
  status: UserStatus,
  options: { email?: string; password?: string; emailConfirmed?: boolean; name?: string | null } = {},
): Promise<StaffFixture> {
  fixtureCount += 1;
  const email =
    options.email ?? `${role}-${status}-${fixtureCount}-${randomBytes(3).toString("hex")}@exemplo.com`;
  const password = options.password ?? `senha-${randomBytes(4).toString("hex")}`;
  let user = await createUser(db, { email, password, role, status });
  // Unique and no prefix of another ("Atendente 1" is in "Atendente 12"): a test may look for its absence.
  const name = options.name === undefined ? `Atendente ${randomBytes(3).toString("hex")}` : options.name;
  if (name !== null) {
    await db.updateTable("users").set({ name }).where("id", "=", user.id).execute();
    user = { ...user, name };
  }
  if (options.emailConfirmed !== false) {
    const email_confirmed_at = new Date().toISOString();
    await db.updateTable("users").set({ email_confirmed_at }).where("id", "=", user.id).execute();
    user = { ...user, email_confirmed_at };
  }
  const session = await createSession(db, user.id);
  const cookie = await sign(session.token);
  return {
    user,
    email: user.email,
    password,
    cookie,
    cookieValue: cookie.slice(SESSION_COOKIE.length + 1),
    token: session.token,
    sessionId: session.id,
  };
}

/** The stored password hash of a user: a refused change must leave it as it was. */
export const passwordHashOf = async (db: Kysely<Database>, id: string): Promise<string> =>
  (await db.selectFrom("users").select("password_hash").where("id", "=", id).executeTakeFirstOrThrow())
    .password_hash;

/** How the staff screens name this person: by name, or by e-mail for an account without one. */
export const shownName = (fixture: { user: { name: string | null }; email: string }): string =>
  fixture.user.name ?? fixture.email;
