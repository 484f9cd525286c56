import { appOf } from "~/.server/platform";
import { newChallenge } from "~/.server/site";
import type { Route } from "./+types/api.captcha-challenge";

/** A fresh signed proof-of-work challenge for the contact form's ALTCHA widget. */
export async function loader({ context }: Route.LoaderArgs) {
  const app = appOf(context);
  const challenge = await newChallenge(app.env.altchaHmacKey);
  return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
}
