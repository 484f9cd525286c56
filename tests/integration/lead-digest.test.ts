/**
 * The morning digest of parado leads (issue 29, decision 042), on SQLite and PostgreSQL: from the
 * hour, on business days, each owner gets one mail of their parado leads and each admin one of all
 * of them; one mail per person per day, even with two instances running the job at the same moment
 * (two connection pools on one PostgreSQL); the next day, again.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { saveDocument } from "~/.server/content";
import { sendLeadDigests } from "~/.server/leads";
import { renderMail } from "~/.server/mail/mail-templates";
import { migrateToLatest } from "~/.server/platform";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { defaultSiteDetails } from "~/content/site-defaults";
import { describeOn, projectDatabase } from "../support/database-project";
import { insertLead } from "../support/lead-rows";
import { createStaff, makeDatabase, type TestDatabase } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

/** São Paulo wall-clock time (UTC−3) as an instant. */
const sp = (wall: string) => new Date(`${wall}-03:00`);
// Monday 2026-11-30 at 08:00 in São Paulo; the leads went quiet the Monday before.
const MONDAY_8 = sp("2026-11-30T08:00:00");
const QUIET = sp("2026-11-20T10:00:00").toISOString();
const HOUR = 8;

describe(`lead digest on ${kind}`, () => {
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

  const addLead = (name: string, owner: string | null, lastActivity = QUIET) =>
    insertLead(h.db, {
      name,
      email: `${name}@cliente.test`,
      email_key: `${name}@cliente.test`,
      phone: "11987654321",
      phone_key: "11987654321",
      contact_method: "Email",
      product: "automobile",
      source: "site",
      owner_id: owner,
      at: lastActivity,
    });

  const digests = () =>
    h.db
      .selectFrom("outbox")
      .select(["to_address", "payload", "ref_id"])
      .where("kind", "=", "lead-digest")
      .orderBy("to_address")
      .execute();

  /** The people of one scenario: two collaborators with parado leads, one without, an admin, a disabled admin. */
  const scenario = async () => {
    const ana = await createStaff(h.db, "collaborator", "approved", { email: "ana@corretora.test" });
    const bia = await createStaff(h.db, "collaborator", "approved", { email: "bia@corretora.test" });
    const caio = await createStaff(h.db, "collaborator", "approved", { email: "caio@corretora.test" });
    const chefe = await createStaff(h.db, "admin", "approved", { email: "chefe@corretora.test" });
    const antigo = await createStaff(h.db, "admin", "approved", { email: "antigo@corretora.test" });
    await h.db.updateTable("users").set({ disabled_at: QUIET }).where("id", "=", antigo.user.id).execute();
    await createStaff(h.db, "collaborator", "pending", { email: "novato@corretora.test" });
    const anaLeads = [await addLead("fulano", ana.user.id), await addLead("beltrano", ana.user.id)];
    await addLead("sicrano", bia.user.id);
    await addLead("ninguem", null);
    await addLead("recente", caio.user.id, MONDAY_8.toISOString());
    return { ana, bia, chefe, anaLeads };
  };

  it("sends each owner their parado leads and each active admin all of them, without names", async () => {
    const { ana, anaLeads } = await scenario();
    expect(await sendLeadDigests(h.db, { hour: HOUR, now: MONDAY_8 })).toBe(3);
    const mails = await digests();
    expect(mails.map((m) => m.to_address)).toEqual([
      "ana@corretora.test",
      "bia@corretora.test",
      "chefe@corretora.test",
    ]);
    const anaMail = mails[0];
    expect(anaMail?.ref_id).toBe(ana.user.id);
    const anaData = JSON.parse(anaMail?.payload ?? "{}");
    expect(anaData).toMatchObject({ scope: "own", total: 2, own: 2 });
    expect(anaData.leads.map((l: { id: string }) => l.id).sort()).toEqual([...anaLeads].sort());
    const adminData = JSON.parse(mails[2]?.payload ?? "{}");
    expect(adminData).toMatchObject({ scope: "all", total: 4, own: 0 });
    // Decision 042: the mail names products and stages, never the person.
    for (const mail of mails)
      expect(mail.payload).not.toMatch(/fulano|beltrano|sicrano|ninguem|cliente\.test|987654321/);

    const rendered = renderMail("lead-digest", anaData, "ana@corretora.test", "https://corretora.test");
    expect(rendered.subject).toMatch(/^2 oportunidades paradas - /);
    expect(rendered.text).toContain("Você tem 2 oportunidades paradas");
    expect(rendered.text).toContain(`https://corretora.test/employee-portal/leads/${anaLeads[0]}`);
    expect(rendered.text).toContain("https://corretora.test/employee-portal/leads?parados=1&dono=meus");
    expect(rendered.text).toContain("Seguro Auto · Cotando · parada desde 27/11/2026, 10:00, sem atividade");
    const adminText = renderMail(
      "lead-digest",
      adminData,
      "chefe@corretora.test",
      "https://corretora.test",
    ).text;
    expect(adminText).toContain("Hoje há 4 oportunidades paradas na corretora.");
    expect(adminText).toContain("https://corretora.test/employee-portal/leads?parados=1\n");
  });

  it("sends nothing before the hour, on a weekend, or past the morning; from the hour, once a day", async () => {
    await scenario();
    expect(await sendLeadDigests(h.db, { hour: HOUR, now: sp("2026-11-30T07:59:00") })).toBe(0);
    expect(await sendLeadDigests(h.db, { hour: HOUR, now: sp("2026-11-28T09:00:00") })).toBe(0);
    expect(await sendLeadDigests(h.db, { hour: HOUR, now: sp("2026-11-30T12:00:00") })).toBe(0);
    expect(await digests()).toHaveLength(0);
    expect(await sendLeadDigests(h.db, { hour: HOUR, now: sp("2026-11-30T11:59:00") })).toBe(3);
    expect(await sendLeadDigests(h.db, { hour: HOUR, now: sp("2026-11-30T08:30:00") })).toBe(0);
    expect(await digests()).toHaveLength(3);
    // Tuesday: again (the leads are still parado).
    expect(await sendLeadDigests(h.db, { hour: HOUR, now: sp("2026-12-01T08:00:00") })).toBe(3);
    expect(await digests()).toHaveLength(6);
  });

  it("a brokerage in Manaus gets it from the hour in Manaus, an hour after Brasília (decision 056)", async () => {
    const { chefe } = await scenario();
    const zone = (timeZone: string) =>
      saveDocument(h.db, chefe.user.id, { kind: "site", key: "site" }, (previous) => {
        const site = (previous ?? defaultSiteDetails) as typeof defaultSiteDetails;
        return { ...site, businessHours: { ...site.businessHours, timeZone } };
      });
    await zone("America/Manaus");
    try {
      // Monday 00:30 in Brasília is still Sunday in Manaus: no digest at any hour.
      expect(await sendLeadDigests(h.db, { hour: 0, now: sp("2026-11-30T00:30:00") })).toBe(0);
      // 08:30 in Brasília is 07:30 in Manaus: not yet; 09:00 is Manaus's 08:00.
      expect(await sendLeadDigests(h.db, { hour: HOUR, now: sp("2026-11-30T08:30:00") })).toBe(0);
      expect(await sendLeadDigests(h.db, { hour: HOUR, now: sp("2026-11-30T09:00:00") })).toBe(3);
      const days = await h.db.selectFrom("lead_digests").select("day").distinct().execute();
      expect(days).toEqual([{ day: "2026-11-30" }]);
      // A mail names the time as Manaus reads it, and says so (decision 056).
      const assigned = renderMail(
        "lead-assigned",
        {
          leadId: "00000000-0000-4000-8000-000000000001",
          ownerName: "Ana",
          name: "Carla",
          product: null,
          source: "phone",
          contactMethod: null,
          via: "staff",
          assignedAt: "2026-11-30T13:00:00.000Z",
        },
        "ana@corretora.test",
        "https://corretora.test",
      );
      expect(assigned.text).toContain("passou a ser sua em 30/11/2026, 09:00 (horário do Amazonas)");
    } finally {
      // The snapshot outlives this database: give the next test the default zone back.
      await zone("America/Sao_Paulo");
    }
  });

  it("a person whose leads are no longer parado gets no mail; with none parado, nobody does", async () => {
    const { ana } = await scenario();
    const fresh = MONDAY_8.toISOString();
    await h.db
      .updateTable("leads")
      .set({ last_activity_at: fresh })
      .where("owner_id", "=", ana.user.id)
      .execute();
    expect(await sendLeadDigests(h.db, { hour: HOUR, now: MONDAY_8 })).toBe(2);
    expect((await digests()).map((m) => m.to_address)).toEqual([
      "bia@corretora.test",
      "chefe@corretora.test",
    ]);
    await h.db.updateTable("leads").set({ last_activity_at: fresh }).execute();
    expect(await sendLeadDigests(h.db, { hour: HOUR, now: sp("2026-12-01T08:00:00") })).toBe(0);
  });
});

describeOn("postgres", "lead digest with two instances on one PostgreSQL", () => {
  let database: TestDatabase;
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeEach(async () => {
    database = await makeDatabase("postgres");
    first = openDatabase(database.url);
    second = openDatabase(database.url);
    await migrateToLatest(first.db);
  });
  afterEach(async () => {
    await first?.db.destroy();
    await second?.db.destroy();
    await database?.drop();
  });

  it("run at the same moment, they send one mail per person; again that day none; the next day one each", async () => {
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        createStaff(first.db, "collaborator", "approved", { email: `p${i}@corretora.test` }),
      ),
    );
    await createStaff(first.db, "admin", "approved", { email: "chefe@corretora.test" });
    for (const person of people) {
      await insertLead(first.db, {
        stage_id: "novo",
        owner_id: person.user.id,
        next_action_at: QUIET,
        at: QUIET,
      });
    }
    const perPerson = async () => {
      const rows = await first.db
        .selectFrom("outbox")
        .select(["to_address", (eb) => eb.fn.countAll<string>().as("n")])
        .where("kind", "=", "lead-digest")
        .groupBy("to_address")
        .execute();
      return Object.fromEntries(rows.map((r) => [r.to_address, Number(r.n)]));
    };
    const everyoneOnce = (n: number) =>
      Object.fromEntries([...people.map((p) => p.email), "chefe@corretora.test"].map((email) => [email, n]));

    const sent = await Promise.all([
      sendLeadDigests(first.db, { hour: HOUR, now: MONDAY_8 }),
      sendLeadDigests(second.db, { hour: HOUR, now: MONDAY_8 }),
      sendLeadDigests(first.db, { hour: HOUR, now: MONDAY_8 }),
      sendLeadDigests(second.db, { hour: HOUR, now: MONDAY_8 }),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(7);
    expect(await perPerson()).toEqual(everyoneOnce(1));

    const later = sp("2026-11-30T10:00:00");
    expect(
      await Promise.all([
        sendLeadDigests(first.db, { hour: HOUR, now: later }),
        sendLeadDigests(second.db, { hour: HOUR, now: later }),
      ]),
    ).toEqual([0, 0]);
    expect(await perPerson()).toEqual(everyoneOnce(1));

    const tuesday = sp("2026-12-01T08:05:00");
    const next = await Promise.all([
      sendLeadDigests(first.db, { hour: HOUR, now: tuesday }),
      sendLeadDigests(second.db, { hour: HOUR, now: tuesday }),
    ]);
    expect(next[0] + next[1]).toBe(7);
    expect(await perPerson()).toEqual(everyoneOnce(2));
  });
});
