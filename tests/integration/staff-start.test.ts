/**
 * The staff start screens (issue 26): the admin menu keeps the spec's buttons and shows what
 * needs attention, each count (one query each, app/.server/staff-start.ts) following what
 * happens and linking to the screen that deals with it; the collaborator's menu has no counts.
 * Over real HTTP against `node server.js` (run `npm run build` first), on both databases.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { useServerSuite } from "../support/http-assertions";

/** The count of one attention line on the admin menu, and where it links. */
function attention(html: string, id: string): { count: number; href: string } {
  const anchor = html.match(new RegExp(`<a[^>]*data-attention="${id}"[^>]*>.*?</a>`, "s"))?.[0];
  if (!anchor) throw new Error(`no attention line ${id}`);
  return {
    count: Number(anchor.match(/data-testid="attention-count">(\d+)</)?.[1]),
    href: anchor.match(/href="([^"]*)"/)?.[1] ?? "",
  };
}

describe.each(["sqlite", "postgres"] as const)("the start screens on %s", (kind) => {
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

  it("the collaborator's menu has the spec's one button and no counts", async () => {
    const res = await s.server.get("/access/main-menu", s.collaborator.cookie);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("Portal do Colaborador");
    expect(html).not.toContain("O que precisa de atenção");
    expect(html).not.toContain("data-attention");
  });
});
