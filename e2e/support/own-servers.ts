import { type Page, test } from "@playwright/test";
import type { Role } from "~/.server/platform";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { SESSION_COOKIE } from "../../tests/support/staff-fixtures";
import {
  createStaff,
  makeDatabase,
  startServer,
  type TestDatabase,
  type TestServer,
} from "../../tests/support/test-server";

export interface OwnServers {
  servers: TestServer[];
  handle: DatabaseHandle;
  /** Signs the page's browser in as a new approved staff member of this role, on `server`. */
  signIn(page: Page, role: Role, server?: TestServer): Promise<Awaited<ReturnType<typeof createStaff>>>;
}

/**
 * A spec's own servers on a fresh database (started before its tests, stopped after): for specs
 * that change the site's content, whose edits must never reach the other specs' shared server.
 */
export function ownServers(kind: "sqlite" | "postgres", count = 1): OwnServers {
  let database: TestDatabase | undefined;
  const own: OwnServers = {
    servers: [],
    handle: undefined as unknown as DatabaseHandle,
    async signIn(page, role, server = own.servers[0]) {
      const staff = await createStaff(own.handle.db, role, "approved");
      await page.context().addCookies([
        {
          name: SESSION_COOKIE,
          value: staff.cookieValue,
          url: server?.url,
          httpOnly: true,
          sameSite: "Lax",
        },
      ]);
      return staff;
    },
  };
  test.beforeAll(async () => {
    test.setTimeout(90_000);
    database = await makeDatabase(kind);
    const url = database.url;
    // Started together: migrations and seeding must not clash.
    own.servers = await Promise.all(Array.from({ length: count }, () => startServer({ databaseUrl: url })));
    own.handle = openDatabase(url);
  });
  test.afterAll(async () => {
    await own.handle?.db.destroy();
    await Promise.all(own.servers.map((s) => s.stop()));
    await database?.drop();
  });
  return own;
}
