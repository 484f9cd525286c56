/**
 * What an attacker tries against the guard matrix's screens and actions (tables.ts), over real
 * HTTP against `node server.js`, on SQLite and PostgreSQL (the file runs once in each database
 * project): keys every JavaScript object inherits where the code looks a request's value up, and
 * spellings of a staff path that the router still matches.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { projectDatabase } from "../../support/database-project";
import { escapeHtml, unique, useServerSuite } from "../../support/http-assertions";
import { createStaff } from "../../support/test-server";
import { guardFixtures } from "./fixtures";
import { ACTION_ACCESS, SCREENS } from "./tables";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

// The same describe names as the matrix's (`guards on …` > `attack cases`), so a test's full name
// says where it belongs.
describe(`guards on ${kind}`, () => {
  // As deployed behind one reverse proxy (as the matrix's server).
  const s = useServerSuite(kind, { TRUST_PROXY: "1" });
  const { concrete } = guardFixtures(s);

  /**
   * What an attacker tries against the same screens and actions: keys that every JavaScript object
   * inherits (`__proto__`, `constructor`, `toString`…) where the code looks a request's value up
   * (`?feito=__proto__` once gave a 500), and spellings of a staff path that the router still
   * matches. Every lookup by a request-controlled key must match own keys only.
   */
  describe("attack cases", () => {
    const INHERITED = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];
    const HOSTILE_QUERIES = [
      "feito=__proto__",
      "feito=constructor",
      "editar=__proto__",
      "editar=constructor",
      "excluir=constructor",
      "excluir=__proto__",
      "sair=toString",
      "token=__proto__",
      "__proto__[x]=1",
    ];

    for (const [path, outcomes] of Object.entries(SCREENS)) {
      it(`GET ${path} with inherited keys in the query answers as without them (admin)`, async () => {
        const outcome = outcomes.admin;
        const target = await concrete(path);
        for (const query of HOSTILE_QUERIES) {
          const res = await s.server.get(`${target}?${query}`, s.admin.cookie);
          const html = await res.text();
          if ("sees" in outcome) {
            expect(res.status, query).toBe(200);
            expect(html, query).toContain(escapeHtml(outcome.sees));
          } else {
            expect([301, 302], query).toContain(res.status);
            expect(s.where(res)?.split("?")[0], query).toBe(outcome.redirect);
          }
          expect(res.headers.get("cache-control"), query).toBe("no-store");
        }
      });
    }

    it("GET a message whose id is an inherited key: 404, not 500", async () => {
      for (const id of INHERITED) {
        const res = await s.server.get(`/admin-portal/messages/${id}`, s.admin.cookie);
        await res.text();
        expect(res.status, id).toBe(404);
      }
    });

    for (const [path, access] of Object.entries(ACTION_ACCESS)) {
      if (access === "public") continue;
      it(`POST ${path} with an inherited key as intent: 400 "Ação desconhecida.", nothing changes`, async () => {
        const actor = await createStaff(
          s.handle.db,
          access === "admin" ? "admin" : "collaborator",
          "approved",
        );
        const target = await concrete(path);
        const users = () => s.handle.db.selectFrom("users").selectAll().orderBy("id").execute();
        const before = await users();
        for (const intent of INHERITED) {
          const res = await s.server.post(target, { intent, userId: s.pending.user.id }, actor.cookie);
          expect(res.status, intent).toBe(400);
          expect(await res.text(), intent).toContain(escapeHtml("Ação desconhecida."));
        }
        // Fields named after inherited keys are plain fields: no intent is read from them.
        const res = await s.server.post(
          target,
          // fromEntries makes `__proto__` an own key (an object literal would set the prototype).
          Object.fromEntries([
            ["__proto__", "approve"],
            ["constructor", "approve"],
            ["userId", s.pending.user.id],
          ]),
          actor.cookie,
        );
        expect(res.status).toBe(400);
        expect(await res.text()).toContain(escapeHtml("Ação desconhecida."));
        expect(await users()).toEqual(before);
      });
    }

    it("POST an admin action naming an inherited key as the user or message: 400, not 500", async () => {
      for (const id of INHERITED) {
        for (const [path, fields] of [
          ["/admin-portal", { intent: "approve", userId: id }],
          ["/admin-portal", { intent: "edit", userId: id, name: "X", phone: "" }],
          ["/admin-portal/messages", { intent: "handled", messageId: id }],
          ["/admin-portal/messages", { intent: "retry-mail", mailId: id }],
        ] as const) {
          const res = await s.server.post(path, fields, s.admin.cookie);
          await res.text();
          expect(res.status, `${path} ${fields.intent} ${id}`).toBe(400);
        }
      }
    });

    it("the public staff forms take inherited keys as plain (wrong) input, never a 500", async () => {
      for (const path of Object.keys(ACTION_ACCESS).filter((p) => ACTION_ACCESS[p] === "public")) {
        for (const value of INHERITED) {
          const res = await s.server.post(path, {
            email: value,
            password: value,
            confirmPassword: value,
            token: value,
            intent: value,
          });
          await res.text();
          expect(res.status, `${path} ${value}`).toBeLessThan(500);
        }
      }
    });

    it("a stored value that is an inherited key (a failed mail of kind `constructor`) is shown as stored", async () => {
      const at = new Date().toISOString();
      const mailId = randomUUID();
      await s.handle.db
        .insertInto("outbox")
        .values({
          id: mailId,
          kind: "constructor" as never,
          to_address: `alguem-${unique()}@exemplo.com`,
          payload: "{}",
          ref_id: null,
          status: "failed",
          attempts: 8,
          next_attempt_at: at,
          locked_until: null,
          last_error: "tipo de e-mail desconhecido",
          sent_at: null,
          created_at: at,
        })
        .execute();
      try {
        const res = await s.server.get("/admin-portal/messages", s.admin.cookie);
        const html = await res.text();
        expect(res.status).toBe(200);
        expect(html).toContain("tipo de e-mail desconhecido");
        // Shown as its stored kind, not as the label lookup's inherited Object constructor.
        expect(html).toMatch(/>constructor<\/span>/);
        expect(html).not.toContain("native code");
      } finally {
        await s.handle.db.deleteFrom("outbox").where("id", "=", mailId).execute();
      }
    });

    it("a staff path spelt otherwise (letter case, %-escapes), a 404 under it and a refused POST are no-store too", async () => {
      for (const path of [
        "/ACCESS/ADMIN-MENU",
        "/%61ccess/admin-menu",
        "/Admin-Portal",
        "/access/nao-existe",
      ]) {
        const res = await s.server.get(path, s.admin.cookie);
        await res.text();
        expect(res.status, path).not.toBe(500);
        expect(res.headers.get("cache-control"), path).toBe("no-store");
      }
      const foreign = await fetch(`${s.server.url}/access/employees`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: "https://atacante.example", "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=a%40b.c&password=x",
      });
      await foreign.text();
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get("cache-control")).toBe("no-store");
    });
  });
});
