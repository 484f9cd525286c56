import type { ExpressionBuilder } from "kysely";
import { displayName } from "~/.server/accounts";
import { brokerageTimeZone, currentContent } from "~/.server/content";
import { daysLeftText } from "~/.server/mail";
import type { Database } from "~/.server/platform";
import { formatDate, formatDateTime, now, today } from "~/.server/platform";
import {
  CLOSED_RENEWAL_STATUSES,
  PAYMENT_METHOD_LABEL,
  RENEWAL_STATUS_LABEL,
  RENEWAL_STATUSES,
  type RenewalStatus,
} from "~/lib/book-labels";
import { formatMoney, formatNumber, formatPhone, formatRate, isMobilePhone, moneyInputValue } from "~/lib/br";
import { daysBetween } from "~/lib/dates";
import { dueDay } from "~/lib/lead-schemas";
import { pageCount, pageParam } from "~/lib/pagination";
import { telHref, whatsappHref } from "~/lib/phone-links";
import { z } from "~/lib/zod";
import { clientVisibleTo, type Db, type Staff } from "./access";
import { insurerName, productName } from "./renewal-job";
import { clientPagePath } from "./win";

/**
 * The renewal desk (issue 42, decision 069): the list of renewals by due date, and one renewal's
 * page. A collaborator sees the renewals of the clients they may see (book/access.ts); any other
 * renewal is a 404, like one that does not exist.
 */

export const RENEWAL_NOT_FOUND = "Renovação não encontrada.";
export const RENEWALS_PER_PAGE = 50;

export interface RenewalFilters {
  mine: boolean;
  /** "" open ones; "todas" every status; or one status. */
  status: "" | "todas" | RenewalStatus;
  overdue: boolean;
  page: number;
}

export function parseRenewalFilters(params: URLSearchParams): RenewalFilters {
  const status = (params.get("situacao") ?? "").trim();
  return {
    mine: params.get("dono") === "meus",
    status:
      status === "todas" || (RENEWAL_STATUSES as readonly string[]).includes(status)
        ? (status as RenewalFilters["status"])
        : "",
    overdue: params.get("atrasadas") === "1",
    page: pageParam(params),
  };
}

const isClosed = (status: RenewalStatus) => CLOSED_RENEWAL_STATUSES.includes(status);
const day = (d: string) => formatDate(`${d}T12:00:00Z`, "UTC");

type RenewalsEb = ExpressionBuilder<
  Database & { r: Database["renewals"]; c: Database["clients"] },
  "r" | "c"
>;

/**
 * Who sees a renewal: whoever sees its client (book/access.ts), and its owner, who must work it
 * even when the rotation gave them a client of someone else's.
 */
export const renewalVisibleTo = (staff: Staff) => (eb: RenewalsEb) =>
  eb.or([clientVisibleTo(staff)(eb), eb("r.owner_id", "=", staff.id)]);

/** The renewals with their policy, client and owner, as the desk, "Hoje" and the digest read them. */
export function renewalsWithPolicy(db: Db) {
  return db
    .selectFrom("renewals as r")
    .innerJoin("policies as p", "p.id", "r.policy_id")
    .innerJoin("clients as c", "c.id", "p.client_id")
    .leftJoin("users as o", "o.id", "r.owner_id");
}

/** One page of the desk for this person, the nearest end first. */
export async function listRenewals(db: Db, staff: Staff, filters: RenewalFilters, at = now()) {
  const todayDay = today(brokerageTimeZone(), at);
  const matching = (eb: ExpressionBuilder<Database & { r: Database["renewals"] }, "r">) => {
    const conditions = [];
    if (filters.mine) conditions.push(eb("r.owner_id", "=", staff.id));
    if (filters.status === "") conditions.push(eb("r.closed_at", "is", null));
    else if (filters.status !== "todas") conditions.push(eb("r.status", "=", filters.status));
    if (filters.overdue) conditions.push(eb("r.closed_at", "is", null), eb("r.due_on", "<", todayDay));
    return eb.and(conditions);
  };
  const query = renewalsWithPolicy(db).where(renewalVisibleTo(staff)).where(matching);
  // Each filter is on the renewal itself, and a renewal names its client (migration 030): the count
  // reads the renewals alone for an admin or "Minhas" (whose owner always sees them), and with
  // their clients for a collaborator's whole desk, never the 100,000 policies (issue 42).
  const renewals = db.selectFrom("renewals as r").where(matching);
  const counted =
    staff.role === "admin" || filters.mine
      ? renewals
      : renewals.innerJoin("clients as c", "c.id", "r.client_id").where(renewalVisibleTo(staff));
  const [{ total }, rows] = await Promise.all([
    counted.select((eb) => eb.fn.countAll<string | number>().as("total")).executeTakeFirstOrThrow(),
    query
      .select([
        "r.id",
        "r.status",
        "r.due_on",
        "r.owner_id",
        "p.insurer_id",
        "p.product",
        "p.total_premium_cents",
        "c.name as client_name",
        "o.name as owner_name",
        "o.email as owner_email",
      ])
      .orderBy("r.due_on")
      .orderBy("r.id")
      .limit(RENEWALS_PER_PAGE)
      .offset((filters.page - 1) * RENEWALS_PER_PAGE)
      .execute(),
  ]);
  return {
    isAdmin: staff.role === "admin",
    filters,
    total: Number(total),
    pages: pageCount(Number(total), RENEWALS_PER_PAGE),
    renewals: rows.map((r) => {
      const daysLeft = daysBetween(todayDay, r.due_on);
      const open = !isClosed(r.status);
      return {
        id: r.id,
        client: r.client_name,
        insurer: insurerName(r.insurer_id),
        product: productName(r.product),
        endsOn: day(r.due_on),
        daysLeft,
        daysLeftText: open ? daysLeftText(daysLeft) : null,
        late: open && daysLeft < 0,
        premium: formatMoney(r.total_premium_cents),
        owner: r.owner_id ? displayName({ name: r.owner_name, email: r.owner_email }) : null,
        mine: r.owner_id === staff.id,
        status: r.status,
        statusLabel: RENEWAL_STATUS_LABEL[r.status],
      };
    }),
  };
}

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/** The renewal, if this person may see its client; a 404 Response otherwise. */
export async function visibleRenewal(db: Db, staff: Staff, id: string) {
  if (!isUuid(id)) throw new Response(RENEWAL_NOT_FOUND, { status: 404 });
  const row = await renewalsWithPolicy(db)
    .selectAll("r")
    .select(["c.id as client_id", "c.name as client_name", "o.name as owner_name", "o.email as owner_email"])
    .where("r.id", "=", id)
    .where(renewalVisibleTo(staff))
    .executeTakeFirst();
  if (!row) throw new Response(RENEWAL_NOT_FOUND, { status: 404 });
  return row;
}

const ACTIVITY_LABEL: Record<string, string> = {
  "renewal-opened": "Renovação aberta",
  "renewal-status": "Situação alterada",
  "renewal-owner": "Responsável alterado",
  "renewal-next-action": "Próxima ação",
  "renewal-reminder": "Aviso enviado",
  "policy-created": "Apólice registrada",
  "policy-status": "Situação da apólice",
  note: "Nota",
  call: "Ligação",
};

/** A renewal's page: its policy, what it is at, who may own it, the new policy's prefill, its timeline. */
export async function renewalPage(db: Db, staff: Staff, id: string, at = now()) {
  const timeZone = brokerageTimeZone();
  const renewal = await visibleRenewal(db, staff, id);
  const policy = await db
    .selectFrom("policies")
    .selectAll()
    .where("id", "=", renewal.policy_id)
    .executeTakeFirstOrThrow();
  const [people, activities, newPolicy, client] = await Promise.all([
    db
      .selectFrom("users")
      .select(["id", "name", "email"])
      .where("status", "=", "approved")
      .where("disabled_at", "is", null)
      .orderBy("name")
      .orderBy("email")
      .execute(),
    db
      .selectFrom("book_activities as a")
      .leftJoin("users as u", "u.id", "a.actor_id")
      .select(["a.id", "a.kind", "a.body", "a.details", "a.created_at", "u.name", "u.email", "a.actor_id"])
      .where("a.client_id", "=", renewal.client_id)
      .where((eb) =>
        eb.or([
          eb("a.renewal_id", "=", renewal.id),
          eb("a.policy_id", "=", policy.id),
          ...(renewal.new_policy_id ? [eb("a.policy_id", "=", renewal.new_policy_id)] : []),
        ]),
      )
      .orderBy("a.created_at", "desc")
      .orderBy("a.id", "desc")
      .limit(100)
      .execute(),
    renewal.new_policy_id
      ? db
          .selectFrom("policies")
          .select(["id", "policy_number", "starts_on", "ends_on", "total_premium_cents", "insurer_id"])
          .where("id", "=", renewal.new_policy_id)
          .executeTakeFirst()
      : undefined,
    // How to reach the client: whoever works the renewal needs it, its owner too when the rotation
    // gave them someone else's client (decision 069); the client's page only to whom may see it.
    db
      .selectFrom("clients as c")
      .select(["c.contact_name", "c.email", "c.phone", "c.phone2"])
      .select((eb) => eb.case().when(clientVisibleTo(staff)(eb)).then(1).else(0).end().as("visible"))
      .where("c.id", "=", renewal.client_id)
      .executeTakeFirstOrThrow(),
  ]);
  const daysLeft = daysBetween(today(timeZone, at), renewal.due_on);
  const open = !isClosed(renewal.status);
  return {
    renewal: {
      id: renewal.id,
      status: renewal.status,
      statusLabel: RENEWAL_STATUS_LABEL[renewal.status],
      open,
      daysLeft,
      daysLeftText: daysLeftText(daysLeft),
      late: open && daysLeft < 0,
      dueOn: day(renewal.due_on),
      ownerId: renewal.owner_id,
      owner: renewal.owner_id ? displayName({ name: renewal.owner_name, email: renewal.owner_email }) : null,
      mine: renewal.owner_id === staff.id,
      nextAction: renewal.next_action,
      nextActionDay: dueDay(renewal.next_action_at, timeZone),
      nextActionLabel: renewal.next_action_at ? formatDate(renewal.next_action_at, timeZone) : null,
      nextActionLate: open && renewal.next_action_at !== null && renewal.next_action_at < at.toISOString(),
      lostReason: renewal.lost_reason,
      lostTo: renewal.lost_to,
      closedAt: renewal.closed_at ? formatDateTime(renewal.closed_at, timeZone) : null,
      clientId: renewal.client_id,
      client: renewal.client_name,
    },
    contact: {
      path: Number(client.visible) === 1 ? clientPagePath(renewal.client_id) : null,
      contactName: client.contact_name,
      email: client.email,
      phones: [client.phone, client.phone2].flatMap((phone) =>
        phone
          ? [
              {
                text: formatPhone(phone),
                call: telHref(phone),
                whatsapp: isMobilePhone(phone) ? whatsappHref(phone) : null,
              },
            ]
          : [],
      ),
    },
    policy: {
      id: policy.id,
      insurer: insurerName(policy.insurer_id),
      product: productName(policy.product),
      number: policy.policy_number,
      startsOn: day(policy.starts_on),
      endsOn: day(policy.ends_on),
      premium: formatMoney(policy.total_premium_cents),
      commission: policy.commission_cents === null ? null : formatMoney(policy.commission_cents),
      commissionRate: policy.commission_bp === null ? null : formatRate(policy.commission_bp),
      payment: policy.payment_method
        ? `${PAYMENT_METHOD_LABEL[policy.payment_method as keyof typeof PAYMENT_METHOD_LABEL] ?? policy.payment_method}${policy.instalments ? ` em ${policy.instalments}x` : ""}`
        : null,
      insured:
        [policy.vehicle_model, policy.vehicle_plate, policy.property_address, policy.insured_description]
          .filter(Boolean)
          .join(" · ") || null,
      status: policy.status,
    },
    newPolicy: newPolicy
      ? {
          id: newPolicy.id,
          number: newPolicy.policy_number,
          insurer: insurerName(newPolicy.insurer_id),
          cover: `${day(newPolicy.starts_on)} a ${day(newPolicy.ends_on)}`,
          premium: formatMoney(newPolicy.total_premium_cents),
        }
      : null,
    /** The new policy's form, prefilled: same insurer, cover from the old end for a year. */
    prefill: {
      insurerId: policy.insurer_id,
      startsOn: policy.ends_on,
      endsOn: oneYearOn(policy.ends_on),
      netPremium: moneyInputValue(policy.net_premium_cents),
      iof: moneyInputValue(policy.iof_cents),
      totalPremium: moneyInputValue(policy.total_premium_cents),
      commissionRate: policy.commission_bp === null ? "" : formatNumber(policy.commission_bp / 100, 0, 2),
      paymentMethod: policy.payment_method ?? "",
      instalments: policy.instalments === null ? "" : String(policy.instalments),
    },
    insurers: currentContent().insurers.map((i) => ({ value: i.id, label: i.name })),
    people: people.map((p) => ({ id: p.id, name: displayName(p), me: p.id === staff.id })),
    timeline: activities.map((a) => ({
      id: a.id,
      label: ACTIVITY_LABEL[a.kind] ?? a.kind,
      body: a.body,
      who: a.actor_id ? displayName({ name: a.name, email: a.email }) : "Sistema",
      at: formatDateTime(a.created_at, timeZone),
      atIso: a.created_at,
    })),
  };
}

/** The same day a year on ("2027-03-10" → "2028-03-10"); a 29 February becomes the 28th. */
function oneYearOn(from: string): string {
  const rest = from.slice(4) === "-02-29" ? "-02-28" : from.slice(4);
  return `${Number(from.slice(0, 4)) + 1}${rest}`;
}
