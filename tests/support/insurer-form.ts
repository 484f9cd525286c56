/** The admin insurer editor's form, for tests that post it (directly or through nginx). */
import type { Kysely } from "kysely";
import { saveInsurer } from "~/.server/insurers";
import type { Database } from "~/.server/platform";
import { credentialsKey } from "~/.server/platform";
import { insurers } from "~/content/insurer-defaults";
import { postWithLogo } from "./content-form";
import { TEST_CREDENTIALS_KEY } from "./test-server";

/** The public fields of a default insurer's editor as saved unchanged (one phone). */
export function insurerPublicFields(id: string): Record<string, string> {
  const insurer = insurers.find((i) => i.id === id);
  if (!insurer) throw new Error(`seguradora ${id} não está nos padrões`);
  return {
    intent: "save",
    name: insurer.name,
    website: insurer.website,
    monogram: insurer.monogram,
    color: insurer.color,
    partner: "on",
    "phones[0].kind": "assistance",
    "phones[0].number": "0800 727 0000",
  };
}

/** A multipart post of the insurer editor at `base` (the logo field is a file), redirects not followed. */
export function postInsurerEditor(
  base: string,
  cookie: string,
  id: string,
  fields: Record<string, string>,
  logo?: Blob,
): Promise<Response> {
  return postWithLogo(`${base}/admin-portal/insurers/${id}`, cookie, fields, logo);
}

/** A default insurer's public record as the editor saves it (without its id, place and logo). */
export function insurerRecord(id: string) {
  const insurer = insurers.find((i) => i.id === id);
  if (!insurer) throw new Error(`seguradora ${id} não está nos padrões`);
  const { id: _id, hidden: _hidden, position: _position, logo: _logo, ...record } = insurer;
  return record;
}

/** Stores a portal login and password for a default insurer, as an admin's save would (sealed). */
export async function storeInsurerPortalPassword(
  db: Kysely<Database>,
  adminId: string,
  id: string,
  password: string,
): Promise<void> {
  await saveInsurer(
    db,
    adminId,
    id,
    {
      record: insurerRecord(id),
      internal: {
        portalUrl: "",
        login: "corretora",
        password,
        clearPassword: false,
        managerName: "",
        managerPhone: "",
        managerEmail: "",
        conditions: "",
        notes: "",
      },
    },
    credentialsKey(TEST_CREDENTIALS_KEY),
  );
}
