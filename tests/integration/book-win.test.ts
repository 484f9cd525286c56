/**
 * Winning a lead (issue 42, decision 067) over real HTTP against `node server.js` (run the build
 * first), on SQLite and PostgreSQL: the win creates the client and the policy with the lead's
 * close in one transaction, and the lead links to both; a second win of the same CPF joins that
 * client; every refusal (bad CPF, end before start, unknown insurer, repeated number, a company
 * with no contact person, Ganho as a plain stage change) leaves the lead in its stage and nothing
 * written; another collaborator's lead is a 404; a lead linked to a client outlives the closed
 * leads' retention until the client goes.
 */
import { describe, expect, it } from "vitest";
import { DUPLICATE_POLICY, WIN_DONE } from "~/.server/book";
import { purgeClosedLeads } from "~/.server/leads";
import { BOOK_MESSAGES } from "~/lib/book-schemas";
import { BR_MESSAGES, formatCpf } from "~/lib/br";
import { freshCpf, winFields } from "../support/book-fixtures";
import { projectDatabase } from "../support/database-project";
import { cookieAfter, escapeHtml, unique, useServerSuite } from "../support/http-assertions";
import { insertLead } from "../support/lead-rows";
import { createStaff, type StaffFixture } from "../support/test-server";

const kind = projectDatabase();
const DAY = 86_400_000;

describe(`winning a lead on ${kind}`, () => {
  const s = useServerSuite(kind);
  const db = () => s.handle.db;

  /** An open lead of `owner` (null: nobody's) with an e-mail and a mobile, for auto insurance. */
  async function makeLead(owner: StaffFixture | null, fields: Record<string, string | null> = {}) {
    const name = `Pessoa ${unique()}`;
    const email = `pessoa-${unique()}@exemplo.com`;
    const id = await insertLead(db(), {
      name,
      email,
      email_key: email,
      phone: "41998765432",
      phone_key: "41998765432",
      product: "automobile",
      stage_id: "cotando",
      owner_id: owner?.user.id ?? null,
      next_action: "Enviar a cotação",
      next_action_at: new Date(Date.now() + DAY).toISOString(),
      ...fields,
    });
    return { id, name, email };
  }
  const page = (id: string) => `/employee-portal/leads/${id}`;
  const leadRow = (id: string) =>
    db().selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const clientByDocument = (document: string) =>
    db().selectFrom("clients").selectAll().where("document", "=", document).execute();
  const count = async (table: "clients" | "policies" | "book_activities") =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Posts the win and follows the redirect to the lead's page; returns its HTML. */
  async function win(leadId: string, fields: Record<string, string>, who: StaffFixture) {
    const res = await s.server.post(page(leadId), { intent: "win", ...fields }, who.cookie);
    const body = await res.text();
    expect(res.status, body.match(/role="alert"[^>]*>([^<]+)/)?.[1]).toBe(302);
    expect(s.where(res)).toBe(page(leadId));
    const after = await s.server.get(page(leadId), cookieAfter(res, who.cookie));
    const html = await after.text();
    expect(html).toContain(escapeHtml(WIN_DONE.win));
    return html;
  }

  it("creates the client and the policy, closes the lead as won and links it to both", async () => {
    const me = await createStaff(db(), "collaborator", "approved");
    const lead = await makeLead(me);
    const document = freshCpf();
    const fields = winFields({ document: formatCpf(document), clientName: "Maria Souza" });
    const html = await win(lead.id, fields, me);

    const [client] = await clientByDocument(document);
    expect(client).toMatchObject({
      kind: "person",
      name: "Maria Souza",
      email: lead.email,
      phone: "41998765432",
      owner_id: me.user.id,
      origin: "lead",
      created_by: me.user.id,
    });
    const policy = await db()
      .selectFrom("policies")
      .selectAll()
      .where("client_id", "=", client?.id ?? "")
      .executeTakeFirstOrThrow();
    expect(policy).toMatchObject({
      insurer_id: "porto",
      product: "automobile",
      policy_number: fields.policyNumber,
      starts_on: "2026-12-01",
      ends_on: "2027-12-01",
      net_premium_cents: 200_000,
      iof_cents: 14_760,
      total_premium_cents: 214_760,
      commission_bp: 1_500,
      commission_cents: 30_000,
      producer_id: me.user.id,
      origin: "lead",
      status: "vigente",
    });
    const row = await leadRow(lead.id);
    expect(row).toMatchObject({
      stage_id: "ganho",
      client_id: client?.id,
      policy_id: policy.id,
      next_action: null,
      next_action_at: null,
      closed_at: expect.any(String),
    });

    // The lead's timeline, the client's and the audit log, each written once.
    const stage = await db()
      .selectFrom("lead_activities")
      .selectAll()
      .where("lead_id", "=", lead.id)
      .where("kind", "=", "stage")
      .execute();
    expect(stage.map((a) => JSON.parse(a.details ?? "{}"))).toEqual([
      { from: "cotando", to: "ganho", client: client?.id, policy: policy.id },
    ]);
    const timeline = await db()
      .selectFrom("book_activities")
      .select(["kind", "policy_id", "actor_id"])
      .where("client_id", "=", client?.id ?? "")
      .orderBy("kind")
      .execute();
    expect(timeline).toEqual([
      { kind: "client-created", policy_id: null, actor_id: me.user.id },
      { kind: "policy-created", policy_id: policy.id, actor_id: me.user.id },
    ]);
    const audit = await db().selectFrom("audit_log").selectAll().where("target_id", "=", lead.id).execute();
    expect(audit.map((a) => [a.action, a.actor_id, JSON.parse(a.details ?? "{}")])).toEqual([
      ["lead.win", me.user.id, { client: client?.id, policy: policy.id, clientCreated: true }],
    ]);
    // Ids only in the audit log (decision 015): no name, CPF, e-mail.
    for (const secret of [document, "Maria Souza", lead.email]) {
      expect(audit[0]?.details ?? "").not.toContain(secret);
    }

    // The won lead shows its client and policy, each a link to its page in the book.
    const link = (term: string, path: string, text: string) =>
      new RegExp(`${term}:(?:<!-- -->)? ?<a href="${path}"[^>]*>${text.replace(/\./g, "\\.")}</a>`);
    expect(html).toMatch(link("Cliente", `/employee-portal/clients/${client?.id}`, "Maria Souza"));
    expect(html).toMatch(
      link("Apólice", `/employee-portal/policies/${policy.id}`, `nº ${fields.policyNumber}`),
    );
  });

  it("a second won lead of the same CPF joins the client, whose name and owner stay", async () => {
    const me = await createStaff(db(), "collaborator", "approved");
    const document = freshCpf();
    const first = await makeLead(me);
    await win(first.id, winFields({ document, clientName: "Carlos Lima" }), me);
    // The second lead nobody owned: the policy is the closer's, the client stays with its owner.
    const colleague = await createStaff(db(), "collaborator", "approved");
    const second = await makeLead(null);
    const html = await win(
      second.id,
      winFields({ document: formatCpf(document), clientName: "Outro Nome", product: "residence" }),
      colleague,
    );

    const clients = await clientByDocument(document);
    expect(clients).toHaveLength(1);
    expect(clients[0]).toMatchObject({ name: "Carlos Lima", owner_id: me.user.id });
    const policies = await db()
      .selectFrom("policies")
      .select(["id", "product", "producer_id"])
      .where("client_id", "=", clients[0]?.id ?? "")
      .orderBy("product")
      .execute();
    expect(policies.map((p) => [p.product, p.producer_id])).toEqual([
      ["automobile", me.user.id],
      ["residence", colleague.user.id],
    ]);
    expect(await leadRow(second.id)).toMatchObject({ client_id: clients[0]?.id, stage_id: "ganho" });
    expect(html).toContain("Carlos Lima");
    const audit = await db()
      .selectFrom("audit_log")
      .select("details")
      .where("target_id", "=", second.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? "{}")).toMatchObject({ clientCreated: false });
  });

  it("a refused win leaves the lead in its stage with the field's message, and nothing written", async () => {
    const me = await createStaff(db(), "collaborator", "approved");
    const taken = winFields();
    await win((await makeLead(me)).id, taken, me);
    const cnpj = "11.222.333/0001-81";
    const refusals: Array<[string, Record<string, string>, string]> = [
      ["bad CPF", { document: "123.456.789-00" }, BR_MESSAGES.taxId],
      ["end before start", { startsOn: "2026-12-01", endsOn: "2026-11-30" }, BOOK_MESSAGES.endBeforeStart],
      ["unknown insurer", { insurerId: "nao-existe" }, BOOK_MESSAGES.insurer],
      ["unknown product", { product: "nao-existe" }, BOOK_MESSAGES.product],
      // Refused after the client was found or created: the transaction takes the client back.
      ["repeated number", { policyNumber: taken.policyNumber ?? "" }, DUPLICATE_POLICY],
      ["company without its contact", { document: cnpj, contactName: "" }, BOOK_MESSAGES.contactName],
      ["no premium", { totalPremium: "" }, BOOK_MESSAGES.totalPremium],
    ];
    const before = {
      clients: await count("clients"),
      policies: await count("policies"),
      timeline: await count("book_activities"),
    };
    for (const [why, overrides, message] of refusals) {
      const lead = await makeLead(me);
      const fields = winFields(overrides);
      const res = await s.server.post(page(lead.id), { intent: "win", ...fields }, me.cookie);
      expect(res.status, why).toBe(400);
      expect(await res.text(), why).toContain(escapeHtml(message));
      expect(await leadRow(lead.id), why).toMatchObject({
        stage_id: "cotando",
        client_id: null,
        policy_id: null,
        closed_at: null,
        next_action: "Enviar a cotação",
      });
      if (overrides.document === undefined)
        expect(await clientByDocument(fields.document ?? ""), why).toEqual([]);
      const kinds = await db()
        .selectFrom("lead_activities")
        .select("kind")
        .where("lead_id", "=", lead.id)
        .execute();
      expect(kinds, why).toEqual([]);
      expect(
        await db().selectFrom("audit_log").select("id").where("target_id", "=", lead.id).execute(),
        why,
      ).toEqual([]);
    }
    expect({
      clients: await count("clients"),
      policies: await count("policies"),
      timeline: await count("book_activities"),
    }).toEqual(before);
  });

  it("Ganho is no longer a plain stage change: without the policy it is refused, with it it is a win", async () => {
    const me = await createStaff(db(), "collaborator", "approved");
    const bare = await makeLead(me);
    const res = await s.server.post(page(bare.id), { intent: "stage", stageId: "ganho" }, me.cookie);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(escapeHtml(BOOK_MESSAGES.insurer));
    expect(html).toContain(escapeHtml(BOOK_MESSAGES.document));
    expect(await leadRow(bare.id)).toMatchObject({ stage_id: "cotando", closed_at: null });

    // A page without JavaScript posts the stage form with the policy's fields: a win.
    const noScript = await makeLead(me);
    const posted = await s.server.post(page(noScript.id), { intent: "stage", ...winFields() }, me.cookie);
    expect(posted.status).toBe(302);
    expect(await leadRow(noScript.id)).toMatchObject({ stage_id: "ganho", client_id: expect.any(String) });
  });

  it("a collaborator cannot win another collaborator's lead (404), and nothing is written", async () => {
    const me = await createStaff(db(), "collaborator", "approved");
    const other = await createStaff(db(), "collaborator", "approved");
    const lead = await makeLead(other);
    const fields = winFields();
    const res = await s.server.post(page(lead.id), { intent: "win", ...fields }, me.cookie);
    expect(res.status).toBe(404);
    await res.text();
    expect(await leadRow(lead.id)).toMatchObject({ stage_id: "cotando", client_id: null });
    expect(await clientByDocument(fields.document ?? "")).toEqual([]);
    // The admin may.
    await win(lead.id, winFields(), s.admin);
    expect((await leadRow(lead.id)).stage_id).toBe("ganho");
  });

  it("retention: a won lead linked to a client stays past the closed leads' period until the client goes", async () => {
    const me = await createStaff(db(), "collaborator", "approved");
    const linked = await makeLead(me);
    await win(linked.id, winFields(), me);
    const longAgo = new Date(Date.now() - 400 * DAY).toISOString();
    await db().updateTable("leads").set({ closed_at: longAgo }).where("id", "=", linked.id).execute();
    // A lead won before the book (no client) still goes after the period.
    const unlinked = (await makeLead(me, { stage_id: "ganho", closed_at: longAgo, next_action: null })).id;

    await purgeClosedLeads(db(), 365);
    const left = await db()
      .selectFrom("leads")
      .select("id")
      .where("id", "in", [linked.id, unlinked])
      .execute();
    expect(left.map((l) => l.id)).toEqual([linked.id]);

    // The client erased (its policies with it), the lead is unlinked and the period applies again.
    const { client_id } = await leadRow(linked.id);
    await db()
      .deleteFrom("clients")
      .where("id", "=", client_id ?? "")
      .execute();
    expect(await leadRow(linked.id)).toMatchObject({ client_id: null, policy_id: null });
    await purgeClosedLeads(db(), 365);
    expect(await db().selectFrom("leads").select("id").where("id", "=", linked.id).execute()).toEqual([]);
  });
});
