import { type ExpressionBuilder, sql } from "kysely";
import type { Database } from "~/.server/platform";
import { nowIso } from "~/.server/platform";
import { normalizePhone, phoneKey } from "~/lib/br";
import { OWNER_VIEWS, type OwnerView, sourceLabel } from "~/lib/lead-schemas";
import { containsPattern, pageCount, pageParam } from "~/lib/pagination";
import { loadStalledRule, whereStalled } from "../stalled";
import { leadsWithStage } from "../with-stage";
import { choices, type Db, dateTime, productTitleOrSlug, type Staff, shortDate, visibleTo } from "./access";

/** How many leads one page of the list shows. */
export const LEADS_PER_PAGE = 25;

// ---------------------------------------------------------------------------------------------
// The list

export interface LeadFilters {
  owner: OwnerView;
  stalled: boolean;
  stage: string;
  product: string;
  source: string;
  q: string;
  page: number;
}

/** The list's filters from the address; a value it does not know is simply no filter. */
export function parseFilters(params: URLSearchParams): LeadFilters {
  const one = (key: string, max = 120) => (params.get(key) ?? "").trim().slice(0, max);
  const owner = one("dono", 10);
  return {
    owner: Object.hasOwn(OWNER_VIEWS, owner) ? OWNER_VIEWS[owner as keyof typeof OWNER_VIEWS] : "all",
    stalled: one("parados", 1) === "1",
    stage: one("etapa", 60),
    product: one("produto", 80),
    source: one("origem", 20),
    q: one("busca"),
    page: pageParam(params),
  };
}

/**
 * Search by name, e-mail or phone: a text with letters looks in the name and the e-mail (any
 * case); one made of digits (4 or more) is a phone, compared by its digits as `phoneKey` (lib/br) keeps
 * them ("(41) 9 9999-0000" and "+55 41 999990000" are the same person).
 */
function searchCondition(q: string) {
  const digits = normalizePhone(q);
  const looksLikePhone = !/\p{L}|@/u.test(q) && digits.length >= 4;
  const phone = looksLikePhone ? (phoneKey(q) ?? digits) : undefined;
  const text = containsPattern(q);
  return (eb: ExpressionBuilder<Database & { l: Database["leads"] }, "l">) =>
    eb.or([
      sql<boolean>`lower(l.name) like ${text} escape '\\'`,
      sql<boolean>`l.email_key like ${text} escape '\\'`,
      ...(phone ? [eb("l.phone_key", "like", `%${phone}%`)] : []),
    ]);
}

/**
 * One page of the list for this person, newest activity first, with the filters applied; how
 * many leads match in all. "Parados" (stalled) uses `whereStalled` from lead-stalled.ts.
 */
export async function listLeads(db: Db, staff: Staff, filters: LeadFilters) {
  const now = nowIso();
  let query = leadsWithStage(db).where(visibleTo(staff));
  if (filters.owner === "mine") query = query.where("l.owner_id", "=", staff.id);
  if (filters.owner === "unassigned") query = query.where("l.owner_id", "is", null);
  // Parados (decision 042): past the next action, or idle longer than the stage allows.
  if (filters.stalled) query = query.where(whereStalled(await loadStalledRule(db), "l"));
  if (filters.stage) query = query.where("l.stage_id", "=", filters.stage);
  if (filters.product) query = query.where("l.product", "=", filters.product);
  if (filters.source) query = query.where("l.source", "=", filters.source as "site");
  if (filters.q) query = query.where(searchCondition(filters.q));

  const [{ total }, rows, options] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string | number>().as("total")).executeTakeFirstOrThrow(),
    query
      .leftJoin("users as o", "o.id", "l.owner_id")
      .select([
        "l.id",
        "l.name",
        "l.product",
        "l.source",
        "l.owner_id",
        "l.next_action",
        "l.next_action_at",
        "l.last_activity_at",
        "l.created_at",
        "s.label as stage_label",
        "s.outcome as stage_outcome",
        "o.name as owner_name",
        "o.email as owner_email",
      ])
      .orderBy("l.last_activity_at", "desc")
      .orderBy("l.id", "desc")
      .limit(LEADS_PER_PAGE)
      .offset((filters.page - 1) * LEADS_PER_PAGE)
      .execute(),
    choices(db),
  ]);
  const count = Number(total);
  return {
    filters,
    total: count,
    pages: pageCount(count, LEADS_PER_PAGE),
    isAdmin: staff.role === "admin",
    options,
    leads: rows.map((r) => ({
      id: r.id,
      name: r.name,
      product: productTitleOrSlug(r.product),
      source: sourceLabel(r.source),
      stage: r.stage_label,
      open: r.stage_outcome === "open",
      outcome: r.stage_outcome,
      owner: r.owner_id ? r.owner_name || r.owner_email || "Conta removida" : null,
      mine: r.owner_id === staff.id,
      nextAction: r.next_action,
      nextActionDay: r.next_action_at ? shortDate(r.next_action_at) : null,
      overdue: r.stage_outcome === "open" && r.next_action_at !== null && r.next_action_at < now,
      lastActivity: dateTime(r.last_activity_at),
    })),
  };
}
