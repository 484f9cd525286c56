/**
 * "Parado" in SQL (issue 29, decision 042), on SQLite and PostgreSQL: whereStalled finds the open
 * leads whose next action date passed or whose last activity is older than their stage's business
 * days, and nothing else; the counts and lists by owner follow it.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countStalled, loadStalledRule, stalledLeads, whereStalled } from "~/.server/leads/stalled";
import { migrateToLatest } from "~/.server/platform";
import { type DatabaseHandle, openDatabase } from "~/.server/platform/db/database";
import { projectDatabase } from "../support/database-project";
import { insertLead } from "../support/lead-rows";
import { createStaff, makeDatabase, type TestDatabase } from "../support/test-server";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

/** São Paulo wall-clock time (UTC−3) as an ISO instant. */
const iso = (wall: string) => new Date(`${wall}-03:00`).toISOString();
// Monday 2026-11-30, 10:00 in São Paulo: Novo's cutoff is Friday 10:00, the others' Monday 23rd 10:00.
const NOW = new Date(`2026-11-30T10:00:00-03:00`);

describe(`parado leads on ${kind}`, () => {
  let database: TestDatabase;
  let h: DatabaseHandle;

  beforeEach(async () => {
    database = await makeDatabase(kind);
    h = openDatabase(database.url);
    await migrateToLatest(h.db);
  });
  afterEach(async () => {
    await h?.db.destroy();
    await database?.drop();
  });

  const addLead = (
    name: string,
    fields: { stage?: string; lastActivity: string; nextAction?: string | null; owner?: string | null },
  ) =>
    insertLead(h.db, {
      name,
      stage_id: fields.stage ?? "novo",
      owner_id: fields.owner ?? null,
      next_action_at: fields.nextAction ?? null,
      at: fields.lastActivity,
    });

  const stalledNames = async () => {
    const rule = await loadStalledRule(h.db, NOW);
    const rows = await h.db
      .selectFrom("leads as l")
      .select("l.name")
      .where(whereStalled(rule, "l"))
      .orderBy("l.name")
      .execute();
    return rows.map((r) => r.name);
  };

  it("a Novo lead is parado one business day after its last activity, counted over the weekend", async () => {
    await addLead("novo-sexta-0959", { lastActivity: iso("2026-11-27T09:59:00") });
    await addLead("novo-sexta-1000", { lastActivity: iso("2026-11-27T10:00:00") });
    await addLead("novo-sabado", { lastActivity: iso("2026-11-28T12:00:00") });
    await addLead("cotando-6-dias", { stage: "cotando", lastActivity: iso("2026-11-23T09:59:00") });
    await addLead("cotando-5-dias", { stage: "cotando", lastActivity: iso("2026-11-23T10:00:00") });
    expect(await stalledNames()).toEqual(["cotando-6-dias", "novo-sexta-0959"]);
  });

  it("a next action date before now makes a recent lead parado; one at or after now does not", async () => {
    const recent = iso("2026-11-30T09:00:00");
    await addLead("vencida", {
      stage: "cotando",
      lastActivity: recent,
      nextAction: iso("2026-11-30T09:59:59"),
    });
    await addLead("agora", { stage: "cotando", lastActivity: recent, nextAction: NOW.toISOString() });
    await addLead("amanha", {
      stage: "cotando",
      lastActivity: recent,
      nextAction: iso("2026-12-01T09:00:00"),
    });
    expect(await stalledNames()).toEqual(["vencida"]);
  });

  it("closed leads are never parado, however old", async () => {
    const old = iso("2026-01-05T10:00:00");
    await addLead("ganho", { stage: "ganho", lastActivity: old, nextAction: old });
    await addLead("perdido", { stage: "perdido", lastActivity: old, nextAction: old });
    await addLead("aberto", { stage: "proposta-enviada", lastActivity: old });
    expect(await stalledNames()).toEqual(["aberto"]);
  });

  it("follows the stage's N as the admin sets it", async () => {
    await addLead("cotando-2-dias", { stage: "cotando", lastActivity: iso("2026-11-26T09:00:00") });
    expect(await stalledNames()).toEqual([]);
    await h.db
      .updateTable("lead_stages")
      .set({ stalled_after_days: 2 })
      .where("id", "=", "cotando")
      .execute();
    expect(await stalledNames()).toEqual(["cotando-2-dias"]);
  });

  it("counts and lists by owner, unassigned and all, longest parado first", async () => {
    const ana = await createStaff(h.db, "collaborator", "approved");
    const bia = await createStaff(h.db, "collaborator", "approved");
    const old = iso("2026-11-20T10:00:00");
    const older = await addLead("ana-antigo", {
      stage: "cotando",
      lastActivity: iso("2026-11-10T10:00:00"),
      owner: ana.user.id,
    });
    const late = await addLead("ana-vencido", {
      stage: "cotando",
      lastActivity: old,
      nextAction: iso("2026-11-02T10:00:00"),
      owner: ana.user.id,
    });
    await addLead("ana-em-dia", { lastActivity: NOW.toISOString(), owner: ana.user.id });
    await addLead("bia-parado", { lastActivity: old, owner: bia.user.id });
    await addLead("sem-dono", { lastActivity: old });

    const rule = await loadStalledRule(h.db, NOW);
    expect(await countStalled(h.db, rule, { ownerId: ana.user.id })).toBe(2);
    expect(await countStalled(h.db, rule, { unassigned: true })).toBe(1);
    expect(await countStalled(h.db, rule, "all")).toBe(4);
    const anas = await stalledLeads(h.db, rule, { ownerId: ana.user.id });
    expect(anas.map((l) => [l.id, l.reason, l.stageLabel])).toEqual([
      [late, "next-action", "Cotando"],
      [older, "no-activity", "Cotando"],
    ]);
    expect(anas[1]?.since).toBe(iso("2026-11-17T10:00:00"));
    expect((await stalledLeads(h.db, rule, "all", 2)).length).toBe(2);
  });
});
