/**
 * The words the desk proposes to send (copy review 3, N-M2 and N-F4; decision 060): one opening
 * per source, only a site message is told "we received your message", a referral names who passed
 * the contact and how to say no, and every text signs with the person's name (or the team, never
 * an e-mail address) and the brokerage's razão social, CNPJ and SUSEP registration.
 */
import { describe, expect, it } from "vitest";
import {
  OPENINGS,
  openingSource,
  REPLY_PLACEHOLDER,
  replyTemplate,
  type TemplateLead,
  type TemplateWriter,
  whatsappText,
} from "~/.server/leads/desk/templates";
import { LEAD_SOURCES, type LeadSource } from "~/lib/lead-schemas";
import { filledSiteDetails as site } from "../support/launch-content";

const siteUrl = "https://corretora.example.com.br";
const context = (wroteThroughSite = false) => ({ site, siteUrl, wroteThroughSite });

const lead = (source: string, extra: Partial<TemplateLead> = {}): TemplateLead => ({
  name: "Paulo Henrique Souza",
  product: "Vida e Saúde",
  source,
  referred_by: null,
  ...extra,
});

const joana: TemplateWriter = { name: "Joana Ribeiro", susep_registration: null };
const nameless: TemplateWriter & { email: string } = {
  name: null,
  susep_registration: null,
  email: "joana.colab@corretora.example.com.br",
};

/** Both texts for a lead, as the desk shows them. */
const texts = (l: TemplateLead, writer: TemplateWriter = joana, wroteThroughSite = false) => [
  whatsappText(l, writer, context(wroteThroughSite)),
  replyTemplate(l, writer, context(wroteThroughSite)).body,
];

const STAFF_ENTERED = LEAD_SOURCES.filter((s) => s !== "site");

describe("the desk's templates per source", () => {
  it("has one opening for every source, in one typed list", () => {
    expect(Object.keys(OPENINGS).sort()).toEqual([...LEAD_SOURCES].sort());
  });

  it("tells only a person who wrote through the site that we received their message", () => {
    for (const text of texts(lead("site")))
      expect(text).toContain("Recebemos a sua mensagem pelo site sobre Vida e Saúde.");
    for (const source of STAFF_ENTERED) {
      for (const text of texts(lead(source, { referred_by: "Maria Souza" }))) {
        expect(text, source).not.toMatch(/Recebemos/);
      }
    }
  });

  it("thanks a person who phoned, came in or wrote on WhatsApp for what they did", () => {
    const said: Record<Exclude<LeadSource, "site" | "referral">, string> = {
      phone: "Obrigado pela sua ligação sobre Vida e Saúde.",
      "walk-in": "Obrigado por ter vindo à corretora falar sobre Vida e Saúde.",
      whatsapp: "Obrigado pela sua mensagem no WhatsApp sobre Vida e Saúde.",
    };
    for (const [source, sentence] of Object.entries(said)) {
      for (const text of texts(lead(source))) expect(text, source).toContain(sentence);
    }
  });

  it("answers a staff-entered lead the site's way once the person wrote through the site", () => {
    expect(openingSource({ source: "referral" }, true)).toBe("site");
    for (const text of texts(lead("referral", { referred_by: "Maria Souza" }), joana, true)) {
      expect(text).toContain("Recebemos a sua mensagem pelo site");
      expect(text).not.toContain("Maria Souza nos passou");
    }
  });

  it("reads a source no list knows (an old row) as staff-entered, never as a received message", () => {
    expect(openingSource({ source: "fax" }, false)).toBe("phone");
    for (const text of texts(lead("fax"))) expect(text).not.toMatch(/Recebemos/);
  });

  it("tells a referred person who passed the contact, what the brokerage is, and how to say no", () => {
    const privacy = `${siteUrl}/privacy-policy`;
    for (const text of texts(lead("referral", { referred_by: "Maria Souza" }))) {
      expect(text).toContain(`Aqui é Joana Ribeiro, da ${site.name}, corretora de seguros.`);
      expect(text).toContain(
        "Maria Souza nos passou o seu contato e contou que você talvez tenha interesse em Vida e Saúde.",
      );
      expect(text).toContain("responda “não” e apagamos os seus dados");
      expect(text).toContain(privacy);
    }
    // A referral stored before the referrer was asked: said as a referral all the same.
    const [old] = texts(lead("referral", { product: null }));
    expect(old).toContain("O seu contato chegou até nós por indicação");
    expect(old).toContain("interesse em um seguro");
    // Nobody else is offered the way out meant for someone who never asked.
    for (const source of ["site", "phone", "walk-in", "whatsapp"])
      for (const text of texts(lead(source))) expect(text, source).not.toContain("responda “não”");
  });

  it("keeps the reply's one placeholder for the answer", () => {
    for (const source of LEAD_SOURCES) {
      const { body } = replyTemplate(lead(source), joana, context());
      expect(body.split(REPLY_PLACEHOLDER)).toHaveLength(2);
    }
  });
});

describe("the desk's signatures", () => {
  it("sign with the person's name and the brokerage's razão social, CNPJ and SUSEP registration", () => {
    for (const source of LEAD_SOURCES) {
      for (const text of texts(lead(source, { referred_by: "Maria Souza" }))) {
        expect(text, source).toContain(`Aqui é Joana Ribeiro, da ${site.name}`);
        expect(text, source).toContain(site.legalName);
        expect(text, source).toContain(`CNPJ ${site.cnpj}`);
        expect(text, source).toContain(`registrada na SUSEP sob o nº ${site.susepRegistration}`);
      }
    }
    const { body } = replyTemplate(lead("site"), joana, context());
    expect(body).toContain("Atenciosamente,\nJoana Ribeiro\n");
    // The phone she gave for clients at her first sign-in (decision 064) goes under her name.
    const withPhone = replyTemplate(lead("site"), { ...joana, phone: "41987654321" }, context()).body;
    expect(withPhone).toContain("Atenciosamente,\nJoana Ribeiro\nTelefone direto: (41) 9 8765-4321\n");
    expect(body).not.toContain("Telefone direto");
    expect(body).toContain(`Como tratamos os seus dados: ${siteUrl}/privacy-policy`);
    expect(whatsappText(lead("site"), joana, context())).toContain(
      `\n\nJoana Ribeiro\n${site.legalName} · CNPJ ${site.cnpj} · corretora de seguros registrada na SUSEP sob o nº ${site.susepRegistration}`,
    );
  });

  it("without a name, speak for the brokerage's team, never with the e-mail address", () => {
    for (const source of LEAD_SOURCES) {
      for (const text of texts(lead(source, { referred_by: "Maria Souza" }), nameless)) {
        expect(text, source).not.toContain(nameless.email);
        expect(text, source).not.toContain("@corretora.example.com.br");
        expect(text, source).toContain(`Aqui é a equipe da ${site.name}`);
        expect(text, source).toContain(`Equipe ${site.name}`);
        expect(text, source).not.toMatch(/\b(Estou|Posso)\b/);
      }
    }
    // A name of spaces is no name.
    expect(whatsappText(lead("phone"), { name: "   ", susep_registration: null }, context())).toContain(
      `Aqui é a equipe da ${site.name}.`,
    );
  });

  it("show a broker's own SUSEP registration, and nobody else's", () => {
    const broker = { name: "Joana Ribeiro", susep_registration: "100234567" };
    const { body } = replyTemplate(lead("site"), broker, context());
    expect(body).toContain("Joana Ribeiro\nCorretagem de seguros: registro SUSEP nº 100234567\n");
    expect(whatsappText(lead("site"), broker, context())).toContain(
      "Joana Ribeiro — corretagem de seguros, registro SUSEP nº 100234567",
    );
    for (const text of texts(lead("site"))) expect(text).not.toContain("Corretagem de seguros");
  });

  it("names the product in the subject, and the brokerage's name", () => {
    expect(replyTemplate(lead("site"), joana, context()).subject).toBe(`Vida e Saúde - ${site.name}`);
    expect(replyTemplate(lead("site", { product: null }), joana, context()).subject).toBe(site.name);
  });
});
