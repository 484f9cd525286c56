import { newChallenge } from "~/.server/captcha";
import { services } from "~/.server/services";

/** A fresh signed proof-of-work challenge for the contact form's ALTCHA widget. */
export async function loader() {
  const challenge = await newChallenge(services().env.altchaHmacKey);
  return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
}
