/**
 * "Distribuição de oportunidades" over real HTTP against the production build (decision 040), on
 * SQLite and PostgreSQL: an admin puts people in the rotation and gives a product a fixed owner,
 * each audited by ids; what is refused changes nothing; and a visitor's message reaches its owner
 * as a delivered mail with the link to the lead.
 */
import { describe, expect, it } from "vitest";
import { NOT_AN_OWNER } from "~/.server/leads/owners";
import { LEAD_OWNERS_DONE, OWNER_UNKNOWN, PRODUCT_NOT_FOUND } from "~/.server/leads/owners-screen";
import { signedCaptcha } from "../support/captcha";
import { contactFields } from "../support/contact-form";
import { projectDatabase } from "../support/database-project";
import { cookieAfter, escapeHtml, unique, useServerSuite, waitFor } from "../support/http-assertions";
import { shownName } from "../support/staff-fixtures";
import { createStaff } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const SCREEN = "/admin-portal/lead-owners";

describe(`lead owners screen on ${kind}`, () => {
  const s = useServerSuite(kind, { TRUST_PROXY: "1" });

  const takesLeads = async (id: string) =>
    (
      await s.handle.db
        .selectFrom("users")
        .select("takes_leads")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).takes_leads;
  const productOwner = async (product: string) =>
    (
      await s.handle.db
        .selectFrom("lead_product_owners")
        .select("user_id")
        .where("product", "=", product)
        .executeTakeFirst()
    )?.user_id ?? null;
  const auditOf = (action: string, targetId: string) =>
    s.handle.db
      .selectFrom("audit_log")
      .select(["actor_id", "details"])
      .where("action", "=", action)
      .where("target_id", "=", targetId)
      .orderBy("created_at")
      .execute();

  /** Posts a form as the suite's admin; a redirect is followed to the screen's text. */
  const post = async (fields: Record<string, string>) => {
    const res = await s.server.post(SCREEN, fields, s.admin.cookie);
    if (res.status !== 302) return { status: res.status, html: await res.text() };
    await res.text();
    expect(s.where(res)).toBe(SCREEN);
    const page = await s.server.get(SCREEN, cookieAfter(res, s.admin.cookie));
    return { status: 302, html: await page.text() };
  };

  it("lists the active staff with their switch, and not the pending or disabled ones", async () => {
    const named = await createStaff(s.handle.db, "collaborator", "approved");
    const name = `Rita Quadros ${unique()}`;
    await s.handle.db.updateTable("users").set({ name }).where("id", "=", named.user.id).execute();
    const off = await createStaff(s.handle.db, "collaborator", "approved");
    await s.handle.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", off.user.id)
      .execute();
    const res = await s.server.get(SCREEN, s.admin.cookie);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Distribuição de oportunidades");
    expect(html).toContain(escapeHtml(`${name} recebe oportunidades`));
    expect(html).toContain(escapeHtml(`${shownName(s.collaborator)} recebe oportunidades`));
    expect(html).not.toContain(escapeHtml(shownName(off)));
    expect(html).not.toContain(escapeHtml(shownName(s.pending)));
    expect(html).toContain("Responsável fixo por Seguro Auto");
  });

  it("shows who takes leads in full, finds the others by name or e-mail, and suggests only who takes leads as owners", async () => {
    const taker = await createStaff(s.handle.db, "collaborator", "approved");
    await s.handle.db.updateTable("users").set({ takes_leads: 1 }).where("id", "=", taker.user.id).execute();
    const sought = await createStaff(s.handle.db, "collaborator", "approved");
    const name = `Olívia Prudente ${unique()}`;
    await s.handle.db.updateTable("users").set({ name }).where("id", "=", sought.user.id).execute();
    const html = await (
      await s.server.get(`${SCREEN}?busca=${encodeURIComponent(name.toUpperCase())}`, s.admin.cookie)
    ).text();
    expect(html).toContain(escapeHtml(`${name} recebe oportunidades`));
    expect(html).toContain(escapeHtml(`${shownName(taker)} recebe oportunidades`));
    expect(html).not.toContain(escapeHtml(`${shownName(s.collaborator)} recebe oportunidades`));
    // The owner suggestions: one shared list, of who takes leads only.
    expect(html).toContain(`<option value="${escapeHtml(taker.email)}"`);
    expect(html).not.toContain(`<option value="${escapeHtml(sought.email)}"`);
    const none = await (await s.server.get(`${SCREEN}?busca=ninguem-${unique()}`, s.admin.cookie)).text();
    expect(none).toContain("Ninguém encontrado com esta busca.");
    await s.handle.db.updateTable("users").set({ takes_leads: 0 }).where("id", "=", taker.user.id).execute();
  });

  it("with nobody in the rotation the screen says the admins take turns, and who is next", async () => {
    await s.handle.db.updateTable("users").set({ takes_leads: 0 }).execute();
    const html = await (await s.server.get(SCREEN, s.admin.cookie)).text();
    expect(html).toContain("Ninguém recebe oportunidades: inclua alguém abaixo.");
    const block = html.match(/<div[^>]*data-admins-in-turn[^>]*>.*?<\/ul>/s)?.[0] ?? "";
    expect(block).toContain(
      "Enquanto ninguém estiver no rodízio, as oportunidades novas vão para os administradores, um de cada vez:",
    );
    expect(block).toContain(escapeHtml(shownName(s.admin)));
    expect(block).toContain("Próximo na vez");
    expect(block).not.toContain(escapeHtml(shownName(s.collaborator)));
    expect(html).toContain("Sem ninguém no rodízio, os administradores se revezam");
    // Someone in the rotation: no such block.
    await s.handle.db
      .updateTable("users")
      .set({ takes_leads: 1 })
      .where("id", "=", s.collaborator.user.id)
      .execute();
    const after = await (await s.server.get(SCREEN, s.admin.cookie)).text();
    expect(after).not.toContain("data-admins-in-turn");
    await s.handle.db
      .updateTable("users")
      .set({ takes_leads: 0 })
      .where("id", "=", s.collaborator.user.id)
      .execute();
  });

  it("an admin puts a person in the rotation and takes them out, each change audited by ids", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    const on = await post({ intent: "takes-leads", userId: person.user.id, takesLeads: "1" });
    expect(on.status).toBe(302);
    expect(on.html).toContain(escapeHtml(LEAD_OWNERS_DONE["takes-leads"]));
    expect(on.html).toMatch(
      new RegExp(
        `aria-pressed="true" aria-label="${escapeHtml(shownName(person)).replace(/\./g, "\\.")} recebe`,
      ),
    );
    expect(await takesLeads(person.user.id)).toBe(1);
    // Again "on": nothing changes, nothing more in the log.
    expect((await post({ intent: "takes-leads", userId: person.user.id, takesLeads: "1" })).status).toBe(302);
    expect((await post({ intent: "takes-leads", userId: person.user.id, takesLeads: "0" })).status).toBe(302);
    expect(await takesLeads(person.user.id)).toBe(0);
    const rows = await auditOf("lead_owners.takes_leads", person.user.id);
    expect(rows).toEqual([
      { actor_id: s.admin.user.id, details: JSON.stringify({ takesLeads: true }) },
      { actor_id: s.admin.user.id, details: JSON.stringify({ takesLeads: false }) },
    ]);
    const log = await (await s.server.get("/admin-portal/audit", s.admin.cookie)).text();
    expect(log).toContain(escapeHtml(`incluiu ${shownName(person)} no rodízio de oportunidades`));
  });

  it("an admin gives a product a fixed owner and gives it back to the rotation, audited by ids and the product", async () => {
    const owner = await createStaff(s.handle.db, "collaborator", "approved");
    // Written as the person's e-mail, in any case (the screen suggests who takes leads).
    const set = await post({ intent: "product-owner", product: "bike", owner: owner.email.toUpperCase() });
    expect(set.status).toBe(302);
    expect(set.html).toContain(escapeHtml(LEAD_OWNERS_DONE["product-owner"]));
    expect(await productOwner("bike")).toBe(owner.user.id);
    expect((await post({ intent: "product-owner", product: "bike", owner: "" })).status).toBe(302);
    expect(await productOwner("bike")).toBeNull();
    expect(await auditOf("lead_owners.product", "product:bike")).toEqual([
      { actor_id: s.admin.user.id, details: JSON.stringify({ from: null, to: owner.user.id }) },
      { actor_id: s.admin.user.id, details: JSON.stringify({ from: owner.user.id, to: null }) },
    ]);
    const log = await (await s.server.get("/admin-portal/audit", s.admin.cookie)).text();
    expect(log).toContain("definiu um responsável fixo pelas oportunidades de Seguro Bike");
  });

  it("refuses a pending, disabled or unknown person, an unknown product or a malformed id, and changes nothing", async () => {
    const disabled = await createStaff(s.handle.db, "collaborator", "approved");
    await s.handle.db
      .updateTable("users")
      .set({ disabled_at: new Date().toISOString() })
      .where("id", "=", disabled.user.id)
      .execute();
    const refused: [string, string][] = [
      [s.pending.user.id, s.pending.email],
      [disabled.user.id, disabled.email],
      [crypto.randomUUID(), `ninguem-${unique()}@example.com`],
    ];
    for (const [userId, email] of refused) {
      const res = await post({ intent: "takes-leads", userId, takesLeads: "1" });
      expect(res.status).toBe(400);
      expect(res.html).toContain(escapeHtml(NOT_AN_OWNER));
      const fixed = await post({ intent: "product-owner", product: "transport", owner: email });
      expect(fixed.status).toBe(400);
      expect(fixed.html).toContain(escapeHtml(OWNER_UNKNOWN));
    }
    const notAnEmail = await post({ intent: "product-owner", product: "transport", owner: "Joana" });
    expect(notAnEmail.status).toBe(400);
    expect(notAnEmail.html).toContain("Escreva o e-mail de um colaborador");
    expect(await takesLeads(s.pending.user.id)).toBe(0);
    expect(await takesLeads(disabled.user.id)).toBe(0);
    expect(await productOwner("transport")).toBeNull();
    const unknown = await post({
      intent: "product-owner",
      product: "seguro-de-nada",
      owner: s.admin.email,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain(escapeHtml(PRODUCT_NOT_FOUND));
    expect(await productOwner("seguro-de-nada")).toBeNull();
    const malformed = await post({ intent: "takes-leads", userId: "não-é-um-id", takesLeads: "1" });
    expect(malformed.status).toBe(400);
    expect(malformed.html).toContain("Escolha um colaborador.");
    expect((await post({ intent: "takes-leads", userId: s.admin.user.id, takesLeads: "sim" })).status).toBe(
      400,
    );
    expect(await takesLeads(s.admin.user.id)).toBe(0);
  });

  it("a visitor's message goes to the product's fixed owner, whose mail arrives with the link to the lead and no e-mail or phone of the visitor", async () => {
    const owner = await createStaff(s.handle.db, "collaborator", "approved");
    const name = `Tânia Prado ${unique()}`;
    await s.handle.db.updateTable("users").set({ name }).where("id", "=", owner.user.id).execute();
    expect((await post({ intent: "product-owner", product: "residence", owner: owner.email })).status).toBe(
      302,
    );
    const body = contactFields({
      product: "residence",
      phone: "41991112233",
      altcha: await signedCaptcha(),
    });
    const res = await fetch(`${s.server.url}/contact/contact-us`, {
      method: "POST",
      headers: {
        Origin: s.server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": `10.29.${Math.floor(Math.random() * 250)}.7`,
      },
      body: new URLSearchParams(body).toString(),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Mensagem enviada com sucesso!");
    const lead = await s.handle.db
      .selectFrom("leads")
      .select(["id", "owner_id"])
      .where("email_key", "=", body.email.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(lead.owner_id).toBe(owner.user.id);
    const mail = await waitFor(() =>
      s.mail.messages.find((m) => m.to && "text" in m.to && m.to.text === owner.email),
    );
    expect(mail.subject).toBe("Nova oportunidade para você: Seguro Residencial (Formulário do site)");
    expect(mail.text).toContain(`Olá, ${name.split(" ")[0]}!`);
    expect(mail.text).toContain("porque as oportunidades deste produto vão sempre para você");
    expect(mail.text).toContain(`${s.server.url}/employee-portal/leads/${lead.id}`);
    expect(mail.html).toContain(`href="${s.server.url}/employee-portal/leads/${lead.id}"`);
    for (const secret of [body.email, "99111-2233", "991112233"]) {
      expect(mail.text).not.toContain(secret);
      expect(mail.html).not.toContain(secret);
    }
  });
});
