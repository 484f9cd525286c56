/**
 * Control characters (a NUL byte) in the admin screens' text fields are refused with a 400 and
 * the one Portuguese message, never a 500 (PostgreSQL refuses a NUL in text; security review 2,
 * I-5), and nothing is stored. Passwords keep any character: they are hashed or encrypted before
 * they reach the database. The contact form's case is in contact.test.ts; the rule in
 * tests/unit/control-characters.test.ts.
 */
import { describe, expect, it } from "vitest";
import { insurers } from "~/content/insurer-defaults";
import { CONTROL_CHARACTERS } from "~/lib/plain-text";
import { projectDatabase } from "../support/database-project";
import { escapeHtml, LOGIN, unique, useServerSuite } from "../support/http-assertions";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const INSURER = "porto";
const porto = insurers.find((i) => i.id === INSURER);
if (!porto) throw new Error("porto");

/** Every field the insurer editor posts, valid. */
const editorFields = {
  intent: "save",
  name: porto.name,
  website: porto.website,
  monogram: porto.monogram,
  color: porto.color,
  note: "Auto e residencial",
  "internal.portalUrl": "https://corretor.example.com/entrar",
  "internal.login": "login-da-corretora",
  "internal.password": "",
  "internal.managerName": "Gerente Fulana",
  "internal.managerPhone": "(11) 9 8888-7777",
  "internal.managerEmail": "gerente@seguradora.example.com",
  "internal.conditions": "Desconto de 10%\nem renovações",
  "internal.notes": "Ligar de manhã",
};

describe(`control characters in admin text on ${kind}`, () => {
  const s = useServerSuite(kind);

  const expectRefused = async (res: Response, what: string) => {
    const html = await res.text();
    expect(res.status, what).toBe(400);
    expect(html, what).toContain(escapeHtml(CONTROL_CHARACTERS));
  };

  it("a portal section with a NUL in its title or body is refused and left as it was", async () => {
    const before = await s.handle.db.selectFrom("portal_sections").selectAll().orderBy("key").execute();
    for (const input of [{ title: "Contatos\u0000" }, { body: "Linha um\n\u0000Linha dois" }]) {
      const res = await s.server.post(
        "/admin-portal",
        { intent: "section", key: "broker-contacts", title: "Contatos", body: "Texto", ...input },
        s.admin.cookie,
      );
      await expectRefused(res, JSON.stringify(input));
    }
    expect(await s.handle.db.selectFrom("portal_sections").selectAll().orderBy("key").execute()).toEqual(
      before,
    );
    // A body keeps its line breaks and tabs.
    const ok = await s.server.post(
      "/admin-portal",
      { intent: "section", key: "broker-contacts", title: "Contatos", body: "Linha um\r\n\tLinha dois" },
      s.admin.cookie,
    );
    await s.expectRedirect(ok, "/admin-portal");
  });

  it("a user's name or phone with a NUL is refused and left as it was", async () => {
    const person = s.collaborator.user.id;
    const before = await s.handle.db.selectFrom("users").selectAll().where("id", "=", person).execute();
    for (const input of [{ name: "Fulana\u0000" }, { phone: "41 3000-0000\u0000" }]) {
      const res = await s.server.post(
        "/admin-portal",
        { intent: "edit", userId: person, name: "Fulana", phone: "", ...input },
        s.admin.cookie,
      );
      await expectRefused(res, JSON.stringify(input));
    }
    expect(await s.handle.db.selectFrom("users").selectAll().where("id", "=", person).execute()).toEqual(
      before,
    );
  });

  it("an insurer save with a NUL in an internal field or its public note is refused and stores nothing", async () => {
    const versions = async () =>
      (await s.handle.db.selectFrom("content_versions").select("id").execute()).length;
    const internal = () => s.handle.db.selectFrom("insurer_internal").selectAll().execute();
    const [versionsBefore, internalBefore] = [await versions(), await internal()];
    const fields = [
      "note",
      "internal.portalUrl",
      "internal.login",
      "internal.managerName",
      "internal.conditions",
      "internal.notes",
    ] as const;
    for (const field of fields) {
      const body = new FormData();
      for (const [name, value] of Object.entries({
        ...editorFields,
        [field]: `${editorFields[field]}\u0000`,
      }))
        body.append(name, value);
      const res = await fetch(`${s.server.url}/admin-portal/insurers/${INSURER}`, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: s.admin.cookie, Origin: s.server.url },
        body,
      });
      await expectRefused(res, field);
    }
    expect(await versions()).toBe(versionsBefore);
    expect(await internal()).toEqual(internalBefore);

    // The portal password takes any character: it is stored encrypted, and revealed as typed.
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...editorFields, "internal.password": "Senha\u0000x" }))
      body.append(name, value);
    const saved = await fetch(`${s.server.url}/admin-portal/insurers/${INSURER}`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: s.admin.cookie, Origin: s.server.url },
      body,
    });
    await saved.text();
    expect(saved.status).toBe(302);
    const reveal = await s.server.post(
      `/employee-portal/insurers/${INSURER}/password`,
      { intent: "reveal" },
      s.collaborator.cookie,
    );
    expect(await reveal.json()).toEqual({ ok: true, password: "Senha\u0000x" });
  });

  it("a password may hold a NUL: it is hashed, so registration and a wrong login answer as usual", async () => {
    // The review's example is refused cleanly, as guessable (a run of letters), not as a 500.
    const guessable = await s.server.post("/access/employees/register", {
      email: `nul-${unique()}@exemplo.com`,
      password: "a\u0000bcdefgh12",
    });
    expect(guessable.status).toBe(400);
    expect(await guessable.text()).toContain(
      escapeHtml("Esta senha é muito comum e fácil de adivinhar. Escolha outra."),
    );

    const email = `nul-${unique()}@exemplo.com`;
    const password = "cafe\u0000com-pao-de-queijo";
    const registered = await s.server.post("/access/employees/register", { email, password });
    await registered.text();
    expect(registered.status).toBe(200);
    expect(
      await s.handle.db.selectFrom("users").select("status").where("email", "=", email).execute(),
    ).toEqual([{ status: "pending" }]);
    const login = await s.server.post(LOGIN, { email: s.admin.email, password });
    await login.text();
    expect(login.status).toBe(401);
  });
});
