/**
 * The desk's mails as rendered (copy review 3; decision 060): the visitor's confirmation promises
 * "um corretor" only when told the owner is a broker (a mail queued before the field existed reads
 * "team"), keeps the spec's "Dúvida(s)" whole and says who holds the data; the owner's notice names
 * no one in its subject; the digest says the day a next action was due, not a midnight.
 */
import { describe, expect, it } from "vitest";
import { renderMail } from "~/.server/mail/mail-templates";
import { ANSWER_PROMISE } from "~/content/answer-promise";
import { defaultSiteDetails as site } from "~/content/site-defaults";
import { dueAt } from "~/lib/lead-schemas";

const SITE_URL = "https://corretora.test";
const confirmation = {
  name: "Maria Alves",
  phone: "41987654321",
  subject: "Dúvida(s)",
  contactMethod: "Whatsapp",
  product: "credit-card",
  receivedAt: "2026-11-28T09:36:00.000Z",
};
const how = "pelo WhatsApp, no número (41) 9 8765-4321";

describe("the desk's mails", () => {
  it("the confirmation says 'um corretor' only for a broker owner, and 'alguém da nossa equipe' otherwise or when not told", () => {
    const text = (answeredBy?: "brokers" | "team") =>
      renderMail("confirmation", { ...confirmation, answeredBy }, "maria@exemplo.com", SITE_URL).text;
    expect(text("brokers")).toContain(ANSWER_PROMISE.brokers.mail(how));
    expect(text("team")).toContain(ANSWER_PROMISE.team.mail(how));
    expect(text(undefined)).toContain(ANSWER_PROMISE.team.mail(how));
    expect(text("team")).not.toContain("Um corretor");
  });

  it("the confirmation keeps the spec's subject whole, names the zone and says who holds the data and how to withdraw", () => {
    const { text } = renderMail("confirmation", confirmation, "maria@exemplo.com", SITE_URL);
    expect(text).toContain("com o assunto “Dúvida(s)”, sobre Cartão de Crédito.");
    expect(text).not.toContain("(Cartão de Crédito)");
    expect(text).toContain("(horário de Brasília)");
    expect(text).toContain(
      `Seus dados são tratados pela ${site.legalName}, CNPJ ${site.cnpj}, conforme a Política de Privacidade (${SITE_URL}/privacy-policy). Para retirar a autorização ou pedir a exclusão dos seus dados, escreva para ${site.dataProtectionOfficer.email}.`,
    );
  });

  it("the owner's notice names the product and the source in its subject, never the person", () => {
    const data = {
      leadId: "00000000-0000-4000-8000-000000000000",
      ownerName: "Ana",
      name: "José Antônio Pereira",
      product: "credit-card",
      source: "site" as const,
      contactMethod: "Whatsapp",
      via: "rotation" as const,
      assignedAt: "2026-11-28T09:36:00.000Z",
    };
    const mail = renderMail("lead-assigned", data, "ana@corretora.test", SITE_URL);
    expect(mail.subject).toBe("Nova oportunidade para você: Cartão de Crédito (Formulário do site)");
    expect(mail.text).toContain("José Antônio Pereira");
    expect(renderMail("lead-assigned", { ...data, product: null }, "a@b.test", SITE_URL).subject).toBe(
      "Nova oportunidade para você: sem produto (Formulário do site)",
    );
  });

  it("the digest says the day a next action was due (N-L5)", () => {
    const since = dueAt("2026-12-01", site.businessHours.timeZone);
    const { text } = renderMail(
      "lead-digest",
      {
        scope: "own",
        total: 1,
        own: 1,
        leads: [{ id: "x", product: "credit-card", stage: "Novo", reason: "next-action", since }],
      },
      "ana@corretora.test",
      SITE_URL,
    );
    expect(text).toContain("Cartão de Crédito · Novo · próxima ação era para 01/12/2026");
    expect(text).not.toMatch(/vencida em|23:59|00:00/);
  });
});
