/**
 * A policy's documents and reading its PDF (issue 42, decision 070), over real HTTP against
 * `node server.js` on SQLite and PostgreSQL: the upload and download round trip byte for byte,
 * files checked by their bytes and size, the body limit raised on this one path only, another
 * collaborator's client a 404 everywhere, and a PDF's fields proposed, never stored until
 * confirmed, then written field by field or all.
 */
import { describe, expect, it } from "vitest";
import { DUPLICATE_POLICY } from "~/.server/book";
import { DOCUMENTS_DONE } from "~/lib/book-document-schemas";
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from "~/lib/book-documents";
import { MAX_BODY_BYTES, MAX_DOCUMENT_FORM_BYTES } from "../../server/request-guards";
import {
  insertClientWithPolicy,
  insertOpenRenewal,
  pdfWithText,
  portoPolicyLines,
} from "../support/book-fixtures";
import { projectDatabase } from "../support/database-project";
import { cookieAfter, escapeHtml, LOGIN, loginCarrying, useServerSuite } from "../support/http-assertions";
import { png } from "../support/logo-files";
import { postRaw } from "../support/raw-http";
import { createStaff } from "../support/test-server";

const kind = projectDatabase();

describe(`a policy's documents on ${kind}`, () => {
  const s = useServerSuite(kind);
  const screen = (policyId: string) => `/employee-portal/policies/${policyId}/documents`;

  function upload(
    cookie: string | undefined,
    policyId: string,
    file: { bytes: Uint8Array; name: string; type?: string },
    kindOf = "apolice",
  ) {
    const body = new FormData();
    body.append("intent", "upload");
    body.append("kind", kindOf);
    body.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "" }), file.name);
    return fetch(`${s.server.url}${screen(policyId)}`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: s.server.url, ...(cookie && { Cookie: cookie }) },
      body,
    });
  }
  const documentsOf = (policyId: string) =>
    s.handle.db
      .selectFrom("policy_documents")
      .select(["id", "kind", "file_name", "mime", "size", "uploaded_by"])
      .where("policy_id", "=", policyId)
      .execute();
  const auditOf = (targetId: string) =>
    s.handle.db
      .selectFrom("audit_log")
      .select(["action", "actor_id", "details"])
      .where("target_id", "=", targetId)
      .orderBy("created_at")
      .execute();
  const timelineOf = (clientId: string) =>
    s.handle.db
      .selectFrom("book_activities")
      .select(["kind", "actor_id", "details"])
      .where("client_id", "=", clientId)
      .orderBy("created_at")
      .execute();

  it("keeps a PDF byte for byte: uploaded, listed, downloaded as an attachment, each step audited", async () => {
    const ana = await createStaff(s.handle.db, "collaborator", "approved", { name: "Ana Lima" });
    const { policyId, clientId } = await insertClientWithPolicy(s.handle.db, { ownerId: ana.user.id });
    const bytes = await pdfWithText(["Apólice de teste", "Página única"]);
    const res = await upload(ana.cookie, policyId, { bytes, name: "apólice 2026", type: "application/pdf" });
    await res.text();
    expect(res.status).toBe(302);
    const [stored] = await documentsOf(policyId);
    expect(stored).toMatchObject({
      kind: "apolice",
      file_name: "apólice 2026.pdf",
      mime: "application/pdf",
      size: bytes.length,
      uploaded_by: ana.user.id,
    });
    // A PDF just sent opens with its reading.
    expect(s.where(res)).toBe(`${screen(policyId)}?leitura=${stored?.id}`);
    const page = await s.server.get(screen(policyId), cookieAfter(res, ana.cookie));
    const html = await page.text();
    expect(html).toContain(escapeHtml(DOCUMENTS_DONE.upload));
    expect(html).toContain(escapeHtml("apólice 2026.pdf"));
    expect(html).toContain("Ana Lima");

    const download = await s.server.get(`${screen(policyId)}/${stored?.id}`, ana.cookie);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="apolice 2026.pdf"; filename*=UTF-8''${encodeURIComponent("apólice 2026.pdf")}`,
    );
    // Both set for every staff response (helmet, staff-no-store.ts), downloads included.
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("cache-control")).toBe("no-store");

    expect((await auditOf(stored?.id ?? "")).map((a) => [a.action, a.actor_id])).toEqual([
      ["policy_document.upload", ana.user.id],
      ["policy_document.download", ana.user.id],
    ]);
    expect((await timelineOf(clientId)).map((a) => a.kind)).toContain("document-added");
  });

  it("takes a photo by its bytes, refuses a renamed non-PDF and anything over 10 MB, with their messages", async () => {
    const { policyId } = await insertClientWithPolicy(s.handle.db);
    const photo = await upload(s.admin.cookie, policyId, { bytes: png(), name: "vistoria.png" }, "outro");
    await photo.text();
    expect(photo.status).toBe(302);
    expect(await documentsOf(policyId)).toEqual([
      expect.objectContaining({ mime: "image/png", kind: "outro" }),
    ]);

    const renamed = await upload(s.admin.cookie, policyId, {
      bytes: Buffer.from("<html><script>alert(1)</script></html>".repeat(10)),
      name: "apolice.pdf",
      type: "application/pdf",
    });
    expect(renamed.status).toBe(400);
    expect(await renamed.text()).toContain(escapeHtml(DOCUMENT_MESSAGES.wrongType));

    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x20);
    big.write("%PDF-1.7\n", 0, "latin1");
    const tooBig = await upload(s.admin.cookie, policyId, {
      bytes: big,
      name: "grande.pdf",
      type: "application/pdf",
    });
    expect(tooBig.status).toBe(400);
    expect(await tooBig.text()).toContain(escapeHtml(DOCUMENT_MESSAGES.tooBig));
    // Exactly 10 MB is taken.
    const atLimit = await upload(s.admin.cookie, policyId, {
      bytes: big.subarray(0, DOCUMENT_MAX_BYTES),
      name: "limite.pdf",
    });
    await atLimit.text();
    expect(atLimit.status).toBe(302);
    expect((await documentsOf(policyId)).map((d) => d.file_name).sort()).toEqual([
      "limite.pdf",
      "vistoria.png",
    ]);
  });

  /** A form POST of `bytes` bytes; a size that is refused is answered on the headers alone. */
  const postOfSize = async (pathname: string, bytes: number, cookie: string, body = true) =>
    (await postRaw(s.server.url, pathname, bytes, { Origin: s.server.url, Cookie: cookie }, { body })).status;
  const refusedAt = (pathname: string, bytes: number, cookie: string) =>
    postOfSize(pathname, bytes, cookie, false);

  it("reads up to 10 MB + 64 KB on the documents screen only: one byte more is 413, and 64 KB stays for the rest", async () => {
    const { policyId } = await insertClientWithPolicy(s.handle.db);
    expect(await postOfSize(screen(policyId), MAX_DOCUMENT_FORM_BYTES, s.admin.cookie)).toBe(400);
    expect(await refusedAt(screen(policyId), MAX_DOCUMENT_FORM_BYTES + 1, s.admin.cookie)).toBe(413);
    expect(await refusedAt(`${screen(policyId)}.data`, MAX_DOCUMENT_FORM_BYTES + 1, s.admin.cookie)).toBe(
      413,
    );
    // The download's address, and any other staff screen, keep the 64 KB of every form.
    const download = `${screen(policyId)}/00000000-0000-4000-8000-000000000000`;
    expect(await refusedAt(download, MAX_BODY_BYTES + 1, s.admin.cookie)).toBe(413);
    expect(await refusedAt("/employee-portal/leads/new", MAX_BODY_BYTES + 1, s.admin.cookie)).toBe(413);
    expect(await postOfSize(`${screen(policyId)}/x`, MAX_BODY_BYTES, s.admin.cookie)).not.toBe(413);
  });

  it("answers 404 to a collaborator for another's client: list, upload, download, delete and confirm", async () => {
    const [ana, bia] = await Promise.all([
      createStaff(s.handle.db, "collaborator", "approved"),
      createStaff(s.handle.db, "collaborator", "approved"),
    ]);
    const { policyId } = await insertClientWithPolicy(s.handle.db, { ownerId: ana.user.id });
    const bytes = await pdfWithText(portoPolicyLines());
    await (await upload(ana.cookie, policyId, { bytes, name: "apolice.pdf" })).text();
    const [document] = await documentsOf(policyId);
    const documentId = document?.id ?? "";

    const list = await s.server.get(screen(policyId), bia.cookie);
    expect(list.status).toBe(404);
    expect(await list.text()).not.toContain("apolice.pdf");
    const reading = await s.server.get(`${screen(policyId)}?leitura=${documentId}`, bia.cookie);
    expect(reading.status).toBe(404);
    expect(await reading.text()).not.toContain("0531.77777.1");
    const sent = await upload(bia.cookie, policyId, { bytes, name: "outra.pdf" });
    await sent.text();
    expect(sent.status).toBe(404);
    const download = await s.server.get(`${screen(policyId)}/${documentId}`, bia.cookie);
    expect(download.status).toBe(404);
    expect(Buffer.from(await download.arrayBuffer()).includes(Buffer.from("%PDF-"))).toBe(false);
    for (const fields of [
      { intent: "delete", documentId } as Record<string, string>,
      { intent: "confirm", documentId, all: "1" },
    ]) {
      const res = await s.server.post(screen(policyId), fields, bia.cookie);
      await res.text();
      expect(res.status, fields.intent).toBe(404);
    }
    // A document of another policy, through a policy the person may see: 404 as well.
    const own = await insertClientWithPolicy(s.handle.db, { ownerId: bia.user.id });
    const crossed = await s.server.get(`${screen(own.policyId)}/${documentId}`, bia.cookie);
    expect(crossed.status).toBe(404);
    await crossed.arrayBuffer();
    expect(await documentsOf(policyId)).toHaveLength(1);
    expect(await documentsOf(own.policyId)).toHaveLength(0);
    // Signed out: the login.
    const anonymous = await s.server.get(screen(policyId));
    await anonymous.text();
    expect(s.where(anonymous)).toBe(loginCarrying(screen(policyId)));
    expect(LOGIN).toBe("/access/employees");
  });

  it("deletes a document (audited, on the timeline)", async () => {
    const { policyId, clientId } = await insertClientWithPolicy(s.handle.db);
    await (await upload(s.admin.cookie, policyId, { bytes: png(), name: "foto.png" })).text();
    const [document] = await documentsOf(policyId);
    const res = await s.server.post(
      screen(policyId),
      { intent: "delete", documentId: document?.id ?? "" },
      s.admin.cookie,
    );
    await res.text();
    expect(res.status).toBe(302);
    expect(await documentsOf(policyId)).toEqual([]);
    expect((await auditOf(document?.id ?? "")).map((a) => a.action)).toEqual([
      "policy_document.upload",
      "policy_document.delete",
    ]);
    expect((await timelineOf(clientId)).map((a) => a.kind)).toEqual(["document-added", "document-removed"]);
  });

  it("proposes what a policy PDF reads beside the policy, stores nothing until confirmed, then field by field or all", async () => {
    const ana = await createStaff(s.handle.db, "collaborator", "approved");
    const { policyId, clientId } = await insertClientWithPolicy(s.handle.db, {
      ownerId: ana.user.id,
      policyNumber: null,
      // The commission the rate gives on the net premium: it follows the premium read.
      policy: { net_premium_cents: 170_000, commission_cents: 25_500 },
    });
    const policyRow = () =>
      s.handle.db.selectFrom("policies").selectAll().where("id", "=", policyId).executeTakeFirstOrThrow();
    const before = await policyRow();
    const res = await upload(ana.cookie, policyId, {
      bytes: await pdfWithText(portoPolicyLines()),
      name: "apolice.pdf",
    });
    await res.text();
    const reading = s.where(res) ?? "";
    const documentId = reading.split("leitura=")[1] ?? "";

    const page = await (await s.server.get(reading, cookieAfter(res, ana.cookie))).text();
    expect(page).toContain("Dados lidos no PDF");
    for (const shown of [
      "0531.77777.1",
      "15/02/2026",
      "15/02/2027",
      "2.147,60",
      "2.000,00",
      "147,60",
      "ABC1D23",
    ]) {
      expect(page, shown).toContain(shown);
    }
    // The insurer is matched by its name; its CNPJ is shown as printed.
    expect(page).toContain("61.198.164/0001-60");
    expect(page).toContain("Porto Seguro");
    expect(await policyRow()).toEqual(before);

    const nothing = await s.server.post(screen(policyId), { intent: "confirm", documentId }, ana.cookie);
    expect(nothing.status).toBe(400);
    expect(await nothing.text()).toContain(escapeHtml(DOCUMENT_MESSAGES.nothingChosen));
    expect(await policyRow()).toEqual(before);

    const some = await s.server.post(
      screen(policyId),
      { intent: "confirm", documentId, "use-policyNumber": "1", "use-totalPremium": "1" },
      ana.cookie,
    );
    await some.text();
    expect(some.status).toBe(302);
    expect(await policyRow()).toMatchObject({
      policy_number: "0531.77777.1",
      total_premium_cents: 214_760,
      starts_on: "2026-01-10",
      net_premium_cents: 170_000,
      vehicle_plate: null,
    });
    const after = await s.server.get(s.where(some) ?? "", cookieAfter(some, ana.cookie));
    expect(await after.text()).toContain("Dados confirmados na apólice. Número da apólice, Prêmio total.");

    // The policy's renewal is open (its end is near): it is due on the day the policy ends.
    const renewalId = await insertOpenRenewal(s.handle.db, policyId, {
      ownerId: ana.user.id,
      dueOn: before.ends_on,
      status: "em-cotacao",
    });
    const dueOn = async () =>
      (
        await s.handle.db
          .selectFrom("renewals")
          .select("due_on")
          .where("id", "=", renewalId)
          .executeTakeFirstOrThrow()
      ).due_on;

    const all = await s.server.post(
      screen(policyId),
      { intent: "confirm", documentId, all: "1" },
      ana.cookie,
    );
    await all.text();
    expect(all.status).toBe(302);
    // The end the PDF gives moves the open renewal's due day with it.
    expect(await dueOn()).toBe("2027-02-15");
    expect(await policyRow()).toMatchObject({
      starts_on: "2026-02-15",
      ends_on: "2027-02-15",
      net_premium_cents: 200_000,
      iof_cents: 14_760,
      vehicle_plate: "ABC1D23",
      insurer_id: "porto",
      commission_cents: 30_000,
    });
    expect((await auditOf(policyId)).map((a) => [a.action, JSON.parse(a.details ?? "{}").fields])).toEqual([
      ["policy.fields_from_document", ["policyNumber", "totalPremium"]],
      ["policy.fields_from_document", ["startsOn", "endsOn", "netPremium", "iof", "vehiclePlate"]],
    ]);
    expect((await timelineOf(clientId)).filter((a) => a.kind === "document-read")).toHaveLength(2);
    // Nothing left to confirm: the PDF and the policy agree.
    const again = await s.server.post(
      screen(policyId),
      { intent: "confirm", documentId, all: "1" },
      ana.cookie,
    );
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(escapeHtml(DOCUMENT_MESSAGES.nothingRead));
  });

  it("refuses a number read from the PDF that another policy of the insurer already has", async () => {
    await insertClientWithPolicy(s.handle.db, { policyNumber: "0531.88888.2" });
    const { policyId } = await insertClientWithPolicy(s.handle.db);
    const bytes = await pdfWithText(portoPolicyLines("0531.88888.2"));
    const res = await upload(s.admin.cookie, policyId, { bytes, name: "a.pdf" });
    await res.text();
    const documentId = (s.where(res) ?? "").split("leitura=")[1] ?? "";
    const refused = await s.server.post(
      screen(policyId),
      { intent: "confirm", documentId, "use-policyNumber": "1" },
      s.admin.cookie,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(escapeHtml(DUPLICATE_POLICY));
  });
});
