import { randomUUID } from "node:crypto";
import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { StaffSession, User } from "~/.server/accounts";
import { audit } from "~/.server/audit";
import { currentContent, findProduct } from "~/.server/content";
import { queueMail } from "~/.server/mail";
import type { App, Database, LeadActivityKind } from "~/.server/platform";
import { parseInput, Refusal, transaction } from "~/.server/platform";
import { productPath } from "~/content/product-types";
import { emailKey, phoneKey } from "~/lib/br/keys";
import { contactMethods } from "~/lib/contact-schema";
import {
  callSchema,
  dueAt,
  dueDay,
  LEAD_MESSAGES,
  METHOD_LABEL,
  type NewLeadInput,
  nextActionSchema,
  noteSchema,
  OWNER_VIEWS,
  type OwnerView,
  ownerSchema,
  replySchema,
  SOURCE_LABEL,
  STAFF_SOURCES,
  stageSchema,
} from "~/lib/lead-schemas";
import { containsPattern, pageCount, pageParam } from "~/lib/pagination";
import { displayPhone, telHref } from "~/lib/phone-links";
import { quoteUrl } from "~/lib/quote-links";
import { z } from "~/lib/zod";
import { firstStage } from "./intake";
import { assignOwner, leadTakers } from "./owners";
import { loadStalledRule, whereStalled } from "./stalled";

/**
 * The lead desk (issue 29, decision 041): the list of "Oportunidades" with its filters and search,
 * one lead's page (its timeline, the messages it holds) and everything staff do to a lead. Who
 * sees what: an admin every lead; a collaborator their own and the unassigned ones. Any other
 * lead answers 404, exactly like one that does not exist, so its existence does not leak.
 */

type Db = Kysely<Database>;
type Staff = Pick<User, "id" | "role">;

/** How many leads one page of the list shows. */
export const LEADS_PER_PAGE = 25;

export const NOT_FOUND = "Oportunidade não encontrada.";

/** What each action of the lead page says once done. */
export const LEAD_DONE = {
  note: "Nota adicionada.",
  call: "Ligação registrada.",
  "next-action": "Próxima ação definida.",
  stage: "Etapa alterada.",
  owner: "Responsável alterado.",
  email: "E-mail colocado na fila de envio.",
  whatsapp: "Conversa no WhatsApp registrada.",
} as const;

export type LeadIntent = keyof typeof LEAD_DONE;

const intentSchema = z.enum(Object.keys(LEAD_DONE) as [LeadIntent, ...LeadIntent[]], {
  error: "Ação desconhecida.",
});

/** A hand over said on the list, where a collaborator lands once the lead is someone else's. */
export const HANDED_AWAY = "Oportunidade passada para outra pessoa.";

/** The staff-entered lead form's one intent. */
export const NEW_LEAD_DONE = { create: "Oportunidade cadastrada." } as const;

// ---------------------------------------------------------------------------------------------
// Who sees which lead

/** A collaborator's leads: their own and the unassigned ones; an admin's: all. */
function visibleTo(staff: Staff) {
  return (eb: ExpressionBuilder<Database & { l: Database["leads"] }, "l">) =>
    staff.role === "admin"
      ? sql<boolean>`1 = 1`
      : eb.or([eb("l.owner_id", "=", staff.id), eb("l.owner_id", "is", null)]);
}

/** The lead if this person may see it; a 404 Response otherwise (the same as a lead that is not there). */
async function visibleLead(db: Db, staff: Staff, id: string) {
  // Not a UUID: no lead has that id (and PostgreSQL would not compare it anyway).
  if (!z.uuid().safeParse(id).success) throw new Response(NOT_FOUND, { status: 404 });
  const lead = await db
    .selectFrom("leads as l")
    .innerJoin("lead_stages as s", "s.id", "l.stage_id")
    .selectAll("l")
    .select(["s.label as stage_label", "s.outcome as stage_outcome", "s.position as stage_position"])
    .where("l.id", "=", id)
    .where(visibleTo(staff))
    .executeTakeFirst();
  if (!lead) throw new Response(NOT_FOUND, { status: 404 });
  return lead;
}

// ---------------------------------------------------------------------------------------------
// The list

export interface LeadFilters {
  owner: OwnerView;
  stalled: boolean;
  stage: string;
  product: string;
  source: string;
  q: string;
  page: number;
}

/** The list's filters from the address; a value it does not know is simply no filter. */
export function parseFilters(params: URLSearchParams): LeadFilters {
  const one = (key: string, max = 120) => (params.get(key) ?? "").trim().slice(0, max);
  const owner = one("dono", 10);
  return {
    owner: Object.hasOwn(OWNER_VIEWS, owner) ? OWNER_VIEWS[owner as keyof typeof OWNER_VIEWS] : "all",
    stalled: one("parados", 1) === "1",
    stage: one("etapa", 60),
    product: one("produto", 80),
    source: one("origem", 20),
    q: one("busca"),
    page: pageParam(params),
  };
}

/**
 * Search by name, e-mail or phone: a text with letters looks in the name and the e-mail (any
 * case); one made of digits (4 or more) is a phone, compared by its digits as lead-keys.ts keeps
 * them ("(41) 9 9999-0000" and "+55 41 999990000" are the same person).
 */
function searchCondition(q: string) {
  const digits = q.replace(/\D/g, "");
  const looksLikePhone = !/\p{L}|@/u.test(q) && digits.length >= 4;
  const phone = looksLikePhone ? (phoneKey(q) ?? digits) : undefined;
  const text = containsPattern(q);
  return (eb: ExpressionBuilder<Database & { l: Database["leads"] }, "l">) =>
    eb.or([
      sql<boolean>`lower(l.name) like ${text} escape '\\'`,
      sql<boolean>`l.email_key like ${text} escape '\\'`,
      ...(phone ? [eb("l.phone_key", "like", `%${phone}%`)] : []),
    ]);
}

const shortDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: "America/Sao_Paulo" });
const dateTime = new Intl.DateTimeFormat("pt-BR", {
  dateStyle: "short",
  timeStyle: "short",
  timeZone: "America/Sao_Paulo",
});

const productTitle = (slug: string | null) =>
  slug ? (findProduct({ slug }, { visibleOnly: false })?.title ?? slug) : null;

/**
 * The choices the filters and forms offer: stages, products, sources, lost reasons. The owner
 * choices are `ownerChoices`, asked for by the screens that offer them.
 */
async function choices(db: Db) {
  const [stages, reasons] = await Promise.all([
    db.selectFrom("lead_stages").selectAll().orderBy("position").execute(),
    db
      .selectFrom("lead_lost_reasons")
      .select(["id", "label"])
      .where("archived_at", "is", null)
      .orderBy("position")
      .execute(),
  ]);
  return {
    stages: stages.map((s) => ({ id: s.id, label: s.label, outcome: s.outcome })),
    lostReasons: reasons,
    products: currentContent().products.map((p) => ({ slug: p.slug, title: p.title })),
    sources: (["site", ...STAFF_SOURCES] as const).map((id) => ({ id, label: SOURCE_LABEL[id] })),
  };
}

/**
 * The owner choices of the lead's screen and the new-lead form: who takes leads (decision 040),
 * plus the people in `also` (the current owner, the person using the screen) while active, by
 * name. Not every active person: with a large team that list was most of the screen's answer
 * (issue 27); the server still accepts any active person as the owner.
 */
async function ownerChoices(db: Db, also: readonly (string | null)[]) {
  const takers = await leadTakers(db);
  const ids = also.filter((id): id is string => id !== null && !takers.some((t) => t.id === id));
  const extra = ids.length
    ? await db
        .selectFrom("users")
        .select(["id", "name", "email"])
        .where("id", "in", ids)
        .where("status", "=", "approved")
        .where("disabled_at", "is", null)
        .execute()
    : [];
  return [...takers, ...extra.map((p) => ({ id: p.id, name: p.name || p.email }))]
    .map((p) => ({ id: p.id, name: p.name }))
    .sort((a, b) => a.name.localeCompare(b.name, "pt-BR"));
}

/** An activity's details; a malformed row has none (it still shows its kind and time). */
function detailsOf(text: string | null): Record<string, unknown> {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The names of the people with these ids (the timeline's "Agora com …"), whatever their state. */
async function namesByIds(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("users").select(["id", "name", "email"]).where("id", "in", ids).execute();
  return new Map(rows.map((p) => [p.id, p.name || p.email]));
}

/**
 * One page of the list for this person, newest activity first, with the filters applied; how
 * many leads match in all. "Parados" (stalled) uses `whereStalled` from lead-stalled.ts.
 */
export async function listLeads(db: Db, staff: Staff, filters: LeadFilters) {
  const now = new Date().toISOString();
  let query = db
    .selectFrom("leads as l")
    .innerJoin("lead_stages as s", "s.id", "l.stage_id")
    .where(visibleTo(staff));
  if (filters.owner === "mine") query = query.where("l.owner_id", "=", staff.id);
  if (filters.owner === "unassigned") query = query.where("l.owner_id", "is", null);
  // Parados (decision 042): past the next action, or idle longer than the stage allows.
  if (filters.stalled) query = query.where(whereStalled(await loadStalledRule(db), "l"));
  if (filters.stage) query = query.where("l.stage_id", "=", filters.stage);
  if (filters.product) query = query.where("l.product", "=", filters.product);
  if (filters.source) query = query.where("l.source", "=", filters.source as "site");
  if (filters.q) query = query.where(searchCondition(filters.q));

  const [{ total }, rows, options] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string | number>().as("total")).executeTakeFirstOrThrow(),
    query
      .leftJoin("users as o", "o.id", "l.owner_id")
      .select([
        "l.id",
        "l.name",
        "l.product",
        "l.source",
        "l.owner_id",
        "l.next_action",
        "l.next_action_at",
        "l.last_activity_at",
        "l.created_at",
        "s.label as stage_label",
        "s.outcome as stage_outcome",
        "o.name as owner_name",
        "o.email as owner_email",
      ])
      .orderBy("l.last_activity_at", "desc")
      .orderBy("l.id", "desc")
      .limit(LEADS_PER_PAGE)
      .offset((filters.page - 1) * LEADS_PER_PAGE)
      .execute(),
    choices(db),
  ]);
  const count = Number(total);
  return {
    filters,
    total: count,
    pages: pageCount(count, LEADS_PER_PAGE),
    isAdmin: staff.role === "admin",
    options,
    leads: rows.map((r) => ({
      id: r.id,
      name: r.name,
      product: productTitle(r.product),
      source: SOURCE_LABEL[r.source] ?? r.source,
      stage: r.stage_label,
      open: r.stage_outcome === "open",
      outcome: r.stage_outcome,
      owner: r.owner_id ? r.owner_name || r.owner_email || "Conta removida" : null,
      mine: r.owner_id === staff.id,
      nextAction: r.next_action,
      nextActionDay: r.next_action_at ? shortDate.format(new Date(r.next_action_at)) : null,
      overdue: r.stage_outcome === "open" && r.next_action_at !== null && r.next_action_at < now,
      lastActivity: dateTime.format(new Date(r.last_activity_at)),
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// One lead

const ACTIVITY_LABEL: Record<LeadActivityKind, string> = {
  created: "Cadastro",
  message: "Mensagem pelo site",
  note: "Nota",
  call: "Ligação",
  whatsapp: "WhatsApp",
  email: "E-mail enviado",
  stage: "Mudança de etapa",
  owner: "Troca de responsável",
  "next-action": "Próxima ação",
};

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/** The WhatsApp text the desk proposes: the person's first name, who writes, and the product. */
export function whatsappText(lead: { name: string; product: string | null }, staffName: string): string {
  const product = productTitle(lead.product);
  const brand = currentContent().site.name;
  const about = product ? ` sobre ${product}` : "";
  return `Olá, ${firstName(lead.name)}! Aqui é ${staffName}, da ${brand}. Recebemos o seu contato${about} e estou à disposição para ajudar.`;
}

/** The reply's starting text: a greeting, room to write, and the brokerage's details to sign. */
export function replyTemplate(lead: { name: string; product: string | null }, staffName: string) {
  const site = currentContent().site;
  const product = productTitle(lead.product);
  const phone = site.phones[0];
  const contacts = [
    phone ? `Telefone: ${displayPhone(phone.number)}` : undefined,
    `WhatsApp: ${displayPhone(site.whatsapp)}`,
    `E-mail: ${site.email}`,
    `${site.address.street}, ${site.address.district} - ${site.address.city}/${site.address.state}`,
    `Atendimento: ${site.openingHours}`,
  ].filter(Boolean);
  return {
    subject: `${product ? `${product} - ` : ""}${site.name}`,
    body: [
      `Olá, ${firstName(lead.name)}!`,
      `Aqui é ${staffName}, da ${site.name}. Obrigado pelo seu contato${product ? ` sobre ${product}` : ""}.`,
      "[Escreva aqui a sua resposta.]",
      `Atenciosamente,\n${staffName}\n${contacts.join("\n")}`,
    ].join("\n\n"),
  };
}

/** The lead's page: who, what, where it stands, its timeline and the messages it holds. */
export async function leadPage(app: App, { user }: StaffSession, id: string) {
  const { db } = app;
  const lead = await visibleLead(db, user, id);
  const [activities, owner, options] = await Promise.all([
    db
      .selectFrom("lead_activities as a")
      .leftJoin("users as u", "u.id", "a.actor_id")
      .leftJoin("contact_messages as m", "m.id", "a.message_id")
      .select([
        "a.id",
        "a.kind",
        "a.actor_id",
        "a.body",
        "a.details",
        "a.created_at",
        "a.message_id",
        "u.name as actor_name",
        "u.email as actor_email",
        "m.subject as message_subject",
        "m.message as message_text",
      ])
      .where("a.lead_id", "=", lead.id)
      .orderBy("a.created_at", "desc")
      // At the same instant the visitor's message came first (its lead was then given an owner).
      .orderBy(sql`case when a.kind = 'message' then 1 else 0 end`)
      .orderBy("a.id", "desc")
      .execute(),
    lead.owner_id
      ? db
          .selectFrom("users")
          .select(["id", "name", "email"])
          .where("id", "=", lead.owner_id)
          .executeTakeFirst()
      : undefined,
    choices(db),
  ]);
  const stageLabel = new Map(options.stages.map((s) => [s.id, s.label]));
  const reasonLabel = new Map(
    (await db.selectFrom("lead_lost_reasons").select(["id", "label"]).execute()).map((r) => [r.id, r.label]),
  );
  const ownersNamed = activities.flatMap((a) => {
    const to = a.kind === "owner" ? detailsOf(a.details).to : null;
    return typeof to === "string" ? [to] : [];
  });
  const [staffName, staff] = await Promise.all([
    namesByIds(db, [...new Set(ownersNamed)]),
    ownerChoices(db, [lead.owner_id, user.id]),
  ]);
  const product = lead.product ? findProduct({ slug: lead.product }, { visibleOnly: false }) : undefined;
  const site = currentContent().site;
  const me = user.name || user.email;
  const mainQuote = product?.quotes[0];

  /** An activity's line in words, from the ids its details keep (names as they are now). */
  const describe = (kind: LeadActivityKind, details: Record<string, unknown>): string | null => {
    const str = (key: string) => (typeof details[key] === "string" ? (details[key] as string) : null);
    switch (kind) {
      case "stage": {
        const from = str("from");
        const to = str("to");
        const reason = str("lostReason");
        const moved = `${from ? `${stageLabel.get(from) ?? from} → ` : ""}${to ? (stageLabel.get(to) ?? to) : ""}`;
        return reason ? `${moved} (motivo: ${reasonLabel.get(reason) ?? reason})` : moved;
      }
      case "owner": {
        const to = str("to");
        return to ? `Agora com ${staffName.get(to) ?? "uma conta removida"}` : "Sem responsável";
      }
      case "next-action": {
        const at = str("at");
        return at ? `Até ${shortDate.format(new Date(at))}` : null;
      }
      case "email":
        return str("subject") ? `Assunto: ${str("subject")}` : null;
      default:
        return null;
    }
  };

  return {
    lead: {
      id: lead.id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone ? displayPhone(lead.phone) : null,
      telHref: lead.phone ? telHref(lead.phone) : null,
      hasPhone: Boolean(lead.phone),
      contactMethod:
        lead.contact_method && (contactMethods as readonly string[]).includes(lead.contact_method)
          ? METHOD_LABEL[lead.contact_method as (typeof contactMethods)[number]]
          : lead.contact_method,
      product: product?.title ?? lead.product,
      productPage: product && !product.hidden ? productPath(product) : null,
      quoteUrl: mainQuote ? quoteUrl(site.quotePortalUrl, mainQuote.quotePath) : null,
      source: SOURCE_LABEL[lead.source] ?? lead.source,
      stageId: lead.stage_id,
      stage: lead.stage_label,
      outcome: lead.stage_outcome,
      owner: owner ? { id: owner.id, name: owner.name || owner.email } : null,
      mine: lead.owner_id === user.id,
      nextAction: lead.next_action,
      nextActionDay: dueDay(lead.next_action_at),
      nextActionLabel: lead.next_action_at ? shortDate.format(new Date(lead.next_action_at)) : null,
      overdue:
        lead.stage_outcome === "open" &&
        lead.next_action_at !== null &&
        lead.next_action_at < new Date().toISOString(),
      lostReason: lead.lost_reason_id ? (reasonLabel.get(lead.lost_reason_id) ?? null) : null,
      lostNote: lead.lost_note,
      consent: lead.consent_at
        ? `Política de privacidade de ${lead.consent_policy_version ?? "—"}, aceita em ${dateTime.format(new Date(lead.consent_at))}`
        : null,
      createdAt: dateTime.format(new Date(lead.created_at)),
      closedAt: lead.closed_at ? dateTime.format(new Date(lead.closed_at)) : null,
    },
    firstStageId: options.stages.find((s) => s.outcome === "open")?.id ?? null,
    stages: options.stages,
    lostReasons: options.lostReasons,
    staff,
    isAdmin: user.role === "admin",
    me: { id: user.id, name: me },
    reply: lead.email ? replyTemplate(lead, me) : null,
    whatsappText: whatsappText(lead, me),
    timeline: activities.map((a) => {
      const details = detailsOf(a.details);
      return {
        id: a.id,
        kind: a.kind,
        label: ACTIVITY_LABEL[a.kind] ?? a.kind,
        who: a.actor_id
          ? a.actor_name || a.actor_email || "Conta removida"
          : a.kind === "message"
            ? "Visitante"
            : "Sistema",
        at: dateTime.format(new Date(a.created_at)),
        atIso: a.created_at,
        body: a.body,
        summary: describe(a.kind, details),
        message:
          a.kind === "message"
            ? a.message_text === null
              ? { subject: null, text: null }
              : { subject: a.message_subject, text: a.message_text }
            : null,
      };
    }),
  };
}

/** The new-lead form's choices: products, sources, staff (the person first, as the default owner). */
export async function newLeadScreen(db: Db, { user }: StaffSession) {
  const [options, staff] = await Promise.all([choices(db), ownerChoices(db, [user.id])]);
  return {
    products: options.products,
    sources: STAFF_SOURCES.map((id) => ({ id, label: SOURCE_LABEL[id] })),
    staff,
    me: user.id,
    today: new Date().toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Changing a lead

/** An approved, active staff member (an owner must be one). */
async function activeStaff(db: Db, id: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "name"])
    .where("id", "=", id)
    .where("status", "=", "approved")
    .where("disabled_at", "is", null)
    .executeTakeFirst();
}

/** One row of the timeline, and the lead's "last activity" moved to it. */
async function logActivity(
  trx: Db,
  leadId: string,
  activity: { kind: LeadActivityKind; actorId: string; body?: string | null; details?: unknown; at: string },
) {
  await trx
    .insertInto("lead_activities")
    .values({
      id: randomUUID(),
      lead_id: leadId,
      kind: activity.kind,
      actor_id: activity.actorId,
      message_id: null,
      body: activity.body ?? null,
      details: activity.details === undefined ? null : JSON.stringify(activity.details),
      created_at: activity.at,
    })
    .execute();
  await trx
    .updateTable("leads")
    .set({ last_activity_at: activity.at, updated_at: activity.at })
    .where("id", "=", leadId)
    .execute();
}

/** Staff add a lead by hand (a call, a walk-in): it starts in the first stage with its next action. */
export async function createLead(app: App, { user }: StaffSession, input: NewLeadInput): Promise<string> {
  const { db } = app;
  const ownerId = input.ownerId || user.id;
  if (input.product && !findProduct({ slug: input.product }, { visibleOnly: false })) {
    throw new Refusal("Escolha um produto da lista.", 400, { product: "Escolha um produto da lista." });
  }
  const id = randomUUID();
  await transaction(db, async (trx) => {
    if (ownerId !== user.id && !(await activeStaff(trx, ownerId))) {
      throw new Refusal("Escolha um responsável da equipe.", 400, {
        ownerId: "Escolha um responsável da equipe.",
      });
    }
    const now = new Date().toISOString();
    await trx
      .insertInto("leads")
      .values({
        id,
        name: input.name,
        email: input.email || null,
        email_key: emailKey(input.email),
        phone: input.phone || null,
        phone_key: phoneKey(input.phone),
        contact_method: input.contactMethod,
        product: input.product || null,
        source: input.source,
        stage_id: await firstStage(trx),
        // Someone else's lead is handed to them below (their activity and mail); one's own is not news.
        owner_id: ownerId === user.id ? user.id : null,
        next_action: input.nextAction,
        next_action_at: dueAt(input.nextActionAt),
        consent_policy_version: null,
        consent_at: null,
        lost_reason_id: null,
        lost_note: null,
        created_by: user.id,
        created_at: now,
        updated_at: now,
        last_activity_at: now,
        closed_at: null,
      })
      .execute();
    await logActivity(trx, id, {
      kind: "created",
      actorId: user.id,
      details: { source: input.source, owner: ownerId },
      at: now,
    });
    if (ownerId !== user.id) {
      await assignOwner(trx, { leadId: id, ownerId, actorId: user.id, at: now, via: "staff" });
    }
    await audit(trx, {
      actorId: user.id,
      action: "lead.create",
      targetId: id,
      details: { source: input.source, product: input.product || null, owner: ownerId },
    });
  });
  return id;
}

/**
 * One action on a lead's page (after requireUser), each in one transaction with its timeline row
 * and its audit row (ids and what changed only, decision 015). A lead the person may not see is a
 * 404. WhatsApp answers with the wa.me address to go to once the conversation is logged.
 */
export async function runLeadAction(
  app: App,
  { user }: StaffSession,
  leadId: string,
  form: Record<string, string>,
): Promise<{ intent: LeadIntent; location?: string; handedAway?: boolean }> {
  const { db } = app;
  const intent = parseInput(intentSchema, form.intent);
  return transaction(db, async (trx) => {
    const lead = await visibleLead(trx, user, leadId);
    const now = new Date().toISOString();
    const log = (kind: LeadActivityKind, body?: string | null, details?: unknown) =>
      logActivity(trx, lead.id, { kind, actorId: user.id, body, details, at: now });
    const record = (action: string, details?: unknown) =>
      audit(trx, { actorId: user.id, action, targetId: lead.id, details });

    switch (intent) {
      case "note": {
        const { body } = parseInput(noteSchema, form);
        await log("note", body);
        await record("lead.note");
        break;
      }
      case "call": {
        const { body } = parseInput(callSchema, form);
        await log("call", body || null);
        await record("lead.call");
        break;
      }
      case "next-action": {
        const next = parseInput(nextActionSchema, form);
        const at = dueAt(next.nextActionAt);
        await trx
          .updateTable("leads")
          .set({ next_action: next.nextAction, next_action_at: at })
          .where("id", "=", lead.id)
          .execute();
        await log("next-action", next.nextAction, { at });
        await record("lead.next_action", { at });
        break;
      }
      case "stage":
        await changeStage(trx, lead, form, log, record);
        break;
      case "owner": {
        const { ownerId } = parseInput(ownerSchema, form);
        // A collaborator may take an unassigned lead or hand one of theirs to anyone approved;
        // assignOwner (decision 040) writes the "owner" activity and mails the new owner.
        const from = lead.owner_id;
        const changed = await assignOwner(trx, {
          leadId: lead.id,
          ownerId,
          actorId: user.id,
          at: now,
          via: "staff",
        });
        if (!changed) throw new Refusal("A oportunidade já está com esta pessoa.");
        await record("lead.owner", { from, to: ownerId });
        // A collaborator who passes a lead on no longer sees it: the screen goes back to the list.
        return { intent, handedAway: user.role !== "admin" && ownerId !== user.id };
      }
      case "email": {
        if (!lead.email) throw new Refusal("Esta oportunidade não tem e-mail.");
        const reply = parseInput(replySchema, form);
        await queueMail(trx, {
          kind: "lead-reply",
          to: lead.email,
          refId: lead.id,
          data: { subject: reply.subject, body: reply.body, replyTo: user.email },
        });
        await log("email", reply.body, { subject: reply.subject });
        await record("lead.email");
        break;
      }
      case "whatsapp": {
        if (!lead.phone) throw new Refusal("Esta oportunidade não tem telefone.");
        const text = whatsappText(lead, user.name || user.email);
        await log("whatsapp", null);
        await record("lead.whatsapp");
        return { intent, location: `https://wa.me/55${lead.phone}?text=${encodeURIComponent(text)}` };
      }
    }
    return { intent };
  });
}

type LogFn = (kind: LeadActivityKind, body?: string | null, details?: unknown) => Promise<void>;
type RecordFn = (action: string, details?: unknown) => Promise<void>;

/**
 * A stage change: Perdido needs a reason from the admins' list (and may carry a note); Ganho and
 * Perdido close the lead; going back to an open stage reopens it (closed time and reason cleared).
 * Into an open stage past the first, the lead must have a next action (decision 041).
 */
async function changeStage(
  trx: Db,
  lead: Awaited<ReturnType<typeof visibleLead>>,
  form: Record<string, string>,
  log: LogFn,
  record: RecordFn,
) {
  const input = parseInput(stageSchema, form);
  const stages = await trx.selectFrom("lead_stages").selectAll().orderBy("position").execute();
  const target = stages.find((s) => s.id === input.stageId);
  if (!target)
    throw new Refusal("Escolha uma etapa da lista.", 400, { stageId: "Escolha uma etapa da lista." });
  if (target.id === lead.stage_id) throw new Refusal("A oportunidade já está nesta etapa.");
  const now = new Date().toISOString();
  const changes: Partial<Database["leads"]> = { stage_id: target.id };
  const details: Record<string, string | null> = { from: lead.stage_id, to: target.id };

  if (target.outcome === "lost") {
    const reason = input.lostReasonId
      ? await trx
          .selectFrom("lead_lost_reasons")
          .select("id")
          .where("id", "=", input.lostReasonId)
          .where("archived_at", "is", null)
          .executeTakeFirst()
      : undefined;
    if (!reason) throw new Refusal(LEAD_MESSAGES.lostReason, 400, { lostReasonId: LEAD_MESSAGES.lostReason });
    Object.assign(changes, { lost_reason_id: reason.id, lost_note: input.lostNote || null });
    details.lostReason = reason.id;
  } else {
    Object.assign(changes, { lost_reason_id: null, lost_note: null });
  }

  if (target.outcome === "open") {
    const firstOpen = stages.find((s) => s.outcome === "open")?.id;
    const given = input.nextAction !== "" || input.nextActionAt !== "";
    if (given || (target.id !== firstOpen && !lead.next_action_at)) {
      const next = parseInput(nextActionSchema, {
        nextAction: input.nextAction,
        nextActionAt: input.nextActionAt,
      });
      Object.assign(changes, { next_action: next.nextAction, next_action_at: dueAt(next.nextActionAt) });
    }
    if (lead.closed_at) changes.closed_at = null;
  } else {
    // Closed: won or lost, nothing left to do, so no next action to miss.
    Object.assign(changes, { closed_at: lead.closed_at ?? now, next_action: null, next_action_at: null });
  }
  await trx.updateTable("leads").set(changes).where("id", "=", lead.id).execute();
  await log("stage", target.outcome === "lost" ? input.lostNote || null : null, details);
  await record("lead.stage", details);
}
