/**
 * The Carteira's client and policy screens (issue 42, decision 066) over real HTTP against
 * `node server.js` (run `npm run build` first), on SQLite and PostgreSQL: the one search box by
 * each key, who sees which client (a collaborator never reaches another's client by the list,
 * the page, a data request or a form post), the edit with its audit and timeline rows, a claim
 * and its status changes, a document already in the book, and a policy's status rules.
 */
import { describe, expect, it } from "vitest";
import {
  CLIENT_DONE,
  CLIENTS_PER_PAGE,
  DUPLICATE_DOCUMENT,
  listClients,
  parseClientFilters,
} from "~/.server/book";
import { formatPhone, formatTaxId } from "~/lib/br";
import { freshCpf, makeBookClient, makeBookPolicy } from "../support/book-fixtures";
import { projectDatabase } from "../support/database-project";
import { cookieAfter, escapeHtml, unique, useServerSuite } from "../support/http-assertions";
import { createStaff } from "../support/test-server";

const kind = projectDatabase();

describe(`the Carteira's client screens on ${kind}`, () => {
  const s = useServerSuite(kind);
  const db = () => s.handle.db;
  const page = (id: string) => `/employee-portal/clients/${id}`;
  const search = async (q: string, cookie = s.admin.cookie) => {
    const res = await s.server.get(`/employee-portal/clients?busca=${encodeURIComponent(q)}`, cookie);
    expect(res.status).toBe(200);
    return res.text();
  };

  it("finds a client by name (any case, any accent), CPF with or without punctuation, e-mail, phone, plate and policy number", async () => {
    const tag = unique().replace(/\W/g, "").slice(-6);
    const name = `José Ávila Conceição ${tag}`;
    const cpf = freshCpf();
    const phone = `4199${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
    const email = `jose.${tag}@exemplo.com.br`.toLowerCase();
    const id = await makeBookClient(db(), { name, document: cpf, email, phone });
    const plate = `Q${tag
      .slice(0, 2)
      .toUpperCase()
      .replace(/[^A-Z]/g, "Z")
      .padEnd(2, "Z")}1B${String(Math.floor(Math.random() * 90) + 10)}`;
    const number = `AP-${tag}`;
    await makeBookPolicy(db(), id, { plate, number });
    // Another client, so that a search that matches everything would show up.
    const other = `Outra Pessoa ${tag}`;
    await makeBookClient(db(), { name: other });

    for (const q of [
      `jose avila conceicao ${tag}`,
      `JOSÉ ÁVILA CONCEIÇÃO ${tag}`,
      `conceicao ${tag}`,
      formatTaxId(cpf),
      cpf,
      email.toUpperCase(),
      formatPhone(phone),
      phone,
      plate.toLowerCase(),
      `${plate.slice(0, 3)}-${plate.slice(3)}`,
      number,
    ]) {
      const html = await search(q);
      expect(html, q).toContain(escapeHtml(name));
      expect(html, q).not.toContain(escapeHtml(other));
    }
    // The row: the document formatted, nobody looking after them, one policy in force, its end.
    const html = await search(cpf);
    expect(html).toContain(formatTaxId(cpf));
    expect(html).toContain("Sem responsável");
    expect(html).toContain("01/06/2027");
    expect(await search(`nobody-${tag}-zz`)).toContain("Nenhum cliente com esta busca.");
  });

  it("a search counts its matches with its page, and a page past its end shows the last one", async () => {
    const tag = unique().replace(/\W/g, "").slice(-6);
    for (let i = 0; i < CLIENTS_PER_PAGE + 2; i++)
      await makeBookClient(db(), { name: `Paginada ${tag} ${String(i).padStart(2, "0")}` });
    const list = (query: string) =>
      listClients(db(), s.admin.user, parseClientFilters(new URLSearchParams(query)));

    const first = await list(`busca=paginada%20${tag}`);
    expect([first.total, first.pages, first.filters.page, first.clients.length]).toEqual([27, 2, 1, 25]);
    const past = await list(`busca=paginada%20${tag}&pagina=9`);
    expect([past.total, past.pages, past.filters.page]).toEqual([27, 2, 2]);
    expect(past.clients.map((c) => c.name)).toEqual([`Paginada ${tag} 25`, `Paginada ${tag} 26`]);
    const none = await list(`busca=nobody-${tag}-zz&pagina=3`);
    expect([none.total, none.pages, none.filters.page, none.clients.length]).toEqual([0, 1, 1, 0]);
    expect((await list(`busca=nobody-${tag}-zz`)).total).toBe(0);
  });

  it("a collaborator never reaches another's client: not in the list, 404 on the page, the data request and a post", async () => {
    const me = await createStaff(db(), "collaborator", "approved");
    const cpf = freshCpf();
    const name = `Cliente do Admin ${unique()}`;
    const theirs = await makeBookClient(db(), { ownerId: s.admin.user.id, name, document: cpf });
    const mine = await makeBookClient(db(), { ownerId: me.user.id, name: `Meu Cliente ${unique()}` });
    // A client of someone else holding a policy I produced is mine to see.
    const produced = await makeBookClient(db(), { ownerId: s.admin.user.id, name: `Produzido ${unique()}` });
    await makeBookPolicy(db(), produced, { producerId: me.user.id });

    const list = await search(cpf, me.cookie);
    expect(list).not.toContain(escapeHtml(name));
    expect(await search(name, s.admin.cookie)).toContain(escapeHtml(name));

    const res = await s.server.get(page(theirs), me.cookie);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain(escapeHtml(name));
    const data = await s.server.get(`${page(theirs)}.data?_routes=routes/staff/book-client`, me.cookie);
    expect(data.status).toBe(404);
    expect(await data.text()).not.toContain(name);
    const posted = await s.server.post(page(theirs), { intent: "note", body: "Intrusa" }, me.cookie);
    expect(posted.status).toBe(404);
    const newPolicy = await s.server.get(`${page(theirs)}/policies/new`, me.cookie);
    expect(newPolicy.status).toBe(404);
    const notes = await db()
      .selectFrom("book_activities")
      .select("id")
      .where("client_id", "=", theirs)
      .execute();
    expect(notes).toEqual([]);
    const policy = await makeBookPolicy(db(), theirs);
    expect((await s.server.get(`/employee-portal/policies/${policy}`, me.cookie)).status).toBe(404);
    const status = await s.server.post(
      `/employee-portal/policies/${policy}`,
      { intent: "status", status: "encerrada", reason: "x" },
      me.cookie,
    );
    expect(status.status).toBe(404);
    expect(
      (await db().selectFrom("policies").select("status").where("id", "=", policy).executeTakeFirstOrThrow())
        .status,
    ).toBe("vigente");

    expect((await s.server.get(page(mine), me.cookie)).status).toBe(200);
    expect((await s.server.get(page(produced), me.cookie)).status).toBe(200);
    // "Meus clientes": only the ones I look after.
    const minhas = await (await s.server.get("/employee-portal/clients?meus=1", me.cookie)).text();
    expect(minhas).toContain("Meu Cliente");
    expect(minhas).not.toContain("Produzido");
  });

  it("an edit is saved, audited with the fields it changed, and told on the timeline", async () => {
    const me = await createStaff(db(), "collaborator", "approved");
    const cpf = freshCpf();
    const id = await makeBookClient(db(), { ownerId: me.user.id, document: cpf });
    const res = await s.server.post(
      page(id),
      {
        intent: "edit",
        document: formatTaxId(cpf),
        name: "Maria Editada",
        email: "maria@exemplo.com.br",
        phone: "(41) 9 9876-5432",
        legalBasis: "contract",
        ownerId: me.user.id,
      },
      me.cookie,
    );
    expect(res.status).toBe(302);
    expect(s.where(res)).toBe(page(id));
    const row = await db().selectFrom("clients").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "Maria Editada",
      name_key: "maria editada",
      email: "maria@exemplo.com.br",
      phone_key: "41998765432",
    });
    const audits = await db().selectFrom("audit_log").selectAll().where("target_id", "=", id).execute();
    expect(audits.map((a) => [a.action, a.actor_id, JSON.parse(a.details ?? "{}")])).toEqual([
      ["book.client.update", me.user.id, { fields: ["name", "email", "phone"] }],
    ]);
    const html = await (await s.server.get(page(id), cookieAfter(res, me.cookie))).text();
    expect(html).toContain(CLIENT_DONE.edit);
    expect(html).toContain(escapeHtml(`${me.user.name} alterou os dados do cliente: nome, e-mail, telefone`));
    // The same again changes nothing and says so.
    const again = await s.server.post(
      page(id),
      {
        intent: "edit",
        document: cpf,
        name: "Maria Editada",
        email: "maria@exemplo.com.br",
        phone: "41998765432",
        legalBasis: "contract",
        ownerId: me.user.id,
      },
      me.cookie,
    );
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("Nada mudou nos dados do cliente.");
  });

  it("a claim is registered and each status change is kept with its day", async () => {
    const me = await createStaff(db(), "collaborator", "approved");
    const id = await makeBookClient(db(), { ownerId: me.user.id });
    const policyId = await makeBookPolicy(db(), id, { number: `SIN-${unique()}`.slice(0, 30) });
    const missing = await s.server.post(
      page(id),
      { intent: "claim", policyId, occurredOn: "", description: "" },
      me.cookie,
    );
    expect(missing.status).toBe(400);
    const refused = await missing.text();
    expect(refused).toContain("Informe a data do sinistro.");
    expect(refused).toContain("Descreva o que aconteceu.");
    const posted = await s.server.post(
      page(id),
      {
        intent: "claim",
        policyId,
        occurredOn: "2026-11-20",
        description: "Colisão no cruzamento",
        place: "Rua XV",
      },
      me.cookie,
    );
    expect(posted.status).toBe(302);
    const claim = await db()
      .selectFrom("claims")
      .selectAll()
      .where("client_id", "=", id)
      .executeTakeFirstOrThrow();
    expect(claim).toMatchObject({
      status: "aberto",
      occurred_on: "2026-11-20",
      place: "Rua XV",
      reported_by: "staff",
    });
    expect(claim.protocol).toMatch(/^SIN-\d{8}-[A-Z0-9]{6}$/);
    for (const status of ["em-analise", "indenizado"]) {
      const res = await s.server.post(
        page(id),
        { intent: "claim-status", claimId: claim.id, status },
        me.cookie,
      );
      expect(res.status, status).toBe(302);
    }
    const same = await s.server.post(
      page(id),
      { intent: "claim-status", claimId: claim.id, status: "indenizado" },
      me.cookie,
    );
    expect(same.status).toBe(400);
    const rows = await db()
      .selectFrom("book_activities")
      .select(["kind", "details"])
      .where("claim_id", "=", claim.id)
      .orderBy("created_at")
      .execute();
    expect(rows.map((r) => [r.kind, JSON.parse(r.details ?? "{}").to])).toEqual([
      ["claim-created", "aberto"],
      ["claim-status", "em-analise"],
      ["claim-status", "indenizado"],
    ]);
    const audits = await db().selectFrom("audit_log").select("action").where("target_id", "=", id).execute();
    expect(audits.map((a) => a.action).sort()).toEqual([
      "book.claim.create",
      "book.claim.status",
      "book.claim.status",
    ]);
    const html = await (await s.server.get(page(id), me.cookie)).text();
    expect(html).toContain(escapeHtml(`Mudou o sinistro ${claim.protocol} para “Em análise na seguradora”`));
    expect(html).toContain(escapeHtml(`Mudou o sinistro ${claim.protocol} para “Encerrado — indenizado”`));
    // Another client's policy is not this client's.
    const stranger = await makeBookPolicy(db(), await makeBookClient(db()));
    const wrong = await s.server.post(
      page(id),
      { intent: "claim", policyId: stranger, occurredOn: "2026-11-20", description: "x" },
      me.cookie,
    );
    expect(wrong.status).toBe(400);
  });

  it("a new client whose document is in the book is refused, with a link to that client", async () => {
    const cpf = freshCpf();
    const id = await makeBookClient(db(), { document: cpf });
    const res = await s.server.post(
      "/employee-portal/clients/new",
      { intent: "create", document: formatTaxId(cpf), name: "Repetido", legalBasis: "contract", ownerId: "" },
      s.collaborator.cookie,
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(DUPLICATE_DOCUMENT);
    expect(html).toContain(`href="${page(id)}"`);
    const count = await db().selectFrom("clients").select("id").where("document", "=", cpf).execute();
    expect(count).toHaveLength(1);
  });

  it("a policy's Cancelada needs its reason, and Renovada its new policy", async () => {
    const id = await makeBookClient(db());
    const policy = await makeBookPolicy(db(), id);
    const at = `/employee-portal/policies/${policy}`;
    const bare = await s.server.post(
      at,
      { intent: "status", status: "cancelada", reason: "" },
      s.admin.cookie,
    );
    expect(bare.status).toBe(400);
    expect(await bare.text()).toContain("Informe o motivo.");
    const renewed = await s.server.post(at, { intent: "status", status: "renovada" }, s.admin.cookie);
    expect(renewed.status).toBe(400);
    const done = await s.server.post(
      at,
      { intent: "status", status: "cancelada", reason: "Venda do veículo" },
      s.admin.cookie,
    );
    expect(done.status).toBe(302);
    const row = await db()
      .selectFrom("policies")
      .select(["status", "status_reason"])
      .where("id", "=", policy)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "cancelada", status_reason: "Venda do veículo" });
    const html = await (await s.server.get(page(id), s.admin.cookie)).text();
    expect(html).toContain("para Cancelada");
    expect(html).toContain("Venda do veículo");
  });
});
