/**
 * What the guard matrix's cases build on, against one server suite: contact messages and leads
 * made straight in its database, content versions read back, and the concrete path of a
 * screen or action (`:id` → a real message or lead made for the test).
 */
import { createHash, randomUUID } from "node:crypto";
import { insertClientWithPolicy, insertRenewal, makeBookClient } from "../../support/book-fixtures";
import { type ServerSuite, unique } from "../../support/http-assertions";
import { insertLeadWithMessage } from "../../support/lead-fixtures";
import { importRunFixture, importUploadFixture } from "./book-import-fixtures";

/** The insurers the insurer cases act on, one per action (the reveal also reads the editor's). */
export const EDITED_INSURER = "bradesco";
export const REVEALED_INSURER = "allianz";
export const MOVED_INSURER = "mapfre";
/** The insurer a drag and drop takes to the top of the list (the last of the defaults). */
export const DROPPED_INSURER = "zurich";
export const VISIBILITY_INSURER = "sompo";

/** The products the content cases act on, one per action so that no case sees another's change. */
export const EDITED_PRODUCT = "travel";
export const VISIBILITY_PRODUCT = "condominium";
export const HISTORY_PRODUCT = "personal-accident";
/** The product whose fixed lead owner the lead-owners case sets. */
export const LEAD_OWNER_PRODUCT = "motorcycle";

/** The helpers every domain's cases and the runners share, on this suite's server and database. */
export function guardFixtures(s: ServerSuite) {
  const readMessage = async (id: string) => ({
    message: await s.handle.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst(),
    outbox: await s.handle.db
      .selectFrom("outbox")
      .select(["status", "attempts"])
      .where("ref_id", "=", id)
      .execute(),
  });

  /** A contact message (straight in the database) with one brokerage mail in this state. */
  async function makeMessage(options: { handled?: boolean; delivery?: "sent" | "failed" } = {}) {
    const id = randomUUID();
    const at = new Date().toISOString();
    const marker = `Mensagem do visitante ${unique()}`;
    await s.handle.db
      .insertInto("contact_messages")
      .values({
        id,
        name: "Visitante Teste",
        email: `visitante-${unique()}@exemplo.com`,
        phone: null,
        subject: "Seguros",
        contact_method: "Email",
        message: marker,
        product: null,
        handled_at: options.handled ? at : null,
        created_at: at,
      })
      .execute();
    const failed = options.delivery === "failed";
    await s.handle.db
      .insertInto("outbox")
      .values({
        id: randomUUID(),
        kind: "brokerage",
        to_address: "caixa@corretora.test",
        payload: failed ? JSON.stringify({ name: "Visitante Teste", message: marker }) : "{}",
        ref_id: id,
        status: failed ? "failed" : "sent",
        attempts: failed ? 8 : 1,
        next_attempt_at: at,
        locked_until: null,
        last_error: failed ? "550 recusado" : null,
        sent_at: failed ? null : at,
        created_at: at,
      })
      .execute();
    return { id, marker };
  }

  /** A lead (straight in the database) holding a contact message; owned by `ownerId`, or by nobody. */
  async function makeLead(
    options: { ownerId?: string | null; messageId?: string; phone?: string | null } = {},
  ): Promise<string> {
    const messageId = options.messageId ?? (await makeMessage()).id;
    const message = await s.handle.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("id", "=", messageId)
      .executeTakeFirstOrThrow();
    return insertLeadWithMessage(s.handle.db, messageId, {
      name: message.name,
      email: message.email,
      email_key: message.email.toLowerCase(),
      phone: options.phone ?? null,
      phone_key: options.phone ?? null,
      contact_method: message.contact_method,
      owner_id: options.ownerId ?? null,
    });
  }

  function latestVersion(kind: string, key: string) {
    return s.handle.db
      .selectFrom("content_versions")
      .select(["version", "data", "restored_from"])
      .where("kind", "=", kind)
      .where("doc_key", "=", key)
      .orderBy("version", "desc")
      .executeTakeFirst();
  }

  /**
   * A policy of a client nobody looks after (every approved person sees it) holding one small PDF
   * (decision 070): the policy's id and the document's.
   */
  async function makePolicy(
    pdf = Buffer.from("%PDF-1.4\n% documento do teste\n%%EOF\n", "latin1"),
  ): Promise<{ policyId: string; documentId: string }> {
    const { policyId } = await insertClientWithPolicy(s.handle.db);
    const documentId = randomUUID();
    const bytes = pdf;
    await s.handle.db
      .insertInto("policy_documents")
      .values({
        id: documentId,
        policy_id: policyId,
        kind: "apolice",
        file_name: "apolice.pdf",
        mime: "application/pdf",
        size: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        data: bytes.toString("base64"),
        uploaded_by: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    return { policyId, documentId };
  }

  /**
   * The concrete path of a screen or action (`:id` → a real message, lead, client, policy or renewal,
   * made for this test unless the case made its own: `book`).
   */
  async function concrete(
    path: string,
    messageId?: string,
    leadId?: string,
    book: { clientId?: string; policyId?: string; pathId?: string } = {},
  ): Promise<string> {
    if (path.startsWith("/employee-portal/import/uploads/:id")) {
      return path.replace(":id", book.pathId ?? (await importUploadFixture(s.handle.db)));
    }
    if (path.startsWith("/employee-portal/import/runs/:id")) {
      return path.replace(":id", book.pathId ?? (await importRunFixture(s.handle.db)));
    }
    if (path.startsWith("/employee-portal/clients/:id")) {
      return path.replace(":id", book.clientId ?? (await makeBookClient(s.handle.db)));
    }
    if (path.startsWith("/employee-portal/leads/:id")) {
      return path.replace(":id", leadId ?? (await makeLead({ messageId })));
    }
    // A policy of a client nobody looks after, holding one PDF (its `:documentId`).
    if (path.startsWith("/employee-portal/policies/:id")) {
      const made = book.policyId ? { policyId: book.policyId, documentId: "" } : await makePolicy();
      return path.replace(":id", made.policyId).replace(":documentId", made.documentId);
    }
    if (path.startsWith("/employee-portal/renewals/:id")) {
      return path.replace(":id", book.pathId ?? (await insertRenewal(s.handle.db)).renewalId);
    }
    const filled = path
      .replace(":insurer/password", `${REVEALED_INSURER}/password`)
      .replace(":insurer", EDITED_INSURER)
      .replace(":slug", EDITED_PRODUCT)
      .replace(":kind/:key", `product/${HISTORY_PRODUCT}`);
    if (!filled.includes(":id")) return filled;
    return filled.replace(":id", messageId ?? (await makeMessage()).id);
  }

  return { s, readMessage, makeMessage, makeLead, makePolicy, latestVersion, concrete };
}

/** A screen whose `:id` is a contact message (or a lead holding one): its page shows the message's text. */
export function showsMessage(path: string): boolean {
  return path.includes(":id") && !BOOK_PATH.test(path);
}

/** The Carteira's screens: their `:id` is a client, a policy or a renewal, and they redirect with a flash. */
export const BOOK_PATH = /^\/employee-portal\/(clients|policies|renewals|import)(\/|$)/;

export type GuardContext = ReturnType<typeof guardFixtures>;
