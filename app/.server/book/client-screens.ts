import { activeStaffWhere } from "~/.server/accounts";
import { currentContent, productTitle } from "~/.server/content";
import { findInsurer } from "~/.server/insurers";
import { leadsWithStage } from "~/.server/leads";
import {
  BOOK_ORIGIN_LABEL,
  CLAIM_STATUS_LABEL,
  CLAIM_STATUSES,
  CLIENT_KIND_LABEL,
  type ClaimStatus,
  INSURED_KIND_LABEL,
  LEGAL_BASIS_LABEL,
  POLICY_STATUS_LABEL,
  RENEWAL_STATUS_LABEL,
} from "~/lib/book-labels";
import { formatMoney, formatPhone, formatTaxId } from "~/lib/br";
import { daysBetween } from "~/lib/dates";
import { type Db, type Staff, visibleClient } from "./access";
import { bookDateTime, bookToday, formatDay, personName } from "./book-format";
import { timelineSentence } from "./client-timeline";

/** Active staff by name: the owner and producer choices of the book's forms. */
export async function staffChoices(db: Db) {
  const rows = await db
    .selectFrom("users")
    .select(["id", "name", "email"])
    .where(activeStaffWhere())
    .orderBy("name")
    .execute();
  return rows
    .map((p) => ({ id: p.id, name: p.name || p.email }))
    .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
}

/** The new-client form's choices: who may look after the client (the person by default). */
export async function newClientScreen(db: Db, staff: Staff) {
  return { staff: await staffChoices(db), me: staff.id };
}

export const insurerName = (id: string) => findInsurer(id)?.name ?? id;
export const productName = (slug: string) => productTitle(slug) ?? slug;

/** What the client's edit form starts from (the shape clientSchema reads). */
function clientFormValues(c: Awaited<ReturnType<typeof visibleClient>>) {
  return {
    document: formatTaxId(c.document),
    name: c.name,
    contactName: c.contact_name ?? "",
    email: c.email ?? "",
    phone: c.phone ? formatPhone(c.phone) : "",
    phone2: c.phone2 ? formatPhone(c.phone2) : "",
    cep: c.cep ?? "",
    address: c.address ?? "",
    city: c.city ?? "",
    state: c.state ?? "",
    birthDate: c.birth_date ?? "",
    notes: c.notes ?? "",
    legalBasis: c.legal_basis,
    ownerId: c.owner_id ?? "",
  };
}

/**
 * A client's page (a client this person may not see is a 404): details, policies, renewals,
 * leads, claims with their status changes, and the timeline, newest first.
 */
export async function clientPage(db: Db, staff: Staff, id: string) {
  const client = await visibleClient(db, staff, id);
  const today = bookToday();
  const [policies, renewals, leads, claims, activities, people] = await Promise.all([
    db
      .selectFrom("policies")
      .selectAll()
      .where("client_id", "=", client.id)
      .orderBy("ends_on", "desc")
      .execute(),
    db
      .selectFrom("renewals as r")
      .innerJoin("policies as p", "p.id", "r.policy_id")
      .select(["r.id", "r.status", "r.due_on", "r.policy_id", "p.policy_number", "p.insurer_id"])
      .where("p.client_id", "=", client.id)
      .orderBy("r.due_on", "desc")
      .execute(),
    leadsWithStage(db)
      .select(["l.id", "l.name", "l.product", "l.created_at", "s.label as stage_label", "s.outcome"])
      .where("l.client_id", "=", client.id)
      .orderBy("l.created_at", "desc")
      .execute(),
    db
      .selectFrom("claims as k")
      .innerJoin("policies as p", "p.id", "k.policy_id")
      .select([
        "k.id",
        "k.protocol",
        "k.status",
        "k.occurred_on",
        "k.place",
        "k.description",
        "k.created_at",
        "p.policy_number",
        "p.insurer_id",
      ])
      .where("k.client_id", "=", client.id)
      .orderBy("k.created_at", "desc")
      .execute(),
    db
      .selectFrom("book_activities as a")
      .leftJoin("users as u", "u.id", "a.actor_id")
      .leftJoin("policies as p", "p.id", "a.policy_id")
      .leftJoin("claims as k", "k.id", "a.claim_id")
      .select([
        "a.id",
        "a.kind",
        "a.body",
        "a.details",
        "a.created_at",
        "a.claim_id",
        "u.name as actor_name",
        "u.email as actor_email",
        "p.policy_number",
        "p.insurer_id",
        "k.protocol",
      ])
      .where("a.client_id", "=", client.id)
      .orderBy("a.created_at", "desc")
      .orderBy("a.id", "desc")
      .limit(200)
      .execute(),
    staffChoices(db),
  ]);
  const owner = client.owner_id ? people.find((p) => p.id === client.owner_id) : undefined;
  const policyLabel = (p: { policy_number: string | null; insurer_id: string }) =>
    `${p.policy_number ?? "sem número"} (${insurerName(p.insurer_id)})`;
  const timeline = activities.map((a) => ({
    id: a.id,
    atIso: a.created_at,
    at: bookDateTime(a.created_at),
    sentence: timelineSentence(a, personName({ name: a.actor_name, email: a.actor_email })),
    body: a.body,
  }));
  const claimHistory = (claimId: string) =>
    activities
      .filter((a) => a.claim_id === claimId && (a.kind === "claim-created" || a.kind === "claim-status"))
      .map((a) => ({ id: a.id, at: bookDateTime(a.created_at), sentence: timelineSentence(a, null) }));
  return {
    client: {
      id: client.id,
      name: client.name,
      kind: CLIENT_KIND_LABEL[client.kind],
      document: formatTaxId(client.document),
      contactName: client.contact_name,
      email: client.email,
      phone: client.phone ? formatPhone(client.phone) : null,
      phone2: client.phone2 ? formatPhone(client.phone2) : null,
      address: [client.address, client.city, client.state, client.cep].filter(Boolean).join(" · ") || null,
      birthDate: formatDay(client.birth_date),
      notes: client.notes,
      legalBasis: LEGAL_BASIS_LABEL[client.legal_basis],
      origin: BOOK_ORIGIN_LABEL[client.origin],
      owner: owner?.name ?? (client.owner_id ? "Conta removida" : null),
      mine: client.owner_id === staff.id,
      since: formatDay(client.created_at.slice(0, 10)),
    },
    form: clientFormValues(client),
    policies: policies.map((p) => ({
      id: p.id,
      insurer: insurerName(p.insurer_id),
      product: productName(p.product),
      number: p.policy_number,
      starts: formatDay(p.starts_on),
      ends: formatDay(p.ends_on),
      daysToEnd: p.status === "vigente" ? daysBetween(today, p.ends_on) : null,
      status: POLICY_STATUS_LABEL[p.status],
      inForce: p.status === "vigente",
      premium: formatMoney(p.total_premium_cents),
      insured: p.vehicle_plate ?? INSURED_KIND_LABEL[p.insured_kind],
    })),
    policyChoices: policies.map((p) => ({ value: p.id, label: policyLabel(p) })),
    renewals: renewals.map((r) => ({
      id: r.id,
      status: RENEWAL_STATUS_LABEL[r.status],
      due: formatDay(r.due_on),
      policyId: r.policy_id,
      policy: policyLabel(r),
    })),
    leads: leads.map((l) => ({
      id: l.id,
      name: l.name,
      stage: l.stage_label,
      outcome: l.outcome,
      product: l.product ? productName(l.product) : null,
      since: bookDateTime(l.created_at),
    })),
    claims: claims.map((k) => ({
      id: k.id,
      protocol: k.protocol,
      status: k.status,
      statusLabel: CLAIM_STATUS_LABEL[k.status],
      occurred: formatDay(k.occurred_on),
      place: k.place,
      description: k.description,
      policy: policyLabel(k),
      history: claimHistory(k.id),
    })),
    claimStatuses: CLAIM_STATUSES.map((s: ClaimStatus) => ({ value: s, label: CLAIM_STATUS_LABEL[s] })),
    timeline,
    staff: people,
    me: staff.id,
    today,
  };
}

/** The insurers and products a policy form offers, by name (the content's records). */
export function policyChoices() {
  const content = currentContent();
  return {
    insurers: content.insurers
      .map((i) => ({ value: i.id, label: i.name }))
      .sort((a, b) => a.label.localeCompare(b.label, "pt-BR")),
    products: content.products.map((p) => ({ value: p.slug, label: p.title })),
  };
}
