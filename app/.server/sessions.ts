import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "./db/schema";
import { canSignIn, findUserById, type User } from "./users";

export const SESSION_TTL_MS = 8 * 60 * 60 * 1000; // 8 hours

export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** Creates a session; returns the random token for the cookie. Only its SHA-256 is stored. */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
): Promise<{ token: string; id: string; expiresAt: string }> {
  const token = randomBytes(32).toString("base64url");
  const id = sha256(token);
  const at = new Date();
  const expiresAt = new Date(at.getTime() + SESSION_TTL_MS).toISOString();
  await db
    .insertInto("sessions")
    .values({ id, user_id: userId, expires_at: expiresAt, created_at: at.toISOString() })
    .execute();
  return { token, id, expiresAt };
}

/** The approved user behind a cookie token, or undefined (unknown, expired, user not approved or disabled). */
export async function userForToken(
  db: Kysely<Database>,
  token: string | null | undefined,
): Promise<{ user: User; sessionId: string } | undefined> {
  if (!token || token.length > 200) return undefined;
  const id = sha256(token);
  const session = await db
    .selectFrom("sessions")
    .select(["user_id", "expires_at"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!session) return undefined;
  if (session.expires_at <= new Date().toISOString()) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return undefined;
  }
  const user = await findUserById(db, session.user_id);
  if (!user || !canSignIn(user)) return undefined;
  return { user, sessionId: id };
}

export async function deleteSessionByToken(
  db: Kysely<Database>,
  token: string | null | undefined,
): Promise<void> {
  if (!token) return;
  await db.deleteFrom("sessions").where("id", "=", sha256(token)).execute();
}

/** Periodic clean-up: expired sessions and used or expired reset tokens. */
export async function purgeExpired(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  await db.deleteFrom("sessions").where("expires_at", "<=", now).execute();
  await db
    .deleteFrom("password_reset_tokens")
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("used_at", "is not", null)]))
    .execute();
}
