import { BR_MESSAGES, isValidPhone, isValidSusepRegistration, normalizePhone } from "~/lib/br";
import { emailSchema as emailField, phoneSchema } from "~/lib/br/schemas";
import { plainString } from "~/lib/plain-text";
import { z } from "~/lib/zod";

/** Exact Portuguese messages of the spec's section 8 (shared by browser and server). */
export const MESSAGES = {
  invalidEmail: "E-mail inválido. Por favor, verifique e tente novamente.",
  userDisabled: "Usuário desativado. Entre em contato com o administrador.",
  userNotFound: "Usuário não encontrado. Por favor, verifique e tente novamente.",
  wrongPassword: "Senha incorreta. Por favor, tente novamente.",
  notApproved: "Seu cadastro ainda não foi aprovado. Aguarde a aprovação do administrador.",
  noPendingRecord: "Usuário não encontrado para aprovação. Verifique seu cadastro.",
  loginFailed: "Falha no login.",
  emailInUse: "Este e-mail já está cadastrado. Tente fazer login ou use um e-mail diferente.",
  registerFailed: "Falha ao registrar. Por favor, tente novamente.",
  forgotNotFound: "Usuário não encontrado ou não aprovado.",
  forgotFailed: "Erro ao enviar email de redefinição. Por favor, tente novamente mais tarde.",
  passwordChangeFailed: "Falha ao alterar a senha. Tente novamente.",
  passwordChanged: "Senha alterada com sucesso!",
  passwordTooShort: "A senha deve conter no mínimo 6 caracteres.",
  throttled: "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
  invalidResetToken: "Link de redefinição inválido ou expirado. Solicite um novo.",
} as const;

/** The e-mail confirmation's texts (security review 2, L-8; not in the spec, which has no such step). */
export const CONFIRM_MESSAGES = {
  invalidLink:
    "Link de confirmação inválido, expirado ou já usado. Se o seu cadastro ainda aguarda aprovação, avise o administrador.",
  confirmed: "E-mail confirmado com sucesso!",
  failed: "Não foi possível confirmar o e-mail. Tente novamente.",
  approveQuestion: "O e-mail ainda não foi confirmado. Aprovar mesmo assim?",
  approveRefused:
    "O e-mail deste cadastro ainda não foi confirmado. Para aprovar mesmo assim, confirme a aprovação.",
  passwordRequired: "Informe a senha que você escolheu no cadastro.",
  passwordWrong: "A senha não confere com a do cadastro. Confira e tente novamente.",
} as const;

export const PASSWORD_MIN = 6;
const PASSWORD_MAX = 256;

export const emailSchema = emailField({ message: MESSAGES.invalidEmail });

export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX, { error: "A senha é longa demais." });

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: MESSAGES.wrongPassword })
    .min(1, { error: "Informe a senha." })
    .max(PASSWORD_MAX),
});

export const registerSchema = z.object({ email: emailSchema, password: newPasswordSchema });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  // A bad token says so, whatever else is wrong: it comes first and carries the link's message.
  token: z
    .string({ error: MESSAGES.invalidResetToken })
    .min(16, { error: MESSAGES.invalidResetToken })
    .max(200, { error: MESSAGES.invalidResetToken }),
  password: newPasswordSchema,
});

/**
 * The confirmation page's post: the link's token (the same bounds as a reset link's) and the
 * password chosen at registration (security review 3, L-4: the inbox's owner alone cannot confirm
 * a registration someone else made with their address).
 */
export const confirmEmailSchema = z.object({
  token: z
    .string({ error: CONFIRM_MESSAGES.invalidLink })
    .min(16, { error: CONFIRM_MESSAGES.invalidLink })
    .max(200, { error: CONFIRM_MESSAGES.invalidLink }),
  password: z
    .string({ error: CONFIRM_MESSAGES.passwordRequired })
    .min(1, { error: CONFIRM_MESSAGES.passwordRequired })
    .max(PASSWORD_MAX, { error: CONFIRM_MESSAGES.passwordWrong }),
});

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Informe a senha atual." })
    .min(1, { error: "Informe a senha atual." })
    .max(PASSWORD_MAX, { error: MESSAGES.passwordChangeFailed }),
  password: newPasswordSchema,
});

export const editUserSchema = z.object({
  userId: z.uuid(),
  name: plainString(z.string().trim().max(120, { error: "Nome muito longo." }), { multiline: false }),
  // Checked as typed (the phone check alone would let a control character through), then kept as
  // its digits without +55 or a trunk 0, so that the account stores those.
  phone: plainString(
    z
      .string()
      .trim()
      .max(20)
      .refine((v) => v === "" || isValidPhone(v), { error: "Telefone inválido." }),
    { multiline: false },
  ).transform(normalizePhone),
  /**
   * The person's own SUSEP registration as an insurance broker (decision 060): empty for staff who
   * are not brokers; absent (an older form) leaves it as it is.
   */
  susepRegistration: z
    .string()
    .trim()
    .refine((v) => v === "" || isValidSusepRegistration(v), { error: BR_MESSAGES.susep })
    .optional(),
});

/**
 * What a person tells about themselves the first time they sign in, and later on the same screen
 * (issue 41, B6; decision 064): the name and phone clients see in the desk's e-mails and WhatsApp
 * texts. The browser checks it with this schema before sending; the server again.
 */
export const PROFILE_MESSAGES = {
  nameMissing: "Informe o seu nome, como os clientes vão ver.",
  nameShort: "Nome muito curto.",
  nameLong: "Nome muito longo.",
  phone: "Informe um telefone com DDD, por exemplo (41) 9 0000-0000.",
  saved: "Dados salvos: os clientes verão este nome e este telefone.",
  failed: "Não foi possível salvar os seus dados. Tente novamente.",
  required: "Antes de continuar, diga aos clientes quem está falando com eles.",
} as const;

export const profileSchema = z.object({
  name: plainString(
    z
      .string({ error: PROFILE_MESSAGES.nameMissing })
      .trim()
      .min(1, { error: PROFILE_MESSAGES.nameMissing })
      .min(2, { error: PROFILE_MESSAGES.nameShort })
      .max(120, { error: PROFILE_MESSAGES.nameLong }),
    { multiline: false },
  ),
  phone: phoneSchema({ message: PROFILE_MESSAGES.phone }),
});

export type ProfileInput = z.infer<typeof profileSchema>;

export const userIdSchema = z.object({ userId: z.uuid() });

/**
 * Approving a registration: `approveUnconfirmed=1` is the admin's explicit yes to approving an
 * account whose e-mail was never confirmed (the dialog's "Sim, aprovar"); without it the server
 * refuses such an account.
 */
export const approveSchema = userIdSchema.extend({
  approveUnconfirmed: z.literal("1", { error: CONFIRM_MESSAGES.approveRefused }).optional(),
});

/**
 * The portal's free-text sections admins edit. The five insurer sections of the original portal
 * (guide, passwords, 0800 numbers, discounts, contacts) became the insurer desk (issue 15); their
 * old rows stay in the database but are no longer shown.
 */
export const PORTAL_SECTION_KEYS = ["broker-contacts"] as const;

export const portalSectionSchema = z.object({
  key: z.enum(PORTAL_SECTION_KEYS),
  title: plainString(z.string().trim().min(1, { error: "Informe o título." }).max(120), { multiline: false }),
  body: plainString(z.string().max(50_000, { error: "Conteúdo longo demais." }), { multiline: true }),
});
