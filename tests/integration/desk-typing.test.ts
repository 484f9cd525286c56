/**
 * Nothing half-written is sent, and WhatsApp counts only once sent (issue 41, ux review 2 B2 and
 * B8; decision 062), over real HTTP against `node server.js` (run `npm run build` first), on
 * SQLite and PostgreSQL: a reply still holding the template's placeholder is refused with nothing
 * queued or logged; a landline gets "Ligar" and no WhatsApp, and the server refuses it; opening
 * WhatsApp is logged as an opening that is no contact (indicators' first contact, "Hoje"'s new
 * leads, the parado clock) until "Sim, enviei", which is the contact, once.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { LEAD_DONE } from "~/.server/leads";
import { WHATSAPP_LANDLINE } from "~/.server/leads/desk/actions";
import { leadIndicators, leadPeriod } from "~/.server/leads/indicators";
import { defaultBusinessHours } from "~/content/business-hours";
import { REPLY_PLACEHOLDER, REPLY_PLACEHOLDER_LEFT } from "~/lib/lead-schemas";
import { projectDatabase } from "../support/database-project";
import { cookieAfter, escapeHtml, unique, useServerSuite } from "../support/http-assertions";
import { insertLeadWithMessage } from "../support/lead-fixtures";
import { createStaff, type StaffFixture } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

describe(`typing and WhatsApp on the lead desk on ${kind}`, () => {
  const s = useServerSuite(kind);

  /** A site lead in Novo owned by `owner`, with the visitor's message, created now. */
  async function makeLead(owner: StaffFixture, phone: string | null) {
    const at = new Date().toISOString();
    const email = `pessoa-${unique()}@exemplo.com`;
    const { id: messageId } = await s.handle.db
      .insertInto("contact_messages")
      .values({
        id: randomUUID(),
        name: "Roberto Fixo",
        email,
        phone,
        subject: "Seguros",
        contact_method: "Telefone",
        message: `Quero um seguro ${unique()}`,
        product: "automobile",
        handled_at: null,
        created_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return insertLeadWithMessage(s.handle.db, messageId, {
      name: "Roberto Fixo",
      email,
      email_key: email,
      phone,
      phone_key: phone,
      product: "automobile",
      owner_id: owner.user.id,
      at,
    });
  }

  const page = (id: string) => `/employee-portal/leads/${id}`;
  const staffKinds = async (id: string) =>
    (
      await s.handle.db
        .selectFrom("lead_activities")
        .select("kind")
        .where("lead_id", "=", id)
        .where("kind", "!=", "message")
        .orderBy("created_at")
        .execute()
    ).map((a) => a.kind);
  const openWhatsApp = (id: string, who: StaffFixture) =>
    s.server.post(`${page(id)}/whatsapp`, { intent: "whatsapp" }, who.cookie);

  it("a reply still holding the placeholder is refused on its field, nothing queued or logged; written, it goes", async () => {
    const me = await createStaff(s.handle.db, "collaborator", "approved");
    const lead = await makeLead(me, "41999871234");
    const html = await (await s.server.get(page(lead), me.cookie)).text();
    // The template the page proposes, sent as it is.
    const body = html.match(/<textarea id="resposta-texto"[^>]*>([^<]*)<\/textarea>/)?.[1] ?? "";
    expect(body).toContain(escapeHtml(REPLY_PLACEHOLDER));
    const unescaped = body.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");

    const refused = await s.server.post(
      page(lead),
      { intent: "email", subject: "Seguro Auto", body: unescaped },
      me.cookie,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(escapeHtml(REPLY_PLACEHOLDER_LEFT));
    expect(await s.handle.db.selectFrom("outbox").select("id").where("ref_id", "=", lead).execute()).toEqual(
      [],
    );
    expect(await staffKinds(lead)).toEqual([]);

    const written = unescaped.replace(REPLY_PLACEHOLDER, "Segue a cotação do seu carro.");
    const sent = await s.server.post(
      page(lead),
      { intent: "email", subject: "Seguro Auto", body: written },
      me.cookie,
    );
    await sent.text();
    expect(sent.status).toBe(302);
    expect(
      await s.handle.db.selectFrom("outbox").select("kind").where("ref_id", "=", lead).execute(),
    ).toEqual([{ kind: "lead-reply" }]);
    expect(await staffKinds(lead)).toEqual(["email"]);
  });

  it("a landline gets Ligar and no WhatsApp on its page, and the server refuses WhatsApp for it", async () => {
    const me = await createStaff(s.handle.db, "collaborator", "approved");
    const landline = await makeLead(me, "4133445566");
    const html = await (await s.server.get(page(landline), me.cookie)).text();
    expect(html).toContain('href="tel:+554133445566"');
    expect(html).not.toContain(`${page(landline)}/whatsapp`);

    const refused = await openWhatsApp(landline, me);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(escapeHtml(WHATSAPP_LANDLINE));
    expect(await staffKinds(landline)).toEqual([]);

    const mobile = await makeLead(me, "41999871234");
    expect(await (await s.server.get(page(mobile), me.cookie)).text()).toContain(`${page(mobile)}/whatsapp`);
  });

  it("opening WhatsApp is no contact until 'Sim, enviei': first contact, Hoje's new leads and the parado clock wait for it", async () => {
    await s.handle.db.deleteFrom("leads").execute();
    const me = await createStaff(s.handle.db, "collaborator", "approved");
    const lead = await makeLead(me, "41999871234");
    const week = leadPeriod("esta-semana", defaultBusinessHours.timeZone);
    const firstContact = async () =>
      (await leadIndicators(s.handle.db, week, defaultBusinessHours)).firstContact;
    const lastActivity = async () =>
      (
        await s.handle.db
          .selectFrom("leads")
          .select("last_activity_at")
          .where("id", "=", lead)
          .executeTakeFirstOrThrow()
      ).last_activity_at;
    const isNewOnHoje = async () => {
      const html = await (await s.server.get("/access/main-menu", me.cookie)).text();
      const block = html.match(/<section[^>]*data-today-group="new"[^>]*>.*?<\/ul>/s)?.[0] ?? "";
      return block.includes(`data-today-lead="${lead}"`);
    };
    const before = await lastActivity();
    expect(await isNewOnHoje()).toBe(true);

    const opened = await openWhatsApp(lead, me);
    expect(opened.status).toBe(200);
    const tab = await opened.text();
    expect(tab).toContain(escapeHtml(LEAD_DONE.whatsapp));
    expect(tab).toMatch(/content="0;url=https:\/\/wa\.me\/5541999871234\?text=/);
    expect(await staffKinds(lead)).toEqual(["whatsapp-opened"]);
    expect(await firstContact()).toMatchObject({ contacted: 0, waiting: 1 });
    expect(await isNewOnHoje()).toBe(true);
    expect(await lastActivity()).toBe(before);
    const stage = await s.handle.db
      .selectFrom("leads")
      .select("stage_id")
      .where("id", "=", lead)
      .executeTakeFirst();
    expect(stage?.stage_id).toBe("novo");

    // The page asks the person who opened it, and no one else.
    const asked = await (await s.server.get(page(lead), me.cookie)).text();
    expect(asked).toContain("Você enviou a mensagem no WhatsApp?");
    expect(asked).toContain("Envio não confirmado: não conta como contato");
    const openingId = asked.match(/name="openingId" value="([0-9a-f-]{36})"/)?.[1] ?? "";
    expect(openingId).not.toBe("");
    const admin = await (await s.server.get(page(lead), s.admin.cookie)).text();
    expect(admin).not.toContain("Você enviou a mensagem no WhatsApp?");
    const notTheirs = await s.server.post(page(lead), { intent: "whatsapp-sent", openingId }, s.admin.cookie);
    expect(notTheirs.status).toBe(404);
    await notTheirs.text();

    const yes = await s.server.post(page(lead), { intent: "whatsapp-sent", openingId }, me.cookie);
    await yes.text();
    expect(yes.status).toBe(302);
    const after = await (await s.server.get(page(lead), cookieAfter(yes, me.cookie))).text();
    expect(after).toContain(escapeHtml("Conversa no WhatsApp registrada."));
    expect(after).not.toContain("Você enviou a mensagem no WhatsApp?");
    expect(after).toContain("Mensagem enviada (confirmado)");
    expect((await staffKinds(lead)).sort()).toEqual(["whatsapp", "whatsapp-opened"]);
    expect(await firstContact()).toMatchObject({ contacted: 1, waiting: 0 });
    expect(await isNewOnHoje()).toBe(false);
    expect(await lastActivity()).not.toBe(before);

    // Answered once: a second "Sim, enviei" (another tab, a double tap) is not a second contact.
    const again = await s.server.post(page(lead), { intent: "whatsapp-sent", openingId }, me.cookie);
    expect(again.status).toBe(400);
    await again.text();
    expect((await staffKinds(lead)).sort()).toEqual(["whatsapp", "whatsapp-opened"]);
  });

  it("'Não enviei' answers the question and records no contact", async () => {
    const me = await createStaff(s.handle.db, "collaborator", "approved");
    const lead = await makeLead(me, "41999871234");
    await (await openWhatsApp(lead, me)).text();
    const asked = await (await s.server.get(page(lead), me.cookie)).text();
    const openingId = asked.match(/name="openingId" value="([0-9a-f-]{36})"/)?.[1] ?? "";
    const no = await s.server.post(page(lead), { intent: "whatsapp-not-sent", openingId }, me.cookie);
    await no.text();
    expect(no.status).toBe(302);
    const after = await (await s.server.get(page(lead), cookieAfter(no, me.cookie))).text();
    expect(after).toContain(escapeHtml(LEAD_DONE["whatsapp-not-sent"]));
    expect(after).not.toContain("Você enviou a mensagem no WhatsApp?");
    expect(after).toContain("Mensagem não enviada");
    expect(await staffKinds(lead)).toEqual(["whatsapp-opened"]);
  });
});
