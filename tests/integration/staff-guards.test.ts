/**
 * The guard matrix: every staff screen and every staff action, for every kind of visitor, over
 * real HTTP against `node server.js` (run `npm run build` first), on SQLite and PostgreSQL.
 *
 * It is generated from the route list (app/route-list.ts) and from the actions the route modules
 * export: a new staff screen, a new action or a new intent that is not listed here fails the
 * "covers every staff route" tests (and, for screens, the typecheck), so it cannot be forgotten.
 *
 * Then what someone tries against these screens and actions (inherited keys, other spellings of
 * a path). The attacks on the accounts are in account-attacks.test.ts, the rate limits in
 * rate-limits.test.ts (a new limit or a new way around one gets its case there).
 *
 * Long on purpose: the matrix is one table of every screen and action × every visitor, read
 * together; what someone tries against it sits next to it because it is built from the same tables.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ADMIN_DONE } from "~/.server/admin-actions";
import { saveDocument } from "~/.server/content";
import { CONTENT_DONE } from "~/.server/content-actions";
import { INBOX_DONE } from "~/.server/inbox-actions";
import { INSURER_SAVED, INSURERS_DONE } from "~/.server/insurer-actions";
import { LEAD_DONE, NEW_LEAD_DONE } from "~/.server/lead-desk";
import { LEAD_OWNERS_DONE } from "~/.server/lead-owners";
import { LEAD_STAGES_DONE } from "~/.server/lead-stages";
import { PERSONAL_DATA_DONE } from "~/.server/personal-data";
import { PORTAL_DONE } from "~/.server/portal-actions";
import { createSession } from "~/.server/sessions";
import { SETUP_DONE } from "~/.server/two-factor";
import { products as productDefaults } from "~/content/product-defaults";
import { defaultSiteDetails } from "~/content/site-defaults";
import { todayInBrazil } from "~/lib/lead-schemas";
import { fieldName } from "~/lib/lead-stage-fields";
import { CONFIRM_MESSAGES } from "~/lib/staff-schemas";
import { STAFF_SHELL_ID, staffPages } from "~/route-list";
import { contentFormFields } from "../support/content-form";
import { describeOn, projectDatabase } from "../support/database-project";
import {
  cookieAfter,
  escapeHtml,
  LOGIN,
  loginCarrying,
  PEOPLE,
  TEXT,
  unique,
  useServerSuite,
  type Who,
} from "../support/http-assertions";
import { insurerRecord, storeInsurerPortalPassword } from "../support/insurer-form";
import { insertLeadWithMessage } from "../support/lead-fixtures";
import { cookieFor, createStaff, type StaffFixture } from "../support/test-server";
import { startTwoStep, totpCode, turnOnTwoStep } from "../support/two-step";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

type StaffPath = (typeof staffPages)[number]["path"];
/** The original site's dead links (decisions.md point 2) are staff routes too. */
type GuardedPath = StaffPath | "/portal" | "/login";

/**
 * A screen's answer: 200 with this text on the page, or a redirect to this path. A download (the
 * leads' CSV) is 200 with this text in a file of that content type.
 */
type Outcome = { sees: string; contentType?: RegExp } | { redirect: string };
const sees = (text: string): Outcome => ({ sees: text });
const downloads = (text: string, contentType: RegExp): Outcome => ({ sees: text, contentType });
const to = (path: string): Outcome => ({ redirect: path });
/**
 * Where a refused GET of `page` actually goes: a redirect to the login carries the page when it is
 * one to come back to (issue 26, app/lib/safe-redirect.ts); any other redirect is exactly as listed.
 */
const expectedLocation = (redirect: string, page: string) =>
  redirect === LOGIN ? loginCarrying(page) : redirect;
const everyone = (outcome: Outcome): Record<Who, Outcome> =>
  Object.fromEntries(PEOPLE.map((who) => [who, outcome])) as Record<Who, Outcome>;
/** Screens for signed-in staff: anyone without a valid approved session goes to the login. */
const staffOnly = (collaborator: Outcome, admin: Outcome): Record<Who, Outcome> => ({
  anonymous: to(LOGIN),
  pending: to(LOGIN),
  "unknown session": to(LOGIN),
  collaborator,
  admin,
});

/**
 * What each screen gives each visitor. `Record<GuardedPath, …>`: a route added to route-list.ts
 * without a line here does not compile. `:id` stands for a real contact message's id.
 */
const SCREENS: Record<GuardedPath, Record<Who, Outcome>> = {
  "/access/employees": {
    anonymous: sees("Acesso dos colaboradores"),
    pending: sees("Acesso dos colaboradores"),
    "unknown session": sees("Acesso dos colaboradores"),
    collaborator: to("/access/main-menu"),
    admin: to("/access/admin-menu"),
  },
  "/access/employees/register": everyone(sees("Cadastro de colaborador")),
  "/access/employees/forgot-password": everyone(sees("Recuperar senha")),
  // Without a token the page says the link is invalid, whoever opens it.
  "/access/employees/reset-password": everyone(sees(TEXT.invalidResetToken)),
  // The same for the registration's confirmation link (email-confirmation.test.ts uses real ones).
  "/access/employees/confirm-email": everyone(sees(CONFIRM_MESSAGES.invalidLink)),
  // Only a session that owes the second step sees it (two-step.test.ts); a full one goes to its menu.
  "/access/employees/verification": staffOnly(to("/access/main-menu"), to("/access/admin-menu")),
  "/access/employees/two-step-setup": staffOnly(
    sees("Verificação em duas etapas"),
    sees("Verificação em duas etapas"),
  ),
  // A GET never ends a session (links and prefetches are GETs): it only leads to the login.
  "/access/logout": everyone(to(LOGIN)),
  "/access/main-menu": staffOnly(sees("Área do colaborador"), sees("Área do colaborador")),
  "/access/admin-menu": staffOnly(to("/access/main-menu"), sees("Menu do administrador")),
  "/employee-portal": staffOnly(sees(TEXT.collaboratorWelcome), sees(TEXT.adminWelcome)),
  "/admin-portal": staffOnly(to("/access/main-menu"), sees("Usuários e portal")),
  "/admin-portal/messages": staffOnly(to("/access/main-menu"), sees("Mensagens")),
  "/admin-portal/messages/:id": staffOnly(to("/access/main-menu"), sees("Recebida em")),
  "/admin-portal/site": staffOnly(to("/access/main-menu"), sees("Dados da corretora")),
  "/admin-portal/products": staffOnly(to("/access/main-menu"), sees("Páginas de produto")),
  // `:slug` is the travel page; `:kind/:key` a product's history (see `concrete`).
  "/admin-portal/products/:slug": staffOnly(to("/access/main-menu"), sees("Editar página de produto")),
  "/admin-portal/history/:kind/:key": staffOnly(to("/access/main-menu"), sees("Histórico de versões")),
  "/admin-portal/insurers": staffOnly(to("/access/main-menu"), sees("Seguradoras")),
  "/admin-portal/insurers/:insurer": staffOnly(to("/access/main-menu"), sees("Editar seguradora")),
  "/admin-portal/audit": staffOnly(to("/access/main-menu"), sees("Auditoria")),
  "/admin-portal/launch": staffOnly(to("/access/main-menu"), sees("Pronto para publicar")),
  "/admin-portal/personal-data": staffOnly(to("/access/main-menu"), sees("Dados pessoais")),
  // The export is a POST only: a GET (a link, a prefetch) just leads to the screen.
  "/admin-portal/personal-data/export": staffOnly(to("/access/main-menu"), to("/admin-portal/personal-data")),
  "/admin-portal/lead-indicators": staffOnly(
    to("/access/main-menu"),
    sees("Oportunidades e procura no site, por produto"),
  ),
  // The leads' spreadsheet (personal data): admins only, every download audited (lead-indicators.test.ts).
  "/admin-portal/lead-indicators/leads.csv": staffOnly(
    to("/access/main-menu"),
    downloads("Criada em;Nome;E-mail;Telefone", /^text\/csv; charset=utf-8$/),
  ),
  "/admin-portal/lead-stages": staffOnly(to("/access/main-menu"), sees("Etapas e motivos de perda")),
  "/admin-portal/lead-owners": staffOnly(to("/access/main-menu"), sees("Distribuição de oportunidades")),
  // The lead desk (decision 041) is for every approved person; `:id` is an unassigned lead holding
  // a real contact message (its text is on the page). Another person's lead: lead-desk.test.ts.
  "/employee-portal/leads": staffOnly(sees("Oportunidades"), sees("Oportunidades")),
  "/employee-portal/leads/new": staffOnly(sees("Nova oportunidade"), sees("Nova oportunidade")),
  "/employee-portal/leads/:id": staffOnly(sees("Histórico"), sees("Histórico")),
  // WhatsApp is logged by a POST only (its answer moves on to wa.me): a GET leads to the list.
  "/employee-portal/leads/:id/whatsapp": staffOnly(
    to("/employee-portal/leads"),
    to("/employee-portal/leads"),
  ),
  // The password is revealed by a POST only: a GET (a link, a prefetch) just leads to the portal.
  "/employee-portal/insurers/:insurer/password": staffOnly(to("/employee-portal"), to("/employee-portal")),
  "/portal": everyone(to("/employee-portal")),
  "/login": everyone(to(LOGIN)),
};

/** A route module's id, as React Router names it by default: its file, without the extension. */
const routeId = (file: string) => file.replace(/\.tsx?$/, "");
/** The redirect routes of the original site's dead links (app/routes.ts). */
const REDIRECT_ROUTES: Record<"/portal" | "/login", string> = {
  "/portal": "routes/redirect-portal.tsx",
  "/login": "routes/redirect-login.tsx",
};

/**
 * The route ids whose loaders answer a screen's data request: the screen's own and its layout's
 * (checked against the modules: only the ones that export a loader).
 */
const LOADER_ROUTE_IDS = Object.fromEntries(
  await Promise.all(
    [
      ...staffPages.map((page) => ({
        path: page.path as GuardedPath,
        files: ["layout" in page ? page.layout : undefined, page.file],
      })),
      ...Object.entries(REDIRECT_ROUTES).map(([path, file]) => ({
        path: path as GuardedPath,
        files: [file],
      })),
    ].map(async ({ path, files }) => {
      const ids: string[] = [];
      for (const file of files) {
        if (!file) continue;
        const module: Record<string, unknown> = await import(`../../app/${file}`);
        if (typeof module.loader === "function") ids.push(routeId(file));
      }
      return [path, ids] as const;
    }),
  ),
) as Record<GuardedPath, string[]>;

/** Who may run a route's action. Public forms (login, register…) are tested in staff-accounts. */
type ActionAccess = "public" | "staff" | "admin";

/** One intent of one action, prepared on its own rows so that no test depends on another. */
interface ActionCase {
  fields: Record<string, string>;
  /** The rows the action would change. */
  read(): Promise<unknown>;
  expectDone(after: unknown): void;
  /** The flash message the screen shows after the redirect. */
  doneText?: string;
  /** What the people concerned see right after the change. */
  afterDone?(): Promise<void>;
  /** The contact message a `:id` path stands for. */
  messageId?: string;
  /** The lead a `/employee-portal/leads/:id` path stands for. */
  leadId?: string;
  /** Where the redirect goes when it is not back to the same screen (a new lead's page). */
  lands?: RegExp;
}
/** Builds the case; `actor` is who posts (a fresh admin or staff member for the allowed run). */
type MakeCase = (actor: StaffFixture | undefined) => Promise<ActionCase>;

// No database in these two: they run in one project only.
describeOn("sqlite", "the matrix covers every staff route", () => {
  it("every staff screen of the route list has its line in SCREENS, and nothing else does", () => {
    const listed = Object.keys(SCREENS).sort();
    const routes = [...staffPages.map((p) => p.path), "/portal", "/login"].sort();
    expect(listed).toEqual(routes);
  });

  it("every staff route that exports an action has its line in ACTION_ACCESS, and nothing else does", async () => {
    const withAction: string[] = [];
    for (const page of staffPages) {
      const module: Record<string, unknown> = await import(`../../app/${page.file}`);
      if (typeof module.action === "function") withAction.push(page.path);
    }
    expect(Object.keys(ACTION_ACCESS).sort()).toEqual(withAction.sort());
  });
});

const ACTION_ACCESS: Record<string, ActionAccess> = {
  "/access/employees": "public",
  "/access/employees/register": "public",
  "/access/employees/forgot-password": "public",
  "/access/employees/reset-password": "public",
  "/access/employees/confirm-email": "public",
  // Logging out is for anyone with a session; without one it just leads to the login.
  "/access/logout": "public",
  // The second step is for a session that owes it; its refusals are in two-step.test.ts.
  "/access/employees/verification": "public",
  "/access/employees/two-step-setup": "staff",
  "/employee-portal": "staff",
  "/admin-portal": "admin",
  "/admin-portal/messages": "admin",
  "/admin-portal/messages/:id": "admin",
  "/admin-portal/site": "admin",
  "/admin-portal/products": "admin",
  "/admin-portal/products/:slug": "admin",
  "/admin-portal/history/:kind/:key": "admin",
  "/admin-portal/insurers": "admin",
  "/admin-portal/insurers/:insurer": "admin",
  "/admin-portal/personal-data": "admin",
  "/admin-portal/personal-data/export": "admin",
  "/admin-portal/lead-stages": "admin",
  "/admin-portal/lead-owners": "admin",
  "/employee-portal/leads/new": "staff",
  "/employee-portal/leads/:id": "staff",
  "/employee-portal/leads/:id/whatsapp": "staff",
  "/employee-portal/insurers/:insurer/password": "staff",
};

/** The intents each guarded action accepts, from the modules that define them. */
const ACCEPTED_INTENTS: Record<string, string[]> = {
  "/access/employees/two-step-setup": Object.keys(SETUP_DONE),
  "/employee-portal": Object.keys(PORTAL_DONE),
  "/admin-portal": Object.keys(ADMIN_DONE),
  "/admin-portal/messages": Object.keys(INBOX_DONE),
  "/admin-portal/messages/:id": Object.keys(INBOX_DONE),
  // The content editors post one form each ("save"); the list hides and shows; the history restores.
  "/admin-portal/site": ["save"],
  "/admin-portal/products": ["hide", "show"],
  "/admin-portal/products/:slug": ["save"],
  "/admin-portal/history/:kind/:key": ["restore"],
  "/admin-portal/insurers": Object.keys(INSURERS_DONE),
  "/admin-portal/insurers/:insurer": ["save"],
  "/admin-portal/lead-stages": Object.keys(LEAD_STAGES_DONE),
  "/admin-portal/lead-owners": Object.keys(LEAD_OWNERS_DONE),
  "/employee-portal/leads/new": Object.keys(NEW_LEAD_DONE),
  "/employee-portal/leads/:id": Object.keys(LEAD_DONE).filter((intent) => intent !== "whatsapp"),
  "/employee-portal/leads/:id/whatsapp": ["whatsapp"],
  "/employee-portal/insurers/:insurer/password": ["reveal"],
  "/admin-portal/personal-data": Object.keys(PERSONAL_DATA_DONE),
  "/admin-portal/personal-data/export": ["export"],
};

/** The person-data actions that answer in place: the search (results on the page) and the JSON file. */
const answersInPlace = (path: string, intent: string) =>
  path === "/admin-portal/personal-data/export" ||
  (path === "/admin-portal/personal-data" && intent === "search");

/** The insurers the insurer cases act on, one per action (the reveal also reads the editor's). */
const EDITED_INSURER = "bradesco";
const REVEALED_INSURER = "allianz";
const MOVED_INSURER = "mapfre";
/** The insurer a drag and drop takes to the top of the list (the last of the defaults). */
const DROPPED_INSURER = "zurich";
const VISIBILITY_INSURER = "sompo";

/** The products the content cases act on, one per action so that no case sees another's change. */
const EDITED_PRODUCT = "travel";
const VISIBILITY_PRODUCT = "condominium";
const HISTORY_PRODUCT = "personal-accident";
/** The product whose fixed lead owner the lead-owners case sets. */
const LEAD_OWNER_PRODUCT = "motorcycle";

describe(`guards on ${kind}`, () => {
  // As deployed behind one reverse proxy: the client address is the right-most X-Forwarded-For
  // entry (the one the proxy appends); requests without the header count as 127.0.0.1.
  const s = useServerSuite(kind, { TRUST_PROXY: "1" });

  type Row = Record<string, unknown> | undefined;
  const readUser = (id: string) =>
    s.handle.db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst() as Promise<Row>;
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

  /** The lead desk's actions (decision 041): each on its own lead, the actor's when they may own one. */
  const leadCase =
    (
      intent: keyof typeof LEAD_DONE,
      fields: (actor: StaffFixture | undefined) => Record<string, string>,
      read: (leadId: string) => Promise<unknown>,
      expectDone: (after: unknown, actor: StaffFixture | undefined) => void,
      extra: { phone?: string; unassigned?: boolean } = {},
    ): MakeCase =>
    async (actor) => {
      const owns = actor?.user.status === "approved" && !extra.unassigned;
      const leadId = await makeLead({ ownerId: owns ? actor?.user.id : null, phone: extra.phone ?? null });
      return {
        fields: fields(actor),
        read: () => read(leadId),
        expectDone: (after) => expectDone(after, actor),
        doneText: LEAD_DONE[intent],
        leadId,
      };
    };
  const leadRow = (id: string) =>
    s.handle.db
      .selectFrom("leads")
      .select(["stage_id", "owner_id", "next_action", "lost_reason_id", "closed_at"])
      .where("id", "=", id)
      .executeTakeFirst();
  const leadActivities = async (id: string) =>
    (
      await s.handle.db
        .selectFrom("lead_activities")
        .select(["kind", "actor_id", "body"])
        .where("lead_id", "=", id)
        .orderBy("created_at")
        .execute()
    ).map((a) => `${a.kind}:${a.actor_id ?? ""}:${a.body ?? ""}`);

  const userCase = (
    make: () => Promise<StaffFixture>,
    intent: keyof typeof ADMIN_DONE,
    expectDone: (row: Row) => void,
    afterDone?: (target: StaffFixture) => Promise<void>,
    extra: Record<string, string> = {},
  ): MakeCase => {
    return async () => {
      const target = await make();
      return {
        fields: { userId: target.user.id, ...extra },
        read: () => readUser(target.user.id),
        expectDone: (row) => expectDone(row as Row),
        doneText: ADMIN_DONE[intent],
        afterDone: afterDone && (() => afterDone(target)),
      };
    };
  };
  const person = (role: "admin" | "collaborator", status: "approved" | "pending", disabled = false) => {
    return async () => {
      const fixture = await createStaff(s.handle.db, role, status);
      if (disabled) {
        await s.handle.db
          .updateTable("users")
          .set({ disabled_at: new Date().toISOString() })
          .where("id", "=", fixture.user.id)
          .execute();
      }
      return fixture;
    };
  };

  const inboxCases = (page: "list" | "detail"): Record<keyof typeof INBOX_DONE, MakeCase> => {
    const inboxCase =
      (
        intent: keyof typeof INBOX_DONE,
        state: { handled?: boolean; delivery?: "sent" | "failed" },
        expectDone: (after: Awaited<ReturnType<typeof readMessage>>) => void,
      ): MakeCase =>
      async () => {
        const { id } = await makeMessage(state);
        return {
          // The detail page takes the id from its URL; the list posts it in the form.
          fields: page === "list" ? { messageId: id } : ({} as Record<string, string>),
          read: () => readMessage(id),
          expectDone: (after) => expectDone(after as Awaited<ReturnType<typeof readMessage>>),
          doneText: INBOX_DONE[intent],
          messageId: id,
        };
      };
    return {
      handled: inboxCase("handled", {}, (after) =>
        expect(after.message?.handled_at).toEqual(expect.any(String)),
      ),
      reopen: inboxCase("reopen", { handled: true }, (after) => expect(after.message?.handled_at).toBeNull()),
      retry: inboxCase("retry", { delivery: "failed" }, (after) =>
        expect(after.outbox.map((o) => o.status)).not.toContain("failed"),
      ),
      delete: inboxCase("delete", {}, (after) => {
        expect(after.message).toBeUndefined();
        expect(after.outbox).toEqual([]);
      }),
      // One failed mail of any kind (here a staff notice), by its own id; on the detail page the
      // URL names a message, the form the mail.
      "retry-mail": async () => {
        const mailId = randomUUID();
        const at = new Date().toISOString();
        await s.handle.db
          .insertInto("outbox")
          .values({
            id: mailId,
            kind: "password-changed",
            to_address: `colaborador-${unique()}@exemplo.com`,
            payload: JSON.stringify({ changedAt: at, via: "portal" }),
            ref_id: null,
            status: "failed",
            attempts: 8,
            next_attempt_at: at,
            locked_until: null,
            last_error: "550 recusado",
            sent_at: null,
            created_at: at,
          })
          .execute();
        const readMail = () =>
          s.handle.db
            .selectFrom("outbox")
            .select(["status", "attempts"])
            .where("id", "=", mailId)
            .executeTakeFirst();
        return {
          fields: { mailId },
          read: readMail,
          expectDone: (after) => expect((after as { status: string }).status).not.toBe("failed"),
          doneText: INBOX_DONE["retry-mail"],
          messageId: page === "detail" ? (await makeMessage()).id : undefined,
        };
      },
    };
  };

  const sectionBody = `Central exclusiva da corretora: 0800 ${unique()}`;
  /** Everyone's two-step rows (a refused post changes none). */
  const twoStepRows = () => s.handle.db.selectFrom("two_factor").selectAll().orderBy("user_id").execute();
  const recoveryRows = () =>
    s.handle.db.selectFrom("recovery_codes").select(["user_id", "code_hash"]).orderBy("code_hash").execute();
  /** Turns two-step verification on for an approved actor (a refused visitor has nothing to turn off). */
  const withTwoStepOn = async (actor: StaffFixture | undefined) => {
    if (actor?.user.status === "approved") await turnOnTwoStep(s.server, actor.cookie);
  };
  /** Every guarded action's intents, each prepared on its own rows (cases use this suite's database). */
  const cases: Record<string, Record<string, MakeCase>> = {
    "/employee-portal": {
      "change-password": async (actor) => {
        const hashes = () =>
          s.handle.db.selectFrom("users").select(["id", "password_hash"]).orderBy("id").execute();
        return {
          // The current password is right: only the guard may stop a refused visitor.
          fields: {
            currentPassword: actor?.password ?? "senha-de-ninguem",
            password: `trocada-${unique()}`,
            confirmed: "1",
          },
          // Refused: nobody's password changed. Done: the actor's did.
          read: hashes,
          expectDone: () => undefined,
          doneText: PORTAL_DONE["change-password"],
          afterDone: async () => {
            if (!actor) return;
            const old = await s.login(actor.email, actor.password);
            expect(await old.text()).toContain(TEXT.wrongPassword);
          },
        };
      },
      "end-other-sessions": async (actor) => {
        // The actor is also signed in elsewhere (another device).
        const elsewhere = actor ? await createSession(s.handle.db, actor.user.id) : undefined;
        const sessionIds = async () =>
          (await s.handle.db.selectFrom("sessions").select("id").orderBy("id").execute()).map((r) => r.id);
        return {
          fields: {},
          // Refused: no session of anyone ended. Done: the actor's other one did.
          read: sessionIds,
          expectDone: (after) => {
            expect(after).toContain(actor?.sessionId);
            expect(after).not.toContain(elsewhere?.id);
          },
          doneText: PORTAL_DONE["end-other-sessions"],
          afterDone: async () => {
            if (!actor || !elsewhere) return;
            await s.expectRedirect(
              await s.server.get("/employee-portal", await cookieFor(elsewhere.token)),
              loginCarrying("/employee-portal"),
            );
            const kept = await s.server.get("/employee-portal", actor.cookie);
            expect(kept.status).toBe(200);
            await kept.text();
          },
        };
      },
      "two-step-off": async (actor) => {
        await withTwoStepOn(actor);
        return {
          fields: { proof: actor?.password ?? "senha-de-ninguem" },
          read: twoStepRows,
          expectDone: (after) =>
            expect(after).not.toContainEqual(expect.objectContaining({ user_id: actor?.user.id })),
          doneText: PORTAL_DONE["two-step-off"],
        };
      },
      "two-step-recovery": async (actor) => {
        await withTwoStepOn(actor);
        return {
          fields: { proof: actor?.password ?? "senha-de-ninguem" },
          read: recoveryRows,
          expectDone: (after) =>
            expect((after as { user_id: string }[]).filter((r) => r.user_id === actor?.user.id)).toHaveLength(
              10,
            ),
          doneText: PORTAL_DONE["two-step-recovery"],
        };
      },
    },
    "/access/employees/two-step-setup": {
      start: async (actor) => ({
        fields: {},
        read: twoStepRows,
        expectDone: (after) =>
          expect(after).toContainEqual(
            expect.objectContaining({ user_id: actor?.user.id, pending_sealed: expect.any(String) }),
          ),
        doneText: SETUP_DONE.start,
      }),
      confirm: async (actor) => {
        const secret = actor?.user.status === "approved" ? await startTwoStep(s.server, actor.cookie) : "";
        return {
          fields: { code: secret ? totpCode(secret) : "123456" },
          read: twoStepRows,
          expectDone: (after) =>
            expect(after).toContainEqual(
              expect.objectContaining({ user_id: actor?.user.id, secret_sealed: expect.any(String) }),
            ),
          doneText: SETUP_DONE.confirm,
        };
      },
    },
    "/admin-portal": {
      "two-step-requirement": async () => ({
        // "0" (not required): the setting is written, and the rest of the matrix is not sent to the setup.
        fields: { required: "0" },
        read: () => s.handle.db.selectFrom("staff_settings").selectAll().execute(),
        expectDone: (after) => expect(after).toContainEqual(expect.objectContaining({ value: "0" })),
        doneText: ADMIN_DONE["two-step-requirement"],
      }),
      approve: userCase(
        person("collaborator", "pending"),
        "approve",
        (row) => expect(row).toMatchObject({ status: "approved" }),
        async (target) => {
          const res = await s.server.get("/employee-portal", target.cookie);
          expect(res.status).toBe(200);
          expect(await res.text()).toContain(TEXT.collaboratorWelcome);
        },
      ),
      deny: userCase(person("collaborator", "pending"), "deny", (row) => expect(row).toBeUndefined()),
      delete: userCase(
        person("collaborator", "approved"),
        "delete",
        (row) => expect(row).toBeUndefined(),
        async (target) =>
          s.expectRedirect(
            await s.server.get("/employee-portal", target.cookie),
            loginCarrying("/employee-portal"),
          ),
      ),
      promote: userCase(
        person("collaborator", "approved"),
        "promote",
        (row) => expect(row).toMatchObject({ role: "admin", status: "approved" }),
        async (target) => {
          const res = await s.server.get("/admin-portal", target.cookie);
          await res.text();
          expect(res.status).toBe(200);
        },
      ),
      demote: userCase(
        person("admin", "approved"),
        "demote",
        (row) => expect(row).toMatchObject({ role: "collaborator", status: "approved" }),
        async (target) =>
          s.expectRedirect(await s.server.get("/admin-portal", target.cookie), "/access/main-menu"),
      ),
      disable: userCase(
        person("collaborator", "approved"),
        "disable",
        (row) => expect(row?.disabled_at).toEqual(expect.any(String)),
        async (target) => {
          expect(await s.sessionsOf(target.user.id)).toHaveLength(0);
          await s.expectRedirect(
            await s.server.get("/employee-portal", target.cookie),
            loginCarrying("/employee-portal"),
          );
          const res = await s.login(target.email, target.password);
          expect(res.status).toBe(403);
          expect(await res.text()).toContain(TEXT.userDisabled);
        },
      ),
      enable: userCase(
        person("collaborator", "approved", true),
        "enable",
        (row) => expect(row).toMatchObject({ disabled_at: null, status: "approved" }),
        async (target) => s.expectRedirect(await s.login(target.email, target.password), "/access/main-menu"),
      ),
      edit: userCase(
        person("collaborator", "approved"),
        "edit",
        (row) => expect(row).toMatchObject({ name: "Maria Souza", phone: "11987654321" }),
        undefined,
        { name: "Maria Souza", phone: "(11) 98765-4321" },
      ),
      section: async () => {
        const readSection = () =>
          s.handle.db
            .selectFrom("portal_sections")
            .selectAll()
            .where("key", "=", "broker-contacts")
            .executeTakeFirst();
        const title = `Telefones 0800 ${unique()}`;
        return {
          fields: { key: "broker-contacts", title, body: sectionBody },
          read: readSection,
          expectDone: (row) => expect(row).toMatchObject({ title, body: sectionBody }),
          doneText: ADMIN_DONE.section,
          afterDone: async () => {
            const html = await (await s.server.get("/employee-portal", s.collaborator.cookie)).text();
            expect(html).toContain(escapeHtml(sectionBody));
            expect(html).toContain(escapeHtml(title));
          },
        };
      },
    },
    "/employee-portal/leads/:id": {
      note: leadCase(
        "note",
        () => ({ body: "Ligar depois das 18h" }),
        leadActivities,
        (after, actor) => expect(after).toContain(`note:${actor?.user.id}:Ligar depois das 18h`),
      ),
      call: leadCase(
        "call",
        () => ({ body: "Não atendeu" }),
        leadActivities,
        (after, actor) => expect(after).toContain(`call:${actor?.user.id}:Não atendeu`),
      ),
      "next-action": leadCase(
        "next-action",
        () => ({ nextAction: "Enviar a cotação", nextActionAt: todayInBrazil() }),
        leadRow,
        (after) => expect(after).toMatchObject({ next_action: "Enviar a cotação" }),
      ),
      stage: leadCase(
        "stage",
        () => ({ stageId: "perdido", lostReasonId: "sem-interesse" }),
        leadRow,
        (after) =>
          expect(after).toMatchObject({
            stage_id: "perdido",
            lost_reason_id: "sem-interesse",
            closed_at: expect.any(String),
          }),
      ),
      // Taking an unassigned lead (a collaborator who hands one away no longer sees it).
      owner: leadCase(
        "owner",
        (actor) => ({ ownerId: actor?.user.status === "approved" ? actor.user.id : s.collaborator.user.id }),
        leadRow,
        (after, actor) => expect(after).toMatchObject({ owner_id: actor?.user.id }),
        { unassigned: true },
      ),
      email: leadCase(
        "email",
        () => ({ subject: "Sua cotação", body: "Olá!\n\nSegue a cotação." }),
        async (id) =>
          (await s.handle.db.selectFrom("outbox").select("kind").where("ref_id", "=", id).execute()).map(
            (m) => m.kind,
          ),
        (after) => expect(after).toEqual(["lead-reply"]),
      ),
    },
    "/employee-portal/leads/:id/whatsapp": {
      // Logged, and the answer (in the new tab) moves on to the conversation.
      whatsapp: leadCase(
        "whatsapp",
        () => ({}),
        leadActivities,
        (after, actor) => expect(after).toContain(`whatsapp:${actor?.user.id}:`),
        { phone: "41999871234" },
      ),
    },
    "/employee-portal/leads/new": {
      create: async () => {
        const name = `Cliente Balcão ${unique()}`;
        return {
          fields: {
            name,
            email: "",
            phone: "(41) 9 9876-5432",
            contactMethod: "Telefone",
            product: "",
            source: "walk-in",
            ownerId: "",
            nextAction: "Ligar com a cotação",
            nextActionAt: todayInBrazil(),
          },
          read: () =>
            s.handle.db.selectFrom("leads").select(["source", "owner_id"]).where("name", "=", name).execute(),
          expectDone: (after) => expect(after).toEqual([expect.objectContaining({ source: "walk-in" })]),
          doneText: NEW_LEAD_DONE.create,
          lands: /^\/employee-portal\/leads\/[0-9a-f-]{36}$/,
        };
      },
    },
    "/admin-portal/lead-owners": {
      "takes-leads": async () => {
        const target = await createStaff(s.handle.db, "collaborator", "approved");
        return {
          fields: { userId: target.user.id, takesLeads: "1" },
          read: async () => ({
            takesLeads: (
              await s.handle.db
                .selectFrom("users")
                .select("takes_leads")
                .where("id", "=", target.user.id)
                .executeTakeFirstOrThrow()
            ).takes_leads,
          }),
          expectDone: (after) => expect(after).toEqual({ takesLeads: 1 }),
          doneText: LEAD_OWNERS_DONE["takes-leads"],
        };
      },
      "product-owner": async () => {
        const target = await createStaff(s.handle.db, "collaborator", "approved");
        return {
          fields: { product: LEAD_OWNER_PRODUCT, owner: target.email },
          read: async () => ({
            owner:
              (
                await s.handle.db
                  .selectFrom("lead_product_owners")
                  .select("user_id")
                  .where("product", "=", LEAD_OWNER_PRODUCT)
                  .executeTakeFirst()
              )?.user_id ?? null,
          }),
          expectDone: (after) => expect(after).toEqual({ owner: target.user.id }),
          doneText: LEAD_OWNERS_DONE["product-owner"],
        };
      },
    },
    "/admin-portal/messages": inboxCases("list"),
    "/admin-portal/messages/:id": inboxCases("detail"),
    "/admin-portal/site": {
      save: async () => {
        const openingHours = `Segunda a sábado ${unique()}`;
        return {
          fields: contentFormFields({ ...defaultSiteDetails, openingHours }),
          read: () => latestVersion("site", "site"),
          expectDone: (row) =>
            expect(JSON.parse((row as { data: string }).data).openingHours).toBe(openingHours),
          doneText: CONTENT_DONE.save,
        };
      },
    },
    "/admin-portal/products": {
      hide: visibilityCase("hide"),
      show: visibilityCase("show"),
    },
    "/admin-portal/products/:slug": {
      save: async () => {
        const { slug: _s, category: _c, illustration: _i, ...content } = productDefault(EDITED_PRODUCT);
        const lead = `Viaje tranquilo ${unique()}`;
        return {
          fields: contentFormFields({ ...content, lead }),
          read: () => latestVersion("product", EDITED_PRODUCT),
          expectDone: (row) => expect(JSON.parse((row as { data: string }).data).lead).toBe(lead),
          doneText: CONTENT_DONE.save,
        };
      },
    },
    "/admin-portal/insurers": {
      add: async () => {
        const name = `Seguradora Nova ${unique()}`;
        const count = () =>
          s.handle.db
            .selectFrom("content_versions")
            .select("doc_key")
            .where("kind", "=", "insurer")
            .distinct()
            .execute()
            .then((rows) => rows.length);
        const before = await count();
        return {
          fields: { name, website: "https://seguradora-nova.example.com" },
          read: count,
          expectDone: (after) => expect(after).toBe(before + 1),
          doneText: INSURERS_DONE.add,
        };
      },
      "move-up": insurerMoveCase("move-up"),
      "move-down": insurerMoveCase("move-down"),
      "move-to": insurerMoveCase("move-to"),
      hide: insurerVisibilityCase("hide"),
      show: insurerVisibilityCase("show"),
    },
    "/admin-portal/insurers/:insurer": {
      save: async () => {
        const record = insurerRecord(EDITED_INSURER);
        const note = `Atende autos e residências ${unique()}`;
        return {
          fields: contentFormFields({
            ...record,
            note,
            partner: "on",
            internal: { login: `login-${unique()}` },
          }),
          read: () => insurerState(EDITED_INSURER),
          expectDone: (after) => expect((after as { note: string }).note).toBe(note),
          doneText: INSURER_SAVED,
        };
      },
    },
    "/admin-portal/lead-stages": {
      // Each case on its own stage or reason, read back from the database.
      "save-stage": async () => {
        const days = String(1 + Math.floor(Math.random() * 60));
        const label = `Negociando ${unique()}`.slice(0, 40);
        return {
          fields: {
            id: "cotando",
            [fieldName.stageLabel("cotando")]: label,
            [fieldName.stageDays("cotando")]: days,
          },
          read: () =>
            s.handle.db.selectFrom("lead_stages").selectAll().where("id", "=", "cotando").executeTakeFirst(),
          expectDone: (after) => expect(after).toMatchObject({ label, stalled_after_days: Number(days) }),
          doneText: LEAD_STAGES_DONE["save-stage"],
        };
      },
      "stage-up": stageMoveCase("stage-up"),
      "stage-down": stageMoveCase("stage-down"),
      "add-reason": async () => {
        const label = `Motivo ${unique()}`.slice(0, 40);
        const find = () =>
          s.handle.db.selectFrom("lead_lost_reasons").select("label").where("label", "=", label).execute();
        return {
          fields: { [fieldName.newReason]: label },
          read: find,
          expectDone: (after) => expect(after).toEqual([{ label }]),
          doneText: LEAD_STAGES_DONE["add-reason"],
        };
      },
      "rename-reason": async () => {
        const id = await makeReason();
        const label = `Renomeado ${unique()}`.slice(0, 40);
        return {
          fields: { id, [fieldName.reasonLabel(id)]: label },
          read: () => readReason(id),
          expectDone: (after) => expect(after).toMatchObject({ label }),
          doneText: LEAD_STAGES_DONE["rename-reason"],
        };
      },
      "reason-up": reasonMoveCase("reason-up"),
      "reason-down": reasonMoveCase("reason-down"),
      "remove-reason": async () => {
        const id = await makeReason();
        return {
          fields: { id },
          read: () => readReason(id),
          expectDone: (after) => expect(after).toBeUndefined(),
          doneText: LEAD_STAGES_DONE["remove-reason"],
        };
      },
      "restore-reason": async () => {
        const id = await makeReason(true);
        return {
          fields: { id },
          read: () => readReason(id),
          expectDone: (after) => expect(after).toMatchObject({ archived_at: null }),
          doneText: LEAD_STAGES_DONE["restore-reason"],
        };
      },
    },
    "/employee-portal/insurers/:insurer/password": {
      reveal: async () => {
        const admin = await createStaff(s.handle.db, "admin", "approved");
        const password = `portal${unique()}`;
        await storeInsurerPortalPassword(s.handle.db, admin.user.id, REVEALED_INSURER, password);
        return {
          fields: {},
          // Refused: nobody saw it (no audit row). Done: one more reveal in the log.
          read: revealCount,
          expectDone: () => undefined,
          doneText: password,
        };
      },
    },
    // A visitor's message (its e-mail is the person searched): the search and the export write one
    // audit row each (refused: none); the erase removes the message and its mail.
    "/admin-portal/personal-data": {
      search: async () => {
        const { id } = await makeMessage();
        const { message } = await readMessage(id);
        return {
          fields: { email: message?.email ?? "" },
          read: () => auditCount("personal_data.search"),
          expectDone: () => undefined,
          doneText: message?.email,
        };
      },
      erase: async () => {
        const { id } = await makeMessage();
        const { message } = await readMessage(id);
        return {
          fields: { email: message?.email ?? "", confirm: "on" },
          read: () => readMessage(id),
          expectDone: (after) => {
            const { message: gone, outbox } = after as Awaited<ReturnType<typeof readMessage>>;
            expect(gone).toBeUndefined();
            expect(outbox).toEqual([]);
          },
          doneText: PERSONAL_DATA_DONE.erase,
        };
      },
    },
    "/admin-portal/personal-data/export": {
      export: async () => {
        const { id, marker } = await makeMessage();
        const { message } = await readMessage(id);
        return {
          fields: { email: message?.email ?? "" },
          read: () => auditCount("personal_data.export"),
          expectDone: () => undefined,
          // The file holds the message's text.
          doneText: marker,
        };
      },
    },
    "/admin-portal/history/:kind/:key": {
      restore: async () => {
        // A second version to restore the first over.
        const admin = await createStaff(s.handle.db, "admin", "approved");
        await saveDocument(
          s.handle.db,
          admin.user.id,
          { kind: "product", key: HISTORY_PRODUCT },
          (previous) => ({
            ...(previous as object),
            lead: `Outra frase ${unique()}`,
          }),
        );
        return {
          fields: { version: "1" },
          read: () => latestVersion("product", HISTORY_PRODUCT),
          expectDone: (row) => expect((row as { restored_from: number }).restored_from).toBe(1),
          doneText: CONTENT_DONE.restore,
        };
      },
    },
  };

  function productDefault(slug: string) {
    const product = productDefaults.find((p) => p.slug === slug);
    if (!product) throw new Error(slug);
    return product;
  }

  const auditCount = (action: string) =>
    s.handle.db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", action)
      .execute()
      .then((rows) => rows.length);

  const revealCount = () =>
    s.handle.db
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "insurer.password_reveal")
      .where("target_id", "=", REVEALED_INSURER)
      .execute()
      .then((rows) => rows.length);

  /** The newest public version of an insurer and its position/visibility. */
  const insurerState = async (id: string) => {
    const row = await latestVersion("insurer", id);
    return row ? (JSON.parse(row.data) as { hidden: boolean; position: number; note: string }) : undefined;
  };

  function insurerVisibilityCase(intent: "hide" | "show"): MakeCase {
    return async () => {
      const admin = await createStaff(s.handle.db, "admin", "approved");
      await saveDocument(
        s.handle.db,
        admin.user.id,
        { kind: "insurer", key: VISIBILITY_INSURER },
        (previous) => ({
          ...(previous as object),
          hidden: intent === "show",
        }),
      );
      return {
        fields: { id: VISIBILITY_INSURER },
        read: () => insurerState(VISIBILITY_INSURER),
        expectDone: (after) => expect((after as { hidden: boolean }).hidden).toBe(intent === "hide"),
        doneText: INSURERS_DONE[intent],
      };
    };
  }

  function insurerMoveCase(intent: "move-up" | "move-down" | "move-to"): MakeCase {
    // A drop takes another insurer to the top, so the one that steps up and down stays mid-list
    // whatever order the cases run in.
    const moved = intent === "move-to" ? DROPPED_INSURER : MOVED_INSURER;
    return async () => {
      let before: number | undefined;
      return {
        // A drop at the top of the list.
        fields: { id: moved, ...(intent === "move-to" && { position: "0" }) },
        read: async () => {
          // Positions are renumbered by each move: compare places in the ordered list.
          const rows = await s.handle.db
            .selectFrom("content_versions")
            .select(["doc_key", "version", "data"])
            .where("kind", "=", "insurer")
            .execute();
          const latest = new Map<string, { version: number; position: number; name: string }>();
          for (const r of rows) {
            const data = JSON.parse(r.data) as { position: number; name: string };
            const seen = latest.get(r.doc_key);
            if (!seen || seen.version < r.version) latest.set(r.doc_key, { version: r.version, ...data });
          }
          const order = [...latest.entries()]
            .sort(([, a], [, b]) => a.position - b.position || a.name.localeCompare(b.name, "pt-BR"))
            .map(([key]) => key);
          const place = order.indexOf(moved);
          before ??= place;
          return place;
        },
        expectDone: (after) =>
          expect(after).toBe(
            intent === "move-to" ? 0 : intent === "move-up" ? (before ?? 0) - 1 : (before ?? 0) + 1,
          ),
        doneText: INSURERS_DONE[intent],
      };
    };
  }

  /** A lost reason of its own for one case (archived when asked), at the end of the list. */
  async function makeReason(archived = false): Promise<string> {
    const id = randomUUID();
    await s.handle.db
      .insertInto("lead_lost_reasons")
      .values({
        id,
        label: `Motivo ${unique()}`.slice(0, 40),
        position: 1_000 + Number.parseInt(id.slice(0, 4), 16),
        archived_at: archived ? new Date().toISOString() : null,
      })
      .execute();
    return id;
  }
  const readReason = (id: string) =>
    s.handle.db.selectFrom("lead_lost_reasons").selectAll().where("id", "=", id).executeTakeFirst();

  /** The place of `id` among the open stages (or the active reasons), 0 first. */
  async function placeOf(table: "lead_stages" | "lead_lost_reasons", id: string): Promise<number> {
    const rows =
      table === "lead_stages"
        ? await s.handle.db
            .selectFrom("lead_stages")
            .select("id")
            .where("outcome", "=", "open")
            .orderBy("position")
            .orderBy("id")
            .execute()
        : await s.handle.db
            .selectFrom("lead_lost_reasons")
            .select("id")
            .where("archived_at", "is", null)
            .orderBy("position")
            .orderBy("id")
            .execute();
    return rows.findIndex((r) => r.id === id);
  }

  /** Moves a stage that is mid-list (every case runs on the same list: it picks one that can move). */
  function stageMoveCase(intent: "stage-up" | "stage-down"): MakeCase {
    return async () => {
      const open = await s.handle.db
        .selectFrom("lead_stages")
        .select("id")
        .where("outcome", "=", "open")
        .orderBy("position")
        .orderBy("id")
        .execute();
      const moved = (intent === "stage-up" ? open.at(-1) : open[0])?.id ?? "";
      const before = await placeOf("lead_stages", moved);
      return {
        fields: { id: moved },
        read: () => placeOf("lead_stages", moved),
        expectDone: (after) => expect(after).toBe(before + (intent === "stage-up" ? -1 : 1)),
        doneText: LEAD_STAGES_DONE[intent],
      };
    };
  }

  function reasonMoveCase(intent: "reason-up" | "reason-down"): MakeCase {
    return async () => {
      const moved = await makeReason();
      if (intent === "reason-down") {
        // Its own reason first in the list, so it has somewhere to go down to.
        await s.handle.db
          .updateTable("lead_lost_reasons")
          .set({ position: -1 })
          .where("id", "=", moved)
          .execute();
      }
      const before = await placeOf("lead_lost_reasons", moved);
      return {
        fields: { id: moved },
        read: () => placeOf("lead_lost_reasons", moved),
        expectDone: (after) => expect(after).toBe(before + (intent === "reason-up" ? -1 : 1)),
        doneText: LEAD_STAGES_DONE[intent],
      };
    };
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

  /** Hide (or show) a product that is now visible (or hidden), set straight in the database. */
  function visibilityCase(intent: "hide" | "show"): MakeCase {
    return async () => {
      const admin = await createStaff(s.handle.db, "admin", "approved");
      await saveDocument(
        s.handle.db,
        admin.user.id,
        { kind: "product", key: VISIBILITY_PRODUCT },
        (previous) => ({
          ...(previous as object),
          hidden: intent === "show",
        }),
      );
      return {
        fields: { slug: VISIBILITY_PRODUCT },
        read: () => latestVersion("product", VISIBILITY_PRODUCT),
        expectDone: (row) =>
          expect(JSON.parse((row as { data: string }).data).hidden).toBe(intent === "hide"),
        doneText: CONTENT_DONE[intent],
      };
    };
  }

  /** The concrete path of a screen or action (`:id` → a real message, made for this test). */
  async function concrete(path: string, messageId?: string, leadId?: string): Promise<string> {
    if (path.startsWith("/employee-portal/leads/:id")) {
      return path.replace(":id", leadId ?? (await makeLead({ messageId })));
    }
    const filled = path
      .replace(":insurer/password", `${REVEALED_INSURER}/password`)
      .replace(":insurer", EDITED_INSURER)
      .replace(":slug", EDITED_PRODUCT)
      .replace(":kind/:key", `product/${HISTORY_PRODUCT}`);
    if (!filled.includes(":id")) return filled;
    return filled.replace(":id", messageId ?? (await makeMessage()).id);
  }

  describe("screens", () => {
    for (const [path, outcomes] of Object.entries(SCREENS)) {
      for (const who of PEOPLE) {
        const outcome = outcomes[who];
        const label = "sees" in outcome ? `200 "${outcome.sees}"` : `→ ${outcome.redirect}`;
        it(`GET ${path} as ${who}: ${label}`, async () => {
          const message = path.includes(":id") ? await makeMessage() : undefined;
          const page = await concrete(path, message?.id);
          const res = await s.server.get(page, s.cookieOf(who));
          const html = await res.text();
          // Nothing of the staff area is kept by a browser or a proxy, redirects included.
          expect(res.headers.get("cache-control")).toBe("no-store");
          if ("sees" in outcome) {
            expect(res.status).toBe(200);
            expect(res.headers.get("content-type")).toMatch(outcome.contentType ?? /text\/html/);
            expect(html).toContain(escapeHtml(outcome.sees));
            if (message) expect(html).toContain(escapeHtml(message.marker));
          } else {
            expect([301, 302]).toContain(res.status);
            expect(s.where(res)).toBe(expectedLocation(outcome.redirect, page));
            // Nothing of the protected page travels with the redirect.
            expect(html).not.toContain(TEXT.collaboratorWelcome);
            if (message) expect(html).not.toContain(escapeHtml(message.marker));
          }
        });
      }
    }

    // The client-side navigation's data request for the same screen (React Router's `.data`).
    for (const path of Object.keys(SCREENS)) {
      it(`GET ${path}.data as anonymous and as admin: no-store`, async () => {
        for (const who of ["anonymous", "admin"] as const) {
          const res = await s.server.get(`${await concrete(path)}.data`, s.cookieOf(who));
          await res.arrayBuffer();
          expect(res.status, `${who}: ${res.status}`).toBeLessThan(500);
          expect(res.headers.get("cache-control"), who).toBe("no-store");
        }
      });
    }

    /**
     * Each route's loader asked on its own, as a client-side navigation does
     * (`/admin-portal/messages.data?_routes=routes/staff/admin-messages`): a refused visitor gets
     * React Router's encoded redirect to the same place as the page's, and none of the data
     * (a contact message's text, the staff's e-mail addresses); a layout's loader is asked on its
     * own too. The ids come from the same route list as the matrix.
     */
    for (const [path, outcomes] of Object.entries(SCREENS)) {
      for (const who of PEOPLE) {
        const outcome = outcomes[who];
        const ids = LOADER_ROUTE_IDS[path as GuardedPath];
        if (ids.length === 0) continue;
        const label = "sees" in outcome ? "its data" : `a redirect to ${outcome.redirect}, no data`;
        it(`GET ${path}.data?_routes=${ids.join(",")} as ${who}: ${label}`, async () => {
          const message = await makeMessage();
          const secrets = [message.id, message.marker, s.admin.email, s.collaborator.email, s.pending.email];
          for (const id of ids) {
            const page = await concrete(path, message.id);
            const target = `${page}.data?_routes=${encodeURIComponent(id)}`;
            const res = await s.server.get(target, s.cookieOf(who));
            const body = await res.text();
            expect(res.headers.get("cache-control"), id).toBe("no-store");
            if ("sees" in outcome) {
              expect(res.status, id).toBe(200);
              // The answer is this route's data (a wrong id would answer with nobody's).
              expect(body, id).toContain(`"${id}"`);
              // The inbox lists the message (by its id), the message's page shows its text.
              if (who === "admin" && path.startsWith("/admin-portal/messages") && !id.endsWith("layout")) {
                expect(body, id).toContain(path.endsWith(":id") ? message.marker : message.id);
              }
            } else {
              expect(res.status, id).toBe(202);
              const [head, fields, ...strings] = JSON.parse(body) as [unknown, unknown, ...unknown[]];
              expect(head, id).toEqual(["SingleFetchRedirect", 1]);
              expect(fields, id).toBeTypeOf("object");
              expect(strings.slice(0, 2), id).toEqual(["redirect", expectedLocation(outcome.redirect, page)]);
              // The login's address carries the page asked for (its message id included): nothing else.
              const rest = body.replace(encodeURIComponent(page), "");
              for (const secret of secrets) expect(rest, id).not.toContain(secret);
              expect(body, id).not.toContain(`"${id}"`);
            }
          }
        });
      }
    }

    it("the staff shell's own data (`?_routes=staff-shell`) names only the person asking, and nobody to a stranger", async () => {
      const shellData = async (cookie?: string) => {
        const res = await s.server.get(`/access/admin-menu.data?_routes=${STAFF_SHELL_ID}`, cookie);
        expect(res.headers.get("cache-control")).toBe("no-store");
        return res.text();
      };
      for (const who of ["anonymous", "pending", "unknown session"] as const) {
        const body = await shellData(s.cookieOf(who));
        for (const email of [s.admin.email, s.collaborator.email, s.pending.email])
          expect(body, who).not.toContain(email);
        expect(body, who).not.toContain("Administrador");
      }
      const mine = await shellData(s.collaborator.cookie);
      expect(mine).toContain(s.collaborator.email);
      expect(mine).not.toContain(s.admin.email);
    });

    it("an admin's data request for the admin portal carries the pending registrations (what the refused ones must not get)", async () => {
      const res = await s.server.get("/admin-portal.data?_routes=routes/staff/admin-portal", s.admin.cookie);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(s.pending.email);
    });

    it("the admin's own portal lists the pending registrations to act on", async () => {
      const res = await s.server.get("/admin-portal", s.admin.cookie);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(escapeHtml(s.pending.email));
    });
  });

  it("every intent a guarded action accepts has its case here", () => {
    const guarded = Object.entries(ACTION_ACCESS).filter(([, access]) => access !== "public");
    for (const [path] of guarded) {
      expect(Object.keys(cases[path] ?? {}).sort(), path).toEqual([...(ACCEPTED_INTENTS[path] ?? [])].sort());
    }
  });

  describe("actions", () => {
    for (const [path, access] of Object.entries(ACTION_ACCESS)) {
      if (access === "public") continue;
      const refusedBy: Who[] =
        access === "admin"
          ? ["anonymous", "pending", "unknown session", "collaborator"]
          : ["anonymous", "pending", "unknown session"];
      const allowed: ("collaborator" | "admin")[] =
        access === "admin" ? ["admin"] : ["collaborator", "admin"];
      for (const [intent, make] of Object.entries(cases[path] ?? {})) {
        for (const who of refusedBy) {
          it(`POST ${path} ${intent} as ${who} is refused and changes nothing`, async () => {
            const actor = who === "collaborator" ? s.collaborator : who === "pending" ? s.pending : undefined;
            const c = await make(actor);
            const target = await concrete(path, c.messageId, c.leadId);
            const before = await c.read();
            expect(before).toBeDefined();
            const res = await s.server.post(target, { intent, ...c.fields }, s.cookieOf(who));
            const html = await res.text();
            if (who === "collaborator") {
              expect(res.status).toBe(403);
            } else {
              expect(res.status).toBe(302);
              expect(s.where(res)).toBe(LOGIN);
            }
            if (c.doneText) expect(html).not.toContain(escapeHtml(c.doneText));
            expect(await c.read()).toEqual(before);
          });
        }

        for (const role of allowed) {
          it(`POST ${path} ${intent} as ${role === "admin" ? "an admin" : "a collaborator"} is done`, async () => {
            const actor = await createStaff(s.handle.db, role, "approved");
            const c = await make(actor);
            const target = await concrete(path, c.messageId, c.leadId);
            const before = await c.read();
            const res = await s.server.post(target, { intent, ...c.fields }, actor.cookie);
            const inPlace =
              (path.startsWith("/employee-portal") &&
                !["/employee-portal/leads/new", "/employee-portal/leads/:id"].includes(path)) ||
              path === "/access/employees/two-step-setup" ||
              answersInPlace(path, intent);
            if (inPlace) {
              // The portal's actions answer in place (the password reveal, with the password), as
              // does the two-step setup (the recovery codes are shown once, on that answer).
              expect(res.status).toBe(200);
              expect(await res.text()).toContain(escapeHtml(c.doneText ?? ""));
              const after = await c.read();
              expect(after).not.toEqual(before);
              c.expectDone(after);
            } else {
              await res.text();
              expect(res.status).toBe(302);
              const next = s.where(res) ?? "";
              if (c.lands) expect(next).toMatch(c.lands);
              else
                expect(
                  next.startsWith(intent === "delete" ? "/admin-portal" : (target.split("?")[0] ?? "")),
                ).toBe(true);
              c.expectDone(await c.read());
              // The screen it lands on says what was done.
              const after = await s.server.get(next, cookieAfter(res, actor.cookie));
              expect(after.status).toBe(200);
              if (c.doneText) expect(await after.text()).toContain(escapeHtml(c.doneText));
              else await after.text();
            }
            await c.afterDone?.();
          });
        }
      }
    }
  });

  /**
   * What an attacker tries against the same screens and actions: keys that every JavaScript object
   * inherits (`__proto__`, `constructor`, `toString`…) where the code looks a request's value up
   * (`?feito=__proto__` once gave a 500), and spellings of a staff path that the router still
   * matches. Every lookup by a request-controlled key must match own keys only.
   */
  describe("attack cases", () => {
    const INHERITED = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];
    const HOSTILE_QUERIES = [
      "feito=__proto__",
      "feito=constructor",
      "editar=__proto__",
      "editar=constructor",
      "excluir=constructor",
      "excluir=__proto__",
      "sair=toString",
      "token=__proto__",
      "__proto__[x]=1",
    ];

    for (const [path, outcomes] of Object.entries(SCREENS)) {
      it(`GET ${path} with inherited keys in the query answers as without them (admin)`, async () => {
        const outcome = outcomes.admin;
        const target = await concrete(path);
        for (const query of HOSTILE_QUERIES) {
          const res = await s.server.get(`${target}?${query}`, s.admin.cookie);
          const html = await res.text();
          if ("sees" in outcome) {
            expect(res.status, query).toBe(200);
            expect(html, query).toContain(escapeHtml(outcome.sees));
          } else {
            expect([301, 302], query).toContain(res.status);
            expect(s.where(res)?.split("?")[0], query).toBe(outcome.redirect);
          }
          expect(res.headers.get("cache-control"), query).toBe("no-store");
        }
      });
    }

    it("GET a message whose id is an inherited key: 404, not 500", async () => {
      for (const id of INHERITED) {
        const res = await s.server.get(`/admin-portal/messages/${id}`, s.admin.cookie);
        await res.text();
        expect(res.status, id).toBe(404);
      }
    });

    for (const [path, access] of Object.entries(ACTION_ACCESS)) {
      if (access === "public") continue;
      it(`POST ${path} with an inherited key as intent: 400 "Ação desconhecida.", nothing changes`, async () => {
        const actor = await createStaff(
          s.handle.db,
          access === "admin" ? "admin" : "collaborator",
          "approved",
        );
        const target = await concrete(path);
        const users = () => s.handle.db.selectFrom("users").selectAll().orderBy("id").execute();
        const before = await users();
        for (const intent of INHERITED) {
          const res = await s.server.post(target, { intent, userId: s.pending.user.id }, actor.cookie);
          expect(res.status, intent).toBe(400);
          expect(await res.text(), intent).toContain(escapeHtml("Ação desconhecida."));
        }
        // Fields named after inherited keys are plain fields: no intent is read from them.
        const res = await s.server.post(
          target,
          // fromEntries makes `__proto__` an own key (an object literal would set the prototype).
          Object.fromEntries([
            ["__proto__", "approve"],
            ["constructor", "approve"],
            ["userId", s.pending.user.id],
          ]),
          actor.cookie,
        );
        expect(res.status).toBe(400);
        expect(await res.text()).toContain(escapeHtml("Ação desconhecida."));
        expect(await users()).toEqual(before);
      });
    }

    it("POST an admin action naming an inherited key as the user or message: 400, not 500", async () => {
      for (const id of INHERITED) {
        for (const [path, fields] of [
          ["/admin-portal", { intent: "approve", userId: id }],
          ["/admin-portal", { intent: "edit", userId: id, name: "X", phone: "" }],
          ["/admin-portal/messages", { intent: "handled", messageId: id }],
          ["/admin-portal/messages", { intent: "retry-mail", mailId: id }],
        ] as const) {
          const res = await s.server.post(path, fields, s.admin.cookie);
          await res.text();
          expect(res.status, `${path} ${fields.intent} ${id}`).toBe(400);
        }
      }
    });

    it("the public staff forms take inherited keys as plain (wrong) input, never a 500", async () => {
      for (const path of Object.keys(ACTION_ACCESS).filter((p) => ACTION_ACCESS[p] === "public")) {
        for (const value of INHERITED) {
          const res = await s.server.post(path, {
            email: value,
            password: value,
            confirmPassword: value,
            token: value,
            intent: value,
          });
          await res.text();
          expect(res.status, `${path} ${value}`).toBeLessThan(500);
        }
      }
    });

    it("a stored value that is an inherited key (a failed mail of kind `constructor`) is shown as stored", async () => {
      const at = new Date().toISOString();
      const mailId = randomUUID();
      await s.handle.db
        .insertInto("outbox")
        .values({
          id: mailId,
          kind: "constructor" as never,
          to_address: `alguem-${unique()}@exemplo.com`,
          payload: "{}",
          ref_id: null,
          status: "failed",
          attempts: 8,
          next_attempt_at: at,
          locked_until: null,
          last_error: "tipo de e-mail desconhecido",
          sent_at: null,
          created_at: at,
        })
        .execute();
      try {
        const res = await s.server.get("/admin-portal/messages", s.admin.cookie);
        const html = await res.text();
        expect(res.status).toBe(200);
        expect(html).toContain("tipo de e-mail desconhecido");
        // Shown as its stored kind, not as the label lookup's inherited Object constructor.
        expect(html).toMatch(/>constructor<\/span>/);
        expect(html).not.toContain("native code");
      } finally {
        await s.handle.db.deleteFrom("outbox").where("id", "=", mailId).execute();
      }
    });

    it("a staff path spelt otherwise (letter case, %-escapes), a 404 under it and a refused POST are no-store too", async () => {
      for (const path of [
        "/ACCESS/ADMIN-MENU",
        "/%61ccess/admin-menu",
        "/Admin-Portal",
        "/access/nao-existe",
      ]) {
        const res = await s.server.get(path, s.admin.cookie);
        await res.text();
        expect(res.status, path).not.toBe(500);
        expect(res.headers.get("cache-control"), path).toBe("no-store");
      }
      const foreign = await fetch(`${s.server.url}/access/employees`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: "https://atacante.example", "Content-Type": "application/x-www-form-urlencoded" },
        body: "email=a%40b.c&password=x",
      });
      await foreign.text();
      expect(foreign.status).toBe(403);
      expect(foreign.headers.get("cache-control")).toBe("no-store");
    });
  });
});
