/**
 * Mensagens and Oportunidades agree (issue 41, UX review 2 B11 and B7; decision 064), on SQLite
 * and PostgreSQL: a site message stops being "Nova", on its page and in the admin start screen's
 * count, once its lead is won or lost or staff call, WhatsApp or e-mail the person since it came;
 * a later message from the same person is new again; the message page links to its lead and
 * sends staff there to answer, as does the brokerage inbox's copy. And the CSV's "Responsável" names the owner (or, for an account
 * without a name, its e-mail).
 */
import { describe, expect, it } from "vitest";
import { defaultBusinessHours } from "~/content/business-hours";
import { todayIn } from "~/lib/lead-schemas";
import { winFields } from "../support/book-fixtures";
import { signedCaptcha } from "../support/captcha";
import { contactFields } from "../support/contact-form";
import { projectDatabase } from "../support/database-project";
import { useServerSuite, waitFor } from "../support/http-assertions";
import { insertLead } from "../support/lead-rows";
import { createStaff } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

/** The count of the admin start screen's "mensagens novas do site" line (none shown: 0). */
function newMessagesCount(html: string): number {
  const anchor = html.match(/<a[^>]*data-attention="unread-messages"[^>]*>.*?<\/a>/s)?.[0];
  return anchor ? Number(anchor.match(/data-testid="attention-count">(\d+)</)?.[1]) : 0;
}

describe(`messages follow their leads on ${kind}`, () => {
  const s = useServerSuite(kind);

  const adminMenuCount = async () =>
    newMessagesCount(await (await s.server.get("/access/admin-menu", s.admin.cookie)).text());

  let phones = 0;
  /**
   * A visitor writes through the site's form (an own e-mail and phone, so that each starts a lead
   * of their own unless told); returns the message and the lead it joined.
   */
  async function visitorWrites(overrides: Record<string, string> = {}) {
    phones += 1;
    const phone = `4198${String(phones).padStart(7, "0")}`;
    const fields = contactFields({ altcha: await signedCaptcha(), phone, ...overrides });
    const res = await s.server.post("/contact/contact-us", fields);
    expect(res.status).toBe(200);
    await res.text();
    const message = await s.handle.db
      .selectFrom("contact_messages")
      .select("id")
      .where("message", "=", fields.message ?? "")
      .executeTakeFirstOrThrow();
    const joined = await s.handle.db
      .selectFrom("lead_activities")
      .select("lead_id")
      .where("message_id", "=", message.id)
      .executeTakeFirstOrThrow();
    return { messageId: message.id, leadId: joined.lead_id, email: fields.email };
  }

  const messagePage = async (id: string) => {
    const res = await s.server.get(`/admin-portal/messages/${id}`, s.admin.cookie);
    expect(res.status).toBe(200);
    return res.text();
  };
  const leadAction = async (leadId: string, fields: Record<string, string>) => {
    const res = await s.server.post(`/employee-portal/leads/${leadId}`, fields, s.admin.cookie);
    const body = await res.text();
    expect(res.status, body.match(/role="alert"[^>]*>([^<]+)/)?.[1] ?? fields.intent).toBe(302);
  };

  it("a won or lost lead's message is no longer new, on its page and in the start screen's count", async () => {
    const won = await visitorWrites();
    const lost = await visitorWrites();
    const before = await adminMenuCount();
    expect(await messagePage(won.messageId)).toContain(">Nova<");

    await leadAction(won.leadId, { intent: "win", ...winFields() });
    const wonPage = await messagePage(won.messageId);
    expect(wonPage).toContain(">Atendida<");
    expect(wonPage).not.toContain(">Nova<");
    expect(wonPage).toContain("Oportunidade: <!-- -->Ganho");
    // It follows the lead: no "Reabrir" that could not reopen it, nor "Marcar como atendida".
    expect(wonPage).not.toContain("Reabrir");
    expect(wonPage).not.toContain("Marcar como atendida");
    expect(await adminMenuCount()).toBe(before - 1);

    await leadAction(lost.leadId, { intent: "stage", stageId: "perdido", lostReasonId: "preco" });
    expect(await messagePage(lost.messageId)).toContain(">Atendida<");
    expect(await adminMenuCount()).toBe(before - 2);

    // Reopened, the lead is being worked again: its message counts as new once more.
    await leadAction(lost.leadId, {
      intent: "stage",
      stageId: "cotando",
      nextAction: "Mandar a nova cotação",
      nextActionAt: todayIn(defaultBusinessHours.timeZone),
    });
    expect(await messagePage(lost.messageId)).toContain(">Nova<");
    expect(await adminMenuCount()).toBe(before - 1);
  });

  it("a call on the lead answers the message; a later message from the same person is new again", async () => {
    const first = await visitorWrites();
    const before = await adminMenuCount();
    await leadAction(first.leadId, { intent: "call", body: "Falei com ela, mando a cotação amanhã." });
    expect(await messagePage(first.messageId)).toContain(">Atendida<");
    expect(await adminMenuCount()).toBe(before - 1);

    // The same person writes again: the message joins the same lead, and nobody has answered it yet.
    const again = await visitorWrites({ email: first.email, phone: "" });
    expect(again.leadId).toBe(first.leadId);
    expect(await messagePage(again.messageId)).toContain(">Nova<");
    expect(await messagePage(first.messageId)).toContain(">Atendida<");
    expect(await adminMenuCount()).toBe(before);
  });

  it("the message page links to its lead and sends staff there to answer, with no contact link of its own", async () => {
    const { messageId, leadId, email } = await visitorWrites();
    const html = await messagePage(messageId);
    expect(html).toContain(`href="/employee-portal/leads/${leadId}"`);
    expect(html).toContain("Abrir a oportunidade");
    expect(html).toContain("Responda, ligue ou chame no WhatsApp pela oportunidade");
    // A mailto, tel: or wa.me link here would leave no trace on the lead's timeline.
    expect(html).not.toContain('href="mailto:');
    expect(html).not.toContain('href="tel:');
    expect(html).not.toContain("wa.me/");
    // The brokerage inbox's copy points there too: a reply from the mailbox would leave no trace.
    const mail = await waitFor(() =>
      s.mail.messages.find(
        (m) => m.subject?.startsWith("Contato pelo site") && m.replyTo?.text.includes(email),
      ),
    );
    expect(mail.html).toContain("Responder pela oportunidade");
    expect(mail.text).toContain(`Endereço da oportunidade:\n${s.server.url}/employee-portal/leads/${leadId}`);
    expect(mail.text).toContain(
      "Pela oportunidade, a resposta, a ligação e o WhatsApp ficam no histórico dela.",
    );
    // The inbox list names the lead's stage too.
    const list = await (await s.server.get("/admin-portal/messages", s.admin.cookie)).text();
    expect(list).toContain("Oportunidade: <!-- -->Novo");
  });

  it("the CSV's Responsável names each lead's owner, or an account's e-mail when it has no name", async () => {
    const named = await createStaff(s.handle.db, "collaborator", "approved", { name: "Joana Souza" });
    const nameless = await createStaff(s.handle.db, "collaborator", "approved", { name: null });
    await insertLead(s.handle.db, { name: "Cliente da Joana", owner_id: named.user.id });
    await insertLead(s.handle.db, { name: "Cliente Sem Nome", owner_id: nameless.user.id });
    await insertLead(s.handle.db, { name: "Cliente de Ninguém", owner_id: null });
    const res = await s.server.get(
      "/admin-portal/lead-indicators/leads.csv?periodo=este-mes",
      s.admin.cookie,
    );
    expect(res.status).toBe(200);
    const lines = (await res.text()).split("\r\n");
    const header = (lines[0] ?? "").replace(/^\uFEFF/, "").split(";");
    const owner = header.indexOf("Responsável");
    expect(owner).toBeGreaterThan(0);
    const ownerOf = (client: string) => lines.find((line) => line.includes(`;${client};`))?.split(";")[owner];
    expect(ownerOf("Cliente da Joana")).toBe("Joana Souza");
    expect(ownerOf("Cliente Sem Nome")).toBe(nameless.email);
    expect(ownerOf("Cliente de Ninguém")).toBe("");
  });
});
