import { BR_MESSAGES, EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail, taxIdKind } from "~/lib/br";
import { cepSchema, moneySchema, plateSchema, rateSchema, taxIdSchema } from "~/lib/br/schemas";
import { z } from "~/lib/zod";
import { INSURED_KINDS, LEGAL_BASES, PAYMENT_METHODS, POLICY_STATUSES, UF } from "./book-labels";
import { optionalPhone } from "./contact-schema";
import { plainString } from "./plain-text";

export * from "./book-labels";

/**
 * The book of policies' forms (issue 42, decision 063): one schema per form, for the browser's
 * instant feedback and the server's truth. Every field arrives as text (a form, or a cell of an
 * imported sheet); money comes out in centavos, rates in basis points, days as "YYYY-MM-DD".
 */

export const BOOK_MESSAGES = {
  name: "Informe o nome.",
  insurer: "Escolha a seguradora.",
  product: "Escolha o produto.",
  startsOn: "Informe o início da vigência.",
  endsOn: "Informe o fim da vigência.",
  endBeforeStart: "O fim da vigência deve ser depois do início.",
  totalPremium: "Informe o prêmio total.",
  day: "Informe uma data válida.",
  year: "Informe o ano com 4 dígitos.",
  bonusClass: "A classe de bônus vai de 0 a 10.",
  instalments: "Informe de 1 a 12 parcelas.",
  lives: "Informe o número de vidas.",
  legalBasis: "Escolha a base legal.",
  owner: "Escolha alguém da equipe.",
  contactName: "Informe a pessoa de contato da empresa.",
  state: "Escolha a UF.",
  document: "Informe o CPF ou o CNPJ.",
} as const;

const limited = (max: number) =>
  plainString(z.string().trim().max(max, `Use no máximo ${max} caracteres.`), { multiline: false })
    .optional()
    .default("");
const required = (max: number, missing: string) =>
  plainString(
    z.string({ error: missing }).trim().min(1, missing).max(max, `Use no máximo ${max} caracteres.`),
    {
      multiline: false,
    },
  );
/** An optional field: blank is "", anything else must pass `schema`. */
const orBlank = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .optional()
    .default("")
    .transform((value) => value.trim())
    .pipe(z.union([z.literal(""), schema]));

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day as a date input writes it; "31/12/2026" (a spreadsheet's) is read too. */
export function parseDay(value: string): string | null {
  const text = value.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  const day = br ? `${br[3]}-${br[2]}-${br[1]}` : text;
  if (!DAY.test(day)) return null;
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? null : day;
}
export const daySchema = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .transform((value, ctx) => {
      const day = parseDay(value);
      if (!day) {
        ctx.addIssue({ code: "custom", message: BOOK_MESSAGES.day });
        return z.NEVER;
      }
      return day;
    });
const integerIn = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, "E-mail longo demais.")
  .optional()
  .default("")
  .refine((v) => v === "" || isValidEmail(v), BR_MESSAGES.email)
  .transform((v) => (v ? normalizeEmail(v) : ""));

export const CLIENT_NAME_MAX = 160;
export const NOTES_MAX = 2000;

/** A client: a person (CPF) or a company (CNPJ, with its contact person). */
export const clientSchema = z
  .object({
    document: taxIdSchema(),
    name: required(CLIENT_NAME_MAX, BOOK_MESSAGES.name),
    contactName: limited(120),
    email: optionalEmail,
    phone: optionalPhone,
    phone2: optionalPhone,
    cep: orBlank(cepSchema()),
    address: limited(200),
    city: limited(80),
    state: z.union([z.literal(""), z.enum(UF, { error: BOOK_MESSAGES.state })]).default(""),
    birthDate: orBlank(daySchema(BOOK_MESSAGES.day)),
    notes: plainString(z.string().trim().max(NOTES_MAX, `Use no máximo ${NOTES_MAX} caracteres.`), {
      multiline: true,
    })
      .optional()
      .default(""),
    legalBasis: z.enum(LEGAL_BASES, { error: BOOK_MESSAGES.legalBasis }).default("contract"),
    ownerId: z.union([z.uuid({ error: BOOK_MESSAGES.owner }), z.literal("")]).default(""),
  })
  .superRefine((client, ctx) => {
    if (taxIdKind(client.document) === "company" && !client.contactName) {
      ctx.addIssue({ code: "custom", path: ["contactName"], message: BOOK_MESSAGES.contactName });
    }
  });
export type ClientInput = z.output<typeof clientSchema>;

/** A policy: what the insurer issued, its money, what it insures, and who produced it. */
export const policyFields = {
  insurerId: required(80, BOOK_MESSAGES.insurer),
  product: required(80, BOOK_MESSAGES.product),
  susepBranch: limited(10),
  policyNumber: limited(40),
  proposalNumber: limited(40),
  startsOn: daySchema(BOOK_MESSAGES.startsOn),
  endsOn: daySchema(BOOK_MESSAGES.endsOn),
  netPremium: orBlank(moneySchema()),
  iof: orBlank(moneySchema()),
  totalPremium: moneySchema({ missing: BOOK_MESSAGES.totalPremium }),
  paymentMethod: z.union([z.literal(""), z.enum(PAYMENT_METHODS)]).default(""),
  instalments: orBlank(integerIn(1, 12, BOOK_MESSAGES.instalments)),
  commissionRate: orBlank(rateSchema()),
  commission: orBlank(moneySchema()),
  insuredKind: z.enum(INSURED_KINDS).default("other"),
  vehiclePlate: orBlank(plateSchema()),
  vehicleModel: limited(120),
  vehicleYear: orBlank(integerIn(1950, 2100, BOOK_MESSAGES.year)),
  fipeCode: limited(12),
  bonusClass: orBlank(integerIn(0, 10, BOOK_MESSAGES.bonusClass)),
  propertyAddress: limited(200),
  lives: orBlank(integerIn(1, 100_000, BOOK_MESSAGES.lives)),
  insuredDescription: limited(300),
  producerId: z.union([z.uuid({ error: BOOK_MESSAGES.owner }), z.literal("")]).default(""),
};

type PolicyShape = { startsOn: string; endsOn: string };
/** The end of cover after its start: a rule every policy form and every imported row shares. */
export function refinePolicy(policy: PolicyShape, ctx: z.RefinementCtx) {
  if (policy.endsOn <= policy.startsOn) {
    ctx.addIssue({ code: "custom", path: ["endsOn"], message: BOOK_MESSAGES.endBeforeStart });
  }
}

export const policySchema = z.object(policyFields).superRefine(refinePolicy);
export type PolicyInput = z.output<typeof policySchema>;

/** A policy's status change (cancelada with its reason, encerrada…); renovada comes from a renewal. */
export const policyStatusSchema = z.object({
  status: z.enum(POLICY_STATUSES, { error: "Escolha a situação." }),
  reason: limited(300),
});

/**
 * Winning a lead: the policy it became and the client's document (the rest of the client comes
 * from the lead, and is completed on the client's page).
 */
export const winSchema = z
  .object({
    ...policyFields,
    // Left blank it is missing, not "invalid" (the win asks for it first thing about the client).
    document: z
      .string({ error: BOOK_MESSAGES.document })
      .trim()
      .min(1, BOOK_MESSAGES.document)
      .pipe(taxIdSchema()),
    clientName: required(CLIENT_NAME_MAX, BOOK_MESSAGES.name),
    contactName: limited(120),
  })
  .superRefine((win, ctx) => {
    refinePolicy(win, ctx);
    if (taxIdKind(win.document) === "company" && !win.contactName) {
      ctx.addIssue({ code: "custom", path: ["contactName"], message: BOOK_MESSAGES.contactName });
    }
  });
export type WinInput = z.output<typeof winSchema>;
