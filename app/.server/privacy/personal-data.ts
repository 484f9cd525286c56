import { audit } from "~/.server/audit";
import { dropLeadsLeftEmpty } from "~/.server/leads";
import type { App } from "~/.server/platform";
import { intentSchema, now, parseInput as parse, Refusal, transaction } from "~/.server/platform";
import type { HoldingCounts } from "~/lib/audit-sentence";
import { BR_MESSAGES, emailKey, isValidEmail, phoneKey } from "~/lib/br";
import { z } from "~/lib/zod";
import {
  countsOf,
  exportDocument,
  findHoldings,
  type HoldingsView,
  holdingsView,
  type PersonKeys,
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

const optionalText = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : ""),
  z.string().max(254),
);

/** The search form: an e-mail, a phone with area code, or both; at least one. */
export const personSchema = z
  .object({
    // The rule every stored address passed, so a looser one would find nobody more.
    email: optionalText.refine((value) => value === "" || isValidEmail(value), { error: BR_MESSAGES.email }),
    phone: optionalText.refine((value) => value === "" || phoneKey(value) !== null, {
      error: "Informe o telefone com DDD (10 ou 11 dígitos).",
    }),
  })
  .refine((form) => form.email !== "" || form.phone !== "", {
    error: "Informe o e-mail ou o telefone da pessoa.",
    path: ["email"],
  })
  .transform((form): PersonKeys => ({ email: emailKey(form.email), phone: phoneKey(form.phone) }));

/** The erase form: the person, and the admin's ticked confirmation. */
const confirmSchema = z.object({
  confirm: z.literal("on", { error: "Confirme que tudo o que está listado será excluído." }),
});

/**
 * Deletes everything `findHoldings` finds, in one transaction with its audit row: outbox rows,
 * counters, activities, leads and messages. A message that joined someone else's lead leaves that
 * lead's timeline, and the lead stays (a lead that was only such messages goes, decision 039); the
 * messages of other senders in the person's leads stay as messages (they are not the person's).
 * The person's staff account, if any, stays (it has its own deletion).
 */
export async function erasePerson(app: App, actorId: string, keys: PersonKeys): Promise<HoldingCounts> {
  const secret = app.env.sessionSecret;
  return transaction(app.db, async (trx) => {
    const h = await findHoldings(trx, keys, secret);
    const ids = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id);
    const inList = async (run: (chunk: string[]) => Promise<unknown>, all: string[]) => {
      for (let i = 0; i < all.length; i += 500) await run(all.slice(i, i + 500));
    };
    await inList((chunk) => trx.deleteFrom("outbox").where("id", "in", chunk).execute(), ids(h.mails));
    await inList(
      (chunk) => trx.deleteFrom("rate_limits").where("key", "in", chunk).execute(),
      h.counters.map((c) => c.key),
    );
    await inList(
      (chunk) => trx.deleteFrom("lead_activities").where("lead_id", "in", chunk).execute(),
      ids(h.leads),
    );
    await inList((chunk) => trx.deleteFrom("leads").where("id", "in", chunk).execute(), ids(h.leads));
    // The person's messages that sit in someone else's lead: that lead loses them, and goes too
    // only if it was nothing but those messages.
    const messageIds = ids(h.messages);
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
    }, messageIds);
    await dropLeadsLeftEmpty(trx, [...new Set(others)]);
    const counts = countsOf(h);
    await audit(trx, {
      actorId,
      action: "personal_data.erase",
      details: { ...counts, person: personTags(keys, secret) },
    });
    return counts;
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
    return exportDocument(keys, h, now().toISOString());
  });
}

export type PersonalDataOutcome =
  | { intent: "search"; view: HoldingsView }
  | { intent: "erase"; counts: HoldingCounts };

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
  return { intent, counts: await erasePerson(app, actorId, keys) };
}
