import { availableParallelism } from "node:os";
import { hash, verify } from "@node-rs/argon2";

/** OWASP Password Storage Cheat Sheet: Argon2id, m=19 MiB, t=2, p=1. */
/** The library default algorithm is Argon2id. */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most this many hashes (or verifications) run at once; the others wait their turn. argon2
 * runs on libuv's thread pool (4 threads), which static files and the file system share: a burst
 * of logins must leave threads and cores for everything else (see docs/performance.md).
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(2, availableParallelism()));

let running = 0;
const waiting: Array<() => void> = [];

/** Runs `work` when a slot is free (first come, first served). */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, or is freed.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return inTurn(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await inTurn(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when the account does not exist (keeps timing similar). */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword("senha-inexistente-para-tempo-constante");
  return dummy;
}
