import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { User } from "~/.server/accounts";
import type { Database } from "~/.server/platform";
import { z } from "~/lib/zod";

/**
 * Who sees which client (decision 063), the rule every screen, download and action of the book
 * asks: an admin every client; a collaborator the clients they look after, the ones nobody looks
 * after, and those holding a policy they produced. Any other answers 404, exactly like a client
 * that does not exist, so its existence does not leak (as the lead desk does, decision 041).
 */

/** The database or a transaction on it (a Transaction is a Kysely). */
export type Db = Kysely<Database>;
export type Staff = Pick<User, "id" | "role">;

export const CLIENT_NOT_FOUND = "Cliente não encontrado.";
export const POLICY_NOT_FOUND = "Apólice não encontrada.";

/** The clients `staff` may see, as a condition on the alias `c`. */
export function clientVisibleTo(staff: Staff) {
  return (eb: ExpressionBuilder<Database & { c: Database["clients"] }, "c">) =>
    staff.role === "admin"
      ? sql<boolean>`1 = 1`
      : eb.or([
          eb("c.owner_id", "=", staff.id),
          eb("c.owner_id", "is", null),
          // Uncorrelated, so PostgreSQL reads the producer's policies once and probes a hash per
          // client (a correlated EXISTS under this OR ran once per client: 1.3–2 s for 50,000; decisions 066, 071).
          eb(
            "c.id",
            "in",
            eb.selectFrom("policies as vp").select("vp.client_id").where("vp.producer_id", "=", staff.id),
          ),
        ]);
}

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** The client if this person may see it; a 404 Response otherwise. */
export async function visibleClient(db: Db, staff: Staff, id: string) {
  if (!isUuid(id)) throw new Response(CLIENT_NOT_FOUND, { status: 404 });
  const client = await db
    .selectFrom("clients as c")
    .selectAll("c")
    .where("c.id", "=", id)
    .where(clientVisibleTo(staff))
    .executeTakeFirst();
  if (!client) throw new Response(CLIENT_NOT_FOUND, { status: 404 });
  return client;
}

/** The policy if this person may see its client; a 404 Response otherwise. */
export async function visiblePolicy(db: Db, staff: Staff, id: string) {
  if (!isUuid(id)) throw new Response(POLICY_NOT_FOUND, { status: 404 });
  const policy = await db
    .selectFrom("policies as p")
    .innerJoin("clients as c", "c.id", "p.client_id")
    .selectAll("p")
    .where("p.id", "=", id)
    .where(clientVisibleTo(staff))
    .executeTakeFirst();
  if (!policy) throw new Response(POLICY_NOT_FOUND, { status: 404 });
  return policy;
}
