/**
 * The lead desk ("Oportunidades", issue 29, decision 039): every visitor who asks becomes a lead
 * that someone owns until it is won or lost. Stages and lost reasons are lists admins edit; a
 * lead's story is its activities.
 */

/** Where a lead came from: the site's form, or entered by staff. */
export type { LeadSource } from "~/lib/lead-schemas";

import type { LeadSource } from "~/lib/lead-schemas";

/** What a stage means for the lead: still being worked, or closed one way or the other. */
export type StageOutcome = "open" | "won" | "lost";

/** What happened to a lead, in its timeline. */
export type LeadActivityKind =
  | "created"
  | "message"
  | "note"
  | "call"
  /** A conversation staff confirmed they sent: a contact (migration 021). */
  | "whatsapp"
  /** WhatsApp opened from the desk, not (yet) confirmed as sent: no contact (migration 021). */
  | "whatsapp-opened"
  | "email"
  | "stage"
  | "owner"
  | "next-action"
  /** Staff took the e-mail or phone of a message in the timeline as the lead's own (migration 018). */
  | "contact";

export interface LeadStagesTable {
  id: string;
  label: string;
  position: number;
  outcome: StageOutcome;
  /** An open lead with no activity for this many business days is "parado"; null for closed stages. */
  stalled_after_days: number | null;
}

export interface LeadLostReasonsTable {
  id: string;
  label: string;
  position: number;
  /** A reason no longer offered; leads that carry it keep it. */
  archived_at: string | null;
}

export interface LeadsTable {
  id: string;
  name: string;
  email: string | null;
  /** The e-mail as compared (trimmed, lower case): finds the open lead a new message belongs to. */
  email_key: string | null;
  phone: string | null;
  /** The phone as compared (its digits, without the country code 55). */
  phone_key: string | null;
  /** The channel the person prefers, as the form asked (Email, Telefone, Whatsapp). */
  contact_method: string | null;
  /** The product of interest: a product's slug, or null. */
  product: string | null;
  source: LeadSource;
  /** Who referred the person, for a lead entered as a referral (migration 020, decision 060). */
  referred_by: string | null;
  stage_id: string;
  owner_id: string | null;
  /** When the owner first opened the lead (migration 019): null while it is new to them. */
  owner_seen_at: string | null;
  next_action: string | null;
  next_action_at: string | null;
  /** The privacy policy's version the visitor accepted, and when (null: not recorded). */
  consent_policy_version: string | null;
  consent_at: string | null;
  lost_reason_id: string | null;
  lost_note: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** The newest activity of any kind: what "parado" counts from. */
  last_activity_at: string;
  closed_at: string | null;
  /** The client and policy a won lead became (migration 022): the lead is kept while the client is. */
  client_id: string | null;
  policy_id: string | null;
}

export interface LeadActivitiesTable {
  id: string;
  lead_id: string;
  kind: LeadActivityKind;
  /** The staff member who did it; null for the site (a visitor's message) or a deleted account. */
  actor_id: string | null;
  /** The contact message this activity is (kind "message"). */
  message_id: string | null;
  body: string | null;
  /** What changed, as JSON (stage from/to, owner from/to): ids only. */
  details: string | null;
  created_at: string;
}

/** One morning digest of parado leads sent to a person (migration 013, decision 042). */
export interface LeadDigestsTable {
  user_id: string;
  /** The day in the brokerage's time zone, "YYYY-MM-DD": at most one digest per person per day. */
  day: string;
  created_at: string;
}

/** A product whose new leads always go to one person (migration 012, decision 040). */
export interface LeadProductOwnersTable {
  /** The product's slug. */
  product: string;
  user_id: string;
  updated_at: string;
}

/** The one row ("leads") that remembers whose turn it was: the next turn is the first person after it. */
export interface LeadRotationTable {
  id: string;
  /** No foreign key: a deleted person's id still marks where the rotation stands. */
  last_user_id: string | null;
  updated_at: string;
}

export interface LeadTables {
  lead_product_owners: LeadProductOwnersTable;
  lead_rotation: LeadRotationTable;
  lead_stages: LeadStagesTable;
  lead_lost_reasons: LeadLostReasonsTable;
  leads: LeadsTable;
  lead_activities: LeadActivitiesTable;
  lead_digests: LeadDigestsTable;
}
