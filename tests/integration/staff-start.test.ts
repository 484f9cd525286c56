/**
 * The staff start screens (issue 26): the admin menu keeps the spec's buttons and shows what
 * needs attention, each count (one query each, app/.server/staff/start.ts) following what
 * happens and linking to the screen that deals with it; the collaborator's menu has no counts.
 * Both open on "Hoje" (issue 41, app/.server/leads/today.ts).
 * Over real HTTP against `node server.js` (run `npm run build` first), on both databases.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { defaultBusinessHours } from "~/content/business-hours";
import { dueAt, todayIn } from "~/lib/lead-schemas";
import { projectDatabase } from "../support/database-project";
import { escapeHtml, useServerSuite } from "../support/http-assertions";
import { insertLead } from "../support/lead-rows";
import { shownName } from "../support/staff-fixtures";
import { createStaff } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

/** The count of one attention line on the admin menu, and where it links. */
function attention(html: string, id: string): { count: number; href: string } {
  const anchor = html.match(new RegExp(`<a[^>]*data-attention="${id}"[^>]*>.*?</a>`, "s"))?.[0];
  if (!anchor) throw new Error(`no attention line ${id}`);
  return {
    count: Number(anchor.match(/data-testid="attention-count">(\d+)</)?.[1]),
    href: anchor.match(/href="([^"]*)"/)?.[1] ?? "",
  };
}

describe(`the start screens on ${kind}`, () => {
  const s = useServerSuite(kind);
  const adminMenu = async () => {
    const res = await s.server.get("/access/admin-menu", s.admin.cookie);
    expect(res.status).toBe(200);
    return res.text();
  };

  it("the admin menu keeps the spec's buttons and its counts follow registrations, messages and failed mail", async () => {
    let html = await adminMenu();
    for (const button of ["Administração de usuários", "Mensagens do site", "Portal do Colaborador"]) {
      expect(html).toContain(button);
    }
    // The suite's one pending registration; no messages or failed mail yet.
    expect(attention(html, "registrations")).toEqual({ count: 1, href: "/admin-portal" });
    expect(attention(html, "unread-messages")).toEqual({ count: 0, href: "/admin-portal/messages" });
    expect(attention(html, "failed-mail")).toEqual({ count: 0, href: "/admin-portal/messages#failed-mails" });
    const launch = attention(html, "launch");
    expect(launch.href).toBe("/admin-portal/launch");
    // The seeded content is the example brokerage's: the checklist has open items.
    expect(launch.count).toBeGreaterThan(0);

    const now = new Date().toISOString();
    const messageId = randomUUID();
    await s.handle.db
      .insertInto("contact_messages")
      .values({
        id: messageId,
        name: "Ana",
        email: "ana@exemplo.com",
        phone: null,
        subject: "Outros",
        contact_method: "Email",
        message: "Oi",
        product: null,
        handled_at: null,
        created_at: now,
      })
      .execute();
    await s.handle.db
      .insertInto("outbox")
      .values({
        id: randomUUID(),
        kind: "account-approved",
        to_address: "maria@exemplo.com",
        payload: "{}",
        ref_id: null,
        status: "failed",
        attempts: 8,
        next_attempt_at: now,
        locked_until: null,
        last_error: "SMTP fora do ar",
        sent_at: null,
        created_at: now,
      })
      .execute();
    html = await adminMenu();
    expect(attention(html, "unread-messages").count).toBe(1);
    expect(html).toContain("mensagem nova do site");
    expect(attention(html, "failed-mail").count).toBe(1);

    // The admin's own actions bring the counts down: approve, mark the message handled.
    const approve = await s.server.post(
      "/admin-portal",
      { intent: "approve", userId: s.pending.user.id },
      s.admin.cookie,
    );
    expect(approve.status).toBe(302);
    await approve.text();
    const handled = await s.server.post(
      "/admin-portal/messages",
      { intent: "handled", messageId },
      s.admin.cookie,
    );
    expect(handled.status).toBe(302);
    await handled.text();
    html = await adminMenu();
    expect(attention(html, "registrations").count).toBe(0);
    expect(attention(html, "unread-messages").count).toBe(0);
  });

  const DAY = 86_400_000;
  const zone = defaultBusinessHours.timeZone;
  /** The end of the brokerage's day `days` from today (a next action's due instant). */
  const dueIn = (days: number) => dueAt(todayIn(zone, Date.now() + days * DAY), zone);
  /** One "Hoje" group of a start screen: its total and the leads it lists, in order. */
  const group = (html: string, name: "new" | "due" | "stalled") => {
    const block = html.match(new RegExp(`<section[^>]*data-today-group="${name}"[^>]*>.*?</ul>`, "s"))?.[0];
    if (!block) return { total: 0, leads: [] as string[], block: "" };
    return {
      total: Number(block.match(/data-total="(\d+)"/)?.[1]),
      leads: [...block.matchAll(/data-today-lead="([^"]+)"/g)].map((m) => m[1]),
      block,
    };
  };
  /** One lead's card on "Hoje". */
  const card = (html: string, id: string) =>
    html.match(new RegExp(`<li[^>]*data-today-lead="${id}"[^>]*>.*?</li>`, "s"))?.[0] ?? "";

  it("Hoje: a collaborator's own new, due and parado leads first, each with call, WhatsApp for a mobile and open", async () => {
    await s.handle.db.deleteFrom("leads").execute();
    const mine = async () => (await s.server.get("/access/main-menu", s.collaborator.cookie)).text();
    let html = await mine();
    expect(html).toContain(
      "Tudo em dia: nenhuma oportunidade sua espera contato, vence hoje ou está parada.",
    );

    const me = s.collaborator.user.id;
    const other = await createStaff(s.handle.db, "collaborator", "approved");
    const hour = (n: number) => new Date(Date.now() - n * 3_600_000).toISOString();
    // New: still in Novo, nobody has contacted them; one a mobile, one a landline.
    const newMobile = await insertLead(s.handle.db, {
      name: "Ana Nova",
      stage_id: "novo",
      owner_id: me,
      phone: "41987654321",
      product: "automobile",
      next_action: "Fazer o primeiro contato",
      next_action_at: dueIn(1),
      at: hour(1),
    });
    const newLandline = await insertLead(s.handle.db, {
      name: "Bruno Fixo",
      stage_id: "novo",
      owner_id: me,
      phone: "4133445566",
      at: hour(2),
    });
    // Due: today, and one overdue since yesterday.
    const dueToday = await insertLead(s.handle.db, {
      name: "Carla Hoje",
      owner_id: me,
      next_action: "Enviar cotação",
      next_action_at: dueIn(0),
    });
    const overdue = await insertLead(s.handle.db, {
      name: "Davi Atrasado",
      owner_id: me,
      next_action: "Ligar de volta",
      next_action_at: dueIn(-1),
    });
    // Parado: no activity for 10 days, nothing due.
    const stalled = await insertLead(s.handle.db, {
      name: "Eva Parada",
      owner_id: me,
      at: new Date(Date.now() - 10 * DAY).toISOString(),
    });
    // In order: worked today, due in a week; and someone else's new lead.
    await insertLead(s.handle.db, { name: "Fabio Em Dia", owner_id: me, next_action_at: dueIn(7) });
    const theirs = await insertLead(s.handle.db, {
      name: "Gil de Outro",
      stage_id: "novo",
      owner_id: other.user.id,
    });
    // Contacted already: a call logged moves a Novo lead out of "new".
    const called = await insertLead(s.handle.db, { name: "Hugo Ligado", stage_id: "novo", owner_id: me });
    await s.handle.db
      .insertInto("lead_activities")
      .values({
        id: randomUUID(),
        lead_id: called,
        kind: "call",
        actor_id: me,
        message_id: null,
        body: null,
        details: null,
        created_at: new Date().toISOString(),
      })
      .execute();

    html = await mine();
    // First on the screen, before the spec's destinations.
    expect(html.indexOf('aria-labelledby="hoje"')).toBeGreaterThan(0);
    expect(html.indexOf('aria-labelledby="hoje"')).toBeLessThan(html.indexOf("Portal do Colaborador</span>"));
    expect(group(html, "new")).toMatchObject({ total: 2, leads: [newLandline, newMobile] });
    expect(group(html, "due")).toMatchObject({ total: 2, leads: [overdue, dueToday] });
    expect(group(html, "stalled")).toMatchObject({ total: 1, leads: [stalled] });
    const today = html.slice(html.indexOf("data-today"), html.indexOf('aria-label="Destinos'));
    expect(today).toContain("Ana Nova");
    expect(today).not.toContain("Gil de Outro");
    expect(today).not.toContain("Fabio Em Dia");
    expect(today).not.toContain("Hugo Ligado");

    const ana = card(html, newMobile);
    expect(ana).toContain("Seguro Auto · Novo");
    expect(ana).toContain('href="tel:+5541987654321"');
    expect(ana).toContain(`action="/employee-portal/leads/${newMobile}/whatsapp"`);
    expect(ana).toContain(`href="/employee-portal/leads/${newMobile}"`);
    expect(ana).toMatch(
      /Chegou em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} · primeiro contato até \d{2}\/\d{2}\/\d{4}/,
    );
    // A landline gets "Ligar", never WhatsApp.
    const bruno = card(html, newLandline);
    expect(bruno).toContain('href="tel:+554133445566"');
    expect(bruno).not.toContain("/whatsapp");
    expect(card(html, dueToday)).toContain("Enviar cotação · vence hoje");
    expect(card(html, overdue)).toMatch(/Ligar de volta · atrasada desde \d{2}\/\d{2}\/\d{4}/);
    expect(card(html, stalled)).toMatch(/Sem atividade desde \d{2}\/\d{2}\/\d{4}/);

    // An admin sees every open lead, their own first, whose each one is, and everyone's load.
    const adminsOwn = await insertLead(s.handle.db, {
      name: "Ivo do Admin",
      stage_id: "novo",
      owner_id: s.admin.user.id,
      at: hour(0.5),
    });
    const nobodys = await insertLead(s.handle.db, {
      name: "Jade Sem Dono",
      stage_id: "novo",
      owner_id: null,
    });
    html = await adminMenu();
    const all = group(html, "new");
    expect(all.total).toBe(5);
    expect(all.leads[0]).toBe(adminsOwn);
    expect(all.leads.sort()).toEqual([adminsOwn, newMobile, newLandline, theirs, nobodys].sort());
    expect(card(html, theirs)).toContain(`Sem produto · Novo · Com ${escapeHtml(shownName(other))}`);
    expect(card(html, nobodys)).toContain("Sem produto · Novo · Sem responsável");
    expect(card(html, adminsOwn)).not.toContain(" · Com ");
    const load = html.match(/<section[^>]*aria-labelledby="hoje-carga"[^>]*>.*?<\/section>/s)?.[0] ?? "";
    // Each row as read: the person, then each column's name (a phone's card label) and value.
    const rows = [...load.matchAll(/<tr data-card[^>]*>(.*?)<\/tr>/gs)].map((m) =>
      (m[1] ?? "")
        .replace(/<[^>]+>/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    );
    // The unassigned first; then by how much each has to do (the collaborator: 2 new, 2 due, 1 parado).
    expect(rows.slice(0, 2)).toEqual([
      "Sem responsável Abertas 1 Sem contato 1 Para hoje ou atrasadas 0 Paradas 0",
      `${escapeHtml(shownName(s.collaborator))} Abertas 7 Sem contato 2 Para hoje ou atrasadas 2 Paradas 1`,
    ]);
    expect(attention(html, "unassigned-leads")).toEqual({
      count: 1,
      href: "/employee-portal/leads?dono=sem",
    });
    expect(html.indexOf('aria-labelledby="hoje"')).toBeLessThan(html.indexOf('aria-labelledby="atencao"'));

    // Won: off "Hoje" and no longer unassigned-open.
    await s.handle.db.updateTable("leads").set({ stage_id: "ganho" }).where("id", "=", nobodys).execute();
    html = await adminMenu();
    expect(group(html, "new").total).toBe(4);
    expect(attention(html, "unassigned-leads").count).toBe(0);
  });

  it("a lead handed to someone is new to them until they open it: the shell's count and notice, their own only", async () => {
    await s.handle.db.deleteFrom("leads").execute();
    const unseen = async (cookie: string) => {
      const res = await s.server.get("/employee-portal/unseen-leads", cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("cache-control")).toContain("no-store");
      return res.json();
    };
    expect(await unseen(s.collaborator.cookie)).toEqual({ count: 0, newest: null });
    // Handed over by an admin on the desk: new to the collaborator.
    const lead = await insertLead(s.handle.db, {
      name: "Lia Entregue",
      product: "automobile",
      stage_id: "novo",
    });
    const handed = await s.server.post(
      `/employee-portal/leads/${lead}`,
      { intent: "owner", ownerId: s.collaborator.user.id },
      s.admin.cookie,
    );
    expect(handed.status).toBe(302);
    await handed.text();
    expect(await unseen(s.collaborator.cookie)).toEqual({
      count: 1,
      newest: {
        id: lead,
        name: "Lia Entregue",
        product: "Seguro Auto",
        to: `/employee-portal/leads/${lead}`,
      },
    });
    // Never someone else's: the admin has nothing new.
    expect((await unseen(s.admin.cookie)).count).toBe(0);
    // The shell of every staff screen carries it (its badge and notice), and "Hoje" marks it.
    const portal = await (await s.server.get("/employee-portal/leads", s.collaborator.cookie)).text();
    expect(portal).toContain('data-unseen-count="1"');
    const start = await (await s.server.get("/access/main-menu", s.collaborator.cookie)).text();
    expect(card(start, lead)).toContain("Nova para você");
    // Opened: seen.
    const page = await s.server.get(`/employee-portal/leads/${lead}`, s.collaborator.cookie);
    expect(page.status).toBe(200);
    await page.text();
    expect(await unseen(s.collaborator.cookie)).toEqual({ count: 0, newest: null });
    const again = await (await s.server.get("/access/main-menu", s.collaborator.cookie)).text();
    expect(card(again, lead)).not.toContain("Nova para você");
    // A lead one takes oneself is not news.
    const taken = await insertLead(s.handle.db, {
      name: "Mel Assumida",
      stage_id: "novo",
      owner_seen_at: null,
    });
    const took = await s.server.post(
      `/employee-portal/leads/${taken}`,
      { intent: "owner", ownerId: s.collaborator.user.id },
      s.collaborator.cookie,
    );
    expect(took.status).toBe(302);
    await took.text();
    expect((await unseen(s.collaborator.cookie)).count).toBe(0);
  });

  it("the collaborator's menu has the spec's one button and no counts", async () => {
    const res = await s.server.get("/access/main-menu", s.collaborator.cookie);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("Portal do Colaborador");
    expect(html).not.toContain("O que precisa de atenção");
    expect(html).not.toContain("data-attention");
  });
});
