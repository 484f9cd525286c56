import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { transaction } from "../db/transaction";
import { decrypt, encrypt } from "./aes-gcm";

/**
 * The insurer portal passwords (issue 15): AES-256-GCM under CREDENTIALS_KEY, its own 32 random
 * bytes (never derived from another secret or from anything logged). Each password's associated
 * data is its insurer's id. A check row proves at start that the key is the one that encrypted
 * what is stored; `npm run credentials:rotate` re-encrypts everything under a new key.
 */

const CHECK_TEXT = "senhas-das-seguradoras";
const CHECK_AAD = "credentials-check";

export function credentialsKey(hex: string): Buffer {
  const key = Buffer.from(hex, "hex");
  if (key.length !== 32) throw new Error("CREDENTIALS_KEY deve ter 64 caracteres hexadecimais (32 bytes).");
  return key;
}

/** A person's TOTP key (two-factor.ts) is sealed under the same key, bound to its row. */
export const twoFactorAad = (userId: string, which: "secret" | "pending") =>
  which === "secret" ? `two-factor:${userId}` : `two-factor-pending:${userId}`;

export const encryptPassword = (plain: string, key: Buffer, insurerId: string) =>
  encrypt(plain, key, insurerId);
export const decryptPassword = (stored: string, key: Buffer, insurerId: string) =>
  decrypt(stored, key, insurerId);

/**
 * At start: the first run writes the check row; later runs must open it, or the server refuses
 * to start (a wrong key would show garbage or fail at each reveal, and a new password encrypted
 * with it would be lost when the right key comes back).
 */
export async function verifyCredentialsKey(db: Kysely<Database>, key: Buffer): Promise<void> {
  const row = await db
    .selectFrom("credentials_check")
    .select("sealed")
    .where("id", "=", 1)
    .executeTakeFirst();
  if (!row) {
    await db
      .insertInto("credentials_check")
      .values({ id: 1, sealed: encrypt(CHECK_TEXT, key, CHECK_AAD) })
      .onConflict((oc) => oc.column("id").doNothing())
      .execute();
    return;
  }
  let opened = "";
  try {
    opened = decrypt(row.sealed, key, CHECK_AAD);
  } catch {
    // falls through to the refusal below
  }
  if (opened !== CHECK_TEXT) {
    throw new Error(
      "CREDENTIALS_KEY não é a chave que cifrou as senhas das seguradoras guardadas neste banco. Use a chave anterior (ou troque-a com npm run credentials:rotate).",
    );
  }
}

/** Re-encrypts every stored password, TOTP key and the check row under `next`, in one transaction. */
export async function rotateCredentials(
  db: Kysely<Database>,
  current: Buffer,
  next: Buffer,
): Promise<number> {
  await verifyCredentialsKey(db, current);
  return transaction(db, async (trx) => {
    const rows = await trx
      .selectFrom("insurer_internal")
      .select(["insurer_id", "password_encrypted"])
      .where("password_encrypted", "!=", "")
      .execute();
    for (const row of rows) {
      const plain = decryptPassword(row.password_encrypted, current, row.insurer_id);
      await trx
        .updateTable("insurer_internal")
        .set({ password_encrypted: encryptPassword(plain, next, row.insurer_id) })
        .where("insurer_id", "=", row.insurer_id)
        .execute();
    }
    const factors = await trx.selectFrom("two_factor").selectAll().execute();
    for (const row of factors) {
      const reseal = (sealed: string | null, which: "secret" | "pending") => {
        if (sealed === null) return null;
        const aad = twoFactorAad(row.user_id, which);
        return encrypt(decrypt(sealed, current, aad), next, aad);
      };
      await trx
        .updateTable("two_factor")
        .set({
          secret_sealed: reseal(row.secret_sealed, "secret"),
          pending_sealed: reseal(row.pending_sealed, "pending"),
        })
        .where("user_id", "=", row.user_id)
        .execute();
    }
    await trx
      .updateTable("credentials_check")
      .set({ sealed: encrypt(CHECK_TEXT, next, CHECK_AAD) })
      .where("id", "=", 1)
      .execute();
    return rows.length;
  });
}
