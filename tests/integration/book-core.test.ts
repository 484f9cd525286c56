/**
 * The book's core steps (issue 42, decision 063) on SQLite and PostgreSQL: one client per CPF or
 * CNPJ (a second one finds the first and fills its blanks), a policy's refusals (unknown insurer
 * or product, a number the insurer already has), its commission, and who sees which client.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findOrCreateClient, insertPolicy, visibleClient } from "~/.server/book";
import { migrateToLatest, transaction } from "~/.server/platform";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { clientSchema, policySchema } from "~/lib/book-schemas";
import { projectDatabase } from "../support/database-project";
import { createStaff, makeDatabase, type TestDatabase } from "../support/test-server";

const kind = projectDatabase();

const client = (overrides: Record<string, string> = {}) =>
  clientSchema.parse({ document: "529.982.247-25", name: "Maria Souza", ...overrides });
const policyForm = (overrides: Record<string, string> = {}) => ({
  insurerId: "porto",
  product: "automobile",
  policyNumber: "0531.12345",
  startsOn: "2026-01-10",
  endsOn: "2027-01-10",
  netPremium: "2.000,00",
  iof: "147,60",
  totalPremium: "2.147,60",
  commissionRate: "15",
  insuredKind: "vehicle",
  vehiclePlate: "abc1d23",
  ...overrides,
});
const policy = (overrides: Record<string, string> = {}) => policySchema.parse(policyForm(overrides));

describe(`the book's core on ${kind}`, () => {
  let database: TestDatabase;
  let h: DatabaseHandle;

  beforeEach(async () => {
    database = await makeDatabase(kind);
    h = openDatabase(database.url);
    await migrateToLatest(h.db);
  });
  afterEach(async () => {
    await h?.db.destroy();
    await database?.drop();
  });

  it("keeps one client per document, filling only what the record lacks", async () => {
    const first = await transaction(h.db, (trx) =>
      findOrCreateClient(trx, client({ email: "maria@exemplo.com.br" }), { origin: "manual", actorId: null }),
    );
    const second = await transaction(h.db, (trx) =>
      findOrCreateClient(
        trx,
        client({
          document: "52998224725",
          name: "Outro Nome",
          email: "outro@exemplo.com.br",
          phone: "41987654321",
        }),
        {
          origin: "import",
          actorId: null,
        },
      ),
    );
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    const rows = await h.db.selectFrom("clients").selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Maria Souza",
      email: "maria@exemplo.com.br",
      phone: "41987654321",
      document: "52998224725",
      kind: "person",
      origin: "manual",
    });
  });

  it("stores a policy in centavos with its commission, and refuses a number the insurer already has", async () => {
    const { id: clientId } = await transaction(h.db, (trx) =>
      findOrCreateClient(trx, client(), { origin: "manual", actorId: null }),
    );
    await transaction(h.db, (trx) =>
      insertPolicy(trx, clientId, policy(), { origin: "manual", actorId: null }),
    );
    const stored = await h.db.selectFrom("policies").selectAll().executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      total_premium_cents: 214760,
      net_premium_cents: 200000,
      commission_bp: 1500,
      commission_cents: 30000,
      vehicle_plate: "ABC1D23",
      status: "vigente",
    });
    await expect(
      transaction(h.db, (trx) => insertPolicy(trx, clientId, policy(), { origin: "manual", actorId: null })),
    ).rejects.toThrow("Já existe uma apólice com este número nesta seguradora.");
    await expect(
      transaction(h.db, (trx) =>
        insertPolicy(trx, clientId, policy({ insurerId: "nao-existe", policyNumber: "1" }), {
          origin: "manual",
          actorId: null,
        }),
      ),
    ).rejects.toThrow("Escolha a seguradora.");
    expect(await h.db.selectFrom("policies").select("id").execute()).toHaveLength(1);
    const timeline = await h.db.selectFrom("book_activities").select("kind").orderBy("created_at").execute();
    expect(timeline.map((a) => a.kind).sort()).toEqual(["client-created", "policy-created"]);
  });

  it("refuses an end of cover before its start, a bad CPF and a company without its contact", () => {
    expect(
      policySchema.safeParse(policyForm({ startsOn: "2026-02-01", endsOn: "2026-01-01" })).error?.issues[0]
        ?.message,
    ).toBe("O fim da vigência deve ser depois do início.");
    expect(clientSchema.safeParse({ document: "529.982.247-24", name: "X" }).error?.issues[0]?.message).toBe(
      "CPF ou CNPJ inválido: confira os números.",
    );
    expect(
      clientSchema.safeParse({ document: "11.222.333/0001-81", name: "Empresa" }).error?.issues[0]?.message,
    ).toBe("Informe a pessoa de contato da empresa.");
  });

  it("shows a collaborator their clients and nobody's, never another's", async () => {
    const [ana, bia, admin] = await Promise.all([
      createStaff(h.db, "collaborator", "approved", { email: "ana@corretora.test" }),
      createStaff(h.db, "collaborator", "approved", { email: "bia@corretora.test" }),
      createStaff(h.db, "admin", "approved", { email: "adm@corretora.test" }),
    ]);
    const ofAna = await transaction(h.db, (trx) =>
      findOrCreateClient(trx, client({ ownerId: ana.user.id }), { origin: "manual", actorId: null }),
    );
    await expect(visibleClient(h.db, ana.user, ofAna.id)).resolves.toMatchObject({ id: ofAna.id });
    await expect(visibleClient(h.db, admin.user, ofAna.id)).resolves.toMatchObject({ id: ofAna.id });
    await expect(visibleClient(h.db, bia.user, ofAna.id)).rejects.toMatchObject({ status: 404 });
    await expect(visibleClient(h.db, bia.user, "nao-e-uuid")).rejects.toMatchObject({ status: 404 });
  });
});
