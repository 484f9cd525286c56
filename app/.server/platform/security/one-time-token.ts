import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/** How session, reset and confirmation tokens are stored: only their SHA-256, in hex. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A random token for a cookie or a mailed link (256 bits, URL-safe), with the hash to store. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: sha256(token) };
}

/** The tables of mailed, one-time links (reset and e-mail confirmation): same columns. */
type LinkTokenTable = "password_reset_tokens" | "email_confirmation_tokens";

/**
 * Issues a mailed link's token for its owner, valid `ttlMs` from now, inside the caller's
 * transaction: only its hash is stored; the raw token goes into the (sealed) mail.
 */
export async function issueLinkToken(
  trx: Kysely<Database>,
  table: LinkTokenTable,
  userId: string,
  ttlMs: number,
): Promise<{ token: string; expiresAt: string; issuedAt: string }> {
  const { token, hash } = newToken();
  const at = new Date();
  const issuedAt = at.toISOString();
  const expiresAt = new Date(at.getTime() + ttlMs).toISOString();
  await trx
    .insertInto(table)
    .values({ token_hash: hash, user_id: userId, expires_at: expiresAt, used_at: null, created_at: issuedAt })
    .execute();
  return { token, expiresAt, issuedAt };
}

/**
 * Uses a mailed link's token once, inside the caller's transaction: a conditional UPDATE marks it
 * used only while it is unused and unexpired, so of two requests racing with one link exactly one
 * gets its owner's id; the other (and a dead or made-up token) gets undefined.
 */
export async function claimLinkToken(
  trx: Kysely<Database>,
  table: LinkTokenTable,
  token: string,
  now: string,
): Promise<string | undefined> {
  const claimed = await trx
    .updateTable(table)
    .set({ used_at: now })
    .where("token_hash", "=", sha256(token))
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  return claimed?.user_id;
}
