import { href } from "react-router";
import type { StaffSession } from "~/.server/accounts";
import { activeStaffMember } from "~/.server/accounts";
import { audit } from "~/.server/audit";
import { currentContent } from "~/.server/content";
import {
  closeLeadAsWon,
  type DeskLead,
  isWonStage,
  LEAD_DONE,
  runLeadAction,
  visibleLead,
  wonStageFor,
} from "~/.server/leads";
import type { App } from "~/.server/platform";
import { parseInput, transaction } from "~/.server/platform";
import { clientSchema, type WinInput, winSchema } from "~/lib/book-schemas";
import type { Db } from "./access";
import { findOrCreateClient } from "./clients";
import { insertPolicy } from "./policies";

/**
 * Winning a lead (issue 42, decision 067): the policy it became and the client who holds it,
 * created with the lead's close in one transaction, so a refused policy (a bad CPF, an end before
 * the start, an unknown insurer, a number the insurer already has) leaves the lead in its stage and
 * nothing written. The lead keeps a link to both, and is kept as long as the client is.
 */

export const WIN_DONE = { win: "Oportunidade ganha: cliente e apólice registrados." } as const;

/**
 * Who looks after the client and produced the policy: the lead's owner while they are active
 * staff, else the person who closed the sale (an unassigned lead, an owner who has left).
 */
async function ownerOf(trx: Db, lead: DeskLead, actorId: string): Promise<string> {
  if (lead.owner_id && (await activeStaffMember(trx, lead.owner_id))) return lead.owner_id;
  return actorId;
}

/** The client the win names: the document and name typed, the e-mail and phone the lead has. */
function clientOf(lead: DeskLead, input: WinInput, ownerId: string) {
  return parseInput(clientSchema, {
    document: input.document,
    name: input.clientName,
    contactName: input.contactName,
    email: lead.email ?? "",
    phone: lead.phone ?? "",
    ownerId,
  });
}

/** The lead (visible to this person) won: its client found or created, its policy, its close. */
export async function winLead(
  app: App,
  { user }: StaffSession,
  leadId: string,
  form: Record<string, string>,
): Promise<{ clientId: string; policyId: string; clientCreated: boolean }> {
  return transaction(app.db, async (trx) => {
    const lead = await visibleLead(trx, user, leadId);
    const stageId = await wonStageFor(trx, lead, form.stageId || undefined);
    const input = parseInput(winSchema, form);
    const ownerId = await ownerOf(trx, lead, user.id);
    const client = await findOrCreateClient(trx, clientOf(lead, input, ownerId), {
      origin: "lead",
      actorId: user.id,
    });
    const policyId = await insertPolicy(
      trx,
      client.id,
      { ...input, producerId: ownerId },
      { origin: "lead", actorId: user.id },
    );
    await closeLeadAsWon(trx, lead, { stageId, clientId: client.id, policyId, actorId: user.id });
    // Ids only (decision 015): which client and policy, and whether the client is new.
    await audit(trx, {
      actorId: user.id,
      action: "lead.win",
      targetId: lead.id,
      details: { client: client.id, policy: policyId, clientCreated: client.created },
    });
    return { clientId: client.id, policyId, clientCreated: client.created };
  });
}

export type LeadPageIntent = keyof typeof LEAD_DONE | keyof typeof WIN_DONE;

/** What each action of the lead page says once done, the desk's and the win. */
export const LEAD_PAGE_DONE: Record<LeadPageIntent, string> = { ...LEAD_DONE, ...WIN_DONE };

/**
 * The lead page's action: "win" (or, from a page without JavaScript, "stage" to a won stage,
 * with the policy's fields) is the book's; every other is the desk's (runLeadAction), which
 * refuses a won stage.
 */
export async function runLeadPageAction(
  app: App,
  staff: StaffSession,
  leadId: string,
  form: Record<string, string>,
): Promise<{ intent: LeadPageIntent; handedAway?: boolean }> {
  if (form.intent === "win" || (form.intent === "stage" && (await isWonStage(app.db, form.stageId)))) {
    await winLead(app, staff, leadId, form);
    return { intent: "win" };
  }
  return runLeadAction(app, staff, leadId, form);
}

/** The insurers a won policy may name: every insurer record, by name. */
export function insurerChoices(): Array<{ id: string; name: string }> {
  return currentContent()
    .insurers.map((insurer) => ({ id: insurer.id, name: insurer.name }))
    .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
}

/** Where a client's and a policy's pages are (the book's screens, issue 42): href() makes a renamed route a type error. */
export const clientPagePath = (id: string) =>
  href("/employee-portal/clients/:id", { id: encodeURIComponent(id) });
export const policyPagePath = (id: string) =>
  href("/employee-portal/policies/:id", { id: encodeURIComponent(id) });

/**
 * The lead page's book part: the choices of the win form (insurers, products) and, for a won
 * lead, its client and policy with their pages. Call after leadPage (which answers 404 for a lead
 * this person may not see).
 */
export async function leadWinScreen(app: App, { user }: StaffSession, leadId: string) {
  const { db } = app;
  const lead = await visibleLead(db, user, leadId);
  const products = currentContent().products.map((p) => ({ slug: p.slug, title: p.title }));
  const [client, policy] = await Promise.all([
    lead.client_id
      ? db.selectFrom("clients").select(["id", "name"]).where("id", "=", lead.client_id).executeTakeFirst()
      : undefined,
    lead.policy_id
      ? db
          .selectFrom("policies")
          .select(["id", "policy_number", "insurer_id", "product"])
          .where("id", "=", lead.policy_id)
          .executeTakeFirst()
      : undefined,
  ]);
  const insurers = insurerChoices();
  const insurerName = (id: string) => insurers.find((i) => i.id === id)?.name ?? id;
  const productName = (slug: string) => products.find((p) => p.slug === slug)?.title ?? slug;
  return {
    insurers,
    products,
    defaults: { product: lead.product ?? "", clientName: lead.name },
    client: client ? { name: client.name, path: clientPagePath(client.id) } : null,
    policy: policy
      ? {
          label: policy.policy_number
            ? `nº ${policy.policy_number}`
            : `${insurerName(policy.insurer_id)} · ${productName(policy.product)}`,
          path: policyPagePath(policy.id),
        }
      : null,
  };
}
