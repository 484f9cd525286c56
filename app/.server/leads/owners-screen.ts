/**
 * The admin screen "Distribuição de oportunidades" (decision 040): who takes leads, a product's
 * fixed owner, and what the site then promises about who answers (decision 060). Who gets a new
 * lead by these choices is owners.ts.
 */

import { type Kysely, sql } from "kysely";
import { activeStaffMember, activeStaffWhere, displayName, isActiveStaff } from "~/.server/accounts";
import { audit } from "~/.server/audit";
import { currentContent, publicFactsChanged } from "~/.server/content";
import type { App, Database } from "~/.server/platform";
import { intentSchema, now, parseInput as parse, Refusal, transaction } from "~/.server/platform";
import { isValidEmail, normalizeEmail } from "~/lib/br";
import { containsPattern, pageOf } from "~/lib/pagination";
import { z } from "~/lib/zod";
import { NOT_AN_OWNER, newLeadsAnsweredBy, ROTATION_ID } from "./owners";

/** What the screen says after each action (the redirect carries the key). */
export const LEAD_OWNERS_DONE = {
  "takes-leads": "Rodízio de oportunidades atualizado.",
  "product-owner": "Responsável pelo produto atualizado.",
} as const;

export type LeadOwnersIntent = keyof typeof LEAD_OWNERS_DONE;

export const OWNER_EMAIL = "Escreva o e-mail de um colaborador (a lista sugere quem recebe oportunidades).";
export const OWNER_UNKNOWN = "Nenhum colaborador aprovado e ativo tem este e-mail.";

const takesLeadsSchema = z.object({
  userId: z.uuid({ error: "Escolha um colaborador." }),
  takesLeads: z.enum(["0", "1"], { error: "Escolha se recebe oportunidades." }),
});
const productOwnerSchema = z.object({
  product: z.string({ error: "Escolha um produto." }).min(1, { error: "Escolha um produto." }).max(100),
  // The person's e-mail, as the screen's list suggests it (unique, unlike names); empty: no fixed
  // owner, the product's leads go to the rotation.
  owner: z
    .string({ error: OWNER_EMAIL })
    .trim()
    .max(254, { error: OWNER_EMAIL })
    .refine((v) => v === "" || isValidEmail(v), { error: OWNER_EMAIL }),
});

export const PRODUCT_NOT_FOUND = "Produto não encontrado.";

/** The id of the active staff member with this e-mail (stored lowercase); a 400 Refusal if nobody. */
async function activeStaffByEmail(db: Kysely<Database>, email: string): Promise<string> {
  const person = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", normalizeEmail(email))
    .where(activeStaffWhere())
    .executeTakeFirst();
  if (!person) throw new Refusal(OWNER_UNKNOWN, 400, { owner: OWNER_UNKNOWN });
  return person.id;
}

/** An admin puts a person in the rotation or takes them out; audited when it changes (ids only). */
export async function setTakesLeads(
  db: Kysely<Database>,
  actorId: string,
  userId: string,
  takesLeads: boolean,
): Promise<void> {
  await transaction(db, async (trx) => {
    const person = await activeStaffMember(trx, userId);
    if (!person) throw new Refusal(NOT_AN_OWNER, 400);
    if (Boolean(person.takes_leads) === takesLeads) return;
    await trx
      .updateTable("users")
      .set({ takes_leads: takesLeads ? 1 : 0 })
      .where("id", "=", userId)
      .execute();
    await audit(trx, {
      actorId,
      action: "lead_owners.takes_leads",
      targetId: userId,
      details: { takesLeads },
    });
    await publicFactsChanged(trx);
  });
}

/**
 * An admin gives a product a fixed owner (every new lead for it goes to that person) or none
 * (`userId` null: the rotation). Audited when it changes, by ids and the product's slug.
 */
export async function setProductOwner(
  db: Kysely<Database>,
  actorId: string,
  product: string,
  userId: string | null,
): Promise<void> {
  if (!currentContent().products.some((p) => p.slug === product)) throw new Refusal(PRODUCT_NOT_FOUND, 400);
  await transaction(db, async (trx) => {
    if (userId && !(await activeStaffMember(trx, userId))) throw new Refusal(NOT_AN_OWNER, 400);
    const before = await trx
      .selectFrom("lead_product_owners")
      .select("user_id")
      .where("product", "=", product)
      .executeTakeFirst();
    const from = before?.user_id ?? null;
    if (from === userId) return;
    await trx.deleteFrom("lead_product_owners").where("product", "=", product).execute();
    if (userId) {
      await trx
        .insertInto("lead_product_owners")
        .values({ product, user_id: userId, updated_at: now().toISOString() })
        .execute();
    }
    await audit(trx, {
      actorId,
      action: "lead_owners.product",
      targetId: `product:${product}`,
      details: { from, to: userId },
    });
    await publicFactsChanged(trx);
  });
}

/** Runs one of the screen's forms (after requireAdmin); bad input is a 400 Refusal with field errors. */
export async function runLeadOwnersAction(
  { db }: App,
  actorId: string,
  form: Record<string, string>,
): Promise<LeadOwnersIntent> {
  const intent = parse(intentSchema(LEAD_OWNERS_DONE), form.intent);
  if (intent === "takes-leads") {
    const { userId, takesLeads } = parse(takesLeadsSchema, form);
    await setTakesLeads(db, actorId, userId, takesLeads === "1");
  } else {
    const { product, owner } = parse(productOwnerSchema, form);
    await setProductOwner(db, actorId, product, owner ? await activeStaffByEmail(db, owner) : null);
  }
  return intent;
}

/** The people the owner choices offer (decision 040): active staff who take leads, by name. */
export async function leadTakers(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("users")
    .select(["id", "name", "email", "role", "susep_registration"])
    .where(activeStaffWhere())
    .where("takes_leads", "=", 1)
    .execute();
  return rows
    .map((p) => ({
      id: p.id,
      name: displayName(p),
      email: p.email,
      role: p.role,
      susepRegistration: p.susep_registration,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
}

/** The screen's rows of people not in the rotation, a page at a time (decision 051). */
export const OTHERS_PER_PAGE = 25;

/**
 * The screen: who takes leads (all of them, and who is next in turn), the other active staff a
 * page at a time or found by name or e-mail (`search`), and every product with its fixed owner. A
 * fixed owner no longer active is shown as such: that product's leads go to the rotation.
 */
export async function leadOwnersScreen({ db }: App, { page, search }: { page: number; search: string }) {
  const takers = await leadTakers(db);
  let others = db.selectFrom("users").where(activeStaffWhere()).where("takes_leads", "=", 0);
  if (search) {
    const text = containsPattern(search);
    others = others.where((eb) =>
      eb.or([
        sql<boolean>`lower(coalesce(name, '')) like ${text} escape '\\'`,
        sql<boolean>`email like ${text} escape '\\'`,
      ]),
    );
  }
  const [rest, fixed, rotation] = await Promise.all([
    pageOf(
      page,
      OTHERS_PER_PAGE,
      async () => Number((await others.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n),
      (limit, offset) =>
        others
          .select(["id", "name", "email", "role", "susep_registration"])
          // By the name shown, as a person reads the list.
          .orderBy(sql`lower(coalesce(nullif(name, ''), email))`)
          .orderBy("id")
          .limit(limit)
          .offset(offset)
          .execute(),
    ),
    db
      .selectFrom("lead_product_owners as p")
      .innerJoin("users as u", "u.id", "p.user_id")
      .select(["p.product", "u.id", "u.name", "u.email", "u.status", "u.disabled_at"])
      .execute(),
    db.selectFrom("lead_rotation").select("last_user_id").where("id", "=", ROTATION_ID).executeTakeFirst(),
  ]);
  const last = rotation?.last_user_id ?? "";
  const nextOf = (ids: string[]) => {
    const order = [...ids].sort();
    return order.find((id) => id > last) ?? order[0] ?? null;
  };
  const next = nextOf(takers.map((p) => p.id));
  // Nobody in the rotation: the admins take turns (issue 41), and the screen says who is next.
  const admins =
    takers.length > 0
      ? []
      : (
          await db
            .selectFrom("users")
            .select(["id", "name", "email"])
            .where(activeStaffWhere())
            .where("role", "=", "admin")
            .execute()
        ).map((p) => ({ id: p.id, name: displayName(p) }));
  const nextAdmin = nextOf(admins.map((p) => p.id));
  return {
    takers: takers.map((p) => ({ ...p, takesLeads: true, next: p.id === next })),
    adminsInTurn: admins
      .map((p) => ({ ...p, next: p.id === nextAdmin }))
      .sort((a, b) => a.name.localeCompare(b.name, "pt-BR")),
    others: {
      ...rest,
      rows: rest.rows.map((p) => ({
        id: p.id,
        name: displayName(p),
        role: p.role,
        susepRegistration: p.susep_registration,
        takesLeads: false,
        next: false,
      })),
    },
    // What the site promises about who answers (decision 060), as it stands.
    answeredBy: await newLeadsAnsweredBy(db),
    search,
    products: currentContent().products.map((product) => {
      const owner = fixed.find((f) => f.product === product.slug);
      return {
        slug: product.slug,
        title: product.title,
        hidden: Boolean(product.hidden),
        owner: owner
          ? {
              id: owner.id,
              display: displayName(owner),
              email: owner.email,
              active: isActiveStaff(owner),
            }
          : null,
      };
    }),
  };
}
