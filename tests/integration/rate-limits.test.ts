/**
 * The rate limits against what an attacker tries (issue 13), over real HTTP against
 * `node server.js` (run `npm run build` first), on SQLite and PostgreSQL, as deployed behind one
 * reverse proxy: forged X-Forwarded-For entries, addresses that are not addresses, IPv6 /64s,
 * the login lock-out per account and address and the delay for an account attacked from
 * everywhere, reset-mail floods and login bursts. Each limit's exact edge (the last attempt
 * accepted, the first refused, the window's end) is in limits.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectLimited, forged, LIMITED_FORMS, newAddress, postVia } from "../support/client-addresses";
import { projectDatabase } from "../support/database-project";
import { LOGIN, TEXT, unique, useServerSuite } from "../support/http-assertions";
import { createStaff, sessionCookieFrom } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

describe(`rate limits on ${kind}`, () => {
  // As deployed behind one reverse proxy: the client address is the right-most X-Forwarded-For
  // entry (the one the proxy appends); requests without the header count as 127.0.0.1.
  const s = useServerSuite(kind, { TRUST_PROXY: "1" });
  const post = (forwardedFor: string, pathname: string, fields: Record<string, string>, cookie?: string) =>
    postVia(s.server, forwardedFor, pathname, fields, cookie);

  const storedKeys = async () =>
    (await s.handle.db.selectFrom("rate_limits").select("key").execute()).map((r) => r.key);

  /** What an attacker tries (issue 13), each with what must stop it. */
  const ATTACKS: Record<string, () => Promise<void>> = {
    ...Object.fromEntries(
      Object.entries(LIMITED_FORMS).map(([form, { path, allowed, fields }]) => [
        `a forged X-Forwarded-For entry does not escape the ${form} limit`,
        async () => {
          const real = newAddress();
          await expectLimited(allowed, () => post(`${forged()}, ${real}`, path, fields()));
          // Another client behind the same proxy is not held back.
          expect((await post(newAddress(), path, fields())).status).not.toBe(429);
        },
      ]),
    ),
    "an X-Forwarded-For that is not an IP address counts as the socket's address, never as a key":
      async () => {
        const { path, allowed, fields } = LIMITED_FORMS["forgot password"];
        await expectLimited(allowed, (i) => post(`nao-sou-ip-${i}-${"x".repeat(300)}`, path, fields()));
        const keys = await storedKeys();
        expect(keys.some((k) => k.includes("nao-sou-ip"))).toBe(false);
        expect(keys).toContain("forgotPassword:127.0.0.1");
      },
    "the addresses of one IPv6 /64 share one limit": async () => {
      const { path, allowed, fields } = LIMITED_FORMS.register;
      await expectLimited(allowed, (i) =>
        post(`2001:db8:64:${kind === "sqlite" ? 1 : 2}::${i.toString(16)}`, path, fields()),
      );
      // The next /64 is another client.
      expect((await post("2001:db8:64:ff::1", path, fields())).status).not.toBe(429);
    },
    "an e-mail of 254 characters keeps every limit key bounded (255 on the column)": async () => {
      const email = `${"a".repeat(64)}@${"b".repeat(61)}.${"c".repeat(61)}.${"d".repeat(62)}.br`;
      expect(email).toHaveLength(254);
      const login = await post(newAddress(), LOGIN, { email, password: "qualquer" });
      expect(login.status).toBe(401);
      expect(login.html).toContain(TEXT.userNotFound);
      const forgot = await post(newAddress(), "/access/employees/forgot-password", { email });
      expect(forgot.status).toBe(404);
      expect(forgot.html).toContain(TEXT.forgotNotFound);
      const keys = await storedKeys();
      for (const key of keys) expect(key.length, key).toBeLessThanOrEqual(100);
      expect(keys.length).toBeGreaterThanOrEqual(3);
    },
    "new passwords with a reset link are limited per address, bogus tokens included": async () => {
      const address = newAddress();
      await expectLimited(10, () =>
        post(address, "/access/employees/reset-password", {
          token: `bogus-${unique()}-token-0123456789`,
          password: "nova-senha-1",
        }),
      );
    },
    "posts of the e-mail confirmation link are limited per address, bogus tokens included": async () => {
      const address = newAddress();
      await expectLimited(10, () =>
        post(address, "/access/employees/confirm-email", { token: `bogus-${unique()}-token-0123456789` }),
      );
    },
    "password changes in the portal are limited per address": async () => {
      const actor = await createStaff(s.handle.db, "collaborator", "approved");
      const address = newAddress();
      await expectLimited(10, (i) =>
        post(
          address,
          "/employee-portal",
          { intent: "change-password", password: `trocada-${i}-${unique()}`, confirmed: "1" },
          actor.cookie,
        ),
      );
    },
    "at most 3 reset mails per e-mail address per hour, whoever asks": async () => {
      const person = await createStaff(s.handle.db, "collaborator", "approved");
      const ask = () => post(newAddress(), "/access/employees/forgot-password", { email: person.email });
      for (let i = 1; i <= 3; i++) {
        const res = await ask();
        expect(res.status, `pedido ${i}`).toBe(200);
        expect(res.html).toContain(TEXT.resetMailSent);
      }
      const fourth = await ask();
      expect(fourth.status).toBe(429);
      expect(fourth.html).toContain(TEXT.throttled);
      const mails = await s.handle.db
        .selectFrom("outbox")
        .select("id")
        .where("ref_id", "=", person.user.id)
        .where("kind", "=", "password-reset")
        .execute();
      expect(mails).toHaveLength(3);
    },
    "wrong passwords block only the address they come from: the owner still signs in": async () => {
      const victim = await createStaff(s.handle.db, "collaborator", "approved");
      const attacker = newAddress();
      await expectLimited(10, (i) => post(attacker, LOGIN, { email: victim.email, password: `errada-${i}` }));
      // The attacker stays blocked even with the right password (it would tell them it is right)…
      const guessed = await post(attacker, LOGIN, { email: victim.email, password: victim.password });
      expect(guessed.status).toBe(429);
      expect(sessionCookieFrom(guessed.res)).toBeUndefined();
      // …while the owner, from their own address, gets in.
      const owner = await post(newAddress(), LOGIN, { email: victim.email, password: victim.password });
      expect(owner.status).toBe(302);
      expect(s.where(owner.res)).toBe("/access/main-menu");
      expect(sessionCookieFrom(owner.res)).toBeDefined();
    },
    "an account attacked from many addresses slows down instead of refusing its owner": async () => {
      const victim = await createStaff(s.handle.db, "collaborator", "approved");
      for (let i = 1; i <= 14; i++) {
        const res = await post(newAddress(), LOGIN, { email: victim.email, password: `errada-${i}` });
        expect(res.status, `tentativa ${i}`).toBe(401);
        expect(res.html).toContain(TEXT.wrongPassword);
      }
      // 14 recent failures: 4 past the free 10, 250 ms each, before the password is even checked.
      const owner = await post(newAddress(), LOGIN, { email: victim.email, password: victim.password });
      console.log(`login do dono após 14 falhas de outros endereços (${kind}): ${Math.round(owner.ms)} ms`);
      expect(owner.status).toBe(302);
      expect(sessionCookieFrom(owner.res)).toBeDefined();
      expect(owner.ms).toBeGreaterThanOrEqual(950);
    },
    "wrong current passwords in the portal count as the account's failed logins, wait included": async () => {
      const victim = await createStaff(s.handle.db, "collaborator", "approved");
      // A stolen session guessing the current password, from a new address each time (the
      // per-address limit of password changes is not what is tested here).
      for (let i = 1; i <= 14; i++) {
        const res = await post(
          newAddress(),
          "/employee-portal",
          {
            intent: "change-password",
            currentPassword: `chute-${i}`,
            password: `tomada-${unique()}`,
            confirmed: "1",
          },
          victim.cookie,
        );
        expect(res.status, `tentativa ${i}`).toBe(400);
        expect(res.html).toContain(TEXT.passwordChangeFailed);
      }
      // Like 14 wrong logins: the owner's next login waits before the password is checked.
      const owner = await post(newAddress(), LOGIN, { email: victim.email, password: victim.password });
      expect(owner.status).toBe(302);
      expect(owner.ms).toBeGreaterThanOrEqual(950);
    },
    "a successful login clears its address's counter for that account": async () => {
      const person = await createStaff(s.handle.db, "collaborator", "approved");
      const address = newAddress();
      for (let i = 1; i <= 9; i++)
        await post(address, LOGIN, { email: person.email, password: `errada-${i}` });
      expect((await post(address, LOGIN, { email: person.email, password: person.password })).status).toBe(
        302,
      );
      // 10 attempts were counted (the right one too): without the reset the next would be refused.
      for (let i = 1; i <= 2; i++) {
        const res = await post(address, LOGIN, { email: person.email, password: `de-novo-${i}` });
        expect(res.status, `tentativa ${i}`).toBe(401);
      }
    },
    "80 logins at once: each answered as a wrong login, and a static file answers all along": async () => {
      const favicon = async () => {
        const asked = performance.now();
        const res = await fetch(`${s.server.url}/favicon.svg`);
        await res.arrayBuffer();
        expect(res.status).toBe(200);
        return performance.now() - asked;
      };
      // The clients are connected already (keep-alive): what is measured is the server, not 80
      // TCP handshakes on a 2-core machine.
      await Promise.all(Array.from({ length: 81 }, favicon));
      const started = performance.now();
      let pending = 80;
      const burst = Array.from({ length: 80 }, () =>
        post(newAddress(), LOGIN, {
          email: `ninguem-${unique()}@exemplo.com`,
          password: `senha-${unique()}`,
        }).then((r) => {
          pending -= 1;
          return r;
        }),
      );
      // A visitor loading a static file again and again until the last login has answered.
      const waits: number[] = [];
      while (pending > 0) waits.push(await favicon());
      const logins = await Promise.all(burst);
      const burstMs = Math.round(performance.now() - started);
      const worst = Math.round(Math.max(...waits));
      const median = Math.round([...waits].sort((a, b) => a - b)[Math.floor(waits.length / 2)] ?? 0);
      console.log(
        `${kind}: /favicon.svg durante 80 logins simultâneos: pior ${worst} ms, mediana ${median} ms ` +
          `(${waits.length} pedidos; os 80 logins levaram ${burstMs} ms)`,
      );
      // How fast the file came is the bench's budget (LOGIN_BURST_BUDGET in scripts/bench/budgets.ts), not
      // an assertion here: a loaded machine stretches wall time.
      expect(waits.length).toBeGreaterThan(0);
      for (const login of logins) {
        expect(login.status).toBe(401);
        expect(login.html).toContain(TEXT.userNotFound);
        expect(sessionCookieFrom(login.res)).toBeUndefined();
      }
    },
  };

  for (const [name, run] of Object.entries(ATTACKS)) it(name, run, 60_000);
});
