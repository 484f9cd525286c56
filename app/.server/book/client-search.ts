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
 * CPF/CNPJ with or without its punctuation (whole, or its first characters), a phone (its digits,
 * as `phoneKey` keeps them), a vehicle plate or a policy number of one of the client's policies.
 * The exact keys (a whole document, a plate, a policy number, a whole phone) are looked up first
 * by their indexes, so the condition left is one pass over the clients, never a join per row.
 */
export async function clientSearch(db: Db, q: string) {
  const text = searchable(q);
  const document = normalizeTaxId(q);
  const digits = normalizePhone(q);
  const onlyDigits = !/\p{L}|@/u.test(q) && digits.length >= 3;
  const isDocumentish = /^[0-9A-Z]{3,14}$/.test(document) && /\d/.test(document);
  const wholeDocument = isDocumentish && (document.length === 11 || document.length === 14);
  const plate = plateKind(q) ? normalizePlate(q) : null;
  const wholePhone = onlyDigits ? phoneKey(q) : null;
  const partialPhone = onlyDigits && digits.length >= 4 && !wholePhone ? digits : null;
  const policyNumber = q.trim();
  const [byPolicy, byKey] = await Promise.all([
    db
      .selectFrom("policies")
      .select("client_id")
      .where((p) =>
        p.or([p("policy_number", "=", policyNumber), ...(plate ? [p("vehicle_plate", "=", plate)] : [])]),
      )
      .limit(500)
      .execute(),
    wholeDocument || wholePhone
      ? db
          .selectFrom("clients")
          .select("id")
          .where((c) =>
            c.or([
              ...(wholeDocument ? [c("document", "=", document)] : []),
              ...(wholePhone ? [c("phone_key", "=", wholePhone), c("phone2_key", "=", wholePhone)] : []),
            ]),
          )
          .limit(500)
          .execute()
      : Promise.resolve([]),
  ]);
  const ids = [...new Set([...byPolicy.map((p) => p.client_id), ...byKey.map((c) => c.id)])];
  return (eb: ClientsEb) =>
    eb.or([
      sql<boolean>`c.name_key like ${containsPattern(text)} escape '\\'`,
      ...(q.includes("@") || /\p{L}/u.test(q)
        ? [sql<boolean>`c.email_key like ${containsPattern(q.trim())} escape '\\'`]
        : []),
      ...(isDocumentish && !wholeDocument ? [eb("c.document", "like", `${document}%`)] : []),
      ...(partialPhone
        ? [eb("c.phone_key", "like", `%${partialPhone}%`), eb("c.phone2_key", "like", `%${partialPhone}%`)]
        : []),
      ...(ids.length > 0 ? [eb("c.id", "in", ids)] : []),
    ]);
}

/**
 * One page of the clients this person may see (clientVisibleTo), by name, with the filters: each
 * row's name, document, who looks after them, their policies in force and the next end of one.
 */
export async function listClients(db: Db, staff: Staff, filters: ClientFilters) {
  let query = db.selectFrom("clients as c").where(clientVisibleTo(staff));
  if (filters.mine) query = query.where("c.owner_id", "=", staff.id);
  if (filters.q) query = query.where(await clientSearch(db, filters.q));
  const pageOf = (page: number) =>
    query
      .leftJoin("users as o", "o.id", "c.owner_id")
      .select([
        "c.id",
        "c.name",
        "c.document",
        "c.owner_id",
        "o.name as owner_name",
        "o.email as owner_email",
      ])
      // A search orders by the stored key, which has no index: PostgreSQL then sorts the few rows
      // found instead of walking the whole name index for them (decision 066).
      .orderBy(filters.q ? "c.name_key" : "c.name")
      .orderBy("c.id")
      .limit(CLIENTS_PER_PAGE)
      .offset((page - 1) * CLIENTS_PER_PAGE);
  // A search reads its matches once, the total as a window beside the page: counted apart, the
  // name and e-mail patterns were scanned twice (issue 42). Its page 1 with no row is no match at
  // all; a page past the end, and the whole list (whose page walks the name index and stops),
  // count apart first, so the last page is shown.
  const found = filters.q
    ? await pageOf(filters.page)
        .select((eb) => eb.fn.countAll<string | number>().over().as("total"))
        .execute()
    : [];
  let rows: Awaited<ReturnType<ReturnType<typeof pageOf>["execute"]>> = found;
  let count = Number(found[0]?.total ?? 0);
  let page = filters.page;
  if (found.length === 0 && !(filters.q && filters.page === 1)) {
    const { total } = await query
      .select((eb) => eb.fn.countAll<string | number>().as("total"))
      .executeTakeFirstOrThrow();
    count = Number(total);
    page = Math.min(filters.page, pageCount(count, CLIENTS_PER_PAGE));
    rows = await pageOf(page).execute();
  }
  const pages = pageCount(count, CLIENTS_PER_PAGE);
  const today = bookToday();
  // The page's policies in force, counted for its rows only (in the page query they would be
  // counted for every row an offset skips).
  const ids = rows.map((r) => r.id);
  const inForce = ids.length
    ? await db
        .selectFrom("policies")
        .select((eb) => [
          "client_id",
          eb.fn.countAll<string | number>().as("n"),
          eb.fn.min(sql<string | null>`case when ends_on >= ${today} then ends_on end`).as("next_end"),
        ])
        .where("client_id", "in", ids)
        .where("status", "=", "vigente")
        .groupBy("client_id")
        .execute()
    : [];
  const policiesOf = new Map(inForce.map((p) => [p.client_id, p]));
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
      inForce: Number(policiesOf.get(r.id)?.n ?? 0),
      nextEnd: formatDay(policiesOf.get(r.id)?.next_end ?? null),
    })),
  };
}
