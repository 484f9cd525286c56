/**
 * What every use case gets from the App and its transactions (decision 022), seen from outside:
 * a mail queued by a request goes out right after that request's transaction commits — the
 * outbox here polls only every 10 minutes, so nothing but the wake-up after commit can deliver
 * it in seconds — and a loader's expected 404 is answered in the staff area's own words.
 * Real HTTP against `node server.js` (run `npm run build` first).
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signedCaptcha } from "../support/captcha";
import { contactFields } from "../support/contact-form";
import { projectDatabase } from "../support/database-project";
import { useServerSuite, waitFor } from "../support/http-assertions";
import { createStaff } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const TEN_MINUTES = String(10 * 60 * 1000);
/** Far below the poll: only the wake-up after commit delivers this soon. */
const SOON_MS = 8_000;

describe(`use cases on ${kind}`, () => {
  const s = useServerSuite(kind, { OUTBOX_POLL_MS: TEN_MINUTES, TRUST_PROXY: "1" });

  const mailTo = (address: string) => () =>
    s.mail.messages.find((m) => m.to && "text" in m.to && m.to.text.includes(address));

  it("an approval's mail leaves as soon as the approval is committed", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "pending");
    const res = await s.server.post(
      "/admin-portal",
      { intent: "approve", userId: person.user.id },
      s.admin.cookie,
    );
    await s.expectRedirect(res, "/admin-portal");
    const mail = await waitFor(mailTo(person.email), SOON_MS);
    expect(mail.subject).toMatch(/aprovado/i);
  });

  it("a contact message's two mails leave as soon as it is stored", async () => {
    const body = contactFields({ altcha: await signedCaptcha() });
    const res = await fetch(`${s.server.url}/contact/contact-us`, {
      method: "POST",
      headers: {
        Origin: s.server.url,
        "Content-Type": "application/x-www-form-urlencoded",
        "X-Forwarded-For": `10.22.${kind === "sqlite" ? 1 : 2}.7`,
      },
      body: new URLSearchParams(body).toString(),
    });
    expect(res.status).toBe(200);
    await waitFor(mailTo(body.email), SOON_MS);
    await waitFor(() => s.mail.messages.find((m) => m.replyTo?.text === body.email), SOON_MS);
  });

  it("a failed mail an admin sends again leaves as soon as it is requeued", async () => {
    const to = `reenvio-${randomUUID().slice(0, 8)}@exemplo.com`;
    const id = randomUUID();
    const now = new Date().toISOString();
    await s.handle.db
      .insertInto("outbox")
      .values({
        id,
        kind: "password-changed",
        to_address: to,
        payload: JSON.stringify({ changedAt: now, via: "portal" }),
        ref_id: null,
        status: "failed",
        attempts: 8,
        next_attempt_at: now,
        locked_until: null,
        last_error: "SMTP fora do ar",
        sent_at: null,
        created_at: now,
      })
      .execute();
    const res = await s.server.post(
      "/admin-portal/messages",
      { intent: "retry-mail", mailId: id },
      s.admin.cookie,
    );
    await s.expectRedirect(res, "/admin-portal/messages");
    await waitFor(mailTo(to), SOON_MS);
  });

  it.each([
    ["/admin-portal/insurers/nao-existe", "Seguradora não encontrada."],
    ["/admin-portal/products/nao-existe", "Produto não encontrado."],
    [`/admin-portal/messages/${randomUUID()}`, "Mensagem não encontrada."],
    ["/admin-portal/history/product/nao-existe", "Conteúdo não encontrado."],
  ])("%s answers 404 with the staff area's own page", async (path, text) => {
    const res = await s.server.get(path, s.admin.cookie);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(text);
    expect(html).toContain("Voltar ao menu");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
