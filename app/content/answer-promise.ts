/**
 * Who answers a visitor, as the site promises it (copy review 3, N-M3; decision 060): "um corretor"
 * only while everyone who receives new leads (the rotation and the products' fixed owners) has a
 * SUSEP registration recorded in Usuários; otherwise "nossa equipe". The contact page, the home
 * page, the "talk to us" buttons and the visitor's confirmation mail all read this one list.
 */

/** `brokers`: every person who receives new leads is a registered broker; `team`: not so, or nobody. */
export type AnsweredBy = "brokers" | "team";

export const ANSWER_PROMISE: Record<
  AnsweredBy,
  {
    /** Under the contact page's title. */
    contactPage: string;
    /** The home page's last band. */
    home: string;
    /** The buttons that lead to the contact form. */
    talkLabel: string;
    /** The confirmation mail's sentence, with how we answer ("pelo WhatsApp, no número …"). */
    mail(how: string): string;
  }
> = {
  brokers: {
    contactPage: "Envie a sua mensagem: um corretor responde pelo canal que você preferir.",
    home: "Um corretor responde pelo canal que você preferir: e-mail, telefone ou WhatsApp.",
    talkLabel: "Fale com um corretor",
    mail: (how) => `Um corretor da nossa equipe vai responder ${how}, como você preferiu.`,
  },
  team: {
    contactPage: "Envie a sua mensagem: nossa equipe responde pelo canal que você preferir.",
    home: "Nossa equipe responde pelo canal que você preferir: e-mail, telefone ou WhatsApp.",
    talkLabel: "Fale conosco",
    mail: (how) => `Alguém da nossa equipe vai responder ${how}, como você preferiu.`,
  },
};

/**
 * The label of a button that opens the contact form (the same everywhere, docs/content-style.md).
 * A financial page says "Fale conosco" whoever answers: credit is not a broker's advice (copy
 * review 2, M9).
 */
export function talkLabel(answeredBy: AnsweredBy, category?: "insurances" | "financial"): string {
  return ANSWER_PROMISE[category === "financial" ? "team" : answeredBy].talkLabel;
}
