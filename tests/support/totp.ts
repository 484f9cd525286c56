import * as OTPAuth from "otpauth";

/**
 * The code an authenticator app shows for this key `offsetSteps` steps of 30 s from now (no test
 * runner imported: the Vitest and Playwright tests both use it).
 */
export const totpCode = (secret: string, offsetSteps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  });
