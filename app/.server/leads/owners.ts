/**
 * Who owns a lead (issue 29, decision 040): a product an admin gave a fixed owner goes to that
 * person; any other new lead to the next person in the rotation of staff who take leads; while
 * nobody takes leads, the active admins take turns (issue 41): a new lead always has an owner. `assignOwner` is the one way an owner
 * changes, for the rotation and for a hand-over on the desk alike: the lead, its "owner" activity
 * and the new owner's mail are written in the caller's transaction.
 */

import { type ExpressionBuilder, type Kysely, PostgresAdapter } from "kysely";
import { activeStaffWhere } from "~/.server/accounts";
import { currentContent } from "~/.server/content";
import { queueMail } from "~/.server/mail";
import type { App, Database } from "~/.server/platform";
import { Refusal } from "~/.server/platform";
import type { AnsweredBy } from "~/content/answer-promise";
import { logActivity } from "./activity";

/** How an owner was chosen, as the owner's mail explains it. */
export type OwnerChoice = "rotation" | "product" | "staff";

export const NOT_AN_OWNER = "Só um colaborador aprovado e ativo pode ser o responsável por uma oportunidade.";
export const LEAD_NOT_FOUND = "Oportunidade não encontrada.";

/** The one row of lead_rotation. */
export const ROTATION_ID = "leads";

/**
 * Gives the lead its owner (`ownerId`), or none (null: unassigned). The same owner again changes
 * nothing and returns false. Otherwise the lead's owner and times are set, an "owner" activity
 * records from whom to whom (ids only), and a new owner (other than the person assigning) gets the
 * `lead-assigned` mail with the link to the lead. Only an approved account that is not disabled can own a lead.
 */
export async function assignOwner(
  trx: Kysely<Database>,
  change: { leadId: string; ownerId: string | null; actorId: string | null; at: string; via?: OwnerChoice },
): Promise<boolean> {
  const lead = await trx
    .selectFrom("leads")
    .select(["id", "owner_id", "name", "product", "contact_method", "source"])
    .where("id", "=", change.leadId)
    .executeTakeFirst();
  if (!lead) throw new Refusal(LEAD_NOT_FOUND, 404);
  if (lead.owner_id === change.ownerId) return false;
  const owner = change.ownerId
    ? await trx
        .selectFrom("users")
        .select(["id", "email", "name"])
        .where("id", "=", change.ownerId)
        .where(activeStaffWhere())
        .executeTakeFirst()
    : null;
  if (change.ownerId && !owner) throw new Refusal(NOT_AN_OWNER, 400);
  // New to its owner until they open it ("Hoje" and the shell tell them), unless they took it.
  const seenAt = change.ownerId && change.ownerId === change.actorId ? change.at : null;
  await trx
    .updateTable("leads")
    .set({ owner_id: change.ownerId, owner_seen_at: seenAt })
    .where("id", "=", lead.id)
    .execute();
  await logActivity(trx, lead.id, {
    kind: "owner",
    actorId: change.actorId,
    details: { from: lead.owner_id, to: change.ownerId },
    at: change.at,
  });
  // A person who takes a lead themselves needs no mail about it.
  if (owner && owner.id !== change.actorId) {
    // To staff: the person's name and product are what the owner needs to recognise the lead;
    // the e-mail and phone stay behind the link, in the desk.
    await queueMail(trx, {
      kind: "lead-assigned",
      to: owner.email,
      refId: lead.id,
      data: {
        leadId: lead.id,
        ownerName: owner.name,
        name: lead.name,
        product: lead.product,
        source: lead.source,
        contactMethod: lead.contact_method,
        via: change.via ?? "staff",
        assignedAt: change.at,
      },
    });
  }
  return true;
}

/** The product's fixed owner, while that person is active staff. */
async function productOwner(trx: Kysely<Database>, product: string | null): Promise<string | undefined> {
  if (!product) return undefined;
  const row = await trx
    .selectFrom("lead_product_owners as p")
    .innerJoin("users as u", "u.id", "p.user_id")
    .select("u.id")
    .where("p.product", "=", product)
    .where(activeStaffWhere("u"))
    .executeTakeFirst();
  return row?.id;
}

// ---------------------------------------------------------------------------------------------
// Who answers, as the public site says it (decision 060)

/**
 * "brokers" when everyone who receives new leads has their own SUSEP registration recorded, and
 * there is at least one: the active staff of the rotation's pool (those marked as taking leads, or
 * the admins while nobody is: `rotationPool`) and the products' active fixed owners; otherwise
 * "team". Everything that changes the answer (the rotation, a fixed owner, a registration, a role,
 * disabling or deleting someone) moves the content revision (`publicFactsChanged`).
 */
export async function newLeadsAnsweredBy(db: Kysely<Database>): Promise<AnsweredBy> {
  const pool = await rotationPool(db);
  const people = await db
    .selectFrom("users")
    .select("susep_registration")
    .where(activeStaffWhere())
    .where((eb) =>
      eb.or([
        inPool(pool)(eb),
        eb.exists(
          eb
            .selectFrom("lead_product_owners as p")
            .select("p.product")
            .whereRef("p.user_id", "=", "users.id"),
        ),
      ]),
    )
    .execute();
  return people.length > 0 && people.every((p) => p.susep_registration) ? "brokers" : "team";
}

/** The last answer per database, with the content revision it was read at. */
const answered = new WeakMap<Kysely<Database>, { revision: number; value: AnsweredBy }>();

/**
 * `newLeadsAnsweredBy` for the pages: read again only when the content revision moved (one read
 * per revision, like the page cache's renders), so a staff page or an uncached render costs none.
 */
export async function answeredBy({ db }: App): Promise<AnsweredBy> {
  const revision = currentContent().revision;
  const known = answered.get(db);
  if (known?.revision === revision) return known.value;
  const value = await newLeadsAnsweredBy(db);
  answered.set(db, { revision, value });
  return value;
}

/**
 * Whether this lead's owner is a registered broker: the visitor's confirmation says "um corretor"
 * only then (read in the message's transaction, once the lead has its owner).
 */
export async function ownerIsBroker(trx: Kysely<Database>, leadId: string): Promise<boolean> {
  const owner = await trx
    .selectFrom("leads as l")
    .innerJoin("users as u", "u.id", "l.owner_id")
    .select("u.susep_registration")
    .where("l.id", "=", leadId)
    .where(activeStaffWhere("u"))
    .executeTakeFirst();
  return Boolean(owner?.susep_registration);
}

/**
 * Who takes turns: the active staff an admin marked as taking leads; while nobody is marked, the
 * active admins (issue 41), so that a new lead never waits without an owner.
 */
export async function rotationPool(db: Kysely<Database>): Promise<"takers" | "admins"> {
  const taker = await db
    .selectFrom("users")
    .select("id")
    .where(activeStaffWhere())
    .where("takes_leads", "=", 1)
    .limit(1)
    .executeTakeFirst();
  return taker ? "takers" : "admins";
}

/** The pool's condition on `users`. */
const inPool = (pool: "takers" | "admins") => (eb: ExpressionBuilder<Database, "users">) =>
  pool === "takers" ? eb("takes_leads", "=", 1) : eb("role", "=", "admin");

/**
 * The next turn of the rotation, taken: the first active person of the pool (`rotationPool`) after
 * the last one picked (in id order, a stable order nobody edits), wrapping around. On PostgreSQL
 * the rotation row is locked (FOR UPDATE) until the caller's transaction ends, so two instances
 * storing messages at once take turns one after the other and never the same turn; SQLite runs
 * one write transaction at a time.
 */
export async function takeTurn(trx: Kysely<Database>, at: string): Promise<string | undefined> {
  let read = trx.selectFrom("lead_rotation").select("last_user_id").where("id", "=", ROTATION_ID);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) read = read.forUpdate();
  const rotation = await read.executeTakeFirst();
  const last = rotation?.last_user_id ?? null;
  const candidates = trx
    .selectFrom("users")
    .select("id")
    .where(activeStaffWhere())
    .where(inPool(await rotationPool(trx)))
    .orderBy("id")
    .limit(1);
  const next =
    (last ? await candidates.where("id", ">", last).executeTakeFirst() : undefined) ??
    (await candidates.executeTakeFirst());
  if (!next) return undefined;
  await trx
    .updateTable("lead_rotation")
    .set({ last_user_id: next.id, updated_at: at })
    .where("id", "=", ROTATION_ID)
    .execute();
  return next.id;
}

/**
 * A new lead's owner (called by leadFromMessage in the message's transaction): the product's fixed
 * owner if it has an active one, else the rotation's next turn (the admins' while nobody takes
 * leads), else nobody: only with no active admin at all. Returns the owner's id or null.
 */
export async function ownNewLead(
  trx: Kysely<Database>,
  lead: { id: string; product: string | null; at: string },
): Promise<string | null> {
  const fixed = await productOwner(trx, lead.product);
  const ownerId = fixed ?? (await takeTurn(trx, lead.at));
  if (!ownerId) return null;
  await assignOwner(trx, {
    leadId: lead.id,
    ownerId,
    actorId: null,
    at: lead.at,
    via: fixed ? "product" : "rotation",
  });
  return ownerId;
}
