/**
 * Migrations on PostgreSQL when one database holds several deployments, one per schema
 * (`?schema=`), as staging and production may share a server: each migrates on its own. And
 * migration 017 on both databases: the links mailed before it (reset, e-mail confirmation) work
 * after it exactly as before.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { confirmEmail, usableConfirmation } from "~/.server/accounts/email-confirmation";
import { isResetTokenValid, resetPassword } from "~/.server/accounts/password-reset";
import { authenticate } from "~/.server/accounts/users";
import { type App, migrateToLatest, newToken } from "~/.server/platform";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { migratorFor } from "~/.server/platform/db/migrate";
import { CONFIRM_MESSAGES, MESSAGES } from "~/lib/staff-schemas";
import { makeDatabase, workerPostgresUrl } from "../support/test-server";

const schemas = [1, 2].map(() => `mig_${randomBytes(6).toString("hex")}`);
const handles: DatabaseHandle[] = [];

/** This worker's database (tests/support/test-server.ts): no other file drops schemas in it meanwhile. */
const base = await workerPostgresUrl();

async function admin(query: string) {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  for (const h of handles) await h.db.destroy();
  for (const schema of schemas) await admin(`drop schema if exists ${schema} cascade`);
});

it("a second schema of the same database migrates although the first already has its tables", async () => {
  for (const schema of schemas) {
    await admin(`create schema ${schema}`);
    const separator = base.includes("?") ? "&" : "?";
    const h = openDatabase(`${base}${separator}schema=${schema}`);
    handles.push(h);
    await migrateToLatest(h.db);
    await migrateToLatest(h.db); // and again, as every start does
  }
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    for (const schema of schemas) {
      const { rows } = await client.query(
        "select table_name from information_schema.tables where table_schema = $1 order by table_name",
        [schema],
      );
      const tables = rows.map((r: { table_name: string }) => r.table_name);
      expect(tables).toEqual(
        expect.arrayContaining(["users", "sessions", "kysely_migration", "kysely_migration_lock"]),
      );
    }
  } finally {
    await client.end();
  }
});

describe.each(["sqlite", "postgres"] as const)("migration 017 (one verifications table) on %s", (kind) => {
  const opened: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of opened) await close();
  });

  const HOUR = 60 * 60 * 1000;
  const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

  it("links mailed before it still work once, used ones stay used, and each works only for its purpose", async () => {
    const database = await makeDatabase(kind);
    const h = openDatabase(database.url);
    opened.push(async () => {
      await h.db.destroy();
      await database.drop();
    });
    const migrator = await migratorFor(h.db);
    expect((await migrator.migrateTo("016_staff_list_indexes")).error).toBeUndefined();
    // biome-ignore lint/suspicious/noExplicitAny: the tables as migration 016 left them, before the typed schema
    const old = h.db as any;
    const user = (id: string, status: "pending" | "approved") => ({
      id,
      email: `${id}@exemplo.com`,
      password_hash: "x",
      role: "collaborator",
      status,
      email_confirmed_at: status === "approved" ? iso(-HOUR) : null,
      created_at: iso(-2 * HOUR),
      updated_at: iso(-2 * HOUR),
    });
    await old
      .insertInto("users")
      .values([
        user("ana", "approved"),
        user("bia", "pending"),
        user("caio", "approved"),
        user("duda", "pending"),
      ])
      .execute();

    // As the old code stored them: the SHA-256 of a random token, the owner, the times, the state.
    const link = (userId: string, createdAgo: number, lifetime: number, usedAgo?: number) => {
      const { token, hash } = newToken();
      const row = {
        token_hash: hash,
        user_id: userId,
        created_at: iso(-createdAgo),
        expires_at: iso(-createdAgo + lifetime),
        used_at: usedAgo === undefined ? null : iso(-usedAgo),
      };
      return { token, row };
    };
    const resetLive = link("ana", 10 * 60_000, HOUR);
    const resetUsed = link("ana", 20 * 60_000, HOUR, 15 * 60_000);
    const resetOther = link("caio", 5 * 60_000, HOUR);
    const resetExpired = link("caio", 2 * HOUR, HOUR);
    const confirmLive = link("bia", 24 * HOUR, 7 * 24 * HOUR);
    const confirmUsed = link("duda", 24 * HOUR, 7 * 24 * HOUR, 23 * HOUR);
    const resets = [resetLive, resetUsed, resetOther, resetExpired];
    const confirmations = [confirmLive, confirmUsed];
    await old
      .insertInto("password_reset_tokens")
      .values(resets.map((l) => l.row))
      .execute();
    await old
      .insertInto("email_confirmation_tokens")
      .values(confirmations.map((l) => l.row))
      .execute();

    await migrateToLatest(h.db);

    // Every row, as it was: same hash, same owner, same times, same used state.
    const copied = await h.db
      .selectFrom("verifications")
      .select(["purpose", "subject_id", "token_hash", "created_at", "expires_at", "used_at"])
      .orderBy("token_hash")
      .execute();
    const expected = [
      ...resets.map((l) => ({ purpose: "password-reset", ...l.row })),
      ...confirmations.map((l) => ({ purpose: "email-confirmation", ...l.row })),
    ]
      .map(({ user_id, ...rest }) => ({ ...rest, subject_id: user_id }))
      .sort((a, b) => (a.token_hash < b.token_hash ? -1 : 1));
    expect(copied).toEqual(expected);
    // On PostgreSQL, the test's own schema only (others on the server have their own tables).
    const schema = h.kind === "postgres" ? h.schema : undefined;
    const tables = (await h.db.introspection.getTables())
      .filter((t) => schema === undefined || t.schema === schema)
      .map((t) => t.name);
    expect(tables).toContain("verifications");
    expect(tables).not.toContain("password_reset_tokens");
    expect(tables).not.toContain("email_confirmation_tokens");

    // A reset link is not a confirmation link (nor the other way round), and trying does not use it.
    await expect(confirmEmail(h.db, resetOther.token)).rejects.toThrow(CONFIRM_MESSAGES.invalidLink);
    expect(await isResetTokenValid(h.db, resetOther.token)).toBe(true);
    expect(await isResetTokenValid(h.db, confirmLive.token)).toBe(false);

    // The unused reset link: valid, sets the password once, then refused.
    expect(await isResetTokenValid(h.db, resetLive.token)).toBe(true);
    await resetPassword(h.db, resetLive.token, "depois-da-migracao-17");
    expect((await authenticate(h.db, "ana@exemplo.com", "depois-da-migracao-17")).id).toBe("ana");
    await expect(resetPassword(h.db, resetLive.token, "outra-vez-na-mesma-17")).rejects.toThrow(
      MESSAGES.invalidResetToken,
    );
    // The used and the expired ones stay dead.
    for (const dead of [resetUsed, resetExpired]) {
      expect(await isResetTokenValid(h.db, dead.token)).toBe(false);
      await expect(resetPassword(h.db, dead.token, "nao-deveria-valer-17")).rejects.toThrow(
        MESSAGES.invalidResetToken,
      );
    }

    // The unused confirmation link: its page shows the address, the post confirms once.
    const app = { db: h.db } as App;
    expect(await usableConfirmation(app, confirmLive.token)).toEqual({
      token: confirmLive.token,
      email: "bia@exemplo.com",
    });
    await confirmEmail(h.db, confirmLive.token);
    await expect(confirmEmail(h.db, confirmLive.token)).rejects.toThrow(CONFIRM_MESSAGES.invalidLink);
    expect(await usableConfirmation(app, confirmUsed.token)).toBeNull();
    await expect(confirmEmail(h.db, confirmUsed.token)).rejects.toThrow(CONFIRM_MESSAGES.invalidLink);
    const confirmed = await h.db
      .selectFrom("users")
      .select(["id", "email_confirmed_at"])
      .where("id", "in", ["bia", "duda"])
      .orderBy("id")
      .execute();
    expect(confirmed.map((u) => [u.id, u.email_confirmed_at !== null])).toEqual([
      ["bia", true],
      ["duda", false],
    ]);
  });
});
