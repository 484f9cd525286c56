/**
 * The renewal desk (issue 42, decision 069) on SQLite and PostgreSQL: the job opens each policy's
 * renewal once (two instances on PostgreSQL), only for vigente policies, owned by the producer or
 * else the rotation; reminders go once each, only while the renewal is open; "Renovada" needs the
 * new policy and links both; "Perdida" needs a reason; who sees which renewal; the indicators.
 */
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { StaffSession } from "~/.server/accounts";
import {
  findOrCreateClient,
  insertPolicy,
  listRenewals,
  openRenewals,
  parseRenewalFilters,
  renewalIndicators,
  renewalPage,
  renewalsToday,
  runRenewalAction,
  sendRenewalReminders,
} from "~/.server/book";
import { renderMail } from "~/.server/mail/mail-templates";
import { type App, migrateToLatest, transaction } from "~/.server/platform";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { clientSchema, policySchema } from "~/lib/book-schemas";
import { formatMoney } from "~/lib/br";
import { addDays } from "~/lib/dates";
import { describeOn, projectDatabase } from "../support/database-project";
import { createStaff, makeDatabase, type StaffFixture, type TestDatabase } from "../support/test-server";

const kind = projectDatabase();

/** 2026-12-02 at 09:00 in São Paulo. */
const NOW = new Date("2026-12-02T12:00:00Z");
const TODAY = "2026-12-02";
const in_ = (days: number) => addDays(TODAY, days);

let documents = 0;
/** A valid CPF for the n-th client (its check digits computed). */
function cpf(n: number): string {
  const base = String(100_000_000 + n * 7919).slice(0, 9);
  const digit = (digits: string) => {
    const sum = [...digits].reduce((total, d, i) => total + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return String(rest === 10 ? 0 : rest);
  };
  const first = digit(base);
  return `${base}${first}${digit(base + first)}`;
}

async function addPolicy(
  db: DatabaseHandle["db"],
  options: {
    endsOn: string;
    producerId?: string;
    ownerId?: string;
    number?: string;
    insurerId?: string;
    product?: string;
    status?: "vigente" | "cancelada";
  },
) {
  const document = cpf(documents++);
  const { id: clientId } = await transaction(db, (trx) =>
    findOrCreateClient(
      trx,
      clientSchema.parse({
        document,
        name: `Cliente ${document.slice(0, 3)}`,
        ownerId: options.ownerId ?? "",
      }),
      {
        origin: "manual",
        actorId: null,
      },
    ),
  );
  const policyId = await transaction(db, (trx) =>
    insertPolicy(
      trx,
      clientId,
      policySchema.parse({
        insurerId: options.insurerId ?? "porto",
        product: options.product ?? "automobile",
        policyNumber: options.number ?? `N-${Math.random().toString(36).slice(2, 10)}`,
        startsOn: addDays(options.endsOn, -365),
        endsOn: options.endsOn,
        netPremium: "1.000,00",
        totalPremium: "1.100,00",
        commissionRate: "20",
        insuredKind: "vehicle",
        vehiclePlate: "ABC1D23",
        producerId: options.producerId ?? "",
      }),
      { origin: "manual", actorId: null },
    ),
  );
  if (options.status && options.status !== "vigente") {
    await db.updateTable("policies").set({ status: options.status }).where("id", "=", policyId).execute();
  }
  return { clientId, policyId };
}

const session = (staff: StaffFixture) => ({ user: staff.user }) as unknown as StaffSession;

describe(`the renewal desk on ${kind}`, () => {
  let database: TestDatabase;
  let h: DatabaseHandle;
  let app: App;

  beforeEach(async () => {
    database = await makeDatabase(kind);
    h = openDatabase(database.url);
    await migrateToLatest(h.db);
    app = { db: h.db } as unknown as App;
    documents = 0;
  });
  afterEach(async () => {
    await h?.db.destroy();
    await database?.drop();
  });

  const renewalOf = (policyId: string) =>
    h.db.selectFrom("renewals").selectAll().where("policy_id", "=", policyId).executeTakeFirst();

  it("opens the window once, only for vigente policies, owned by the active producer or else the rotation", async () => {
    const [ana, gone, admin] = await Promise.all([
      createStaff(h.db, "collaborator", "approved", { email: "ana@corretora.test" }),
      createStaff(h.db, "collaborator", "approved", { email: "saiu@corretora.test" }),
      createStaff(h.db, "admin", "approved", { email: "adm@corretora.test" }),
    ]);
    const byAna = await addPolicy(h.db, { endsOn: in_(20), producerId: ana.user.id });
    const byGone = await addPolicy(h.db, { endsOn: in_(60), producerId: gone.user.id });
    await h.db
      .updateTable("users")
      .set({ disabled_at: NOW.toISOString() })
      .where("id", "=", gone.user.id)
      .execute();
    const outside = await addPolicy(h.db, { endsOn: in_(61) });
    const cancelled = await addPolicy(h.db, { endsOn: in_(10), status: "cancelada" });

    expect(await openRenewals(h.db, { now: NOW })).toBe(2);
    expect(await openRenewals(h.db, { now: NOW })).toBe(0);
    expect(await renewalOf(byAna.policyId)).toMatchObject({
      status: "nao-trabalhada",
      owner_id: ana.user.id,
      due_on: in_(20),
      closed_at: null,
    });
    // The producer is disabled: the rotation (nobody takes leads: the admins) gives it to the admin.
    expect(await renewalOf(byGone.policyId)).toMatchObject({ owner_id: admin.user.id, due_on: in_(60) });
    expect(await renewalOf(outside.policyId)).toBeUndefined();
    expect(await renewalOf(cancelled.policyId)).toBeUndefined();
    const opened = await h.db
      .selectFrom("book_activities")
      .select(["client_id", "kind"])
      .where("kind", "=", "renewal-opened")
      .execute();
    expect(opened.map((a) => a.client_id).sort()).toEqual([byAna.clientId, byGone.clientId].sort());
    // The next day the 61-day policy is inside the window.
    expect(await openRenewals(h.db, { now: new Date(NOW.getTime() + 86_400_000) })).toBe(1);
  });

  it("reminds the owner and the admins once per reminder day, only while the renewal is open", async () => {
    const [ana, admin] = await Promise.all([
      createStaff(h.db, "collaborator", "approved", { email: "ana@corretora.test", name: "Ana Lima" }),
      createStaff(h.db, "admin", "approved", { email: "adm@corretora.test" }),
    ]);
    const soon = await addPolicy(h.db, { endsOn: in_(20), producerId: ana.user.id });
    const later = await addPolicy(h.db, { endsOn: in_(5), producerId: ana.user.id });
    await openRenewals(h.db, { now: NOW });
    const mails = () =>
      h.db
        .selectFrom("outbox")
        .select(["to_address", "payload", "ref_id"])
        .where("kind", "=", "renewal-reminder")
        .orderBy("to_address")
        .execute();

    // D-20: the D-30 reminder (one); D-5: the D-7 one, and D-30 and D-15 marked as passed.
    expect(await sendRenewalReminders(h.db, { now: NOW })).toBe(2);
    expect(await sendRenewalReminders(h.db, { now: NOW })).toBe(0);
    const first = await mails();
    expect(first.map((m) => m.to_address).sort()).toEqual([
      "adm@corretora.test",
      "adm@corretora.test",
      "ana@corretora.test",
      "ana@corretora.test",
    ]);
    const laterRenewal = await renewalOf(later.policyId);
    const reminders = await h.db
      .selectFrom("renewal_reminders")
      .select("days_before")
      .where("renewal_id", "=", laterRenewal?.id ?? "")
      .orderBy("days_before")
      .execute();
    expect(reminders.map((r) => r.days_before)).toEqual([7, 15, 30]);
    const anaMail = first.find((m) => m.to_address === "ana@corretora.test" && m.ref_id === laterRenewal?.id);
    const rendered = renderMail(
      "renewal-reminder",
      JSON.parse(anaMail?.payload ?? "{}"),
      "ana@corretora.test",
      "https://corretora.test",
    );
    expect(rendered.subject).toContain("faltam 5 dias");
    expect(rendered.text).toContain("Olá, Ana!");
    expect(rendered.text).toContain("Esta renovação é sua.");
    expect(rendered.text).toContain(`https://corretora.test/employee-portal/renewals/${laterRenewal?.id}`);

    // The 20-day one is lost before D-15: no reminder for a closed renewal.
    const soonRenewal = await renewalOf(soon.policyId);
    await runRenewalAction(app, session(ana), soonRenewal?.id ?? "", {
      intent: "status",
      status: "perdida",
      lostReason: "Preço",
      lostTo: "Outra corretora",
    });
    // D-1 of the open one: one more each.
    const d1 = new Date(NOW.getTime() + 4 * 86_400_000);
    expect(await sendRenewalReminders(h.db, { now: d1 })).toBe(1);
    // D-15 of the lost one: nothing.
    const d15 = new Date(NOW.getTime() + 5 * 86_400_000);
    expect(await sendRenewalReminders(h.db, { now: d15 })).toBe(0);
    expect(await mails()).toHaveLength(6);
    void admin;
  });

  it("reaches Renovada only with the new policy, linking both; Perdida needs a reason", async () => {
    const ana = await createStaff(h.db, "collaborator", "approved", { email: "ana@corretora.test" });
    const { policyId, clientId } = await addPolicy(h.db, {
      endsOn: in_(20),
      producerId: ana.user.id,
      number: "OLD-1",
    });
    await openRenewals(h.db, { now: NOW });
    const renewal = await renewalOf(policyId);
    const id = renewal?.id ?? "";

    await expect(
      runRenewalAction(app, session(ana), id, { intent: "status", status: "renovada" }),
    ).rejects.toThrow("Escolha a situação.");
    await expect(
      runRenewalAction(app, session(ana), id, { intent: "status", status: "perdida" }),
    ).rejects.toMatchObject({
      fields: { lostReason: "Informe o motivo da perda." },
    });
    await expect(
      runRenewalAction(app, session(ana), id, {
        intent: "renew",
        insurerId: "porto",
        startsOn: in_(20),
        endsOn: in_(385),
      }),
    ).rejects.toMatchObject({ fields: { totalPremium: "Informe o prêmio total." } });
    expect(await renewalOf(policyId)).toMatchObject({ status: "nao-trabalhada", new_policy_id: null });

    await runRenewalAction(app, session(ana), id, { intent: "status", status: "em-cotacao" });
    const done = await runRenewalAction(app, session(ana), id, {
      intent: "renew",
      insurerId: "porto",
      policyNumber: "NEW-1",
      startsOn: in_(20),
      endsOn: in_(385),
      totalPremium: "1.250,00",
      netPremium: "1.150,00",
      commissionRate: "20",
    });
    const newPolicy = await h.db
      .selectFrom("policies")
      .selectAll()
      .where("id", "=", done.newPolicyId ?? "")
      .executeTakeFirstOrThrow();
    expect(newPolicy).toMatchObject({
      client_id: clientId,
      renews_policy_id: policyId,
      product: "automobile",
      vehicle_plate: "ABC1D23",
      total_premium_cents: 125000,
      commission_cents: 23000,
      status: "vigente",
      producer_id: ana.user.id,
    });
    expect(
      await h.db.selectFrom("policies").select("status").where("id", "=", policyId).executeTakeFirst(),
    ).toEqual({
      status: "renovada",
    });
    expect(await renewalOf(policyId)).toMatchObject({
      status: "renovada",
      new_policy_id: done.newPolicyId,
      closed_at: expect.any(String),
    });
    const audited = await h.db.selectFrom("audit_log").select("action").where("target_id", "=", id).execute();
    expect(audited.map((a) => a.action).sort()).toEqual(["renewal.open", "renewal.renew", "renewal.status"]);
    // Closed: nothing more to change, and the job never opens the old (renovada) policy again.
    await expect(
      runRenewalAction(app, session(ana), id, { intent: "status", status: "em-cotacao" }),
    ).rejects.toThrow("Esta renovação já está encerrada.");
    expect(await openRenewals(h.db, { now: new Date(NOW.getTime() + 330 * 86_400_000) })).toBe(1);
  });

  it("shows a collaborator the renewals of the clients they see and their own, an admin all", async () => {
    const [ana, bia, admin] = await Promise.all([
      createStaff(h.db, "collaborator", "approved", { email: "ana@corretora.test" }),
      createStaff(h.db, "collaborator", "approved", { email: "bia@corretora.test" }),
      createStaff(h.db, "admin", "approved", { email: "adm@corretora.test" }),
    ]);
    const anas = await addPolicy(h.db, { endsOn: in_(-3), producerId: ana.user.id, ownerId: ana.user.id });
    await addPolicy(h.db, { endsOn: in_(30), producerId: bia.user.id, ownerId: bia.user.id });
    await openRenewals(h.db, { now: NOW });
    const list = (who: StaffFixture, query = "") =>
      listRenewals(h.db, who.user, parseRenewalFilters(new URLSearchParams(query)), NOW);

    expect((await list(admin)).renewals.map((r) => r.daysLeftText)).toEqual([
      "terminou há 3 dias",
      "faltam 30 dias",
    ]);
    const anaView = await list(ana);
    expect(anaView.renewals).toHaveLength(1);
    expect(anaView.renewals[0]).toMatchObject({
      late: true,
      premium: formatMoney(110000),
      mine: true,
      statusLabel: "Não trabalhada",
    });
    // Each count as the list reads it: the renewals alone for an admin and for "Minhas", joined
    // to the clients for a collaborator's whole desk.
    expect([anaView.total, (await list(admin)).total]).toEqual([1, 2]);
    expect((await list(admin, "atrasadas=1")).total).toBe(1);
    expect((await list(admin, "dono=meus")).total).toBe(0);
    expect((await list(ana, "dono=meus")).renewals.map((r) => r.mine)).toEqual([true]);
    expect((await list(ana, "dono=meus&situacao=todas")).total).toBe(1);
    const anaRenewal = await renewalOf(anas.policyId);
    await expect(
      runRenewalAction(app, session(bia), anaRenewal?.id ?? "", { intent: "note", body: "Oi" }),
    ).rejects.toMatchObject({ status: 404 });
    // "Hoje": Ana's overdue renewal; Bia's (30 days) is not soon.
    expect((await renewalsToday(app, ana.user, NOW)).renewals.map((r) => r.when)).toEqual([
      "terminou há 3 dias",
    ]);
    expect((await renewalsToday(app, bia.user, NOW)).total).toBe(0);
  });

  it("gives whoever works a renewal the client's phone and e-mail, and the client's page only to whom may see it", async () => {
    const [ana, bia] = await Promise.all([
      createStaff(h.db, "collaborator", "approved", { email: "ana@corretora.test" }),
      createStaff(h.db, "collaborator", "approved", { email: "bia@corretora.test" }),
    ]);
    // Bia's client; the rotation gave its renewal to Ana.
    const { policyId } = await addPolicy(h.db, {
      endsOn: in_(20),
      producerId: bia.user.id,
      ownerId: bia.user.id,
    });
    await openRenewals(h.db, { now: NOW });
    const renewal = await renewalOf(policyId);
    const renewalId = renewal?.id ?? "";
    await h.db.updateTable("renewals").set({ owner_id: ana.user.id }).where("id", "=", renewalId).execute();
    const { client_id: clientId } = await h.db
      .selectFrom("policies")
      .select("client_id")
      .where("id", "=", policyId)
      .executeTakeFirstOrThrow();
    await h.db
      .updateTable("clients")
      .set({ phone: "41987654321", phone2: "4133334444", email: "cliente@exemplo.com.br" })
      .where("id", "=", clientId)
      .execute();

    const anaView = await renewalPage(h.db, ana.user, renewalId, NOW);
    expect(anaView.contact).toEqual({
      path: null,
      contactName: null,
      email: "cliente@exemplo.com.br",
      phones: [
        { text: "(41) 9 8765-4321", call: "tel:+5541987654321", whatsapp: "https://wa.me/5541987654321" },
        // A landline gets no WhatsApp.
        { text: "(41) 3333-4444", call: "tel:+554133334444", whatsapp: null },
      ],
    });
    expect((await renewalPage(h.db, bia.user, renewalId, NOW)).contact.path).toBe(
      `/employee-portal/clients/${clientId}`,
    );
    // Someone who neither owns the renewal nor sees the client gets no phone: a 404.
    const caio = await createStaff(h.db, "collaborator", "approved", { email: "caio@corretora.test" });
    await expect(renewalPage(h.db, caio.user, renewalId, NOW)).rejects.toMatchObject({ status: 404 });
  });

  it("computes the indicators on a known set", async () => {
    // The actions close renewals at the clock's now: it stands at NOW, so "closed today" is TODAY.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const ana = await createStaff(h.db, "collaborator", "approved", {
      email: "ana@corretora.test",
      name: "Ana",
    });
    const made = [
      await addPolicy(h.db, { endsOn: in_(-5), producerId: ana.user.id, insurerId: "porto" }),
      await addPolicy(h.db, { endsOn: in_(10), producerId: ana.user.id, insurerId: "porto" }),
      await addPolicy(h.db, { endsOn: in_(40), producerId: ana.user.id, insurerId: "allianz" }),
      await addPolicy(h.db, { endsOn: in_(50), insurerId: "allianz", product: "residence" }),
      await addPolicy(h.db, { endsOn: in_(55), insurerId: "allianz" }),
    ];
    await openRenewals(h.db, { now: NOW });
    const idOf = async (i: number) => (await renewalOf(made[i]?.policyId ?? ""))?.id ?? "";
    // Closed today: renewed at Porto, lost at Allianz and renewed at Allianz (by nobody's producer).
    await runRenewalAction(app, session(ana), await idOf(1), {
      intent: "renew",
      insurerId: "porto",
      startsOn: in_(10),
      endsOn: in_(375),
      totalPremium: "1.100,00",
    });
    await runRenewalAction(app, session(ana), await idOf(2), {
      intent: "status",
      status: "perdida",
      lostReason: "Preço",
    });
    await runRenewalAction(app, session(ana), await idOf(3), {
      intent: "renew",
      insurerId: "allianz",
      startsOn: in_(50),
      endsOn: in_(415),
      totalPremium: "900,00",
    });
    const figures = await renewalIndicators(app, { from: TODAY, to: TODAY }, NOW);
    expect(figures.overdue.total).toBe(1);
    expect(figures.overdue.renewals[0]).toMatchObject({ id: await idOf(0), daysPast: 5 });
    expect(figures.total).toEqual({ renewed: 2, closed: 3, rate: 67 });
    expect(figures.byInsurer.map((r) => [r.key, r.renewed, r.closed, r.rate])).toEqual([
      ["allianz", 1, 2, 50],
      ["porto", 1, 1, 100],
    ]);
    expect(figures.byProducer.map((r) => [r.label, r.renewed, r.closed])).toEqual([
      ["Ana", 1, 2],
      ["Sem produtor", 1, 1],
    ]);
    // Open and ahead: only the 55-day one (the overdue one is past, not at stake).
    expect(figures.stakes.map((s) => [s.days, s.renewals, s.premiumCents, s.commissionCents])).toEqual([
      [30, 0, 0, 0],
      [60, 1, 110000, 20000],
      [90, 1, 110000, 20000],
    ]);
  });
});

describeOn("postgres", "the renewal job with two instances on one PostgreSQL", () => {
  let database: TestDatabase;
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeEach(async () => {
    database = await makeDatabase("postgres");
    first = openDatabase(database.url);
    second = openDatabase(database.url);
    await migrateToLatest(first.db);
    documents = 0;
  });
  afterEach(async () => {
    await first?.db.destroy();
    await second?.db.destroy();
    await database?.drop();
  });

  it("opens each window once and reminds once, whichever instance gets there first", async () => {
    await createStaff(first.db, "admin", "approved", { email: "adm@corretora.test" });
    for (let i = 0; i < 6; i += 1) await addPolicy(first.db, { endsOn: in_(5 + i) });
    const opened = await Promise.all([
      openRenewals(first.db, { now: NOW }),
      openRenewals(second.db, { now: NOW }),
      openRenewals(first.db, { now: NOW }),
      openRenewals(second.db, { now: NOW }),
    ]);
    expect(opened.reduce((a, b) => a + b, 0)).toBe(6);
    expect(await first.db.selectFrom("renewals").select("id").execute()).toHaveLength(6);
    const timeline = await first.db
      .selectFrom("book_activities")
      .select("id")
      .where("kind", "=", "renewal-opened")
      .execute();
    expect(timeline).toHaveLength(6);
    const reminded = await Promise.all([
      sendRenewalReminders(first.db, { now: NOW }),
      sendRenewalReminders(second.db, { now: NOW }),
    ]);
    expect(reminded[0] + reminded[1]).toBe(6);
    const mails = await first.db
      .selectFrom("outbox")
      .select("id")
      .where("kind", "=", "renewal-reminder")
      .execute();
    expect(mails).toHaveLength(6);
  });
});
