import type { Kysely, Selectable } from "kysely";
import { type ClientRetention, clientRetention, deleteClients, RETENTION_YEARS } from "~/.server/book";
import type { Database } from "~/.server/platform";
import type { PersonKeys } from "~/lib/personal-data-schema";

/**
 * What the book ("Carteira", decision 063) holds about a person, for their rights (decision 071):
 * the clients with their e-mail, one of their phones or their CPF/CNPJ, with each client's whole
 * book (policies, documents, renewals, claims, timeline and the won leads linked to them), and
 * what the law obliges the brokerage to keep and until when.
 */

type Db = Kysely<Database>;
type Row<T extends keyof Database> = Selectable<Database[T]>;
type DocumentMeta = Omit<Row<"policy_documents">, "data">;

export interface BookHoldings {
  clients: Row<"clients">[];
  policies: Row<"policies">[];
  documents: DocumentMeta[];
  renewals: Row<"renewals">[];
  claims: Row<"claims">[];
  activities: Row<"book_activities">[];
  /** The leads won for these clients (leads.client_id): they stay or go with the client. */
  linkedLeads: { id: string; client_id: string | null; name: string; created_at: string }[];
  retention: ClientRetention[];
}

/** The export holds each document's bytes up to this total; beyond it, the file is named only. */
export const EXPORT_DOCUMENT_BYTES = 50 * 1024 * 1024;

/** The client rows whose e-mail, phone (either) or document is the person's. */
function matchingClients(db: Db, keys: PersonKeys) {
  const { email, phone, document } = keys;
  if (!email && !phone && !document) return Promise.resolve([]);
  return db
    .selectFrom("clients")
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(email ? [eb("email_key", "=", email)] : []),
        ...(phone ? [eb("phone_key", "=", phone), eb("phone2_key", "=", phone)] : []),
        ...(document ? [eb("document", "=", document)] : []),
      ]),
    )
    .orderBy("created_at")
    .execute();
}

export async function findBookHoldings(db: Db, keys: PersonKeys): Promise<BookHoldings> {
  const clients = await matchingClients(db, keys);
  const ids = clients.map((c) => c.id);
  if (ids.length === 0) {
    return {
      clients,
      policies: [],
      documents: [],
      renewals: [],
      claims: [],
      activities: [],
      linkedLeads: [],
      retention: [],
    };
  }
  const policies = await db
    .selectFrom("policies")
    .selectAll()
    .where("client_id", "in", ids)
    .orderBy("starts_on")
    .execute();
  const policyIds = policies.map((p) => p.id);
  const documents =
    policyIds.length === 0
      ? []
      : await db
          .selectFrom("policy_documents")
          .select([
            "id",
            "policy_id",
            "kind",
            "file_name",
            "mime",
            "size",
            "sha256",
            "uploaded_by",
            "created_at",
          ])
          .where("policy_id", "in", policyIds)
          .orderBy("created_at")
          .execute();
  const renewals =
    policyIds.length === 0
      ? []
      : await db.selectFrom("renewals").selectAll().where("policy_id", "in", policyIds).execute();
  const claims = await db
    .selectFrom("claims")
    .selectAll()
    .where("client_id", "in", ids)
    .orderBy("created_at")
    .execute();
  const activities = await db
    .selectFrom("book_activities")
    .selectAll()
    .where("client_id", "in", ids)
    .orderBy("created_at")
    .execute();
  const linkedLeads = await db
    .selectFrom("leads")
    .select(["id", "client_id", "name", "created_at"])
    .where("client_id", "in", ids)
    .orderBy("created_at")
    .execute();
  const retention = await clientRetention(db, ids);
  return { clients, policies, documents, renewals, claims, activities, linkedLeads, retention };
}

/** The clients the law still obliges the brokerage to keep (their leads stay with them). */
export const keptClientIds = (b: BookHoldings) =>
  new Set(b.retention.filter((r) => !r.expired).map((r) => r.clientId));

/** The day as Brazilians write it: 2031-12-02 → 02/12/2031. */
const brDay = (day: string) => day.split("-").reverse().join("/");

/**
 * What is kept of one client, and why, in plain Portuguese: the same sentence on the screen, in
 * the export and after the erase.
 */
export function keptSentence(r: ClientRetention): string {
  const law = `a lei obriga a corretora a guardar o cadastro, as apólices, os documentos, as renovações, os sinistros, o histórico e as oportunidades ganhas ligadas a este cliente por ${RETENTION_YEARS} anos depois do fim da relação (Circular SUSEP nº 605/2020; Lei nº 9.613/1998, art. 10, § 2º; LGPD, art. 16, I)`;
  if (r.open)
    return `Guardado: há sinistro ou renovação em andamento; ${law}, contados a partir do encerramento deles. São excluídas agora só as anotações do cadastro e o segundo telefone.`;
  if (r.inForce)
    return `Guardado: há apólice vigente (execução do contrato, LGPD art. 7º, V) e ${law}: até ${brDay(r.keptUntil)}, se nada mudar. São excluídas agora só as anotações do cadastro e o segundo telefone.`;
  return `Guardado até ${brDay(r.keptUntil)}: ${law}. São excluídas agora só as anotações do cadastro e o segundo telefone; no dia seguinte a essa data, tudo é excluído automaticamente.`;
}

export const EXPIRED_SENTENCE = `O prazo de ${RETENTION_YEARS} anos que a lei fixa já passou: o cliente e toda a carteira dele são excluídos.`;

const retentionOf = (b: BookHoldings, clientId: string) => b.retention.find((r) => r.clientId === clientId);

/** The sentence for one client: kept until when, or excluded. */
export const retentionSentence = (b: BookHoldings, clientId: string) => {
  const r = retentionOf(b, clientId);
  return !r || r.expired ? EXPIRED_SENTENCE : keptSentence(r);
};

/**
 * Erases what may be erased of the book (decision 071): a client past the legal period goes whole
 * (deleteClients); a client still within it keeps its records, losing only what no rule needs (the
 * free-text notes and the second phone). Returns how many clients went and how many stayed.
 */
export async function eraseBook(trx: Db, b: BookHoldings): Promise<{ deleted: number; kept: number }> {
  const kept = keptClientIds(b);
  const gone = b.clients.filter((c) => !kept.has(c.id)).map((c) => c.id);
  await deleteClients(trx, gone);
  if (kept.size > 0) {
    await trx
      .updateTable("clients")
      .set({ notes: null, phone2: null, phone2_key: null })
      .where("id", "in", [...kept])
      .execute();
  }
  return { deleted: gone.length, kept: kept.size };
}

/** The documents' bytes for the export, while the total stays under EXPORT_DOCUMENT_BYTES. */
async function documentBytes(db: Db, b: BookHoldings): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let total = 0;
  for (const doc of b.documents) {
    if (total + doc.size > EXPORT_DOCUMENT_BYTES) continue;
    const row = await db
      .selectFrom("policy_documents")
      .select("data")
      .where("id", "=", doc.id)
      .executeTakeFirst();
    if (!row) continue;
    out.set(doc.id, row.data);
    total += doc.size;
  }
  return out;
}

/** The export's "carteira": every client found with its whole book, as stored. */
export async function bookExport(db: Db, b: BookHoldings) {
  const bytes = await documentBytes(db, b);
  return b.clients.map((client) => {
    const policies = b.policies.filter((p) => p.client_id === client.id);
    return {
      cliente: client,
      guarda: retentionSentence(b, client.id),
      apolices: policies.map((policy) => ({
        ...policy,
        documentos: b.documents
          .filter((d) => d.policy_id === policy.id)
          .map((d) => ({
            ...d,
            conteudoBase64:
              bytes.get(d.id) ??
              "(não incluído: os arquivos passam do limite de um arquivo de exportação; a corretora envia este documento à parte)",
          })),
        renovacao: b.renewals.find((r) => r.policy_id === policy.id) ?? null,
      })),
      sinistros: b.claims.filter((c) => c.client_id === client.id),
      historico: b.activities.filter((a) => a.client_id === client.id),
      oportunidadesGanhas: b.linkedLeads.filter((l) => l.client_id === client.id).map((l) => l.id),
    };
  });
}

/** The screen's view of the book part: one row per client, with what is kept and until when. */
export function bookView(b: BookHoldings) {
  return b.clients.map((client) => {
    const policies = b.policies.filter((p) => p.client_id === client.id);
    const policyIds = new Set(policies.map((p) => p.id));
    const r = retentionOf(b, client.id);
    return {
      id: client.id,
      name: client.name,
      document: client.document,
      email: client.email,
      phone: client.phone,
      policies: policies.length,
      documents: b.documents.filter((d) => policyIds.has(d.policy_id)).length,
      claims: b.claims.filter((c) => c.client_id === client.id).length,
      renewals: b.renewals.filter((rn) => policyIds.has(rn.policy_id)).length,
      activities: b.activities.filter((a) => a.client_id === client.id).length,
      leads: b.linkedLeads.filter((l) => l.client_id === client.id).length,
      kept: r !== undefined && !r.expired,
      keptUntil: r && !r.expired && !r.open ? r.keptUntil : null,
      retention: retentionSentence(b, client.id),
    };
  });
}

export type BookView = ReturnType<typeof bookView>;
