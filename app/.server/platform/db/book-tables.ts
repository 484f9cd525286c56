/**
 * The book of policies ("Carteira", issue 42, decision 063): migration 022. Money in centavos,
 * rates in basis points, days "YYYY-MM-DD" in the brokerage's zone, times ISO-8601 UTC.
 */
import type {
  BookOrigin,
  ClaimStatus,
  ClientKind,
  InsuredKind,
  LegalBasis,
  PolicyDocumentKind,
  PolicyStatus,
  RenewalStatus,
} from "~/lib/book-labels";

export interface ClientsTable {
  id: string;
  kind: ClientKind;
  name: string;
  /** The name as the search compares it: lower case, no accents (migration 023, decision 066). */
  name_key: string | null;
  /** CPF (11 digits) or CNPJ (14 digits), digits only; unique. */
  document: string;
  /** A company's contact person. */
  contact_name: string | null;
  email: string | null;
  /** As compared (trimmed, lower case), like the leads' keys. */
  email_key: string | null;
  phone: string | null;
  phone_key: string | null;
  phone2: string | null;
  phone2_key: string | null;
  cep: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  birth_date: string | null;
  notes: string | null;
  legal_basis: LegalBasis;
  /** The staff member who looks after the client. */
  owner_id: string | null;
  origin: BookOrigin;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface PoliciesTable {
  id: string;
  client_id: string;
  /** An insurer record's id (content). */
  insurer_id: string;
  /** A product's slug. */
  product: string;
  susep_branch: string | null;
  policy_number: string | null;
  proposal_number: string | null;
  starts_on: string;
  ends_on: string;
  net_premium_cents: number | null;
  iof_cents: number | null;
  total_premium_cents: number;
  payment_method: string | null;
  instalments: number | null;
  /** Commission rate in basis points (1 500 = 15,00 %). */
  commission_bp: number | null;
  /** Expected commission in centavos. */
  commission_cents: number | null;
  insured_kind: InsuredKind;
  vehicle_plate: string | null;
  vehicle_model: string | null;
  vehicle_year: number | null;
  fipe_code: string | null;
  bonus_class: number | null;
  property_address: string | null;
  lives: number | null;
  insured_description: string | null;
  status: PolicyStatus;
  status_reason: string | null;
  /** The policy this one renews. */
  renews_policy_id: string | null;
  /** The producer (staff member). */
  producer_id: string | null;
  origin: BookOrigin;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface PolicyDocumentsTable {
  id: string;
  policy_id: string;
  kind: PolicyDocumentKind;
  file_name: string;
  mime: string;
  size: number;
  sha256: string;
  /** The bytes, base64. */
  data: string;
  uploaded_by: string | null;
  created_at: string;
}

export interface RenewalsTable {
  id: string;
  policy_id: string;
  /** The policy's client (migration 030): who sees the renewal is who sees the client. */
  client_id: string;
  status: RenewalStatus;
  owner_id: string | null;
  /** The day the policy ends. */
  due_on: string;
  next_action: string | null;
  next_action_at: string | null;
  lost_reason: string | null;
  /** The competitor (insurer or broker) that won, for a lost renewal. */
  lost_to: string | null;
  /** The policy that renewed it ("Renovada"). */
  new_policy_id: string | null;
  opened_at: string;
  closed_at: string | null;
  updated_at: string;
}

export interface RenewalRemindersTable {
  renewal_id: string;
  days_before: number;
  sent_at: string;
}

export interface ClaimsTable {
  id: string;
  policy_id: string;
  client_id: string;
  protocol: string;
  insurer_claim_number: string | null;
  status: ClaimStatus;
  occurred_on: string;
  place: string | null;
  description: string;
  involved: string | null;
  reported_by: "staff" | "client";
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface BookActivitiesTable {
  id: string;
  client_id: string;
  policy_id: string | null;
  renewal_id: string | null;
  claim_id: string | null;
  kind: string;
  actor_id: string | null;
  body: string | null;
  /** What changed, as JSON: ids and codes only. */
  details: string | null;
  created_at: string;
}

export interface BookSettingsTable {
  id: string;
  renewal_window_days: number;
  /** Comma-separated days before the end ("30,15,7,1"). */
  reminder_days: string;
  updated_by: string | null;
  updated_at: string;
}

export interface ImportMappingsTable {
  source: string;
  /** JSON: { field: column header }. */
  mapping: string;
  updated_by: string | null;
  updated_at: string;
}

export interface ImportRunsTable {
  id: string;
  source: string;
  file_name: string;
  status: "running" | "done" | "failed";
  total_rows: number;
  done_rows: number;
  imported: number;
  existing: number;
  refused: number;
  /** JSON: [{ row, outcome, reason }]. */
  report: string | null;
  created_by: string | null;
  created_at: string;
  finished_at: string | null;
  /** Beaten after each batch while running (migration 025): a stale one's process died. */
  heartbeat_at: string | null;
}

/** A sheet waiting between its preview and its import (migration 025, decision 068). */
export interface ImportUploadsTable {
  id: string;
  source: string;
  file_name: string;
  /** JSON: { headers: string[], rows: string[][] }. */
  sheet: string;
  row_count: number;
  created_by: string | null;
  created_at: string;
}

export interface BookTables {
  clients: ClientsTable;
  policies: PoliciesTable;
  policy_documents: PolicyDocumentsTable;
  renewals: RenewalsTable;
  renewal_reminders: RenewalRemindersTable;
  claims: ClaimsTable;
  book_activities: BookActivitiesTable;
  book_settings: BookSettingsTable;
  import_mappings: ImportMappingsTable;
  import_runs: ImportRunsTable;
  import_uploads: ImportUploadsTable;
}
