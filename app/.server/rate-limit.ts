import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite } from "rate-limiter-flexible";
import { MESSAGES } from "~/lib/staff-schemas";
import type { DatabaseHandle } from "./db/database";
import { Refusal } from "./refusal";

/** Attempts allowed per window; counters live in the `rate_limits` table (shared by every instance). */
export const LIMITS = {
  loginAccount: { points: 10, duration: 15 * 60, blockDuration: 15 * 60 },
  loginAddress: { points: 30, duration: 15 * 60, blockDuration: 15 * 60 },
  register: { points: 5, duration: 60 * 60 },
  forgotPassword: { points: 5, duration: 60 * 60 },
  contact: { points: 10, duration: 60 * 60 },
} as const;

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
    set = {
      loginAccount: build(handle, "loginAccount"),
      loginAddress: build(handle, "loginAddress"),
      register: build(handle, "register"),
      forgotPassword: build(handle, "forgotPassword"),
      contact: build(handle, "contact"),
    };
    cache.set(handle, set);
  }
  return set;
}

/** Spends one point; throws Refusal(429) with a Portuguese message when the limit is reached. */
export async function consume(handle: DatabaseHandle, name: LimitName, key: string): Promise<void> {
  try {
    await limiters(handle)[name].consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
      throw new Refusal(`${MESSAGES.throttled} (aguarde ${minutes} min)`, 429);
    }
    throw error;
  }
}

/** Clears a counter (e.g. the per-account login counter after a successful login). */
export async function reset(handle: DatabaseHandle, name: LimitName, key: string): Promise<void> {
  await limiters(handle)[name].delete(key);
}

/** Removes counters expired more than an hour ago. */
export async function purgeRateLimits(handle: DatabaseHandle): Promise<void> {
  await handle.db
    .deleteFrom("rate_limits")
    .where("expire", "<", Date.now() - 3_600_000)
    .execute();
}
