/**
 * The "instituição parceira" of a financial page (issue 25, copy review 2 B1/B2), without zod: the
 * public page, the schema (product-schemas.ts) and the launch checklist all read it.
 */

/** The institution block of a financial page (product-schemas.ts): "" = not filled. */
export interface PartnerInstitution {
  name: string;
  cnpj: string;
  role: string;
  sac: string;
  ouvidoria: string;
  destination: string;
}

/** A financial page's institution block with nothing filled (the first-start value). */
export const NO_PARTNER_INSTITUTION: PartnerInstitution = {
  name: "",
  cnpj: "",
  role: "",
  sac: "",
  ouvidoria: "",
  destination: "",
};

/**
 * Whether a product's content names a partner institution (the schema fills all fields or none).
 * Takes any content (a stored document may predate the field), so the launch checklist can ask too.
 */
export function hasPartnerInstitution(content: unknown): boolean {
  const partner = (content as { partnerInstitution?: Partial<PartnerInstitution> } | null | undefined)
    ?.partnerInstitution;
  return typeof partner?.name === "string" && partner.name.trim() !== "";
}
