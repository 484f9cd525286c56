/**
 * What an attacker tries against the accounts themselves (issue 13), over real HTTP against
 * `node server.js` (run `npm run build` first), on SQLite and PostgreSQL, each attack on its own
 * rows: every attempt fails, and the owner can still sign in. The rate limits that stop the
 * guessing are in rate-limits.test.ts; who may open which screen is in guards/matrix.test.ts.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createResetToken } from "~/.server/accounts/password-reset";
import { createSession } from "~/.server/accounts/sessions";
import { hashPassword } from "~/.server/platform";
import { projectDatabase } from "../support/database-project";
import { escapeHtml, TEXT, useServerSuite } from "../support/http-assertions";
import { passwordHashOf } from "../support/staff-fixtures";
import { cpuTimeMs, createStaff } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

describe(`attacks on the accounts on ${kind}`, () => {
  const s = useServerSuite(kind);

  const activeAdmins = async () =>
    (
      await s.handle.db
        .selectFrom("users")
        .select("id")
        .where("role", "=", "admin")
        .where("status", "=", "approved")
        .where("disabled_at", "is", null)
        .execute()
    ).map((r) => r.id);

  const ACCOUNT_ATTACKS: Record<string, () => Promise<void>> = {
    "a stolen session cannot change the password without the current one": async () => {
      const victim = await createStaff(s.handle.db, "collaborator", "approved");
      const phone = await createSession(s.handle.db, victim.user.id);
      const hashBefore = await passwordHashOf(s.handle.db, victim.user.id);
      for (const [currentPassword, status, text] of [
        ["chute-errado", 400, TEXT.passwordChangeFailed],
        ["", 400, "Informe a senha atual."],
      ] as const) {
        const res = await s.server.post(
          "/employee-portal",
          { intent: "change-password", currentPassword, password: "tomada-123", confirmed: "1" },
          victim.cookie,
        );
        expect(res.status).toBe(status);
        const html = await res.text();
        expect(html).toContain(escapeHtml(text));
        expect(html).not.toContain(TEXT.passwordChanged);
      }
      expect(await passwordHashOf(s.handle.db, victim.user.id)).toBe(hashBefore);
      // The owner's other device stays signed in, and the owner still signs in.
      expect((await s.sessionsOf(victim.user.id)).map((r) => r.id).sort()).toEqual(
        [victim.sessionId, phone.id].sort(),
      );
      await s.expectRedirect(await s.login(victim.email, victim.password), "/access/main-menu");
    },

    "made-up reset tokens cost the server no password hash": async () => {
      // Measured as the server's CPU time (not wall time, which a busy machine stretches): posts
      // with a random token against the same posts with a too-short password, which the form
      // refuses before any lookup. Hashing each would add a whole hash per post.
      const N = 40;
      const resetPost = (password: string) =>
        s.server.post("/access/employees/reset-password", {
          token: randomBytes(32).toString("base64url"),
          password,
        });
      const run = async (password: string, expected: string, count: number) => {
        let used = 0;
        for (let i = 0; i < count; i++) {
          // No per-address limit may turn these into "too many attempts" answers.
          await s.handle.db.deleteFrom("rate_limits").execute();
          const before = cpuTimeMs(s.server.pid);
          const res = await resetPost(password);
          const html = await res.text();
          used += cpuTimeMs(s.server.pid) - before;
          expect(res.status).toBe(400);
          expect(html).toContain(escapeHtml(expected));
        }
        return used;
      };
      await run("123", TEXT.passwordTooShort, 3); // warm-up
      await run("qualquer-senha-1", TEXT.invalidResetToken, 3);
      let refusedByForm = 0;
      let bogusToken = 0;
      for (let half = 0; half < 2; half++) {
        refusedByForm += await run("123", TEXT.passwordTooShort, N / 2);
        bogusToken += await run("qualquer-senha-1", TEXT.invalidResetToken, N / 2);
      }
      const started = process.cpuUsage();
      for (let i = 0; i < N; i++) await hashPassword(`medida-${i}`);
      const spent = process.cpuUsage(started);
      const hashes = (spent.user + spent.system) / 1000;
      console.log(
        `${kind}: ${N} resets com token inventado ${bogusToken} ms de CPU do servidor; ` +
          `${N} recusados pelo formulário ${refusedByForm} ms; ${N} hashes ${hashes.toFixed(0)} ms`,
      );
      expect(bogusToken - refusedByForm).toBeLessThan(hashes / 2);
    },

    "an older reset link stops working once a newer one is requested": async () => {
      const person = await createStaff(s.handle.db, "collaborator", "approved");
      const { token: older } = await createResetToken(s.handle.db, person.email);
      const res = await s.server.post("/access/employees/forgot-password", { email: person.email });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(TEXT.resetMailSent);
      const refused = await s.server.post("/access/employees/reset-password", {
        token: older,
        password: "pelo-link-velho",
      });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(escapeHtml(TEXT.invalidResetToken));
      // The newest link, from the mail, still works.
      const resetMail = () =>
        s.mail.messages.find(
          (m) => JSON.stringify(m.to ?? "").includes(person.email) && m.text?.includes("reset-password"),
        );
      await expect.poll(resetMail, { timeout: 15_000 }).toBeDefined();
      const mail = resetMail();
      const link = mail?.text?.match(/https?:\/\/\S+reset-password\?token=\S+/)?.[0] ?? "";
      const newest = new URL(link).searchParams.get("token") ?? "";
      expect(newest).not.toBe(older);
      const done = await s.server.post("/access/employees/reset-password", {
        token: newest,
        password: "pelo-link-novo",
      });
      expect(done.status).toBe(200);
      expect(await done.text()).toContain(TEXT.passwordChanged);
      await s.expectRedirect(await s.login(person.email, "pelo-link-novo"), "/access/main-menu");
    },

    "two admins removing each other at the same moment leave one admin": async () => {
      // Only the pair counts as admins here: the suite's other admins step aside (and come back).
      const others = await activeAdmins();
      await s.handle.db
        .updateTable("users")
        .set({ role: "collaborator" })
        .where("id", "in", others)
        .execute();
      const pairs = [
        ["demote", "demote"],
        ["disable", "disable"],
        ["delete", "delete"],
        ["demote", "disable"],
        ["delete", "demote"],
        ["disable", "delete"],
      ] as const;
      try {
        for (let round = 0; round < 12; round++) {
          const [first, second] = pairs[round % pairs.length] ?? pairs[0];
          const a = await createStaff(s.handle.db, "admin", "approved");
          const b = await createStaff(s.handle.db, "admin", "approved");
          const answers = await Promise.all([
            s.server.post("/admin-portal", { intent: first, userId: b.user.id }, a.cookie),
            s.server.post("/admin-portal", { intent: second, userId: a.user.id }, b.cookie),
          ]);
          await Promise.all(answers.map((r) => r.text()));
          expect(await activeAdmins(), `rodada ${round}: ${first} × ${second}`).toHaveLength(1);
          // The survivor steps aside for the next round.
          await s.handle.db
            .updateTable("users")
            .set({ role: "collaborator" })
            .where("id", "in", [a.user.id, b.user.id])
            .execute();
        }
      } finally {
        await s.handle.db.updateTable("users").set({ role: "admin" }).where("id", "in", others).execute();
      }
    },
  };

  // 180 s: the reset-token attack makes some 90 posts; on a loaded 2-core run it overran 60 s.
  for (const [name, attack] of Object.entries(ACCOUNT_ATTACKS)) it(name, attack, 180_000);
});
