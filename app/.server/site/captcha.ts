import { createChallenge, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
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
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ algorithm: z.string(), expiresAt: z.number().optional() }),
    signature: z.string().min(16).max(512),
  }),
  solution: z.looseObject({ counter: z.number() }),
});

export type CaptchaCheck = { ok: true; signature: string; expiresAt: string } | { ok: false };

/** Checks the widget's base64 payload: signed by us, not expired, solved. Never throws. */
export async function checkCaptcha(payload: unknown, hmacKey: string): Promise<CaptchaCheck> {
  if (typeof payload !== "string" || payload.length === 0 || payload.length > 8_000) return { ok: false };
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, "base64").toString("utf8")));
    if (!parsed.success || parsed.data.challenge.parameters.algorithm !== ALGORITHM) return { ok: false };
    const { challenge, solution } = parsed.data;
    const result = await verifySolution({
      // biome-ignore lint/suspicious/noExplicitAny: the library validates the shape itself
      challenge: challenge as any,
      // biome-ignore lint/suspicious/noExplicitAny: idem
      solution: solution as any,
      deriveKey,
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: keySecret(hmacKey),
    });
    if (!result.verified) return { ok: false };
    const expiresAt = challenge.parameters.expiresAt
      ? new Date(challenge.parameters.expiresAt * 1000).toISOString()
      : new Date(Date.now() + CHALLENGE_TTL_MS).toISOString();
    return { ok: true, signature: challenge.signature, expiresAt };
  } catch {
    return { ok: false };
  }
}
