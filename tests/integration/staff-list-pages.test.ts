/**
 * The staff lists shown a page at a time (issue 27, decision 051): the users screen (registered
 * and pending), the inbox and the audit log show 25 rows, the count of all and the way to the
 * next page; a dialog opened on page 2 stays on page 2 and names its person or message whatever
 * page it is on; an action answers back to the page it was sent from. Over real HTTP against
 * `node server.js` (run `npm run build` first), on SQLite and PostgreSQL.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { projectDatabase } from "../support/database-project";
import { escapeHtml, unique, useServerSuite } from "../support/http-assertions";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const PER_PAGE = 25;
/** One more than a page. */
const ROWS = PER_PAGE + 5;
const MINUTE = 60_000;

describe(`staff lists a page at a time on ${kind}`, () => {
  const s = useServerSuite(kind);
  const html = async (path: string) => {
    const res = await s.server.get(path, s.admin.cookie);
    expect(res.status).toBe(200);
    return res.text();
  };
  /** Rows made `i` minutes apart, the first the oldest: newer than the fixtures (in the future). */
  const at = (i: number) => new Date(Date.now() + 86_400_000 + i * MINUTE).toISOString();

  it("the users screen: 25 registered people a page, the total, page 2 with the rest; a dialog keeps the page", async () => {
    const tag = unique();
    const people = Array.from({ length: ROWS }, (_, i) => ({
      id: randomUUID(),
      email: `pagina-${tag}-${String(i).padStart(3, "0")}@exemplo.com`,
      password_hash: "x",
      role: "collaborator" as const,
      status: "approved" as const,
      created_at: at(i),
      updated_at: at(i),
    }));
    await s.handle.db.insertInto("users").values(people).execute();
    const { n } = await s.handle.db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("status", "=", "approved")
      .executeTakeFirstOrThrow();
    const total = Number(n);
    const pages = Math.ceil(total / PER_PAGE);
    // Newest first: the last made is on page 1, the oldest five on page 2.
    const first = people.at(-1)!;
    const last = people[0]!;

    const page1 = await html("/admin-portal");
    // React separates the texts around the number with empty comments.
    const count = page1.match(/Usuários cadastrados(?:<!-- -->)? <span[^>]*>\((?:<!-- -->)?(\d+)/)?.[1];
    expect(count).toBe(String(total));
    expect(page1).toContain(`Página 1 de ${pages}`);
    expect(page1).toContain(first.email);
    expect(page1).not.toContain(last.email);
    const page2 = await html("/admin-portal?pagina=2");
    expect(page2).toContain(`Página 2 de ${pages}`);
    expect(page2).toContain(last.email);
    expect(page2).not.toContain(first.email);
    // Its links open the dialogs on the same page.
    expect(page2).toContain(`href="/admin-portal?pagina=2&amp;editar=${last.id}"`);
    expect(page2).toContain(`href="/admin-portal?pagina=2&amp;excluir=${last.id}"`);

    // A dialog names its person from any page, and closes back to it.
    const dialog = await html(`/admin-portal?pagina=2&editar=${first.id}`);
    expect(dialog).toContain("Editar usuário");
    expect(dialog).toContain(escapeHtml(first.email));
    expect(dialog).toContain('href="/admin-portal?pagina=2"');

    // The answer to a form sent from page 2 goes back to page 2.
    const saved = await s.server.post(
      "/admin-portal?pagina=2",
      { intent: "edit", userId: last.id, name: `Pessoa ${tag}`, phone: "" },
      s.admin.cookie,
    );
    await s.expectRedirect(saved, "/admin-portal?pagina=2");
    // A page past the end shows the last one.
    expect(await html("/admin-portal?pagina=999")).toContain(`Página ${pages} de ${pages}`);
  });

  it("the users screen: pending registrations have their own pages", async () => {
    const tag = unique();
    const pending = Array.from({ length: ROWS }, (_, i) => ({
      id: randomUUID(),
      email: `pendente-${tag}-${String(i).padStart(3, "0")}@exemplo.com`,
      password_hash: "x",
      role: "collaborator" as const,
      status: "pending" as const,
      created_at: at(i),
      updated_at: at(i),
    }));
    await s.handle.db.insertInto("users").values(pending).execute();
    const page1 = await html("/admin-portal");
    expect(page1).toContain(pending.at(-1)!.email);
    expect(page1).not.toContain(pending[0]!.email);
    const page2 = await html("/admin-portal?pendentes=2");
    expect(page2).toContain(pending[0]!.email);
    expect(page2).not.toContain(pending.at(-1)!.email);
    // The approve question for an unconfirmed e-mail, opened from that page.
    const question = await html(`/admin-portal?pendentes=2&aprovar=${pending[0]!.id}`);
    expect(question).toContain("Aprovar cadastro");
    expect(question).toContain(escapeHtml(pending[0]!.email));
  });

  it("the inbox: the 25 newest messages, the older ones on page 2, the delete question from any page", async () => {
    const tag = unique();
    // Newer than any other test's messages: made in the future.
    const future = (i: number) => new Date(Date.now() + 86_400_000 + i * MINUTE).toISOString();
    const messages = Array.from({ length: ROWS }, (_, i) => ({
      id: randomUUID(),
      name: `Cliente ${i}`,
      email: `cliente-${i}@exemplo.com`,
      phone: null,
      subject: `Assunto ${tag} ${String(i).padStart(3, "0")}`,
      contact_method: "Email",
      message: "Olá",
      product: null,
      handled_at: null,
      created_at: future(i),
    }));
    await s.handle.db.insertInto("contact_messages").values(messages).execute();
    const newest = messages.at(-1)!;
    const oldest = messages[0]!;

    const page1 = await html("/admin-portal/messages");
    expect(page1).toContain(newest.subject);
    expect(page1).not.toContain(oldest.subject);
    expect(page1).toMatch(/Página 1 de \d+/);
    const page2 = await html("/admin-portal/messages?pagina=2");
    expect(page2).toContain(oldest.subject);
    expect(page2).not.toContain(newest.subject);

    const question = await html(`/admin-portal/messages?pagina=2&excluir=${newest.id}`);
    expect(question).toContain("Excluir mensagem");
    expect(question).toContain(escapeHtml(`${newest.subject} · ${newest.name}`));
    const handled = await s.server.post(
      "/admin-portal/messages?pagina=2",
      { intent: "handled", messageId: oldest.id },
      s.admin.cookie,
    );
    await s.expectRedirect(handled, "/admin-portal/messages?pagina=2");
  });

  it("the audit log: 25 rows a page, older ones further on, also with the reveals filter", async () => {
    const tag = unique();
    const future = (i: number) => new Date(Date.now() + 86_400_000 + i * MINUTE).toISOString();
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      id: randomUUID(),
      actor_id: s.admin.user.id,
      action: "insurer.password_reveal",
      target_id: `seguradora-${tag}-${String(i).padStart(3, "0")}`,
      details: null,
      created_at: future(i),
    }));
    await s.handle.db.insertInto("audit_log").values(rows).execute();
    // The newest row's time is on page 1, the oldest's on page 2 (an unknown insurer reads as "—").
    const when = (iso: string) =>
      new Intl.DateTimeFormat("pt-BR", {
        dateStyle: "short",
        timeStyle: "medium",
        timeZone: "America/Sao_Paulo",
      }).format(new Date(iso));
    for (const filter of ["", "filtro=senhas&"]) {
      const page1 = await html(`/admin-portal/audit?${filter}`);
      expect(page1).toContain(when(rows.at(-1)!.created_at));
      expect(page1).not.toContain(when(rows[0]!.created_at));
      const page2 = await html(`/admin-portal/audit?${filter}pagina=2`);
      expect(page2).toContain(when(rows[0]!.created_at));
      expect(page2).not.toContain(when(rows.at(-1)!.created_at));
    }
    expect(await html("/admin-portal/audit?filtro=senhas")).toContain(
      'href="/admin-portal/audit?filtro=senhas&amp;pagina=2"',
    );
  });
});
