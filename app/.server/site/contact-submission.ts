import { currentContent, findProduct } from "~/.server/content";
import type { App } from "~/.server/platform";
import { consume, Refusal } from "~/.server/platform";
import { contactMessages, contactProblem, contactSchema } from "~/lib/contact-schema";
import type { FormResult } from "~/lib/form-result";
import { CAPTCHA_REFUSED, checkCaptcha } from "./captcha";
import { storeContactMessage } from "./contact";

/**
 * A contact form post, from raw fields to a stored message: honeypot, schema (the same as the
 * browser's, with the same "empty field first" message), rate limit per address, captcha, then one
 * transaction. Every expected refusal is a Refusal with its clear Portuguese message.
 */
export async function receiveContactMessage(
  { database, db, env }: App,
  form: Record<string, string>,
  clientAddress: string,
): Promise<FormResult> {
  if (form.website) throw new Refusal(contactMessages.failure);
  const parsed = contactSchema.safeParse(form);
  if (!parsed.success) throw new Refusal(contactProblem(parsed.error));
  await consume({ database, env }, "contact", clientAddress);
  const captcha = await checkCaptcha(form.altcha, env.altchaHmacKey);
  if (!captcha.ok) throw new Refusal(CAPTCHA_REFUSED);
  // The product the form came from (?produto=), kept only when it is one of ours: the lead and
  // the indicators group by it (decision 044). A product hidden since the page loaded still counts.
  const product = findProduct({ slug: parsed.data.product }, { visibleOnly: false })?.slug;
  await storeContactMessage(
    db,
    { ...parsed.data, product },
    captcha,
    env.contactTo ?? currentContent().site.email,
  );
  return { ok: true, message: contactMessages.success };
}
