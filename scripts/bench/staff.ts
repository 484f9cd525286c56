/**
 * The staff screens with realistic data (issue 27): a fresh database (SQLite, the embedded
 * default, and PostgreSQL) migrated like a real one and filled with 1,000 people (pending,
 * approved, admins, disabled) and their sessions, the 40 insurers with their internal side,
 * 10,000 contact messages with their mails, 10,000 leads with their activities, 30,000 audit rows
 * and a year of demand counts; then `node server.js` (the production build) on it, and every
 * staff page of app/route-list.ts asked for in turn, as an admin, as a collaborator or signed
 * out (the sign-in screens), with the lists' filters and pages, a lead, a message, an insurer, a
 * product, a history, the CSV; and the `.data` request a client-side navigation makes to each
 * screen. Each request is sent RUNS times one after the other after a warm-up, and its time is
 * the client's wall time on loopback (request sent to last byte read): the server's time plus
 * well under a millisecond. The budget: p95 under STAFF_SCREEN_BUDGET_MS per request.
 * Longer than 450 lines on purpose: the seeding and the screens it seeds for are read together, and
 * the seed has no other user.
 * Long on purpose: the realistic data set and the screens measured on it belong together, so each number is read beside what it ran on.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { type Insertable, type InsertObject, type Kysely, sql } from "kysely";
import { currentContent, refreshContent, seedContent } from "~/.server/content";
import { saveInsurer } from "~/.server/insurers";
import type {
  AuditLogTable,
  ContactMessagesTable,
  Database,
  OutboxTable,
  SessionsTable,
  UsersTable,
} from "~/.server/platform";
import { migrateToLatest, openDatabase } from "~/.server/platform";
import { products } from "~/content/product-defaults";
import { defaultSiteDetails } from "~/content/site-defaults";
import { staffPages } from "~/route-list";
import { createStaffMember, sessionSigner } from "../../tests/support/staff-fixtures";
import { type DatabaseKind, freshDatabase } from "./databases";
import { random, seedDemand, seedLeads } from "./leads";
import { startApp } from "./processes";

/** p95 of each staff request's time, with the data below: the issue's bound. */
export const STAFF_SCREEN_BUDGET_MS = 100;
const RUNS = 30;
const WARM_UP = 3;

export const STAFF_DATA = {
  users: 1_000,
  messages: 10_000,
  leads: 10_000,
  audit: 30_000,
  /** Days the messages, leads and audit rows spread over: inside every retention period. */
  days: 330,
};

type Who = "admin" | "colaborador" | "anônimo";

export interface StaffScreenRow {
  database: DatabaseKind;
  /** The route-list path. */
  route: string;
  /** What was asked for (the path with its parameters and query). */
  url: string;
  who: Who;
  status: number;
  bytes: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface StaffBenchResult {
  data: typeof STAFF_DATA;
  seedSeconds: Partial<Record<DatabaseKind, number>>;
  rows: StaffScreenRow[];
  /** Staff routes not asked for, and why. */
  skipped: Array<{ route: string; reason: string }>;
}

const DAY = 86_400_000;
const pick = <T>(items: readonly T[], r: number): T =>
  items[Math.floor(r * items.length) % items.length] as T;
const iso = (t: number) => new Date(t).toISOString();

async function insertInBatches<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly InsertObject<Database, T>[],
): Promise<void> {
  // 500 rows a statement: under SQLite's and PostgreSQL's bound-parameter limits for every table here.
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 500))
      .execute();
}

interface Seeded {
  admin: string;
  collaborator: string;
  leadId: string;
  messageId: string;
}

/** Everything but the two signed-in people, who come first so the leads may be theirs. */
async function seed(
  db: Kysely<Database>,
  now: number,
  signedIn: { admin: string; collaborator: string },
  credentialsKey: Buffer,
): Promise<Omit<Seeded, "admin" | "collaborator">> {
  const rand = random(27);
  const users: Insertable<UsersTable>[] = [];
  for (let i = 0; i < STAFF_DATA.users - 2; i++) {
    const created = now - Math.floor(rand() * 3 * 365 * DAY);
    const r = rand();
    // 8 % pending (a third never confirmed the e-mail), 4 % admins, 5 % disabled, the rest collaborators.
    const status = r < 0.08 ? ("pending" as const) : ("approved" as const);
    users.push({
      id: randomUUID(),
      email: `pessoa${i}@corretora.bench`,
      password_hash: "x",
      role: r > 0.96 ? "admin" : "collaborator",
      status,
      name: rand() < 0.9 ? `Pessoa ${i} da Silva` : null,
      phone: rand() < 0.7 ? `4199${String(1_000_000 + i).slice(-7)}` : null,
      disabled_at: status === "approved" && r > 0.91 && r <= 0.96 ? iso(created + DAY) : null,
      email_confirmed_at: status === "pending" && rand() < 0.33 ? null : iso(created + 60_000),
      takes_leads: rand() < 0.2 ? 1 : 0,
      created_at: iso(created),
      updated_at: iso(created),
    });
  }
  await insertInBatches(db, "users", users);
  const approved = users.filter((u) => u.status === "approved" && !u.disabled_at).map((u) => u.id);

  // One or two live sessions for most approved people.
  const sessions: SessionsTable[] = approved.flatMap((userId) =>
    Array.from({ length: Math.floor(rand() * 2.5) }, () => {
      const seen = now - Math.floor(rand() * 20 * 60_000);
      return {
        id: randomBytes(32).toString("hex"),
        user_id: userId,
        expires_at: iso(now + 4 * 3_600_000),
        created_at: iso(seen - 3_600_000),
        last_seen_at: iso(seen),
        user_agent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0",
        second_step_pending: null,
        second_step_at: null,
      };
    }),
  );
  await insertInBatches(db, "sessions", sessions);

  // The insurers' internal side (portal, login, sealed password) for most of them, saved as the
  // editor saves it (a content version each, too).
  for (const [i, insurer] of currentContent().insurers.entries()) {
    if (i % 4 === 3) continue;
    const { id, hidden: _h, position: _p, logo: _l, ...record } = insurer;
    await saveInsurer(
      db,
      signedIn.admin,
      id,
      {
        record,
        internal: {
          portalUrl: `https://portal.${id}.com.br/corretor`,
          login: `corretora${i}`,
          password: `senha-${i}-${randomBytes(4).toString("hex")}`,
          clearPassword: false,
          managerName: `Gerente ${i}`,
          managerPhone: "41999990000",
          managerEmail: `gerente${i}@${id}.com.br`,
          conditions: "Comissão de 15 % no primeiro ano.",
          notes: "",
        },
      },
      credentialsKey,
    );
  }

  const slugs = products.map((p) => p.slug);
  const messages: ContactMessagesTable[] = [];
  const outbox: OutboxTable[] = [];
  for (let i = 0; i < STAFF_DATA.messages; i++) {
    const created = now - Math.floor(rand() ** 1.3 * STAFF_DATA.days * DAY);
    const id = randomUUID();
    messages.push({
      id,
      name: `Cliente ${i}`,
      email: `cliente${i}@exemplo.bench`,
      phone: rand() < 0.8 ? `4198${String(1_000_000 + i).slice(-7)}` : null,
      subject: pick(["Cotação", "Sinistro", "Dúvida", "Renovação"], rand()),
      contact_method: pick(["Email", "Telefone", "WhatsApp"], rand()),
      message: `Olá, gostaria de uma cotação. ${"Tenho um carro e moro em Curitiba. ".repeat(1 + Math.floor(rand() * 8))}`,
      product: rand() < 0.3 ? null : pick(slugs, rand()),
      handled_at: now - created > 3 * DAY || rand() < 0.5 ? iso(created + DAY) : null,
      created_at: iso(created),
    });
    // The brokerage's copy and the sender's confirmation; a few failed.
    for (const kind of ["brokerage", "confirmation"] as const) {
      const failed = rand() < 0.002;
      outbox.push({
        id: randomUUID(),
        kind,
        to_address: kind === "brokerage" ? "contato@corretora.bench" : `cliente${i}@exemplo.bench`,
        payload: "{}",
        ref_id: id,
        status: failed ? "failed" : "sent",
        attempts: failed ? 8 : 1,
        next_attempt_at: iso(created),
        locked_until: null,
        last_error: failed ? "550 caixa inexistente" : null,
        sent_at: failed ? null : iso(created + 5_000),
        created_at: iso(created),
      });
    }
  }
  await insertInBatches(db, "contact_messages", messages);
  await insertInBatches(db, "outbox", outbox);

  const owners = [signedIn.admin, signedIn.collaborator, ...approved.slice(0, 60)];
  await seedLeads(db, { now, count: STAFF_DATA.leads, staff: owners, rand, days: STAFF_DATA.days });
  await seedDemand(db, now, rand);

  const leadIds = (await db.selectFrom("leads").select("id").limit(2_000).execute()).map((l) => l.id);
  const insurerIds = currentContent().insurers.map((i) => i.id);
  const admins = users.filter((u) => u.role === "admin").map((u) => u.id);
  const audit: AuditLogTable[] = [];
  for (let i = 0; i < STAFF_DATA.audit; i++) {
    const r = rand();
    const [action, target] =
      r < 0.01
        ? ["insurer.password_reveal", pick(insurerIds, rand())]
        : r < 0.3
          ? ["contact.handled", pick(messages, rand()).id]
          : r < 0.6
            ? ["lead.stage", pick(leadIds, rand())]
            : r < 0.8
              ? ["user.edit", pick(users, rand()).id]
              : r < 0.9
                ? ["content.save", `insurer:${pick(insurerIds, rand())}`]
                : ["user.approve", pick(users, rand()).id];
    audit.push({
      id: randomUUID(),
      actor_id: pick(action === "insurer.password_reveal" ? approved : admins, rand()),
      action,
      target_id: target,
      details: null,
      created_at: iso(now - Math.floor(rand() * STAFF_DATA.days * DAY)),
    });
  }
  await insertInBatches(db, "audit_log", audit);

  const newest = await db
    .selectFrom("contact_messages")
    .select("id")
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  const mine = await db
    .selectFrom("leads")
    .select("id")
    .where("owner_id", "=", signedIn.collaborator)
    .orderBy("last_activity_at", "desc")
    .executeTakeFirstOrThrow();
  return { leadId: mine.id, messageId: newest.id };
}

interface StaffRequest {
  url: string;
  who: Who;
}

type StaffPath = (typeof staffPages)[number]["path"];

/**
 * What is asked for on each staff route (the typecheck fails when a route of route-list is not
 * here), or why it is not: a POST-only address has nothing to measure on GET.
 */
function staffRequests(s: Seeded): Record<StaffPath, StaffRequest[] | string> {
  const insurer = currentContent().insurers[0]?.id ?? "";
  const product = products[0]?.slug ?? "";
  const admin = (...urls: string[]) => urls.map((url) => ({ url, who: "admin" as const }));
  const collaborator = (...urls: string[]) => urls.map((url) => ({ url, who: "colaborador" as const }));
  const anonymous = (url: string) => [{ url, who: "anônimo" as const }];
  return {
    "/access/employees": anonymous("/access/employees"),
    "/access/employees/register": anonymous("/access/employees/register"),
    "/access/employees/forgot-password": anonymous("/access/employees/forgot-password"),
    "/access/employees/reset-password": anonymous("/access/employees/reset-password"),
    "/access/employees/confirm-email": anonymous("/access/employees/confirm-email"),
    "/access/employees/verification": "segundo passo: só existe no meio de um login",
    "/access/employees/two-step-setup": "ativação do segundo passo: só existe no meio de um login",
    "/access/employees/profile": collaborator("/access/employees/profile"),
    "/access/admin-menu": admin("/access/admin-menu"),
    "/access/main-menu": collaborator("/access/main-menu"),
    "/access/logout": "encerraria a sessão medida",
    "/employee-portal": [...collaborator("/employee-portal"), ...admin("/employee-portal")],
    "/employee-portal/insurers/:insurer/password": "só POST (mostrar a senha)",
    "/employee-portal/clients": collaborator(
      "/employee-portal/clients",
      "/employee-portal/clients?busca=silva",
    ),
    "/employee-portal/clients/new": collaborator("/employee-portal/clients/new"),
    "/employee-portal/clients/:id":
      "a base do bench não tem clientes (a carteira se mede com a sua própria base)",
    "/employee-portal/clients/:id/policies/new": "a base do bench não tem clientes",
    "/employee-portal/policies/:id": "a base do bench não tem apólices",
    "/employee-portal/import": admin("/employee-portal/import"),
    "/employee-portal/import/uploads/:id":
      "prévia de um arquivo enviado: existe só entre o envio e a importação",
    "/employee-portal/import/runs/:id":
      "uma importação: a medida de 10.000 linhas é scripts/bench/book-import.ts",
    "/employee-portal/import/runs/:id/report.csv":
      "relatório de uma importação (scripts/bench/book-import.ts)",
    "/employee-portal/leads": [
      ...collaborator(
        "/employee-portal/leads",
        "/employee-portal/leads?dono=meus",
        "/employee-portal/leads?parados=1",
        "/employee-portal/leads?busca=Pessoa+12",
      ),
      ...admin(
        "/employee-portal/leads",
        "/employee-portal/leads?pagina=20",
        "/employee-portal/leads?etapa=cotando",
        `/employee-portal/leads?produto=${product}`,
      ),
    ],
    "/employee-portal/leads/new": collaborator("/employee-portal/leads/new"),
    "/employee-portal/leads/:id": [
      ...collaborator(`/employee-portal/leads/${s.leadId}`),
      ...admin(`/employee-portal/leads/${s.leadId}`),
    ],
    "/employee-portal/leads/:id/whatsapp": "anota um contato por WhatsApp a cada pedido",
    "/employee-portal/unseen-leads": collaborator("/employee-portal/unseen-leads"),
    "/employee-portal/policies/:id/documents":
      "a semeadura desta medida não cria apólices (a da carteira cria)",
    "/employee-portal/policies/:id/documents/:documentId": "um arquivo baixado, cada download auditado",
    "/admin-portal": admin("/admin-portal", "/admin-portal?pagina=2"),
    "/admin-portal/messages": admin("/admin-portal/messages", "/admin-portal/messages?pagina=2"),
    "/admin-portal/messages/:id": admin(`/admin-portal/messages/${s.messageId}`),
    "/admin-portal/site": admin("/admin-portal/site"),
    "/admin-portal/products": admin("/admin-portal/products"),
    "/admin-portal/products/:slug": admin(`/admin-portal/products/${product}`),
    "/admin-portal/insurers": admin("/admin-portal/insurers"),
    "/admin-portal/insurers/:insurer": admin(`/admin-portal/insurers/${insurer}`),
    "/admin-portal/audit": admin("/admin-portal/audit", "/admin-portal/audit?filtro=senhas"),
    "/admin-portal/lead-indicators": admin(
      "/admin-portal/lead-indicators",
      "/admin-portal/lead-indicators?periodo=mes-passado",
    ),
    "/admin-portal/lead-indicators/leads.csv": admin(
      "/admin-portal/lead-indicators/leads.csv?periodo=mes-passado",
    ),
    "/admin-portal/lead-owners": admin("/admin-portal/lead-owners"),
    "/admin-portal/launch": admin("/admin-portal/launch"),
    "/admin-portal/lead-stages": admin("/admin-portal/lead-stages"),
    // The renewal desk (decision 069): its list on whatever book the bench holds; a renewal's page
    // needs a seeded renewal, which this bench does not make yet.
    "/employee-portal/renewals": [
      ...collaborator("/employee-portal/renewals"),
      ...admin("/employee-portal/renewals", "/employee-portal/renewals?atrasadas=1"),
    ],
    "/employee-portal/renewals/:id": "a base medida ainda não tem renovações",
    "/admin-portal/renewal-settings": admin("/admin-portal/renewal-settings"),
    "/admin-portal/renewal-indicators": admin("/admin-portal/renewal-indicators"),
    "/admin-portal/personal-data": admin("/admin-portal/personal-data"),
    "/admin-portal/personal-data/export": "só POST (o arquivo da exportação)",
    "/admin-portal/history/:kind/:key": admin(`/admin-portal/history/insurer/${insurer}`),
  };
}

/** The address a client-side navigation fetches a screen's data from (React Router's single fetch). */
function dataUrl(url: string): string {
  const [pathname, query] = url.split("?");
  return `${pathname}.data${query ? `?${query}` : ""}`;
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(
  baseUrl: string,
  url: string,
  cookie: string | undefined,
): Promise<{ status: number; bytes: number; times: number[]; location: string | null }> {
  const times: number[] = [];
  let status = 0;
  let bytes = 0;
  let location: string | null = null;
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${url}`, {
      redirect: "manual",
      headers: { ...(cookie ? { Cookie: cookie } : {}), "Accept-Encoding": "br, gzip" },
    });
    const body = await res.arrayBuffer();
    if (i >= WARM_UP) times.push(performance.now() - started);
    status = res.status;
    bytes = body.byteLength;
    location = res.headers.get("location");
  }
  return { status, bytes, times: times.sort((a, b) => a - b), location };
}

async function measureOn(kind: DatabaseKind, result: StaffBenchResult): Promise<void> {
  const databaseUrl = await freshDatabase(kind, "bench_staff");
  const handle = openDatabase(databaseUrl);
  const db = handle.db;
  const sessionSecret = randomBytes(32).toString("hex");
  const credentialsKey = randomBytes(32);
  const started = performance.now();
  try {
    await migrateToLatest(db);
    await seedContent(db, defaultSiteDetails.quotePortalUrl);
    await refreshContent(db, defaultSiteDetails.quotePortalUrl);
    const sign = sessionSigner(sessionSecret);
    const admin = await createStaffMember(db, sign, "admin", "approved", { email: "chefe@corretora.bench" });
    const collaborator = await createStaffMember(db, sign, "collaborator", "approved", {
      email: "colaboradora@corretora.bench",
    });
    const seeded = {
      admin: admin.user.id,
      collaborator: collaborator.user.id,
      ...(await seed(
        db,
        Date.now(),
        { admin: admin.user.id, collaborator: collaborator.user.id },
        credentialsKey,
      )),
    };
    // PostgreSQL's autovacuum would have analysed tables this size; SQLite is left as the app
    // leaves it (it never runs ANALYZE).
    if (kind === "postgres") await sql`analyze`.execute(db);
    result.seedSeconds[kind] = (performance.now() - started) / 1000;

    const baseUrl = await startApp({
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: sessionSecret,
      CREDENTIALS_KEY: credentialsKey.toString("hex"),
    });
    const cookies: Record<Who, string | undefined> = {
      admin: admin.cookie,
      colaborador: collaborator.cookie,
      anônimo: undefined,
    };
    const requests = staffRequests(seeded);
    for (const page of staffPages) {
      const asked = requests[page.path];
      if (typeof asked === "string") {
        if (kind === "sqlite" || !result.skipped.some((s) => s.route === page.path))
          result.skipped.push({ route: page.path, reason: asked });
        continue;
      }
      // A screen's own address, then (not for a download) the `.data` of a navigation to it.
      const screen = !page.file.endsWith(".ts");
      for (const { url, who } of asked) {
        for (const address of screen && who !== "anônimo" ? [url, dataUrl(url)] : [url]) {
          const { status, bytes, times, location } = await measure(baseUrl, address, cookies[who]);
          // A signed-in request sent to the sign-in screen measured the guard, not the screen.
          if (status >= 400 || (who !== "anônimo" && location?.includes("/access/employees"))) {
            throw new Error(`${address} (${who}) respondeu ${status} ${location ?? ""}`);
          }
          result.rows.push({
            database: kind,
            route: page.path,
            url: address,
            who,
            status,
            bytes,
            p50Ms: percentile(times, 50),
            p95Ms: percentile(times, 95),
            maxMs: times.at(-1) ?? 0,
          });
        }
      }
    }
  } finally {
    await db.destroy();
  }
}

export async function measureStaffScreens(databases: readonly DatabaseKind[]): Promise<StaffBenchResult> {
  const result: StaffBenchResult = { data: STAFF_DATA, seedSeconds: {}, rows: [], skipped: [] };
  for (const kind of databases) await measureOn(kind, result);
  return result;
}

/**
 * A file to download (the CSV export), not a screen: timed and shown, without the screens'
 * budget, as the lead desk's part does with the same export (issue 27 budgets screens).
 */
export const isDownload = (url: string) => /\.csv(?:\?|$)/.test(url);

/** Every screen's p95 under STAFF_SCREEN_BUDGET_MS. */
export function checkStaffBudget(result: StaffBenchResult | undefined): string[] {
  if (!result) return [];
  return result.rows
    .filter((r) => !isDownload(r.url) && !(r.p95Ms < STAFF_SCREEN_BUDGET_MS))
    .map(
      (r) =>
        `equipe [${r.database}] ${r.url} (${r.who}): p95 ${Math.round(r.p95Ms)} ms (orçamento < ${STAFF_SCREEN_BUDGET_MS} ms)`,
    );
}
