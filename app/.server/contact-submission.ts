import { contactMessages, contactSchema } from "~/lib/contact-schema";
import { checkCaptcha } from "./captcha";
import { CaptchaReplayError, storeContactMessage } from "./contact";
import { consume } from "./rate-limit";
import { services } from "./services";
import { StaffError } from "./users";

export const CAPTCHA_REFUSED =
  "Não conseguimos confirmar que você não é um robô. Aguarde a verificação e tente novamente.";

export type ContactResult = { ok: true; message: string } | { ok: false; message: string; status: number };

/**
 * A contact form post, from raw fields to a stored message: honeypot, schema (the same as the
 * browser's), rate limit per address, captcha, then one transaction. Every refusal is a clear
 * Portuguese message, never an exception.
 */
export async function receiveContactMessage(
  form: Record<string, string>,
  clientAddress: string,
): Promise<ContactResult> {
  if (form.website) return { ok: false, message: contactMessages.failure, status: 400 };
  const parsed = contactSchema.safeParse(form);
  if (!parsed.success) {
    const anyEmpty = parsed.error.issues.some((issue) => issue.message === contactMessages.incomplete);
    const message = anyEmpty
      ? contactMessages.incomplete
      : (parsed.error.issues[0]?.message ?? contactMessages.incomplete);
    return { ok: false, message, status: 400 };
  }
  const { database, env, kickOutbox } = services();
  try {
    await consume(database, "contact", clientAddress);
  } catch (error) {
    if (error instanceof StaffError) return { ok: false, message: error.message, status: error.status };
    throw error;
  }
  const captcha = await checkCaptcha(form.altcha, env.altchaHmacKey);
  if (!captcha.ok) return { ok: false, message: CAPTCHA_REFUSED, status: 400 };
  try {
    await storeContactMessage(database.db, parsed.data, captcha, env.contactTo);
  } catch (error) {
    if (error instanceof CaptchaReplayError) return { ok: false, message: CAPTCHA_REFUSED, status: 400 };
    console.error("Falha ao gravar mensagem de contato", error);
    return { ok: false, message: contactMessages.failure, status: 500 };
  }
  kickOutbox();
  return { ok: true, message: contactMessages.success };
}
