import { brokerageTimeZone, findProduct } from "~/.server/content";
import { findInsurer } from "~/.server/insurers";
import { type App, formatDateTime, parseInput, Refusal } from "~/.server/platform";
import {
  DOCUMENTS_DONE,
  type DocumentsIntent,
  documentConfirmSchema,
  documentDeleteSchema,
  documentUploadSchema,
} from "~/lib/book-document-schemas";
import { READ_FIELDS, readFieldInput } from "~/lib/book-documents";
import { POLICY_DOCUMENT_KIND_LABEL } from "~/lib/book-labels";
import { formatPlate } from "~/lib/br";
import { type Staff, visiblePolicy } from "./access";
import { confirmReadFields, readPolicyDocument } from "./document-reading";
import { addPolicyDocument, deletePolicyDocument, listPolicyDocuments } from "./documents";

/**
 * The screen of a policy's documents (`/employee-portal/policies/:id/documents`, decision 070):
 * what it shows and what its three forms do (upload, delete, confirm what a PDF reads).
 */

const dayLabel = (day: string) => day.split("-").reverse().join("/");

/** The screen's data; `readingId` (the address's `?leitura=`) asks for one PDF's proposed fields. */
export async function policyDocumentsPage(
  app: App,
  staff: Staff,
  policyId: string,
  readingId: string | null,
) {
  const policy = await visiblePolicy(app.db, staff, policyId);
  const client = await app.db
    .selectFrom("clients")
    .select(["id", "name"])
    .where("id", "=", policy.client_id)
    .executeTakeFirstOrThrow();
  const timeZone = brokerageTimeZone();
  const documents = (await listPolicyDocuments(app.db, policy.id)).map((d) => ({
    id: d.id,
    kind: POLICY_DOCUMENT_KIND_LABEL[d.kind],
    fileName: d.file_name,
    pdf: d.mime === "application/pdf",
    size: d.size,
    uploadedBy: d.name || d.email || "Usuário excluído",
    uploadedAt: formatDateTime(d.created_at, timeZone),
  }));
  const reading =
    readingId && documents.some((d) => d.id === readingId && d.pdf)
      ? await readPolicyDocument(app.db, policy, readingId)
      : null;
  return {
    policy: {
      id: policy.id,
      number: policy.policy_number,
      insurer: findInsurer(policy.insurer_id)?.name ?? policy.insurer_id,
      product: findProduct({ slug: policy.product }, { visibleOnly: false })?.title ?? policy.product,
      cover: `${dayLabel(policy.starts_on)} a ${dayLabel(policy.ends_on)}`,
      plate: policy.vehicle_plate ? formatPlate(policy.vehicle_plate) : null,
    },
    client,
    documents,
    reading: reading && {
      documentId: reading.documentId,
      fileName: reading.fileName,
      hasText: reading.hasText,
      fields: reading.fields,
    },
  };
}

/** One posted form of the screen: what was done, and the `?leitura=` to show next (a new PDF's). */
export async function runPolicyDocumentsAction(
  app: App,
  staff: Staff,
  policyId: string,
  form: Record<string, string>,
  files: Record<string, File>,
): Promise<{ intent: DocumentsIntent; message: string; readingId?: string }> {
  const intent = form.intent;
  switch (intent) {
    case "upload": {
      const { kind } = parseInput(documentUploadSchema, form);
      const { id, pdf } = await addPolicyDocument(app.db, staff, policyId, { kind, file: files.file });
      return { intent, message: DOCUMENTS_DONE.upload, ...(pdf && { readingId: id }) };
    }
    case "delete": {
      const { documentId } = parseInput(documentDeleteSchema, form);
      await deletePolicyDocument(app.db, staff, policyId, documentId);
      return { intent, message: DOCUMENTS_DONE.delete };
    }
    case "confirm": {
      const { documentId, all } = parseInput(documentConfirmSchema, form);
      const chosen = READ_FIELDS.filter((field) => form[readFieldInput(field)] === "1");
      const written = await confirmReadFields(app.db, staff, policyId, {
        documentId,
        chosen,
        all: all === "1",
      });
      return { intent, message: `${DOCUMENTS_DONE.confirm} ${written.join(", ")}.` };
    }
    default:
      throw new Refusal("Ação desconhecida.");
  }
}
