/**
 * The lead indicators and the CSV export (issue 29, decision 043), on SQLite and PostgreSQL: each
 * indicator from crafted leads in a fixed week (its edges included), the first contact counted in
 * business hours only (across a weekend, outside hours), and the CSV over HTTP as the admin
 * downloads it: headers, escaping, audited, refused to anyone else.
 * Over 450 lines on purpose: each indicator shares the one crafted week the file builds first.
 * Long on purpose: the indicators and the CSV read one crafted week, built once per database.
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CSV_HEADERS, csvField, leadIndicators, leadPeriod, leadsCsv } from "~/.server/leads/indicators";
import type { Database, LeadActivityKind, LeadSource } from "~/.server/platform";
import { migrateToLatest } from "~/.server/platform";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { defaultBusinessHours } from "~/content/business-hours";
import { products } from "~/content/product-defaults";
import { defaultSiteDetails } from "~/content/site-defaults";
import { contentFormFields, liveSiteDetails } from "../support/content-form";
import { describeOn, projectDatabase } from "../support/database-project";
import { escapeHtml, LOGIN, useServerSuite } from "../support/http-assertions";
import { createStaff, makeDatabase, type TestDatabase } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

/** Thursday 26 November 2026, 12:00 in Brasília: "this week" is Monday 23 to Sunday 29. */
const NOW = Date.parse("2026-11-26T15:00:00Z");
/** A Brasília wall-clock time as stored (UTC ISO): "2026-11-23 09:00" → 12:00Z. */
const brt = (wall: string) => new Date(Date.parse(`${wall.replace(" ", "T")}:00-03:00`)).toISOString();

interface LeadRow {
  created: string;
  product?: string | null;
  source?: LeadSource;
  stage?: string;
  closed?: string | null;
  lostReason?: string | null;
  name?: string;
  email?: string | null;
  phone?: string | null;
  lostNote?: string | null;
  nextActionAt?: string | null;
}

async function insertLead(db: Kysely<Database>, row: LeadRow): Promise<string> {
  const id = randomUUID();
  const created = brt(row.created);
  await db
    .insertInto("leads")
    .values({
      id,
      name: row.name ?? "Pessoa Teste",
      email: row.email ?? null,
      phone: row.phone ?? null,
      product: row.product ?? null,
      source: row.source ?? "site",
      stage_id: row.stage ?? "novo",
      lost_reason_id: row.lostReason ?? null,
      lost_note: row.lostNote ?? null,
      next_action_at: row.nextActionAt ? brt(row.nextActionAt) : null,
      created_at: created,
      updated_at: created,
      last_activity_at: created,
      closed_at: row.closed ? brt(row.closed) : null,
    })
    .execute();
  return id;
}

async function addActivity(
  db: Kysely<Database>,
  leadId: string,
  kind: LeadActivityKind,
  at: string,
  actorId: string | null,
): Promise<void> {
  await db
    .insertInto("lead_activities")
    .values({ id: randomUUID(), lead_id: leadId, kind, actor_id: actorId, created_at: brt(at) })
    .execute();
}

// No database in this block nor in csvField's: they run in one project only.
describeOn("sqlite", "the week and the month in the brokerage's time zone", () => {
  it("runs Monday 00:00 to the next Monday 00:00 in Brasília, and months from the 1st", () => {
    const zone = "America/Sao_Paulo";
    expect(leadPeriod("esta-semana", zone, NOW)).toEqual({
      key: "esta-semana",
      from: "2026-11-23T03:00:00.000Z",
      to: "2026-11-30T03:00:00.000Z",
      firstDay: "2026-11-23",
      lastDay: "2026-11-29",
    });
    expect(leadPeriod("semana-passada", zone, NOW)).toMatchObject({
      from: "2026-11-16T03:00:00.000Z",
      to: "2026-11-23T03:00:00.000Z",
    });
    expect(leadPeriod("este-mes", zone, NOW)).toMatchObject({
      from: "2026-11-01T03:00:00.000Z",
      to: "2026-12-01T03:00:00.000Z",
      lastDay: "2026-11-30",
    });
    // January's "last month" is the previous year's December.
    expect(leadPeriod("mes-passado", zone, Date.parse("2027-01-10T12:00:00Z"))).toMatchObject({
      firstDay: "2026-12-01",
      lastDay: "2026-12-31",
    });
    // Sunday 23:59 in Brasília is already Monday in UTC, and still the week before.
    expect(leadPeriod("esta-semana", zone, Date.parse("2026-11-30T02:59:00Z")).firstDay).toBe("2026-11-23");
  });
});

describe(`lead indicators on ${kind}`, () => {
  let database: TestDatabase;
  let h: DatabaseHandle;
  let staffId: string;
  const week = leadPeriod("esta-semana", "America/Sao_Paulo", NOW);

  beforeEach(async () => {
    database = await makeDatabase(kind);
    h = openDatabase(database.url);
    await migrateToLatest(h.db);
    staffId = (await createStaff(h.db, "collaborator", "approved")).user.id;
  });
  afterEach(async () => {
    await h?.db.destroy();
    await database?.drop();
  });

  it("counts the leads created in the week by product and by source, its first and last minute included", async () => {
    // Sunday 22, 23:59 in Brasília: the week before. Monday 23, 00:00: the first minute.
    await insertLead(h.db, { created: "2026-11-22 23:59", product: "automobile" });
    await insertLead(h.db, { created: "2026-11-23 00:00", product: "automobile" });
    await insertLead(h.db, { created: "2026-11-25 10:00", product: "automobile", source: "phone" });
    await insertLead(h.db, { created: "2026-11-26 10:00", product: "travel", source: "referral" });
    await insertLead(h.db, { created: "2026-11-29 23:59", product: null });
    // Monday 30, 00:00: the next week.
    await insertLead(h.db, { created: "2026-11-30 00:00", product: "travel" });

    const got = await leadIndicators(h.db, week, defaultBusinessHours);
    expect(got.created).toBe(4);
    expect(got.byProduct[0]).toEqual({ product: "automobile", leads: 2 });
    expect(new Map(got.byProduct.map((r) => [r.product, r.leads]))).toEqual(
      new Map<string | null, number>([
        ["automobile", 2],
        ["travel", 1],
        [null, 1],
      ]),
    );
    expect(new Map(got.bySource.map((r) => [r.source, r.leads]))).toEqual(
      new Map([
        ["site", 2],
        ["phone", 1],
        ["referral", 1],
      ]),
    );
    expect(got.bySource[0]).toEqual({ source: "site", leads: 2 });
  });

  it("converts: won ÷ (won + lost) closed in the week; the week's leads won by now; lost reasons", async () => {
    await insertLead(h.db, { created: "2026-11-02 10:00", stage: "ganho", closed: "2026-11-24 10:00" });
    await insertLead(h.db, { created: "2026-11-24 10:00", stage: "ganho", closed: "2026-11-25 10:00" });
    await insertLead(h.db, { created: "2026-11-24 11:00", stage: "ganho", closed: "2026-11-25 11:00" });
    // Closed the week before: not this week's.
    await insertLead(h.db, { created: "2026-11-10 10:00", stage: "ganho", closed: "2026-11-22 23:59" });
    await insertLead(h.db, {
      created: "2026-11-10 10:00",
      stage: "perdido",
      closed: "2026-11-23 00:00",
      lostReason: "preco",
    });
    await insertLead(h.db, {
      created: "2026-11-20 10:00",
      stage: "perdido",
      closed: "2026-11-26 09:00",
      lostReason: "preco",
    });
    await insertLead(h.db, {
      created: "2026-11-20 10:00",
      stage: "perdido",
      closed: "2026-11-26 09:00",
      lostReason: "sem-retorno",
    });
    await insertLead(h.db, { created: "2026-11-20 10:00", stage: "perdido", closed: "2026-11-27 09:00" });
    await insertLead(h.db, { created: "2026-11-25 10:00", stage: "cotando" });

    const got = await leadIndicators(h.db, week, defaultBusinessHours);
    expect({ won: got.won, lost: got.lost }).toEqual({ won: 3, lost: 4 });
    expect(got.conversion).toBeCloseTo(3 / 7);
    expect(got.created).toBe(3);
    expect(got.createdNowWon).toBe(2);
    expect(got.lostReasons[0]).toEqual({ reasonId: "preco", label: "Preço", leads: 2 });
    expect(new Map(got.lostReasons.map((r) => [r.label, r.leads]))).toEqual(
      new Map([
        ["Preço", 2],
        ["Sem retorno", 1],
        ["Sem motivo registrado", 1],
      ]),
    );
  });

  it("counts the leads parado now, per stage, and the site's demand per product in the week's days", async () => {
    const now = new Date(NOW);
    // Novo is parado after 1 business day, Cotando after 5 (the defaults).
    await insertLead(h.db, { created: "2026-11-20 10:00", stage: "novo" });
    await insertLead(h.db, { created: "2026-11-26 11:00", stage: "novo" });
    await insertLead(h.db, { created: "2026-11-18 10:00", stage: "cotando" });
    await insertLead(h.db, { created: "2026-11-20 10:00", stage: "cotando" });
    await insertLead(h.db, {
      created: "2026-11-26 09:00",
      stage: "em-contato",
      nextActionAt: "2026-11-26 11:59",
    });
    await insertLead(h.db, {
      created: "2026-11-26 09:00",
      stage: "em-contato",
      nextActionAt: "2026-11-26 12:01",
    });
    await insertLead(h.db, { created: "2026-10-01 10:00", stage: "ganho", closed: "2026-10-02 10:00" });
    await h.db
      .insertInto("demand_counts")
      .values([
        { day: "2026-11-22", product: "travel", kind: "quote", count: 50 },
        { day: "2026-11-23", product: "travel", kind: "quote", count: 3 },
        { day: "2026-11-29", product: "travel", kind: "quote", count: 2 },
        { day: "2026-11-24", product: "travel", kind: "whatsapp", count: 4 },
        { day: "2026-11-25", product: "automobile", kind: "whatsapp", count: 1 },
        { day: "2026-11-30", product: "automobile", kind: "quote", count: 9 },
      ])
      .execute();

    const got = await leadIndicators(h.db, week, defaultBusinessHours, now);
    expect(got.stalled).toEqual({
      total: 3,
      byStage: [
        { stageId: "novo", label: "Novo", leads: 1 },
        { stageId: "em-contato", label: "Em contato", leads: 1 },
        { stageId: "cotando", label: "Cotando", leads: 1 },
      ],
    });
    expect(new Map(got.demand.map((row) => [row.product, row]))).toEqual(
      new Map([
        ["travel", { product: "travel", quote: 5, whatsapp: 4 }],
        ["automobile", { product: "automobile", quote: 0, whatsapp: 1 }],
      ]),
    );
  });

  it("no closed lead: no conversion (not 0 %)", async () => {
    await insertLead(h.db, { created: "2026-11-24 10:00" });
    const got = await leadIndicators(h.db, week, defaultBusinessHours);
    expect(got.conversion).toBeNull();
    expect(got.firstContact).toEqual({ medianMs: null, contacted: 0, waiting: 1 });
  });

  it("measures the first contact in business hours: across a weekend, outside hours, the median", async () => {
    const min = 60_000;
    // Tuesday 10:00 → a note at 10:05 (not a contact), a call at 10:20: 20 min.
    const tuesday = await insertLead(h.db, { created: "2026-11-24 10:00" });
    await addActivity(h.db, tuesday, "note", "2026-11-24 10:05", staffId);
    await addActivity(h.db, tuesday, "call", "2026-11-24 10:20", staffId);
    await addActivity(h.db, tuesday, "email", "2026-11-24 10:30", staffId);
    // Thursday 17:30 → WhatsApp on Friday 09:15: 30 min on Thursday + 15 on Friday = 45 min.
    const evening = await insertLead(h.db, { created: "2026-11-26 17:30" });
    await addActivity(h.db, evening, "whatsapp", "2026-11-27 09:15", staffId);
    // Saturday 10:00 (closed) → e-mail on Monday 09:30: 30 min, the weekend not counted.
    const weekend = await insertLead(h.db, { created: "2026-11-28 10:00" });
    await addActivity(h.db, weekend, "email", "2026-11-30 09:30", staffId);
    // Wednesday 20:00 → call at 21:00, both outside hours: 0 min.
    const night = await insertLead(h.db, { created: "2026-11-25 20:00" });
    await addActivity(h.db, night, "call", "2026-11-25 21:00", staffId);
    // Waiting: only the site's own e-mail (no staff actor) and a stage change.
    const waiting = await insertLead(h.db, { created: "2026-11-25 09:00" });
    await addActivity(h.db, waiting, "email", "2026-11-25 09:01", null);
    await addActivity(h.db, waiting, "stage", "2026-11-25 09:02", staffId);
    // Entered by staff from a phone call: not a visitor waiting, left out.
    const phone = await insertLead(h.db, { created: "2026-11-24 10:00", source: "phone" });
    await addActivity(h.db, phone, "call", "2026-11-27 10:00", staffId);

    const got = await leadIndicators(h.db, week, defaultBusinessHours);
    // Waits 0, 20, 30, 45 min: the median of an even count is the mean of the middle two.
    expect(got.firstContact).toEqual({ medianMs: 25 * min, contacted: 4, waiting: 1 });

    // One more (Monday 08:00 → 18:00: the whole day, 9 h): 0, 20, 30, 45, 540 → 30 min.
    const monday = await insertLead(h.db, { created: "2026-11-23 08:00" });
    await addActivity(h.db, monday, "call", "2026-11-23 18:00", staffId);
    expect((await leadIndicators(h.db, week, defaultBusinessHours)).firstContact).toEqual({
      medianMs: 30 * min,
      contacted: 5,
      waiting: 1,
    });

    // Open on Saturdays 09:00–12:00: the weekend lead waited 2 h 30 (10:00–12:00, then Monday's
    // 30 min), so the waits are 0, 20, 45, 150, 540 min.
    const saturdays = {
      ...defaultBusinessHours,
      week: defaultBusinessHours.week.map((day, i) => (i === 5 ? { opens: "09:00", closes: "12:00" } : day)),
    };
    const waits = await leadIndicators(h.db, week, saturdays);
    expect(waits.firstContact.medianMs).toBe(45 * min);
  });

  it("writes the CSV: BOM, `;`, the headers, quotes and formula prefixes escaped, oldest first", async () => {
    await insertLead(h.db, {
      created: "2026-11-24 10:00",
      name: '=HYPERLINK("http://mal.example";"clique")',
      email: "ana@example.com",
      phone: "+5541999990000",
      product: "automobile",
      stage: "perdido",
      closed: "2026-11-25 10:00",
      lostReason: "preco",
      lostNote: "Achou caro; volta em março\nligar de novo",
    });
    await insertLead(h.db, { created: "2026-11-23 09:00", name: "Bruno Silva", source: "walk-in" });
    await insertLead(h.db, { created: "2026-11-22 09:00", name: "Fora do período" });

    const { csv, count } = await leadsCsv(h.db, week, "America/Sao_Paulo", (slug) =>
      slug === "automobile" ? "Seguro Auto" : slug,
    );
    expect(count).toBe(2);
    expect(csv.startsWith("\uFEFFCriada em;Nome;E-mail;Telefone;")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(CSV_HEADERS.join(";"));
    expect(lines[1]).toMatch(/^23\/11\/2026,? 09:00;Bruno Silva;;;;;Visita à corretora;Novo;/);
    expect(lines[2]).toContain(
      `;"'=HYPERLINK(""http://mal.example"";""clique"")";ana@example.com;'+5541999990000;;Seguro Auto;Formulário do site;Perdido;`,
    );
    expect(lines[2]).toContain(`;Preço;"Achou caro; volta em março\nligar de novo";`);
    expect(csv).not.toContain("Fora do período");
  });
});

describeOn("sqlite", "csvField", () => {
  it("disarms what a spreadsheet would run, and quotes what would split a field", () => {
    expect(csvField("=1+1")).toBe("'=1+1");
    expect(csvField("+55 41")).toBe("'+55 41");
    expect(csvField("-2")).toBe("'-2");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\t=1")).toBe("'\t=1");
    expect(csvField("a=1")).toBe("a=1");
    expect(csvField('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField(null)).toBe("");
  });
});

describe(`the indicators over HTTP on ${kind}`, () => {
  const s = useServerSuite(kind);
  let leadName: string;

  beforeAll(async () => {
    leadName = `Cliente ${randomUUID().slice(0, 8)}`;
    const now = new Date().toISOString();
    await s.handle.db
      .insertInto("leads")
      .values({
        id: randomUUID(),
        name: `-${leadName}`,
        email: "cliente@example.com",
        phone: "41999990000",
        product: "travel",
        source: "site",
        stage_id: "novo",
        created_at: now,
        updated_at: now,
        last_activity_at: now,
      })
      .execute();
  });

  const exports = () =>
    s.handle.db.selectFrom("audit_log").selectAll().where("action", "=", "lead.export_csv").execute();

  it("the admin reads this week's leads by product and source", async () => {
    const html = await (await s.server.get("/admin-portal/lead-indicators", s.admin.cookie)).text();
    expect(html).toContain("Oportunidades e procura no site, por produto");
    expect(html).toContain(escapeHtml(products.find((p) => p.slug === "travel")?.title ?? "?"));
    expect(html).toContain("Formulário do site");
    expect(html).toContain("periodo=esta-semana");
  });

  it("the admin downloads the CSV, and the log keeps the period and the count, not the person", async () => {
    const before = (await exports()).length;
    const res = await s.server.get(
      "/admin-portal/lead-indicators/leads.csv?periodo=este-mes",
      s.admin.cookie,
    );
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="oportunidades-\d{4}-\d{2}-01-a-/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = new Uint8Array(
      await (await s.server.get("/admin-portal/lead-indicators/leads.csv", s.admin.cookie)).arrayBuffer(),
    );
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(body).toContain(`;'-${leadName};cliente@example.com;41999990000;`);
    const rows = await exports();
    expect(rows.length).toBe(before + 2);
    const row = rows.find((r) => r.details?.includes("este-mes"));
    expect(row?.actor_id).toBe(s.admin.user.id);
    const details = JSON.parse(row?.details ?? "{}");
    expect(details).toEqual({
      period: "este-mes",
      from: expect.stringMatching(/^\d{4}-\d{2}-01$/),
      to: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      count: 1,
    });
    expect(row?.details).not.toContain(leadName);
    expect(row?.details).not.toContain("cliente@example.com");
  });

  it("business hours in Dados da corretora: refused in Portuguese, else saved and used by the CSV's dates", async () => {
    const site = { ...defaultSiteDetails, ...(await liveSiteDetails(s.handle.db)) };
    const versions = async () =>
      (
        await s.handle.db
          .selectFrom("content_versions")
          .select("version")
          .where("kind", "=", "site")
          .execute()
      ).length;
    const before = await versions();
    const post = (businessHours: unknown) =>
      s.server.post(
        "/admin-portal/site",
        { intent: "save", ...contentFormFields({ ...site, businessHours }) },
        s.admin.cookie,
      );
    const monday = (day: { opens: string; closes: string }, timeZone = "America/Sao_Paulo") => ({
      timeZone,
      week: [day, ...defaultBusinessHours.week.slice(1)],
    });
    const refused = await post(monday({ opens: "09:00", closes: "09:00" }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(escapeHtml("O fechamento precisa ser depois da abertura."));
    const bad = await post(monday({ opens: "09:00", closes: "" }));
    expect(await bad.text()).toContain(
      escapeHtml("Preencha abertura e fechamento, ou deixe os dois em branco (fechado)."),
    );
    expect(await versions()).toBe(before);

    await s.expectRedirect(
      await post(monday({ opens: "08:00", closes: "12:00" }, "America/Manaus")),
      "/admin-portal/site",
    );
    const stored = await liveSiteDetails(s.handle.db);
    expect(stored.businessHours).toEqual(monday({ opens: "08:00", closes: "12:00" }, "America/Manaus"));
    const lead = await s.handle.db
      .selectFrom("leads")
      .select("created_at")
      .where("name", "=", `-${leadName}`)
      .executeTakeFirstOrThrow();
    const manaus = new Intl.DateTimeFormat("pt-BR", {
      dateStyle: "short",
      timeStyle: "short",
      timeZone: "America/Manaus",
    }).format(new Date(lead.created_at));
    const csv = await (await s.server.get("/admin-portal/lead-indicators/leads.csv", s.admin.cookie)).text();
    expect(csv).toContain(`${manaus};'-${leadName};`);

    await s.expectRedirect(await post(defaultBusinessHours), "/admin-portal/site");
  });

  it("a collaborator or a visitor gets no file and writes nothing to the log", async () => {
    const before = (await exports()).length;
    for (const cookie of [s.collaborator.cookie, undefined]) {
      const res = await s.server.get("/admin-portal/lead-indicators/leads.csv", cookie);
      const body = await res.text();
      expect(res.status).toBe(302);
      expect(body).not.toContain(leadName);
    }
    const res = await s.server.get("/admin-portal/lead-indicators/leads.csv");
    await res.text();
    expect(s.where(res)?.startsWith(LOGIN)).toBe(true);
    expect((await exports()).length).toBe(before);
  });
});
