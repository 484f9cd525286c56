/**
 * The audit log keeps ids and what changed, never a person's e-mail, name or phone, and rows
 * older than AUDIT_RETENTION_DAYS are purged: over real HTTP against `node server.js` (run
 * `npm run build` first), on SQLite and PostgreSQL, reading what the database holds.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { migratorFor } from "~/.server/platform/db/migrate";
import { insertClientWithPolicy } from "../support/book-fixtures";
import { projectDatabase } from "../support/database-project";
import { escapeHtml, unique, useServerSuite, waitFor } from "../support/http-assertions";
import { shownName } from "../support/staff-fixtures";
import {
  createStaff,
  makeDatabase,
  startServer,
  type TestDatabase,
  type TestServer,
} from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const DAY = 86_400_000;

describe(`audit log on ${kind}`, () => {
  describe("what an admin's change leaves in it", () => {
    const s = useServerSuite(kind);
    const auditOf = (targetId: string) =>
      s.handle.db.selectFrom("audit_log").selectAll().where("target_id", "=", targetId).execute();

    it("deleting a person keeps the ids, not their e-mail, name or phone", async () => {
      const person = await createStaff(s.handle.db, "collaborator", "approved");
      const name = `Pessoa ${unique()}`;
      await s.handle.db
        .updateTable("users")
        .set({ name, phone: "11987654321" })
        .where("id", "=", person.user.id)
        .execute();
      const res = await s.server.post(
        "/admin-portal",
        { intent: "delete", userId: person.user.id },
        s.admin.cookie,
      );
      await s.expectRedirect(res, "/admin-portal");

      const rows = await auditOf(person.user.id);
      const deleted = rows.find((r) => r.action === "user.delete");
      expect(deleted).toMatchObject({ actor_id: s.admin.user.id, target_id: person.user.id });
      for (const row of rows) {
        const stored = JSON.stringify(row);
        expect(stored).not.toContain(person.email);
        expect(stored).not.toContain(name);
        expect(stored).not.toContain("11987654321");
      }
    });

    it("the privacy policy's retention table says what the code does (the defaults)", async () => {
      const html = await (await s.server.get("/privacy-policy")).text();
      const row = (what: RegExp, period: string) =>
        expect(html).toMatch(new RegExp(`<td[^>]*>${what.source}[^<]*</td><td[^>]*>${period}`));
      row(/Registro de auditoria/, "24 meses");
      row(/Mensagens do formulário de contato/, "12 meses");
      row(/Sessão de acesso/, "até 8 horas, ou 30 minutos sem uso");
      row(/Link de redefinição de senha/, "60 minutos");
    });

    it("editing a person records which fields changed, not their values", async () => {
      const person = await createStaff(s.handle.db, "collaborator", "approved");
      const name = `Maria ${unique()}`;
      const res = await s.server.post(
        "/admin-portal",
        { intent: "edit", userId: person.user.id, name, phone: "(11) 98765-4321" },
        s.admin.cookie,
      );
      await s.expectRedirect(res, "/admin-portal");
      // Only the phone changes the second time.
      const again = await s.server.post(
        "/admin-portal",
        { intent: "edit", userId: person.user.id, name, phone: "(21) 98765-1234" },
        s.admin.cookie,
      );
      await s.expectRedirect(again, "/admin-portal");

      const edits = (await auditOf(person.user.id)).filter((r) => r.action === "user.edit");
      // Both edits may carry the same millisecond: compared without their order.
      expect(edits.map((r) => r.details).sort()).toEqual(
        [JSON.stringify({ changed: ["name", "phone"] }), JSON.stringify({ changed: ["phone"] })].sort(),
      );
      for (const row of edits) {
        const stored = JSON.stringify(row);
        expect(stored).not.toContain(name);
        expect(stored).not.toMatch(/98765/);
      }
    });
    it("the audit screen tells each entry in a sentence with today's names: a deleted actor, a hidden page", async () => {
      const actor = await createStaff(s.handle.db, "admin", "approved");
      const colleague = await createStaff(s.handle.db, "collaborator", "approved");
      const disabled = await s.server.post(
        "/admin-portal",
        { intent: "disable", userId: colleague.user.id },
        actor.cookie,
      );
      await s.expectRedirect(disabled, "/admin-portal");
      const hidden = await s.server.post(
        "/admin-portal/products",
        { intent: "hide", slug: "travel" },
        actor.cookie,
      );
      await s.expectRedirect(hidden, "/admin-portal/products");
      const shown = await s.server.post(
        "/admin-portal/products",
        { intent: "show", slug: "travel" },
        actor.cookie,
      );
      await s.expectRedirect(shown, "/admin-portal/products");
      const screen = async () => (await s.server.get("/admin-portal/audit", s.admin.cookie)).text();

      const before = await screen();
      expect(before).toContain(
        escapeHtml(`${shownName(actor)} desativou a conta de ${shownName(colleague)}.`),
      );
      expect(before).toContain(escapeHtml(`${shownName(actor)} ocultou a página Seguro Viagem do site.`));
      expect(before).toContain(
        escapeHtml(`${shownName(actor)} voltou a mostrar a página Seguro Viagem no site.`),
      );

      // The log keeps ids: once the actor's account is gone, the same rows name nobody.
      await s.expectRedirect(
        await s.server.post("/admin-portal", { intent: "delete", userId: actor.user.id }, s.admin.cookie),
        "/admin-portal",
      );
      const after = await screen();
      expect(after).not.toContain(escapeHtml(shownName(actor)));
      expect(after).toContain(
        escapeHtml(`Um usuário excluído desativou a conta de ${shownName(colleague)}.`),
      );
      expect(after).toContain(escapeHtml("Um usuário excluído ocultou a página Seguro Viagem do site."));
    });

    it("the book's actions read as sentences naming the client and the policy as they are now", async () => {
      const { policyId, clientId, clientName } = await insertClientWithPolicy(s.handle.db, {
        policyNumber: `AP-${unique()}`,
      });
      const { policy_number: number } = await s.handle.db
        .selectFrom("policies")
        .select("policy_number")
        .where("id", "=", policyId)
        .executeTakeFirstOrThrow();
      const note = await s.server.post(
        `/employee-portal/clients/${clientId}`,
        { intent: "note", body: "Prefere contato à tarde" },
        s.admin.cookie,
      );
      expect(note.status).toBe(302);
      const cancelled = await s.server.post(
        `/employee-portal/policies/${policyId}`,
        { intent: "status", status: "cancelada", reason: "Venda do veículo" },
        s.admin.cookie,
      );
      expect(cancelled.status).toBe(302);
      const screen = await (await s.server.get("/admin-portal/audit", s.admin.cookie)).text();
      const admin = shownName(s.admin);
      expect(screen).toContain(escapeHtml(`${admin} adicionou uma nota ao cliente ${clientName}.`));
      expect(screen).toContain(
        escapeHtml(`${admin} mudou a situação da apólice ${number} de ${clientName} para “Cancelada”.`),
      );
      // Each row's details name the action by its label (and keep the code beside it).
      expect(screen).toContain(">Mudou a situação de uma apólice<");
    });
  });

  describe("rows written before this version, and old rows", () => {
    let database: TestDatabase;
    let h: DatabaseHandle;
    let server: TestServer;
    const ids = {
      deleted: randomUUID(),
      edited: randomUUID(),
      created: randomUUID(),
      old: randomUUID(),
      recent: randomUUID(),
    };

    beforeAll(async () => {
      database = await makeDatabase(kind);
      h = openDatabase(database.url);
      // The database as the previous version left it: migrated to 004, with its audit rows.
      const migrator = await migratorFor(h.db);
      expect((await migrator.migrateTo("004_mail_outbox")).error).toBeUndefined();
      const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString();
      const row = (id: string, action: string, details: unknown, daysAgo: number) => ({
        id,
        actor_id: "admin-antigo",
        action,
        target_id: `alvo-${id}`,
        details: details === null ? null : JSON.stringify(details),
        created_at: at(daysAgo),
      });
      await h.db
        .insertInto("audit_log")
        .values([
          row(ids.deleted, "user.delete", { email: "removida@exemplo.com" }, 1),
          row(ids.edited, "user.edit", { name: "Joana Removida", phone: "41999990000" }, 1),
          row(ids.created, "user.create", { role: "collaborator", status: "pending" }, 1),
          row(ids.old, "user.approve", null, 40),
          row(ids.recent, "user.approve", null, 20),
        ])
        .execute();
      // The new version starts: migrates, then its purge runs at once.
      server = await startServer({ databaseUrl: database.url, env: { AUDIT_RETENTION_DAYS: "30" } });
    });

    afterAll(async () => {
      await server?.stop();
      await h?.db.destroy();
      await database?.drop();
    });

    const details = async (id: string) =>
      (await h.db.selectFrom("audit_log").select("details").where("id", "=", id).executeTakeFirst())?.details;

    it("the migration removes the e-mail, name and phone they kept, and nothing else", async () => {
      expect(await details(ids.deleted)).toBeNull();
      expect(await details(ids.edited)).toBeNull();
      expect(JSON.parse((await details(ids.created)) ?? "null")).toEqual({
        role: "collaborator",
        status: "pending",
      });
      const all = JSON.stringify(await h.db.selectFrom("audit_log").selectAll().execute());
      for (const personal of ["removida@exemplo.com", "Joana Removida", "41999990000"]) {
        expect(all).not.toContain(personal);
      }
    });

    it("rows older than AUDIT_RETENTION_DAYS are purged, younger ones stay", async () => {
      await waitFor(async () => {
        const left = await h.db.selectFrom("audit_log").select("id").where("id", "=", ids.old).execute();
        return left.length === 0;
      });
      const kept = await h.db.selectFrom("audit_log").select("id").where("id", "=", ids.recent).execute();
      expect(kept).toHaveLength(1);
    });

    it("the privacy policy states the configured period", async () => {
      const html = await (await server.get("/privacy-policy")).text();
      expect(html).toContain("ações administrativas");
      expect(html).toMatch(/<td[^>]*>Registro de auditoria[^<]*<\/td><td[^>]*>30 dias<\/td>/);
    });
  });
});
