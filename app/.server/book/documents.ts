import { createHash, randomUUID } from "node:crypto";
import { audit } from "~/.server/audit";
import { nowIso, Refusal, transaction } from "~/.server/platform";
import {
  DOCUMENT_EXTENSION,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  type DocumentType,
} from "~/lib/book-documents";
import type { PolicyDocumentKind } from "~/lib/book-labels";
import { type Db, type Staff, visiblePolicy } from "./access";
import { logBookActivity } from "./activity";

/**
 * A policy's documents (issue 42, decision 070): the PDF policy, the proposal, endorsements, a
 * photo or scan. Checked by their bytes (never the name or the browser's type), up to 10 MB,
 * stored in the database (policy_documents.data, base64) so every instance and every backup has
 * them, and reached only through the policy, by staff who may see its client (404 otherwise).
 * Every upload, download and deletion is audited; upload and deletion are on the client's timeline.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The file's type by its first bytes: a PDF's "%PDF-", JPEG's FF D8 FF, PNG's signature, WebP's
 * RIFF…WEBP. Enough for files that are only ever downloaded (attachment, nosniff), never shown
 * inline by this site.
 */
export function documentType(bytes: Buffer): DocumentType | null {
  if (bytes.length < 12) return null;
  if (bytes.toString("latin1", 0, 5) === "%PDF-") return "application/pdf";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return "image/png";
  if (bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP")
    return "image/webp";
  return null;
}

/**
 * The name the file is kept under: the browser's, without a folder, control characters or quotes,
 * at most 120 characters, ending in its type's extension ("apolice" → "apolice.pdf").
 */
export function documentFileName(name: string, type: DocumentType): string {
  const extension = DOCUMENT_EXTENSION[type];
  const base =
    (name.split(/[\\/]/).pop() ?? "")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
      .replace(/[\u0000-\u001f\u007f"]/g, "")
      .replace(/\s+/g, " ")
      .trim() || "documento";
  const known = type === "image/jpeg" ? /\.jpe?g$/i : new RegExp(`\\.${extension}$`, "i");
  const named = known.test(base) ? base : `${base}.${extension}`;
  if (named.length <= 120) return named;
  return `${named.slice(0, 120 - extension.length - 1)}.${extension}`;
}

/** The policy's documents, newest first, without their bytes (for the screen's list). */
export function listPolicyDocuments(db: Db, policyId: string) {
  return db
    .selectFrom("policy_documents as d")
    .leftJoin("users as u", "u.id", "d.uploaded_by")
    .select(["d.id", "d.kind", "d.file_name", "d.mime", "d.size", "d.created_at", "u.name", "u.email"])
    .where("d.policy_id", "=", policyId)
    .orderBy("d.created_at", "desc")
    .orderBy("d.id")
    .execute();
}

/** One of the policy's documents, bytes included; a 404 for any other id (or one not a UUID). */
export async function policyDocument(db: Db, policyId: string, documentId: string) {
  const row = await db
    .selectFrom("policy_documents")
    .selectAll()
    .where("policy_id", "=", policyId)
    .where("id", "=", documentId)
    .executeTakeFirst();
  if (!row) throw new Response(DOCUMENT_MESSAGES.notFound, { status: 404 });
  return row;
}

/** Stores an uploaded file on a policy the person may see: its id, and whether it is a PDF. */
export async function addPolicyDocument(
  db: Db,
  staff: Staff,
  policyId: string,
  input: { kind: PolicyDocumentKind; file: File | undefined },
): Promise<{ id: string; pdf: boolean }> {
  const policy = await visiblePolicy(db, staff, policyId);
  const { file } = input;
  if (!file || file.size === 0)
    throw new Refusal(DOCUMENT_MESSAGES.missing, 400, { file: DOCUMENT_MESSAGES.missing });
  if (file.size > DOCUMENT_MAX_BYTES)
    throw new Refusal(DOCUMENT_MESSAGES.tooBig, 400, { file: DOCUMENT_MESSAGES.tooBig });
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = documentType(bytes);
  if (!type) throw new Refusal(DOCUMENT_MESSAGES.wrongType, 400, { file: DOCUMENT_MESSAGES.wrongType });
  const id = randomUUID();
  await transaction(db, async (trx) => {
    await trx
      .insertInto("policy_documents")
      .values({
        id,
        policy_id: policy.id,
        kind: input.kind,
        file_name: documentFileName(file.name, type),
        mime: type,
        size: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        data: bytes.toString("base64"),
        uploaded_by: staff.id,
        created_at: nowIso(),
      })
      .execute();
    const details = { policyId: policy.id, kind: input.kind, mime: type, size: bytes.length };
    await audit(trx, { actorId: staff.id, action: "policy_document.upload", targetId: id, details });
    await logBookActivity(trx, {
      clientId: policy.client_id,
      policyId: policy.id,
      kind: "document-added",
      actorId: staff.id,
      details: { documentId: id, kind: input.kind },
    });
  });
  return { id, pdf: type === "application/pdf" };
}

/** Deletes one of the policy's documents (audited, on the client's timeline). */
export async function deletePolicyDocument(db: Db, staff: Staff, policyId: string, documentId: string) {
  const policy = await visiblePolicy(db, staff, policyId);
  await transaction(db, async (trx) => {
    const found = await trx
      .selectFrom("policy_documents")
      .select(["id", "kind", "file_name"])
      .where("policy_id", "=", policy.id)
      .where("id", "=", documentId)
      .executeTakeFirst();
    if (!found) throw new Response(DOCUMENT_MESSAGES.notFound, { status: 404 });
    await trx.deleteFrom("policy_documents").where("id", "=", found.id).execute();
    await audit(trx, {
      actorId: staff.id,
      action: "policy_document.delete",
      targetId: found.id,
      details: { policyId: policy.id, kind: found.kind },
    });
    await logBookActivity(trx, {
      clientId: policy.client_id,
      policyId: policy.id,
      kind: "document-removed",
      actorId: staff.id,
      details: { documentId: found.id, kind: found.kind },
    });
  });
}

/** A download for someone who may see the policy, written to the audit log: name, type and bytes. */
export async function downloadPolicyDocument(db: Db, staff: Staff, policyId: string, documentId: string) {
  const policy = await visiblePolicy(db, staff, policyId);
  const row = await policyDocument(db, policy.id, documentId);
  await audit(db, {
    actorId: staff.id,
    action: "policy_document.download",
    targetId: row.id,
    details: { policyId: policy.id, kind: row.kind },
  });
  return { fileName: row.file_name, mime: row.mime, bytes: Buffer.from(row.data, "base64") };
}

/**
 * Content-Disposition for a download: an ASCII fallback name and the real one in UTF-8 (RFC 6266),
 * so "apólice.pdf" arrives as written.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
