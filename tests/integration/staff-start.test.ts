/**
 * The staff start screens (issue 26): the admin menu keeps the spec's buttons and shows what
 * needs attention, each count (one query each, app/.server/staff-start.ts) following what
 * happens and linking to the screen that deals with it; the collaborator's menu has no counts.
 * Over real HTTP against `node server.js` (run `npm run build` first), on both databases.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { projectDatabase } from "../support/database-project";
import { escapeHtml, useServerSuite } from "../support/http-assertions";
import { insertLead } from "../support/lead-rows";
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

  /** A lead in "Cotando" whose last activity was `daysAgo` calendar days ago (10 days: parado). */
  const addLead = (name: string, owner: string | null, daysAgo = 10) =>
    insertLead(s.handle.db, {
      name,
      product: "automobile",
      owner_id: owner,
      at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
    });
  const stalledBlock = (html: string) => {
    const block = html.match(/<section[^>]*aria-labelledby="paradas"[^>]*>.*?<\/section>/s)?.[0];
    if (!block) throw new Error("no parado block");
    return {
      total: Number(block.match(/data-stalled-total="(\d+)"/)?.[1]),
      leads: [...block.matchAll(/data-stalled-lead="([^"]+)"/g)].map((m) => m[1]),
      block,
    };
  };

  it("parado leads come first: a collaborator's own, an admin's all, with the unassigned count", async () => {
    await s.handle.db.deleteFrom("leads").execute();
    const mine = async () => (await s.server.get("/access/main-menu", s.collaborator.cookie)).text();
    let html = await mine();
    expect(stalledBlock(html).total).toBe(0);
    expect(html).toContain("Nenhuma oportunidade sua está parada.");

    const other = await createStaff(s.handle.db, "collaborator", "approved");
    const own = await addLead("Joana Parada", s.collaborator.user.id);
    await addLead("Joana Em Dia", s.collaborator.user.id, 0);
    const theirs = await addLead("Pedro de Outro", other.user.id);
    const nobodys = await addLead("Sem Dono Parado", null);
    await addLead("Sem Dono Em Dia", null, 0);

    html = await mine();
    const block = stalledBlock(html);
    expect(block).toMatchObject({ total: 1, leads: [own] });
    expect(block.block).toContain("Joana Parada");
    expect(block.block).toContain("Seguro Auto · Cotando");
    expect(block.block).toContain(`href="/employee-portal/leads/${own}"`);
    expect(block.block).toContain('href="/employee-portal/leads?parados=1&amp;dono=meus"');
    expect(html).not.toContain("Pedro de Outro");
    // First on the screen: before the destinations.
    expect(html.indexOf('aria-labelledby="paradas"')).toBeLessThan(
      html.indexOf("Portal do Colaborador</span>"),
    );

    html = await adminMenu();
    const all = stalledBlock(html);
    expect(all.total).toBe(3);
    expect(all.leads.sort()).toEqual([own, theirs, nobodys].sort());
    expect(all.block).toContain('href="/employee-portal/leads?parados=1"');
    expect(all.block).toContain("Seguro Auto · Cotando · Sem responsável");
    expect(all.block).toContain(`Seguro Auto · Cotando · Com ${escapeHtml(other.email)}`);
    expect(attention(html, "unassigned-leads")).toEqual({
      count: 2,
      href: "/employee-portal/leads?dono=sem",
    });
    expect(html.indexOf('aria-labelledby="paradas"')).toBeLessThan(html.indexOf('aria-labelledby="atencao"'));

    // Won: no longer parado, no longer unassigned-open.
    await s.handle.db.updateTable("leads").set({ stage_id: "ganho" }).where("id", "=", nobodys).execute();
    html = await adminMenu();
    expect(stalledBlock(html).total).toBe(2);
    expect(attention(html, "unassigned-leads").count).toBe(1);
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
