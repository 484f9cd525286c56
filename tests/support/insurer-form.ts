/** The admin insurer editor's form, for tests that post it (directly or through nginx). */
import { insurers } from "~/content/insurer-defaults";
import { postWithLogo } from "./content-form";

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
