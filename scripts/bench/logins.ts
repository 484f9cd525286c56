/** What a login costs: one argon2id hash, and a static file while a burst of logins is hashed. */
import { hash } from "@node-rs/argon2";
import { median } from "./stats";

/** OWASP's recommended argon2id parameters (19 MiB, 2 iterations, 1 lane). */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
export const HASH_SAMPLES = 10;
/** A burst of simultaneous logins (each costs a hash), repeated; a static file is timed meanwhile. */
const BURST_LOGINS = 80;
const BURST_ROUNDS = 3;

export interface PasswordHashResult {
  options: typeof ARGON2_OPTIONS;
  medianMs: number;
  samplesMs: number[];
}

export interface BurstRound {
  burstMs: number;
  worstMs: number;
  medianMs: number;
  requests: number;
}
export interface LoginBurstResult {
  logins: number;
  rounds: BurstRound[];
}

export async function measureHash(): Promise<PasswordHashResult> {
  await hash("aquecimento-do-bench", ARGON2_OPTIONS); // warm-up, not counted
  const samples: number[] = [];
  for (let i = 0; i < HASH_SAMPLES; i++) {
    const start = performance.now();
    await hash(`senha-de-teste-${i}`, ARGON2_OPTIONS);
    samples.push(performance.now() - start);
  }
  return { options: ARGON2_OPTIONS, medianMs: median(samples) ?? Number.NaN, samplesMs: samples };
}

/**
 * A static file while BURST_LOGINS logins (unknown e-mails: each still verifies a password) are in
 * flight, each from its own address (the bench server trusts one proxy hop). The connections are
 * opened first, so the figure is the server's, not TCP handshakes'. Per round: the worst and the
 * median wait of /favicon.svg, asked again and again until the last login answered.
 */
export async function measureLoginBurst(baseUrl: string): Promise<LoginBurstResult> {
  const favicon = async () => {
    const asked = performance.now();
    await (await fetch(`${baseUrl}/favicon.svg`)).arrayBuffer();
    return performance.now() - asked;
  };
  const rounds: BurstRound[] = [];
  for (let round = 0; round < BURST_ROUNDS; round++) {
    await Promise.all(Array.from({ length: BURST_LOGINS + 1 }, favicon));
    const started = performance.now();
    let pending = BURST_LOGINS;
    const burst = Array.from({ length: BURST_LOGINS }, async (_, i) => {
      const res = await fetch(`${baseUrl}/access/employees`, {
        method: "POST",
        headers: {
          Origin: baseUrl,
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": `198.18.${round}.${i + 1}`,
        },
        body: new URLSearchParams({ email: `bench-${round}-${i}@exemplo.com`, password: `senha-${i}` }),
      });
      await res.arrayBuffer();
      pending -= 1;
      return res.status;
    });
    const waits: number[] = [];
    while (pending > 0) waits.push(await favicon());
    const statuses = await Promise.all(burst);
    if (statuses.some((status) => status !== 401)) throw new Error(`login burst: ${statuses.join(",")}`);
    rounds.push({
      burstMs: Math.round(performance.now() - started),
      worstMs: Math.round(Math.max(...waits)),
      medianMs: Math.round(median(waits) ?? Number.NaN),
      requests: waits.length,
    });
  }
  return { logins: BURST_LOGINS, rounds };
}
