import { z } from "~/lib/zod";
import { CLAIM_STATUSES } from "./book-labels";
import { daySchema } from "./book-schemas";
import { plainString } from "./plain-text";

/**
 * The client page's claim forms (issue 42, decision 066): "Registrar sinistro" (which policy, the
 * day it happened, what and where) and a claim's status change. Browser and server share them.
 */
export const CLAIM_DESCRIPTION_MAX = 2000;
export const CLAIM_PLACE_MAX = 200;

export const claimSchema = z.object({
  policyId: z.uuid({ error: "Escolha a apólice." }),
  occurredOn: daySchema("Informe a data do sinistro."),
  description: plainString(
    z
      .string({ error: "Descreva o que aconteceu." })
      .trim()
      .min(1, "Descreva o que aconteceu.")
      .max(CLAIM_DESCRIPTION_MAX, `Use no máximo ${CLAIM_DESCRIPTION_MAX} caracteres.`),
    { multiline: true },
  ),
  place: plainString(z.string().trim().max(CLAIM_PLACE_MAX, `Use no máximo ${CLAIM_PLACE_MAX} caracteres.`), {
    multiline: false,
  })
    .optional()
    .default(""),
});
export type ClaimInput = z.output<typeof claimSchema>;

export const claimStatusSchema = z.object({
  claimId: z.uuid({ error: "Sinistro não encontrado." }),
  status: z.enum(CLAIM_STATUSES, { error: "Escolha a situação." }),
});
