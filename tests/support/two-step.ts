/**
 * Two-step verification driven as a person does it (decision 025): start the setup, read the key
 * the screen shows, type the code an authenticator app would show. Shared by the integration tests.
 */
import { expect } from "vitest";
import type { TestServer } from "./test-server";
import { totpCode } from "./totp";

export { totpCode };

export const TWO_STEP_SETUP = "/access/employees/two-step-setup";
export const SECOND_STEP = "/access/employees/verification";

/** The recovery codes a page shows (once). */
export const recoveryCodesIn = (html: string) =>
  [...html.matchAll(/<li>([a-z2-9]{5}-[a-z2-9]{5})<\/li>/g)].map((m) => m[1] ?? "");

/** Starts the setup with this session and reads the key the screen shows. */
export async function startTwoStep(server: TestServer, cookie: string): Promise<string> {
  const started = await server.post(TWO_STEP_SETUP, { intent: "start" }, cookie);
  expect(started.status).toBe(200);
  await started.text();
  const page = await (await server.get(TWO_STEP_SETUP, cookie)).text();
  const key = page.match(/data-testid="two-step-key"[^>]*>([A-Z2-7 ]+)</)?.[1];
  expect(key).toBeTruthy();
  return (key ?? "").replace(/ /g, "");
}

/** Turns it on with this session and the person's password: the key and the ten recovery codes shown. */
export async function turnOnTwoStep(
  server: TestServer,
  cookie: string,
  password: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const secret = await startTwoStep(server, cookie);
  const res = await server.post(
    TWO_STEP_SETUP,
    { intent: "confirm", code: totpCode(secret), password },
    cookie,
  );
  expect(res.status).toBe(200);
  const recoveryCodes = recoveryCodesIn(await res.text());
  expect(recoveryCodes).toHaveLength(10);
  return { secret, recoveryCodes };
}
