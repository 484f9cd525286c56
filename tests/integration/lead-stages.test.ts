/**
 * The admins' lists of the lead desk at /admin-portal/lead-stages (issue 29, decision 042), over
 * real HTTP on both databases (run `npm run build` first): stage labels, order and "parado depois
 * de N dias" (1 to 60) for the open stages, Ganho and Perdido renamed but never moved; lost reasons
 * added, renamed, reordered and removed (one in use is archived, not deleted; the last one stays).
 * Every change is in the audit log with ids only.
 */
import { describe, expect, it } from "vitest";
import { LEAD_STAGES_DONE, REASON_ARCHIVED } from "~/.server/leads";
import { fieldName } from "~/lib/lead-stage-fields";
import { projectDatabase } from "../support/database-project";
import { cookieAfter, escapeHtml, unique, useServerSuite } from "../support/http-assertions";
import { insertLead } from "../support/lead-rows";

/** This run's database: the file runs once in each database project (vitest.config.ts). */
const kind = projectDatabase();

const PAGE = "/admin-portal/lead-stages";

describe(`lead stages and lost reasons on ${kind}`, () => {
  const s = useServerSuite(kind);

  const post = (fields: Record<string, string>) => s.server.post(PAGE, fields, s.admin.cookie);
  /** Posts and follows the redirect: the page the admin lands on. */
  const done = async (fields: Record<string, string>) => {
    const res = await post(fields);
    await res.text();
    expect(res.status).toBe(302);
    expect(s.where(res)).toBe(PAGE);
    expect(res.headers.get("location")).toMatch(/#(etapas|motivos)$/);
    const page = await s.server.get(PAGE, cookieAfter(res, s.admin.cookie));
    return page.text();
  };
  /** Posts a refused form: 400, the page again with the message under the field. */
  const refused = async (fields: Record<string, string>, field: string, message: string) => {
    const res = await post(fields);
    const html = await res.text();
    expect(res.status).toBe(400);
    expect(html).toContain(`id="${field}-erro"`);
    expect(html).toContain(escapeHtml(message));
  };
  const stage = (id: string) =>
    s.handle.db.selectFrom("lead_stages").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const openOrder = async () =>
    (
      await s.handle.db
        .selectFrom("lead_stages")
        .select("id")
        .where("outcome", "=", "open")
        .orderBy("position")
        .execute()
    ).map((r) => r.id);
  const activeReasons = async () =>
    (
      await s.handle.db
        .selectFrom("lead_lost_reasons")
        .select(["id", "label"])
        .where("archived_at", "is", null)
        .orderBy("position")
        .execute()
    ).map((r) => r.label);
  const auditOf = (targetId: string) =>
    s.handle.db
      .selectFrom("audit_log")
      .select(["action", "details", "actor_id"])
      .where("target_id", "=", targetId)
      .orderBy("created_at")
      .execute();
  const stageForm = (id: string, label: string, days?: string) => ({
    intent: "save-stage",
    id,
    [fieldName.stageLabel(id)]: label,
    ...(days !== undefined && { [fieldName.stageDays(id)]: days }),
  });

  it("shows the stages in order with their days, and the reasons; collaborators are sent away", async () => {
    const res = await s.server.get(PAGE, s.admin.cookie);
    const html = await res.text();
    expect(res.status).toBe(200);
    const labels = [...html.matchAll(/id="stage-([a-z-]+)-label"[^>]*value="([^"]*)"/g)].map((m) => [
      m[1],
      m[2],
    ]);
    // As stored (the other tests of this suite move and rename, then put them back).
    const stored = await s.handle.db
      .selectFrom("lead_stages")
      .select(["id", "label"])
      .orderBy("position")
      .execute();
    expect(labels).toEqual(stored.map((r) => [r.id, r.label]));
    expect(labels.map(([id]) => id).sort()).toEqual([
      "cotando",
      "em-contato",
      "ganho",
      "novo",
      "perdido",
      "proposta-enviada",
    ]);
    expect(labels.slice(-2).map(([id]) => id)).toEqual(["ganho", "perdido"]);
    expect(html).toMatch(/id="stage-novo-days"[^>]*value="1"/);
    expect(html).toMatch(/id="stage-cotando-days"[^>]*value="5"/);
    expect(html).not.toContain('id="stage-ganho-days"');
    expect(html).toContain("Fechou com outro corretor");
    const away = await s.server.get(PAGE, s.collaborator.cookie);
    await away.text();
    expect(s.where(away)).toBe("/access/main-menu");
  });

  it("'parado depois de' takes 1 to 60 business days; 0 and 61 are refused and change nothing", async () => {
    await refused(
      stageForm("em-contato", "Em contato", "0"),
      fieldName.stageDays("em-contato"),
      "Escolha de 1 a 60 dias úteis.",
    );
    await refused(
      stageForm("em-contato", "Em contato", "61"),
      fieldName.stageDays("em-contato"),
      "Escolha de 1 a 60 dias úteis.",
    );
    await refused(
      stageForm("em-contato", "Em contato", "2,5"),
      fieldName.stageDays("em-contato"),
      "Escolha de 1 a 60 dias úteis.",
    );
    expect((await stage("em-contato")).stalled_after_days).toBe(5);

    let html = await done(stageForm("em-contato", "Em contato", "60"));
    expect(html).toContain(LEAD_STAGES_DONE["save-stage"]);
    expect((await stage("em-contato")).stalled_after_days).toBe(60);
    html = await done(stageForm("em-contato", "Em contato", "1"));
    expect(html).toMatch(/id="stage-em-contato-days"[^>]*value="1"/);
    expect((await stage("em-contato")).stalled_after_days).toBe(1);

    const rows = await auditOf("em-contato");
    expect(rows.map((r) => [r.action, JSON.parse(r.details ?? "null")])).toEqual([
      ["lead_stage.update", { changed: ["stalled_after_days"], stalledAfterDays: 60 }],
      ["lead_stage.update", { changed: ["stalled_after_days"], stalledAfterDays: 1 }],
    ]);
    expect(rows[0]?.actor_id).toBe(s.admin.user.id);
    await done(stageForm("em-contato", "Em contato", "5"));
  });

  it("a label takes up to 40 characters, not empty, not another stage's; Ganho is renamed but keeps no days", async () => {
    const forty = `Proposta ${"x".repeat(31)}`;
    expect(forty).toHaveLength(40);
    await refused(
      stageForm("proposta-enviada", `${forty}y`, "5"),
      fieldName.stageLabel("proposta-enviada"),
      "Use no máximo 40 caracteres.",
    );
    await refused(
      stageForm("proposta-enviada", "   ", "5"),
      fieldName.stageLabel("proposta-enviada"),
      "Escreva o nome.",
    );
    await refused(
      stageForm("proposta-enviada", " cotando ", "5"),
      fieldName.stageLabel("proposta-enviada"),
      "Já existe uma etapa com esse nome.",
    );
    expect((await stage("proposta-enviada")).label).toBe("Proposta enviada");
    await done(stageForm("proposta-enviada", forty, "5"));
    expect((await stage("proposta-enviada")).label).toBe(forty);
    await done(stageForm("proposta-enviada", "Proposta enviada", "5"));

    const html = await done(stageForm("ganho", "Fechado (ganho)", "7"));
    expect(html).toContain('value="Fechado (ganho)"');
    expect(await stage("ganho")).toMatchObject({
      label: "Fechado (ganho)",
      outcome: "won",
      stalled_after_days: null,
    });
    // The audit log names it by today's label, from its id.
    const audit = await (await s.server.get("/admin-portal/audit", s.admin.cookie)).text();
    expect(audit).toContain(escapeHtml("renomeou a etapa “Fechado (ganho)”"));
    expect((await auditOf("ganho")).at(-1)?.details).toBe(JSON.stringify({ changed: ["label"] }));
    await done(stageForm("ganho", "Ganho"));
  });

  it("open stages move up and down among themselves; Ganho and Perdido stay at the end", async () => {
    const before = await openOrder();
    await done({ intent: "stage-up", id: before[2] ?? "" });
    const after = await openOrder();
    expect(after).toEqual([before[0], before[2], before[1], before[3]]);
    // At the top, nothing moves; a closed stage does not move at all.
    await done({ intent: "stage-up", id: after[0] ?? "" });
    expect(await openOrder()).toEqual(after);
    const res = await post({ intent: "stage-down", id: "perdido" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Ganho e Perdido ficam sempre no fim da lista.");
    const all = await s.handle.db.selectFrom("lead_stages").select("id").orderBy("position").execute();
    expect(all.slice(-2).map((r) => r.id)).toEqual(["ganho", "perdido"]);
    await done({ intent: "stage-down", id: before[2] ?? "" });
    expect(await openOrder()).toEqual(before);
  });

  it("reasons: added, renamed and moved; one in use is archived (its leads keep it), an unused one deleted, the last one stays", async () => {
    const label = `Mudou de cidade ${unique()}`;
    let html = await done({ intent: "add-reason", [fieldName.newReason]: label });
    expect(html).toContain(LEAD_STAGES_DONE["add-reason"]);
    expect((await activeReasons()).at(-1)).toBe(label);
    await refused(
      { intent: "add-reason", [fieldName.newReason]: label.toUpperCase() },
      fieldName.newReason,
      "Já existe um motivo com esse nome.",
    );
    const added = await s.handle.db
      .selectFrom("lead_lost_reasons")
      .select("id")
      .where("label", "=", label)
      .executeTakeFirstOrThrow();

    await done({ intent: "reason-up", id: added.id });
    const order = await activeReasons();
    expect(order.at(-2)).toBe(label);
    await done({
      intent: "rename-reason",
      id: added.id,
      [fieldName.reasonLabel(added.id)]: `${label} (mudança)`,
    });
    expect(await activeReasons()).toContain(`${label} (mudança)`);

    // "Preço" is carried by a lost lead: archived, not deleted.
    const now = new Date().toISOString();
    const leadId = await insertLead(s.handle.db, {
      stage_id: "perdido",
      lost_reason_id: "preco",
      closed_at: now,
    });
    html = await done({ intent: "remove-reason", id: "preco" });
    expect(html).toContain(escapeHtml(REASON_ARCHIVED));
    expect(await activeReasons()).not.toContain("Preço");
    expect(html).toContain("Oferecer de novo o motivo Preço");
    const lead = await s.handle.db
      .selectFrom("leads")
      .select("lost_reason_id")
      .where("id", "=", leadId)
      .executeTakeFirstOrThrow();
    expect(lead.lost_reason_id).toBe("preco");
    html = await done({ intent: "restore-reason", id: "preco" });
    expect((await activeReasons()).at(-1)).toBe("Preço");

    // The added one is used by nobody: deleted.
    html = await done({ intent: "remove-reason", id: added.id });
    expect(html).toContain(LEAD_STAGES_DONE["remove-reason"]);
    expect(
      await s.handle.db.selectFrom("lead_lost_reasons").select("id").where("id", "=", added.id).execute(),
    ).toEqual([]);
    expect((await auditOf(added.id)).map((r) => r.action)).toEqual([
      "lead_reason.add",
      "lead_reason.move",
      "lead_reason.rename",
      "lead_reason.delete",
    ]);
    expect((await auditOf("preco")).map((r) => r.action)).toEqual([
      "lead_reason.archive",
      "lead_reason.restore",
    ]);
    for (const row of [...(await auditOf(added.id)), ...(await auditOf("preco"))]) {
      expect(row.details ?? "").not.toMatch(/Mudou|Preço/);
    }

    // Down to one active reason: that one cannot go.
    const others = await s.handle.db
      .selectFrom("lead_lost_reasons")
      .select("id")
      .where("archived_at", "is", null)
      .where("id", "!=", "sem-retorno")
      .execute();
    await s.handle.db
      .updateTable("lead_lost_reasons")
      .set({ archived_at: now })
      .where(
        "id",
        "in",
        others.map((o) => o.id),
      )
      .execute();
    const res = await post({ intent: "remove-reason", id: "sem-retorno" });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("Deixe pelo menos um motivo");
    expect(await activeReasons()).toEqual(["Sem retorno"]);
    await s.handle.db
      .updateTable("lead_lost_reasons")
      .set({ archived_at: null })
      .where(
        "id",
        "in",
        others.map((o) => o.id),
      )
      .execute();
  });
});
