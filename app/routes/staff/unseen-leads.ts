import { requireUser } from "~/.server/accounts";
import { unseenLeads } from "~/.server/leads";
import { appOf } from "~/.server/platform";
import type { Route } from "./+types/unseen-leads";

/**
 * The leads new to the signed-in person, as data: the staff shell asks for it every minute while
 * its tab is in view, to tell them of a lead handed to them meanwhile (issue 41). Their own only;
 * JSON, read with a plain fetch (components/unseen-leads.tsx).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireUser(app, request);
  return Response.json(await unseenLeads(app, user.id));
}
