/**
 * Playwright fixtures: each test creates the staff members it needs straight in the e2e
 * database (the same SQLite file the server under test uses) and signs in by setting a session
 * cookie signed with the server's test secret, so no test depends on another's leftovers.
 */
import { test as base, expect, type Page } from "@playwright/test";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import type { Role, UserStatus } from "~/.server/platform/db/staff-tables";
import {
  createStaffMember,
  SESSION_COOKIE,
  type StaffFixture,
  sessionSigner,
} from "../../tests/support/staff-fixtures";
import { baseURL, E2E_DATABASE_URL, E2E_MAIL_HTTP, E2E_SESSION_SECRET } from "./e2e-env";

export type Staff = StaffFixture;

export interface ReceivedMail {
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
}

const sign = sessionSigner(E2E_SESSION_SECRET);

export const test = base.extend<
  {
    /** A new staff member in the database (unique e-mail, known password; e-mail confirmed unless told). */
    makeStaff: (
      role: Role,
      status: UserStatus,
      options?: { emailConfirmed?: boolean; name?: string | null },
    ) => Promise<Staff>;
    /** Signs the page's browser context in as this person (their session's cookie). */
    signIn: (page: Page, staff: Staff) => Promise<void>;
    /**
     * Mail the server sent to this address (and matching `which`, when given), waiting up to
     * 15 s for the first one. Tests run in parallel: a shared inbox needs `which`.
     */
    mailTo: (address: string, which?: (mail: ReceivedMail) => boolean) => Promise<ReceivedMail[]>;
    /**
     * Empties the rate-limit counters before each test (automatic). Every browser reaches the
     * e2e server from 127.0.0.1, so the hourly limits on registrations and reset requests would
     * make a test depend on how many ran before it; the limits themselves are tested in
     * tests/integration. Clearing while another test runs only loosens a limit, never tightens it.
     */
    freshRateLimits: undefined;
  },
  { db: DatabaseHandle }
>({
  db: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const handle = openDatabase(E2E_DATABASE_URL);
      await use(handle);
      await handle.db.destroy();
    },
    { scope: "worker" },
  ],
  freshRateLimits: [
    async ({ db }, use) => {
      await db.db.deleteFrom("rate_limits").execute();
      await use(undefined);
    },
    { auto: true },
  ],
  makeStaff: async ({ db }, use) => {
    await use((role, status, options) => createStaffMember(db.db, sign, role, status, options));
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  signIn: async ({}, use) => {
    await use(async (page, staff) => {
      await page
        .context()
        .addCookies([
          { name: SESSION_COOKIE, value: staff.cookieValue, url: baseURL, httpOnly: true, sameSite: "Lax" },
        ]);
    });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  mailTo: async ({}, use) => {
    await use(async (address, which = () => true) => {
      let mails: ReceivedMail[] = [];
      await expect
        .poll(
          async () => {
            const all = (await (await fetch(`${E2E_MAIL_HTTP}/messages`)).json()) as ReceivedMail[];
            mails = all.filter((m) => m.to.includes(address) && which(m));
            return mails.length;
          },
          { timeout: 15_000, message: `e-mail para ${address}` },
        )
        .toBeGreaterThan(0);
      return mails;
    });
  },
});

export { expect };
