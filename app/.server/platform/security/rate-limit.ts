import { createHmac } from "node:crypto";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from "rate-limiter-flexible";
import { MESSAGES } from "~/lib/staff-schemas";
import type { App } from "../app-context";
import { nowMs } from "../clock";
import type { DatabaseHandle } from "../db/database";
import { Refusal } from "../http/refusal";

/**
 * Attempts allowed per window (seconds); counters live in the `rate_limits` table (shared by
 * every instance). "Address" keys are the client address of app/.server/client-address.ts.
 * The login numbers are explained in docs/decisions/016-login-throttling.md.
 */
export const LIMITS = {
  /** Login attempts for one account from one address: the hard block, never the owner's. */
  loginAccountAddress: { points: 10, duration: 15 * 60, blockDuration: 15 * 60 },
  /** Failed logins of one account from every address: only slows it down (LOGIN_DELAY). */
  loginFailures: { points: 1, duration: 15 * 60 },
  loginAddress: { points: 30, duration: 15 * 60, blockDuration: 15 * 60 },
  /**
   * Wrong second-step codes of one account from every address in 24 hours (security review 3,
   * L-3): at this many the account's second step is refused for the rest of the window, whatever
   * the password; counted by account id; only an admin's reset (or the window) clears it.
   */
  secondStepFailures: { points: 20, duration: 24 * 60 * 60 },
  register: { points: 5, duration: 60 * 60 },
  forgotPassword: { points: 5, duration: 60 * 60 },
  /** Reset mails to one e-mail address, whoever asks. */
  forgotPasswordEmail: { points: 3, duration: 60 * 60 },
  /** New passwords posted with a reset link, per address. */
  resetPassword: { points: 10, duration: 60 * 60 },
  /** Posts of the e-mail confirmation page (a link's token), per address. */
  confirmEmail: { points: 10, duration: 60 * 60 },
  /** Password changes in the portal, per address. */
  changePassword: { points: 10, duration: 60 * 60 },
  contact: { points: 10, duration: 60 * 60 },
  /**
   * Clicks counted per address (decision 044): far above what one visitor clicks in an hour,
   * low enough that one client cannot inflate the demand figures. Its keys are always stored
   * hashed: the count of clicks keeps no visitor's address, not even for an hour.
   */
  demand: { points: 60, duration: 60 * 60 },
} as const;

/** Limits whose key is stored as an HMAC whatever it holds (an address too). */
const ALWAYS_HASHED: ReadonlySet<LimitName> = new Set<LimitName>(["demand"]);

/**
 * The wait before checking the password of an account with recent failures from anywhere:
 * none for the first `freeFailures`, then `stepMs` more per failure, at most `maxMs`.
 */
export const LOGIN_DELAY = { freeFailures: 10, stepMs: 250, maxMs: 3_000 } as const;

export type LimitName = keyof typeof LIMITS;

const cache = new WeakMap<DatabaseHandle, Record<LimitName, RateLimiterAbstract>>();

function build(handle: DatabaseHandle, name: LimitName): RateLimiterAbstract {
  const common = {
    ...LIMITS[name],
    keyPrefix: name,
    tableName: "rate_limits",
    tableCreated: true,
    clearExpiredByTimeout: false,
  };
  if (handle.kind === "postgres") {
    return new RateLimiterPostgres({ ...common, storeClient: handle.pool, storeType: "pool" });
  }
  return new RateLimiterSQLite({ ...common, storeClient: handle.sqlite, storeType: "better-sqlite3" });
}

export function limiters(handle: DatabaseHandle): Record<LimitName, RateLimiterAbstract> {
  let set = cache.get(handle);
  if (!set) {
    set = Object.fromEntries(
      (Object.keys(LIMITS) as LimitName[]).map((name) => [name, build(handle, name)]),
    ) as Record<LimitName, RateLimiterAbstract>;
    cache.set(handle, set);
  }
  return set;
}

/**
 * The key as stored. A key that holds an e-mail (`loginFailures:<email>`, `<email>|<address>`,
 * `forgotPasswordEmail:<email>`) is stored as its HMAC-SHA256 under a key derived from
 * SESSION_SECRET: the table never shows who was attacked or asked for a link, and, unlike a plain
 * hash, a list of staff addresses cannot be matched against it. Every instance shares the secret,
 * so all count under the same key. Anything else longer than 64 characters is hashed too, so the
 * column (255 with the prefix) stays bounded on both databases; address-only keys stay readable.
 */
export function storedKey(sessionSecret: string, key: string, { hashed = false } = {}): string {
  if (!hashed && !key.includes("@") && key.length <= 64) return key;
  return createHmac("sha256", keyingSecret(sessionSecret)).update(key).digest("hex");
}

/** The counters' database and the secret their keys are derived from (decision 022). */
export type RateLimitScope = Pick<App, "database" | "env">;

const keyings = new Map<string, Buffer>();

/** Its own key, derived from SESSION_SECRET (never the secret itself); one per secret. */
function keyingSecret(sessionSecret: string): Buffer {
  let key = keyings.get(sessionSecret);
  if (!key) {
    key = createHmac("sha256", sessionSecret).update("rate-limit-keys").digest();
    keyings.set(sessionSecret, key);
  }
  return key;
}

const limiterOf = ({ database }: RateLimitScope, name: LimitName) => limiters(database)[name];
const keyOf = ({ env }: RateLimitScope, name: LimitName, key: string) =>
  storedKey(env.sessionSecret, key, { hashed: ALWAYS_HASHED.has(name) });

/** Spends one point; throws Refusal(429) with a Portuguese message when the limit is reached. */
export async function consume(scope: RateLimitScope, name: LimitName, key: string): Promise<void> {
  try {
    await limiterOf(scope, name).consume(keyOf(scope, name, key));
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
      throw new Refusal(`${MESSAGES.throttled} (aguarde ${minutes} min)`, 429);
    }
    throw error;
  }
}

/** Clears a counter (e.g. the per-account login counter after a successful login). */
export async function reset(scope: RateLimitScope, name: LimitName, key: string): Promise<void> {
  await limiterOf(scope, name).delete(keyOf(scope, name, key));
}

/** Counts one failure without ever refusing (the counters that only slow things down). */
export async function count(scope: RateLimitScope, name: LimitName, key: string): Promise<void> {
  await limiterOf(scope, name).penalty(keyOf(scope, name, key));
}

/** How many points this key has spent in its current window. */
export async function spent(scope: RateLimitScope, name: LimitName, key: string): Promise<number> {
  const res = await limiterOf(scope, name).get(keyOf(scope, name, key));
  return res?.consumedPoints ?? 0;
}

/** Removes counters expired more than an hour ago. */
export async function purgeRateLimits(handle: DatabaseHandle): Promise<void> {
  await handle.db
    .deleteFrom("rate_limits")
    .where("expire", "<", nowMs() - 3_600_000)
    .execute();
}
