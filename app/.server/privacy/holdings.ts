import { createHmac } from "node:crypto";
import { type Kysely, type Selectable, sql } from "kysely";
import { isMailKind, isSealed, MAIL_KIND_LABEL } from "~/.server/mail";
import type {
  ContactMessagesTable,
  Database,
  LeadActivitiesTable,
  LeadsTable,
  OutboxTable,
} from "~/.server/platform";
import { type LimitName, storedKey } from "~/.server/platform";
import type { HoldingCounts } from "~/lib/audit-sentence";
import { emailKey, phoneKey } from "~/lib/br";
import type { PersonKeys } from "~/lib/personal-data-schema";
import { type BookHoldings, bookView, findBookHoldings, keptClientIds } from "./book-holdings";

/**
 * What the product holds about one person (LGPD art. 18, decision 045): found by their e-mail or
 * phone, each row with the reason it is theirs, as the screen shows it and as the export writes it.
 * The actions on it (search, export, erase, each audited) are personal-data.ts.
 */

export type { PersonKeys };

/**
 * The counters whose key is an e-mail alone, which the product can find again by recomputing the
 * key's HMAC (rate-limit.ts storedKey). The others hold an address (the visitor's IP, or e-mail and
 * IP together): they cannot be matched to a person, and they expire within hours.
 */
const EMAIL_COUNTERS: LimitName[] = ["forgotPasswordEmail", "loginFailures"];

export const COUNTER_LABEL: Partial<Record<LimitName, string>> = {
  forgotPasswordEmail: "Pedidos de redefinição de senha para este e-mail",
  loginFailures: "Tentativas de entrada com senha errada para este e-mail",
};

type Lead = Selectable<LeadsTable> & { stage_label: string | null };
type Activity = Selectable<LeadActivitiesTable>;
type Message = Selectable<ContactMessagesTable>;
type Mail = Selectable<OutboxTable>;
interface Counter {
  key: string;
  limit: LimitName;
  points: number;
  expire: number | null;
}

/** Everything held about the person, as stored. */
export interface Holdings {
  /** The leads whose own e-mail or phone is the person's. */
  leads: Lead[];
  activities: Activity[];
  /** The messages sent with the person's e-mail or phone, wherever they sit. */
  messages: Message[];
  mails: Mail[];
  counters: Counter[];
  /** A staff account has this e-mail: it is not part of this (accounts have their own deletion). */
  staffAccount: boolean;
  /** The lead each found message sits in (by message id), whether found or not. */
  messageLeads: Map<string, string>;
  /**
   * The messages in the found leads' timelines sent with another e-mail and phone: by lead id,
   * how many. They are not the person's (anyone can type someone else's phone): not included.
   */
  otherSenders: Map<string, number>;
  /** The book's clients found (decision 071), with their whole book and what must be kept. */
  book: BookHoldings;
  /** The found leads that are a kept client's won leads: they stay with the client. */
  keptLeads: Set<string>;
}

export const countsOf = (h: Holdings): HoldingCounts => ({
  leads: h.leads.length,
  activities: h.activities.length,
  messages: h.messages.length,
  mails: h.mails.length,
  counters: h.counters.length,
  clients: h.book.clients.length,
  policies: h.book.policies.length,
  documents: h.book.documents.length,
  claims: h.book.claims.length,
});

/**
 * Finds what the product holds about the person, that is what is tied to the e-mail or phone
 * searched (security review 3, M-1; decision 058): the leads whose own e-mail or phone it is, with
 * their activities; the contact messages sent with it, wherever they sit (a message that joined
 * someone else's lead is found, that lead is not); outbox rows addressed to the e-mail (except an
 * account's own mails) or about one of those leads or messages (the brokerage's copy, the owner's
 * notice); and the counters keyed by the e-mail alone.
 */
export async function findHoldings(
  db: Kysely<Database>,
  keys: PersonKeys,
  sessionSecret: string,
): Promise<Holdings> {
  const leads =
    !keys.email && !keys.phone
      ? []
      : await db
          .selectFrom("leads as l")
          .leftJoin("lead_stages as s", "s.id", "l.stage_id")
          .selectAll("l")
          .select("s.label as stage_label")
          .where((eb) =>
            eb.or([
              ...(keys.email ? [eb("l.email_key", "=", keys.email)] : []),
              ...(keys.phone ? [eb("l.phone_key", "=", keys.phone)] : []),
            ]),
          )
          .orderBy("l.created_at")
          .execute();
  const leadIds = leads.map((lead) => lead.id);
  const activities =
    leadIds.length === 0
      ? []
      : await db
          .selectFrom("lead_activities")
          .selectAll()
          .where("lead_id", "in", leadIds)
          .orderBy("created_at")
          .execute();

  // Messages sent with the e-mail (compared trimmed and in lower case, in SQL) or the phone (its
  // digits are normalised here, as app/lib/br does: SQL cannot). A message in a found lead's
  // timeline sent with other details is someone else's: it is counted, not taken.
  const messageIds = new Set<string>();
  if (keys.email) {
    const byEmail = await db
      .selectFrom("contact_messages")
      .select("id")
      .where(sql<string>`lower(trim(email))`, "=", keys.email)
      .execute();
    for (const row of byEmail) messageIds.add(row.id);
  }
  if (keys.phone) {
    const withPhone = await db
      .selectFrom("contact_messages")
      .select(["id", "phone"])
      .where("phone", "is not", null)
      .execute();
    for (const row of withPhone) if (phoneKey(row.phone) === keys.phone) messageIds.add(row.id);
  }
  const messages =
    messageIds.size === 0
      ? []
      : await db
          .selectFrom("contact_messages")
          .selectAll()
          .where("id", "in", [...messageIds])
          .orderBy("created_at")
          .execute();

  const sentFromPerson = new Set(messages.map((m) => m.id));
  const otherSenders = new Map<string, number>();
  for (const a of activities) {
    if (a.message_id && !sentFromPerson.has(a.message_id)) {
      otherSenders.set(a.lead_id, (otherSenders.get(a.lead_id) ?? 0) + 1);
    }
  }
  const placed =
    messages.length === 0
      ? []
      : await db
          .selectFrom("lead_activities")
          .select(["message_id", "lead_id"])
          .where(
            "message_id",
            "in",
            messages.map((m) => m.id),
          )
          .execute();
  const messageLeads = new Map(
    placed.flatMap((row) => (row.message_id ? [[row.message_id, row.lead_id]] : [])),
  );

  const refs = [...leadIds, ...messages.map((m) => m.id)];
  const mails =
    !keys.email && refs.length === 0
      ? []
      : await db
          .selectFrom("outbox")
          .selectAll()
          .where((eb) =>
            eb.or([
              ...(refs.length > 0 ? [eb("ref_id", "in", refs)] : []),
              ...(keys.email
                ? [
                    eb.and([
                      eb(sql<string>`lower(to_address)`, "=", keys.email),
                      // A staff account's own mails (approval, reset links) go with the account.
                      eb.or([
                        eb("ref_id", "is", null),
                        eb.not(
                          eb.exists(
                            eb.selectFrom("users").select("id").whereRef("users.id", "=", "outbox.ref_id"),
                          ),
                        ),
                      ]),
                    ]),
                  ]
                : []),
            ]),
          )
          .orderBy("created_at")
          .execute();

  const counterKeys = keys.email
    ? EMAIL_COUNTERS.map((limit) => ({
        limit,
        key: `${limit}:${storedKey(sessionSecret, keys.email ?? "")}`,
      }))
    : [];
  const counterRows =
    counterKeys.length === 0
      ? []
      : await db
          .selectFrom("rate_limits")
          .selectAll()
          .where(
            "key",
            "in",
            counterKeys.map((c) => c.key),
          )
          .execute();
  const counters = counterRows.map((row) => ({
    key: row.key,
    limit: counterKeys.find((c) => c.key === row.key)?.limit ?? "loginFailures",
    points: Number(row.points),
    expire: row.expire === null ? null : Number(row.expire),
  }));

  const staffAccount = keys.email
    ? (await db
        .selectFrom("users")
        .select("id")
        .where(sql<string>`lower(email)`, "=", keys.email)
        .executeTakeFirst()) !== undefined
    : false;

  const book = await findBookHoldings(db, keys);
  const kept = keptClientIds(book);
  const keptLeads = new Set(
    leads.flatMap((lead) => (lead.client_id !== null && kept.has(lead.client_id) ? [lead.id] : [])),
  );
  return {
    leads,
    activities,
    messages,
    mails,
    counters,
    staffAccount,
    messageLeads,
    otherSenders,
    book,
    keptLeads,
  };
}

/** Why a lead is among the person's: its own e-mail, its own phone, or both. */
function leadReason(keys: PersonKeys, lead: Lead, h: Holdings): string {
  const email = keys.email !== null && lead.email_key === keys.email;
  const phone = keys.phone !== null && lead.phone_key === keys.phone;
  const found =
    email && phone
      ? "lead com este e-mail e este telefone"
      : email
        ? "lead com este e-mail"
        : "lead com este telefone";
  return h.keptLeads.has(lead.id)
    ? `${found}; ganho para um cliente da carteira, fica guardado com ele (veja a carteira abaixo)`
    : found;
}

/**
 * Why a message is among the person's: sent with the e-mail, the phone or both; and, when it sits
 * in a lead that is not the person's, that it only joined someone else's lead (which stays out).
 */
function messageReason(keys: PersonKeys, message: Message, h: Holdings): string {
  const email = keys.email !== null && emailKey(message.email) === keys.email;
  const phone = keys.phone !== null && phoneKey(message.phone) === keys.phone;
  const sent =
    email && phone
      ? "mensagem enviada deste e-mail e deste telefone"
      : email
        ? "mensagem enviada deste e-mail"
        : "mensagem enviada deste telefone";
  const leadId = h.messageLeads.get(message.id);
  const othersLead = leadId !== undefined && !h.leads.some((lead) => lead.id === leadId);
  return othersLead ? `${sent}, ligada ao lead de outra pessoa` : sent;
}

/** Why a mail is among the person's: sent to the e-mail, or about a lead or message found. */
function mailReason(keys: PersonKeys, mail: Mail): string {
  return keys.email !== null && mail.to_address.toLowerCase() === keys.email
    ? "e-mail enviado para este endereço"
    : "e-mail sobre um lead ou uma mensagem encontrados";
}

/**
 * The keys as the audit log keeps them: a keyed hash (HMAC under SESSION_SECRET, like the L-5
 * sign-in addresses in auth.ts), so two requests about one person can be linked without the log
 * holding the e-mail or phone, and a list of addresses cannot be matched against it without the secret.
 */
export function personTags(keys: PersonKeys, sessionSecret: string): Record<string, string> {
  const tag = (kind: string, value: string) =>
    createHmac("sha256", sessionSecret).update(`audit-person:${kind}:${value}`).digest("hex").slice(0, 16);
  return {
    ...(keys.email && { email: tag("email", keys.email) }),
    ...(keys.phone && { phone: tag("phone", keys.phone) }),
    ...(keys.document && { document: tag("document", keys.document) }),
  };
}

/** A mail's payload as the person may read it: never a sealed one (a reset link's token). */
function payloadOf(mail: Mail): unknown {
  if (isSealed(mail.payload)) return "(cifrado: contém um link de uso único, não é exportado)";
  try {
    return JSON.parse(mail.payload);
  } catch {
    return mail.payload;
  }
}

const mailKind = (kind: string) => (isMailKind(kind) ? MAIL_KIND_LABEL[kind] : kind);

/** The export: every row as stored (sealed payloads left out), grouped and named in Portuguese. */
export function exportDocument(keys: PersonKeys, h: Holdings, at: string, carteira: unknown[] = []) {
  return {
    geradoEm: at,
    busca: { email: keys.email, telefone: keys.phone, cpfCnpj: keys.document },
    sobre:
      "Tudo o que o site da corretora guarda ligado a este e-mail ou telefone: as oportunidades que têm este e-mail ou telefone (com o histórico), as mensagens do formulário de contato enviadas com eles, os e-mails enviados ou na fila, os contadores de tentativas e, na carteira, os clientes com este e-mail, telefone ou CPF/CNPJ, com as apólices (e os arquivos dos documentos, em base64), renovações, sinistros e histórico de cada um, e o que a lei obriga a corretora a guardar e até quando. Uma oportunidade de outra pessoa na qual uma mensagem deste e-mail ou telefone entrou não faz parte: só a mensagem. Contadores ligados ao endereço IP não identificam a pessoa e expiram em poucas horas; as contagens de cliques por produto não guardam pessoa alguma.",
    oportunidades: h.leads.map((lead) => ({
      ...lead,
      atividades: h.activities.filter((a) => a.lead_id === lead.id),
    })),
    mensagens: h.messages,
    emails: h.mails.map((mail) => ({
      id: mail.id,
      tipo: mailKind(mail.kind),
      para: mail.to_address,
      situacao: mail.status,
      criadoEm: mail.created_at,
      enviadoEm: mail.sent_at,
      conteudo: payloadOf(mail),
    })),
    // The book's clients with their whole book and, for each, what the law obliges keeping (071).
    carteira,
    contadores: h.counters.map((c) => ({
      contador: COUNTER_LABEL[c.limit] ?? c.limit,
      tentativas: c.points,
      expiraEm: c.expire === null ? null : new Date(c.expire).toISOString(),
    })),
  };
}

/** The screen's view of the holdings: what an admin reads before exporting or erasing. */
export function holdingsView(keys: PersonKeys, h: Holdings) {
  return {
    keys,
    counts: countsOf(h),
    staffAccount: h.staffAccount,
    leads: h.leads.map((lead) => ({
      id: lead.id,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      product: lead.product,
      stage: lead.stage_label ?? lead.stage_id,
      createdAt: lead.created_at,
      closedAt: lead.closed_at,
      activities: h.activities.filter((a) => a.lead_id === lead.id).length,
      why: leadReason(keys, lead, h),
      kept: h.keptLeads.has(lead.id),
      otherSenders: h.otherSenders.get(lead.id) ?? 0,
    })),
    messages: h.messages.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      subject: m.subject,
      createdAt: m.created_at,
      why: messageReason(keys, m, h),
    })),
    mails: h.mails.map((mail) => ({
      id: mail.id,
      kind: mailKind(mail.kind),
      to: mail.to_address,
      status: mail.status,
      createdAt: mail.created_at,
      why: mailReason(keys, mail),
    })),
    book: bookView(h.book),
    counters: h.counters.map((c) => ({
      key: c.key,
      label: COUNTER_LABEL[c.limit] ?? c.limit,
      points: c.points,
      expiresAt: c.expire === null ? null : new Date(c.expire).toISOString(),
    })),
  };
}

export type HoldingsView = ReturnType<typeof holdingsView>;
