import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { activeStaffMember } from "~/.server/accounts";
import type { Database } from "~/.server/platform";
import { nowIso, Refusal } from "~/.server/platform";
import { BOOK_MESSAGES, type BookOrigin, type ClientInput } from "~/lib/book-schemas";
import { emailKey, phoneKey, taxIdKind } from "~/lib/br";
import { searchable } from "~/lib/insurer-filter";
import type { Db } from "./access";
import { logBookActivity } from "./activity";

/**
 * Clients (decision 063): one per CPF or CNPJ. A won lead, a form or an imported row that names a
 * document already in the book finds that client: nothing is duplicated, and what the existing
 * record lacks (an e-mail, a phone…) is filled from the new one, never overwritten.
 */

type ClientRow = Insertable<Database["clients"]>;

/** The columns a client input writes (its document already normalised by the schema). */
export function clientColumns(
  input: ClientInput,
): Omit<ClientRow, "id" | "origin" | "created_by" | "created_at" | "updated_at"> {
  const kind = taxIdKind(input.document) ?? "person";
  return {
    kind,
    name: input.name,
    name_key: searchable(input.name),
    document: input.document,
    contact_name: kind === "company" ? input.contactName || null : null,
    email: input.email || null,
    email_key: emailKey(input.email),
    phone: input.phone || null,
    phone_key: phoneKey(input.phone),
    phone2: input.phone2 || null,
    phone2_key: phoneKey(input.phone2),
    cep: input.cep || null,
    address: input.address || null,
    city: input.city || null,
    state: input.state || null,
    birth_date: input.birthDate || null,
    notes: input.notes || null,
    legal_basis: input.legalBasis,
    owner_id: input.ownerId || null,
  };
}

/** The client holding this document (normalised: digits, a CNPJ's letters in upper case). */
export function clientByDocument(trx: Db, document: string) {
  return trx.selectFrom("clients").selectAll().where("document", "=", document).executeTakeFirst();
}

/** Refuses an owner who is not active staff (a disabled or deleted account, a made-up id). */
export async function requireActiveOwner(trx: Db, ownerId: string | null, field = "ownerId") {
  if (ownerId && !(await activeStaffMember(trx, ownerId))) {
    throw new Refusal(BOOK_MESSAGES.owner, 400, { [field]: BOOK_MESSAGES.owner });
  }
}

/**
 * The client with this document: the one in the book (its blanks filled from `input`), or a new
 * one. Run inside the change's transaction; its timeline says who created it and how.
 */
export async function findOrCreateClient(
  trx: Db,
  input: ClientInput,
  { origin, actorId }: { origin: BookOrigin; actorId: string | null },
): Promise<{ id: string; created: boolean }> {
  const columns = clientColumns(input);
  const existing = await clientByDocument(trx, input.document);
  const now = nowIso();
  if (existing) {
    const blanks = Object.fromEntries(
      Object.entries(columns).filter(
        ([key, value]) => value !== null && existing[key as keyof typeof existing] === null,
      ),
    );
    if (Object.keys(blanks).length > 0) {
      await trx
        .updateTable("clients")
        .set({ ...blanks, updated_at: now })
        .where("id", "=", existing.id)
        .execute();
    }
    return { id: existing.id, created: false };
  }
  await requireActiveOwner(trx, columns.owner_id ?? null);
  const id = randomUUID();
  await trx
    .insertInto("clients")
    .values({ id, ...columns, origin, created_by: actorId, created_at: now, updated_at: now })
    .execute();
  await logBookActivity(trx, { clientId: id, kind: "client-created", actorId, details: { origin } });
  return { id, created: true };
}
