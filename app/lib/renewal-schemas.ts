import { moneySchema, rateSchema } from "~/lib/br/schemas";
import { z } from "~/lib/zod";
import { BOOK_MESSAGES, daySchema, policyFields, refinePolicy } from "./book-schemas";
import { plainString } from "./plain-text";

/**
 * The renewal desk's forms (issue 42, decision 069): one schema per form, shared by the browser
 * and the server. The next action, notes and calls reuse the lead desk's (lead-schemas.ts).
 */

export const RENEWAL_MESSAGES = {
  status: "Escolha a situação.",
  lostReason: "Informe o motivo da perda.",
  closed: "Esta renovação já está encerrada.",
  renewedOnlyWithPolicy: "Para marcar como Renovada, registre a nova apólice abaixo.",
  windowDays: "A janela vai de 7 a 180 dias.",
  reminderDays: "Informe dias entre 1 e a janela, separados por vírgula (ex.: 30, 15, 7, 1).",
  reminderRepeated: "Cada dia aparece uma vez só.",
} as const;

export const WINDOW_MIN = 7;
export const WINDOW_MAX = 180;
const TEXT_MAX = 300;

const optionalText = (max: number) =>
  plainString(z.string().trim().max(max, `Use no máximo ${max} caracteres.`), { multiline: false })
    .optional()
    .default("");

/**
 * A renewal's status change by hand: the open ones, Perdida (with its reason and the competitor
 * that won) and Cancelada. "Renovada" is not here: it comes only with the new policy (renewSchema).
 */
export const renewalStatusSchema = z
  .object({
    status: z.enum(["nao-trabalhada", "em-cotacao", "aguardando-cliente", "perdida", "cancelada"], {
      error: RENEWAL_MESSAGES.status,
    }),
    lostReason: optionalText(TEXT_MAX),
    lostTo: optionalText(120),
  })
  .superRefine((input, ctx) => {
    if (input.status === "perdida" && !input.lostReason) {
      ctx.addIssue({ code: "custom", path: ["lostReason"], message: RENEWAL_MESSAGES.lostReason });
    }
  });
export type RenewalStatusInput = z.output<typeof renewalStatusSchema>;

const orBlank = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .optional()
    .default("")
    .transform((value) => value.trim())
    .pipe(z.union([z.literal(""), schema]));

/**
 * "Renovada": the new policy, prefilled from the old one (same client and product; the insurer may
 * change), its cover from the old end for a year, and its premium for staff to confirm. What it
 * insures is carried over from the old policy by the server.
 */
export const renewSchema = z
  .object({
    insurerId: policyFields.insurerId,
    policyNumber: policyFields.policyNumber,
    proposalNumber: policyFields.proposalNumber,
    startsOn: daySchema(BOOK_MESSAGES.startsOn),
    endsOn: daySchema(BOOK_MESSAGES.endsOn),
    netPremium: policyFields.netPremium,
    iof: policyFields.iof,
    totalPremium: moneySchema({ missing: BOOK_MESSAGES.totalPremium }),
    paymentMethod: policyFields.paymentMethod,
    instalments: policyFields.instalments,
    commissionRate: orBlank(rateSchema()),
  })
  .superRefine(refinePolicy);
export type RenewInput = z.output<typeof renewSchema>;

/** "30, 15, 7, 1" → [30, 15, 7, 1]; null when a part is not a whole number. */
export function parseReminderDays(text: string): number[] | null {
  const parts = text
    .split(/[,;\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.some((part) => !/^\d{1,3}$/.test(part))) return null;
  return parts.map(Number);
}

/** The renewal windows admins set: the window (7–180 days) and distinct reminder days within it. */
export const renewalSettingsSchema = z
  .object({
    windowDays: z
      .string({ error: RENEWAL_MESSAGES.windowDays })
      .trim()
      .regex(/^\d{1,3}$/, RENEWAL_MESSAGES.windowDays)
      .transform(Number)
      .refine((n) => n >= WINDOW_MIN && n <= WINDOW_MAX, RENEWAL_MESSAGES.windowDays),
    reminderDays: z.string({ error: RENEWAL_MESSAGES.reminderDays }).trim().max(60),
  })
  .transform((input, ctx) => {
    const days = parseReminderDays(input.reminderDays);
    // At least one day, as the form's field requires: a renewal no one is reminded of is one forgotten.
    if (!days || days.length === 0 || days.some((d) => d < 1 || d > input.windowDays)) {
      ctx.addIssue({ code: "custom", path: ["reminderDays"], message: RENEWAL_MESSAGES.reminderDays });
      return z.NEVER;
    }
    if (new Set(days).size !== days.length) {
      ctx.addIssue({ code: "custom", path: ["reminderDays"], message: RENEWAL_MESSAGES.reminderRepeated });
      return z.NEVER;
    }
    return { windowDays: input.windowDays, reminderDays: [...days].sort((a, b) => b - a) };
  });
export type RenewalSettingsInput = z.output<typeof renewalSettingsSchema>;
