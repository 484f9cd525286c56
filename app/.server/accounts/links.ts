/**
 * The account behind a mailed one-time link (a reset link, an e-mail confirmation): the store
 * (platform's verifications) knows only the link's subject; these read the account it is for.
 */
import type { Kysely } from "kysely";
import {
  claimVerification,
  type Database,
  liveVerification,
  type VerificationPurpose,
} from "~/.server/platform";

/** What the links' pages and posts check of the account: who, where mails go, whether it may sign in. */
const LINK_ACCOUNT_COLUMNS = ["id", "email", "status", "disabled_at"] as const;

const accountById = (db: Kysely<Database>, id: string) =>
  db.selectFrom("users").select(LINK_ACCOUNT_COLUMNS).where("id", "=", id).executeTakeFirst();

/**
 * The account a live link of `purpose` (unused, within its time) is for, for the page that shows
 * the link's form; undefined for a dead link or an account deleted since the link was mailed.
 */
export async function liveLinkAccount(db: Kysely<Database>, purpose: VerificationPurpose, token: string) {
  const link = await liveVerification(db, purpose, token);
  return link ? accountById(db, link.subjectId) : undefined;
}

/**
 * Uses a link of `purpose` once, inside the caller's transaction (claimVerification: of two posts
 * racing with one link exactly one gets it), and reads its account; undefined when the link is
 * dead or the account is gone, and the caller's refusal rolls the claim back.
 */
export async function claimLinkAccount(
  trx: Kysely<Database>,
  purpose: VerificationPurpose,
  token: string,
  now: string,
) {
  const userId = await claimVerification(trx, purpose, token, now);
  return userId ? accountById(trx, userId) : undefined;
}
