import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

/** Does what the browser widget does: fetch a challenge, solve it, encode the payload. */
export async function solveCaptcha(baseUrl: string): Promise<string> {
  const challenge = await (await fetch(`${baseUrl}/api/captcha-challenge`)).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha não resolvido");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
