import { extractText } from "unpdf";
import { audit } from "~/.server/audit";
import { currentContent } from "~/.server/content";
import { findInsurer } from "~/.server/insurers";
import type { Database } from "~/.server/platform";
import { logger, nowIso, Refusal, transaction } from "~/.server/platform";
import { DOCUMENT_MESSAGES, READ_FIELD_LABEL, READ_FIELDS, type ReadField } from "~/lib/book-documents";
import { BOOK_MESSAGES } from "~/lib/book-schemas";
import { commissionOf, formatCnpj, formatMoney, formatPlate } from "~/lib/br";
import { type Db, type Staff, visiblePolicy } from "./access";
import { logBookActivity } from "./activity";
import { policyDocument } from "./documents";
import { type PdfReading, readPolicyText } from "./pdf-reading";
import { DUPLICATE_POLICY, policyByNumber } from "./policies";

/**
 * A policy PDF's fields proposed to staff (issue 42, decision 070): read again from the stored
 * PDF each time the screen shows them or staff confirm them, so nothing read is ever stored
 * unconfirmed, and a confirmation writes what the PDF says, never what a form claims it says.
 */

type PolicyRow = Database["policies"];

/** The text a PDF carries ("" for a scan without a text layer, or a PDF that cannot be read). */
export async function pdfText(bytes: Buffer): Promise<string> {
  try {
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    return text;
  } catch (error) {
    logger().info({ err: error }, "PDF sem texto legível");
    return "";
  }
}

/** What the policy holds now for each field the PDF may read, in the reading's own units. */
function currentValue(policy: PolicyRow, field: ReadField): string | number | null {
  switch (field) {
    case "policyNumber":
      return policy.policy_number;
    case "insurerId":
      return policy.insurer_id;
    case "startsOn":
      return policy.starts_on;
    case "endsOn":
      return policy.ends_on;
    case "netPremium":
      return policy.net_premium_cents;
    case "iof":
      return policy.iof_cents;
    case "totalPremium":
      return policy.total_premium_cents;
    case "vehiclePlate":
      return policy.vehicle_plate;
  }
}

const dayLabel = (day: string) => day.split("-").reverse().join("/");

/** A field's value as the screen shows it. */
function shown(field: ReadField, value: string | number | null): string | null {
  if (value === null) return null;
  if (typeof value === "number") return formatMoney(value);
  if (field === "startsOn" || field === "endsOn") return dayLabel(value);
  if (field === "insurerId") return findInsurer(value)?.name ?? value;
  if (field === "vehiclePlate") return formatPlate(value);
  return value;
}

export interface ProposedField {
  field: ReadField;
  label: string;
  current: string | null;
  read: string;
  /** The policy already holds what the PDF says: nothing to confirm. */
  same: boolean;
  note?: string;
}

/** The reading side by side with the policy, in the screen's order. */
export function proposedFields(policy: PolicyRow, reading: PdfReading): ProposedField[] {
  return READ_FIELDS.flatMap((field) => {
    const read = reading[field];
    if (read === undefined) return [];
    const current = currentValue(policy, field);
    const note =
      field === "insurerId"
        ? `Pelo nome no PDF${reading.insurerCnpj ? `; CNPJ impresso: ${formatCnpj(reading.insurerCnpj)}` : ""}.`
        : undefined;
    return [
      {
        field,
        label: READ_FIELD_LABEL[field],
        current: shown(field, current),
        read: shown(field, read) ?? "",
        same: current === read,
        ...(note && { note }),
      },
    ];
  });
}

/** Reads one of the policy's PDFs (the caller checked the policy is visible): null for an image. */
export async function readPolicyDocument(db: Db, policy: PolicyRow, documentId: string) {
  const document = await policyDocument(db, policy.id, documentId);
  if (document.mime !== "application/pdf") return null;
  const client = await db
    .selectFrom("clients")
    .select("document")
    .where("id", "=", policy.client_id)
    .executeTakeFirstOrThrow();
  const { site, insurers } = currentContent();
  const text = await pdfText(Buffer.from(document.data, "base64"));
  const reading = readPolicyText(text, insurers, [client.document, site.cnpj, site.quotePortalOperator.cnpj]);
  return {
    documentId: document.id,
    fileName: document.file_name,
    hasText: text.trim().length > 0,
    fields: proposedFields(policy, reading),
    reading,
  };
}

/** The columns a confirmed field writes. */
function columnsOf(field: ReadField, reading: PdfReading): Partial<PolicyRow> {
  switch (field) {
    case "policyNumber":
      return { policy_number: reading.policyNumber ?? null };
    case "insurerId":
      return reading.insurerId ? { insurer_id: reading.insurerId } : {};
    case "startsOn":
      return reading.startsOn ? { starts_on: reading.startsOn } : {};
    case "endsOn":
      return reading.endsOn ? { ends_on: reading.endsOn } : {};
    case "netPremium":
      return { net_premium_cents: reading.netPremium ?? null };
    case "iof":
      return { iof_cents: reading.iof ?? null };
    case "totalPremium":
      return reading.totalPremium === undefined ? {} : { total_premium_cents: reading.totalPremium };
    case "vehiclePlate":
      return { vehicle_plate: reading.vehiclePlate ?? null };
  }
}

/** The commission the rate gives on these premiums (the net one, else the total less the IOF). */
function derivedCommission(
  p: Pick<PolicyRow, "commission_bp" | "net_premium_cents" | "iof_cents" | "total_premium_cents">,
) {
  if (p.commission_bp === null) return null;
  const base = p.net_premium_cents ?? (p.iof_cents !== null ? p.total_premium_cents - p.iof_cents : null);
  return base === null ? null : commissionOf(base, p.commission_bp);
}

/**
 * Writes the fields staff confirmed (`chosen`, or every proposed one with `all`) as the stored PDF
 * reads them now, in one transaction with its audit row and the client's timeline. Refuses a
 * number the new insurer already has and cover dates out of order. Returns the labels written.
 */
export async function confirmReadFields(
  db: Db,
  staff: Staff,
  policyId: string,
  input: { documentId: string; chosen: ReadField[]; all: boolean },
): Promise<string[]> {
  const policy = await visiblePolicy(db, staff, policyId);
  const read = await readPolicyDocument(db, policy, input.documentId);
  const open = (read?.fields ?? []).filter((f) => !f.same);
  if (open.length === 0) throw new Refusal(DOCUMENT_MESSAGES.nothingRead, 400);
  const fields = open.map((f) => f.field).filter((field) => input.all || input.chosen.includes(field));
  if (fields.length === 0) throw new Refusal(DOCUMENT_MESSAGES.nothingChosen, 400);
  const reading = read?.reading ?? {};
  const set: Partial<PolicyRow> = Object.assign({}, ...fields.map((field) => columnsOf(field, reading)));
  const next = { ...policy, ...set };
  if (next.ends_on <= next.starts_on) throw new Refusal(BOOK_MESSAGES.endBeforeStart, 400);
  // A commission the rate gave follows the new premiums; one typed by hand stays as typed.
  if (policy.commission_cents !== null && policy.commission_cents === derivedCommission(policy)) {
    set.commission_cents = derivedCommission(next);
  }
  await transaction(db, async (trx) => {
    if (next.policy_number && (set.policy_number !== undefined || set.insurer_id !== undefined)) {
      const other = await policyByNumber(trx, next.insurer_id, next.policy_number);
      if (other && other.id !== policy.id) throw new Refusal(DUPLICATE_POLICY, 400);
    }
    await trx
      .updateTable("policies")
      .set({ ...set, updated_at: nowIso() })
      .where("id", "=", policy.id)
      .execute();
    // An open renewal is due on the day the policy ends: a corrected end moves it (and its
    // reminders, which count back from it). A closed one keeps the day it was worked to.
    if (set.ends_on !== undefined && set.ends_on !== policy.ends_on) {
      await trx
        .updateTable("renewals")
        .set({ due_on: set.ends_on, updated_at: nowIso() })
        .where("policy_id", "=", policy.id)
        .where("closed_at", "is", null)
        .execute();
    }
    const details = { documentId: input.documentId, fields };
    await audit(trx, {
      actorId: staff.id,
      action: "policy.fields_from_document",
      targetId: policy.id,
      details,
    });
    await logBookActivity(trx, {
      clientId: policy.client_id,
      policyId: policy.id,
      kind: "document-read",
      actorId: staff.id,
      details,
    });
  });
  return fields.map((field) => READ_FIELD_LABEL[field]);
}
