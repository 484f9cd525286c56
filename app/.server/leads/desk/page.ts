import { sql } from "kysely";
import type { StaffSession } from "~/.server/accounts";
import { brokerageTimeZone, currentContent, findProduct } from "~/.server/content";
import type { App, LeadActivityKind } from "~/.server/platform";
import { nowIso } from "~/.server/platform";
import { productPath } from "~/content/product-types";
import { emailKey, isMobilePhone, phoneKey } from "~/lib/br";
import { contactMethods } from "~/lib/contact-schema";
import { dueDay, METHOD_LABEL, SOURCE_LABEL, STAFF_SOURCES, sourceLabel } from "~/lib/lead-schemas";
import { displayPhone, telHref } from "~/lib/phone-links";
import { quoteUrl } from "~/lib/quote-links";
import {
  choices,
  type Db,
  dateTime,
  detailsOf,
  namesByIds,
  ownerChoices,
  shortDate,
  visibleLead,
} from "./access";
import { replyTemplate, templateInput, whatsappText } from "./templates";

// ---------------------------------------------------------------------------------------------
// One lead

const ACTIVITY_LABEL: Record<LeadActivityKind, string> = {
  created: "Cadastro",
  message: "Mensagem pelo site",
  note: "Nota",
  call: "Ligação",
  whatsapp: "WhatsApp",
  "whatsapp-opened": "WhatsApp aberto",
  email: "E-mail enviado",
  stage: "Mudança de etapa",
  owner: "Troca de responsável",
  "next-action": "Próxima ação",
  contact: "Dado de contato",
};

/** Marks the lead seen by its owner (only while it is theirs and unseen: a second tab writes nothing). */
async function markSeen(db: Db, leadId: string, ownerId: string): Promise<void> {
  await db
    .updateTable("leads")
    .set({ owner_seen_at: nowIso() })
    .where("id", "=", leadId)
    .where("owner_id", "=", ownerId)
    .where("owner_seen_at", "is", null)
    .execute();
}

/** The lead's page: who, what, where it stands, its timeline and the messages it holds. */
export async function leadPage(app: App, { user }: StaffSession, id: string) {
  const { db } = app;
  const lead = await visibleLead(db, user, id);
  // The owner has seen it: no longer new to them on "Hoje" and in the shell (a read's one write).
  if (lead.owner_id === user.id && lead.owner_seen_at === null) await markSeen(db, lead.id, user.id);
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
        "m.email as message_email",
        "m.phone as message_phone",
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
  // What the desk proposes to send, chosen by how the lead came (templates.ts).
  const template = templateInput(
    lead,
    app.env.siteUrl,
    activities.some((a) => a.kind === "message"),
  );

  // The messages the timeline holds, for the "contact" rows that name one.
  const messagesById = new Map(
    activities.flatMap((a) =>
      a.kind === "message" && a.message_id && a.message_email !== null
        ? [[a.message_id, { email: a.message_email, phone: a.message_phone, at: a.created_at }] as const]
        : [],
    ),
  );

  /** An activity's line in words, from the ids its details keep (names as they are now). */
  const describe = (kind: LeadActivityKind, details: Record<string, unknown>): string | null => {
    const str = (key: string) => (typeof details[key] === "string" ? (details[key] as string) : null);
    switch (kind) {
      case "stage": {
        const from = str("from");
        const to = str("to");
        const reason = str("lostReason");
        const moved = `${from ? `${stageLabel.get(from) ?? from} → ` : ""}${to ? (stageLabel.get(to) ?? to) : ""}`;
        // The book's win names the client and the policy it created (decision 067).
        if (str("policy")) return `${moved}, com cliente e apólice`;
        return reason ? `${moved} (motivo: ${reasonLabel.get(reason) ?? reason})` : moved;
      }
      case "owner": {
        const to = str("to");
        return to ? `Agora com ${staffName.get(to) ?? "uma conta removida"}` : "Sem responsável";
      }
      case "next-action": {
        const at = str("at");
        return at ? `Até ${shortDate(at)}` : null;
      }
      case "email":
        return str("subject") ? `Assunto: ${str("subject")}` : null;
      // Only the person who opened it can say whether the message went (decision 062).
      case "whatsapp-opened": {
        const answer = str("answer");
        if (answer === "sent") return "Mensagem enviada (confirmado)";
        if (answer === "not-sent") return "Mensagem não enviada";
        return "Envio não confirmado: não conta como contato";
      }
      case "contact": {
        const from = messagesById.get(str("messageId") ?? "");
        const field = str("field") === "phone" ? "telefone" : "e-mail";
        if (!from) return `Passou a usar o ${field} de uma mensagem que já foi excluída`;
        const value = str("field") === "phone" ? (from.phone ? displayPhone(from.phone) : "") : from.email;
        return `Passou a usar o ${field} ${value}, da mensagem de ${dateTime(from.at)}`;
      }
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
      // WhatsApp reaches mobiles only: a landline gets "Ligar" alone (ux review 2, B8).
      whatsapp: lead.phone ? isMobilePhone(lead.phone) : false,
      contactMethod:
        lead.contact_method && (contactMethods as readonly string[]).includes(lead.contact_method)
          ? METHOD_LABEL[lead.contact_method as (typeof contactMethods)[number]]
          : lead.contact_method,
      product: product?.title ?? lead.product,
      productPage: product && !product.hidden ? productPath(product) : null,
      quoteUrl: mainQuote ? quoteUrl(site.quotePortalUrl, mainQuote.quotePath) : null,
      source: sourceLabel(lead.source),
      referredBy: lead.referred_by,
      stageId: lead.stage_id,
      stage: lead.stage_label,
      outcome: lead.stage_outcome,
      owner: owner ? { id: owner.id, name: owner.name || owner.email } : null,
      mine: lead.owner_id === user.id,
      nextAction: lead.next_action,
      nextActionDay: dueDay(lead.next_action_at, brokerageTimeZone()),
      nextActionLabel: lead.next_action_at ? shortDate(lead.next_action_at) : null,
      overdue:
        lead.stage_outcome === "open" && lead.next_action_at !== null && lead.next_action_at < nowIso(),
      lostReason: lead.lost_reason_id ? (reasonLabel.get(lead.lost_reason_id) ?? null) : null,
      lostNote: lead.lost_note,
      // What the visitor authorised, not a policy "accepted" (copy review 3, N-L7).
      consent: lead.consent_at
        ? `Autorizou o uso dos dados para responder ao contato em ${dateTime(lead.consent_at)} (política de privacidade vigente: ${lead.consent_policy_version ?? "—"})`
        : null,
      createdAt: dateTime(lead.created_at),
      closedAt: lead.closed_at ? dateTime(lead.closed_at) : null,
    },
    firstStageId: options.stages.find((s) => s.outcome === "open")?.id ?? null,
    stages: options.stages,
    lostReasons: options.lostReasons,
    staff,
    isAdmin: user.role === "admin",
    me: { id: user.id, name: me },
    reply: lead.email ? replyTemplate(template.lead, user, template.context) : null,
    whatsappText: whatsappText(template.lead, user, template.context),
    whatsappOpening: unansweredOpening(activities, user.id),
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
        at: dateTime(a.created_at),
        atIso: a.created_at,
        body: a.body,
        summary: describe(a.kind, details),
        message:
          a.kind === "message"
            ? a.message_text === null || a.message_id === null
              ? { subject: null, text: null, id: null, sender: null, consent: null }
              : {
                  subject: a.message_subject,
                  text: a.message_text,
                  id: a.message_id,
                  sender: messageSender(lead, { email: a.message_email ?? "", phone: a.message_phone }),
                  consent:
                    typeof details.consentPolicyVersion === "string"
                      ? `Autorizou com esta mensagem o uso dos dados para responder ao contato (política de privacidade vigente: ${details.consentPolicyVersion})`
                      : null,
                }
            : null,
      };
    }),
  };
}

/**
 * The person's latest opening of WhatsApp on this lead, while they have not said whether they sent
 * the message: the page asks (decision 062). An earlier one left unanswered is not asked again.
 */
function unansweredOpening(
  activities: ReadonlyArray<{
    id: string;
    kind: LeadActivityKind;
    actor_id: string | null;
    details: string | null;
    created_at: string;
  }>,
  userId: string,
): { id: string; at: string } | null {
  const latest = activities.find((a) => a.kind === "whatsapp-opened" && a.actor_id === userId);
  return latest && latest.details === null ? { id: latest.id, at: dateTime(latest.created_at) } : null;
}

/**
 * The e-mail and phone a message came with, and which of them the lead does not have: another
 * e-mail or phone than the lead's, or one the lead lacks (security review 3, M-1). The page says
 * so and offers "Usar este e-mail" / "Usar este telefone"; nothing changes the lead by itself.
 */
export function messageSender(
  lead: { email_key: string | null; phone_key: string | null },
  message: { email: string; phone: string | null },
) {
  const email = emailKey(message.email);
  const phone = phoneKey(message.phone);
  return {
    email: message.email,
    phone: message.phone ? displayPhone(message.phone) : null,
    /** "other": the lead has another one; "missing": the lead has none; null: the same (or none sent). */
    emailDiffers: email && email !== lead.email_key ? (lead.email_key ? "other" : "missing") : null,
    phoneDiffers: phone && phone !== lead.phone_key ? (lead.phone_key ? "other" : "missing") : null,
  } as const;
}

/** The new-lead form's choices: products, sources, staff (the person first, as the default owner). */
export async function newLeadScreen(db: Db, { user }: StaffSession) {
  const [options, staff] = await Promise.all([choices(db), ownerChoices(db, [user.id])]);
  return {
    products: options.products,
    sources: STAFF_SOURCES.map((id) => ({ id, label: SOURCE_LABEL[id] })),
    staff,
    me: user.id,
  };
}
