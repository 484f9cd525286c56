/**
 * The one store of one-time links (decision 057): reset links, e-mail confirmation and, next,
 * the client area's sign-in links, all rows of `verifications` told apart by their purpose.
 * Only a token's SHA-256 is stored; the raw token goes into the (sealed) mail.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { now, nowIso } from "../clock";
import type { Database } from "../db/schema";
import type { VerificationPurpose } from "../db/verification-tables";

export type { VerificationPurpose };

/** How session, reset and confirmation tokens are stored: only their SHA-256, in hex. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A random token for a cookie or a mailed link (256 bits, URL-safe), with the hash to store. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: sha256(token) };
}

/**
 * Issues a link's token for `purpose` and its subject, valid `ttlMs` from now, inside the
 * caller's transaction (the link and the mail carrying it, or neither).
 */
export async function issueVerification(
  trx: Kysely<Database>,
  purpose: VerificationPurpose,
  subjectId: string,
  ttlMs: number,
): Promise<{ token: string; expiresAt: string; issuedAt: string }> {
  const { token, hash } = newToken();
  const at = now();
  const issuedAt = at.toISOString();
  const expiresAt = new Date(at.getTime() + ttlMs).toISOString();
  await trx
    .insertInto("verifications")
    .values({
      id: randomUUID(),
      purpose,
      subject_id: subjectId,
      token_hash: hash,
      created_at: issuedAt,
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expiresAt, issuedAt };
}

/**
 * The subject of a token of this purpose that is unused and unexpired at `now`; undefined for a
 * used, voided, expired, made-up or other-purpose one. A read only, for a page that shows the
 * link's form: using the link is claimVerification's.
 */
export async function liveVerification(
  db: Kysely<Database>,
  purpose: VerificationPurpose,
  token: string,
  now = nowIso(),
): Promise<{ subjectId: string } | undefined> {
  const row = await db
    .selectFrom("verifications")
    .select(["subject_id", "expires_at", "used_at"])
    .where("token_hash", "=", sha256(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  return row && row.used_at === null && row.expires_at > now ? { subjectId: row.subject_id } : undefined;
}

/**
 * Uses a token of this purpose once, inside the caller's transaction: a conditional UPDATE marks
 * it used only while it is unused and unexpired, so of two requests racing with one link exactly
 * one gets its subject's id; the other (and a dead, made-up or other-purpose token) gets undefined.
 */
export async function claimVerification(
  trx: Kysely<Database>,
  purpose: VerificationPurpose,
  token: string,
  now: string,
): Promise<string | undefined> {
  const claimed = await trx
    .updateTable("verifications")
    .set({ used_at: now })
    .where("token_hash", "=", sha256(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("subject_id")
    .executeTakeFirst();
  return claimed?.subject_id;
}

/** Marks every unused link of this purpose and subject as used at `at`: none mailed before works. */
export async function voidVerifications(
  trx: Kysely<Database>,
  purpose: VerificationPurpose,
  subjectId: string,
  at: string,
): Promise<void> {
  await trx
    .updateTable("verifications")
    .set({ used_at: at })
    .where("subject_id", "=", subjectId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
}

/** Deletes every link of a subject, of any purpose: with the account it was for. */
export async function deleteVerifications(trx: Kysely<Database>, subjectId: string): Promise<void> {
  await trx.deleteFrom("verifications").where("subject_id", "=", subjectId).execute();
}

/** The periodic clean-up: used (or voided) and expired links, of every purpose. */
export async function purgeVerifications(db: Kysely<Database>, now: string): Promise<void> {
  await db
    .deleteFrom("verifications")
    .where((eb) => eb.or([eb("expires_at", "<=", now), eb("used_at", "is not", null)]))
    .execute();
}
