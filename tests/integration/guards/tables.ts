/**
 * The guard matrix's tables (tests/integration/guards/matrix.test.ts runs them, attacks.test.ts
 * tries hostile input on the same screens and actions): what each staff screen gives each kind
 * of visitor, who may run each action, and the intents each action accepts. Generated from the
 * route list (app/route-list.ts) and from the modules that define the intents, so that a new
 * screen, action or intent without its line here fails the runner's completeness checks.
 * Each intent's case (its rows, what "done" means) is in cases/<domain>.ts.
 */

import { SETUP_DONE } from "~/.server/accounts/two-factor";
import {
  CLIENT_DONE,
  IMPORT_DONE,
  IMPORT_UPLOAD_DONE,
  NEW_CLIENT_DONE,
  NEW_POLICY_DONE,
  POLICY_DONE,
  RENEWAL_DONE,
  RENEWAL_SETTINGS_DONE,
  WIN_DONE,
} from "~/.server/book";
import { INSURERS_DONE } from "~/.server/insurers/insurer-actions";
import { LEAD_DONE, NEW_LEAD_DONE } from "~/.server/leads";
import { LEAD_OWNERS_DONE } from "~/.server/leads/owners-screen";
import { LEAD_STAGES_DONE } from "~/.server/leads/stages";
import { PERSONAL_DATA_DONE } from "~/.server/privacy/personal-data";
import { INBOX_DONE } from "~/.server/site/inbox";
import { ADMIN_DONE } from "~/.server/staff/admin-actions";
import { PORTAL_DONE } from "~/.server/staff/portal-actions";
import { DOCUMENTS_DONE } from "~/lib/book-document-schemas";
import { CONFIRM_MESSAGES } from "~/lib/staff-schemas";
import { staffPages } from "~/route-list";
import { LOGIN, loginCarrying, PEOPLE, TEXT, type Who } from "../../support/http-assertions";
import type { StaffFixture } from "../../support/test-server";

type StaffPath = (typeof staffPages)[number]["path"];
/** The original site's dead links (decisions.md point 2) are staff routes too. */
export type GuardedPath = StaffPath | "/portal" | "/login";

/**
 * A screen's answer: 200 with this text on the page, or a redirect to this path. A download (the
 * leads' CSV, the shell's JSON of new leads) is 200 with this text in a file of that content type.
 */
export type Outcome = { sees: string; contentType?: RegExp } | { redirect: string };
const sees = (text: string): Outcome => ({ sees: text });
const downloads = (text: string, contentType: RegExp): Outcome => ({ sees: text, contentType });
const to = (path: string): Outcome => ({ redirect: path });
/**
 * Where a refused GET of `page` actually goes: a redirect to the login carries the page when it is
 * one to come back to (issue 26, app/lib/safe-redirect.ts); any other redirect is exactly as listed.
 */
export const expectedLocation = (redirect: string, page: string) =>
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
export const SCREENS: Record<GuardedPath, Record<Who, Outcome>> = {
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
  // The name and phone clients see (decision 064): everyone signed in may open it (the nameless
  // path, where it is the only screen, is in staff-names.test.ts).
  "/access/employees/profile": staffOnly(
    sees("Como os clientes veem você"),
    sees("Como os clientes veem você"),
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
  // The Carteira (decision 066): `:id` stands for a client nobody looks after (any staff sees it).
  "/employee-portal/clients": staffOnly(sees("Clientes"), sees("Clientes")),
  "/employee-portal/clients/new": staffOnly(sees("Novo cliente"), sees("Novo cliente")),
  "/employee-portal/clients/:id": staffOnly(sees("Histórico"), sees("Histórico")),
  "/employee-portal/clients/:id/policies/new": staffOnly(sees("Nova apólice"), sees("Nova apólice")),
  "/employee-portal/policies/:id": staffOnly(sees("Vigência e valores"), sees("Vigência e valores")),
  "/employee-portal/leads/new": staffOnly(sees("Nova oportunidade"), sees("Nova oportunidade")),
  "/employee-portal/leads/:id": staffOnly(sees("Histórico"), sees("Histórico")),
  // WhatsApp is logged by a POST only (its answer moves on to wa.me): a GET leads to the list.
  "/employee-portal/leads/:id/whatsapp": staffOnly(
    to("/employee-portal/leads"),
    to("/employee-portal/leads"),
  ),
  // The leads new to the person, as JSON for the shell's notice (their own only: lead-desk.test.ts).
  "/employee-portal/unseen-leads": staffOnly(
    downloads("newest", /^application\/json/),
    downloads("newest", /^application\/json/),
  ),
  // A policy's documents (decision 070): `:id` is a policy of a client nobody looks after (so a
  // collaborator sees it), `:documentId` a PDF on it. Another's client: book-documents.test.ts.
  "/employee-portal/policies/:id/documents": staffOnly(
    sees("Documentos da apólice"),
    sees("Documentos da apólice"),
  ),
  "/employee-portal/policies/:id/documents/:documentId": staffOnly(
    downloads("%PDF-", /^application\/pdf$/),
    downloads("%PDF-", /^application\/pdf$/),
  ),
  // The renewal desk (decision 069) is for every approved person; `:id` is a renewal of a client
  // nobody looks after (everyone sees it). Another person's renewal: book-renewals.test.ts.
  "/employee-portal/renewals": staffOnly(sees("Renovações"), sees("Renovações")),
  "/employee-portal/renewals/:id": staffOnly(sees("Apólice que vence"), sees("Apólice que vence")),
  "/admin-portal/renewal-settings": staffOnly(to("/access/main-menu"), sees("Janelas de renovação")),
  "/admin-portal/renewal-indicators": staffOnly(
    to("/access/main-menu"),
    sees("Apólices que terminaram com a renovação aberta"),
  ),
  // The password is revealed by a POST only: a GET (a link, a prefetch) just leads to the portal.
  "/employee-portal/insurers/:insurer/password": staffOnly(to("/employee-portal"), to("/employee-portal")),
  // Importing a book (decision 068): admins only (bulk personal data). `:id` is an upload waiting
  // for its import, or a finished run (book-import-fixtures.ts); the report is its CSV.
  "/employee-portal/import": staffOnly(to("/access/main-menu"), sees("Importar carteira")),
  "/employee-portal/import/uploads/:id": staffOnly(to("/access/main-menu"), sees("Prévia da importação")),
  "/employee-portal/import/runs/:id": staffOnly(to("/access/main-menu"), sees("Relatório por linha")),
  "/employee-portal/import/runs/:id/report.csv": staffOnly(
    to("/access/main-menu"),
    downloads("Linha;Resultado;Motivo;Seguradora;Apólice", /^text\/csv; charset=utf-8$/),
  ),
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
export const LOADER_ROUTE_IDS = Object.fromEntries(
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
        const module: Record<string, unknown> = await import(`../../../app/${file}`);
        if (typeof module.loader === "function") ids.push(routeId(file));
      }
      return [path, ids] as const;
    }),
  ),
) as Record<GuardedPath, string[]>;

/** Who may run a route's action. Public forms (login, register…) are tested in staff-accounts. */
export type ActionAccess = "public" | "staff" | "admin";

/** One intent of one action, prepared on its own rows so that no test depends on another. */
export interface ActionCase {
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
  /** The client a `/employee-portal/clients/:id` path stands for, the policy a `/policies/:id…` one. */
  clientId?: string;
  policyId?: string;
  /** Files posted with the fields (a multipart form), by field name. */
  files?: Record<string, Blob & { name?: string }>;
  /** The record any other `:id` path stands for (a renewal, an import's upload or run). */
  pathId?: string;
  /** Where the redirect goes when it is not back to the same screen (a new lead's page). */
  lands?: RegExp;
}
/** Builds the case; `actor` is who posts (a fresh admin or staff member for the allowed run). */
export type MakeCase = (actor: StaffFixture | undefined) => Promise<ActionCase>;
/** Every guarded action's intents, by path then intent (cases/index.ts merges the domains'). */
export type CaseTable = Record<string, Record<string, MakeCase>>;

export const ACTION_ACCESS: Record<string, ActionAccess> = {
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
  "/access/employees/profile": "staff",
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
  "/employee-portal/clients/new": "staff",
  "/employee-portal/clients/:id": "staff",
  "/employee-portal/clients/:id/policies/new": "staff",
  "/employee-portal/policies/:id": "staff",
  "/employee-portal/leads/:id/whatsapp": "staff",
  "/employee-portal/insurers/:insurer/password": "staff",
  "/employee-portal/policies/:id/documents": "staff",
  "/employee-portal/renewals/:id": "staff",
  "/admin-portal/renewal-settings": "admin",
  "/employee-portal/import": "admin",
  "/employee-portal/import/uploads/:id": "admin",
};

/** The intents each guarded action accepts, from the modules that define them. */
export const ACCEPTED_INTENTS: Record<string, string[]> = {
  "/access/employees/two-step-setup": Object.keys(SETUP_DONE),
  // One form, one intent.
  "/access/employees/profile": ["save"],
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
  // The desk's intents and the book's win (decision 067).
  "/employee-portal/leads/:id": [
    ...Object.keys(LEAD_DONE).filter((intent) => intent !== "whatsapp"),
    ...Object.keys(WIN_DONE),
  ],
  "/employee-portal/leads/:id/whatsapp": ["whatsapp"],
  "/employee-portal/clients/new": Object.keys(NEW_CLIENT_DONE),
  "/employee-portal/clients/:id": Object.keys(CLIENT_DONE),
  "/employee-portal/clients/:id/policies/new": Object.keys(NEW_POLICY_DONE),
  "/employee-portal/policies/:id": Object.keys(POLICY_DONE),
  "/employee-portal/insurers/:insurer/password": ["reveal"],
  "/admin-portal/personal-data": Object.keys(PERSONAL_DATA_DONE),
  "/admin-portal/personal-data/export": ["export"],
  "/employee-portal/policies/:id/documents": Object.keys(DOCUMENTS_DONE),
  "/employee-portal/renewals/:id": Object.keys(RENEWAL_DONE),
  "/admin-portal/renewal-settings": Object.keys(RENEWAL_SETTINGS_DONE),
  "/employee-portal/import": Object.keys(IMPORT_DONE),
  "/employee-portal/import/uploads/:id": Object.keys(IMPORT_UPLOAD_DONE),
};

/** The person-data actions that answer in place: the search (results on the page) and the JSON file. */
export const answersInPlace = (path: string, intent: string) =>
  path === "/admin-portal/personal-data/export" ||
  (path === "/admin-portal/personal-data" && intent === "search");
