/**
 * A staff page opened while signed out comes back after the login (issue 26): the guard sends
 * the login the path, the login form carries it, and only a same-origin staff path is followed
 * (app/lib/safe-redirect.ts); anything else lands on the spec's menu. Drives HTTP only, so
 * SQLite is enough.
 */
import { describe, expect, it } from "vitest";
import { cookieAfter, LOGIN, useServerSuite } from "../support/http-assertions";
import { createStaff } from "../support/test-server";
import { SECOND_STEP, totpCode, turnOnTwoStep } from "../support/two-step";

const TARGET = "/admin-portal/insurers";
const LOGIN_WITH_TARGET = `${LOGIN}?redirectTo=${encodeURIComponent(TARGET)}`;

describe("deep link through the login", () => {
  const s = useServerSuite("sqlite");

  const signIn = (email: string, password: string, redirectTo: string) =>
    s.server.post(LOGIN, { email, password, redirectTo });

  it("an anonymous page request goes to the login with the path; a form post or a data request keeps to the rules", async () => {
    await s.expectRedirect(await s.server.get(TARGET), LOGIN_WITH_TARGET);
    await s.expectRedirect(
      await s.server.get("/admin-portal/messages?status=open"),
      `${LOGIN}?redirectTo=${encodeURIComponent("/admin-portal/messages?status=open")}`,
    );
    // A client-side navigation's data request: React Router's encoded redirect carries the page's path.
    const data = await s.server.get(`${TARGET}.data?_routes=routes%2Fstaff%2Fadmin-insurers`);
    expect(data.status).toBe(202);
    expect(await data.text()).toContain(JSON.stringify(LOGIN_WITH_TARGET));
    // A post is not a page to come back to.
    await s.expectRedirect(await s.server.post(TARGET, { intent: "hide" }), LOGIN);
  });

  it("the login screen carries the path in a hidden field (works without JavaScript)", async () => {
    const html = await (await s.server.get(LOGIN_WITH_TARGET)).text();
    expect(html).toMatch(/<input type="hidden" name="redirectTo" value="\/admin-portal\/insurers"\/>/);
  });

  it("signing in with the path lands there; an outside or login path lands on the spec's menu", async () => {
    await s.expectRedirect(await signIn(s.admin.email, s.admin.password, TARGET), TARGET);
    for (const outside of [
      "https://evil.example/admin-portal",
      "//evil.example",
      "/\\evil.example",
      "/access/logout",
    ]) {
      await s.expectRedirect(await signIn(s.admin.email, s.admin.password, outside), "/access/admin-menu");
    }
    // A collaborator sent to an admin path: signed in there, then the admin guard sends them to their menu.
    const res = await signIn(s.collaborator.email, s.collaborator.password, TARGET);
    expect(s.where(res)).toBe(TARGET);
    await res.text();
    await s.expectRedirect(await s.server.get(TARGET, cookieAfter(res, undefined)), "/access/main-menu");
  });

  it("the path survives two-step verification and is checked again at its end", async () => {
    const person = await createStaff(s.handle.db, "admin", "approved");
    const { secret, recoveryCodes } = await turnOnTwoStep(s.server, person.cookie, person.password);

    const first = await signIn(person.email, person.password, TARGET);
    const verify = `${SECOND_STEP}?redirectTo=${encodeURIComponent(TARGET)}`;
    expect(s.where(first)).toBe(verify);
    await first.text();
    const cookie = cookieAfter(first, undefined);
    const screen = await (await s.server.get(verify, cookie)).text();
    expect(screen).toMatch(/<input type="hidden" name="redirectTo" value="\/admin-portal\/insurers"\/>/);
    await s.expectRedirect(
      await s.server.post(verify, { code: totpCode(secret, 1), redirectTo: TARGET }, cookie),
      TARGET,
    );

    // A link opened between the password and the code (the session owes the second step): the
    // guard sends it to the code with the page, and the code lands there.
    const third = await signIn(person.email, person.password, "");
    expect(s.where(third)).toBe(SECOND_STEP);
    await third.text();
    const pending = cookieAfter(third, undefined);
    await s.expectRedirect(await s.server.get(TARGET, pending), verify);
    await s.expectRedirect(
      await s.server.post(verify, { code: recoveryCodes[1] ?? "", redirectTo: TARGET }, pending),
      TARGET,
    );

    // An outside value slipped into the second step's form (a recovery code this time, the app's
    // code of this window being spent): the spec's menu.
    const second = await signIn(person.email, person.password, TARGET);
    await second.text();
    await s.expectRedirect(
      await s.server.post(
        SECOND_STEP,
        { code: recoveryCodes[0] ?? "", redirectTo: "//evil.example" },
        cookieAfter(second, undefined),
      ),
      "/access/admin-menu",
    );
  }, 60_000);
});
