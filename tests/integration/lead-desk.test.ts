/**
 * The lead desk (issue 29, decision 041) over real HTTP against `node server.js` (run `npm run
 * build` first), on SQLite and PostgreSQL: the list's filters and search, who sees which lead (a
 * collaborator gets 404 on another person's lead, page, data request and action alike), each
 * action's stored effect with its timeline and audit rows, and the lead staff add by hand.
 * Over 450 lines on purpose: the desk's screens share one server and one set of people per database.
 * Long on purpose: the desk's screens, access rules and actions share one server and one staff per database.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { WIN_DONE } from "~/.server/book";
import { HANDED_AWAY, listLeads, parseFilters } from "~/.server/leads";
import { LEADS_PER_PAGE } from "~/.server/leads/desk/list";
import { defaultBusinessHours } from "~/content/business-hours";
import { LEAD_MESSAGES, NOTE_MAX, todayIn } from "~/lib/lead-schemas";
import { winFields } from "../support/book-fixtures";
import { projectDatabase } from "../support/database-project";
import { cookieAfter, escapeHtml, unique, useServerSuite, waitFor } from "../support/http-assertions";
import { insertLeadWithMessage } from "../support/lead-fixtures";
import { createStaff, type StaffFixture } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
/** Today for the test server's brokerage (the default zone). */
const todayThere = (at = Date.now()) => todayIn(defaultBusinessHours.timeZone, at);
const yesterday = () => todayThere(Date.now() - DAY);
const tomorrow = () => todayThere(Date.now() + DAY);

describe(`the lead desk on ${kind}`, () => {
  const s = useServerSuite(kind);

  interface LeadOptions {
    owner?: StaffFixture | null;
    name?: string;
    email?: string | null;
    phone?: string | null;
    product?: string | null;
    source?: "site" | "phone" | "walk-in" | "referral" | "whatsapp";
    stage?: string;
    lastActivity?: string;
    nextActionAt?: string | null;
  }

  /** A lead straight in the database (with one message of the site, readable on its page). */
  async function makeLead(options: LeadOptions = {}) {
    const id = randomUUID();
    const at = options.lastActivity ?? new Date().toISOString();
    const name = options.name ?? `Pessoa ${unique()}`;
    const email = options.email === undefined ? `pessoa-${unique()}@exemplo.com` : options.email;
    const phone = options.phone === undefined ? null : options.phone;
    const messageId = randomUUID();
    const marker = `Quero um seguro ${unique()}`;
    await s.handle.db
      .insertInto("contact_messages")
      .values({
        id: messageId,
        name,
        email: email ?? "sem@exemplo.com",
        phone,
        subject: "Seguros",
        contact_method: "Whatsapp",
        message: marker,
        product: options.product ?? null,
        handled_at: null,
        created_at: at,
      })
      .execute();
    await insertLeadWithMessage(s.handle.db, messageId, {
      id,
      name,
      email,
      email_key: email?.toLowerCase() ?? null,
      phone,
      phone_key: phone,
      product: options.product ?? null,
      source: options.source ?? "site",
      stage_id: options.stage ?? "novo",
      owner_id: options.owner?.user.id ?? null,
      next_action: options.nextActionAt ? "Ligar" : null,
      next_action_at: options.nextActionAt ?? null,
      at,
    });
    return { id, name, email, phone, marker };
  }

  const leadRow = (id: string) =>
    s.handle.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const activities = (id: string) =>
    s.handle.db
      .selectFrom("lead_activities")
      .selectAll()
      .where("lead_id", "=", id)
      .where("kind", "!=", "message")
      .orderBy("created_at")
      .execute();
  const audits = (id: string) =>
    s.handle.db
      .selectFrom("audit_log")
      .selectAll()
      .where("target_id", "=", id)
      .orderBy("created_at")
      .execute();
  const page = (id: string) => `/employee-portal/leads/${id}`;
  const post = (id: string, fields: Record<string, string>, who: StaffFixture) =>
    s.server.post(page(id), fields, who.cookie);

  /** Posts, expects the redirect back to the lead with its message, and returns the page's HTML. */
  async function act(id: string, fields: Record<string, string>, who: StaffFixture, done: string) {
    const res = await post(id, fields, who);
    await res.text();
    expect(res.status, JSON.stringify(fields)).toBe(302);
    expect(s.where(res)).toBe(page(id));
    const after = await s.server.get(page(id), cookieAfter(res, who.cookie));
    const html = await after.text();
    expect(html).toContain(escapeHtml(done));
    return html;
  }

  /** The audit rows keep ids and what changed, never the person's name, e-mail or phone. */
  async function expectAuditWithoutPersonalData(lead: { id: string; name: string; email: string | null }) {
    const rows = await audits(lead.id);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.details ?? "").not.toContain(lead.name);
      if (lead.email) expect(row.details ?? "").not.toContain(lead.email);
    }
  }

  describe("the list", () => {
    it("a collaborator lists their own and the unassigned leads, an admin all; newest activity first", async () => {
      const me = await createStaff(s.handle.db, "collaborator", "approved");
      const other = await createStaff(s.handle.db, "collaborator", "approved");
      const tag = unique();
      const mine = await makeLead({ owner: me, name: `Minha ${tag}`, lastActivity: ago(3000) });
      const theirs = await makeLead({ owner: other, name: `Dele ${tag}`, lastActivity: ago(2000) });
      const free = await makeLead({ owner: null, name: `Livre ${tag}`, lastActivity: ago(1000) });
      const q = new URLSearchParams({ busca: tag });
      const forMe = await listLeads(s.handle.db, me.user, parseFilters(q));
      expect(forMe.leads.map((l) => l.id)).toEqual([free.id, mine.id]);
      const forAdmin = await listLeads(s.handle.db, s.admin.user, parseFilters(q));
      expect(forAdmin.leads.map((l) => l.id)).toEqual([free.id, theirs.id, mine.id]);

      const res = await s.server.get(`/employee-portal/leads?busca=${tag}`, me.cookie);
      const html = await res.text();
      expect(res.status).toBe(200);
      expect(html).toContain(mine.name);
      expect(html).toContain(free.name);
      expect(html).not.toContain(theirs.name);
    });

    it("filters: mine, unassigned, stage, product, source, parados", async () => {
      const me = await createStaff(s.handle.db, "collaborator", "approved");
      const tag = unique();
      const a = await makeLead({ owner: me, name: `A ${tag}`, product: "automobile", source: "phone" });
      const b = await makeLead({ owner: null, name: `B ${tag}`, stage: "cotando", nextActionAt: ago(DAY) });
      const c = await makeLead({
        owner: me,
        name: `C ${tag}`,
        product: "life-health",
        nextActionAt: new Date(Date.now() + DAY).toISOString(),
        stage: "em-contato",
      });
      const ids = async (query: Record<string, string>) =>
        (
          await listLeads(s.handle.db, me.user, parseFilters(new URLSearchParams({ busca: tag, ...query })))
        ).leads
          .map((l) => l.id)
          .sort();
      expect(await ids({ dono: "meus" })).toEqual([a.id, c.id].sort());
      expect(await ids({ dono: "sem" })).toEqual([b.id]);
      expect(await ids({ etapa: "cotando" })).toEqual([b.id]);
      expect(await ids({ produto: "automobile" })).toEqual([a.id]);
      expect(await ids({ origem: "phone" })).toEqual([a.id]);
      expect(await ids({ origem: "site" })).toEqual([b.id, c.id].sort());
      // Parados: b's next action is past; c's is tomorrow; a has none yet and was active now.
      expect(await ids({ parados: "1" })).toContain(b.id);
      expect(await ids({ parados: "1" })).not.toContain(c.id);
      // Parados combines with the owner: b has no owner.
      expect(await ids({ parados: "1", dono: "meus" })).toEqual([]);
      // An unknown view or a hostile value is no filter, never a 500.
      expect(await ids({ dono: "__proto__" })).toEqual([a.id, b.id, c.id].sort());
    });

    it("search by name (any case), e-mail and phone by its digits however it is written", async () => {
      const tag = unique();
      const lead = await makeLead({
        name: `Joana Prado ${tag}`,
        email: `joana.${tag}@exemplo.com`,
        phone: "41999871234",
      });
      const other = await makeLead({ name: `100% Real ${tag}`, phone: "4130001234" });
      const found = async (q: string) =>
        (
          await listLeads(s.handle.db, s.admin.user, parseFilters(new URLSearchParams({ busca: q })))
        ).leads.map((l) => l.id);
      expect(await found(`joana prado ${tag}`.toUpperCase())).toEqual([lead.id]);
      expect(await found(`JOANA.${tag}@EXEMPLO.COM`)).toEqual([lead.id]);
      expect(await found("(41) 9 9987-1234")).toContain(lead.id);
      expect(await found("+55 41 99987 1234")).toContain(lead.id);
      expect(await found("+55 41 99987 1234")).not.toContain(other.id);
      // `%` is a character, not a wildcard.
      expect(await found(`100% Real ${tag}`)).toEqual([other.id]);
      expect(await found(`1000% Real ${tag}`)).toEqual([]);
    });

    it(`pages of ${LEADS_PER_PAGE}: the last one accepted on page 1, the next on page 2`, async () => {
      const tag = unique();
      const made = [];
      for (let i = 0; i <= LEADS_PER_PAGE; i++) {
        made.push(
          await makeLead({ name: `Página ${tag} ${i}`, lastActivity: ago((LEADS_PER_PAGE + 1 - i) * 1000) }),
        );
      }
      const first = await listLeads(
        s.handle.db,
        s.admin.user,
        parseFilters(new URLSearchParams({ busca: tag })),
      );
      expect(first.total).toBe(LEADS_PER_PAGE + 1);
      expect(first.pages).toBe(2);
      expect(first.leads).toHaveLength(LEADS_PER_PAGE);
      expect(first.leads[0]?.id).toBe(made.at(-1)?.id);
      const second = await listLeads(
        s.handle.db,
        s.admin.user,
        parseFilters(new URLSearchParams({ busca: tag, pagina: "2" })),
      );
      expect(second.leads.map((l) => l.id)).toEqual([made[0]?.id]);
    });
  });

  describe("who sees a lead", () => {
    it("a collaborator gets 404 on another person's lead: page, data request and action, and nothing of it", async () => {
      const me = await createStaff(s.handle.db, "collaborator", "approved");
      const other = await createStaff(s.handle.db, "collaborator", "approved");
      const lead = await makeLead({ owner: other });
      const res = await s.server.get(page(lead.id), me.cookie);
      const html = await res.text();
      expect(res.status).toBe(404);
      expect(html).not.toContain(lead.name);
      expect(html).not.toContain(lead.marker);

      const dataRes = await s.server.get(`${page(lead.id)}.data?_routes=routes/staff/lead`, me.cookie);
      const body = await dataRes.text();
      expect(dataRes.status).toBe(404);
      expect(body).not.toContain(lead.name);
      expect(body).not.toContain(lead.marker);

      const before = await leadRow(lead.id);
      const posted = await post(lead.id, { intent: "note", body: "Tentando" }, me);
      await posted.text();
      expect(posted.status).toBe(404);
      expect(await leadRow(lead.id)).toEqual(before);
      expect(await activities(lead.id)).toEqual([]);

      // The same answer as a lead that does not exist, or an id that is not one.
      for (const id of [randomUUID(), "nao-existe"]) {
        const missing = await s.server.get(page(id), me.cookie);
        await missing.text();
        expect(missing.status, id).toBe(404);
      }
    });

    it("the owner, an unassigned lead's reader and an admin open it; the message it holds is readable", async () => {
      const me = await createStaff(s.handle.db, "collaborator", "approved");
      const mine = await makeLead({ owner: me });
      const free = await makeLead({ owner: null });
      for (const [lead, who] of [
        [mine, me],
        [free, me],
        [mine, s.admin],
      ] as const) {
        const res = await s.server.get(page(lead.id), who.cookie);
        const html = await res.text();
        expect(res.status).toBe(200);
        expect(html).toContain(escapeHtml(lead.name));
        expect(html).toContain(escapeHtml(lead.marker));
      }
    });
  });

  describe("actions", () => {
    it("a note: stored in the timeline with who and when; the last length accepted and the first refused", async () => {
      const me = await createStaff(s.handle.db, "collaborator", "approved");
      const lead = await makeLead({ owner: me, lastActivity: ago(DAY) });
      const longest = "n".repeat(NOTE_MAX);
      await act(lead.id, { intent: "note", body: longest }, me, "Nota adicionada.");
      const [note] = await activities(lead.id);
      expect(note).toMatchObject({ kind: "note", actor_id: me.user.id, body: longest });
      expect((await leadRow(lead.id)).last_activity_at).toBe(note?.created_at);

      const refused = await post(lead.id, { intent: "note", body: `${longest}n` }, me);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(`no máximo ${NOTE_MAX} caracteres`);
      expect(await activities(lead.id)).toHaveLength(1);
      expect((await audits(lead.id)).map((a) => a.action)).toEqual(["lead.note"]);
      await expectAuditWithoutPersonalData(lead);
    });

    it("a call is logged, with or without what was said", async () => {
      const me = await createStaff(s.handle.db, "collaborator", "approved");
      const lead = await makeLead({ owner: me });
      await act(lead.id, { intent: "call", body: "" }, me, "Ligação registrada.");
      await act(lead.id, { intent: "call", body: "Pediu retorno amanhã" }, me, "Ligação registrada.");
      expect((await activities(lead.id)).map((a) => [a.kind, a.body])).toEqual([
        ["call", null],
        ["call", "Pediu retorno amanhã"],
      ]);
    });

    it("the next action: today is accepted, yesterday refused; stored as the end of that day in Brasília", async () => {
      const me = await createStaff(s.handle.db, "collaborator", "approved");
      const lead = await makeLead({ owner: me });
      const past = await post(
        lead.id,
        { intent: "next-action", nextAction: "Ligar", nextActionAt: yesterday() },
        me,
      );
      expect(past.status).toBe(400);
      expect(await past.text()).toContain(escapeHtml(LEAD_MESSAGES.nextActionAtPast));
      expect((await leadRow(lead.id)).next_action_at).toBeNull();

      const today = todayThere();
      await act(
        lead.id,
        { intent: "next-action", nextAction: "Ligar", nextActionAt: today },
        me,
        "Próxima ação definida.",
      );
      const row = await leadRow(lead.id);
      expect(row.next_action).toBe("Ligar");
      expect(row.next_action_at).toBe(new Date(`${today}T23:59:59.999-03:00`).toISOString());
      expect((await activities(lead.id)).map((a) => a.kind)).toEqual(["next-action"]);
    });

    it("moving past Novo asks for a next action when the lead has none; then it moves", async () => {
      const me = await createStaff(s.handle.db, "collaborator", "approved");
      const lead = await makeLead({ owner: me });
      const refused = await post(lead.id, { intent: "stage", stageId: "em-contato" }, me);
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain(escapeHtml(LEAD_MESSAGES.nextActionMissing));
      expect((await leadRow(lead.id)).stage_id).toBe("novo");

      await act(
        lead.id,
        { intent: "stage", stageId: "em-contato", nextAction: "Enviar cotação", nextActionAt: tomorrow() },
        me,
        "Etapa alterada.",
      );
      const row = await leadRow(lead.id);
      expect(row).toMatchObject({ stage_id: "em-contato", next_action: "Enviar cotação", closed_at: null });
      const [moved] = await activities(lead.id);
      expect(JSON.parse(moved?.details ?? "{}")).toEqual({ from: "novo", to: "em-contato" });
      expect((await audits(lead.id)).map((a) => JSON.parse(a.details ?? "{}"))).toEqual([
        { from: "novo", to: "em-contato" },
      ]);
    });

    it("Perdido needs a reason from the list (and keeps a note); it closes the lead; reopening clears it", async () => {
      const me = await createStaff(s.handle.db, "collaborator", "approved");
      const lead = await makeLead({
        owner: me,
        stage: "cotando",
        nextActionAt: new Date(Date.now() + DAY).toISOString(),
      });
      for (const reason of ["", "nao-existe"]) {
        const refused = await post(
          lead.id,
          { intent: "stage", stageId: "perdido", lostReasonId: reason },
          me,
        );
        expect(refused.status, reason).toBe(400);
        expect(await refused.text()).toContain(escapeHtml(LEAD_MESSAGES.lostReason));
      }
      expect((await leadRow(lead.id)).closed_at).toBeNull();

      await act(
        lead.id,
        { intent: "stage", stageId: "perdido", lostReasonId: "preco", lostNote: "Achou caro" },
        me,
        "Etapa alterada.",
      );
      const lost = await leadRow(lead.id);
      expect(lost).toMatchObject({ stage_id: "perdido", lost_reason_id: "preco", lost_note: "Achou caro" });
      expect(lost.closed_at).toEqual(expect.any(String));
      expect(lost.next_action_at).toBeNull();

      // Back to an open stage past Novo: it needs a next action again, and is open again.
      await act(
        lead.id,
        { intent: "stage", stageId: "cotando", nextAction: "Nova proposta", nextActionAt: tomorrow() },
        me,
        "Etapa alterada.",
      );
      expect(await leadRow(lead.id)).toMatchObject({
        stage_id: "cotando",
        closed_at: null,
        lost_reason_id: null,
        lost_note: null,
      });

      // Ganho is the book's win: it takes the policy and the client (book-win.test.ts).
      await act(lead.id, { intent: "win", ...winFields() }, me, WIN_DONE.win);
      expect((await leadRow(lead.id)).closed_at).toEqual(expect.any(String));
      await expectAuditWithoutPersonalData(lead);
    });

    it("hand over: to another approved person (who then sees it), never to a pending account", async () => {
      const me = await createStaff(s.handle.db, "collaborator", "approved");
      const colleague = await createStaff(s.handle.db, "collaborator", "approved");
      const lead = await makeLead({ owner: null });
      // Taking an unassigned lead, then passing it on.
      await act(lead.id, { intent: "owner", ownerId: me.user.id }, me, "Responsável alterado.");
      expect((await leadRow(lead.id)).owner_id).toBe(me.user.id);
      const refused = await post(lead.id, { intent: "owner", ownerId: s.pending.user.id }, me);
      expect(refused.status).toBe(400);
      await refused.text();

      const res = await post(lead.id, { intent: "owner", ownerId: colleague.user.id }, me);
      await res.text();
      expect(res.status).toBe(302);
      // Back to the list, which says so: the lead is no longer the collaborator's to open.
      expect(s.where(res)).toBe("/employee-portal/leads");
      const list = await s.server.get("/employee-portal/leads", cookieAfter(res, me.cookie));
      expect(await list.text()).toContain(escapeHtml(HANDED_AWAY));
      expect((await leadRow(lead.id)).owner_id).toBe(colleague.user.id);
      const owners = (await activities(lead.id)).filter((a) => a.kind === "owner");
      expect(owners.map((a) => JSON.parse(a.details ?? "{}").to)).toEqual([me.user.id, colleague.user.id]);
      // Now someone else's: the former owner gets 404.
      const gone = await s.server.get(page(lead.id), me.cookie);
      await gone.text();
      expect(gone.status).toBe(404);
      const seen = await s.server.get(page(lead.id), colleague.cookie);
      await seen.text();
      expect(seen.status).toBe(200);
    });

    it("the hand-over and the new-lead form offer who takes leads, the current owner and you, not every active person", async () => {
      const me = await createStaff(s.handle.db, "collaborator", "approved");
      const taker = await createStaff(s.handle.db, "collaborator", "approved");
      const bystander = await createStaff(s.handle.db, "collaborator", "approved");
      await s.handle.db
        .updateTable("users")
        .set({ takes_leads: 1 })
        .where("id", "=", taker.user.id)
        .execute();
      const lead = await makeLead({ owner: me });
      const option = (who: StaffFixture) => `<option value="${who.user.id}"`;
      for (const address of [page(lead.id), "/employee-portal/leads/new"]) {
        const html = await (await s.server.get(address, me.cookie)).text();
        expect(html, address).toContain(option(me));
        expect(html, address).toContain(option(taker));
        expect(html, address).not.toContain(option(bystander));
      }
      // Anyone active can still be handed the lead (decision 040), as the timeline then names.
      const handed = await post(lead.id, { intent: "owner", ownerId: bystander.user.id }, me);
      await handed.text();
      expect(handed.status).toBe(302);
      const theirs = await (await s.server.get(page(lead.id), bystander.cookie)).text();
      expect(theirs).toContain(option(bystander));
      expect(theirs).toContain(escapeHtml(`Agora com ${bystander.user.name}`));
      await s.handle.db
        .updateTable("users")
        .set({ takes_leads: 0 })
        .where("id", "=", taker.user.id)
        .execute();
    });

    it("reply by e-mail: the edited text goes through the outbox to the person, logged as an e-mail", async () => {
      const me = await createStaff(s.handle.db, "collaborator", "approved");
      const lead = await makeLead({ owner: me });
      const body = `Olá!\n\nSegue a cotação ${unique()}.\n\nAtenciosamente,\nEquipe`;
      await act(
        lead.id,
        { intent: "email", subject: "Sua cotação", body },
        me,
        "E-mail colocado na fila de envio.",
      );
      const mail = await s.handle.db
        .selectFrom("outbox")
        .selectAll()
        .where("ref_id", "=", lead.id)
        .executeTakeFirstOrThrow();
      expect(mail).toMatchObject({ kind: "lead-reply", to_address: lead.email });
      const [logged] = await activities(lead.id);
      expect(logged).toMatchObject({ kind: "email", body, actor_id: me.user.id });
      // Delivered as written, the answer going to the person who wrote it.
      const sent = await waitFor(() =>
        s.mail.messages.find((m) => JSON.stringify(m.to).includes(lead.email ?? "?")),
      );
      expect(sent.subject).toBe("Sua cotação");
      expect(sent.text).toContain("Segue a cotação");
      expect(JSON.stringify(sent.replyTo)).toContain(me.email);
      await expectAuditWithoutPersonalData(lead);
    });

    it("WhatsApp: logged, then on to wa.me with a message naming the product", async () => {
      const me = await createStaff(s.handle.db, "collaborator", "approved");
      const lead = await makeLead({ owner: me, phone: "41999871234", product: "automobile" });
      const whatsapp = (id: string) =>
        s.server.post(`${page(id)}/whatsapp`, { intent: "whatsapp" }, me.cookie);
      const res = await whatsapp(lead.id);
      const html = await res.text();
      expect(res.status).toBe(200);
      // Not a redirect (the CSP's form-action stops those off the site): a page that moves on.
      const location = html.match(/content="0;url=([^"]+)"/)?.[1] ?? "";
      expect(location.startsWith("https://wa.me/5541999871234?text=")).toBe(true);
      expect(decodeURIComponent(location.split("text=")[1] ?? "")).toContain("Seguro Auto");
      expect(html).toContain(`href="${location}"`);
      expect((await activities(lead.id)).map((a) => [a.kind, a.actor_id])).toEqual([
        ["whatsapp-opened", me.user.id],
      ]);

      const noPhone = await makeLead({ owner: me, phone: null });
      const refused = await whatsapp(noPhone.id);
      expect(refused.status).toBe(400);
      await refused.text();
      // The lead page itself does not take it: a redirect off the site would be stopped there.
      const onPage = await post(lead.id, { intent: "whatsapp" }, me);
      expect(onPage.status).toBe(400);
      await onPage.text();
      expect(await activities(lead.id)).toHaveLength(1);
    });
  });

  describe("a lead added by hand", () => {
    const form = (overrides: Record<string, string> = {}) => ({
      intent: "create",
      name: `Cliente Balcão ${unique()}`,
      email: "",
      phone: "(41) 9 9876-5432",
      contactMethod: "Telefone",
      product: "automobile",
      source: "walk-in",
      ownerId: "",
      nextAction: "Ligar com a cotação",
      nextActionAt: todayThere(),
      ...overrides,
    });

    it("is stored with its source, the person as owner, its next action, and opens on its page", async () => {
      const me = await createStaff(s.handle.db, "collaborator", "approved");
      const fields = form();
      const res = await s.server.post("/employee-portal/leads/new", fields, me.cookie);
      await res.text();
      expect(res.status).toBe(302);
      const location = s.where(res) ?? "";
      const id = location.split("/").at(-1) ?? "";
      expect(location).toBe(page(id));
      const row = await leadRow(id);
      expect(row).toMatchObject({
        name: fields.name,
        phone: "41998765432",
        phone_key: "41998765432",
        email: null,
        source: "walk-in",
        product: "automobile",
        stage_id: "novo",
        owner_id: me.user.id,
        created_by: me.user.id,
        next_action: "Ligar com a cotação",
      });
      expect(row.next_action_at).toEqual(expect.any(String));
      expect((await activities(id)).map((a) => a.kind)).toEqual(["created"]);
      const after = await s.server.get(location, cookieAfter(res, me.cookie));
      expect(await after.text()).toContain("Oportunidade cadastrada.");
      await expectAuditWithoutPersonalData({ id, name: fields.name, email: null });
    });

    it("needs the e-mail or the phone, a known source and a next action from today on", async () => {
      const me = await createStaff(s.handle.db, "collaborator", "approved");
      const count = async () =>
        Number(
          (
            await s.handle.db
              .selectFrom("leads")
              .select((eb) => eb.fn.countAll<string | number>().as("n"))
              .where("created_by", "=", me.user.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      for (const [overrides, message] of [
        [{ phone: "", email: "" }, LEAD_MESSAGES.contactMissing],
        [{ source: "site" }, "Escolha a origem."],
        [{ nextActionAt: yesterday() }, LEAD_MESSAGES.nextActionAtPast],
        [{ nextAction: "" }, LEAD_MESSAGES.nextActionMissing],
        [{ product: "nao-existe" }, "Escolha um produto da lista."],
      ] as const) {
        const res = await s.server.post("/employee-portal/leads/new", form(overrides), me.cookie);
        expect(res.status, message).toBe(400);
        expect(await res.text()).toContain(escapeHtml(message));
      }
      expect(await count()).toBe(0);
    });
  });
});
