/**
 * What admins do to staff accounts: list, approve, deny, delete, edit, promote and demote, disable;
 * each change one transaction with its audit row, under the same invariants (the last active admin
 * stays, nobody removes themself, every change voids old reset links).
 */

import { type Kysely, PostgresAdapter } from "kysely";
import { audit } from "~/.server/audit";
import { publicFactsChanged } from "~/.server/content";
import { queueMail } from "~/.server/mail";
import type { Database, Role, UsersTable } from "~/.server/platform";
import { deleteVerifications, nowIso, Refusal, transaction } from "~/.server/platform";
import { normalizePhone } from "~/lib/br";
import { type Paged, pageOf } from "~/lib/pagination";
import { CONFIRM_MESSAGES, MESSAGES } from "~/lib/staff-schemas";
import { activeStaffWhere } from "./staff";
import { findUserById, USER_COLUMNS, type User, voidResetLinks } from "./users";

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
      .set({ status: "approved", updated_at: nowIso() })
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
    // Its confirmation link goes with it (decision 057: no cascade from users any more)...
    await deleteVerifications(trx, userId);
    // ...and its confirmation mail, if not sent yet (the address is personal data).
    await trx.deleteFrom("outbox").where("ref_id", "=", userId).where("status", "!=", "sent").execute();
    await audit(trx, { actorId, action: "user.deny", targetId: userId });
  });
}

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
    .where(activeStaffWhere())
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
    .where(activeStaffWhere())
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
    // Someone who received new leads may be gone: who answers them may change (decision 060).
    await publicFactsChanged(trx);
    // Its reset and confirmation links (decision 057: verifications has no cascade from users).
    await deleteVerifications(trx, userId);
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
  fields: { name: string; phone: string; susepRegistration?: string | undefined },
): Promise<void> {
  const name = fields.name.trim() || null;
  const phone = normalizePhone(fields.phone) || null;
  await transaction(db, async (trx) => {
    const before = await requireTarget(trx, userId);
    // Not posted (an older form): the registration stays as it is.
    const susep_registration =
      fields.susepRegistration === undefined
        ? before.susep_registration
        : fields.susepRegistration.trim() || null;
    const after = { name, phone, susep_registration };
    await trx
      .updateTable("users")
      .set({ ...after, updated_at: nowIso() })
      .where("id", "=", userId)
      .execute();
    // Which fields changed, never their values (personal data stays in the users row only).
    const changed = (["name", "phone", "susep_registration"] as const).filter(
      (field) => before[field] !== after[field],
    );
    await audit(trx, { actorId, action: "user.edit", targetId: userId, details: { changed } });
    // Whether the site may say "um corretor responde" depends on who is a broker (decision 060).
    if (changed.includes("susep_registration")) await publicFactsChanged(trx);
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
    const at = nowIso();
    await trx.updateTable("users").set({ role, updated_at: at }).where("id", "=", userId).execute();
    // While nobody takes leads the admins do: who answers them may change (decision 060).
    await publicFactsChanged(trx);
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
    const at = nowIso();
    await trx
      .updateTable("users")
      .set({ disabled_at: disabled ? at : null, updated_at: at })
      .where("id", "=", userId)
      .execute();
    // Only active staff receive new leads: who answers them may change (decision 060).
    await publicFactsChanged(trx);
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
