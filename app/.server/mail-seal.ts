import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Outbox payloads that carry a secret (the password-reset token) are stored sealed: AES-256-GCM
 * with a key derived by HKDF-SHA-256 from SESSION_SECRET, so a copy of the database alone (a
 * backup, a support dump) never holds a usable reset link. The row's id is the associated data:
 * a sealed payload copied onto another row does not open. See docs/decisions/012-mail-outbox.md.
 */
const PREFIX = "sealed:v1:";
const IV_BYTES = 12;
const TAG_BYTES = 16;

function keyFrom(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "outbox-mail", "outbox payload key v1", 32));
}

export function seal(plain: string, sessionSecret: string, rowId: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(sessionSecret), iv);
  cipher.setAAD(Buffer.from(rowId, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** Throws when the secret changed or the payload was altered (GCM's tag does not match). */
export function unseal(stored: string, sessionSecret: string, rowId: string): string {
  if (!isSealed(stored)) throw new Error("conteúdo do e-mail não está cifrado");
  const raw = Buffer.from(stored.slice(PREFIX.length), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", keyFrom(sessionSecret), raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(rowId, "utf8"));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    "utf8",
  );
}
