/**
 * The link that proves a self-registered e-mail belongs to the person (security review 2, L-8):
 * mailed at registration, a random token stored hashed (as reset links are), good for 7 days and
 * once. Its page confirms on a POST only: mail clients' link scanners follow GETs.
 */
import type { Kysely } from "kysely";
import { audit } from "~/.server/audit";
import { queueMail } from "~/.server/mail";
import type { App, Database } from "~/.server/platform";
import {
  consume,
  issueVerification,
  liveVerification,
  nowIso,
  parseInput,
  Refusal,
  transaction,
  verifyPassword,
} from "~/.server/platform";
import { CONFIRM_MESSAGES, confirmEmailSchema } from "~/lib/staff-schemas";
import { claimLinkAccount, liveLinkAccount } from "./links";
import { throttledPasswordCheck } from "./password-check";

export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000; // 7 days: an admin may take a few days too

/**
 * Stores a new link for this account and queues the mail carrying it, sealed (the raw token never
 * rests in clear), inside the caller's transaction: the registration and its mail, or neither.
 */
export async function queueEmailConfirmation(
  trx: Kysely<Database>,
  user: { id: string; email: string },
  sessionSecret: string,
): Promise<void> {
  const { token, expiresAt } = await issueVerification(trx, "email-confirmation", user.id, CONFIRM_TTL_MS);
  await queueMail(
    trx,
    { kind: "email-confirmation", to: user.email, refId: user.id, data: { token, expiresAt } },
    sessionSecret,
  );
}

/**
 * The confirmation page's link: the token and the address it confirms while the link can still
 * be used (the form's bounds, unused, within its 7 days); null otherwise, and the page says so.
 */
export async function usableConfirmation(
  { db }: App,
  token: string | null,
): Promise<{ token: string; email: string } | null> {
  const shaped = confirmEmailSchema.shape.token.safeParse(token);
  if (!shaped.success) return null;
  const owner = await liveLinkAccount(db, "email-confirmation", shaped.data);
  return owner ? { token: shaped.data, email: owner.email } : null;
}

/**
 * The page's post: every attempt counts against the address, a bad token too (guessing links has
 * a price); then the password chosen at registration, under the login's throttle (a wrong one
 * counts as a failed login of the account and leaves the link unused), so that what gets
 * confirmed is the registrant, not only whoever reads the inbox (security review 3, L-4); then
 * the link is used once (confirmEmail).
 */
export async function confirmEmailFromForm(
  app: App,
  form: Record<string, string>,
  clientAddress: string,
): Promise<void> {
  await consume(app, "confirmEmail", clientAddress);
  const { token, password } = parseInput(confirmEmailSchema, form);
  const link = await liveVerification(app.db, "email-confirmation", token);
  const registrant = link
    ? await app.db
        .selectFrom("users")
        .select(["email", "password_hash"])
        .where("id", "=", link.subjectId)
        .executeTakeFirst()
    : undefined;
  if (!registrant) throw new Refusal(CONFIRM_MESSAGES.invalidLink, 400);
  await throttledPasswordCheck(app, registrant.email, 400, async () => {
    if (!(await verifyPassword(registrant.password_hash, password))) {
      throw new Refusal(CONFIRM_MESSAGES.passwordWrong, 400, { password: CONFIRM_MESSAGES.passwordWrong });
    }
  });
  await confirmEmail(app.db, token);
}

/**
 * Uses the link once: a conditional UPDATE claims it, so of two posts racing with one link
 * exactly one confirms; an account gone since the link was mailed makes it void (the claim is
 * rolled back). Dates the account's confirmation (the first one stays).
 */
export async function confirmEmail(db: Kysely<Database>, token: string): Promise<void> {
  const now = nowIso();
  await transaction(db, async (trx) => {
    const owner = await claimLinkAccount(trx, "email-confirmation", token, now);
    if (!owner) throw new Refusal(CONFIRM_MESSAGES.invalidLink, 400);
    await trx
      .updateTable("users")
      .set({ email_confirmed_at: now })
      .where("id", "=", owner.id)
      .where("email_confirmed_at", "is", null)
      .execute();
    await audit(trx, { actorId: owner.id, action: "user.email_confirm", targetId: owner.id });
  });
}
