/**
 * The documents screen's forms (issue 42, decision 070): one schema per intent, the browser's
 * and the server's. The file itself is checked apart (book-documents.ts, then by its bytes).
 */

import { DOCUMENT_MESSAGES } from "./book-documents";
import { POLICY_DOCUMENT_KINDS } from "./book-labels";
import { z } from "./zod";

export const DOCUMENTS_DONE = {
  upload: "Documento enviado.",
  delete: "Documento excluído.",
  confirm: "Dados confirmados na apólice.",
} as const;
export type DocumentsIntent = keyof typeof DOCUMENTS_DONE;

export const documentUploadSchema = z.object({
  kind: z.enum(POLICY_DOCUMENT_KINDS, { error: DOCUMENT_MESSAGES.kind }),
});

const documentId = z.uuid({ error: DOCUMENT_MESSAGES.notFound });

export const documentDeleteSchema = z.object({ documentId });

/** "Confirmar os marcados" posts the checked fields (`use-<field>`); "Confirmar todos" adds all=1. */
export const documentConfirmSchema = z.object({
  documentId,
  all: z.literal("1").optional(),
});
