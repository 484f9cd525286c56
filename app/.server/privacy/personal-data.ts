import { audit } from "~/.server/audit";
import { dropLeadsLeftEmpty } from "~/.server/leads";
import type { App } from "~/.server/platform";
import { intentSchema, now, parseInput as parse, Refusal, transaction } from "~/.server/platform";
import type { HoldingCounts } from "~/lib/audit-sentence";
import { type PersonKeys, personSchema } from "~/lib/personal-data-schema";
import { z } from "~/lib/zod";
import { bookExport, eraseBook, keptClientIds, retentionSentence } from "./book-holdings";
import {
  countsOf,
  exportDocument,
  findHoldings,
  type HoldingsView,
  holdingsView,
  personTags,
} from "./holdings";

/**
 * A person's rights over what the product holds about them (LGPD art. 18, issue 29, decision 045):
 * an admin finds it all by e-mail or phone, exports it as JSON and erases it in one transaction.
 * Each step is audited with counts and a keyed hash of the keys searched, never the data itself.
 */

/** What the screen says after each action (the erase's flash adds the counts). */
export const PERSONAL_DATA_DONE = {
  search: "Busca concluída.",
  erase: "Dados pessoais excluídos.",
} as const;

export type PersonalDataIntent = keyof typeof PERSONAL_DATA_DONE;

export { personSchema };

/** The erase form: the person, and the admin's ticked confirmation. */
const confirmSchema = z.object({
  confirm: z.literal("on", { error: "Confirme que tudo o que está listado será excluído." }),
});

/** What an erase did: the counts of what went, and what the law obliges keeping (decision 071). */
export interface Erased {
  counts: HoldingCounts;
  /** One sentence per client of the book kept: what stays, why and until when (no name in it). */
  kept: string[];
}

/**
 * Deletes what `findHoldings` finds and the law lets go, in one transaction with its audit row:
 * outbox rows, counters, activities, leads and messages; in the book, a client past the legal
 * period with its whole book, and of a client still within it only the notes and second phone
 * (decision 071). A kept client's won leads stay with it, with their messages and mails. A
 * message that joined someone else's lead leaves that lead's timeline, and the lead stays (a lead
 * that was only such messages goes, decision 039); the messages of other senders in the person's
 * leads stay as messages (they are not the person's). The person's staff account, if any, stays
 * (it has its own deletion).
 */
export async function erasePerson(app: App, actorId: string, keys: PersonKeys): Promise<Erased> {
  const secret = app.env.sessionSecret;
  return transaction(app.db, async (trx) => {
    const h = await findHoldings(trx, keys, secret);
    const ids = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id);
    const inList = async (run: (chunk: string[]) => Promise<unknown>, all: string[]) => {
      for (let i = 0; i < all.length; i += 500) await run(all.slice(i, i + 500));
    };
    // What stays with a kept client: its won leads, the messages they hold and the mails about them.
    const leads = h.leads.filter((lead) => !h.keptLeads.has(lead.id));
    const messages = h.messages.filter((m) => !h.keptLeads.has(h.messageLeads.get(m.id) ?? ""));
    const keptRefs = new Set([
      ...h.keptLeads,
      ...h.messages.filter((m) => !messages.includes(m)).map((m) => m.id),
    ]);
    const mails = h.mails.filter((mail) => mail.ref_id === null || !keptRefs.has(mail.ref_id));
    await inList((chunk) => trx.deleteFrom("outbox").where("id", "in", chunk).execute(), ids(mails));
    await inList(
      (chunk) => trx.deleteFrom("rate_limits").where("key", "in", chunk).execute(),
      h.counters.map((c) => c.key),
    );
    await inList(
      (chunk) => trx.deleteFrom("lead_activities").where("lead_id", "in", chunk).execute(),
      ids(leads),
    );
    await inList((chunk) => trx.deleteFrom("leads").where("id", "in", chunk).execute(), ids(leads));
    // The person's messages that sit in someone else's lead: that lead loses them, and goes too
    // only if it was nothing but those messages.
    const others: string[] = [];
    await inList(async (chunk) => {
      const rows = await trx
        .selectFrom("lead_activities")
        .select("lead_id")
        .distinct()
        .where("message_id", "in", chunk)
        .execute();
      others.push(...rows.map((row) => row.lead_id));
      await trx.deleteFrom("lead_activities").where("message_id", "in", chunk).execute();
      await trx.deleteFrom("contact_messages").where("id", "in", chunk).execute();
    }, ids(messages));
    await dropLeadsLeftEmpty(trx, [...new Set(others)]);
    const kept = keptClientIds(h.book);
    await eraseBook(trx, h.book);
    const gonePolicies = new Set(h.book.policies.filter((p) => !kept.has(p.client_id)).map((p) => p.id));
    const counts: HoldingCounts = {
      leads: leads.length,
      activities: h.activities.filter((a) => !h.keptLeads.has(a.lead_id)).length,
      messages: messages.length,
      mails: mails.length,
      counters: h.counters.length,
      clients: h.book.clients.length - kept.size,
      policies: gonePolicies.size,
      documents: h.book.documents.filter((d) => gonePolicies.has(d.policy_id)).length,
      claims: h.book.claims.filter((c) => !kept.has(c.client_id)).length,
    };
    await audit(trx, {
      actorId,
      action: "personal_data.erase",
      details: { ...counts, keptClients: kept.size, person: personTags(keys, secret) },
    });
    return { counts, kept: [...kept].map((id) => retentionSentence(h.book, id)) };
  });
}

/** The search, audited (counts and keyed hashes only). */
export async function searchPerson(app: App, actorId: string, keys: PersonKeys): Promise<HoldingsView> {
  const h = await findHoldings(app.db, keys, app.env.sessionSecret);
  await audit(app.db, {
    actorId,
    action: "personal_data.search",
    details: { ...countsOf(h), person: personTags(keys, app.env.sessionSecret) },
  });
  return holdingsView(keys, h);
}

/** The export's file, audited; read in one transaction so the file is one consistent picture. */
export async function exportPerson(app: App, actorId: string, form: Record<string, string>) {
  if (form.intent !== "export") throw new Refusal("Ação desconhecida.", 400);
  const keys = parse(personSchema, form);
  return transaction(app.db, async (trx) => {
    const h = await findHoldings(trx, keys, app.env.sessionSecret);
    await audit(trx, {
      actorId,
      action: "personal_data.export",
      details: { ...countsOf(h), person: personTags(keys, app.env.sessionSecret) },
    });
    return exportDocument(keys, h, now().toISOString(), await bookExport(trx, h.book));
  });
}

export type PersonalDataOutcome = { intent: "search"; view: HoldingsView } | ({ intent: "erase" } & Erased);

/** One action of the screen (after requireAdmin). */
export async function runPersonalDataAction(
  app: App,
  actorId: string,
  form: Record<string, string>,
): Promise<PersonalDataOutcome> {
  const intent = parse(intentSchema(PERSONAL_DATA_DONE), form.intent);
  const keys = parse(personSchema, form);
  if (intent === "search") return { intent, view: await searchPerson(app, actorId, keys) };
  parse(confirmSchema, form);
  return { intent, ...(await erasePerson(app, actorId, keys)) };
}
