/**
 * The guard matrix's cases for the Carteira's client and policy screens (decision 066): a new
 * client, a client page's actions (edit, note, call, claim, claim status), a new policy and a
 * policy's status. Each on its own client, the actor's own when they are active staff.
 */
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import { CLIENT_DONE, NEW_CLIENT_DONE, NEW_POLICY_DONE, POLICY_DONE } from "~/.server/book";
import { formatTaxId } from "~/lib/br";
import { freshCpf, makeBookClient, makeBookPolicy } from "../../../support/book-fixtures";
import { unique } from "../../../support/http-assertions";
import type { StaffFixture } from "../../../support/test-server";
import type { GuardContext } from "../fixtures";
import type { CaseTable, MakeCase } from "../tables";

export function bookClientCases({ s }: GuardContext): CaseTable {
  const db = () => s.handle.db;
  const ownerOf = (actor: StaffFixture | undefined) =>
    actor?.user.status === "approved" ? actor.user.id : null;
  const activities = async (clientId: string) =>
    (
      await db()
        .selectFrom("book_activities")
        .select(["kind", "actor_id", "body"])
        .where("client_id", "=", clientId)
        .execute()
    ).map((a) => `${a.kind}:${a.actor_id ?? ""}:${a.body ?? ""}`);

  /** One action on the actor's own client (an unowned one for the visitors refused before it). */
  const clientCase =
    (
      intent: keyof typeof CLIENT_DONE,
      prepare: (clientId: string, actor: StaffFixture | undefined) => Promise<Record<string, string>>,
      read: (clientId: string) => Promise<unknown>,
      expectDone: (after: unknown, actor: StaffFixture | undefined) => void,
    ): MakeCase =>
    async (actor) => {
      const clientId = await makeBookClient(db(), { ownerId: ownerOf(actor) });
      return {
        fields: await prepare(clientId, actor),
        read: () => read(clientId),
        expectDone: (after) => expectDone(after, actor),
        doneText: CLIENT_DONE[intent],
        clientId,
      };
    };

  return {
    "/employee-portal/clients/new": {
      create: async (actor) => {
        const document = freshCpf();
        return {
          fields: {
            document: formatTaxId(document),
            name: `Cliente Novo ${unique()}`,
            legalBasis: "contract",
            ownerId: ownerOf(actor) ?? "",
          },
          read: () =>
            db().selectFrom("clients").select(["origin"]).where("document", "=", document).execute(),
          expectDone: (after) => expect(after).toEqual([{ origin: "manual" }]),
          doneText: NEW_CLIENT_DONE.create,
          lands: /^\/employee-portal\/clients\/[0-9a-f-]{36}$/,
        };
      },
    },
    "/employee-portal/clients/:id": {
      edit: clientCase(
        "edit",
        async (clientId, actor) => {
          const client = await db()
            .selectFrom("clients")
            .selectAll()
            .where("id", "=", clientId)
            .executeTakeFirstOrThrow();
          return {
            document: client.document,
            name: `Nome Editado ${unique()}`,
            email: "editado@exemplo.com.br",
            legalBasis: "contract",
            ownerId: ownerOf(actor) ?? "",
          };
        },
        (clientId) =>
          db().selectFrom("clients").select(["name", "email"]).where("id", "=", clientId).executeTakeFirst(),
        (after) =>
          expect(after).toMatchObject({
            name: expect.stringMatching(/^Nome Editado/),
            email: "editado@exemplo.com.br",
          }),
      ),
      note: clientCase(
        "note",
        async () => ({ body: "Prefere contato à tarde" }),
        activities,
        (after, actor) => expect(after).toContain(`note:${actor?.user.id}:Prefere contato à tarde`),
      ),
      call: clientCase(
        "call",
        async () => ({ body: "Pediu a segunda via" }),
        activities,
        (after, actor) => expect(after).toContain(`call:${actor?.user.id}:Pediu a segunda via`),
      ),
      claim: clientCase(
        "claim",
        async (clientId) => ({
          policyId: await makeBookPolicy(db(), clientId),
          occurredOn: "2026-11-20",
          description: "Colisão traseira no semáforo",
          place: "Av. Paulista, 1000",
        }),
        (clientId) =>
          db()
            .selectFrom("claims")
            .select(["status", "description"])
            .where("client_id", "=", clientId)
            .execute(),
        (after) => expect(after).toEqual([{ status: "aberto", description: "Colisão traseira no semáforo" }]),
      ),
      "claim-status": clientCase(
        "claim-status",
        async (clientId) => {
          const policyId = await makeBookPolicy(db(), clientId);
          const claimId = randomUUID();
          const now = new Date().toISOString();
          await db()
            .insertInto("claims")
            .values({
              id: claimId,
              policy_id: policyId,
              client_id: clientId,
              protocol: `SIN-T-${claimId.slice(0, 8)}`,
              insurer_claim_number: null,
              status: "aberto",
              occurred_on: "2026-11-20",
              place: null,
              description: "Vidro quebrado",
              involved: null,
              reported_by: "staff",
              created_by: null,
              created_at: now,
              updated_at: now,
            })
            .execute();
          return { claimId, status: "em-analise" };
        },
        (clientId) =>
          db().selectFrom("claims").select(["status"]).where("client_id", "=", clientId).execute(),
        (after) => expect(after).toEqual([{ status: "em-analise" }]),
      ),
    },
    "/employee-portal/clients/:id/policies/new": {
      create: async (actor) => {
        const clientId = await makeBookClient(db(), { ownerId: ownerOf(actor) });
        const number = `G-${unique()}`.slice(0, 40);
        return {
          fields: {
            insurerId: "porto",
            product: "automobile",
            policyNumber: number,
            startsOn: "2026-06-01",
            endsOn: "2027-06-01",
            totalPremium: "2.147,60",
            insuredKind: "vehicle",
            vehiclePlate: "ABC1D23",
          },
          read: () =>
            db().selectFrom("policies").select(["policy_number"]).where("client_id", "=", clientId).execute(),
          expectDone: (after) => expect(after).toEqual([{ policy_number: number }]),
          doneText: NEW_POLICY_DONE.create,
          lands: /^\/employee-portal\/policies\/[0-9a-f-]{36}$/,
          clientId,
        };
      },
    },
    "/employee-portal/policies/:id": {
      status: async (actor) => {
        const clientId = await makeBookClient(db(), { ownerId: ownerOf(actor) });
        const policyId = await makeBookPolicy(db(), clientId);
        return {
          fields: { status: "cancelada", reason: "Venda do veículo" },
          read: () =>
            db()
              .selectFrom("policies")
              .select(["status", "status_reason"])
              .where("id", "=", policyId)
              .executeTakeFirst(),
          expectDone: (after) =>
            expect(after).toEqual({ status: "cancelada", status_reason: "Venda do veículo" }),
          doneText: POLICY_DONE.status,
          policyId,
        };
      },
    },
  };
}
