import { type ExpressionBuilder, sql } from "kysely";
import type { Database } from "~/.server/platform";
import { formatTaxId, normalizePhone, normalizePlate, normalizeTaxId, phoneKey, plateKind } from "~/lib/br";
import { searchable } from "~/lib/insurer-filter";
import { containsPattern, pageCount, pageParam } from "~/lib/pagination";
import { clientVisibleTo, type Db, type Staff } from "./access";
import { bookToday, formatDay, personName } from "./book-format";

/** How many clients one page of the list shows (decision 051). */
export const CLIENTS_PER_PAGE = 25;

export interface ClientFilters {
  q: string;
  mine: boolean;
  page: number;
}

/** The list's filters from the address (`?busca=…&meus=1&pagina=2`). */
export function parseClientFilters(params: URLSearchParams): ClientFilters {
  return {
    q: (params.get("busca") ?? "").trim().slice(0, 120),
    mine: params.get("meus") === "1",
    page: pageParam(params),
  };
}

type ClientsEb = ExpressionBuilder<Database & { c: Database["clients"] }, "c">;

/**
 * The one search box (decision 066): the name (any case, any accent: `name_key`), the e-mail, a
 * CPF/CNPJ with or without its punctuation (whole, or its first digits), a phone (its digits, as
 * `phoneKey` keeps them), a vehicle plate or a policy number of one of the client's policies. Each
 * key is tried only when the text could be one, so a name never scans the phones.
 */
export function clientSearch(q: string) {
  const text = searchable(q);
  const document = normalizeTaxId(q);
  const digits = normalizePhone(q);
  const onlyDigits = !/\p{L}|@/u.test(q) && digits.length >= 3;
  const isDocumentish = /^[0-9A-Z]{3,14}$/.test(document) && /\d/.test(document);
  const plate = plateKind(q) ? normalizePlate(q) : null;
  const phone = onlyDigits && digits.length >= 4 ? (phoneKey(q) ?? digits) : null;
  const policyNumber = q.trim();
  return (eb: ClientsEb) =>
    eb.or([
      sql<boolean>`c.name_key like ${containsPattern(text)} escape '\\'`,
      ...(q.includes("@") || /\p{L}/u.test(q)
        ? [sql<boolean>`c.email_key like ${containsPattern(q.trim())} escape '\\'`]
        : []),
      ...(isDocumentish
        ? [
            document.length === 11 || document.length === 14
              ? eb("c.document", "=", document)
              : eb("c.document", "like", `${document}%`),
          ]
        : []),
      ...(phone ? [eb("c.phone_key", "like", `%${phone}%`), eb("c.phone2_key", "like", `%${phone}%`)] : []),
      eb(
        "c.id",
        "in",
        eb
          .selectFrom("policies as sp")
          .select("sp.client_id")
          .where((p) =>
            p.or([
              p("sp.policy_number", "=", policyNumber),
              ...(plate ? [p("sp.vehicle_plate", "=", plate)] : []),
            ]),
          ),
      ),
    ]);
}

/**
 * One page of the clients this person may see (clientVisibleTo), by name, with the filters: each
 * row's name, document, who looks after them, their policies in force and the next end of one.
 */
export async function listClients(db: Db, staff: Staff, filters: ClientFilters) {
  let query = db.selectFrom("clients as c").where(clientVisibleTo(staff));
  if (filters.mine) query = query.where("c.owner_id", "=", staff.id);
  if (filters.q) query = query.where(clientSearch(filters.q));
  const { total } = await query
    .select((eb) => eb.fn.countAll<string | number>().as("total"))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const pages = pageCount(count, CLIENTS_PER_PAGE);
  const page = Math.min(filters.page, pages);
  const today = bookToday();
  const rows = await query
    .leftJoin("users as o", "o.id", "c.owner_id")
    .select((eb) => [
      "c.id",
      "c.name",
      "c.document",
      "c.owner_id",
      "o.name as owner_name",
      "o.email as owner_email",
      eb
        .selectFrom("policies as p")
        .select((p) => p.fn.countAll<string | number>().as("n"))
        .whereRef("p.client_id", "=", "c.id")
        .where("p.status", "=", "vigente")
        .as("in_force"),
      eb
        .selectFrom("policies as p")
        .select((p) => p.fn.min("p.ends_on").as("next"))
        .whereRef("p.client_id", "=", "c.id")
        .where("p.status", "=", "vigente")
        .where("p.ends_on", ">=", today)
        .as("next_end"),
    ])
    .orderBy("c.name")
    .orderBy("c.id")
    .limit(CLIENTS_PER_PAGE)
    .offset((page - 1) * CLIENTS_PER_PAGE)
    .execute();
  return {
    filters: { ...filters, page },
    total: count,
    pages,
    isAdmin: staff.role === "admin",
    clients: rows.map((r) => ({
      id: r.id,
      name: r.name,
      document: formatTaxId(r.document),
      owner: r.owner_id ? personName({ name: r.owner_name, email: r.owner_email }) : null,
      mine: r.owner_id === staff.id,
      inForce: Number(r.in_force ?? 0),
      nextEnd: formatDay(r.next_end as string | null),
    })),
  };
}
