import { createHash, randomBytes } from "node:crypto";

/** How session, reset and confirmation tokens are stored: only their SHA-256, in hex. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

/** A random token for a cookie or a mailed link (256 bits, URL-safe), with the hash to store. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: sha256(token) };
}
