import { BR_MESSAGES, EMAIL_MAX_LENGTH, isValidEmail } from "~/lib/br";
import { z } from "~/lib/zod";
import { contactMethods, optionalPhone } from "./contact-schema";
import { endOfLocalDay, localDate, type Moment } from "./dates";
import { plainString } from "./plain-text";

/**
 * The lead desk's forms (issue 29, decision 041): one schema per form, used by the browser for
 * instant feedback and by the server as the truth. Labels and limits live here too.
 */

/** Every source of a lead: the site's own form, or one of those staff enter by hand. */
export const LEAD_SOURCES = ["site", "phone", "walk-in", "referral", "whatsapp"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** Where a lead staff enter by hand came from (the site's own leads are "site"). */
export const STAFF_SOURCES = [
  "phone",
  "walk-in",
  "referral",
  "whatsapp",
] as const satisfies readonly LeadSource[];
export type StaffSource = (typeof STAFF_SOURCES)[number];

/**
 * Each source's one name: the desk's list, filters and form, the lead page, the owner's mail, the
 * indicators and the CSV all say it the same way.
 */
export const SOURCE_LABEL: Record<LeadSource, string> = {
  site: "Formulário do site",
  phone: "Ligação",
  "walk-in": "Visita à corretora",
  referral: "Indicação",
  whatsapp: "WhatsApp",
};

/** A stored source's name; a value no list knows (an old row) is shown as stored. */
export const sourceLabel = (source: string): string =>
  Object.hasOwn(SOURCE_LABEL, source) ? SOURCE_LABEL[source as LeadSource] : source;

/** The form's values for the preferred channel, as people read them. */
export const METHOD_LABEL: Record<(typeof contactMethods)[number], string> = {
  Email: "E-mail",
  Telefone: "Telefone",
  Whatsapp: "WhatsApp",
};

export const NOTE_MAX = 2000;
export const NEXT_ACTION_MAX = 200;
export const REPLY_SUBJECT_MAX = 150;
export const REPLY_BODY_MAX = 5000;
export const LEAD_NAME_MAX = 120;
export const REFERRED_BY_MAX = 120;

export const LEAD_MESSAGES = {
  nextActionAtPast: "Escolha hoje ou uma data futura.",
  nextActionAtInvalid: "Informe a data da próxima ação.",
  nextActionMissing: "Informe a próxima ação.",
  contactMissing: "Informe o e-mail ou o telefone.",
  lostReason: "Escolha o motivo da perda.",
  referredByMissing: "Informe quem indicou: a primeira mensagem diz à pessoa de onde veio o contato.",
} as const;

const text = (max: number, missing: string, multiline = false) =>
  plainString(
    z.string({ error: missing }).trim().min(1, missing).max(max, `Use no máximo ${max} caracteres.`),
    { multiline },
  );

/** Today in the brokerage's zone, as a date input writes it ("2026-11-26"): browser and server agree. */
export function todayIn(timeZone: string, now: Moment = Date.now()): string {
  return localDate(now, timeZone);
}

/** The next action's day ("2026-11-27"): a real date, today or later in the brokerage's zone. */
export function nextActionDateIn(timeZone: string) {
  return z
    .string({ error: LEAD_MESSAGES.nextActionAtInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, LEAD_MESSAGES.nextActionAtInvalid)
    .refine((day) => {
      const parsed = new Date(`${day}T12:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
    }, LEAD_MESSAGES.nextActionAtInvalid)
    .refine((day) => day >= todayIn(timeZone), LEAD_MESSAGES.nextActionAtPast);
}

/**
 * A next action is due by the end of its day in the brokerage's zone: stored as that instant, so
 * "past it" is a plain comparison with now.
 */
export function dueAt(day: string, timeZone: string): string {
  return endOfLocalDay(day, timeZone).toISOString();
}

/** The stored instant back as the day a date input shows. */
export function dueDay(iso: string | null, timeZone: string): string {
  return iso ? todayIn(timeZone, iso) : "";
}

/** The next action's form, "today" being the brokerage's (its zone from root data or the content). */
export function nextActionSchemaIn(timeZone: string) {
  return z.object({
    nextAction: text(NEXT_ACTION_MAX, LEAD_MESSAGES.nextActionMissing),
    nextActionAt: nextActionDateIn(timeZone),
  });
}

export const noteSchema = z.object({ body: text(NOTE_MAX, "Escreva a nota.", true) });

/** A call is logged with what was said (optional: "não atendeu" is worth logging too). */
export const callSchema = z.object({
  body: plainString(z.string().trim().max(NOTE_MAX, `Use no máximo ${NOTE_MAX} caracteres.`), {
    multiline: true,
  })
    .optional()
    .default(""),
});

/**
 * Moving a lead: to Perdido with a reason (and maybe a note); into an open stage past the first
 * with a next action (the server asks for it only when the lead has none).
 */
export const stageSchema = z.object({
  stageId: z.string({ error: "Escolha a etapa." }).min(1, "Escolha a etapa.").max(60),
  lostReasonId: z.string().max(60).optional().default(""),
  lostNote: plainString(z.string().trim().max(NOTE_MAX, `Use no máximo ${NOTE_MAX} caracteres.`), {
    multiline: true,
  })
    .optional()
    .default(""),
  nextAction: z.string().trim().max(NEXT_ACTION_MAX).optional().default(""),
  nextActionAt: z.string().optional().default(""),
});

export const ownerSchema = z.object({ ownerId: z.uuid({ error: "Escolha quem assume a oportunidade." }) });

/** The reply template's one placeholder: the staff member writes the answer in its place. */
export const REPLY_PLACEHOLDER = "[Escreva aqui a sua resposta.]";

/** Said when the reply still holds the placeholder (ux review 2, B2), by the browser and the server. */
export const REPLY_PLACEHOLDER_LEFT = `Escreva a sua resposta no lugar de “${REPLY_PLACEHOLDER}” antes de enviar.`;

export const replySchema = z.object({
  subject: text(REPLY_SUBJECT_MAX, "Escreva o assunto."),
  // The template sent unchanged would mail the placeholder to the customer.
  body: text(REPLY_BODY_MAX, "Escreva a mensagem.", true).refine(
    (body) => !body.includes(REPLY_PLACEHOLDER),
    REPLY_PLACEHOLDER_LEFT,
  ),
});

/** "Sim, enviei" / "Não enviei": which opening of WhatsApp the answer is about (decision 062). */
export const whatsappAnswerSchema = z.object({
  openingId: z.uuid({ error: "Não há WhatsApp aberto por você nesta oportunidade." }),
});

/** "Usar este e-mail" / "Usar este telefone": the message in the timeline whose detail the lead takes. */
export const useContactSchema = z.object({
  messageId: z.uuid({ error: "Mensagem não encontrada nesta oportunidade." }),
});

/** A lead staff add by hand: the same fields as a visitor's, plus where it came from and what next. */
export const newLeadSchemaIn = (timeZone: string) =>
  z
    .object({
      name: text(LEAD_NAME_MAX, "Informe o nome."),
      email: z
        .string()
        .trim()
        .max(EMAIL_MAX_LENGTH, "E-mail longo demais.")
        .optional()
        .default("")
        .refine((v) => v === "" || isValidEmail(v), BR_MESSAGES.email),
      phone: optionalPhone,
      contactMethod: z.enum(contactMethods, { error: "Escolha a forma de contato." }),
      product: z.string().max(80).optional().default(""),
      source: z.enum(STAFF_SOURCES, { error: "Escolha a origem." }),
      /** Who referred the person (a referral only): the first message names them (decision 060). */
      referredBy: plainString(
        z.string().trim().max(REFERRED_BY_MAX, `Use no máximo ${REFERRED_BY_MAX} caracteres.`),
        { multiline: false },
      )
        .optional()
        .default(""),
      ownerId: z
        .union([z.uuid(), z.literal("")])
        .optional()
        .default(""),
      nextAction: text(NEXT_ACTION_MAX, LEAD_MESSAGES.nextActionMissing),
      nextActionAt: nextActionDateIn(timeZone),
    })
    .superRefine((lead, ctx) => {
      if (!lead.email && !lead.phone) {
        ctx.addIssue({ code: "custom", path: ["phone"], message: LEAD_MESSAGES.contactMissing });
      }
      if (lead.source === "referral" && !lead.referredBy) {
        ctx.addIssue({ code: "custom", path: ["referredBy"], message: LEAD_MESSAGES.referredByMissing });
      }
    });

export type NewLeadInput = z.output<ReturnType<typeof newLeadSchemaIn>>;

/**
 * Whose leads the list shows, as the address says it (`?dono=meus`, `?dono=sem`); "Parados" is
 * apart (`?parados=1`) so it combines with either. The start screen and the digest link to these.
 */
export const OWNER_VIEWS = { meus: "mine", sem: "unassigned" } as const;
export type OwnerView = "all" | (typeof OWNER_VIEWS)[keyof typeof OWNER_VIEWS];
