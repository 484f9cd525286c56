import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  approveUser,
  changePassword,
  deleteUser,
  denyUser,
  editUser,
  setDisabled,
  setRole,
} from "~/.server/accounts";
import { createResetToken, isResetTokenValid, resetPassword } from "~/.server/accounts/password-reset";
import { createSession, deleteSessionByToken, purgeExpired, userForToken } from "~/.server/accounts/sessions";
import { listUsers } from "~/.server/accounts/user-admin";
import { authenticate, createUser, registerUser } from "~/.server/accounts/users";
import { refreshContent } from "~/.server/content";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { migrateToLatest } from "~/.server/platform/db/migrate";
import { resolveEnv } from "~/.server/platform/env";
import { consume, purgeRateLimits } from "~/.server/platform/security/rate-limit";
import { listSections, updateSection } from "~/.server/staff/portal-content";
import { CONFIRM_MESSAGES, MESSAGES } from "~/lib/staff-schemas";
import { projectDatabase } from "../support/database-project";
import { makePostgresSchema } from "../support/test-server";

/** Seals the confirmation mails registerUser queues (any secret of 32 characters or more). */
const TEST_MAIL_SECRET = "staff-data-test-secret-0123456789abcdef";

/** A fresh, migrated database of this kind, and how to drop it. */
type Fresh = { h: DatabaseHandle; drop: () => Promise<void> };

async function freshSqlite(): Promise<Fresh> {
  const dir = mkdtempSync(path.join(tmpdir(), "staff-"));
  const h = openDatabase(`file:${path.join(dir, "t.sqlite")}`);
  return {
    h,
    drop: async () => {
      await h.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function freshPostgres(): Promise<Fresh> {
  const schema = await makePostgresSchema("t");
  const h = openDatabase(schema.url);
  return {
    h,
    drop: async () => {
      await h.db.destroy();
      await schema.drop();
    },
  };
}

/** Chefe, the admin, and Ana, an approved collaborator: the people most tests start from. */
async function chefeAndAna(h: DatabaseHandle) {
  const chefe = await createUser(h.db, {
    email: "chefe@corretora.com.br",
    password: "admin-senha",
    role: "admin",
    status: "approved",
  });
  const ana = await createUser(h.db, { email: "ana@exemplo.com", password: "segredo1", status: "approved" });
  return { chefe, ana };
}

async function rejectsWith(p: Promise<unknown>, message: string) {
  await expect(p).rejects.toMatchObject({ message });
}

// This run's database: the file runs once in each database project (vitest.config.ts).
const name = projectDatabase();
const fresh = name === "sqlite" ? freshSqlite : freshPostgres;

describe(`staff data on ${name}`, () => {
  // Every test gets its own database: the last-admin rules count everyone in it.
  let h: DatabaseHandle;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ h, drop } = await fresh());
    await migrateToLatest(h.db);
    await migrateToLatest(h.db); // idempotent
    // The content snapshot is this database's, as a server's is: a staff change that moves the
    // public facts (decision 060) refreshes it after commit. Files share modules (isolate: false),
    // so without this it would still be another file's, closed, database.
    await refreshContent(h.db);
  });
  afterEach(async () => {
    await drop?.();
  });

  it("registers pending, refuses duplicates regardless of case, logs in only approved", async () => {
    const admin = await createUser(h.db, {
      email: "Chefe@Corretora.com.br",
      password: "admin-senha",
      role: "admin",
      status: "approved",
    });
    expect(admin.email).toBe("chefe@corretora.com.br");
    const u = await registerUser(h.db, {
      email: "ana@exemplo.com",
      password: "segredo1",
      sessionSecret: TEST_MAIL_SECRET,
    });
    expect(u.status).toBe("pending");
    expect(u).not.toHaveProperty("password_hash");
    await rejectsWith(
      registerUser(h.db, {
        email: "ANA@exemplo.com",
        password: "outra123",
        sessionSecret: TEST_MAIL_SECRET,
      }),
      MESSAGES.emailInUse,
    );
    await rejectsWith(authenticate(h.db, "ana@exemplo.com", "segredo1"), MESSAGES.notApproved);
    await rejectsWith(authenticate(h.db, "ninguem@exemplo.com", "x"), MESSAGES.userNotFound);
    await rejectsWith(authenticate(h.db, "ana@exemplo.com", "errada"), MESSAGES.wrongPassword);
    // Ana's link was never used (Carl, below, shows the refusal without the admin's yes).
    await approveUser(h.db, admin.id, u.id, { unconfirmedAccepted: true });
    await rejectsWith(approveUser(h.db, admin.id, u.id), MESSAGES.noPendingRecord);
    const logged = await authenticate(h.db, "Ana@Exemplo.com", "segredo1");
    expect(logged.id).toBe(u.id);
    const hash = await h.db
      .selectFrom("users")
      .select("password_hash")
      .where("id", "=", u.id)
      .executeTakeFirstOrThrow();
    expect(hash.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("admin actions: edit, deny, delete, promote/demote with last-admin and self rules, audited", async () => {
    const { chefe: admin, ana } = await chefeAndAna(h);
    await editUser(h.db, admin.id, ana.id, { name: "Ana Lima", phone: "(11) 98765-4321" });
    const edited = (await listUsers(h.db)).registered.find((x) => x.id === ana.id);
    expect(edited?.name).toBe("Ana Lima");
    expect(edited?.phone).toBe("11987654321");

    await rejectsWith(
      setRole(h.db, admin.id, admin.id, "collaborator"),
      "Você não pode remover o seu próprio acesso de administrador.",
    );
    await rejectsWith(deleteUser(h.db, admin.id, admin.id), "Você não pode excluir a sua própria conta.");
    await setRole(h.db, admin.id, ana.id, "admin");
    await setRole(h.db, ana.id, admin.id, "collaborator");
    await rejectsWith(deleteUser(h.db, admin.id, ana.id), "Não é possível excluir o último administrador.");
    await setRole(h.db, ana.id, admin.id, "admin");

    const bob = await registerUser(h.db, {
      email: "bob@exemplo.com",
      password: "segredo2",
      sessionSecret: TEST_MAIL_SECRET,
    });
    const linksOf = (userId: string) =>
      h.db.selectFrom("verifications").select("purpose").where("subject_id", "=", userId).execute();
    expect(await linksOf(bob.id)).toEqual([{ purpose: "email-confirmation" }]);
    await denyUser(h.db, admin.id, bob.id);
    expect((await listUsers(h.db)).pending).toHaveLength(0);
    // No cascade from users (decision 057): denying deletes the registration's link itself.
    expect(await linksOf(bob.id)).toEqual([]);
    const carl = await registerUser(h.db, {
      email: "carl@exemplo.com",
      password: "segredo3",
      sessionSecret: TEST_MAIL_SECRET,
    });
    // Carl never used his confirmation link: only the admin's explicit yes approves him.
    await rejectsWith(approveUser(h.db, admin.id, carl.id), CONFIRM_MESSAGES.approveRefused);
    await approveUser(h.db, admin.id, carl.id, { unconfirmedAccepted: true });
    await createResetToken(h.db, carl.email);
    expect(await linksOf(carl.id)).toHaveLength(2);
    await deleteUser(h.db, admin.id, carl.id);
    // Deleting the account deletes its confirmation and reset links with it.
    expect(await linksOf(carl.id)).toEqual([]);
    const actions = (await h.db.selectFrom("audit_log").select("action").execute()).map((r) => r.action);
    for (const a of [
      "user.approve",
      "user.deny",
      "user.delete",
      "user.edit",
      "user.promote",
      "user.demote",
    ]) {
      expect(actions).toContain(a);
    }
  });

  it("disable and enable: the login says disabled, sessions end, self and last admin kept, audited", async () => {
    const { chefe, ana } = await chefeAndAna(h);
    await setRole(h.db, chefe.id, ana.id, "admin");
    const dan = await createUser(h.db, {
      email: "dan@exemplo.com",
      password: "segredo4",
      status: "approved",
    });
    const session = await createSession(h.db, dan.id);

    await setDisabled(h.db, chefe.id, dan.id, true);
    expect(await userForToken(h.db, session.token)).toBeUndefined();
    const sessions = await h.db.selectFrom("sessions").select("id").where("user_id", "=", dan.id).execute();
    expect(sessions).toHaveLength(0);
    await rejectsWith(authenticate(h.db, "dan@exemplo.com", "segredo4"), MESSAGES.userDisabled);
    // Without the right password nobody learns that the account exists and is disabled.
    await rejectsWith(authenticate(h.db, "dan@exemplo.com", "errada"), MESSAGES.wrongPassword);
    await rejectsWith(createResetToken(h.db, "dan@exemplo.com"), MESSAGES.forgotNotFound);
    await setDisabled(h.db, chefe.id, dan.id, false);
    expect((await authenticate(h.db, "dan@exemplo.com", "segredo4")).id).toBe(dan.id);

    await rejectsWith(
      setDisabled(h.db, chefe.id, chefe.id, true),
      "Você não pode desativar a sua própria conta.",
    );
    const eva = await registerUser(h.db, {
      email: "eva@exemplo.com",
      password: "segredo5",
      sessionSecret: TEST_MAIL_SECRET,
    });
    await rejectsWith(
      setDisabled(h.db, chefe.id, eva.id, true),
      "Somente usuários aprovados podem ser desativados ou reativados.",
    );
    await denyUser(h.db, chefe.id, eva.id);

    // With Ana disabled, Chefe is the last admin who can sign in: the site keeps him.
    await setDisabled(h.db, chefe.id, ana.id, true);
    await rejectsWith(
      setDisabled(h.db, ana.id, chefe.id, true),
      "Não é possível desativar o último administrador.",
    );
    await rejectsWith(
      setRole(h.db, ana.id, chefe.id, "collaborator"),
      "Não é possível remover o último administrador.",
    );
    await rejectsWith(deleteUser(h.db, ana.id, chefe.id), "Não é possível excluir o último administrador.");
    expect(
      await h.db
        .selectFrom("users")
        .select(["role", "disabled_at"])
        .where("id", "=", chefe.id)
        .executeTakeFirst(),
    ).toEqual({
      role: "admin",
      disabled_at: null,
    });
    await setDisabled(h.db, chefe.id, ana.id, false);

    const actions = (await h.db.selectFrom("audit_log").select(["action", "target_id"]).execute()).filter(
      (r) => r.target_id === dan.id,
    );
    expect(actions.map((r) => r.action).sort()).toEqual(["user.create", "user.disable", "user.enable"]);
  });

  it("sessions: hashed id, lookup, logout, password change ends other sessions, purge", async () => {
    const { ana } = await chefeAndAna(h);
    const s1 = await createSession(h.db, ana.id);
    const s2 = await createSession(h.db, ana.id);
    expect(s1.id).not.toBe(s1.token);
    expect((await userForToken(h.db, s1.token))?.user.id).toBe(ana.id);
    await rejectsWith(
      changePassword(h.db, ana.id, { current: "nao-e-a-atual", next: "nova-senha" }, s1.id),
      MESSAGES.passwordChangeFailed,
    );
    expect(await userForToken(h.db, s2.token)).toBeDefined();
    await changePassword(h.db, ana.id, { current: "segredo1", next: "nova-senha" }, s1.id);
    expect(await userForToken(h.db, s2.token)).toBeUndefined();
    expect(await userForToken(h.db, s1.token)).toBeDefined();
    await deleteSessionByToken(h.db, s1.token);
    expect(await userForToken(h.db, s1.token)).toBeUndefined();
    await h.db
      .insertInto("sessions")
      .values({
        id: "old",
        user_id: ana.id,
        expires_at: "2000-01-01T00:00:00.000Z",
        created_at: "2000-01-01T00:00:00.000Z",
      })
      .execute();
    // Idle for 31 minutes though within its 8 hours; and one used a minute ago, which stays.
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    await h.db
      .insertInto("sessions")
      .values([
        { id: "idle", user_id: ana.id, expires_at: later, created_at: at(60), last_seen_at: at(31) },
        { id: "busy", user_id: ana.id, expires_at: later, created_at: at(60), last_seen_at: at(1) },
      ])
      .execute();
    await purgeExpired(h.db);
    const left = (await h.db.selectFrom("sessions").select("id").execute()).map((r) => r.id);
    expect(left).not.toContain("old");
    expect(left).not.toContain("idle");
    expect(left).toContain("busy");
    await authenticate(h.db, "ana@exemplo.com", "nova-senha");
  });

  it("password reset: approved only, single use, ends sessions", async () => {
    const { ana } = await chefeAndAna(h);
    await rejectsWith(createResetToken(h.db, "ninguem@exemplo.com"), MESSAGES.forgotNotFound);
    const pend = await registerUser(h.db, {
      email: "pend@exemplo.com",
      password: "segredo4",
      sessionSecret: TEST_MAIL_SECRET,
    });
    await rejectsWith(createResetToken(h.db, pend.email), MESSAGES.forgotNotFound);
    const { token } = await createResetToken(h.db, "ANA@exemplo.com");
    expect(await isResetTokenValid(h.db, token)).toBe(true);
    const s = await createSession(h.db, ana.id);
    await resetPassword(h.db, token, "redefinida");
    expect(await userForToken(h.db, s.token)).toBeUndefined();
    await rejectsWith(resetPassword(h.db, token, "outra-vez"), MESSAGES.invalidResetToken);
    expect(await isResetTokenValid(h.db, token)).toBe(false);
    await authenticate(h.db, "ana@exemplo.com", "redefinida");
  });

  it("portal sections are seeded and editable with audit", async () => {
    const sections = await listSections(h.db);
    // The five insurer sections became the insurer desk (issue 15): only the brokerage's contacts remain.
    expect(sections.map((s) => s.key)).toEqual(["broker-contacts"]);
    for (const s of sections) expect(s.body).not.toMatch(/em breve|lorem/i);
    const { chefe: admin } = await chefeAndAna(h);
    await updateSection(h.db, admin.id, {
      key: "broker-contacts",
      title: "0800",
      body: "Porto: 0800 000 0000",
    });
    expect((await listSections(h.db)).find((s) => s.key === "broker-contacts")?.body).toBe(
      "Porto: 0800 000 0000",
    );
  });

  it("rate limits are stored in the database", async () => {
    const limitScope = {
      database: h,
      env: resolveEnv({ DATA_DIR: tmpdir(), SESSION_SECRET: "staff-data-test-secret-0123456789-abcdefgh" }),
    };
    for (let i = 0; i < 5; i++) await consume(limitScope, "register", "203.0.113.9");
    await expect(consume(limitScope, "register", "203.0.113.9")).rejects.toMatchObject({ status: 429 });
    const rows = await h.db.selectFrom("rate_limits").selectAll().execute();
    expect(rows.some((r) => r.key.includes("203.0.113.9"))).toBe(true);
    await purgeRateLimits(h);
  });
});
