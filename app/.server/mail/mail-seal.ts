import { hkdfSync } from "node:crypto";
import { decrypt, encrypt } from "~/.server/platform";

/**
 * Outbox payloads that carry a secret (the password-reset token) are stored sealed: AES-256-GCM
 * with a key derived by HKDF-SHA-256 from SESSION_SECRET, so a copy of the database alone (a
 * backup, a support dump) never holds a usable reset link. The row's id is the associated data:
 * a sealed payload copied onto another row does not open. See docs/decisions/012-mail-outbox.md.
 */
const PREFIX = "sealed:v1:";

function keyFrom(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "outbox-mail", "outbox payload key v1", 32));
}

export function seal(plain: string, sessionSecret: string, rowId: string): string {
  return PREFIX + encrypt(plain, keyFrom(sessionSecret), rowId);
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** Throws when the secret changed or the payload was altered (GCM's tag does not match). */
export function unseal(stored: string, sessionSecret: string, rowId: string): string {
  if (!isSealed(stored)) throw new Error("conteúdo do e-mail não está cifrado");
  return decrypt(stored.slice(PREFIX.length), keyFrom(sessionSecret), rowId);
}
