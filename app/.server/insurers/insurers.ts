import type { Kysely, Transaction } from "kysely";
import { audit } from "~/.server/audit";
import {
  contentTransaction,
  currentContent,
  currentDocument,
  INSURER_ID,
  saveDocument,
} from "~/.server/content";
import type { Database } from "~/.server/platform";
import { decryptPassword, encryptPassword, nowIso, Refusal, transaction } from "~/.server/platform";
import type { InsurerDeskEntry } from "~/content/insurer-desk-entry";
import type { INSURER_INTERNAL_LABELS } from "~/content/insurer-labels";
import type { InsurerInternalInput, InsurerPublic } from "~/content/insurer-schemas";
import { searchable } from "~/lib/insurer-filter";
import { type ListMove, moveInList } from "~/lib/list-move";

/**
 * Insurer records (issue 15): the public side is a content document (versions, history, restore,
 * the snapshot every instance polls); the internal side, for staff only, is a row of
 * insurer_internal with who last changed each field. Passwords are encrypted (credentials.ts) and
 * decrypted only for `revealPassword`, which writes who saw which one to the audit log.
 */

type InternalField = keyof typeof INSURER_INTERNAL_LABELS;

function insurerDocument(id: string) {
  if (!INSURER_ID.test(id)) throw new Refusal("Seguradora não encontrada.", 404);
  return { kind: "insurer" as const, key: id };
}

/** The insurer's public record, or a 404 Refusal. */
export function insurerRecord(id: string) {
  const insurer = findInsurer(id);
  if (!insurer) throw new Refusal("Seguradora não encontrada.", 404);
  return insurer;
}

/** The insurer's public record as the site shows it now, if there is one. */
export function findInsurer(id: string) {
  return currentContent().insurers.find((i) => i.id === id);
}

/** Every insurer with its internal side, for approved staff and admins (call after the guard). */
export async function listInsurerDesk(db: Kysely<Database>): Promise<InsurerDeskEntry[]> {
  const rows = await db.selectFrom("insurer_internal").selectAll().execute();
  const internal = new Map(rows.map((r) => [r.insurer_id, r]));
  const authorIds = new Set(
    rows.flatMap((r) =>
      Object.values(JSON.parse(r.field_changes) as Record<string, { by: string }>).map((c) => c.by),
    ),
  );
  const authors = authorIds.size
    ? await db
        .selectFrom("users")
        .select(["id", "name", "email"])
        .where("id", "in", [...authorIds])
        .execute()
    : [];
  const authorName = new Map(authors.map((a) => [a.id, a.name || a.email]));
  return currentContent().insurers.map((insurer) => {
    const row = internal.get(insurer.id);
    const changes = JSON.parse(row?.field_changes ?? "{}") as Record<string, { by: string; at: string }>;
    return {
      id: insurer.id,
      name: insurer.name,
      website: insurer.website,
      hidden: insurer.hidden,
      partner: insurer.partner,
      phones: insurer.phones,
      portalUrl: row?.portal_url ?? "",
      login: row?.login ?? "",
      hasPassword: Boolean(row?.password_encrypted),
      managerName: row?.manager_name ?? "",
      managerPhone: row?.manager_phone ?? "",
      managerEmail: row?.manager_email ?? "",
      conditions: row?.conditions ?? "",
      notes: row?.notes ?? "",
      changes: Object.fromEntries(
        Object.entries(changes).map(([field, c]) => [
          field,
          { by: authorName.get(c.by) ?? "Conta removida", at: c.at },
        ]),
      ),
    };
  });
}

/** Writes the internal side; a field records who changed it and when only when its value changed. */
async function saveInternal(
  trx: Transaction<Database>,
  actorId: string,
  insurerId: string,
  input: InsurerInternalInput,
  key: Buffer,
): Promise<InternalField[]> {
  const now = nowIso();
  const row = await trx
    .selectFrom("insurer_internal")
    .selectAll()
    .where("insurer_id", "=", insurerId)
    .executeTakeFirst();
  const before = {
    portalUrl: row?.portal_url ?? "",
    login: row?.login ?? "",
    managerName: row?.manager_name ?? "",
    managerPhone: row?.manager_phone ?? "",
    managerEmail: row?.manager_email ?? "",
    conditions: row?.conditions ?? "",
    notes: row?.notes ?? "",
  };
  const after = { ...before, ...input };
  const changed: InternalField[] = (Object.keys(before) as Array<keyof typeof before>).filter(
    (field) => before[field] !== after[field],
  );
  let password = row?.password_encrypted ?? "";
  if (input.clearPassword && password) {
    password = "";
    changed.push("password");
  } else if (input.password) {
    password = encryptPassword(input.password, key, insurerId);
    changed.push("password");
  }
  if (changed.length === 0) return [];
  const fieldChanges = JSON.parse(row?.field_changes ?? "{}") as Record<string, { by: string; at: string }>;
  for (const field of changed) fieldChanges[field] = { by: actorId, at: now };
  const values = {
    portal_url: after.portalUrl,
    login: after.login,
    password_encrypted: password,
    manager_name: after.managerName,
    manager_phone: after.managerPhone,
    manager_email: after.managerEmail,
    conditions: after.conditions,
    notes: after.notes,
    field_changes: JSON.stringify(fieldChanges),
    updated_at: now,
  };
  if (row)
    await trx.updateTable("insurer_internal").set(values).where("insurer_id", "=", insurerId).execute();
  else
    await trx
      .insertInto("insurer_internal")
      .values({ insurer_id: insurerId, ...values })
      .execute();
  await audit(trx, {
    actorId,
    action: "insurer.internal_save",
    targetId: insurerId,
    details: { fields: changed },
  });
  return changed;
}

/**
 * Saves both sides of an insurer in one transaction: the public record as a new version (keeping
 * its visibility, place and logo unless `logo` says otherwise), the internal side field by field.
 */
export async function saveInsurer(
  db: Kysely<Database>,
  actorId: string,
  id: string,
  input: {
    record: Omit<InsurerPublic, "hidden" | "position" | "logo">;
    internal: InsurerInternalInput;
    logo?: string | null;
  },
  key: Buffer,
): Promise<boolean> {
  const doc = insurerDocument(id);
  return contentTransaction(db, async (trx) => {
    const saved = await saveDocument(trx, actorId, doc, (previous) => {
      const old = (previous ?? currentDocument(doc)) as InsurerPublic | undefined;
      if (!old) throw new Refusal("Seguradora não encontrada.", 404);
      return {
        ...input.record,
        hidden: old.hidden,
        position: old.position,
        logo: input.logo === undefined ? old.logo : input.logo,
      };
    });
    const internal = await saveInternal(trx, actorId, id, input.internal, key);
    return saved.saved || internal.length > 0;
  });
}

/** "Porto Seguro" → "porto-seguro"; a taken id gets "-2", "-3"… */
export function insurerIdFor(name: string, taken: ReadonlySet<string>): string {
  const base =
    searchable(name)
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 50) || "seguradora";
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

/**
 * Adds an insurer at the end of the directory (visible, drawn badge, not marked partner: the admin
 * marks that in the editor, a statement about the brokerage); returns its id.
 */
export async function createInsurer(
  db: Kysely<Database>,
  actorId: string,
  input: { name: string; website: string },
): Promise<string> {
  const insurers = currentContent().insurers;
  const stored = await db
    .selectFrom("content_versions")
    .select("doc_key")
    .where("kind", "=", "insurer")
    .execute();
  const id = insurerIdFor(
    input.name,
    new Set([...insurers.map((i) => i.id), ...stored.map((r) => r.doc_key)]),
  );
  const initials = input.name
    .split(/\s+/)
    .map((word) =>
      word
        .normalize("NFD")
        .replace(/[^A-Za-z0-9]/g, "")
        .charAt(0),
    )
    .join("")
    .slice(0, 2)
    .toUpperCase();
  const record: InsurerPublic = {
    name: input.name,
    website: input.website,
    phones: [],
    partner: false,
    hidden: false,
    note: "",
    productSlugs: [],
    monogram: initials || "S",
    color: "#1f3a5f",
    logo: null,
    position: Math.max(-1, ...insurers.map((i) => i.position)) + 1,
  };
  await saveDocument(db, actorId, insurerDocument(id), () => record);
  return id;
}

/** Hides or shows an insurer of the directory; an id that is not one is a 404, with nothing written. */
export async function setInsurerHidden(db: Kysely<Database>, actorId: string, id: string, hidden: boolean) {
  insurerRecord(id);
  const doc = insurerDocument(id);
  return saveDocument(
    db,
    actorId,
    doc,
    (previous) => ({ ...((previous ?? currentDocument(doc)) as object), hidden }),
    "content.visibility",
  );
}

/**
 * Moves an insurer one place up or down, or to a place in the list (0 first: a drag and drop);
 * the directory is renumbered 0, 1, 2… in one transaction (only the records whose place changed
 * get a new version). Answers the insurer's new place.
 */
export async function moveInsurer(
  db: Kysely<Database>,
  actorId: string,
  id: string,
  move: ListMove,
): Promise<number> {
  const current = currentContent().insurers.map((i) => i.id);
  const from = current.indexOf(id);
  if (from < 0) throw new Refusal("Seguradora não encontrada.", 404);
  const { items: order, to } = moveInList(current, from, move);
  if (to === from) return from;
  await contentTransaction(db, async (trx) => {
    for (const [position, key] of order.entries()) {
      const doc = insurerDocument(key);
      await saveDocument(trx, actorId, doc, (previous) => ({
        ...((previous ?? currentDocument(doc)) as object),
        position,
      }));
    }
  });
  return to;
}

/** The password, for approved staff who asked for it (call after requireUser); the reveal is audited. */
export async function revealPassword(
  db: Kysely<Database>,
  actorId: string,
  id: string,
  key: Buffer,
): Promise<string> {
  insurerRecord(id);
  return transaction(db, async (trx) => {
    const row = await trx
      .selectFrom("insurer_internal")
      .select("password_encrypted")
      .where("insurer_id", "=", id)
      .executeTakeFirst();
    if (!row?.password_encrypted) throw new Refusal("Nenhuma senha guardada para esta seguradora.", 404);
    const password = decryptPassword(row.password_encrypted, key, id);
    await audit(trx, { actorId, action: "insurer.password_reveal", targetId: id });
    return password;
  });
}

/** Which insurers have a broker portal and a login kept on their internal side (the list's marks). */
export async function internalAccess(
  db: Kysely<Database>,
): Promise<Map<string, { portal: boolean; login: boolean }>> {
  const rows = await db
    .selectFrom("insurer_internal")
    .select(["insurer_id", "portal_url", "login"])
    .execute();
  return new Map(rows.map((r) => [r.insurer_id, { portal: r.portal_url !== "", login: r.login !== "" }]));
}

/** The internal side as the admin editor starts from it (never the password: only whether one is kept). */
export async function readInternal(db: Kysely<Database>, id: string) {
  const row = await db
    .selectFrom("insurer_internal")
    .selectAll()
    .where("insurer_id", "=", id)
    .executeTakeFirst();
  return {
    values: {
      portalUrl: row?.portal_url ?? "",
      login: row?.login ?? "",
      password: "",
      managerName: row?.manager_name ?? "",
      managerPhone: row?.manager_phone ?? "",
      managerEmail: row?.manager_email ?? "",
      conditions: row?.conditions ?? "",
      notes: row?.notes ?? "",
    },
    hasPassword: Boolean(row?.password_encrypted),
  };
}
