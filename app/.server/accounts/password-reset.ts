import type { Kysely } from "kysely";
import { queueMail } from "~/.server/mail";
import type { App, Database } from "~/.server/platform";
import {
  consume,
  hashPassword,
  issueVerification,
  nowIso,
  parseInput,
  Refusal,
  transaction,
} from "~/.server/platform";
import { normalizeEmail } from "~/lib/br";
import { MESSAGES, resetPasswordSchema } from "~/lib/staff-schemas";
import { claimLinkAccount, liveLinkAccount } from "./links";
import { afterPasswordChange, canSignIn, refuseGuessableNewPassword, voidResetLinks } from "./users";

export const RESET_TTL_MS = 60 * 60 * 1000; // 1 hour

/**
 * For an approved, enabled user only: stores a hashed one-time token and returns the raw token.
 * The product mails it through requestPasswordReset; tests call this to hold a link directly.
 */
export async function createResetToken(
  db: Kysely<Database>,
  email: string,
): Promise<{ token: string; email: string; userId: string; expiresAt: string }> {
  const user = await db
    .selectFrom("users")
    .select(["id", "email", "status", "disabled_at"])
    .where("email", "=", normalizeEmail(email))
    .executeTakeFirst();
  if (!user || !canSignIn(user)) throw new Refusal(MESSAGES.forgotNotFound, 404);
  // Only the newest link works: one mailed earlier (perhaps to a mailbox read by someone else
  // since) is void from now on.
  await voidResetLinks(db, user.id, nowIso());
  const { token, expiresAt } = await issueVerification(db, "password-reset", user.id, RESET_TTL_MS);
  return { token, email: user.email, userId: user.id, expiresAt };
}

/**
 * The forgot-password request: the rate limits per address and per e-mail (at most a few reset
 * mails to one inbox per hour, counted for known and unknown e-mails alike), then the hashed token and the mail
 * carrying it stored in one transaction, the mail sealed (the raw token never rests in clear).
 * Success once both are stored: the outbox, kicked now, sends it; an SMTP outage or a restart
 * delays the mail instead of failing the request (decision 012).
 */
export async function requestPasswordReset(
  { database, db, env }: App,
  { email, clientAddress }: { email: string; clientAddress: string },
): Promise<void> {
  await consume({ database, env }, "forgotPassword", clientAddress);
  await consume({ database, env }, "forgotPasswordEmail", normalizeEmail(email));
  await transaction(db, async (trx) => {
    const reset = await createResetToken(trx, email);
    await queueMail(
      trx,
      {
        kind: "password-reset",
        to: reset.email,
        refId: reset.userId,
        data: { token: reset.token, expiresAt: reset.expiresAt },
      },
      env.sessionSecret,
    );
  });
}

/**
 * The live token's owner: unused, within its hour, and its account can still sign in (a link
 * must not reopen an account an admin has switched off). Undefined for anything else.
 */
async function liveToken(db: Kysely<Database>, token: string): Promise<{ userId: string } | undefined> {
  const owner = await liveLinkAccount(db, "password-reset", token);
  return owner && canSignIn(owner) ? { userId: owner.id } : undefined;
}

/** Whether a token can still be used (for the reset page's loader). */
export async function isResetTokenValid(db: Kysely<Database>, token: string): Promise<boolean> {
  return (await liveToken(db, token)) !== undefined;
}

/**
 * The reset page's link: the token from its address when it has the form's shape (the same bounds
 * as the form's schema) and can still be used; null otherwise, and the page says the link is void.
 */
export async function usableResetToken({ db }: App, token: string | null): Promise<string | null> {
  const shaped = resetPasswordSchema.shape.token.safeParse(token);
  return shaped.success && (await isResetTokenValid(db, shaped.data)) ? shaped.data : null;
}

/**
 * The reset form's post: every attempt counts against the address, a bad token too (guessing
 * links or forcing hashes has a price), before the form is read; then the password set once
 * (resetPassword). A bad token's message comes first: the schema puts it there.
 */
export async function resetPasswordFromForm(
  app: App,
  form: Record<string, string>,
  clientAddress: string,
): Promise<void> {
  await consume(app, "resetPassword", clientAddress);
  const { token, password } = parseInput(resetPasswordSchema, form);
  await resetPassword(app.db, token, password);
}

/**
 * Uses the token once: sets the password, marks the token used, ends all the user's sessions and
 * queues the "senha alterada" notice, in one transaction.
 *
 * The token is looked up before the password is hashed, so a made-up or dead token costs one
 * indexed read, not a hash (nobody can make the server hash by posting junk links). The lookup is
 * only a filter: the transaction claims the token again with a conditional UPDATE, so of two
 * requests racing with one link exactly one wins.
 */
export async function resetPassword(db: Kysely<Database>, token: string, password: string): Promise<void> {
  if (!(await liveToken(db, token))) throw new Refusal(MESSAGES.invalidResetToken, 400);
  // After the token (a dead link says so first), before anything is spent: the link stays usable.
  refuseGuessableNewPassword(password);
  const password_hash = await hashPassword(password);
  const now = nowIso();
  await transaction(db, async (trx) => {
    // The account may have been disabled (or its approval undone) after the link was sent: the
    // throw rolls back the marking, and nothing about the account changes.
    const owner = await claimLinkAccount(trx, "password-reset", token, now);
    if (!owner || !canSignIn(owner)) throw new Refusal(MESSAGES.invalidResetToken, 400);
    await trx
      .updateTable("users")
      .set({ password_hash, updated_at: now })
      .where("id", "=", owner.id)
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", owner.id).execute();
    await afterPasswordChange(trx, { id: owner.id, email: owner.email }, "reset", now);
  });
}
