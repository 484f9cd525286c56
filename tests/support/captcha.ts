import { createHmac } from "node:crypto";
import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { TEST_SESSION_SECRET } from "./test-server";

/**
 * Does what the browser widget does: fetch a challenge, solve it, encode the payload. About
 * 110 ms of CPU; one test keeps this real path (contact.test.ts), the rest sign their own.
 */
export async function solveCaptcha(baseUrl: string): Promise<string> {
  const challenge = await (await fetch(`${baseUrl}/api/captcha-challenge`)).json();
  return payloadOf(challenge);
}

/**
 * The key a server under test signs challenges with: derived from SESSION_SECRET when
 * ALTCHA_HMAC_KEY is not set (app/.server/env.ts), as startServer leaves it.
 */
const SERVER_ALTCHA_KEY = createHmac("sha256", TEST_SESSION_SECRET).update("altcha").digest("hex");

/**
 * A captcha payload the server accepts, without asking it for a challenge: the test signs one as
 * the server would (app/.server/captcha.ts: same algorithm, cost, keys and lifetime) but with
 * counter 1, so solving it costs two key derivations instead of a thousand or more. Each call
 * is a new challenge (its own salt and signature), used once like a real one.
 */
export async function signedCaptcha(): Promise<string> {
  const challenge = await createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 100,
    counter: 1,
    deriveKey,
    hmacSignatureSecret: SERVER_ALTCHA_KEY,
    hmacKeySignatureSecret: `${SERVER_ALTCHA_KEY}:derived-key`,
    expiresAt: new Date(Date.now() + 10 * 60 * 1000),
  });
  return payloadOf(challenge);
}

async function payloadOf(challenge: Parameters<typeof solveChallenge>[0]["challenge"]): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha não resolvido");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
