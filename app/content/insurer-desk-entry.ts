import type { INSURER_INTERNAL_LABELS } from "./insurer-labels";
import type { InsurerPublic } from "./insurer-schemas";

/**
 * One insurer as the staff's insurer desk shows it (`listInsurerDesk` in app/.server/insurers.ts
 * builds it, components/insurer-desk.tsx renders it): no password, only whether one is kept.
 * Type-only, so the component needs nothing from `.server`.
 */
export interface InsurerDeskEntry {
  id: string;
  name: string;
  website: string;
  hidden: boolean;
  partner: boolean;
  phones: InsurerPublic["phones"];
  portalUrl: string;
  login: string;
  hasPassword: boolean;
  managerName: string;
  managerPhone: string;
  managerEmail: string;
  conditions: string;
  notes: string;
  /** Who last changed each internal field and when (name or e-mail, ISO time). */
  changes: Partial<Record<keyof typeof INSURER_INTERNAL_LABELS, { by: string; at: string }>>;
}
