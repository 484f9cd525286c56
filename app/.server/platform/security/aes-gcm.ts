import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * AES-256-GCM with a fresh 12-byte IV per value and associated data that binds a ciphertext to
 * its row (copied onto another row, it does not open). Shared by the outbox's sealed payloads
 * (mail-seal.ts) and the insurer portal passwords (credentials.ts).
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function encrypt(plain: string, key: Buffer, aad: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(aad, "utf8"));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** Throws when the key is another or the value was altered (GCM's tag does not match). */
export function decrypt(encoded: string, key: Buffer, aad: string): string {
  const raw = Buffer.from(encoded, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(aad, "utf8"));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
    "utf8",
  );
}
