/**
 * Playwright fixtures: each test creates the staff members it needs straight in the e2e
 * database (the same SQLite file the server under test uses) and signs in by setting a session
 * cookie signed with the server's test secret, so no test depends on another's leftovers.
 */
import { randomBytes } from "node:crypto";
import { test as base, expect, type Page } from "@playwright/test";
import { createCookie } from "react-router";
import { type DatabaseHandle, openDatabase } from "~/.server/db/database";
import type { Role, UserStatus } from "~/.server/db/staff-tables";
import { createSession } from "~/.server/sessions";
import { createUser, type User } from "~/.server/users";
import { baseURL, E2E_DATABASE_URL, E2E_MAIL_HTTP, E2E_SESSION_SECRET } from "./e2e-env";

export interface Staff {
  user: User;
  email: string;
  password: string;
}

export interface ReceivedMail {
  to: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
}

const cookie = createCookie("staff_session", { secrets: [E2E_SESSION_SECRET], path: "/" });

export const test = base.extend<
  {
    /** A new staff member in the database (unique e-mail, known password). */
    makeStaff: (role: Role, status: UserStatus, options?: { name?: string }) => Promise<Staff>;
    /** Signs the page's browser context in as this person (a session row + its cookie). */
    signIn: (page: Page, staff: Staff) => Promise<void>;
    /** Mail the server sent to this address, waiting up to 15 s for the first one. */
    mailTo: (address: string) => Promise<ReceivedMail[]>;
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
  makeStaff: async ({ db }, use) => {
    await use(async (role, status, options = {}) => {
      const email = `${role}-${status}-${randomBytes(4).toString("hex")}@corretora.test`;
      const password = `senha-${randomBytes(4).toString("hex")}`;
      const user = await createUser(db.db, { email, password, role, status });
      if (options.name)
        await db.db.updateTable("users").set({ name: options.name }).where("id", "=", user.id).execute();
      return { user, email, password };
    });
  },
  signIn: async ({ db }, use) => {
    await use(async (page, staff) => {
      const { token } = await createSession(db.db, staff.user.id);
      const value = (await cookie.serialize(token)).split(";")[0]?.split("=").slice(1).join("=") ?? "";
      await page
        .context()
        .addCookies([{ name: "staff_session", value, url: baseURL, httpOnly: true, sameSite: "Lax" }]);
    });
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  mailTo: async ({}, use) => {
    await use(async (address) => {
      let mails: ReceivedMail[] = [];
      await expect
        .poll(
          async () => {
            const all = (await (await fetch(`${E2E_MAIL_HTTP}/messages`)).json()) as ReceivedMail[];
            mails = all.filter((m) => m.to.includes(address));
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
