import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import { findProduct } from "~/.server/content";
import { findInsurer } from "~/.server/insurers";
import type { Database } from "~/.server/platform";
import { nowIso, Refusal } from "~/.server/platform";
import { BOOK_MESSAGES, type BookOrigin, type PolicyInput } from "~/lib/book-schemas";
import { commissionOf, normalizePlate } from "~/lib/br";
import type { Db } from "./access";
import { logBookActivity } from "./activity";
import { requireActiveOwner } from "./clients";

/**
 * Policies (decision 063): what an insurer issued for a client. One number per insurer, so a
 * second import of the same book finds the policy instead of copying it.
 */

export const DUPLICATE_POLICY = "Já existe uma apólice com este número nesta seguradora.";

/** The policy with this number at this insurer. */
export function policyByNumber(trx: Db, insurerId: string, policyNumber: string) {
  return trx
    .selectFrom("policies")
    .selectAll()
    .where("insurer_id", "=", insurerId)
    .where("policy_number", "=", policyNumber)
    .executeTakeFirst();
}

/**
 * The expected commission: as given, else the rate on the net premium (or on the total less the
 * IOF when the net premium is not known).
 */
export function expectedCommission(input: PolicyInput): number | null {
  if (input.commission !== "") return input.commission;
  if (input.commissionRate === "") return null;
  const base =
    input.netPremium !== "" ? input.netPremium : input.iof !== "" ? input.totalPremium - input.iof : null;
  return base === null ? null : commissionOf(base, input.commissionRate);
}

/** Refuses an insurer or a product the brokerage has no record of. */
export function requireKnownInsurerAndProduct(input: Pick<PolicyInput, "insurerId" | "product">) {
  if (!findInsurer(input.insurerId)) {
    throw new Refusal(BOOK_MESSAGES.insurer, 400, {
      insurerId: BOOK_MESSAGES.insurer,
    });
  }
  if (!findProduct({ slug: input.product }, { visibleOnly: false })) {
    throw new Refusal(BOOK_MESSAGES.product, 400, {
      product: BOOK_MESSAGES.product,
    });
  }
}

const orNull = <T>(value: T | "") => (value === "" ? null : value);

type PolicyRow = Insertable<Database["policies"]>;

/** The row a new policy writes: one place, for a single policy and for an import's batch. */
export function policyRow(
  id: string,
  clientId: string,
  input: PolicyInput,
  {
    origin,
    actorId,
    renewsPolicyId,
    now,
  }: {
    origin: BookOrigin;
    actorId: string | null;
    renewsPolicyId: string | null;
    now: string;
  },
): PolicyRow {
  return {
    id,
    client_id: clientId,
    insurer_id: input.insurerId,
    product: input.product,
    susep_branch: input.susepBranch || null,
    policy_number: input.policyNumber || null,
    proposal_number: input.proposalNumber || null,
    starts_on: input.startsOn,
    ends_on: input.endsOn,
    net_premium_cents: orNull(input.netPremium),
    iof_cents: orNull(input.iof),
    total_premium_cents: input.totalPremium,
    payment_method: input.paymentMethod || null,
    instalments: orNull(input.instalments),
    commission_bp: orNull(input.commissionRate),
    commission_cents: expectedCommission(input),
    insured_kind: input.insuredKind,
    vehicle_plate: input.vehiclePlate ? normalizePlate(input.vehiclePlate) : null,
    vehicle_model: input.vehicleModel || null,
    vehicle_year: orNull(input.vehicleYear),
    fipe_code: input.fipeCode || null,
    bonus_class: orNull(input.bonusClass),
    property_address: input.propertyAddress || null,
    lives: orNull(input.lives),
    insured_description: input.insuredDescription || null,
    status: "vigente",
    status_reason: null,
    renews_policy_id: renewsPolicyId,
    producer_id: input.producerId || null,
    origin,
    created_by: actorId,
    created_at: now,
    updated_at: now,
  };
}

/**
 * A new policy for the client, inside the change's transaction (with its timeline row). Refuses an
 * unknown insurer or product, a producer who is not active staff and a number the insurer already
 * has in the book (checked first: a failed insert would end a PostgreSQL transaction).
 */
export async function insertPolicy(
  trx: Db,
  clientId: string,
  input: PolicyInput,
  {
    origin,
    actorId,
    renewsPolicyId = null,
  }: {
    origin: BookOrigin;
    actorId: string | null;
    renewsPolicyId?: string | null;
  },
): Promise<string> {
  requireKnownInsurerAndProduct(input);
  await requireActiveOwner(trx, input.producerId || null, "producerId");
  if (input.policyNumber && (await policyByNumber(trx, input.insurerId, input.policyNumber))) {
    throw new Refusal(DUPLICATE_POLICY, 400, {
      policyNumber: DUPLICATE_POLICY,
    });
  }
  const id = randomUUID();
  await trx
    .insertInto("policies")
    .values(
      policyRow(id, clientId, input, {
        origin,
        actorId,
        renewsPolicyId,
        now: nowIso(),
      }),
    )
    .execute();
  await logBookActivity(trx, {
    clientId,
    policyId: id,
    kind: "policy-created",
    actorId,
    details: { origin, renews: renewsPolicyId },
  });
  return id;
}
