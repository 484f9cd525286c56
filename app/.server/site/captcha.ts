import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { nowMs } from "~/.server/platform";
import { z } from "~/lib/zod";

/**
 * ALTCHA proof of work, self-hosted. The browser spends well under a second on a phone; a bot
 * sending thousands of messages pays that each time. The server signs each challenge (HMAC with
 * ALTCHA_HMAC_KEY) and knows its answer, so verifying costs two HMACs, no hashing work.
 */
const ALGORITHM = "PBKDF2/SHA-256";
const COST = 100;
const CHALLENGE_TTL_MS = 10 * 60 * 1000;

/** The refusal of a message whose captcha is missing, wrong, expired or already used. */
export const CAPTCHA_REFUSED =
  "Não conseguimos confirmar que você não é um robô. Aguarde a verificação e tente novamente.";

const keySecret = (hmacKey: string) => `${hmacKey}:derived-key`;

export async function newChallenge(hmacKey: string) {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(1_000, 3_000),
    deriveKey,
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: keySecret(hmacKey),
    expiresAt: new Date(nowMs() + CHALLENGE_TTL_MS),
  });
}

/** The widget's payload, in the library's shape (`Challenge`, `Solution`); the library checks the values. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().min(16).max(512),
  }),
  solution: z.looseObject({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
}) satisfies z.ZodType<{ challenge: Challenge; solution: Solution }>;

export type CaptchaCheck = { ok: true; signature: string; expiresAt: string } | { ok: false };

/** Checks the widget's base64 payload: signed by us, not expired, solved. Never throws. */
export async function checkCaptcha(payload: unknown, hmacKey: string): Promise<CaptchaCheck> {
  if (typeof payload !== "string" || payload.length === 0 || payload.length > 8_000) return { ok: false };
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, "base64").toString("utf8")));
    if (!parsed.success || parsed.data.challenge.parameters.algorithm !== ALGORITHM) return { ok: false };
    const { challenge, solution } = parsed.data;
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: keySecret(hmacKey),
    });
    if (!result.verified) return { ok: false };
    const expiresAt = challenge.parameters.expiresAt
      ? new Date(challenge.parameters.expiresAt * 1000).toISOString()
      : new Date(nowMs() + CHALLENGE_TTL_MS).toISOString();
    return { ok: true, signature: challenge.signature, expiresAt };
  } catch {
    return { ok: false };
  }
}
