/**
 * A lead belongs to the person who made it (security review 3, M-1; decision 058), over real HTTP
 * against `node server.js` (run `npm run build` first), on SQLite and PostgreSQL. Anyone can post
 * the contact form with a customer's phone or e-mail: the message joins the customer's open lead's
 * timeline and changes nothing of the lead (e-mail, phone, consent, owner); the lead's page shows
 * the address the message came from and offers "Usar este e-mail" / "Usar este telefone", which
 * staff choose, recorded in the timeline and the audit log; "Dados pessoais" for the stranger's
 * address finds the message only, never the customer's lead.
 */
import { describe, expect, it } from "vitest";
import { defaultBusinessHours } from "~/content/business-hours";
import { todayIn } from "~/lib/lead-schemas";
import { signedCaptcha } from "../support/captcha";
import { contactFields } from "../support/contact-form";
import { projectDatabase } from "../support/database-project";
import { cookieAfter, escapeHtml, unique, useServerSuite } from "../support/http-assertions";
import { createStaff, type StaffFixture } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const NEW_LEAD = "/employee-portal/leads/new";
const leadPath = (id: string) => `/employee-portal/leads/${id}`;
const PERSONAL_DATA = "/admin-portal/personal-data";
/** A mobile number of its own for each test: leads are matched by phone. */
const aPhone = () => `419${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
const masked = (digits: string) => `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
/** The phone as the lead's page shows it. */
const shown = (digits: string) =>
  `(${digits.slice(0, 2)}) ${digits.slice(2, 3)} ${digits.slice(3, 7)}-${digits.slice(7)}`;

describe(`a stranger's message and the customer's lead on ${kind}`, () => {
  const s = useServerSuite(kind);

  /** A lead entered at the desk from a phone call: the customer's phone only, owned by `owner`. */
  async function phoneLead(owner: StaffFixture, phone: string): Promise<string> {
    const res = await s.server.post(
      NEW_LEAD,
      {
        intent: "create",
        name: `Carlos Telefone ${unique()}`,
        email: "",
        phone: masked(phone),
        contactMethod: "Telefone",
        product: "",
        source: "phone",
        ownerId: "",
        nextAction: "Enviar cotação",
        nextActionAt: todayIn(defaultBusinessHours.timeZone),
      },
      owner.cookie,
    );
    await res.text();
    expect(res.status).toBe(302);
    const id = s.where(res)?.split("/").at(-1) ?? "";
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    return id;
  }

  /** A contact message as anyone can post it: no account, a captcha solved. */
  async function contact(fields: Record<string, string>) {
    const res = await s.server.post("/contact/contact-us", {
      ...contactFields(fields),
      altcha: await signedCaptcha(),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Mensagem enviada com sucesso!");
  }

  const leadRow = (id: string) =>
    s.handle.db
      .selectFrom("leads")
      .select([
        "email",
        "email_key",
        "phone",
        "phone_key",
        "consent_policy_version",
        "consent_at",
        "owner_id",
      ])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const timeline = (id: string) =>
    s.handle.db
      .selectFrom("lead_activities")
      .select(["kind", "actor_id", "message_id", "details"])
      .where("lead_id", "=", id)
      .orderBy("created_at")
      .execute();
  const messageFrom = async (email: string) =>
    (
      await s.handle.db
        .selectFrom("contact_messages")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow()
    ).id;
  const page = async (id: string, who: StaffFixture) => {
    const res = await s.server.get(leadPath(id), who.cookie);
    expect(res.status).toBe(200);
    return res.text();
  };

  it("a stranger's message with the customer's phone joins the timeline and changes nothing of the lead; the page names the other e-mail", async () => {
    const owner = await createStaff(s.handle.db, "collaborator", "approved");
    const phone = aPhone();
    const id = await phoneLead(owner, phone);
    const before = await leadRow(id);
    expect(before).toMatchObject({ email: null, phone, consent_at: null, owner_id: owner.user.id });

    const stranger = `atacante-${unique()}@evil.example`;
    await contact({
      from_name: "Carlos",
      email: stranger,
      phone,
      message: "Oi, prefiro receber a cotação e os documentos por e-mail, por favor.",
    });

    // Joined, not a lead of its own; the lead is exactly as it was.
    expect(await leadRow(id)).toEqual(before);
    expect(
      await s.handle.db.selectFrom("leads").select("id").where("phone_key", "=", phone).execute(),
    ).toEqual([{ id }]);
    const messageId = await messageFrom(stranger);
    expect((await timeline(id)).map((a) => [a.kind, a.message_id])).toEqual([
      ["created", null],
      ["message", messageId],
    ]);

    // The owner sees where the message came from, and that the lead has no e-mail to reply to.
    const html = await page(id, owner);
    expect(html).toContain(escapeHtml(`Enviada com o e-mail ${stranger} e o telefone ${shown(phone)}.`));
    expect(html).toContain(
      escapeHtml(`Esta mensagem veio com um e-mail que a oportunidade não tem: ${stranger}.`),
    );
    expect(html).toContain("Usar este e-mail");
    expect(html).not.toContain("Usar este telefone");
    expect(html).not.toContain("Responder por e-mail");
    // The message's consent is its own; the lead's stays "não registrado".
    expect(html).toContain("Autorizou com esta mensagem o uso dos dados para responder ao contato");
    expect(html).toContain("não registrado");
  });

  it('"Usar este e-mail" sets it on the lead in one go, with its timeline and audit rows; a message of another lead is refused', async () => {
    const owner = await createStaff(s.handle.db, "collaborator", "approved");
    const phone = aPhone();
    const id = await phoneLead(owner, phone);
    const email = `carlos-${unique()}@cliente.example`;
    await contact({ from_name: "Carlos", email, phone });
    const messageId = await messageFrom(email);

    // A message that is not in this lead's timeline: 404, nothing written.
    const otherPhone = aPhone();
    const other = await phoneLead(owner, otherPhone);
    const otherEmail = `outra-${unique()}@cliente.example`;
    await contact({ from_name: "Outra", email: otherEmail, phone: otherPhone });
    const refused = await s.server.post(
      leadPath(id),
      { intent: "use-email", messageId: await messageFrom(otherEmail) },
      owner.cookie,
    );
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain("Mensagem não encontrada nesta oportunidade.");
    expect((await leadRow(id)).email).toBeNull();
    expect((await leadRow(other)).email).toBeNull();

    const since = new Date().toISOString();
    const used = await s.server.post(leadPath(id), { intent: "use-email", messageId }, owner.cookie);
    await s.expectRedirect(used, leadPath(id));
    expect(await leadRow(id)).toMatchObject({ email, email_key: email, phone, owner_id: owner.user.id });
    const contactRow = (await timeline(id)).find((a) => a.kind === "contact");
    expect(contactRow).toMatchObject({ actor_id: owner.user.id, message_id: null });
    expect(JSON.parse(contactRow?.details ?? "{}")).toEqual({ field: "email", messageId });
    const audited = await s.handle.db
      .selectFrom("audit_log")
      .select(["actor_id", "action", "target_id", "details"])
      .where("created_at", ">=", since)
      .where("action", "=", "lead.contact")
      .execute();
    expect(audited).toEqual([
      {
        actor_id: owner.user.id,
        action: "lead.contact",
        target_id: id,
        details: JSON.stringify({ field: "email" }),
      },
    ]);

    // The page: the change in the timeline, the reply offered, nothing more to take.
    const shownAfter = await s.server.get(leadPath(id), cookieAfter(used, owner.cookie));
    const html = await shownAfter.text();
    expect(html).toContain("E-mail da oportunidade atualizado.");
    expect(html).toContain(escapeHtml(`Passou a usar o e-mail ${email}, da mensagem de `));
    expect(html).toContain("Responder por e-mail");
    expect(html).not.toContain("Usar este e-mail");

    // Once more: the lead has it already.
    const again = await s.server.post(leadPath(id), { intent: "use-email", messageId }, owner.cookie);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("A oportunidade já tem este e-mail.");
  });

  it("a message with the customer's e-mail and another phone leaves the lead's phone and consent; \"Usar este telefone\" takes it", async () => {
    const owner = await createStaff(s.handle.db, "collaborator", "approved");
    const email = `maria-${unique()}@cliente.example`;
    await contact({ from_name: "Maria", email, phone: "" });
    const { id } = await s.handle.db
      .selectFrom("leads")
      .select("id")
      .where("email_key", "=", email)
      .executeTakeFirstOrThrow();
    // Maria's lead is collab's, and she gave her consent a while ago.
    const consentAt = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await s.handle.db
      .updateTable("leads")
      .set({
        owner_id: owner.user.id,
        consent_at: consentAt,
        consent_policy_version: "1º de janeiro de 2026",
      })
      .where("id", "=", id)
      .execute();
    const before = await leadRow(id);

    const strangerPhone = aPhone();
    await contact({ from_name: "Maria", email: email.toUpperCase(), phone: strangerPhone });
    expect(await leadRow(id)).toEqual(before);

    const html = await page(id, owner);
    expect(html).toContain(
      escapeHtml(`Esta mensagem veio com um telefone que a oportunidade não tem: ${shown(strangerPhone)}.`),
    );
    // The lead's own consent stays as it was (what was authorised, and under which policy: N-L7).
    expect(html).toContain(escapeHtml("(política de privacidade vigente: 1º de janeiro de 2026)"));
    const messageId = (
      await s.handle.db
        .selectFrom("contact_messages")
        .select("id")
        .where("phone", "=", strangerPhone)
        .executeTakeFirstOrThrow()
    ).id;
    await s.expectRedirect(
      await s.server.post(leadPath(id), { intent: "use-phone", messageId }, owner.cookie),
      leadPath(id),
    );
    expect(await leadRow(id)).toMatchObject({ ...before, phone: strangerPhone, phone_key: strangerPhone });
    expect(await page(id, owner)).toContain(
      escapeHtml(`Passou a usar o telefone ${shown(strangerPhone)}, da mensagem de `),
    );
  });

  it("another e-mail than the lead's is named as such", async () => {
    const owner = await createStaff(s.handle.db, "collaborator", "approved");
    const phone = aPhone();
    const email = `joana-${unique()}@cliente.example`;
    await contact({ from_name: "Joana", email, phone });
    const { id } = await s.handle.db
      .selectFrom("leads")
      .select("id")
      .where("email_key", "=", email)
      .executeTakeFirstOrThrow();
    await s.handle.db.updateTable("leads").set({ owner_id: owner.user.id }).where("id", "=", id).execute();
    const stranger = `outro-${unique()}@evil.example`;
    await contact({ from_name: "Joana", email: stranger, phone });
    expect(await leadRow(id)).toMatchObject({ email, phone });
    const html = await page(id, owner);
    expect(html).toContain(escapeHtml(`Esta mensagem veio de outro e-mail: ${stranger}.`));
    // The customer's own first message came with the lead's e-mail and phone: nothing to flag.
    expect(html.match(/data-testid="message-other-contact"/g)).toHaveLength(1);
  });

  it("\"Dados pessoais\" for the stranger's address finds their message, never the customer's lead, and erases only it", async () => {
    const owner = await createStaff(s.handle.db, "collaborator", "approved");
    const phone = aPhone();
    const id = await phoneLead(owner, phone);
    await s.server.post(
      leadPath(id),
      { intent: "note", body: "Cliente pediu retorno à tarde" },
      owner.cookie,
    );
    const stranger = `atacante-${unique()}@evil.example`;
    await contact({ from_name: "Carlos", email: stranger, phone });
    const messageId = await messageFrom(stranger);

    const search = await s.server.post(PERSONAL_DATA, { intent: "search", email: stranger }, s.admin.cookie);
    expect(search.status).toBe(200);
    const html = await search.text();
    expect(html).toContain("Nenhuma oportunidade com este e-mail ou telefone.");
    expect(html).toContain("mensagem enviada deste e-mail, ligada ao lead de outra pessoa");
    expect(html).not.toContain("Carlos Telefone");

    const exported = await s.server.post(
      `${PERSONAL_DATA}/export`,
      { intent: "export", email: stranger },
      s.admin.cookie,
    );
    expect(exported.status).toBe(200);
    const file = (await exported.json()) as {
      oportunidades: unknown[];
      mensagens: { id: string }[];
    };
    expect(file.oportunidades).toEqual([]);
    expect(file.mensagens.map((m) => m.id)).toEqual([messageId]);
    expect(JSON.stringify(file)).not.toContain("Carlos Telefone");
    expect(JSON.stringify(file)).not.toContain("Cliente pediu retorno");

    // The customer's phone finds the customer's lead (and the stranger's message, sent with it).
    const theirs = await (
      await s.server.post(PERSONAL_DATA, { intent: "search", phone }, s.admin.cookie)
    ).text();
    expect(theirs).toContain("lead com este telefone");
    expect(theirs).toContain("mensagem enviada deste telefone");

    await s.expectRedirect(
      await s.server.post(PERSONAL_DATA, { intent: "erase", email: stranger, confirm: "on" }, s.admin.cookie),
      PERSONAL_DATA,
    );
    expect(await leadRow(id)).toMatchObject({ phone, owner_id: owner.user.id });
    expect((await timeline(id)).map((a) => a.kind)).toEqual(["created", "note"]);
    expect(
      await s.handle.db.selectFrom("contact_messages").select("id").where("id", "=", messageId).execute(),
    ).toEqual([]);
  });

  it("the customer's own export leaves out a stranger's message in their lead, and says so before the erase", async () => {
    const phone = aPhone();
    const email = `lucia-${unique()}@cliente.example`;
    await contact({ from_name: "Lucia", email, phone });
    const stranger = `atacante-${unique()}@evil.example`;
    await contact({ from_name: "Lucia", email: stranger, phone, message: "Mudei de número, falem comigo." });
    const strangersMessage = await messageFrom(stranger);
    const { id } = await s.handle.db
      .selectFrom("leads")
      .select("id")
      .where("email_key", "=", email)
      .executeTakeFirstOrThrow();

    const html = await (
      await s.server.post(PERSONAL_DATA, { intent: "search", email }, s.admin.cookie)
    ).text();
    expect(html).toContain("lead com este e-mail");
    expect(html).toContain(
      escapeHtml(
        "1 mensagem do histórico não foi enviada com o e-mail ou o telefone buscados: ela não entra.",
      ),
    );
    const file = (await (
      await s.server.post(`${PERSONAL_DATA}/export`, { intent: "export", email }, s.admin.cookie)
    ).json()) as { oportunidades: { id: string }[]; mensagens: { email: string }[] };
    expect(file.oportunidades.map((l) => l.id)).toEqual([id]);
    expect(file.mensagens.map((m) => m.email)).toEqual([email]);
    expect(JSON.stringify(file)).not.toContain(stranger);
    expect(JSON.stringify(file)).not.toContain("Mudei de número");

    // Erasing the customer's data takes their lead; the stranger's message stays the stranger's.
    await s.expectRedirect(
      await s.server.post(PERSONAL_DATA, { intent: "erase", email, confirm: "on" }, s.admin.cookie),
      PERSONAL_DATA,
    );
    expect(await s.handle.db.selectFrom("leads").select("id").where("id", "=", id).execute()).toEqual([]);
    expect(
      await s.handle.db
        .selectFrom("contact_messages")
        .select("id")
        .where("id", "=", strangersMessage)
        .execute(),
    ).toEqual([{ id: strangersMessage }]);
  });
});
