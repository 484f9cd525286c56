/**
 * The guard matrix: every staff screen and every staff action, for every kind of visitor, over
 * real HTTP against `node server.js` (run `npm run build` first), on SQLite and PostgreSQL (the
 * file runs once in each database project).
 *
 * It is generated from the route list (app/route-list.ts) and from the actions the route modules
 * export (tables.ts): a new staff screen, a new action or a new intent that is not listed fails
 * the "covers every staff route" tests here (and, for screens, the typecheck), so it cannot be
 * forgotten. Each intent's case lives with its domain, in cases/<domain>.ts.
 *
 * What someone tries against the same screens and actions (inherited keys, other spellings of a
 * path) is in attacks.test.ts; the attacks on the accounts in account-attacks.test.ts, the rate
 * limits in rate-limits.test.ts.
 */
import { describe, expect, it } from "vitest";
import { isPrivatePath, publicPages, STAFF_SHELL_ID, staffPages } from "~/route-list";
import { describeOn, projectDatabase } from "../../support/database-project";
import {
  cookieAfter,
  escapeHtml,
  LOGIN,
  PEOPLE,
  TEXT,
  useServerSuite,
  type Who,
} from "../../support/http-assertions";
import { createStaff } from "../../support/test-server";
import { guardCases } from "./cases";
import { guardFixtures } from "./fixtures";
import {
  ACCEPTED_INTENTS,
  ACTION_ACCESS,
  answersInPlace,
  expectedLocation,
  type GuardedPath,
  idIsMessage,
  LOADER_ROUTE_IDS,
  redirectsFromPortal,
  SCREENS,
} from "./tables";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

// No database in these two: they run in one project only.
describeOn("sqlite", "the matrix covers every staff route", () => {
  it("every staff screen of the route list has its line in SCREENS, and nothing else does", () => {
    const listed = Object.keys(SCREENS).sort();
    const routes = [...staffPages.map((p) => p.path), "/portal", "/login"].sort();
    expect(listed).toEqual(routes);
  });

  it("every staff route that exports an action has its line in ACTION_ACCESS, and nothing else does", async () => {
    const withAction: string[] = [];
    for (const page of staffPages) {
      const module: Record<string, unknown> = await import(`../../../app/${page.file}`);
      if (typeof module.action === "function") withAction.push(page.path);
    }
    expect(Object.keys(ACTION_ACCESS).sort()).toEqual(withAction.sort());
  });

  it("every screen it visits lies in a signed-in area (app/private-areas.ts), and no public page does", () => {
    // The page cache and no-store decide by that one list: a screen outside it would be cached.
    for (const path of Object.keys(SCREENS)) expect(isPrivatePath(path), path).toBe(true);
    for (const page of publicPages) expect(isPrivatePath(page.path), page.path).toBe(false);
  });
});

describe(`guards on ${kind}`, () => {
  // As deployed behind one reverse proxy: the client address is the right-most X-Forwarded-For
  // entry (the one the proxy appends); requests without the header count as 127.0.0.1.
  const s = useServerSuite(kind, { TRUST_PROXY: "1" });
  const fixtures = guardFixtures(s);
  const { makeMessage, concrete } = fixtures;
  const cases = guardCases(fixtures);

  describe("screens", () => {
    for (const [path, outcomes] of Object.entries(SCREENS)) {
      for (const who of PEOPLE) {
        const outcome = outcomes[who];
        const label = "sees" in outcome ? `200 "${outcome.sees}"` : `→ ${outcome.redirect}`;
        it(`GET ${path} as ${who}: ${label}`, async () => {
          const message = idIsMessage(path) ? await makeMessage() : undefined;
          const page = await concrete(path, message?.id);
          const res = await s.server.get(page, s.cookieOf(who));
          const html = await res.text();
          // Nothing of the staff area is kept by a browser or a proxy, redirects included.
          expect(res.headers.get("cache-control")).toBe("no-store");
          if ("sees" in outcome) {
            expect(res.status).toBe(200);
            expect(res.headers.get("content-type")).toMatch(outcome.contentType ?? /text\/html/);
            expect(html).toContain(escapeHtml(outcome.sees));
            if (message) expect(html).toContain(escapeHtml(message.marker));
          } else {
            expect([301, 302]).toContain(res.status);
            expect(s.where(res)).toBe(expectedLocation(outcome.redirect, page));
            // Nothing of the protected page travels with the redirect.
            expect(html).not.toContain(TEXT.collaboratorWelcome);
            if (message) expect(html).not.toContain(escapeHtml(message.marker));
          }
        });
      }
    }

    // The client-side navigation's data request for the same screen (React Router's `.data`).
    for (const path of Object.keys(SCREENS)) {
      it(`GET ${path}.data as anonymous and as admin: no-store`, async () => {
        for (const who of ["anonymous", "admin"] as const) {
          const res = await s.server.get(`${await concrete(path)}.data`, s.cookieOf(who));
          await res.arrayBuffer();
          expect(res.status, `${who}: ${res.status}`).toBeLessThan(500);
          expect(res.headers.get("cache-control"), who).toBe("no-store");
        }
      });
    }

    /**
     * Each route's loader asked on its own, as a client-side navigation does
     * (`/admin-portal/messages.data?_routes=routes/staff/admin-messages`): a refused visitor gets
     * React Router's encoded redirect to the same place as the page's, and none of the data
     * (a contact message's text, the staff's e-mail addresses); a layout's loader is asked on its
     * own too. The ids come from the same route list as the matrix.
     */
    for (const [path, outcomes] of Object.entries(SCREENS)) {
      for (const who of PEOPLE) {
        const outcome = outcomes[who];
        const ids = LOADER_ROUTE_IDS[path as GuardedPath];
        if (ids.length === 0) continue;
        const label = "sees" in outcome ? "its data" : `a redirect to ${outcome.redirect}, no data`;
        it(`GET ${path}.data?_routes=${ids.join(",")} as ${who}: ${label}`, async () => {
          const message = await makeMessage();
          const secrets = [message.id, message.marker, s.admin.email, s.collaborator.email, s.pending.email];
          for (const id of ids) {
            const page = await concrete(path, message.id);
            const target = `${page}.data?_routes=${encodeURIComponent(id)}`;
            const res = await s.server.get(target, s.cookieOf(who));
            const body = await res.text();
            expect(res.headers.get("cache-control"), id).toBe("no-store");
            if ("sees" in outcome) {
              expect(res.status, id).toBe(200);
              // The answer is this route's data (a wrong id would answer with nobody's).
              expect(body, id).toContain(`"${id}"`);
              // The inbox lists the message (by its id), the message's page shows its text.
              if (who === "admin" && path.startsWith("/admin-portal/messages") && !id.endsWith("layout")) {
                expect(body, id).toContain(path.endsWith(":id") ? message.marker : message.id);
              }
            } else {
              expect(res.status, id).toBe(202);
              const [head, fields, ...strings] = JSON.parse(body) as [unknown, unknown, ...unknown[]];
              expect(head, id).toEqual(["SingleFetchRedirect", 1]);
              expect(fields, id).toBeTypeOf("object");
              expect(strings.slice(0, 2), id).toEqual(["redirect", expectedLocation(outcome.redirect, page)]);
              // The login's address carries the page asked for (its message id included): nothing else.
              const rest = body.replace(encodeURIComponent(page), "");
              for (const secret of secrets) expect(rest, id).not.toContain(secret);
              expect(body, id).not.toContain(`"${id}"`);
            }
          }
        });
      }
    }

    it("the staff shell's own data (`?_routes=staff-shell`) names only the person asking, and nobody to a stranger", async () => {
      const shellData = async (cookie?: string) => {
        const res = await s.server.get(`/access/admin-menu.data?_routes=${STAFF_SHELL_ID}`, cookie);
        expect(res.headers.get("cache-control")).toBe("no-store");
        return res.text();
      };
      for (const who of ["anonymous", "pending", "unknown session"] as const) {
        const body = await shellData(s.cookieOf(who));
        for (const email of [s.admin.email, s.collaborator.email, s.pending.email])
          expect(body, who).not.toContain(email);
        expect(body, who).not.toContain("Administrador");
      }
      const mine = await shellData(s.collaborator.cookie);
      expect(mine).toContain(s.collaborator.email);
      expect(mine).not.toContain(s.admin.email);
    });

    it("an admin's data request for the admin portal carries the pending registrations (what the refused ones must not get)", async () => {
      const res = await s.server.get("/admin-portal.data?_routes=routes/staff/admin-portal", s.admin.cookie);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(s.pending.email);
    });

    it("the admin's own portal lists the pending registrations to act on", async () => {
      const res = await s.server.get("/admin-portal", s.admin.cookie);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(escapeHtml(s.pending.email));
    });
  });

  it("every intent a guarded action accepts has its case here", () => {
    const guarded = Object.entries(ACTION_ACCESS).filter(([, access]) => access !== "public");
    for (const [path] of guarded) {
      expect(Object.keys(cases[path] ?? {}).sort(), path).toEqual([...(ACCEPTED_INTENTS[path] ?? [])].sort());
    }
  });

  describe("actions", () => {
    for (const [path, access] of Object.entries(ACTION_ACCESS)) {
      if (access === "public") continue;
      const refusedBy: Who[] =
        access === "admin"
          ? ["anonymous", "pending", "unknown session", "collaborator"]
          : ["anonymous", "pending", "unknown session"];
      const allowed: ("collaborator" | "admin")[] =
        access === "admin" ? ["admin"] : ["collaborator", "admin"];
      for (const [intent, make] of Object.entries(cases[path] ?? {})) {
        for (const who of refusedBy) {
          it(`POST ${path} ${intent} as ${who} is refused and changes nothing`, async () => {
            const actor = who === "collaborator" ? s.collaborator : who === "pending" ? s.pending : undefined;
            const c = await make(actor);
            const target = await concrete(path, c.messageId, c.leadId, c.pathId);
            const before = await c.read();
            expect(before).toBeDefined();
            const res = await s.server.post(target, { intent, ...c.fields }, s.cookieOf(who));
            const html = await res.text();
            if (who === "collaborator") {
              expect(res.status).toBe(403);
            } else {
              expect(res.status).toBe(302);
              expect(s.where(res)).toBe(LOGIN);
            }
            if (c.doneText) expect(html).not.toContain(escapeHtml(c.doneText));
            expect(await c.read()).toEqual(before);
          });
        }

        for (const role of allowed) {
          it(`POST ${path} ${intent} as ${role === "admin" ? "an admin" : "a collaborator"} is done`, async () => {
            const actor = await createStaff(s.handle.db, role, "approved");
            const c = await make(actor);
            const target = await concrete(path, c.messageId, c.leadId, c.pathId);
            const before = await c.read();
            const res = await s.server.post(target, { intent, ...c.fields }, actor.cookie);
            const inPlace =
              (path.startsWith("/employee-portal") && !redirectsFromPortal.includes(path)) ||
              path === "/access/employees/two-step-setup" ||
              path === "/access/employees/profile" ||
              answersInPlace(path, intent);
            if (inPlace) {
              // The portal's actions answer in place (the password reveal, with the password), as
              // does the two-step setup (the recovery codes are shown once, on that answer).
              expect(res.status).toBe(200);
              expect(await res.text()).toContain(escapeHtml(c.doneText ?? ""));
              const after = await c.read();
              expect(after).not.toEqual(before);
              c.expectDone(after);
            } else {
              await res.text();
              expect(res.status).toBe(302);
              const next = s.where(res) ?? "";
              if (c.lands) expect(next).toMatch(c.lands);
              else
                expect(
                  next.startsWith(intent === "delete" ? "/admin-portal" : (target.split("?")[0] ?? "")),
                ).toBe(true);
              c.expectDone(await c.read());
              // The screen it lands on says what was done.
              const after = await s.server.get(next, cookieAfter(res, actor.cookie));
              expect(after.status).toBe(200);
              if (c.doneText) expect(await after.text()).toContain(escapeHtml(c.doneText));
              else await after.text();
            }
            await c.afterDone?.();
          });
        }
      }
    }
  });
});
