/**
 * The staff accounts: create, sign up, authenticate, look up, change the password. What admins do
 * to an account (approve, deny, edit, promote, disable, delete) is user-admin.ts; who counts as
 * active staff is staff.ts.
 */

import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { audit } from "~/.server/audit";
import { currentContent, publicFactsChanged } from "~/.server/content";
import { queueMail } from "~/.server/mail";
import type { App, Database, Role, UsersTable } from "~/.server/platform";
import {
  consume,
  dummyHash,
  hashPassword,
  isUniqueViolation,
  nowIso,
  Refusal,
  refuseGuessablePassword,
  transaction,
  verifyPassword,
  voidVerifications,
} from "~/.server/platform";
import { normalizeEmail } from "~/lib/br";
import { MESSAGES } from "~/lib/staff-schemas";
import { queueEmailConfirmation } from "./email-confirmation";
import { isActiveStaff } from "./staff";

/** The lead rotation's flag (decision 040) is read by lead-owners.ts only, not carried with every user. */
export type User = Omit<Selectable<UsersTable>, "password_hash" | "takes_leads">;

/** The columns of a user anyone signed in may hold (never the password hash). */
export const USER_COLUMNS = [
  "id",
  "email",
  "role",
  "status",
  "name",
  "phone",
  "susep_registration",
  "disabled_at",
  "email_confirmed_at",
  "created_at",
  "updated_at",
] as const;

export async function findUserById(db: Kysely<Database>, id: string): Promise<User | undefined> {
  return db.selectFrom("users").select(USER_COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db
    .selectFrom("users")
    .select(USER_COLUMNS)
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
}

interface NewUser {
  email: string;
  password: string;
  role?: Role;
  status?: "pending" | "approved";
  actorId?: string | null;
}

/** Inserts the user and its audit row inside the caller's transaction. */
async function insertUser(trx: Kysely<Database>, input: NewUser, password_hash: string): Promise<User> {
  const id = randomUUID();
  const at = nowIso();
  const row = {
    id,
    email: normalizeEmail(input.email),
    password_hash,
    role: input.role ?? "collaborator",
    status: input.status ?? "pending",
    name: null,
    phone: null,
    susep_registration: null,
    disabled_at: null,
    email_confirmed_at: null,
    created_at: at,
    updated_at: at,
  } as const;
  await trx.insertInto("users").values(row).execute();
  await audit(trx, {
    actorId: input.actorId ?? id,
    action: "user.create",
    targetId: id,
    details: { role: row.role, status: row.status },
  });
  const { password_hash: _omit, ...user } = row;
  return { ...user };
}

/** Runs `work` in one transaction; an e-mail taken meanwhile is the spec's 409 refusal. */
export async function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await transaction(db, work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Refusal(MESSAGES.emailInUse, 409);
    throw error;
  }
}

/** Creates a user. Registration gives a pending collaborator; bootstrap passes an approved admin. */
export async function createUser(db: Kysely<Database>, input: NewUser): Promise<User> {
  const password_hash = await hashPassword(input.password);
  return inTransaction(db, (trx) => insertUser(trx, input, password_hash));
}

/**
 * A new password an attacker would try first is refused (password-policy.ts), the brokerage's
 * name as admins set it among the guesses. Every place a person chooses a password calls it:
 * registration, the portal's change, a reset link, `npm run admin:create`.
 */
export function refuseGuessableNewPassword(password: string): void {
  refuseGuessablePassword(password, currentContent().site.name);
}

/**
 * The operator's way in (`npm run admin:create`), in one transaction: an unknown e-mail becomes a
 * new approved admin; an existing account (even pending or disabled) becomes an approved, enabled
 * admin with the new password, its sessions ended, audited as `user.cli_admin`.
 */
export async function makeAdmin(
  db: Kysely<Database>,
  input: { email: string; password: string },
): Promise<"created" | "promoted"> {
  refuseGuessableNewPassword(input.password);
  const password_hash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    // A new admin may take new leads (the admins' turn): who answers them may change (decision 060).
    await publicFactsChanged(trx);
    const existing = await findUserByEmail(trx, input.email);
    if (!existing) {
      await insertUser(trx, { ...input, role: "admin", status: "approved", actorId: null }, password_hash);
      return "created";
    }
    await trx
      .updateTable("users")
      .set({ status: "approved", role: "admin", disabled_at: null, password_hash, updated_at: nowIso() })
      .where("id", "=", existing.id)
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", existing.id).execute();
    await voidResetLinks(trx, existing.id, nowIso());
    await audit(trx, { actorId: null, action: "user.cli_admin", targetId: existing.id });
    return "promoted";
  });
}

/**
 * Registration from the public form: a pending collaborator and, in the same transaction, the
 * mail with the link that confirms the e-mail is the person's (email-confirmation.ts).
 */
export async function registerUser(
  db: Kysely<Database>,
  input: { email: string; password: string; sessionSecret: string },
): Promise<User> {
  const password_hash = await hashPassword(input.password);
  return inTransaction(db, async (trx) => {
    const user = await insertUser(trx, { ...input, role: "collaborator", status: "pending" }, password_hash);
    await queueEmailConfirmation(trx, user, input.sessionSecret);
    return user;
  });
}

/** The public registration form: the rate limit per address, a password that is not a common guess, then a pending collaborator. */
export async function signUp(
  app: App,
  input: { email: string; password: string; clientAddress: string },
): Promise<User> {
  await consume(app, "register", input.clientAddress);
  refuseGuessableNewPassword(input.password);
  return registerUser(app.db, { ...input, sessionSecret: app.env.sessionSecret });
}

/** A wrong password for an existing account: the spec's refusal, knowing whose account it was (for the audit). */
export class WrongPassword extends Refusal {
  constructor(readonly userId: string) {
    super(MESSAGES.wrongPassword, 401);
  }
}

/** Checks credentials; only approved accounts pass. Throws Refusal with the spec's message. */
export async function authenticate(db: Kysely<Database>, email: string, password: string): Promise<User> {
  const row = await db
    .selectFrom("users")
    .selectAll()
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  if (!row) {
    await verifyPassword(await dummyHash(), password);
    throw new Refusal(MESSAGES.userNotFound, 401);
  }
  if (!(await verifyPassword(row.password_hash, password))) throw new WrongPassword(row.id);
  // After the password, so the account's state is told only to someone who knows it.
  if (row.disabled_at) throw new Refusal(MESSAGES.userDisabled, 403);
  if (row.status !== "approved") throw new Refusal(MESSAGES.notApproved, 403);
  const { password_hash: _omit, ...user } = row;
  return user;
}

/** Marks every unused reset link of this user as used: no link mailed before may work any more. */
export const voidResetLinks = (trx: Kysely<Database>, userId: string, at: string): Promise<void> =>
  voidVerifications(trx, "password-reset", userId, at);

/**
 * What follows every change of a password, in its transaction: the reset links mailed before stop
 * working, the owner is told by e-mail ("password-changed", through the reset link or the portal),
 * and the change is audited.
 */
export async function afterPasswordChange(
  trx: Kysely<Database>,
  owner: { id: string; email: string },
  via: "reset" | "portal",
  at: string,
): Promise<void> {
  await voidResetLinks(trx, owner.id, at);
  await queueMail(trx, {
    kind: "password-changed",
    to: owner.email,
    refId: owner.id,
    data: { changedAt: at, via },
  });
  const action = via === "reset" ? "user.password_reset" : "user.password_change";
  await audit(trx, { actorId: owner.id, action, targetId: owner.id });
}

/** Whether this account may sign in and keep a session: approved and not disabled. */
export const canSignIn = (user: Pick<User, "status" | "disabled_at">) => isActiveStaff(user);

export async function changePassword(
  db: Kysely<Database>,
  userId: string,
  passwords: { current: string; next: string },
  keepSessionId: string | null,
): Promise<void> {
  const row = await db
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!row || !(await verifyPassword(row.password_hash, passwords.current))) {
    throw new Refusal(MESSAGES.passwordChangeFailed, 400);
  }
  const password_hash = await hashPassword(passwords.next);
  await transaction(db, async (trx) => {
    const at = nowIso();
    const owner = await trx
      .updateTable("users")
      .set({ password_hash, updated_at: at })
      .where("id", "=", userId)
      // Only over the password just verified: a change that happened meanwhile wins.
      .where("password_hash", "=", row.password_hash)
      .returning("email")
      .executeTakeFirst();
    if (!owner) throw new Refusal(MESSAGES.passwordChangeFailed, 409);
    let q = trx.deleteFrom("sessions").where("user_id", "=", userId);
    if (keepSessionId) q = q.where("id", "!=", keepSessionId);
    await q.execute();
    await afterPasswordChange(trx, { id: userId, email: owner.email }, "portal", at);
  });
}
