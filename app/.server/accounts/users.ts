/**
 * The staff accounts' lifecycle: create, sign up, authenticate, list, approve, deny, delete,
 * edit, promote and demote, disable, change the password; each change one transaction with its
 * audit row. About 400 lines on purpose: one table and one set of invariants (the last active
 * admin, nobody removes themself, every change voids old reset links), read together.
 */
import { randomUUID } from "node:crypto";
import { type Kysely, PostgresAdapter, type Selectable } from "kysely";
import { audit } from "~/.server/audit";
import { currentContent } from "~/.server/content";
import { queueMail } from "~/.server/mail";
import type { App, Database, Role, UsersTable } from "~/.server/platform";
import {
  consume,
  dummyHash,
  hashPassword,
  isUniqueViolation,
  Refusal,
  refuseGuessablePassword,
  transaction,
  verifyPassword,
} from "~/.server/platform";
import { type Paged, pageOf } from "~/lib/pagination";
import { CONFIRM_MESSAGES, MESSAGES } from "~/lib/staff-schemas";
import { queueEmailConfirmation } from "./email-confirmation";

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
  "disabled_at",
  "email_confirmed_at",
  "created_at",
  "updated_at",
] as const;

const now = () => new Date().toISOString();

export async function findUserById(db: Kysely<Database>, id: string): Promise<User | undefined> {
  return db.selectFrom("users").select(USER_COLUMNS).where("id", "=", id).executeTakeFirst();
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<User | undefined> {
  return db
    .selectFrom("users")
    .select(USER_COLUMNS)
    .where("email", "=", normalEmail(email))
    .executeTakeFirst();
}

interface NewUser {
  email: string;
  password: string;
  role?: Role;
  status?: "pending" | "approved";
  actorId?: string | null;
}

const normalEmail = (email: string) => email.trim().toLowerCase();

/** Inserts the user and its audit row inside the caller's transaction. */
async function insertUser(trx: Kysely<Database>, input: NewUser, password_hash: string): Promise<User> {
  const id = randomUUID();
  const at = now();
  const row = {
    id,
    email: normalEmail(input.email),
    password_hash,
    role: input.role ?? "collaborator",
    status: input.status ?? "pending",
    name: null,
    phone: null,
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
async function inTransaction<T>(
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
    const existing = await findUserByEmail(trx, input.email);
    if (!existing) {
      await insertUser(trx, { ...input, role: "admin", status: "approved", actorId: null }, password_hash);
      return "created";
    }
    await trx
      .updateTable("users")
      .set({ status: "approved", role: "admin", disabled_at: null, password_hash, updated_at: now() })
      .where("id", "=", existing.id)
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", existing.id).execute();
    await voidResetLinks(trx, existing.id, now());
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
    .where("email", "=", normalEmail(email))
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

export async function listUsers(db: Kysely<Database>): Promise<{ pending: User[]; registered: User[] }> {
  const all = await db.selectFrom("users").select(USER_COLUMNS).orderBy("created_at").execute();
  return {
    pending: all.filter((u) => u.status === "pending"),
    registered: all.filter((u) => u.status === "approved"),
  };
}

/**
 * One page of the people in one state, the newest registration first (decision 051: the admin
 * screen shows a page at a time, so its cost does not grow with the team, and whoever just
 * registered or was just approved is on the first page).
 */
export function usersPage(
  db: Kysely<Database>,
  status: UsersTable["status"],
  page: number,
  perPage: number,
): Promise<Paged<User>> {
  const inState = db.selectFrom("users").where("status", "=", status);
  return pageOf(
    page,
    perPage,
    async () => Number((await inState.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n),
    (limit, offset) =>
      inState
        .select(USER_COLUMNS)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .offset(offset)
        .execute(),
  );
}

/** The people with these ids (the admin screen's dialogs name someone on any page). */
export async function usersByIds(db: Kysely<Database>, ids: readonly string[]): Promise<User[]> {
  if (ids.length === 0) return [];
  return db.selectFrom("users").select(USER_COLUMNS).where("id", "in", ids).execute();
}

async function requireTarget(db: Kysely<Database>, id: string): Promise<User> {
  const user = await findUserById(db, id);
  if (!user) throw new Refusal("Usuário não encontrado.", 404);
  return user;
}

/**
 * Approves a pending registration. One whose e-mail was never confirmed needs the admin's
 * explicit yes (`unconfirmedAccepted`), else 400: the e-mail may be someone else's (L-8).
 */
export async function approveUser(
  db: Kysely<Database>,
  actorId: string,
  userId: string,
  { unconfirmedAccepted = false }: { unconfirmedAccepted?: boolean } = {},
): Promise<void> {
  await transaction(db, async (trx) => {
    const target = await findUserById(trx, userId);
    const unconfirmed = target?.status === "pending" && target.email_confirmed_at === null;
    if (unconfirmed && !unconfirmedAccepted) throw new Refusal(CONFIRM_MESSAGES.approveRefused, 400);
    const approved = await trx
      .updateTable("users")
      .set({ status: "approved", updated_at: now() })
      .where("id", "=", userId)
      .where("status", "=", "pending")
      .returning(["email", "name"])
      .executeTakeFirst();
    if (!approved) throw new Refusal(MESSAGES.noPendingRecord, 404);
    await queueMail(trx, {
      kind: "account-approved",
      to: approved.email,
      refId: userId,
      data: { name: approved.name },
    });
    await audit(trx, {
      actorId,
      action: "user.approve",
      targetId: userId,
      details: unconfirmed ? { emailConfirmed: false } : undefined,
    });
  });
}

/** Denying a pending registration removes it. */
export async function denyUser(db: Kysely<Database>, actorId: string, userId: string): Promise<void> {
  await transaction(db, async (trx) => {
    const r = await trx
      .deleteFrom("users")
      .where("id", "=", userId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) throw new Refusal(MESSAGES.noPendingRecord, 404);
    // Its confirmation mail, if not sent yet, goes with it (the address is personal data).
    await trx.deleteFrom("outbox").where("ref_id", "=", userId).where("status", "!=", "sent").execute();
    await audit(trx, { actorId, action: "user.deny", targetId: userId });
  });
}

/** Marks every unused reset link of this user as used: no link mailed before may work any more. */
export async function voidResetLinks(trx: Kysely<Database>, userId: string, at: string): Promise<void> {
  await trx
    .updateTable("password_reset_tokens")
    .set({ used_at: at })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .execute();
}

/** Whether this account may sign in and keep a session: approved and not disabled. */
export const canSignIn = (user: Pick<User, "status" | "disabled_at">) =>
  user.status === "approved" && !user.disabled_at;

/**
 * The ids of the admins who can sign in now (the site always keeps one), read inside the
 * transaction that may remove one of them. On PostgreSQL the rows are locked (FOR UPDATE, in id
 * order so two transactions never deadlock): two admins removing each other at the same moment
 * are serialized, and the second one re-reads the rows the first changed and finds the last admin.
 * SQLite needs no lock: its one connection runs one transaction at a time.
 */
async function lockActiveAdmins(trx: Kysely<Database>): Promise<string[]> {
  let query = trx
    .selectFrom("users")
    .select("id")
    .where("role", "=", "admin")
    .where("status", "=", "approved")
    .where("disabled_at", "is", null)
    .orderBy("id");
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  return (await query.execute()).map((row) => row.id);
}

/** Whether removing `userId` from the active admins would leave none (call after lockActiveAdmins). */
const isLastAdmin = (activeAdmins: string[], userId: string) =>
  activeAdmins.length <= 1 && activeAdmins.includes(userId);

export async function countActiveAdmins(db: Kysely<Database>): Promise<number> {
  const r = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("role", "=", "admin")
    .where("status", "=", "approved")
    .where("disabled_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function deleteUser(db: Kysely<Database>, actorId: string, userId: string): Promise<void> {
  if (actorId === userId) throw new Refusal("Você não pode excluir a sua própria conta.", 400);
  await transaction(db, async (trx) => {
    const admins = await lockActiveAdmins(trx);
    const target = await requireTarget(trx, userId);
    if (isLastAdmin(admins, target.id))
      throw new Refusal("Não é possível excluir o último administrador.", 400);
    await trx.deleteFrom("users").where("id", "=", userId).execute();
    // Every mail of a removed account goes with it, sent ones included: their address is personal
    // data, and a row without it would serve nothing (decision 026). A lead's mail to its owner
    // names the lead (decision 040): it is found by its kind and the address.
    await trx
      .deleteFrom("outbox")
      .where((eb) =>
        eb.or([
          eb("ref_id", "=", userId),
          eb.and([eb("kind", "=", "lead-assigned"), eb("to_address", "=", target.email)]),
        ]),
      )
      .execute();
    // Ids only: the removed person's e-mail, name and phone must not outlive the account.
    await audit(trx, {
      actorId,
      action: "user.delete",
      targetId: userId,
      details: { role: target.role, status: target.status },
    });
  });
}

export async function editUser(
  db: Kysely<Database>,
  actorId: string,
  userId: string,
  fields: { name: string; phone: string },
): Promise<void> {
  const name = fields.name.trim() || null;
  const phone = fields.phone.replace(/\D/g, "") || null;
  await transaction(db, async (trx) => {
    const before = await requireTarget(trx, userId);
    await trx.updateTable("users").set({ name, phone, updated_at: now() }).where("id", "=", userId).execute();
    // Which fields changed, never their values (personal data stays in the users row only).
    const after = { name, phone };
    const changed = (["name", "phone"] as const).filter((field) => before[field] !== after[field]);
    await audit(trx, { actorId, action: "user.edit", targetId: userId, details: { changed } });
  });
}

export async function setRole(
  db: Kysely<Database>,
  actorId: string,
  userId: string,
  role: Role,
): Promise<void> {
  if (role === "collaborator" && actorId === userId) {
    throw new Refusal("Você não pode remover o seu próprio acesso de administrador.", 400);
  }
  await transaction(db, async (trx) => {
    const admins = role === "collaborator" ? await lockActiveAdmins(trx) : [];
    const target = await requireTarget(trx, userId);
    if (target.status !== "approved") throw new Refusal("Aprove o usuário antes de alterar o perfil.", 400);
    if (target.role === role) return;
    if (role === "collaborator" && isLastAdmin(admins, target.id)) {
      throw new Refusal("Não é possível remover o último administrador.", 400);
    }
    const at = now();
    await trx.updateTable("users").set({ role, updated_at: at }).where("id", "=", userId).execute();
    // A link mailed before the account's access changed must not outlive the decision.
    await voidResetLinks(trx, userId, at);
    await audit(trx, {
      actorId,
      action: role === "admin" ? "user.promote" : "user.demote",
      targetId: userId,
    });
  });
}

/**
 * Switches an approved account off or back on. Disabling ends the person's sessions at once
 * (their next request is sent to the login); nobody disables themself or the last active admin.
 */
export async function setDisabled(
  db: Kysely<Database>,
  actorId: string,
  userId: string,
  disabled: boolean,
): Promise<void> {
  if (disabled && actorId === userId) throw new Refusal("Você não pode desativar a sua própria conta.", 400);
  await transaction(db, async (trx) => {
    const admins = disabled ? await lockActiveAdmins(trx) : [];
    const target = await requireTarget(trx, userId);
    if (target.status !== "approved") {
      throw new Refusal("Somente usuários aprovados podem ser desativados ou reativados.", 400);
    }
    if (!!target.disabled_at === disabled) return;
    if (disabled && isLastAdmin(admins, target.id)) {
      throw new Refusal("Não é possível desativar o último administrador.", 400);
    }
    const at = now();
    await trx
      .updateTable("users")
      .set({ disabled_at: disabled ? at : null, updated_at: at })
      .where("id", "=", userId)
      .execute();
    if (disabled) {
      await trx.deleteFrom("sessions").where("user_id", "=", userId).execute();
      // A reset link sent before must not outlive the decision, even if the account is re-enabled.
      await voidResetLinks(trx, userId, at);
    }
    await audit(trx, { actorId, action: disabled ? "user.disable" : "user.enable", targetId: userId });
  });
}

/**
 * The portal's password change: the current password first (a stolen session alone cannot take
 * the account over; a wrong one is the spec's change failure), then the new one is set, every
 * other session of the user ended (all if keepSessionId is null) and the reset links sent before
 * voided: a link mailed for the old password must not override the one the owner has just
 * chosen. The "senha alterada" notice is queued in the same transaction.
 */
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
    const at = now();
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
    await voidResetLinks(trx, userId, at);
    await queueMail(trx, {
      kind: "password-changed",
      to: owner.email,
      refId: userId,
      data: { changedAt: at, via: "portal" },
    });
    await audit(trx, { actorId: userId, action: "user.password_change", targetId: userId });
  });
}
