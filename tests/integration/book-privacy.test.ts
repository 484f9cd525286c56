/**
 * The book's retention and the person's rights over it (issue 42, decision 071), on SQLite and
 * PostgreSQL: the hourly purge deletes a client five years after their last day in the book (not
 * one day earlier, never with a claim or a renewal still open), with their whole book and won
 * leads; "Dados pessoais" finds a client by e-mail, phone or CPF/CNPJ, exports their whole book
 * (documents' bytes included) and, on erasure, keeps what the law obliges and says until when.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findOrCreateClient, insertPolicy, purgeExpiredClients } from "~/.server/book";
import { purgeClosedLeads } from "~/.server/leads";
import { appFor, type Database, type Env, migrateToLatest, transaction } from "~/.server/platform";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { exportPerson, runPersonalDataAction } from "~/.server/privacy";
import { storeContactMessage } from "~/.server/site/contact";
import { clientSchema, policySchema } from "~/lib/book-schemas";
import { contactInput } from "../support/contact-form";
import { projectDatabase } from "../support/database-project";
import { createStaff, makeDatabase, TEST_SESSION_SECRET, type TestDatabase } from "../support/test-server";

const kind = projectDatabase();

/** The platform clock's "now" for the purge: 2 December 2026, 09:00 in São Paulo. */
const AT = new Date("2026-12-02T12:00:00.000Z");
const NEXT_DAY = new Date("2026-12-03T12:00:00.000Z");

let counter = 0;
/** Valid CPFs, one per client. */
const CPFS = ["52998224725", "11144477735", "39053344705", "86288366757", "24843803683", "71428793860"];

describe(`the book's retention and the person's rights on ${kind}`, () => {
  let database: TestDatabase;
  let h: DatabaseHandle;
  let db: Kysely<Database>;

  beforeEach(async () => {
    database = await makeDatabase(kind);
    h = openDatabase(database.url);
    db = h.db;
    await migrateToLatest(db);
    counter = 0;
  });
  afterEach(async () => {
    await h?.db.destroy();
    await database?.drop();
  });

  /** A client with one policy whose cover ended on `endsOn` and which last changed that day. */
  async function clientWithPolicy(endsOn: string, fields: Record<string, string> = {}) {
    const document = CPFS[counter] ?? "";
    counter += 1;
    const { id } = await transaction(db, (trx) =>
      findOrCreateClient(trx, clientSchema.parse({ document, name: `Cliente ${counter}`, ...fields }), {
        origin: "manual",
        actorId: null,
      }),
    );
    const policyId = await transaction(db, (trx) =>
      insertPolicy(
        trx,
        id,
        policySchema.parse({
          insurerId: "porto",
          product: "automobile",
          policyNumber: `P-${counter}-${randomUUID().slice(0, 6)}`,
          startsOn: "2015-01-01",
          endsOn,
          totalPremium: "1.500,00",
          insuredKind: "vehicle",
          vehiclePlate: "ABC1D23",
        }),
        { origin: "manual", actorId: null },
      ),
    );
    const old = "2015-01-01T12:00:00.000Z";
    await db.updateTable("clients").set({ created_at: old, updated_at: old }).where("id", "=", id).execute();
    await db
      .updateTable("policies")
      .set({ created_at: old, updated_at: `${endsOn}T12:00:00.000Z`, status: "encerrada" })
      .where("id", "=", policyId)
      .execute();
    return { id, policyId, document };
  }

  const claimOn = (clientId: string, policyId: string, status: string, updatedAt: string) =>
    db
      .insertInto("claims")
      .values({
        id: randomUUID(),
        policy_id: policyId,
        client_id: clientId,
        protocol: `S-${randomUUID().slice(0, 8)}`,
        insurer_claim_number: null,
        status: status as "aberto",
        occurred_on: "2016-03-01",
        place: null,
        description: "Colisão traseira",
        involved: null,
        reported_by: "staff",
        created_by: null,
        created_at: updatedAt,
        updated_at: updatedAt,
      })
      .execute();

  /** A lead from a contact message, won for the client, closed long ago. */
  async function wonLeadFor(clientId: string, email = `lead-${randomUUID().slice(0, 6)}@exemplo.com.br`) {
    await storeContactMessage(
      db,
      contactInput({ email, phone: "" }),
      { signature: randomUUID(), expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
      "caixa@corretora.test",
    );
    const closed = "2016-01-01T12:00:00.000Z";
    await db
      .updateTable("leads")
      .set({ stage_id: "ganho", closed_at: closed, client_id: clientId })
      .where("email_key", "=", email)
      .execute();
    return (
      await db.selectFrom("leads").select("id").where("email_key", "=", email).executeTakeFirstOrThrow()
    ).id;
  }

  const clientIds = async () => (await db.selectFrom("clients").select("id").execute()).map((r) => r.id);

  it("deletes a client five years after their last day, not a day earlier, with their book and won leads", async () => {
    const past = await clientWithPolicy("2021-12-01");
    const onTheDay = await clientWithPolicy("2021-12-02");
    await claimOn(past.id, past.policyId, "indenizado", "2021-06-01T12:00:00.000Z");
    await db
      .insertInto("policy_documents")
      .values({
        id: randomUUID(),
        policy_id: past.policyId,
        kind: "apolice",
        file_name: "apolice.pdf",
        mime: "application/pdf",
        size: 4,
        sha256: "x",
        data: Buffer.from("%PDF").toString("base64"),
        uploaded_by: null,
        created_at: "2016-01-01T12:00:00.000Z",
      })
      .execute();
    const lead = await wonLeadFor(past.id);
    // The leads' own purge leaves a won lead linked to a client: it goes with the client.
    expect(await purgeClosedLeads(db, 365)).toBe(0);

    expect(await purgeExpiredClients(db, AT)).toBe(1);
    expect(await clientIds()).toEqual([onTheDay.id]);
    for (const table of ["policies", "policy_documents", "claims"] as const) {
      const rows = await db.selectFrom(table).select("id").execute();
      expect(rows.length, table).toBe(table === "policies" ? 1 : 0);
    }
    expect(await db.selectFrom("book_activities").select("client_id").distinct().execute()).toEqual([
      { client_id: onTheDay.id },
    ]);
    expect(
      await db.selectFrom("leads").select("id").where("id", "=", lead).executeTakeFirst(),
    ).toBeUndefined();
    expect(await db.selectFrom("contact_messages").select("id").execute()).toEqual([]);

    expect(await purgeExpiredClients(db, NEXT_DAY)).toBe(1);
    expect(await clientIds()).toEqual([]);
  });

  it("keeps a client with a claim or a renewal still open, or a change within the period", async () => {
    const openClaim = await clientWithPolicy("2015-12-31");
    await claimOn(openClaim.id, openClaim.policyId, "em-analise", "2016-01-10T12:00:00.000Z");
    const closedClaim = await clientWithPolicy("2015-12-31");
    await claimOn(closedClaim.id, closedClaim.policyId, "recusado", "2022-01-10T12:00:00.000Z");
    const openRenewal = await clientWithPolicy("2015-12-31");
    await db
      .insertInto("renewals")
      .values({
        id: randomUUID(),
        policy_id: openRenewal.policyId,
        client_id: openRenewal.id,
        status: "em-cotacao",
        owner_id: null,
        due_on: "2015-12-31",
        next_action: null,
        next_action_at: null,
        lost_reason: null,
        lost_to: null,
        new_policy_id: null,
        opened_at: "2015-11-01T12:00:00.000Z",
        closed_at: null,
        updated_at: "2015-11-01T12:00:00.000Z",
      })
      .execute();
    const gone = await clientWithPolicy("2015-12-31");
    expect(await purgeExpiredClients(db, AT)).toBe(1);
    expect((await clientIds()).sort()).toEqual([openClaim.id, closedClaim.id, openRenewal.id].sort());
    expect(await clientIds()).not.toContain(gone.id);
  });

  describe("Dados pessoais", () => {
    const env = { sessionSecret: TEST_SESSION_SECRET } as unknown as Env;
    const app = () => appFor(h, env);

    async function adminId() {
      return (
        await createStaff(db, "admin", "approved", {
          email: `adm-${randomUUID().slice(0, 6)}@corretora.test`,
        })
      ).user.id;
    }

    it("finds a client of the book by e-mail, phone and CPF, and exports the whole book", async () => {
      const actor = await adminId();
      const c = await clientWithPolicy("2026-06-30", {
        email: "Joana@Exemplo.com.br",
        phone: "(41) 98765-4321",
        notes: "Prefere ligação à tarde",
      });
      await claimOn(c.id, c.policyId, "aberto", "2026-11-01T12:00:00.000Z");
      await db
        .insertInto("policy_documents")
        .values({
          id: randomUUID(),
          policy_id: c.policyId,
          kind: "apolice",
          file_name: "apolice-joana.pdf",
          mime: "application/pdf",
          size: 8,
          sha256: "y",
          data: Buffer.from("%PDF-1.7").toString("base64"),
          uploaded_by: null,
          created_at: "2026-01-01T12:00:00.000Z",
        })
        .execute();
      const searches: Record<string, string>[] = [
        { email: "joana@exemplo.com.br" },
        { phone: "41987654321" },
        { document: "529.982.247-25" },
      ];
      for (const fields of searches) {
        const done = await runPersonalDataAction(app(), actor, { intent: "search", ...fields });
        if (done.intent !== "search") throw new Error("search expected");
        expect(
          done.view.book.map((b) => b.name),
          JSON.stringify(fields),
        ).toEqual([`Cliente 1`]);
        expect(done.view.book[0]?.policies).toBe(1);
        expect(done.view.book[0]?.retention).toContain("sinistro ou renovação em andamento");
      }
      const file = await exportPerson(app(), actor, { intent: "export", document: "52998224725" });
      const text = JSON.stringify(file);
      const [entry] = file.carteira as {
        cliente: { document: string; notes: string };
        apolices: {
          policy_number: string;
          total_premium_cents: number;
          documentos: { file_name: string; conteudoBase64: string }[];
        }[];
        sinistros: { description: string }[];
        historico: { kind: string }[];
        guarda: string;
      }[];
      expect(entry?.cliente).toMatchObject({ document: "52998224725", notes: "Prefere ligação à tarde" });
      expect(entry?.apolices[0]).toMatchObject({ total_premium_cents: 150000 });
      expect(entry?.apolices[0]?.documentos[0]).toMatchObject({
        file_name: "apolice-joana.pdf",
        conteudoBase64: Buffer.from("%PDF-1.7").toString("base64"),
      });
      expect(entry?.sinistros[0]?.description).toBe("Colisão traseira");
      expect(entry?.historico.map((a) => a.kind)).toContain("policy-created");
      expect(entry?.guarda).toContain("Circular SUSEP nº 605/2020");
      expect(text).not.toContain('"data"');
      const audit = await db
        .selectFrom("audit_log")
        .select(["action", "details"])
        .where("action", "like", "personal_data.%")
        .execute();
      expect(audit.map((a) => a.action).sort()).toEqual([
        "personal_data.export",
        "personal_data.search",
        "personal_data.search",
        "personal_data.search",
      ]);
      expect(JSON.stringify(audit)).not.toMatch(/joana|52998224725|98765/i);
    });

    it("on erasure keeps what the law obliges, says until when, and erases the rest", async () => {
      const actor = await adminId();
      // Within the period: the policy ended on 30/06/2025, kept until 30/06/2030.
      const kept = await clientWithPolicy("2025-06-30", {
        email: "rui@exemplo.com.br",
        phone2: "(41) 3333-4444",
        notes: "Cliente desde 2015",
      });
      const keptLead = await wonLeadFor(kept.id, "rui@exemplo.com.br");
      // Past the period (the hourly purge has not run yet): goes whole, with its won lead.
      const expired = await clientWithPolicy("2019-03-31", { email: "rui@exemplo.com.br" });
      const expiredLead = await wonLeadFor(expired.id);
      const done = await runPersonalDataAction(app(), actor, {
        intent: "erase",
        email: "rui@exemplo.com.br",
        confirm: "on",
      });
      if (done.intent !== "erase") throw new Error("erase expected");
      expect(done.counts).toMatchObject({ clients: 1, policies: 1, leads: 0 });
      expect(done.kept).toHaveLength(1);
      expect(done.kept[0]).toContain("Guardado até 30/06/2030");
      expect(done.kept[0]).toContain("Lei nº 9.613/1998, art. 10, § 2º");
      expect(done.kept[0]).toContain("anotações do cadastro e o segundo telefone");
      const row = await db.selectFrom("clients").selectAll().where("id", "=", kept.id).executeTakeFirst();
      expect(row).toMatchObject({ email: "rui@exemplo.com.br", notes: null, phone2: null, phone2_key: null });
      expect(
        await db.selectFrom("policies").select("id").where("client_id", "=", kept.id).execute(),
      ).toHaveLength(1);
      expect(
        await db.selectFrom("leads").select("id").where("id", "=", keptLead).executeTakeFirst(),
      ).toBeDefined();
      expect(
        await db.selectFrom("clients").select("id").where("id", "=", expired.id).executeTakeFirst(),
      ).toBeUndefined();
      expect(
        await db.selectFrom("leads").select("id").where("id", "=", expiredLead).executeTakeFirst(),
      ).toBeUndefined();
      const audit = await db
        .selectFrom("audit_log")
        .select("details")
        .where("action", "=", "personal_data.erase")
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.details ?? "{}")).toMatchObject({ clients: 1, keptClients: 1 });
    });
  });
});
