import { receiveDemand } from "~/.server/leads";
import { appOf, Refusal, readForm, requestOf } from "~/.server/platform";
import type { Route } from "./+types/api.demand";

/**
 * The demand beacon (issue 29, decision 044): the site's own script posts `product` and `kind`
 * when a visitor clicks a quote button or a WhatsApp link. No cookie is read or set and the answer
 * has no body; a refusal says why in plain text (nobody reads it but a test).
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return new Response(null, { status: 405, headers: { Allow: "POST" } });
  try {
    await receiveDemand(appOf(context), await readForm(request), requestOf(context).clientAddress);
  } catch (error) {
    if (error instanceof Refusal) {
      return new Response(error.message, {
        status: error.status,
        headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
      });
    }
    throw error;
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
