import { setTimeout as sleep } from "node:timers/promises";
import { count, LOGIN_DELAY, type RateLimitScope, Refusal, spent } from "~/.server/platform";

/**
 * The one way a staff password (or a second-step code) is checked outside the login form's own
 * limits: under the login's account-wide throttle (decision 016). Apart from auth.ts so that
 * two-factor.ts and email-confirmation.ts, which auth.ts itself uses, can call it too.
 */

/** The wait before checking a password of this account, from its recent failures (decision 016). */
export function loginDelayMs(failures: number): number {
  const over = failures - LOGIN_DELAY.freeFailures;
  return over <= 0 ? 0 : Math.min(LOGIN_DELAY.maxMs, over * LOGIN_DELAY.stepMs);
}

/**
 * A password check of `email`'s account under the login's account-wide throttle (decision 016):
 * first the wait its recent failures from everywhere have earned, then `check`; a refusal with
 * `wrongStatus` counts one more failure. The login (password and second-step code), the portal's
 * password change, turning two-step verification on or off, new recovery codes and the e-mail
 * confirmation share it, so a stolen session or a stolen link guesses no cheaper than a login
 * would (issue 24 I-9; code review 2 T1; security review 3, L-2 and L-4).
 */
export async function throttledPasswordCheck<T>(
  scope: RateLimitScope,
  email: string,
  wrongStatus: number,
  check: () => Promise<T>,
): Promise<T> {
  const wait = loginDelayMs(await spent(scope, "loginFailures", email));
  if (wait > 0) await sleep(wait);
  try {
    return await check();
  } catch (error) {
    if (error instanceof Refusal && error.status === wrongStatus) await count(scope, "loginFailures", email);
    throw error;
  }
}
