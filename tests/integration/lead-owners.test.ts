/**
 * Who owns a lead (issue 29, decision 040), on SQLite and PostgreSQL: a new lead goes to its
 * product's fixed owner or to the next person in the rotation of staff who take leads (the admins,
 * while nobody takes leads); the owner
 * gets a mail with the link to the lead; only active staff can own a lead; two instances storing
 * messages at once never take the same turn.
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { deleteUser } from "~/.server/accounts";
import { assignOwner, NOT_AN_OWNER } from "~/.server/leads/owners";
import { renderMail } from "~/.server/mail/mail-templates";
import { migrateToLatest, transaction } from "~/.server/platform";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { storeContactMessage } from "~/.server/site/contact";
import type { ContactInput } from "~/lib/contact-schema";
import { contactInput } from "../support/contact-form";
import { projectDatabase } from "../support/database-project";
import { createStaff, makeDatabase, type TestDatabase } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

let phones = 0;
/** A new person each call (own e-mail and phone: the same phone would join the first lead). */
const visitor = (overrides: Partial<ContactInput> = {}): ContactInput => {
  phones += 1;
  return contactInput({ phone: `4197${String(phones).padStart(7, "0")}`, ...overrides });
};

describe(`lead owners on ${kind}`, () => {
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

  const sendWith = (handle: DatabaseHandle, input: ContactInput = visitor()) =>
    storeContactMessage(
      handle.db,
      input,
      { signature: randomUUID(), expiresAt: new Date(Date.now() + 86_400_000).toISOString() },
      "caixa@corretora.test",
    );
  const send = (input?: ContactInput) => sendWith(h, input);

  /** The lead of a stored message. */
  const leadOf = (messageId: string) =>
    h.db
      .selectFrom("lead_activities as a")
      .innerJoin("leads as l", "l.id", "a.lead_id")
      .select(["l.id", "l.owner_id"])
      .where("a.message_id", "=", messageId)
      .executeTakeFirstOrThrow();

  /** An approved collaborator who takes leads (or not), with a known name. */
  const staff = async (name: string, takesLeads = true) => {
    const { user } = await createStaff(h.db, "collaborator", "approved");
    await h.db
      .updateTable("users")
      .set({ name, takes_leads: takesLeads ? 1 : 0 })
      .where("id", "=", user.id)
      .execute();
    return user.id;
  };

  const emailOf = async (userId: string) =>
    (await h.db.selectFrom("users").select("email").where("id", "=", userId).executeTakeFirstOrThrow()).email;

  /** The rotation's order: ids ascending. */
  const inTurn = (ids: string[]) => [...ids].sort();

  const ownerMails = (leadId: string) =>
    h.db
      .selectFrom("outbox")
      .select(["to_address", "payload", "status"])
      .where("kind", "=", "lead-assigned")
      .where("ref_id", "=", leadId)
      .execute();

  it("new leads take turns among the people who take leads, skipping the others; a joined lead keeps its owner", async () => {
    const takers = inTurn([await staff("Ana"), await staff("Bruno"), await staff("Carla")]);
    const notTaking = await staff("Davi", false);
    const disabled = await staff("Eva");
    await h.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", disabled)
      .execute();
    const pending = await createStaff(h.db, "collaborator", "pending");
    await h.db.updateTable("users").set({ takes_leads: 1 }).where("id", "=", pending.user.id).execute();

    const owners: Array<string | null> = [];
    for (let i = 0; i < 7; i++) owners.push((await leadOf(await send())).owner_id);
    expect(owners).toEqual([...takers, ...takers, takers[0]]);
    expect(owners).not.toContain(notTaking);

    // The same person writes again: the message joins the lead, whose owner stays; no turn is used.
    const first = visitor();
    const lead = await leadOf(await send(first));
    expect(lead.owner_id).toBe(takers[1]);
    const again = await leadOf(await send(visitor({ email: first.email, phone: "" })));
    expect(again).toEqual(lead);
    expect((await leadOf(await send())).owner_id).toBe(takers[2]);
    expect(await ownerMails(lead.id)).toHaveLength(1);
  });

  it("nobody taking leads: the active admins take turns (issue 41), and the first person marked ends it", async () => {
    const admins = inTurn([
      (await createStaff(h.db, "admin", "approved")).user.id,
      (await createStaff(h.db, "admin", "approved")).user.id,
    ]) as [string, string];
    // A collaborator not in the rotation, and a disabled admin: neither takes a turn.
    await staff("Davi", false);
    const disabled = await createStaff(h.db, "admin", "approved");
    await h.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", disabled.user.id)
      .execute();
    const first = await leadOf(await send());
    expect(first.owner_id).toBe(admins[0]);
    expect(await ownerMails(first.id)).toHaveLength(1);
    expect((await leadOf(await send())).owner_id).toBe(admins[1]);
    expect((await leadOf(await send())).owner_id).toBe(admins[0]);
    // Someone marked as taking leads: the rotation is theirs alone again.
    const ana = await staff("Ana");
    expect((await leadOf(await send())).owner_id).toBe(ana);
    expect((await leadOf(await send())).owner_id).toBe(ana);
  });

  it("a person switched off the rotation, or disabled, hands the turn on; nobody taking leads and no admin leaves the lead unassigned", async () => {
    const [a, b] = inTurn([await staff("Ana"), await staff("Bruno")]) as [string, string];
    expect((await leadOf(await send())).owner_id).toBe(a);
    await h.db.updateTable("users").set({ takes_leads: 0 }).where("id", "=", b).execute();
    expect((await leadOf(await send())).owner_id).toBe(a);
    await h.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", a)
      .execute();
    const lead = await leadOf(await send());
    expect(lead.owner_id).toBeNull();
    expect(await ownerMails(lead.id)).toEqual([]);
  });

  it("a product with a fixed owner goes to that person (even one not in the rotation) and uses no turn; a disabled fixed owner falls back to the rotation", async () => {
    const [a, b] = inTurn([await staff("Ana"), await staff("Bruno")]) as [string, string];
    const fixed = await staff("Fábio", false);
    await h.db
      .insertInto("lead_product_owners")
      .values({ product: "automobile", user_id: fixed, updated_at: new Date().toISOString() })
      .execute();
    expect((await leadOf(await send(visitor({ product: "automobile" })))).owner_id).toBe(fixed);
    expect((await leadOf(await send(visitor({ product: "motorcycle" })))).owner_id).toBe(a);
    expect((await leadOf(await send(visitor({ product: "automobile" })))).owner_id).toBe(fixed);
    expect((await leadOf(await send(visitor({ product: "" })))).owner_id).toBe(b);
    await h.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", fixed)
      .execute();
    expect((await leadOf(await send(visitor({ product: "automobile" })))).owner_id).toBe(a);
  });

  it("deleting a fixed owner's account removes the product's setting and the owner's mails; a deleted last pick hands the turn on", async () => {
    const admin = await createStaff(h.db, "admin", "approved");
    const [a, b] = inTurn([await staff("Ana"), await staff("Bruno")]) as [string, string];
    await h.db
      .insertInto("lead_product_owners")
      .values({ product: "automobile", user_id: a, updated_at: new Date().toISOString() })
      .execute();
    expect((await leadOf(await send(visitor({ product: "motorcycle" })))).owner_id).toBe(a);
    const address = (
      await h.db.selectFrom("users").select("email").where("id", "=", a).executeTakeFirstOrThrow()
    ).email;
    const mailsTo = () =>
      h.db.selectFrom("outbox").select("kind").where("to_address", "=", address).execute();
    expect(await mailsTo()).toEqual([{ kind: "lead-assigned" }]);
    await deleteUser(h.db, admin.user.id, a);
    expect(await h.db.selectFrom("lead_product_owners").selectAll().execute()).toEqual([]);
    // The owner's mail went with the account: its address is personal data (decision 026).
    expect(await mailsTo()).toEqual([]);
    // The rotation still remembers the deleted id: the next turn is the one after it.
    expect((await leadOf(await send(visitor({ product: "automobile" })))).owner_id).toBe(b);
  });

  it("the owner's mail is queued with the lead, names the person (not in its subject) and the product, links to the lead, and holds no e-mail or phone", async () => {
    const ana = await staff("Ana Lima");
    const input = visitor({ product: "automobile", contact_method: "Whatsapp", phone: "41987654321" });
    const lead = await leadOf(await send(input));
    const [mail, ...more] = await ownerMails(lead.id);
    expect(more).toEqual([]);
    const owner = await h.db
      .selectFrom("users")
      .select("email")
      .where("id", "=", ana)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: owner.email, status: "pending" });
    expect(mail?.payload).not.toContain(input.email);
    expect(mail?.payload).not.toContain("987654321");
    const rendered = renderMail(
      "lead-assigned",
      JSON.parse(mail?.payload ?? "{}"),
      owner.email,
      "https://corretora.test",
    );
    // The subject names no one (copy review 3, N-F2); the body does, behind the login's link.
    expect(rendered.subject).toBe("Nova oportunidade para você: Seguro Auto (Formulário do site)");
    expect(rendered.text).toContain(input.from_name);
    expect(rendered.text).toContain("Olá, Ana!");
    expect(rendered.text).toContain("pelo rodízio entre quem recebe oportunidades");
    // The time in the brokerage's zone, named (decision 056), and the source by its one name.
    expect(rendered.text).toMatch(
      /passou a ser sua em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(horário de Brasília\)/,
    );
    expect(rendered.text).toContain("Formulário do site");
    expect(rendered.text).toContain(`https://corretora.test/employee-portal/leads/${lead.id}`);
    expect(rendered.html).toContain(`href="https://corretora.test/employee-portal/leads/${lead.id}"`);
    expect(rendered.text).not.toContain(input.email);
    expect(rendered.text).not.toContain("98765-4321");
    // The activity records the change by ids only, by nobody (the system).
    const activity = await h.db
      .selectFrom("lead_activities")
      .select(["actor_id", "details"])
      .where("lead_id", "=", lead.id)
      .where("kind", "=", "owner")
      .executeTakeFirstOrThrow();
    expect(activity).toEqual({ actor_id: null, details: JSON.stringify({ from: null, to: ana }) });
  });

  it("assignOwner: hands over (activity + mail), the same owner is no change, unassigning mails nobody, and only active staff can own", async () => {
    const ana = await staff("Ana", false);
    const bruno = await staff("Bruno", false);
    const lead = await leadOf(await send());
    expect(lead.owner_id).toBeNull();
    const at = new Date().toISOString();
    const give = (ownerId: string | null) =>
      transaction(h.db, (trx) => assignOwner(trx, { leadId: lead.id, ownerId, actorId: bruno, at }));

    expect(await give(ana)).toBe(true);
    expect(await give(ana)).toBe(false);
    expect(await give(bruno)).toBe(true);
    expect(await give(null)).toBe(true);
    expect(
      (
        await leadOf(
          await h.db
            .selectFrom("lead_activities")
            .select("message_id")
            .where("lead_id", "=", lead.id)
            .where("kind", "=", "message")
            .executeTakeFirstOrThrow()
            .then((r) => r.message_id ?? ""),
        )
      ).owner_id,
    ).toBeNull();
    const changes = await h.db
      .selectFrom("lead_activities")
      .select(["actor_id", "details"])
      .where("lead_id", "=", lead.id)
      .where("kind", "=", "owner")
      .orderBy("id")
      .execute();
    expect(
      changes
        .map((c) => JSON.parse(c.details ?? "{}"))
        .sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    ).toEqual(
      [
        { from: null, to: ana },
        { from: ana, to: bruno },
        { from: bruno, to: null },
      ].sort((x, y) => JSON.stringify(x).localeCompare(JSON.stringify(y))),
    );
    expect(changes.every((c) => c.actor_id === bruno)).toBe(true);
    // Ana was handed the lead and is told; Bruno took it himself, so no mail to himself.
    expect((await ownerMails(lead.id)).map((m) => [m.to_address, JSON.parse(m.payload).via])).toEqual([
      [await emailOf(ana), "staff"],
    ]);

    // Refused: a pending account, a disabled one, an id that is nobody. The lead is unchanged.
    const pending = await createStaff(h.db, "collaborator", "pending");
    const disabled = await staff("Eva");
    await h.db.updateTable("users").set({ disabled_at: at }).where("id", "=", disabled).execute();
    for (const ownerId of [pending.user.id, disabled, randomUUID()]) {
      await expect(give(ownerId)).rejects.toMatchObject({
        name: "Refusal",
        message: NOT_AN_OWNER,
        status: 400,
      });
    }
    expect(await ownerMails(lead.id)).toHaveLength(1);
    await expect(
      transaction(h.db, (trx) =>
        assignOwner(trx, { leadId: randomUUID(), ownerId: ana, actorId: bruno, at }),
      ),
    ).rejects.toMatchObject({ name: "Refusal", status: 404 });
  });

  if (kind === "postgres") {
    it("two instances storing messages at once never take the same turn: each lead has one owner, turns spread evenly", async () => {
      const takers = [await staff("Ana"), await staff("Bruno"), await staff("Carla")];
      const other = openDatabase(database.url);
      try {
        const ids = await Promise.all(
          Array.from({ length: 24 }, (_, i) => sendWith(i % 2 === 0 ? h : other)),
        );
        const owners = await Promise.all(ids.map(async (id) => (await leadOf(id)).owner_id));
        const counts = new Map<string | null, number>();
        for (const owner of owners) counts.set(owner, (counts.get(owner) ?? 0) + 1);
        expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(takers.map((id) => [id, 8])));
        const activities = await h.db
          .selectFrom("lead_activities")
          .select((eb) => eb.fn.countAll<string>().as("n"))
          .where("kind", "=", "owner")
          .executeTakeFirstOrThrow();
        expect(Number(activities.n)).toBe(24);
      } finally {
        await other.db.destroy();
      }
    });
  }
});
