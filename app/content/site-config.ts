import { UF } from "~/lib/book-labels";
import { BR_MESSAGES, isMobilePhone, SUSEP_REGISTRATION } from "../lib/br";
import { cepSchema, cnpjSchema, emailSchema } from "../lib/br/schemas";
import { z } from "../lib/zod";
import { BUSINESS_TIME_ZONES } from "./business-hours";
import {
  itemList,
  logoFileName,
  logoUploadFields,
  optionalText,
  phoneList,
  phoneNumber,
  plainText,
  REQUIRED,
  webUrl,
} from "./content-fields";

/**
 * The brokerage's own details: what admins edit in "Dados da corretora" (issue 14) and its schema
 * (shared by the form and the server). The first-start defaults are in site-defaults.ts, apart so
 * the pages that fall back to them ship no zod: every default is a visibly fictional placeholder
 * (example.com, 0000 numbers) for the brokerage to replace in the admin portal before going live.
 */

/** Brazil's 27 states: one list, app/lib/book-labels.ts (the book's addresses use it too). */
export const BRAZIL_STATES = UF;

const namedLink = z.object({ name: plainText(80), url: webUrl() });

/** Registration numbers at SUSEP: digits only. */
const susepNumber = z
  .string({ error: REQUIRED })
  .trim()
  .regex(SUSEP_REGISTRATION, { error: BR_MESSAGES.susep });

const cnpj = cnpjSchema({ missing: REQUIRED });

/**
 * The brokerage's role in the quote portal's processing (LGPD art. 5º VI–VII): `controller` — the
 * brokerage decides what the simulation is for and the portal's company works on its behalf
 * (operadora); `separate` — the portal's company is itself controller of what is typed there and
 * the brokerage becomes controller of the simulation it receives; `unconfirmed` (the first-start
 * value) — not yet confirmed with the portal's company: the policy states no role, and the launch
 * checklist asks (copy review 3, N-M7).
 */
export const QUOTE_PORTAL_ROLES = ["unconfirmed", "controller", "separate"] as const;
export type QuotePortalRole = (typeof QUOTE_PORTAL_ROLES)[number];

/**
 * The safeguard of a provider that keeps data outside Brazil (LGPD art. 33), as the admin confirms
 * it: a country the ANPD recognised as adequate (I), clauses specific to the transfer (II "a"), the
 * ANPD's standard clauses (II "b"), global corporate rules (II "c"); `unconfirmed` until then.
 */
export const TRANSFER_MECHANISMS = [
  "unconfirmed",
  "standard-clauses",
  "specific-clauses",
  "corporate-rules",
  "adequacy",
] as const;
export type TransferMechanism = (typeof TRANSFER_MECHANISMS)[number];

const email = emailSchema({ message: "E-mail inválido.", missing: REQUIRED });

/** "09:00": hours 00–23, minutes 00–59; "" when the day is closed. */
const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = z
  .string()
  .trim()
  .refine((value) => value === "" || CLOCK.test(value), {
    error: "Use o formato 00:00, por exemplo 09:00.",
  })
  .default("");

const BOTH_OR_NEITHER = "Preencha abertura e fechamento, ou deixe os dois em branco (fechado).";

/** A day's hours: both times, closing after opening, or neither (closed). */
const dayHours = z.object({ opens: clock, closes: clock }).superRefine((day, ctx) => {
  if (day.opens === "" && day.closes !== "")
    ctx.addIssue({ code: "custom", path: ["opens"], message: BOTH_OR_NEITHER });
  if (day.opens !== "" && day.closes === "")
    ctx.addIssue({ code: "custom", path: ["closes"], message: BOTH_OR_NEITHER });
  // Compared only when both are times (a malformed one already has its own message).
  if (CLOCK.test(day.opens) && CLOCK.test(day.closes) && day.closes <= day.opens)
    ctx.addIssue({
      code: "custom",
      path: ["closes"],
      message: "O fechamento precisa ser depois da abertura.",
    });
});

/** The business hours (decision 043): seven days, Monday first, at least one of them open. */
export const businessHoursSchema = z.object({
  timeZone: z.enum(BUSINESS_TIME_ZONES, { error: "Escolha o fuso horário." }),
  week: z
    .array(dayHours, { error: "Informe os sete dias da semana." })
    .length(7, { error: "Informe os sete dias da semana." })
    .refine((week) => week.some((day) => day.opens !== ""), {
      error: "Informe o horário de pelo menos um dia da semana.",
    }),
});

export const siteDetailsSchema = z.object({
  /** The brand, as the header, titles and e-mails show it. */
  name: plainText(60),
  /** Razão social. */
  legalName: plainText(150),
  tagline: plainText(80),
  foundedYear: z.coerce
    .number({ error: "Informe o ano com quatro dígitos." })
    .int({ error: "Informe o ano com quatro dígitos." })
    .min(1900, { error: "Informe o ano com quatro dígitos." })
    .max(2100, { error: "Informe o ano com quatro dígitos." }),
  susepRegistration: susepNumber,
  cnpj,
  address: z.object({
    street: plainText(120),
    district: plainText(60),
    city: plainText(60),
    state: z.enum(BRAZIL_STATES, { error: "Escolha a UF." }),
    postalCode: cepSchema({ missing: REQUIRED }),
  }),
  email,
  /** The first phone is the main one (footer, contact page, structured data). */
  phones: phoneList({ label: plainText(40) }, { min: 1 }),
  /** A mobile number with WhatsApp: DDD + 9 digits. */
  whatsapp: phoneNumber.refine(isMobilePhone, { error: BR_MESSAGES.mobile }),
  openingHours: plainText(120),
  /**
   * The hours the lead indicators count in (decision 043). A version stored before it existed
   * reads the default (site-defaults.ts).
   */
  businessHours: businessHoursSchema,
  social: itemList(namedLink, { min: 0, max: 6 }),
  /** The two industry links of the footer (the regulator and the brokers' federation). */
  industryLinks: itemList(namedLink, { min: 2, max: 2 }),
  /** The encarregado (LGPD art. 41): who answers data subjects and the ANPD. */
  dataProtectionOfficer: z.object({ name: plainText(120), email }),
  /** Base of the external quoting site; a quote button opens base + the product's path. */
  quotePortalUrl: webUrl().transform((url) => url.replace(/\/+$/, "")),
  /**
   * Transparency and privacy (Res. CNSP nº 382/2020, art. 4º; decision 031). A document stored
   * before these fields existed reads them from site-defaults.ts (versions.ts `readDocument`).
   */
  /** The corretor responsável técnico through whom the brokerage is registered at SUSEP. */
  responsibleBroker: z.object({ name: plainText(120), registration: susepNumber }),
  /** How the brokerage is paid, in one or two sentences. */
  compensation: plainText(400),
  /** An exclusivity contract with one or more insurers, named; empty when there is none. */
  exclusivity: optionalText(300, { multiline: false }),
  /** Holdings of 10% or more with an insurer, either way; empty when there are none. */
  holdings: optionalText(400, { multiline: true }),
  /** Who runs the quote portal, and the brokerage's role in that processing (privacy policy). */
  quotePortalOperator: z.object({
    name: plainText(150),
    cnpj,
    role: z.enum(QUOTE_PORTAL_ROLES, { error: "Escolha o papel da corretora." }),
  }),
  /**
   * The providers that hold the site's data (hosting, e-mail): where they keep it and, outside
   * Brazil, the transfer's safeguard (a version stored before it existed reads "unconfirmed").
   */
  dataProviders: itemList(
    z.object({
      service: plainText(60),
      name: plainText(80),
      country: plainText(60),
      transfer: z
        .enum(TRANSFER_MECHANISMS, { error: "Escolha a garantia da transferência." })
        .default("unconfirmed"),
    }),
    { min: 1, max: 6 },
  ),
  /** How long the brokerage keeps proposals, policies, claims and AML records (its counsel's period). */
  recordsRetention: optionalText(300, { multiline: false }),
  /**
   * The brokerage's uploaded logo (issue 26, decision 037): its file and size in pixels, so pages
   * reserve its place; null for the drawn monogram. A version stored before it existed reads null.
   */
  logo: z
    .object({
      file: logoFileName,
      width: z.number().int().min(1).max(16384),
      height: z.number().int().min(1).max(16384),
    })
    .nullable()
    .default(null),
});

export type SiteDetails = z.output<typeof siteDetailsSchema>;
export type SiteLogo = NonNullable<SiteDetails["logo"]>;

/** "Dados da corretora" as the editor posts it: the logo arrives as a file, or as the box that removes it. */
export const siteEditorSchema = siteDetailsSchema.omit({ logo: true }).extend(logoUploadFields);
export type SiteEditorInput = z.output<typeof siteEditorSchema>;
export type SiteDetailsInput = z.input<typeof siteDetailsSchema>;
