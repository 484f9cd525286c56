import type { Kysely } from "kysely";
import { audit } from "~/.server/audit";
import type { Database } from "~/.server/platform";
import { newToken, now, nowIso, nowMs, purgeVerifications, sha256, transaction } from "~/.server/platform";
import { canSignIn, USER_COLUMNS, type User } from "./users";

/** The absolute lifetime: a login is good for 8 hours however busy. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** 30 minutes without a request end a session (sliding: every request extends it). */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/**
 * How stale `last_seen_at` may get before a request writes it again: extending a session costs
 * one UPDATE a minute, not one per request. A session therefore ends between 29 and 30 minutes
 * after its last request.
 */
export const SESSION_TOUCH_MS = 60 * 1000;
const USER_AGENT_MAX = 512;

export { sha256 };

/** Creates a session; returns the random token for the cookie. Only its SHA-256 is stored. */
export async function createSession(
  db: Kysely<Database>,
  userId: string,
  userAgent: string | null = null,
  options: { secondStepPending?: boolean } = {},
): Promise<{ token: string; id: string; expiresAt: string }> {
  const { token, hash: id } = newToken();
  const at = now();
  const expiresAt = new Date(at.getTime() + SESSION_TTL_MS).toISOString();
  await db
    .insertInto("sessions")
    .values({
      id,
      user_id: userId,
      expires_at: expiresAt,
      created_at: at.toISOString(),
      last_seen_at: at.toISOString(),
      user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
      second_step_pending: options.secondStepPending ? 1 : null,
      second_step_at: null,
    })
    .execute();
  return { token, id, expiresAt };
}

/** When a session row was last used (rows from before migration 005: when created). */
const lastSeen = (row: { last_seen_at: string | null; created_at: string }) =>
  Date.parse(row.last_seen_at ?? row.created_at);

/** Whether a session row still works at `now`: within its 8 hours and not idle for 30 minutes. */
const isLive = (row: { expires_at: string; last_seen_at: string | null; created_at: string }, now: number) =>
  Date.parse(row.expires_at) > now && now - lastSeen(row) < SESSION_IDLE_MS;

/** The `staff_settings` key of the brokerage's "exigir verificação em duas etapas" (two-factor.ts). */
export const TWO_STEP_REQUIRED_SETTING = "require_two_step";

/** A live session as a request finds it. */
export interface LiveSession {
  user: User;
  sessionId: string;
  secondStepPending: boolean;
  secondStepAt: string | null;
  /** The user has two-step verification on. */
  twoStepOn: boolean;
  /** The brokerage requires it of everyone. */
  twoStepRequired: boolean;
}

/**
 * The approved user behind a cookie token, or undefined (unknown, past its lifetime, idle too
 * long, user not approved or disabled), with the session's second-step state (auth.ts decides
 * what it may reach). A live session used after more than a minute is marked seen now, which is
 * what keeps an active person signed in.
 */
export async function userForToken(
  db: Kysely<Database>,
  token: string | null | undefined,
): Promise<LiveSession | undefined> {
  if (!token || token.length > 200) return undefined;
  const id = sha256(token);
  // One read per staff request: the session, its user, whether they have two-step verification on
  // and whether the brokerage requires it (auth.ts getSession decides with all four).
  const row = await db
    .selectFrom("sessions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .leftJoin("two_factor as tf", "tf.user_id", "s.user_id")
    .select(USER_COLUMNS.map((column) => `u.${column}` as const))
    .select([
      "s.expires_at",
      "s.created_at as session_created_at",
      "s.last_seen_at",
      "s.second_step_pending",
      "s.second_step_at",
      "tf.secret_sealed",
    ])
    .select((eb) =>
      eb
        .selectFrom("staff_settings")
        .select("value")
        .where("key", "=", TWO_STEP_REQUIRED_SETTING)
        .as("two_step_required"),
    )
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const session = {
    expires_at: row.expires_at,
    last_seen_at: row.last_seen_at,
    created_at: row.session_created_at,
  };
  const now = nowMs();
  if (!isLive(session, now)) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    return undefined;
  }
  const user = Object.fromEntries(USER_COLUMNS.map((column) => [column, row[column]])) as User;
  if (!canSignIn(user)) return undefined;
  if (now - lastSeen(session) >= SESSION_TOUCH_MS) {
    await db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(now).toISOString() })
      .where("id", "=", id)
      .execute();
  }
  return {
    user,
    sessionId: id,
    secondStepPending: Boolean(row.second_step_pending),
    secondStepAt: row.second_step_at,
    twoStepOn: Boolean(row.secret_sealed),
    twoStepRequired: row.two_step_required === "1",
  };
}

/** The second step passed in this session: it becomes a full one. */
export async function passSecondStep(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ second_step_pending: null, second_step_at: nowIso() })
    .where("id", "=", sessionId)
    .execute();
}

export interface SessionSummary {
  id: string;
  userAgent: string | null;
  lastSeenAt: string;
  createdAt: string;
}

/** The user's live sessions, the most recently used first (for the portal's list). */
export async function listSessions(db: Kysely<Database>, userId: string): Promise<SessionSummary[]> {
  const rows = await db
    .selectFrom("sessions")
    .select(["id", "user_agent", "created_at", "last_seen_at", "expires_at"])
    .where("user_id", "=", userId)
    .execute();
  const now = nowMs();
  return rows
    .filter((row) => isLive(row, now))
    .sort((a, b) => lastSeen(b) - lastSeen(a))
    .map((row) => ({
      id: row.id,
      userAgent: row.user_agent,
      lastSeenAt: new Date(lastSeen(row)).toISOString(),
      createdAt: row.created_at,
    }));
}

/**
 * Deletes every session of the user but `keepId` (none kept when null), inside the caller's
 * transaction; returns how many ended. A change to how the account is protected (a new password,
 * two-step verification on or off, new recovery codes) leaves no older session behind.
 */
export async function deleteOtherSessions(
  trx: Kysely<Database>,
  userId: string,
  keepId: string | null,
): Promise<number> {
  let query = trx.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepId !== null) query = query.where("id", "!=", keepId);
  return Number((await query.executeTakeFirst()).numDeletedRows);
}

/** Ends every session of the user but `keepId` (the one asking), with its audit row; returns how many. */
export async function endOtherSessions(
  db: Kysely<Database>,
  userId: string,
  keepId: string,
): Promise<number> {
  return transaction(db, async (trx) => {
    const ended = await deleteOtherSessions(trx, userId, keepId);
    await audit(trx, {
      actorId: userId,
      action: "user.sessions_end_others",
      targetId: userId,
      details: { ended },
    });
    return ended;
  });
}

export async function deleteSessionByToken(
  db: Kysely<Database>,
  token: string | null | undefined,
): Promise<void> {
  if (!token) return;
  await db.deleteFrom("sessions").where("id", "=", sha256(token)).execute();
}

/** Periodic clean-up: expired or idle sessions and used or expired one-time links (verifications). */
export async function purgeExpired(db: Kysely<Database>): Promise<void> {
  const now = nowIso();
  const idleSince = new Date(nowMs() - SESSION_IDLE_MS).toISOString();
  await db
    .deleteFrom("sessions")
    .where((eb) =>
      eb.or([
        eb("expires_at", "<=", now),
        eb("last_seen_at", "<=", idleSince),
        eb.and([eb("last_seen_at", "is", null), eb("created_at", "<=", idleSince)]),
      ]),
    )
    .execute();
  await purgeVerifications(db, now);
}
