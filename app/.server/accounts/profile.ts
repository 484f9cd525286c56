/**
 * The person's own name and phone, the ones clients see (issue 41, B6; decision 064): asked at the
 * first sign-in of an account without a name (auth.ts's "profile" stage), changeable later on the
 * same screen. Audited like an admin's edit of the account, with the person as the actor.
 */

import type { Kysely } from "kysely";
import { audit } from "~/.server/audit";
import type { App, Database } from "~/.server/platform";
import { nowIso, parseInput, Refusal, transaction } from "~/.server/platform";
import { profileSchema } from "~/lib/staff-schemas";

/** Whether the account still owes its name: every staff screen waits for it. */
export const needsProfile = (user: { name: string | null }): boolean => !user.name?.trim();

/** Saves the posted name and phone on the person's own account; the fields that changed are audited. */
export async function saveOwnProfile(app: App, userId: string, form: Record<string, string>) {
  const { name, phone } = parseInput(profileSchema, form);
  await saveProfile(app.db, userId, { name, phone });
}

/** The update and its audit row, in one transaction (a step tests call on both databases). */
export async function saveProfile(
  db: Kysely<Database>,
  userId: string,
  after: { name: string; phone: string },
): Promise<void> {
  await transaction(db, async (trx) => {
    const before = await trx
      .selectFrom("users")
      .select(["name", "phone"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!before) throw new Refusal("Conta não encontrada.", 404);
    await trx
      .updateTable("users")
      .set({ ...after, updated_at: nowIso() })
      .where("id", "=", userId)
      .execute();
    // Which fields changed, never their values (decision 015), as the admin's edit does.
    const changed = (["name", "phone"] as const).filter((field) => before[field] !== after[field]);
    await audit(trx, { actorId: userId, action: "user.edit", targetId: userId, details: { changed } });
  });
}
