import { randomInt } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import { audit } from "~/.server/audit";
import { currentContent } from "~/.server/content";
import { queueMail } from "~/.server/mail";
import type { App, Database } from "~/.server/platform";
import {
  consume,
  credentialsKey,
  decrypt,
  encrypt,
  intentSchema,
  nowIso,
  nowMs,
  parseInput,
  Refusal,
  reset,
  transaction,
  twoFactorAad,
  verifyPassword,
} from "~/.server/platform";
import {
  secondStepSchema,
  setupConfirmSchema,
  TWO_STEP_MESSAGES,
  twoStepProofSchema,
  twoStepRequirementSchema,
} from "~/lib/two-step-schemas";
import { throttledPasswordCheck } from "./password-check";
import { deleteOtherSessions, passSecondStep, sha256, TWO_STEP_REQUIRED_SETTING } from "./sessions";
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
    const updated_at = nowIso();
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

/** Of these people, the ids of those with two-step verification on (the users screen's reset). */
export async function withTwoStepOn(db: Db, userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom("two_factor")
    .select("user_id")
    .where("user_id", "in", userIds)
    .where("secret_sealed", "is not", null)
    .execute();
  return rows.map((row) => row.user_id);
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
  return Math.floor(nowMs() / 1000 / PERIOD) + delta;
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
  const created_at = nowIso();
  await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  await trx
    .insertInto("recovery_codes")
    .values(
      codes.map((code) => ({ user_id: userId, code_hash: recoveryHash(code), used_at: null, created_at })),
    )
    .execute();
  return codes;
}

/** Whether this is the person's current password (no throttle: the callers below add it). */
async function isPasswordOf(db: Db, userId: string, password: string): Promise<boolean> {
  const row = await db
    .selectFrom("users")
    .select("password_hash")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row !== undefined && (await verifyPassword(row.password_hash, password));
}

/**
 * The person's current password, checked under the login's throttle (a wrong one counts as a
 * failed login of the account): what a session alone, stolen or left open, does not know.
 */
async function requirePassword(app: App, user: Pick<User, "id" | "email">, password: string): Promise<void> {
  await throttledPasswordCheck(app, user.email, 400, async () => {
    if (!(await isPasswordOf(app.db, user.id, password))) {
      throw new Refusal(TWO_STEP_MESSAGES.passwordWrong, 400, { password: TWO_STEP_MESSAGES.passwordWrong });
    }
  });
}

/**
 * Confirms the setup with a code from the app and the current password (security review 3, L-2:
 * a live session alone cannot bind its own authenticator to the account): the key becomes the
 * person's, this session counts as having passed the second step, every other session of the
 * account ends (L-1: one opened before owes nothing otherwise), and the ten recovery codes are
 * returned (shown once).
 */
export async function confirmTwoStepSetup(
  app: App,
  staff: { user: User; sessionId: string },
  form: Record<string, string>,
): Promise<string[]> {
  const { db, env } = app;
  const { code, password } = parseInput(setupConfirmSchema, form);
  const { user } = staff;
  const row = await db
    .selectFrom("two_factor")
    .select(["secret_sealed", "pending_sealed"])
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  if (row?.secret_sealed) throw new Refusal(TWO_STEP_MESSAGES.alreadyOn, 409);
  if (!row?.pending_sealed) throw new Refusal(TWO_STEP_MESSAGES.setupNotStarted, 409);
  await requirePassword(app, user, password);
  const key = credentialsKey(env.credentialsKey);
  const secret = decrypt(row.pending_sealed, key, pendingAad(user.id));
  const step = matchStep(secret, code);
  if (step === undefined)
    throw new Refusal(TWO_STEP_MESSAGES.codeWrong, 400, { code: TWO_STEP_MESSAGES.codeWrong });
  return transaction(db, async (trx) => {
    const at = nowIso();
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
    const ended = await deleteOtherSessions(trx, user.id, staff.sessionId);
    const codes = await replaceRecoveryCodes(trx, user.id);
    await audit(trx, { actorId: user.id, action: "two_step.enable", targetId: user.id, details: { ended } });
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
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", recoveryHash(code))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? "recovery" : undefined;
}

/**
 * The portal's "turn off" and "new recovery codes" ask the current password or a code, checked
 * under the login's throttle like every other password check (code review 2, T1): a wrong proof
 * counts as a failed login of the account, wherever it comes from.
 */
async function requireProof(app: App, user: Pick<User, "id" | "email">, form: Record<string, string>) {
  const { proof } = parseInput(twoStepProofSchema, form);
  await throttledPasswordCheck(app, user.email, 400, async () => {
    const ok =
      (await isPasswordOf(app.db, user.id, proof)) ||
      (await checkSecondStep(app, user.id, proof)) !== undefined;
    if (!ok) throw new Refusal(TWO_STEP_MESSAGES.proofWrong, 400, { proof: TWO_STEP_MESSAGES.proofWrong });
  });
}

/** Who asks, in the portal: the person and the session they use (the one that stays). */
type Asking = { user: Pick<User, "id" | "email">; sessionId: string };

/**
 * Turns it off (the key and the recovery codes are deleted) and ends the account's other
 * sessions (L-1: the account's protection changed), with its audit row.
 */
export async function disableTwoStep(app: App, { user, sessionId }: Asking, form: Record<string, string>) {
  if (!(await hasTwoStep(app.db, user.id))) throw new Refusal(TWO_STEP_MESSAGES.notOn, 409);
  await requireProof(app, user, form);
  await transaction(app.db, async (trx) => {
    await trx.deleteFrom("two_factor").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("recovery_codes").where("user_id", "=", user.id).execute();
    const ended = await deleteOtherSessions(trx, user.id, sessionId);
    await audit(trx, { actorId: user.id, action: "two_step.disable", targetId: user.id, details: { ended } });
  });
}

/**
 * Ten new recovery codes (the old ones stop working), returned once; the account's other
 * sessions end (whoever saw the old codes may hold one), with its audit row.
 */
export async function renewRecoveryCodes(
  app: App,
  { user, sessionId }: Asking,
  form: Record<string, string>,
): Promise<string[]> {
  if (!(await hasTwoStep(app.db, user.id))) throw new Refusal(TWO_STEP_MESSAGES.notOn, 409);
  await requireProof(app, user, form);
  return transaction(app.db, async (trx) => {
    const codes = await replaceRecoveryCodes(trx, user.id);
    const ended = await deleteOtherSessions(trx, user.id, sessionId);
    await audit(trx, {
      actorId: user.id,
      action: "two_step.recovery_renew",
      targetId: user.id,
      details: { ended },
    });
    return codes;
  });
}

/**
 * The admin's "Redefinir verificação em duas etapas" (security review 3, L-2), for a person who
 * lost their authenticator and recovery codes, or whose account someone else enrolled: the key,
 * the recovery codes and every session of the person go, and so does the account's count of
 * wrong codes (L-3); the person is told by mail, through the outbox, and may turn it on again
 * after signing in with the password. Audited. Not for one's own account: the portal does that
 * with a proof, and an admin locked out of their own is reset by another admin (or
 * `npm run admin:create` makes one; decision 058).
 */
export async function resetTwoStep(app: App, actorId: string, userId: string): Promise<void> {
  if (actorId === userId) throw new Refusal(TWO_STEP_MESSAGES.resetSelf, 400);
  await transaction(app.db, async (trx) => {
    const target = await trx
      .selectFrom("users")
      .select(["id", "email"])
      .where("id", "=", userId)
      .executeTakeFirst();
    if (!target) throw new Refusal("Usuário não encontrado.", 404);
    const removed = await trx.deleteFrom("two_factor").where("user_id", "=", userId).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw new Refusal(TWO_STEP_MESSAGES.resetNotOn, 400);
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    const ended = await deleteOtherSessions(trx, userId, null);
    await queueMail(trx, {
      kind: "two-step-notice",
      to: target.email,
      refId: userId,
      data: { event: "reset", at: nowIso() },
    });
    await audit(trx, { actorId, action: "two_step.reset", targetId: userId, details: { ended } });
  });
  await reset(app, "secondStepFailures", userId);
}

/** The second-step form's input, parsed (the login's second screen). */
export const parseSecondStep = (form: Record<string, string>) => parseInput(secondStepSchema, form).code;

/** What the setup screen says after each of its actions. */
export const SETUP_DONE = {
  start: "Escaneie o código QR e digite o código que o aplicativo mostra.",
  confirm: "Verificação em duas etapas ativada.",
} as const;

export type SetupIntent = keyof typeof SETUP_DONE;

/**
 * The setup screen's actions (after requireSetupAllowed): start, or confirm (the codes, once).
 * Confirming checks a password: the per-address limit of a password change comes first.
 */
export async function runSetupAction(
  app: App,
  staff: { user: User; sessionId: string },
  form: Record<string, string>,
  clientAddress: string,
): Promise<{ intent: SetupIntent; recoveryCodes?: string[] }> {
  const intent = parseInput(intentSchema(SETUP_DONE), form.intent);
  if (intent === "start") {
    await startTwoStepSetup(app, staff.user);
    return { intent };
  }
  await consume(app, "changePassword", clientAddress);
  return { intent, recoveryCodes: await confirmTwoStepSetup(app, staff, form) };
}
