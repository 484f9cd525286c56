import { randomInt } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import { audit } from "~/.server/audit";
import { currentContent } from "~/.server/content";
import type { App, Database } from "~/.server/platform";
import {
  credentialsKey,
  decrypt,
  encrypt,
  intentSchema,
  parseInput,
  Refusal,
  transaction,
  twoFactorAad,
  verifyPassword,
} from "~/.server/platform";
import {
  secondStepSchema,
  setupCodeSchema,
  TWO_STEP_MESSAGES,
  twoStepProofSchema,
  twoStepRequirementSchema,
} from "~/lib/two-step-schemas";
import { passSecondStep, sha256, TWO_STEP_REQUIRED_SETTING } from "./sessions";
import type { User } from "./users";

/**
 * Two-step verification (issue 24, decision 025): TOTP as RFC 6238 and the authenticator apps'
 * defaults (SHA-1, 6 digits, 30 s), one step of clock drift either way, the key sealed under
 * CREDENTIALS_KEY with the person's id as associated data, and ten one-time recovery codes kept
 * as SHA-256 (they are about 49.5 random bits each: a slow hash adds nothing).
 */
const PERIOD = 30;
const DIGITS = 6;
const WINDOW = 1;
const RECOVERY_COUNT = 10;

type Db = Kysely<Database> | Transaction<Database>;

const secretAad = (userId: string) => twoFactorAad(userId, "secret");
const pendingAad = (userId: string) => twoFactorAad(userId, "pending");

function totp(secret: string, label = ""): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: currentContent().site.name,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(secret),
  });
}

/** The key in groups of four, for people who type it instead of scanning. */
export const groupedKey = (base32: string) => base32.match(/.{1,4}/g)?.join(" ") ?? base32;

/** Whether the brokerage requires two-step verification of every staff member. */
export async function twoStepRequired(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom("staff_settings")
    .select("value")
    .where("key", "=", TWO_STEP_REQUIRED_SETTING)
    .executeTakeFirst();
  return row?.value === "1";
}

/** The admin's switch (after requireAdmin), with its audit row. */
export async function setTwoStepRequirement(
  { db }: App,
  actorId: string,
  form: Record<string, string>,
): Promise<void> {
  const required = parseInput(twoStepRequirementSchema, form).required === "1";
  await transaction(db, async (trx) => {
    const value = required ? "1" : "0";
    const updated_at = new Date().toISOString();
    await trx
      .insertInto("staff_settings")
      .values({ key: TWO_STEP_REQUIRED_SETTING, value, updated_at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at }))
      .execute();
    await audit(trx, { actorId, action: "two_step.requirement", details: { required } });
  });
}

/** Whether this person has two-step verification on. */
export async function hasTwoStep(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("two_factor")
    .select("secret_sealed")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Boolean(row?.secret_sealed);
}

/** What the portal shows: on or off, and how many recovery codes are left. */
export async function twoStepStatus({ db }: App, userId: string) {
  const [enabled, codes] = await Promise.all([
    hasTwoStep(db, userId),
    db
      .selectFrom("recovery_codes")
      .select("code_hash")
      .where("user_id", "=", userId)
      .where("used_at", "is", null)
      .execute(),
  ]);
  return { enabled, recoveryLeft: codes.length };
}

/** Starts (or restarts) the setup: a new key, kept sealed on the server until it is confirmed. */
export async function startTwoStepSetup({ db, env }: App, user: User): Promise<void> {
  if (await hasTwoStep(db, user.id)) throw new Refusal(TWO_STEP_MESSAGES.alreadyOn, 409);
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const pending_sealed = encrypt(secret, credentialsKey(env.credentialsKey), pendingAad(user.id));
  await db
    .insertInto("two_factor")
    .values({ user_id: user.id, pending_sealed, secret_sealed: null, last_step: null, enabled_at: null })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ pending_sealed }))
    .execute();
}

/** The setup screen: on already, not started, or the QR code (SVG made here) and the key as text. */
export async function twoStepSetupScreen({ db, env }: App, user: User) {
  const row = await db
    .selectFrom("two_factor")
    .select(["secret_sealed", "pending_sealed"])
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (row?.secret_sealed) return { state: "on" as const };
  if (!row?.pending_sealed) return { state: "start" as const };
  const secret = decrypt(row.pending_sealed, credentialsKey(env.credentialsKey), pendingAad(user.id));
  const uri = totp(secret, user.email).toString();
  return {
    state: "scan" as const,
    qrSvg: await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }),
    key: groupedKey(secret),
  };
}

/** The current 30-second step, and the step a code matched (or undefined). */
function matchStep(secret: string, code: string): number | undefined {
  const token = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totp(secret).validate({ token, window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(Date.now() / 1000 / PERIOD) + delta;
}

function newRecoveryCodes(): string[] {
  // 10 characters of a 31-letter alphabet without look-alikes (31^10: about 49.5 bits), drawn
  // without modulo bias, shown as xxxxx-xxxxx.
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  return Array.from({ length: RECOVERY_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

const recoveryHash = (code: string) => sha256(code.toLowerCase().replace(/[^a-z0-9]/g, ""));

async function replaceRecoveryCodes(trx: Transaction<Database>, userId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  const created_at = new Date().toISOString();
  await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await trx
    .insertInto("recovery_codes")
    .values(
      codes.map((code) => ({ user_id: userId, code_hash: recoveryHash(code), used_at: null, created_at })),
    )
    .execute();
  return codes;
}

/**
 * Confirms the setup with a code from the app: the key becomes the person's, this session counts
 * as having passed the second step, and the ten recovery codes are returned (shown once).
 */
export async function confirmTwoStepSetup(
  { db, env }: App,
  staff: { user: User; sessionId: string },
  form: Record<string, string>,
): Promise<string[]> {
  const { code } = parseInput(setupCodeSchema, form);
  const { user } = staff;
  const row = await db
    .selectFrom("two_factor")
    .select(["secret_sealed", "pending_sealed"])
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (row?.secret_sealed) throw new Refusal(TWO_STEP_MESSAGES.alreadyOn, 409);
  if (!row?.pending_sealed) throw new Refusal(TWO_STEP_MESSAGES.setupNotStarted, 409);
  const key = credentialsKey(env.credentialsKey);
  const secret = decrypt(row.pending_sealed, key, pendingAad(user.id));
  const step = matchStep(secret, code);
  if (step === undefined)
    throw new Refusal(TWO_STEP_MESSAGES.codeWrong, 400, { code: TWO_STEP_MESSAGES.codeWrong });
  return transaction(db, async (trx) => {
    const at = new Date().toISOString();
    const done = await trx
      .updateTable("two_factor")
      .set({
        secret_sealed: encrypt(secret, key, secretAad(user.id)),
        pending_sealed: null,
        last_step: step,
        enabled_at: at,
      })
      .where("user_id", "=", user.id)
      .where("pending_sealed", "=", row.pending_sealed)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new Refusal(TWO_STEP_MESSAGES.setupNotStarted, 409);
    await passSecondStep(trx, staff.sessionId);
    const codes = await replaceRecoveryCodes(trx, user.id);
    await audit(trx, { actorId: user.id, action: "two_step.enable", targetId: user.id });
    return codes;
  });
}

/**
 * Checks a second-step code for this person: a TOTP code of a step later than the last accepted
 * one (recorded atomically, so a code is never accepted twice, even by two instances at once), or
 * an unused recovery code (marked used). Answers how it passed, or undefined.
 */
export async function checkSecondStep(
  { db, env }: App,
  userId: string,
  code: string,
): Promise<"app" | "recovery" | undefined> {
  const row = await db
    .selectFrom("two_factor")
    .select("secret_sealed")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row?.secret_sealed) return undefined;
  const secret = decrypt(row.secret_sealed, credentialsKey(env.credentialsKey), secretAad(userId));
  const step = matchStep(secret, code);
  if (step !== undefined) {
    const r = await db
      .updateTable("two_factor")
      .set({ last_step: step })
      .where("user_id", "=", userId)
      .where((eb) => eb.or([eb("last_step", "is", null), eb("last_step", "<", step)]))
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1 ? "app" : undefined;
  }
  const used = await db
    .updateTable("recovery_codes")
    .set({ used_at: new Date().toISOString() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", recoveryHash(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? "recovery" : undefined;
}

/** The portal's "turn off" and "new recovery codes" ask the current password or a code. */
async function requireProof(app: App, userId: string, form: Record<string, string>): Promise<void> {
  const { proof } = parseInput(twoStepProofSchema, form);
  const row = await app.db
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", userId)
    .executeTakeFirst();
  const ok =
    (row && (await verifyPassword(row.password_hash, proof))) ||
    (await checkSecondStep(app, userId, proof)) !== undefined;
  if (!ok) throw new Refusal(TWO_STEP_MESSAGES.proofWrong, 400, { proof: TWO_STEP_MESSAGES.proofWrong });
}

/** Turns it off (the key and the recovery codes are deleted), with its audit row. */
export async function disableTwoStep(app: App, userId: string, form: Record<string, string>): Promise<void> {
  if (!(await hasTwoStep(app.db, userId))) throw new Refusal(TWO_STEP_MESSAGES.notOn, 409);
  await requireProof(app, userId, form);
  await transaction(app.db, async (trx) => {
    await trx.deleteFrom("two_factor").where("user_id", "=", userId).execute();
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await audit(trx, { actorId: userId, action: "two_step.disable", targetId: userId });
  });
}

/** Ten new recovery codes (the old ones stop working), returned once, with its audit row. */
export async function renewRecoveryCodes(
  app: App,
  userId: string,
  form: Record<string, string>,
): Promise<string[]> {
  if (!(await hasTwoStep(app.db, userId))) throw new Refusal(TWO_STEP_MESSAGES.notOn, 409);
  await requireProof(app, userId, form);
  return transaction(app.db, async (trx) => {
    const codes = await replaceRecoveryCodes(trx, userId);
    await audit(trx, { actorId: userId, action: "two_step.recovery_renew", targetId: userId });
    return codes;
  });
}

/** The second-step form's input, parsed (the login's second screen). */
export const parseSecondStep = (form: Record<string, string>) => parseInput(secondStepSchema, form).code;

/** What the setup screen says after each of its actions. */
export const SETUP_DONE = {
  start: "Escaneie o código QR e digite o código que o aplicativo mostra.",
  confirm: "Verificação em duas etapas ativada.",
} as const;

export type SetupIntent = keyof typeof SETUP_DONE;

/** The setup screen's actions (after requireSetupAllowed): start, or confirm (the codes, once). */
export async function runSetupAction(
  app: App,
  staff: { user: User; sessionId: string },
  form: Record<string, string>,
): Promise<{ intent: SetupIntent; recoveryCodes?: string[] }> {
  const intent = parseInput(intentSchema(SETUP_DONE), form.intent);
  if (intent === "start") {
    await startTwoStepSetup(app, staff.user);
    return { intent };
  }
  return { intent, recoveryCodes: await confirmTwoStepSetup(app, staff, form) };
}
