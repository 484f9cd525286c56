import type { Kysely, Selectable } from "kysely";
import { audit } from "~/.server/audit";
import type { Database, PortalSectionsTable } from "~/.server/platform";
import { nowIso, Refusal, transaction } from "~/.server/platform";
import { PORTAL_SECTION_KEYS } from "~/lib/staff-schemas";

export type PortalSection = Selectable<PortalSectionsTable>;

/** The sections the portal shows, in its order. Only call after an approved-user guard. */
export async function listSections(db: Kysely<Database>): Promise<PortalSection[]> {
  const rows = await db
    .selectFrom("portal_sections")
    .selectAll()
    .where("key", "in", [...PORTAL_SECTION_KEYS])
    .execute();
  const order = new Map<string, number>(PORTAL_SECTION_KEYS.map((k, i) => [k, i]));
  return rows.sort((a, b) => (order.get(a.key) ?? 99) - (order.get(b.key) ?? 99));
}

export async function updateSection(
  db: Kysely<Database>,
  actorId: string,
  input: { key: string; title: string; body: string },
): Promise<void> {
  await transaction(db, async (trx) => {
    const r = await trx
      .updateTable("portal_sections")
      .set({
        title: input.title,
        body: input.body,
        updated_at: nowIso(),
        updated_by: actorId,
      })
      .where("key", "=", input.key)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw new Refusal("Seção não encontrada.", 404);
    await audit(trx, { actorId, action: "portal.section_update", targetId: input.key });
  });
}
