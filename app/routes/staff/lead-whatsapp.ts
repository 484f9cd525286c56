import { href, redirect } from "react-router";
import { requireUser } from "~/.server/accounts";
import { LEAD_DONE, runLeadAction } from "~/.server/leads";
import { ACTION_FAILED, appOf, formAction, html, Refusal } from "~/.server/platform";
import type { Route } from "./+types/lead-whatsapp";

/**
 * "WhatsApp" on a lead's page and on "Hoje" (decision 041): a form that opens in a new tab posts
 * here; the opening is logged on the lead (a contact only once confirmed, decision 062), and this
 * tab goes on to wa.me. Not by a redirect: our CSP's
 * `form-action 'self'` (rightly) stops a form's redirect to another site, so the answer is a tiny
 * page that moves on by itself (meta refresh) and has the link, for any browser, without scripts.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const app = appOf(context);
  const staff = await requireUser(app, request);
  return formAction(request, ACTION_FAILED, async (form) => {
    if (form.intent !== "whatsapp") throw new Refusal("Ação desconhecida.");
    const { location } = await runLeadAction(app, staff, params.id, form);
    const to = location ?? "https://wa.me/";
    const page = html`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta http-equiv="refresh" content="0;url=${to}"><title>Abrindo o WhatsApp…</title></head><body style="font-family:sans-serif;padding:2rem"><p>${LEAD_DONE.whatsapp}</p><p><a href="${to}">Abrir a conversa no WhatsApp</a></p></body></html>`;
    return new Response(page.markup, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Referrer-Policy": "no-referrer" },
    });
  });
}

/** Opened by address, it leads to the list (a GET logs nothing). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  await requireUser(app, request);
  return redirect(href("/employee-portal/leads"));
}
