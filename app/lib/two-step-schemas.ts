import { z } from "~/lib/zod";

/** The two-step verification forms' messages (shared by browser and server). */
export const TWO_STEP_MESSAGES = {
  codeRequired: "Informe o código de 6 dígitos do aplicativo ou um código de recuperação.",
  codeWrong: "Código inválido ou já usado. Confira o aplicativo e tente novamente.",
  setupCodeRequired: "Informe o código de 6 dígitos que o aplicativo mostra.",
  setupNotStarted: "Comece a configuração de novo: a chave anterior não vale mais.",
  proofRequired: "Informe a sua senha atual ou um código de verificação.",
  proofWrong: "Senha ou código incorreto.",
  alreadyOn: "A verificação em duas etapas já está ativa.",
  notOn: "A verificação em duas etapas não está ativa.",
  verifyFailed: "Não foi possível verificar o código. Tente novamente.",
  setupFailed: "Não foi possível ativar a verificação. Tente novamente.",
  passwordRequired: "Informe a sua senha atual.",
  passwordWrong: "Senha atual incorreta.",
  /** The account's cap on wrong codes (security review 3, L-3). */
  secondStepLocked:
    "A verificação em duas etapas desta conta foi bloqueada por excesso de códigos errados. Tente de novo em 24 horas ou peça a um administrador que a redefina.",
  resetNotOn: "Esta pessoa não usa a verificação em duas etapas.",
  resetSelf: "Para a sua própria conta, use o Portal do Colaborador.",
} as const;

/** A code typed at the second step: 6 digits from the app, or a recovery code (letters, digits, dashes). */
export const secondStepSchema = z.object({
  code: z
    .string({ error: TWO_STEP_MESSAGES.codeRequired })
    .trim()
    .min(1, TWO_STEP_MESSAGES.codeRequired)
    .max(40, TWO_STEP_MESSAGES.codeWrong),
});

/** The code that confirms the setup: exactly 6 digits (spaces allowed, as apps show "123 456"). */
export const setupCodeSchema = z.object({
  code: z
    .string({ error: TWO_STEP_MESSAGES.setupCodeRequired })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, TWO_STEP_MESSAGES.setupCodeRequired)),
});

/** Turning it on: the code from the app and the current password (security review 3, L-2). */
export const setupConfirmSchema = setupCodeSchema.extend({
  password: z
    .string({ error: TWO_STEP_MESSAGES.passwordRequired })
    .min(1, TWO_STEP_MESSAGES.passwordRequired)
    .max(256, TWO_STEP_MESSAGES.passwordWrong),
});

/** Turning it off or renewing the recovery codes asks the current password or a code. */
export const twoStepProofSchema = z.object({
  proof: z
    .string({ error: TWO_STEP_MESSAGES.proofRequired })
    .min(1, TWO_STEP_MESSAGES.proofRequired)
    .max(256, TWO_STEP_MESSAGES.proofWrong),
});

/** The admin's switch: "1" requires it for everyone, "0" leaves it to each person. */
export const twoStepRequirementSchema = z.object({
  required: z.enum(["0", "1"], { error: "Escolha se a verificação em duas etapas é obrigatória." }),
});
