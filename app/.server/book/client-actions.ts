import { randomBytes, randomUUID } from "node:crypto";
import type { StaffSession } from "~/.server/accounts";
import { audit } from "~/.server/audit";
import type { App } from "~/.server/platform";
import { intentSchema, nowIso, parseInput, Refusal, transaction } from "~/.server/platform";
import type { AuditAction } from "~/lib/audit-actions";
import { claimSchema, claimStatusSchema } from "~/lib/book-claim-schemas";
import { type ClientInput, clientSchema } from "~/lib/book-schemas";
import { callSchema, noteSchema } from "~/lib/lead-schemas";
import { type Db, visibleClient } from "./access";
import { logBookActivity } from "./activity";
import { bookToday } from "./book-format";
import { clientByDocument, clientColumns, findOrCreateClient, requireActiveOwner } from "./clients";

/** What the new-client form says once done. */
export const NEW_CLIENT_DONE = { create: "Cliente cadastrado." } as const;

/** What each action of a client's page says once done. */
export const CLIENT_DONE = {
  edit: "Dados do cliente salvos.",
  note: "Nota registrada.",
  call: "Ligação registrada.",
  claim: "Sinistro registrado.",
  "claim-status": "Situação do sinistro alterada.",
} as const;
export type ClientIntent = keyof typeof CLIENT_DONE;

export const DUPLICATE_DOCUMENT = "Este CPF/CNPJ já está na carteira.";
/** A collaborator who hands a client to someone else lands on the list with this. */
export const CLIENT_HANDED_AWAY = "Dados salvos. O cliente agora está com outra pessoa.";

/**
 * The refusal of a document the book already holds. The field `existingClientId` (not a field of
 * the form) names that client for the screen's link, only when this person may open it.
 */
async function refuseDuplicate(trx: Db, staff: StaffSession["user"], existingId: string): Promise<never> {
  const visible = await visibleClient(trx, staff, existingId).then(
    () => true,
    () => false,
  );
  throw new Refusal(DUPLICATE_DOCUMENT, 400, {
    document: DUPLICATE_DOCUMENT,
    ...(visible && { existingClientId: existingId }),
  });
}

/** A client entered by hand: refused when the document is in the book already (with a link to it). */
export async function createClient(app: App, { user }: StaffSession, input: ClientInput): Promise<string> {
  return transaction(app.db, async (trx) => {
    const existing = await clientByDocument(trx, input.document);
    if (existing) await refuseDuplicate(trx, user, existing.id);
    const { id } = await findOrCreateClient(trx, input, { origin: "manual", actorId: user.id });
    await audit(trx, {
      actorId: user.id,
      action: "book.client.create",
      targetId: id,
      details: { kind: clientColumns(input).kind, owner: input.ownerId || null },
    });
    return id;
  });
}

/** A claim's protocol, what the client is told: the day and six letters or digits. */
function claimProtocol(): string {
  const code = randomBytes(6)
    .toString("base64")
    .replace(/[^A-Za-z0-9]/g, "")
    .toUpperCase()
    .padEnd(6, "X")
    .slice(0, 6);
  return `SIN-${bookToday().replaceAll("-", "")}-${code}`;
}

/**
 * One action on a client's page (after requireUser), each in one transaction with its timeline
 * row and its audit row (ids and field names only). A client the person may not see is a 404.
 */
export async function runClientAction(
  app: App,
  { user }: StaffSession,
  clientId: string,
  form: Record<string, string>,
): Promise<{ intent: ClientIntent; handedAway?: boolean }> {
  const intent = parseInput(intentSchema(CLIENT_DONE), form.intent);
  return transaction(app.db, async (trx) => {
    const client = await visibleClient(trx, user, clientId);
    const record = (action: AuditAction, details?: unknown) =>
      audit(trx, { actorId: user.id, action, targetId: client.id, details });
    switch (intent) {
      case "edit": {
        const input = parseInput(clientSchema, form);
        const columns = clientColumns(input);
        const changed = (Object.keys(columns) as (keyof typeof columns)[]).filter(
          (key) =>
            key !== "kind" && !key.endsWith("_key") && (columns[key] ?? null) !== (client[key] ?? null),
        );
        if (changed.length === 0) throw new Refusal("Nada mudou nos dados do cliente.");
        if (columns.document !== client.document) {
          const other = await clientByDocument(trx, columns.document);
          if (other) await refuseDuplicate(trx, user, other.id);
        }
        if (columns.owner_id !== client.owner_id) await requireActiveOwner(trx, columns.owner_id ?? null);
        await trx
          .updateTable("clients")
          .set({ ...columns, updated_at: nowIso() })
          .where("id", "=", client.id)
          .execute();
        await logBookActivity(trx, {
          clientId: client.id,
          kind: "client-updated",
          actorId: user.id,
          details: { fields: changed },
        });
        await record("book.client.update", { fields: changed });
        const stillVisible = await visibleClient(trx, user, client.id).then(
          () => true,
          () => false,
        );
        return { intent, handedAway: !stillVisible };
      }
      case "note":
      case "call": {
        const { body } = parseInput(intent === "note" ? noteSchema : callSchema, form);
        await logBookActivity(trx, {
          clientId: client.id,
          kind: intent,
          actorId: user.id,
          body: body || null,
        });
        await record(`book.client.${intent}`);
        break;
      }
      case "claim": {
        const input = parseInput(claimSchema, form);
        const policy = await trx
          .selectFrom("policies")
          .select("id")
          .where("id", "=", input.policyId)
          .where("client_id", "=", client.id)
          .executeTakeFirst();
        if (!policy)
          throw new Refusal("Escolha uma apólice deste cliente.", 400, {
            policyId: "Escolha uma apólice deste cliente.",
          });
        const id = randomUUID();
        const now = nowIso();
        await trx
          .insertInto("claims")
          .values({
            id,
            policy_id: policy.id,
            client_id: client.id,
            protocol: claimProtocol(),
            insurer_claim_number: null,
            status: "aberto",
            occurred_on: input.occurredOn,
            place: input.place || null,
            description: input.description,
            involved: null,
            reported_by: "staff",
            created_by: user.id,
            created_at: now,
            updated_at: now,
          })
          .execute();
        await logBookActivity(trx, {
          clientId: client.id,
          policyId: policy.id,
          claimId: id,
          kind: "claim-created",
          actorId: user.id,
          details: { to: "aberto" },
        });
        await record("book.claim.create", { claim: id, policy: policy.id });
        break;
      }
      case "claim-status": {
        const input = parseInput(claimStatusSchema, form);
        const claim = await trx
          .selectFrom("claims")
          .select(["id", "status", "policy_id"])
          .where("id", "=", input.claimId)
          .where("client_id", "=", client.id)
          .executeTakeFirst();
        if (!claim) throw new Refusal("Sinistro não encontrado.", 404);
        if (claim.status === input.status) {
          throw new Refusal("O sinistro já está nesta situação.", 400, {
            status: "O sinistro já está nesta situação.",
          });
        }
        await trx
          .updateTable("claims")
          .set({ status: input.status, updated_at: nowIso() })
          .where("id", "=", claim.id)
          .execute();
        await logBookActivity(trx, {
          clientId: client.id,
          policyId: claim.policy_id,
          claimId: claim.id,
          kind: "claim-status",
          actorId: user.id,
          details: { from: claim.status, to: input.status },
        });
        await record("book.claim.status", { claim: claim.id, from: claim.status, to: input.status });
        break;
      }
    }
    return { intent };
  });
}
