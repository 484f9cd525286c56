/**
 * The guard matrix's cases for a policy's documents (decision 070): an upload (a real PDF, as a
 * multipart form), a deletion, and confirming what a PDF reads. Each on a policy of its own.
 */
import { expect } from "vitest";
import { DOCUMENTS_DONE } from "~/lib/book-document-schemas";
import { pdfWithText } from "../../../support/book-fixtures";
import { unique } from "../../../support/http-assertions";
import type { GuardContext } from "../fixtures";
import type { CaseTable } from "../tables";

export function bookDocumentCases({ s, makePolicy }: GuardContext): CaseTable {
  const documentsOf = async (policyId: string) =>
    (
      await s.handle.db
        .selectFrom("policy_documents")
        .select(["kind", "file_name"])
        .where("policy_id", "=", policyId)
        .execute()
    )
      .map((d) => `${d.kind}:${d.file_name}`)
      .sort();
  return {
    "/employee-portal/policies/:id/documents": {
      upload: async () => {
        const { policyId } = await makePolicy();
        const pdf = await pdfWithText(["Proposta de seguro"]);
        return {
          fields: { kind: "proposta" },
          files: { file: new File([new Uint8Array(pdf)], "proposta.pdf", { type: "application/pdf" }) },
          read: () => documentsOf(policyId),
          expectDone: (after) => expect(after).toEqual(["apolice:apolice.pdf", "proposta:proposta.pdf"]),
          doneText: DOCUMENTS_DONE.upload,
          policyId,
        };
      },
      delete: async () => {
        const { policyId, documentId } = await makePolicy();
        return {
          fields: { documentId },
          read: () => documentsOf(policyId),
          expectDone: (after) => expect(after).toEqual([]),
          doneText: DOCUMENTS_DONE.delete,
          policyId,
          // Back to the documents screen (not to the admin portal, as the admin screens' deletions).
          lands: new RegExp(`^/employee-portal/policies/${policyId}/documents$`),
        };
      },
      confirm: async () => {
        // A number of its own: the insurer's numbers are unique across the book.
        const number = `0531.${unique()}`;
        const pdf = await pdfWithText([`Porto Seguro Companhia de Seguros Gerais`, `Apólice nº ${number}`]);
        const { policyId, documentId } = await makePolicy(pdf);
        return {
          fields: { documentId, "use-policyNumber": "1" },
          read: () =>
            s.handle.db
              .selectFrom("policies")
              .select("policy_number")
              .where("id", "=", policyId)
              .executeTakeFirst(),
          expectDone: (after) => expect(after).toEqual({ policy_number: number }),
          doneText: DOCUMENTS_DONE.confirm,
          policyId,
        };
      },
    },
  };
}
