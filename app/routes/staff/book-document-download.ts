import { requireUser } from "~/.server/accounts";
import { attachmentHeader, downloadPolicyDocument } from "~/.server/book";
import { appOf } from "~/.server/platform";
import type { Route } from "./+types/book-document-download";

/**
 * One of a policy's documents as a download (decision 070): only for staff who may see the
 * policy's client (anyone else: 404, as for a document that does not exist), each download in the
 * audit log. Always an attachment of its checked type, never shown inline, never kept by a cache.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const app = appOf(context);
  const { user } = await requireUser(app, request);
  const file = await downloadPolicyDocument(app.db, user, params.id, params.documentId);
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.mime,
      "Content-Length": String(file.bytes.length),
      "Content-Disposition": attachmentHeader(file.fileName),
      // nosniff (helmet) and no-store (server/staff-no-store.ts) are set for every staff response.
    },
  });
}
