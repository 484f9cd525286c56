/**
 * The word the desk sends and the promises the site makes (issue 41, copy review 3; decision
 * 060), over real HTTP against the production build, on SQLite and PostgreSQL:
 * - "um corretor responde" on the contact and home pages, served from the page cache, only while
 *   everyone who receives new leads has a SUSEP registration; a change of the rotation or of a
 *   registration reaches the cached pages;
 * - the visitor's confirmation as received from the SMTP sink: "um corretor" only when the lead's
 *   owner is a broker, the spec's subject kept whole, the privacy line; the owner's notice names
 *   no one in its subject;
 * - the reply e-mail and the WhatsApp text per source, signed with the person's name (or the
 *   team) and the brokerage's legal identity; a referral needs who referred;
 * - the privacy policy as served: the desk's legal bases, the open leads' limit from the
 *   environment, the quote portal's role and a foreign provider's safeguard as the admin chose;
 * - the purge of open leads nobody touched, at its edge.
 * Long on purpose: the words of the desk and the site's promises change together, on one server per database.
 */
import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { purgeIdleLeads } from "~/.server/leads";
import { REPLY_PLACEHOLDER } from "~/.server/leads/desk/templates";
import { ANSWER_PROMISE } from "~/content/answer-promise";
import { defaultSiteDetails as site } from "~/content/site-defaults";
import { BR_MESSAGES } from "~/lib/br";
import { LEAD_MESSAGES, todayIn } from "~/lib/lead-schemas";
import { signedCaptcha } from "../support/captcha";
import { contactFields } from "../support/contact-form";
import { contentFormFields, liveSiteDetails, postWithLogo } from "../support/content-form";
import { projectDatabase } from "../support/database-project";
import { escapeHtml, unique, useServerSuite, waitFor } from "../support/http-assertions";
import { insurerPublicFields, postInsurerEditor } from "../support/insurer-form";
import { insertLead } from "../support/lead-rows";
import { createStaff, type StaffFixture } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const DAY = 86_400_000;
const OPEN_LEAD_DAYS = 90;

/** HTML text back to what React escaped. */
const fromHtml = (html: string) =>
  html
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

describe(`the desk's words on ${kind}`, () => {
  const s = useServerSuite(kind, { TRUST_PROXY: "1", OPEN_LEAD_RETENTION_DAYS: String(OPEN_LEAD_DAYS) });
  // The purge's test stops the clock; nothing else may run on it.
  afterEach(() => {
    vi.useRealTimers();
  });

  let visitors = 0;
  /**
   * Posts the contact form as a new visitor (own address for the rate limits, own phone: the same
   * phone would join the first visitor's open lead and its owner); answers the fields.
   */
  async function sendContact(overrides: Record<string, string> = {}) {
    visitors += 1;
    const phone = `4198${kind === "sqlite" ? 1 : 2}${String(visitors).padStart(6, "0")}`;
    const body = contactFields({ altcha: await signedCaptcha(), phone, ...overrides });
    const res = await fetch(`${s.server.url}/contact/contact-us`, {
      method: "POST",
      headers: {
        Origin: s.server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": `10.41.${kind === "sqlite" ? 1 : 2}.${visitors}`,
      },
      body: new URLSearchParams(body).toString(),
    });
    expect(res.status).toBe(200);
    await res.text();
    return body;
  }

  const mailTo = (address: string, subject?: RegExp) =>
    waitFor(() =>
      s.mail.messages.find(
        (m) => m.to && "text" in m.to && m.to.text === address && (!subject || subject.test(m.subject ?? "")),
      ),
    );

  /** An admin action that redirects back to where it was posted. */
  async function adminPost(path: string, fields: Record<string, string>) {
    const res = await s.server.post(path, fields, s.admin.cookie);
    const html = await res.text();
    expect(res.status, html.slice(0, 300)).toBe(302);
  }
  const setTakesLeads = (person: StaffFixture, on: boolean) =>
    adminPost("/admin-portal/lead-owners", {
      intent: "takes-leads",
      userId: person.user.id,
      takesLeads: on ? "1" : "0",
    });
  /** Usuários → Editar: the name and the SUSEP registration ("" for none). */
  const editPerson = (person: StaffFixture, name: string, susepRegistration: string) =>
    adminPost("/admin-portal", {
      intent: "edit",
      userId: person.user.id,
      name,
      phone: "",
      susepRegistration,
    });

  /** Takes everybody out of the rotation and every product's fixed owner, as an admin would. */
  async function nobodyTakesLeads() {
    const takers = await s.handle.db
      .selectFrom("users")
      .select("id")
      .where("takes_leads", "=", 1)
      .where("status", "=", "approved")
      .where("disabled_at", "is", null)
      .execute();
    for (const { id } of takers)
      await adminPost("/admin-portal/lead-owners", { intent: "takes-leads", userId: id, takesLeads: "0" });
    await s.handle.db.deleteFrom("lead_product_owners").execute();
  }

  /** A collaborator with a name, in the rotation, with a SUSEP registration or none. */
  async function taker(susepRegistration: string) {
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    const name = `Joana Ribeiro ${unique()}`;
    await editPerson(person, name, susepRegistration);
    await setTakesLeads(person, true);
    return { ...person, name };
  }

  /** A public page as an anonymous visitor gets it: from the page cache (its ETag says so). */
  async function cachedPage(path: string) {
    const res = await s.server.get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag"), `${path} from the page cache`).toMatch(/^W\/"/);
    return { etag: res.headers.get("etag"), html: await res.text() };
  }

  it("the contact and home pages say 'um corretor' only while everyone in the rotation is a broker, and the cached pages follow", async () => {
    await nobodyTakesLeads();
    const team = await cachedPage("/contact/contact-us");
    expect(team.html).toContain(ANSWER_PROMISE.team.contactPage);
    expect(team.html).not.toContain("um corretor responde");
    const teamHome = await cachedPage("/");
    expect(teamHome.html).toContain(ANSWER_PROMISE.team.home);
    expect(teamHome.html).toContain(">Fale conosco<");
    expect(teamHome.html).not.toContain("Fale com um corretor");

    const broker = await taker("100234567");
    const brokers = await cachedPage("/contact/contact-us");
    expect(brokers.etag).not.toBe(team.etag);
    expect(brokers.html).toContain(ANSWER_PROMISE.brokers.contactPage);
    const brokersHome = await cachedPage("/");
    expect(brokersHome.html).toContain(ANSWER_PROMISE.brokers.home);
    expect(brokersHome.html).toContain("Fale com um corretor");
    // A financial page offers "Fale conosco" whoever answers (credit is no broker's advice).
    expect((await cachedPage("/financial/credit-card")).html).not.toContain("Fale com um corretor");
    expect((await cachedPage("/insurances/automobile")).html).toContain("Fale com um corretor");

    // Someone without a registration joins the rotation: the promise goes back to the team.
    const clerk = await taker("");
    expect((await cachedPage("/contact/contact-us")).html).toContain(ANSWER_PROMISE.team.contactPage);
    await setTakesLeads(clerk, false);
    expect((await cachedPage("/contact/contact-us")).html).toContain(ANSWER_PROMISE.brokers.contactPage);
    // The broker's registration is removed in Usuários: the team again.
    await editPerson(broker, broker.name, "");
    expect((await cachedPage("/contact/contact-us")).html).toContain(ANSWER_PROMISE.team.contactPage);
    await editPerson(broker, broker.name, "100234567");
    expect((await cachedPage("/")).html).toContain(ANSWER_PROMISE.brokers.home);
    // A broker disabled leaves nobody in the rotation: the team.
    await adminPost("/admin-portal", { intent: "disable", userId: broker.user.id });
    expect((await cachedPage("/contact/contact-us")).html).toContain(ANSWER_PROMISE.team.contactPage);
    // Distribuição tells the admin why.
    const screen = await (await s.server.get("/admin-portal/lead-owners", s.admin.cookie)).text();
    expect(screen).toContain(escapeHtml("“nossa equipe responde”"));
  });

  it("while nobody takes leads the admins do (decision 061): 'um corretor' only while every active admin is a broker, and a promotion reaches the cached page", async () => {
    await nobodyTakesLeads();
    const admins = await s.handle.db
      .selectFrom("users")
      .select(["id", "name"])
      .where("role", "=", "admin")
      .where("status", "=", "approved")
      .where("disabled_at", "is", null)
      .execute();
    const register = (userId: string, name: string | null, susepRegistration: string) =>
      adminPost("/admin-portal", { intent: "edit", userId, name: name ?? "", phone: "", susepRegistration });
    for (const admin of admins) await register(admin.id, admin.name, "100300400");
    expect((await cachedPage("/contact/contact-us")).html).toContain(ANSWER_PROMISE.brokers.contactPage);
    // A colleague without a registration becomes an admin: now in the admins' turn.
    const colleague = await createStaff(s.handle.db, "collaborator", "approved");
    await adminPost("/admin-portal", { intent: "promote", userId: colleague.user.id });
    expect((await cachedPage("/contact/contact-us")).html).toContain(ANSWER_PROMISE.team.contactPage);
    await adminPost("/admin-portal", { intent: "demote", userId: colleague.user.id });
    expect((await cachedPage("/contact/contact-us")).html).toContain(ANSWER_PROMISE.brokers.contactPage);
    for (const admin of admins) await register(admin.id, admin.name, "");
    expect((await cachedPage("/contact/contact-us")).html).toContain(ANSWER_PROMISE.team.contactPage);
  });

  it("the visitor's confirmation says 'um corretor' only when the lead's owner is a broker, keeps the spec's subject whole and says who holds the data", async () => {
    await nobodyTakesLeads();
    const broker = await taker("100234567");
    const toBroker = await sendContact({ subject: "Dúvida(s)", product: "automobile", phone: "41987654321" });
    const confirmation = await mailTo(toBroker.email, /^Recebemos a sua mensagem/);
    expect(confirmation.text).toContain(
      "Um corretor da nossa equipe vai responder pelo WhatsApp, no número (41) 9 8765-4321, como você preferiu.",
    );
    expect(confirmation.text).toContain("com o assunto “Dúvida(s)”, sobre Seguro Auto.");
    expect(confirmation.text).toContain("(horário de Brasília)");
    expect(confirmation.text).toContain(`Seus dados são tratados pela ${site.legalName}, CNPJ ${site.cnpj}`);
    expect(confirmation.text).toContain("/privacy-policy");
    expect(confirmation.text).toContain(site.dataProtectionOfficer.email);
    // The owner's notice names the product and the source, not the person, in its subject.
    const notice = await mailTo(broker.email, /^Nova oportunidade/);
    expect(notice.subject).toBe("Nova oportunidade para você: Seguro Auto (Formulário do site)");
    expect(notice.subject).not.toContain(toBroker.from_name);

    await setTakesLeads(broker, false);
    const clerk = await taker("");
    const toClerk = await sendContact();
    const teamConfirmation = await mailTo(toClerk.email, /^Recebemos a sua mensagem/);
    expect(teamConfirmation.text).toContain("Alguém da nossa equipe vai responder pelo WhatsApp");
    expect(teamConfirmation.text).not.toMatch(/corretor da nossa equipe/);
    await setTakesLeads(clerk, false);
    // Nobody takes leads: the lead waits unassigned, and the mail promises the team.
    const toNobody = await sendContact();
    expect((await mailTo(toNobody.email, /^Recebemos a sua mensagem/)).text).toContain(
      "Alguém da nossa equipe",
    );
  });

  it("the reply e-mail to a site message opens with it, signs with the broker's name, registration and the legal identity, and arrives so", async () => {
    await nobodyTakesLeads();
    const broker = await taker("100234567");
    const visitor = await sendContact({ product: "automobile" });
    const lead = await waitFor(() =>
      s.handle.db
        .selectFrom("leads")
        .select(["id", "owner_id"])
        .where("email_key", "=", visitor.email)
        .executeTakeFirst(),
    );
    expect(lead.owner_id).toBe(broker.user.id);
    const page = await (await s.server.get(`/employee-portal/leads/${lead.id}`, broker.cookie)).text();
    const body = fromHtml(page.match(/<textarea id="resposta-texto"[^>]*>([\s\S]*?)<\/textarea>/)?.[1] ?? "");
    // What the visitor authorised, not a policy "accepted" (N-L7).
    expect(fromHtml(page)).toContain("Autorizou o uso dos dados para responder ao contato em ");
    expect(page).not.toContain("aceita em");
    expect(body).toContain(
      `Aqui é ${broker.name}, da ${site.name}. Recebemos a sua mensagem pelo site sobre Seguro Auto.`,
    );
    const answer = `Segue a cotação ${unique()}.`;
    const res = await s.server.post(
      `/employee-portal/leads/${lead.id}`,
      { intent: "email", subject: "Seguro Auto", body: body.replace(REPLY_PLACEHOLDER, answer) },
      broker.cookie,
    );
    await res.text();
    expect(res.status).toBe(302);
    const sent = await mailTo(visitor.email, /^Seguro Auto$/);
    for (const line of [
      answer,
      `Atenciosamente,\n${broker.name}\nCorretagem de seguros: registro SUSEP nº 100234567`,
      `${site.name} — ${site.legalName}`,
      `CNPJ ${site.cnpj} — corretora de seguros registrada na SUSEP sob o nº ${site.susepRegistration}`,
    ])
      expect(sent.text).toContain(line);
    expect(sent.text).not.toContain(broker.email);
    await setTakesLeads(broker, false);
  });

  it("a referral needs who referred; its WhatsApp text names them and the way out, never 'Recebemos', signed with the person's name", async () => {
    const me = await createStaff(s.handle.db, "collaborator", "approved", { name: "Carla Mendes" });
    const form = (overrides: Record<string, string>) => ({
      intent: "create",
      name: `Paulo Indicado ${unique()}`,
      email: "",
      phone: "(41) 9 8877-6655",
      contactMethod: "Whatsapp",
      product: "life-health",
      source: "referral",
      referredBy: "",
      ownerId: "",
      nextAction: "Primeiro contato",
      nextActionAt: todayIn(site.businessHours.timeZone),
      ...overrides,
    });
    const refused = await s.server.post("/employee-portal/leads/new", form({}), me.cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(escapeHtml(LEAD_MESSAGES.referredByMissing));

    const created = await s.server.post(
      "/employee-portal/leads/new",
      form({ referredBy: "Maria Souza" }),
      me.cookie,
    );
    await created.text();
    expect(created.status).toBe(302);
    const id = created.headers.get("location")?.split("/").at(-1) ?? "";
    const row = await s.handle.db
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source: "referral", referred_by: "Maria Souza" });
    // A referrer typed for another source is not kept.
    const walkIn = await s.server.post(
      "/employee-portal/leads/new",
      form({ source: "walk-in", referredBy: "Alguém" }),
      me.cookie,
    );
    await walkIn.text();
    const walkInId = walkIn.headers.get("location")?.split("/").at(-1) ?? "";
    expect(
      (
        await s.handle.db
          .selectFrom("leads")
          .select("referred_by")
          .where("id", "=", walkInId)
          .executeTakeFirstOrThrow()
      ).referred_by,
    ).toBeNull();

    const whatsapp = async (leadId: string) => {
      const res = await s.server.post(
        `/employee-portal/leads/${leadId}/whatsapp`,
        { intent: "whatsapp" },
        me.cookie,
      );
      const html = await res.text();
      expect(res.status).toBe(200);
      return decodeURIComponent(
        fromHtml(html.match(/content="0;url=([^"]+)"/)?.[1] ?? "").split("text=")[1] ?? "",
      );
    };
    // Named: a nameless account reaches no desk screen (decision 064, staff-names.test.ts); the
    // team's voice for such a text is in tests/unit/desk-templates.test.ts.
    const referral = await whatsapp(id);
    expect(referral).toContain(`Aqui é Carla Mendes, da ${site.name}, corretora de seguros.`);
    expect(referral).toContain(
      "Maria Souza nos passou o seu contato e contou que você talvez tenha interesse em Vida e Saúde.",
    );
    expect(referral).toContain("responda “não” e apagamos os seus dados");
    expect(referral).toContain(`${s.server.url}/privacy-policy`);
    expect(referral).toContain(
      `${site.legalName} · CNPJ ${site.cnpj} · corretora de seguros registrada na SUSEP sob o nº ${site.susepRegistration}`,
    );
    expect(referral).not.toContain(me.email);
    expect(referral).not.toMatch(/Recebemos/);
    const named = await whatsapp(walkInId);
    expect(named).toContain(
      `Aqui é Carla Mendes, da ${site.name}. Obrigado por ter vindo à corretora falar sobre Vida e Saúde.`,
    );
    expect(named).toContain("\n\nCarla Mendes\n");
    expect(named).not.toMatch(/Recebemos|responda “não”/);
  });

  it("Usuários → Editar keeps a SUSEP registration of digits only, audited by the field's name", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "approved");
    const refused = await s.server.post(
      "/admin-portal",
      { intent: "edit", userId: person.user.id, name: "Rui", phone: "", susepRegistration: "12ab" },
      s.admin.cookie,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(escapeHtml(BR_MESSAGES.susep));
    await editPerson(person, "Rui Prado", "100200300");
    const row = await s.handle.db
      .selectFrom("users")
      .select(["name", "susep_registration"])
      .where("id", "=", person.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "Rui Prado", susep_registration: "100200300" });
    const audits = await s.handle.db
      .selectFrom("audit_log")
      .select("details")
      .where("action", "=", "user.edit")
      .where("target_id", "=", person.user.id)
      .execute();
    expect(audits.map((a) => JSON.parse(a.details ?? "{}").changed)).toEqual([
      ["name", "susep_registration"],
    ]);
    expect(JSON.stringify(audits)).not.toContain("100200300");
    // A form without the field (an older page) leaves the registration as it is.
    await adminPost("/admin-portal", {
      intent: "edit",
      userId: person.user.id,
      name: "Rui Prado",
      phone: "",
    });
    expect(
      (
        await s.handle.db
          .selectFrom("users")
          .select("susep_registration")
          .where("id", "=", person.user.id)
          .executeTakeFirstOrThrow()
      ).susep_registration,
    ).toBe("100200300");
  });

  it("the rent-guarantee page names the insurer marked as partner for it, from the cache, and says 'seguradora parceira' until one is", async () => {
    const page = async () => fromHtml((await cachedPage("/insurances/rent-guarantee")).html);
    const before = await page();
    expect(before).not.toContain("{seguradora}");
    expect(before).toContain("Na seguradora parceira, com que a corretora trabalha neste seguro,");
    expect(before).toContain("Seguradora parceira: resposta da análise em até 72 horas");
    const mark = async (partner: boolean) => {
      const fields = { ...insurerPublicFields("porto"), productSlugs: "rent-guarantee" };
      const saved = await postInsurerEditor(
        s.server.url,
        s.admin.cookie,
        "porto",
        partner ? fields : { ...fields, partner: "" },
      );
      await saved.text();
      expect(saved.status).toBe(302);
    };
    await mark(true);
    const named = await page();
    expect(named).toContain("Na Porto Seguro, com que a corretora trabalha neste seguro,");
    expect(named).toContain("Porto Seguro: resposta da análise em até 72 horas");
    expect(named).toContain("no lugar do fiador: com a Porto Seguro, análise em até 72 horas");
    expect(named).not.toMatch(/seguradora parceira/i);
    await mark(false);
    expect(await page()).toContain("Na seguradora parceira, com que");
  });

  it("the privacy policy covers the desk as used and states the quote portal's role and each transfer abroad as the admin chose them", async () => {
    const policy = async () => (await cachedPage("/privacy-policy")).html;
    const first = fromHtml(await policy());
    for (const said of [
      "Responder a quem usa o formulário de contato",
      "Pessoas indicadas por clientes ou conhecidos",
      "dizemos quem nos passou o seu contato e como recusar",
      "Reclamações e a resposta que demos a elas. Não dependem do consentimento",
      "Exercício regular de direitos em processo judicial, administrativo ou arbitral (art. 7º, VI).",
      `no máximo ${OPEN_LEAD_DAYS} dias sem nenhuma atividade`,
    ])
      expect(first, said).toContain(said);
    // The portal's role is not stated until chosen.
    expect(first).not.toMatch(/como operadora|Somos a controladora/);

    const save = async (changes: Record<string, unknown>) => {
      const res = await postWithLogo(`${s.server.url}/admin-portal/site`, s.admin.cookie, {
        intent: "save",
        ...contentFormFields({ ...(await liveSiteDetails(s.handle.db)), ...changes }),
      });
      await res.text();
      expect(res.status).toBe(302);
    };
    const abroad = { service: "Envio de e-mails", name: "Mail Provider Inc.", country: "Estados Unidos" };
    await save({
      quotePortalOperator: { ...site.quotePortalOperator, role: "separate" },
      dataProviders: [{ ...abroad, transfer: "unconfirmed" }],
    });
    const unconfirmed = fromHtml(await policy());
    expect(unconfirmed).toContain("é controladora dos dados que você digita no portal");
    expect(unconfirmed).toContain("Mail Provider Inc. são transferidos para fora do Brasil");
    expect(unconfirmed).not.toContain("cláusulas-padrão");
    await save({ dataProviders: [{ ...abroad, transfer: "standard-clauses" }] });
    const clauses = fromHtml(await policy());
    expect(clauses).toContain(
      "A transferência internacional para Mail Provider Inc. usa as cláusulas-padrão contratuais aprovadas pela ANPD",
    );
    await save({ quotePortalOperator: site.quotePortalOperator, dataProviders: site.dataProviders });
  });

  it("an open lead nobody touched for OPEN_LEAD_RETENTION_DAYS goes with its message and mails; one touched at the cutoff, or a closed one, stays", async () => {
    // The clock stands still, so the cutoff is exact: a last activity at it stays, 1 ms before goes.
    const now = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    const cutoff = now - 30 * DAY;
    const iso = (t: number) => new Date(t).toISOString();
    const idle = await insertLead(s.handle.db, { stage_id: "cotando", at: iso(cutoff - 1) });
    const touched = await insertLead(s.handle.db, { stage_id: "novo", at: iso(cutoff) });
    const closed = await insertLead(s.handle.db, {
      stage_id: "perdido",
      at: iso(cutoff - DAY),
      closed_at: iso(now - DAY),
      lost_reason_id: "preco",
    });
    const at = (days: number) => iso(now - days * DAY);
    const messageId = randomUUID();
    await s.handle.db
      .insertInto("contact_messages")
      .values({
        id: messageId,
        name: "Cliente",
        email: "parado@exemplo.com",
        phone: null,
        subject: "Seguros",
        contact_method: "Email",
        message: "Quero uma cotação.",
        product: null,
        handled_at: null,
        created_at: at(31),
      })
      .execute();
    await s.handle.db
      .insertInto("lead_activities")
      .values({
        id: randomUUID(),
        lead_id: idle,
        kind: "message",
        actor_id: null,
        message_id: messageId,
        body: null,
        details: null,
        created_at: iso(cutoff - 1),
      })
      .execute();
    await s.handle.db
      .insertInto("outbox")
      .values({
        id: randomUUID(),
        kind: "lead-assigned",
        to_address: "dono@corretora.test",
        payload: "{}",
        ref_id: idle,
        status: "sent",
        attempts: 1,
        next_attempt_at: at(30),
        locked_until: null,
        last_error: null,
        sent_at: at(30),
        created_at: at(30),
      })
      .execute();
    expect(await purgeIdleLeads(s.handle.db, 30)).toBeGreaterThanOrEqual(1);
    vi.useRealTimers();
    const left = (await s.handle.db.selectFrom("leads").select("id").execute()).map((l) => l.id);
    expect(left).not.toContain(idle);
    expect(left).toContain(touched);
    expect(left).toContain(closed);
    expect(
      await s.handle.db.selectFrom("contact_messages").select("id").where("id", "=", messageId).execute(),
    ).toEqual([]);
    expect(await s.handle.db.selectFrom("outbox").select("id").where("ref_id", "=", idle).execute()).toEqual(
      [],
    );
  });
});
