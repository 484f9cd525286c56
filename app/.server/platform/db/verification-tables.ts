/**
 * Every one-time token mailed as a link (migration 017, decision 057): reset links, e-mail
 * confirmation, and the client area's sign-in links to come. One row per link; only the token's
 * SHA-256 is stored.
 */

/**
 * What a link is for. A claim names its purpose, so a token issued for one never works for
 * another. A new purpose is a word here (the column has no CHECK: SQLite cannot change one
 * without rebuilding the table), plus its TTL and its page in the domain that issues it.
 */
export type VerificationPurpose = "password-reset" | "email-confirmation";

export interface VerificationsTable {
  id: string;
  purpose: VerificationPurpose;
  /**
   * Whom the link is for: a staff account's `users.id` for both purposes today. Not a foreign
   * key, so a client's id fits later; the domain that deletes a subject deletes its rows
   * (deleteVerifications), and a claim checks that the subject still exists.
   */
  subject_id: string;
  /** SHA-256 of the token, in hex (unique: the token is looked up by it). */
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** When the link was used, or voided by a later decision (a newer link, a new password…). */
  used_at: string | null;
}

export interface VerificationTables {
  verifications: VerificationsTable;
}
