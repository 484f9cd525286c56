/**
 * The e-mail confirmation of a self-registration (security review 2, L-8), over real HTTP
 * against `node server.js` (run `npm run build` first), on SQLite and PostgreSQL: the mail the
 * registration queues, the link's page (a GET changes nothing, the POST confirms once), what the
 * admin sees on the pending list and the explicit step before approving an unconfirmed account;
 * the post also asks the registration's password (security review 3, L-4).
 * The per-address limit on the confirmation post is in rate-limits.test.ts.
 */
import type { ParsedMail } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { queueEmailConfirmation } from "~/.server/accounts/email-confirmation";
import { sha256 } from "~/.server/accounts/sessions";
import { openDatabase, transaction } from "~/.server/platform";
import { migrateToLatest, migratorFor } from "~/.server/platform/db/migrate";
import { CONFIRM_MESSAGES } from "~/lib/staff-schemas";
import { projectDatabase } from "../support/database-project";
import { escapeHtml, TEXT, unique, useServerSuite, waitFor } from "../support/http-assertions";
import { createStaff, makeDatabase, storedRateLimitKey } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const CONFIRM_PATH = "/access/employees/confirm-email";
const INVALID_LINK = "Link de confirmação inválido, expirado ou já usado.";
const CONFIRMED = "E-mail confirmado com sucesso!";
const UNCONFIRMED_QUESTION = "O e-mail ainda não foi confirmado. Aprovar mesmo assim?";
const UNCONFIRMED_REFUSED =
  "O e-mail deste cadastro ainda não foi confirmado. Para aprovar mesmo assim, confirme a aprovação.";

describe(`e-mail confirmation on ${kind}`, () => {
  const s = useServerSuite(kind);

  const userRow = (email: string) =>
    s.handle.db
      .selectFrom("users")
      .select(["id", "status", "email_confirmed_at"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
  const tokenRows = (userId: string) =>
    s.handle.db
      .selectFrom("verifications")
      .where("purpose", "=", "email-confirmation")
      .selectAll()
      .where("subject_id", "=", userId)
      .execute();

  /** Registers through the form and returns the link of the confirmation mail the sink received. */
  async function register(): Promise<{ email: string; mail: ParsedMail; link: URL; token: string }> {
    const email = `confirma-${unique()}@exemplo.com`;
    const res = await s.server.post("/access/employees/register", { email, password: REGISTERED_PASSWORD });
    expect(res.status).toBe(200);
    // The spec's dialog is unchanged: the mail is additional.
    const dialog = (await res.text()).match(/<dialog[\s\S]*?<\/dialog>/)?.[0] ?? "";
    expect(dialog).toContain(TEXT.registered);
    const mail = await waitFor(() =>
      s.mail.messages.find(
        (m) => JSON.stringify(m.to ?? "").includes(email) && m.text?.includes(CONFIRM_PATH),
      ),
    );
    const prefix = `${s.server.url}${CONFIRM_PATH}?token=`;
    const word = mail.text?.split(/\s+/).find((w) => w.startsWith(prefix)) ?? "";
    expect(word, "link absoluto (SITE_URL) no texto do e-mail").not.toBe("");
    const link = new URL(word);
    return { email, mail, link, token: link.searchParams.get("token") ?? "" };
  }

  /** The registration's password, which the confirmation also asks (security review 3, L-4). */
  const REGISTERED_PASSWORD = "segredo-forte-1";
  const confirmPost = (token: string, password = REGISTERED_PASSWORD) =>
    s.server.post(CONFIRM_PATH, { token, password });

  it("registering queues a Portuguese mail with a one-time link; the token is stored hashed", async () => {
    const { email, mail, token } = await register();
    expect(mail.subject).toMatch(/^Confirme o seu e-mail/);
    expect(mail.text).toContain("Recebemos um cadastro na área dos colaboradores");
    expect(mail.html).toContain(`${CONFIRM_PATH}?token=`);
    const user = await userRow(email);
    expect(user).toMatchObject({ status: "pending", email_confirmed_at: null });
    const tokens = await tokenRows(user.id);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]?.token_hash).toBe(sha256(token));
    expect(tokens[0]?.used_at).toBeNull();
    // About 7 days.
    const days = (Date.parse(tokens[0]?.expires_at ?? "") - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const queued = await s.handle.db
      .selectFrom("outbox")
      .select("id")
      .where("ref_id", "=", user.id)
      .where("kind", "=", "email-confirmation")
      .execute();
    expect(queued).toHaveLength(1);
  });

  it("the queued mail holds the link's token sealed, never in clear (read before the worker could send it)", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "pending", { emailConfirmed: false });
    const rolledBack = new Error("desfeito");
    await expect(
      transaction(s.handle.db, async (trx) => {
        await queueEmailConfirmation(trx, person.user, "segredo-do-teste-0123456789-abcdefghij");
        const row = await trx
          .selectFrom("outbox")
          .select("payload")
          .where("ref_id", "=", person.user.id)
          .executeTakeFirstOrThrow();
        expect(row.payload).toMatch(/^sealed:v1:/);
        expect(row.payload).not.toContain("token");
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  it("opening the link (GET) changes nothing; the page's button (POST) confirms, once", async () => {
    const { email, link, token } = await register();
    const user = await userRow(email);

    const page = await s.server.get(`${link.pathname}${link.search}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Confirmar meu e-mail");
    expect(html).toContain(`value="${escapeHtml(token)}"`);
    expect(html).toContain(escapeHtml(email));
    // A second GET (a mail client's link scanner, then the person) changes nothing either.
    await (await s.server.get(`${link.pathname}${link.search}`)).text();
    expect((await userRow(email)).email_confirmed_at).toBeNull();
    expect((await tokenRows(user.id))[0]?.used_at).toBeNull();

    const done = await confirmPost(token);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(CONFIRMED);
    expect((await userRow(email)).email_confirmed_at).not.toBeNull();
    expect((await tokenRows(user.id))[0]?.used_at).not.toBeNull();
    const audited = await s.handle.db
      .selectFrom("audit_log")
      .select(["action", "actor_id"])
      .where("target_id", "=", user.id)
      .where("action", "=", "user.email_confirm")
      .execute();
    expect(audited).toEqual([{ action: "user.email_confirm", actor_id: user.id }]);

    // Reused: the post is refused and the page says the link is void.
    const again = await confirmPost(token);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain(INVALID_LINK);
    const reopened = await s.server.get(`${link.pathname}${link.search}`);
    const reopenedHtml = await reopened.text();
    expect(reopenedHtml).toContain(INVALID_LINK);
    expect(reopenedHtml).not.toContain("Confirmar meu e-mail");
  });

  it("L-4: whoever reads the inbox cannot confirm without the registration's password; a wrong one leaves the link usable", async () => {
    const { email, mail, link, token } = await register();
    const user = await userRow(email);
    expect(mail.text).toContain("digite a senha que você escolheu no cadastro");
    const html = await (await s.server.get(`${link.pathname}${link.search}`)).text();
    expect(html).toContain("Senha escolhida no cadastro");

    // The colleague whose address a stranger registered opens the link and presses the button.
    const bare = await s.server.post(CONFIRM_PATH, { token });
    expect(bare.status).toBe(400);
    expect(await bare.text()).toContain(escapeHtml(CONFIRM_MESSAGES.passwordRequired));
    const guessed = await confirmPost(token, "chute-do-colega");
    expect(guessed.status).toBe(400);
    expect(await guessed.text()).toContain(escapeHtml(CONFIRM_MESSAGES.passwordWrong));
    expect((await userRow(email)).email_confirmed_at).toBeNull();
    expect((await tokenRows(user.id))[0]?.used_at).toBeNull();
    // A wrong password counts as a failed login of the account (the login's throttle).
    const failures = await s.handle.db
      .selectFrom("rate_limits")
      .select("points")
      .where("key", "=", `loginFailures:${storedRateLimitKey(email)}`)
      .executeTakeFirst();
    expect(Number(failures?.points)).toBe(1);
    // The admin still sees it unconfirmed.
    const pending = await (await s.server.get("/admin-portal", s.admin.cookie)).text();
    expect(pending).toContain("E-mail não confirmado");

    const done = await confirmPost(token);
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(CONFIRMED);
    expect((await userRow(email)).email_confirmed_at).not.toBeNull();
  });

  it("an expired link: the page and the post say so, and nothing is confirmed", async () => {
    const { email, link, token } = await register();
    const user = await userRow(email);
    await s.handle.db
      .updateTable("verifications")
      .where("purpose", "=", "email-confirmation")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("subject_id", "=", user.id)
      .execute();
    expect(await (await s.server.get(`${link.pathname}${link.search}`)).text()).toContain(INVALID_LINK);
    const res = await confirmPost(token);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(INVALID_LINK);
    expect((await userRow(email)).email_confirmed_at).toBeNull();
  });

  it.each([
    ["an unknown token", "t".repeat(43)],
    ["a token too short", "curto"],
    ["no token", undefined],
  ])("%s: the page and the post say the link is void", async (_name, token) => {
    const query = token === undefined ? "" : `?token=${encodeURIComponent(token)}`;
    expect(await (await s.server.get(`${CONFIRM_PATH}${query}`)).text()).toContain(INVALID_LINK);
    const res = await s.server.post(CONFIRM_PATH, token === undefined ? {} : { token });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(INVALID_LINK);
  });

  it("the admin's pending list says whether each registration's e-mail is confirmed", async () => {
    const confirmed = await createStaff(s.handle.db, "collaborator", "pending");
    const unconfirmed = await createStaff(s.handle.db, "collaborator", "pending", { emailConfirmed: false });
    const html = await (await s.server.get("/admin-portal", s.admin.cookie)).text();
    const rowOf = (email: string) =>
      html.match(
        new RegExp(`<tr[^>]*>(?:(?!</tr>)[\\s\\S])*${email.replace(/[.]/g, "\\.")}[\\s\\S]*?</tr>`),
      )?.[0] ?? "";
    expect(rowOf(confirmed.email)).toContain("E-mail confirmado");
    expect(rowOf(confirmed.email)).not.toContain("E-mail não confirmado");
    expect(rowOf(unconfirmed.email)).toContain("E-mail não confirmado");
    // The unconfirmed one's "Aprovar" opens the question; the confirmed one's approves at once.
    expect(rowOf(unconfirmed.email)).toContain(`href="/admin-portal?aprovar=${unconfirmed.user.id}"`);
    expect(rowOf(confirmed.email)).not.toContain("aprovar=");
  });

  it("approving an unconfirmed account needs the explicit confirmation; with it, it is approved", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "pending", { emailConfirmed: false });
    const refused = await s.server.post(
      "/admin-portal",
      { intent: "approve", userId: person.user.id },
      s.admin.cookie,
    );
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(UNCONFIRMED_REFUSED);
    expect((await userRow(person.email)).status).toBe("pending");

    const question = await s.server.get(`/admin-portal?aprovar=${person.user.id}`, s.admin.cookie);
    const dialog = (await question.text()).match(/<dialog[\s\S]*?<\/dialog>/)?.[0] ?? "";
    expect(dialog).toContain(UNCONFIRMED_QUESTION);
    expect(dialog).toContain('name="approveUnconfirmed" value="1"');

    const approved = await s.server.post(
      "/admin-portal",
      { intent: "approve", userId: person.user.id, approveUnconfirmed: "1" },
      s.admin.cookie,
    );
    await s.expectRedirect(approved, "/admin-portal");
    const row = await userRow(person.email);
    expect(row).toMatchObject({ status: "approved", email_confirmed_at: null });
    const audited = await s.handle.db
      .selectFrom("audit_log")
      .select("details")
      .where("target_id", "=", person.user.id)
      .where("action", "=", "user.approve")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audited.details ?? "{}")).toEqual({ emailConfirmed: false });
  });

  it("a confirmed registration is approved with the spec's button alone", async () => {
    const { email, token } = await register();
    expect((await confirmPost(token)).status).toBe(200);
    const user = await userRow(email);
    const res = await s.server.post("/admin-portal", { intent: "approve", userId: user.id }, s.admin.cookie);
    await s.expectRedirect(res, "/admin-portal");
    expect((await userRow(email)).status).toBe("approved");
  });

  it("denying a registration takes its unsent confirmation mail and link with it", async () => {
    const person = await createStaff(s.handle.db, "collaborator", "pending", { emailConfirmed: false });
    await s.handle.db
      .insertInto("outbox")
      .values({
        id: crypto.randomUUID(),
        kind: "email-confirmation",
        to_address: person.email,
        payload: "{}",
        ref_id: person.user.id,
        status: "failed",
        attempts: 8,
        next_attempt_at: new Date().toISOString(),
        locked_until: null,
        last_error: "SMTP fora do ar",
        sent_at: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    const res = await s.server.post(
      "/admin-portal",
      { intent: "deny", userId: person.user.id },
      s.admin.cookie,
    );
    await s.expectRedirect(res, "/admin-portal");
    expect(
      await s.handle.db.selectFrom("outbox").select("id").where("ref_id", "=", person.user.id).execute(),
    ).toEqual([]);
  });
});

describe(`migration 010 on ${kind}`, () => {
  const opened: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of opened) await close();
  });

  it("accounts from before it: approved ones count as confirmed, pending ones as not", async () => {
    const database = await makeDatabase(kind);
    const h = openDatabase(database.url);
    opened.push(async () => {
      await h.db.destroy();
      await database.drop();
    });
    const migrator = await migratorFor(h.db);
    expect((await migrator.migrateTo("008_insurers")).error).toBeUndefined();
    const row = (id: string, status: "pending" | "approved") => ({
      id,
      email: `${id}@exemplo.com`,
      password_hash: "x",
      role: "collaborator",
      status,
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-02-01T00:00:00.000Z",
    });
    // biome-ignore lint/suspicious/noExplicitAny: the table as migration 008 left it, before the typed schema
    await (h.db as any)
      .insertInto("users")
      .values([row("antigo", "approved"), row("esperando", "pending")])
      .execute();
    await migrateToLatest(h.db);
    const users = await h.db.selectFrom("users").select(["id", "email_confirmed_at"]).orderBy("id").execute();
    expect(users).toEqual([
      { id: "antigo", email_confirmed_at: "2026-02-01T00:00:00.000Z" },
      { id: "esperando", email_confirmed_at: null },
    ]);
  });
});
