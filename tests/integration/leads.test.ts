/**
 * How leads arrive (issue 29, decision 039), on SQLite and PostgreSQL: every stored contact message
 * becomes a lead in the same transaction, or joins the same person's open lead; the messages stored
 * before the desk existed become leads when it ships; deleting a message leaves no lead that was
 * only that message.
 */
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FIRST_CONTACT } from "~/.server/leads/intake";
import { addBusinessDays } from "~/.server/platform";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { migrateToLatest, migratorFor } from "~/.server/platform/db/migrate";
import { deleteMessage, purgeOldMessages, storeContactMessage } from "~/.server/site/contact";
import { defaultBusinessHours } from "~/content/business-hours";
import { privacyPolicyUpdatedAt } from "~/content/privacy-policy";
import type { ContactInput } from "~/lib/contact-schema";
import { contactInput } from "../support/contact-form";
import { projectDatabase } from "../support/database-project";
import { FORCED_FAILURE_MESSAGE, forceFailure } from "../support/force-failure";
import { insertLead } from "../support/lead-rows";
import { createStaff, makeDatabase, type TestDatabase } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/** A contact form as the schema hands it over (phone as digits, consent given). */
const visitor = contactInput;

describe(`leads on ${kind}`, () => {
  let database: TestDatabase;
  let h: DatabaseHandle;

  beforeEach(async () => {
    database = await makeDatabase(kind);
    h = openDatabase(database.url);
  });
  afterEach(async () => {
    await h?.db.destroy();
    await database?.drop();
  });

  const send = (input: ContactInput) =>
    storeContactMessage(
      h.db,
      input,
      { signature: randomUUID(), expiresAt: daysAgo(-1) },
      "caixa@corretora.test",
    );

  const leadsOf = (email: string) =>
    h.db
      .selectFrom("leads")
      .selectAll()
      .where("email_key", "=", email.toLowerCase())
      .orderBy("created_at")
      .execute();
  const messagesOf = (leadId: string) =>
    h.db
      .selectFrom("lead_activities")
      .select(["message_id", "kind"])
      .where("lead_id", "=", leadId)
      .where("kind", "=", "message")
      .execute();
  const count = async (table: "leads" | "lead_activities" | "contact_messages") =>
    Number(
      (
        await h.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  describe("from the site", () => {
    beforeEach(async () => {
      await migrateToLatest(h.db);
    });

    it("a message becomes a new lead: in Novo, unassigned, from the site, with the product, the consent and its first next action", async () => {
      const input = visitor({ product: "automobile", contact_method: "Whatsapp" });
      const messageId = await send(input);
      const [lead, ...others] = await leadsOf(input.email);
      expect(others).toEqual([]);
      expect(lead).toMatchObject({
        name: input.from_name,
        email: input.email,
        phone: input.phone,
        contact_method: "Whatsapp",
        product: "automobile",
        source: "site",
        stage_id: "novo",
        owner_id: null,
        consent_policy_version: privacyPolicyUpdatedAt,
        closed_at: null,
      });
      expect(lead?.consent_at).toBe(lead?.created_at);
      // An open lead always has a next action: the first contact, due when Novo (1 business day)
      // would call it parado.
      expect(lead?.next_action).toBe(FIRST_CONTACT);
      expect(lead?.next_action_at).toBe(
        addBusinessDays(new Date(lead?.created_at ?? ""), 1, defaultBusinessHours.timeZone).toISOString(),
      );
      expect(await messagesOf(lead?.id ?? "")).toEqual([{ message_id: messageId, kind: "message" }]);
    });

    it("the same person again (e-mail in other case, or the same phone written otherwise) joins the open lead", async () => {
      const first = visitor({ phone: "41987650001" });
      await send(first);
      await send(visitor({ email: first.email.toUpperCase(), phone: "" }));
      // Another e-mail, the same phone with +55 and a mask: the same person.
      await send(visitor({ phone: "+55 (41) 98765-0001" }));
      const leads = await leadsOf(first.email);
      expect(leads).toHaveLength(1);
      expect(await messagesOf(leads[0]?.id ?? "")).toHaveLength(3);
      expect(await count("leads")).toBe(1);
    });

    it("a joining message leaves the lead as it was (no phone it lacked taken, the first consent kept); after 30 quiet days, or once closed, the person opens a new lead", async () => {
      const first = visitor({ phone: "" });
      await send(first);
      const [before] = await leadsOf(first.email);
      await send(visitor({ email: first.email, phone: "41987650002" }));
      const [lead] = await leadsOf(first.email);
      // Anyone can type the customer's e-mail with their own phone (security review 3, M-1).
      expect(lead).toMatchObject({
        phone: null,
        phone_key: null,
        consent_at: before?.consent_at,
        consent_policy_version: before?.consent_policy_version,
        owner_id: before?.owner_id,
      });
      // Each message keeps the consent it came with.
      const consents = await h.db
        .selectFrom("lead_activities")
        .select("details")
        .where("lead_id", "=", lead?.id ?? "")
        .where("kind", "=", "message")
        .execute();
      expect(consents.map((a) => JSON.parse(a.details ?? "{}").consentPolicyVersion)).toEqual([
        privacyPolicyUpdatedAt,
        privacyPolicyUpdatedAt,
      ]);

      await h.db
        .updateTable("leads")
        .set({ last_activity_at: daysAgo(31) })
        .execute();
      await send(visitor({ email: first.email }));
      expect(await leadsOf(first.email)).toHaveLength(2);

      await h.db
        .updateTable("leads")
        .set({ stage_id: "ganho", closed_at: daysAgo(0) })
        .execute();
      await send(visitor({ email: first.email }));
      expect(await leadsOf(first.email)).toHaveLength(3);
    });

    it("the 30 days at their edge: a lead last active 29 days 23 h ago is joined; 30 days 1 h ago, a new lead", async () => {
      const person = visitor({ phone: "" });
      await send(person);
      const HOUR = 3_600_000;
      const activeAgo = (ms: number) =>
        h.db
          .updateTable("leads")
          .set({ last_activity_at: new Date(Date.now() - ms).toISOString() })
          .where("email_key", "=", person.email.toLowerCase())
          .execute();
      await activeAgo(30 * DAY - HOUR);
      await send(visitor({ email: person.email, phone: "" }));
      expect(await leadsOf(person.email)).toHaveLength(1);
      await activeAgo(30 * DAY + HOUR);
      await send(visitor({ email: person.email, phone: "" }));
      expect(await leadsOf(person.email)).toHaveLength(2);
    });

    it("ten messages from one person at once make one lead with ten messages", async () => {
      const person = visitor();
      await Promise.all(Array.from({ length: 10 }, () => send(visitor({ email: person.email }))));
      const leads = await leadsOf(person.email);
      expect(leads).toHaveLength(1);
      expect(await messagesOf(leads[0]?.id ?? "")).toHaveLength(10);
    });

    it("when the lead cannot be stored, the message is not stored either (one transaction)", async () => {
      const input = visitor();
      const failure = await forceFailure(h, {
        table: "leads",
        on: "insert",
        where: { column: "email", equals: input.email },
      });
      try {
        await expect(send(input)).rejects.toThrow(FORCED_FAILURE_MESSAGE);
      } finally {
        await failure.remove();
      }
      const stored = await h.db
        .selectFrom("contact_messages")
        .select("id")
        .where("email", "=", input.email)
        .execute();
      expect(stored).toEqual([]);
      expect(
        await h.db.selectFrom("outbox").select("id").where("to_address", "=", input.email).execute(),
      ).toEqual([]);
    });

    it("deleting a message deletes a lead that was only that message; a worked lead stays, without it", async () => {
      const admin = await createStaff(h.db, "admin", "approved");
      const alone = visitor();
      const aloneMessage = await send(alone);
      expect(await deleteMessage(h.db, admin.user.id, aloneMessage)).toBe(true);
      expect(await leadsOf(alone.email)).toEqual([]);

      const worked = visitor();
      const workedMessage = await send(worked);
      const [lead] = await leadsOf(worked.email);
      await h.db
        .insertInto("lead_activities")
        .values({
          id: randomUUID(),
          lead_id: lead?.id ?? "",
          kind: "note",
          actor_id: admin.user.id,
          message_id: null,
          body: "Liguei, pediu retorno amanhã.",
          details: null,
          created_at: new Date().toISOString(),
        })
        .execute();
      await deleteMessage(h.db, admin.user.id, workedMessage);
      expect(await leadsOf(worked.email)).toHaveLength(1);
      expect(await messagesOf(lead?.id ?? "")).toEqual([{ message_id: null, kind: "message" }]);
    });

    it("the retention purge takes a lead that was only old messages with them", async () => {
      // No phone: the helper's visitors share one, and would be one person.
      const old = visitor({ phone: "" });
      await send(old);
      await h.db
        .updateTable("contact_messages")
        .set({ created_at: daysAgo(400) })
        .where("email", "=", old.email)
        .execute();
      const recent = visitor({ phone: "" });
      await send(recent);
      await purgeOldMessages(h.db, 365);
      expect(await leadsOf(old.email)).toEqual([]);
      expect(await leadsOf(recent.email)).toHaveLength(1);
    });
  });

  it('migration 018 keeps every timeline row and lets the timeline hold a "contact" row; an unknown kind is still refused', async () => {
    const migrator = await migratorFor(h.db);
    expect((await migrator.migrateTo("017_verifications")).error).toBeUndefined();
    const at = daysAgo(2);
    // A lead as 017 knew it: no owner_seen_at yet (migration 019).
    const leadId = await insertLead(h.db, {
      name: "Ana",
      source: "site",
      stage_id: "novo",
      at,
      owner_seen_at: undefined,
    });
    const row = (kind: string, body: string | null) => ({
      id: randomUUID(),
      lead_id: leadId,
      kind,
      actor_id: null,
      message_id: null,
      body,
      details: body ? JSON.stringify({ at }) : null,
      created_at: at,
    });
    // Written as SQL: the kinds accepted differ before and after the migration.
    const insert = (r: ReturnType<typeof row>) =>
      sql`insert into lead_activities (id, lead_id, kind, actor_id, message_id, body, details, created_at)
        values (${r.id}, ${r.lead_id}, ${r.kind}, null, null, ${r.body}, ${r.details}, ${r.created_at})`.execute(
        h.db,
      );
    const before = [row("note", "Ligar à tarde"), row("stage", null), row("call", "Não atendeu")];
    for (const values of before) await insert(values);
    await expect(insert(row("contact", null))).rejects.toThrow();

    await migrateToLatest(h.db);
    const after = await h.db.selectFrom("lead_activities").selectAll().orderBy("id").execute();
    expect(after).toEqual([...before].sort((a, b) => a.id.localeCompare(b.id)));
    await insert(row("contact", null));
    await expect(insert(row("unknown", null))).rejects.toThrow();
    // Deleting the lead still takes its timeline (the rebuilt table's foreign key).
    await h.db.deleteFrom("leads").where("id", "=", leadId).execute();
    expect(await count("lead_activities")).toBe(0);

    expect((await migrator.migrateTo("017_verifications")).error).toBeUndefined();
    expect(await count("lead_activities")).toBe(0);
  });

  it("messages stored before the desk become leads when it ships, nothing lost", async () => {
    const migrator = await migratorFor(h.db);
    const stepped = await migrator.migrateTo("010_email_confirmation");
    expect(stepped.error).toBeUndefined();
    const message = (id: string, email: string, phone: string | null, days: number, handled = false) => ({
      id,
      name: `Pessoa ${id}`,
      email,
      phone,
      subject: "Seguros",
      contact_method: "Email",
      message: `Mensagem ${id}`,
      product: "life",
      handled_at: handled ? daysAgo(days - 1) : null,
      created_at: daysAgo(days),
    });
    await h.db
      .insertInto("contact_messages")
      .values([
        message("m1", "ana@exemplo.com", "41987650003", 80, true),
        // 20 days later, e-mail in capitals: Ana again.
        message("m2", "ANA@exemplo.com", null, 60),
        // Another e-mail, Ana's phone with +55, 25 days after her last: still her lead.
        message("m3", "ana.trabalho@exemplo.com", "+55 41 98765-0003", 35),
        // Bruno, once.
        message("m4", "bruno@exemplo.com", null, 30),
        // Ana after 34 quiet days: a new lead.
        message("m5", "ana@exemplo.com", null, 1),
      ])
      .execute();
    await migrateToLatest(h.db);

    const leads = await h.db.selectFrom("leads").selectAll().orderBy("created_at").execute();
    expect(leads.map((l) => [l.name, l.stage_id, l.source, l.owner_id, l.consent_at])).toEqual([
      ["Pessoa m1", "em-contato", "site", null, null],
      ["Pessoa m4", "novo", "site", null, null],
      ["Pessoa m5", "novo", "site", null, null],
    ]);
    const activities = await h.db.selectFrom("lead_activities").select(["lead_id", "message_id"]).execute();
    const leadOf = (messageId: string) => activities.find((a) => a.message_id === messageId)?.lead_id;
    expect(activities).toHaveLength(5);
    expect(new Set([leadOf("m1"), leadOf("m2"), leadOf("m3")]).size).toBe(1);
    expect(leadOf("m1")).toBe(leads[0]?.id);
    expect(leadOf("m4")).toBe(leads[1]?.id);
    expect(leadOf("m5")).toBe(leads[2]?.id);
    const m3 = await h.db
      .selectFrom("contact_messages")
      .select("created_at")
      .where("id", "=", "m3")
      .executeTakeFirst();
    expect(leads[0]?.last_activity_at).toBe(m3?.created_at);
    expect(await count("contact_messages")).toBe(5);
  });
});
