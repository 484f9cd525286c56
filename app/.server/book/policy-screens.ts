import type { StaffSession } from "~/.server/accounts";
import { audit } from "~/.server/audit";
import type { App } from "~/.server/platform";
import { intentSchema, nowIso, parseInput, Refusal, transaction } from "~/.server/platform";
import {
  BOOK_ORIGIN_LABEL,
  INSURED_KIND_LABEL,
  PAYMENT_METHOD_LABEL,
  type PaymentMethod,
  POLICY_STATUS_LABEL,
  type PolicyInput,
  policyStatusSchema,
  RENEWAL_STATUS_LABEL,
} from "~/lib/book-schemas";
import { formatMoney, formatPlate, formatRate, formatTaxId } from "~/lib/br";
import { daysBetween } from "~/lib/dates";
import { type Db, type Staff, visibleClient, visiblePolicy } from "./access";
import { logBookActivity } from "./activity";
import { bookDateTime, bookToday, formatDay, personName } from "./book-format";
import { insurerName, policyChoices, productName, staffChoices } from "./client-screens";
import { insertPolicy } from "./policies";

/** What the new-policy form says once done. */
export const NEW_POLICY_DONE = { create: "Apólice registrada." } as const;
/** What a policy page's actions say once done. */
export const POLICY_DONE = { status: "Situação da apólice alterada." } as const;

export const REASON_NEEDED = "Informe o motivo.";

/** The new-policy form of a client this person may see: the client, the choices, the producer. */
export async function newPolicyScreen(db: Db, staff: Staff, clientId: string) {
  const client = await visibleClient(db, staff, clientId);
  return {
    client: { id: client.id, name: client.name, document: formatTaxId(client.document) },
    ...policyChoices(),
    staff: await staffChoices(db),
    me: staff.id,
  };
}

/** A policy entered by hand for a client this person may see, audited, on the client's timeline. */
export async function createPolicyFor(
  app: App,
  { user }: StaffSession,
  clientId: string,
  input: PolicyInput,
): Promise<string> {
  return transaction(app.db, async (trx) => {
    const client = await visibleClient(trx, user, clientId);
    const id = await insertPolicy(trx, client.id, input, { origin: "manual", actorId: user.id });
    await audit(trx, {
      actorId: user.id,
      action: "book.policy.create",
      targetId: id,
      details: { client: client.id, insurer: input.insurerId, product: input.product },
    });
    return id;
  });
}

const money = (cents: number | null) => (cents === null ? null : formatMoney(cents));

/** A policy's page (its client visible to this person, else 404): every field, formatted. */
export async function policyPage(db: Db, staff: Staff, id: string) {
  const p = await visiblePolicy(db, staff, id);
  const [client, producer, renewal, predecessor, successors, documents] = await Promise.all([
    db
      .selectFrom("clients")
      .select(["id", "name", "document"])
      .where("id", "=", p.client_id)
      .executeTakeFirstOrThrow(),
    p.producer_id
      ? db.selectFrom("users").select(["name", "email"]).where("id", "=", p.producer_id).executeTakeFirst()
      : undefined,
    db
      .selectFrom("renewals")
      .selectAll()
      .where("policy_id", "=", p.id)
      .orderBy("opened_at", "desc")
      .executeTakeFirst(),
    p.renews_policy_id
      ? db
          .selectFrom("policies")
          .select(["id", "policy_number", "insurer_id", "ends_on"])
          .where("id", "=", p.renews_policy_id)
          .executeTakeFirst()
      : undefined,
    db
      .selectFrom("policies")
      .select(["id", "policy_number", "insurer_id", "starts_on"])
      .where("renews_policy_id", "=", p.id)
      .execute(),
    db
      .selectFrom("policy_documents")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("policy_id", "=", p.id)
      .executeTakeFirstOrThrow(),
  ]);
  const link = (q: { id: string; policy_number: string | null; insurer_id: string }) => ({
    id: q.id,
    label: `${q.policy_number ?? "sem número"} (${insurerName(q.insurer_id)})`,
  });
  return {
    policy: {
      id: p.id,
      number: p.policy_number,
      proposal: p.proposal_number,
      insurer: insurerName(p.insurer_id),
      product: productName(p.product),
      susepBranch: p.susep_branch,
      starts: formatDay(p.starts_on),
      ends: formatDay(p.ends_on),
      daysToEnd: p.status === "vigente" ? daysBetween(bookToday(), p.ends_on) : null,
      status: p.status,
      statusLabel: POLICY_STATUS_LABEL[p.status],
      statusReason: p.status_reason,
      netPremium: money(p.net_premium_cents),
      iof: money(p.iof_cents),
      totalPremium: formatMoney(p.total_premium_cents),
      payment: p.payment_method
        ? (PAYMENT_METHOD_LABEL[p.payment_method as PaymentMethod] ?? p.payment_method)
        : null,
      instalments: p.instalments,
      commissionRate: p.commission_bp === null ? null : formatRate(p.commission_bp),
      commission: money(p.commission_cents),
      insuredKind: INSURED_KIND_LABEL[p.insured_kind],
      insuredKindId: p.insured_kind,
      plate: p.vehicle_plate ? formatPlate(p.vehicle_plate) : null,
      model: p.vehicle_model,
      year: p.vehicle_year,
      fipe: p.fipe_code,
      bonusClass: p.bonus_class,
      propertyAddress: p.property_address,
      lives: p.lives,
      description: p.insured_description,
      producer: p.producer_id ? (personName(producer) ?? "Conta removida") : null,
      origin: BOOK_ORIGIN_LABEL[p.origin],
      createdAt: bookDateTime(p.created_at),
    },
    client: { id: client.id, name: client.name, document: formatTaxId(client.document) },
    renewal: renewal
      ? { id: renewal.id, status: RENEWAL_STATUS_LABEL[renewal.status], due: formatDay(renewal.due_on) }
      : null,
    predecessor: predecessor ? link(predecessor) : null,
    successors: successors.map(link),
    documents: Number(documents.n),
  };
}

/**
 * A policy's status change (after requireUser): Cancelada and Encerrada need their reason;
 * Renovada only once the policy that renews it is in the book (never by hand alone, issue 42).
 */
export async function runPolicyAction(
  app: App,
  { user }: StaffSession,
  policyId: string,
  form: Record<string, string>,
): Promise<{ intent: keyof typeof POLICY_DONE }> {
  const intent = parseInput(intentSchema(POLICY_DONE), form.intent);
  const input = parseInput(policyStatusSchema, form);
  return transaction(app.db, async (trx) => {
    const policy = await visiblePolicy(trx, user, policyId);
    if (policy.status === input.status) {
      throw new Refusal("A apólice já está nesta situação.", 400, {
        status: "A apólice já está nesta situação.",
      });
    }
    if ((input.status === "cancelada" || input.status === "encerrada") && !input.reason) {
      throw new Refusal(REASON_NEEDED, 400, { reason: REASON_NEEDED });
    }
    if (input.status === "renovada") {
      const successor = await trx
        .selectFrom("policies")
        .select("id")
        .where("renews_policy_id", "=", policy.id)
        .executeTakeFirst();
      if (!successor) {
        const message = "Renovada só com a nova apólice registrada: registre-a pela renovação.";
        throw new Refusal(message, 400, { status: message });
      }
    }
    await trx
      .updateTable("policies")
      .set({ status: input.status, status_reason: input.reason || null, updated_at: nowIso() })
      .where("id", "=", policy.id)
      .execute();
    await logBookActivity(trx, {
      clientId: policy.client_id,
      policyId: policy.id,
      kind: "policy-status",
      actorId: user.id,
      body: input.reason || null,
      details: { from: policy.status, to: input.status },
    });
    await audit(trx, {
      actorId: user.id,
      action: "book.policy.status",
      targetId: policy.id,
      details: { from: policy.status, to: input.status },
    });
    return { intent };
  });
}
